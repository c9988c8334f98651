import { inflateSync } from "node:zlib";

/**
 * A small PNG decoder for tests (8-bit greyscale, RGB or RGBA, not interlaced: what our renderer
 * and browsers' downloads produce), so a test can check the size and the pixels of an image it
 * got over HTTP rather than trusting the renderer that made it.
 */
export interface DecodedPng {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, rows top to bottom. */
  rgba: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function decodePng(bytes: Uint8Array): DecodedPng {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!SIGNATURE.every((b, i) => buf[i] === b)) throw new Error("not a PNG file");
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString("latin1", offset + 4, offset + 8);
    const data = buf.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colour, , , interlace] = [data[8], data[9], data[10], data[11], data[12]];
      channels = colour === 0 ? 1 : colour === 2 ? 3 : colour === 6 ? 4 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0)
        throw new Error(`unsupported PNG (depth ${depth}, colour type ${colour}, interlace ${interlace})`);
    } else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  if (raw.length !== (stride + 1) * height) throw new Error("PNG data has the wrong length");
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? (rows[out + x - channels] as number) : 0;
      const b = y > 0 ? (rows[out - stride + x] as number) : 0;
      const c = x >= channels && y > 0 ? (rows[out - stride + x - channels] as number) : 0;
      const value = raw[src + x] as number;
      let predicted = 0;
      if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) throw new Error(`unknown PNG filter ${filter}`);
      rows[out + x] = (value + predicted) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const s = i * channels;
    rgba[i * 4] = rows[s] as number;
    rgba[i * 4 + 1] = rows[channels === 1 ? s : s + 1] as number;
    rgba[i * 4 + 2] = rows[channels === 1 ? s : s + 2] as number;
    rgba[i * 4 + 3] = channels === 4 ? (rows[s + 3] as number) : 255;
  }
  return { width, height, rgba };
}

/** How many distinct colours an image has (a blank or single-colour image has 1). */
export function distinctColours(image: DecodedPng, step = 7): number {
  const seen = new Set<number>();
  for (let i = 0; i < image.width * image.height; i += step) {
    const o = i * 4;
    seen.add(
      ((image.rgba[o] as number) << 16) |
        ((image.rgba[o + 1] as number) << 8) |
        (image.rgba[o + 2] as number),
    );
  }
  return seen.size;
}
