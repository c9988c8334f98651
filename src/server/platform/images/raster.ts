import { crc32, deflateSync } from "node:zlib";

/**
 * The last two steps of a render, done by hand because they are where the time went: laying the
 * text layer over the cached background, and PNG encoding. resvg's own encoder spent more on
 * compressing the gradients than the rest of the render together; a fast zlib level does it in a
 * fraction of that for a file of about the same size (a few hundred KB for a story card).
 */

/**
 * Lays premultiplied RGBA pixels (what resvg renders) over an opaque RGB background of the same
 * size, returning opaque RGB. Transparent pixels, most of a text layer, just keep the background.
 */
export function compositeOver(foreground: Uint8Array, background: Uint8Array): Uint8Array {
  const out = Uint8Array.from(background);
  const pixels = foreground.length / 4;
  const words = new Uint32Array(foreground.buffer, foreground.byteOffset, pixels);
  for (let i = 0; i < pixels; i++) {
    if (words[i] === 0) continue;
    const f = i * 4;
    const o = i * 3;
    const keep = 255 - (foreground[f + 3] as number);
    out[o] = (foreground[f] as number) + ((((out[o] as number) * keep + 127) / 255) | 0);
    out[o + 1] = (foreground[f + 1] as number) + ((((out[o + 1] as number) * keep + 127) / 255) | 0);
    out[o + 2] = (foreground[f + 2] as number) + ((((out[o + 2] as number) * keep + 127) / 255) | 0);
  }
  return out;
}

/** Premultiplied RGBA → RGB, for an opaque image (a rendered background). */
export function rgbaToRgb(rgba: Uint8Array): Uint8Array {
  const pixels = rgba.length / 4;
  const out = new Uint8Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    out[i * 3] = rgba[i * 4] as number;
    out[i * 3 + 1] = rgba[i * 4 + 1] as number;
    out[i * 3 + 2] = rgba[i * 4 + 2] as number;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Encodes opaque 8-bit RGB pixels as a PNG. Rows are left unfiltered: the gradients come out of
 * the rasteriser with fine noise, so row filters bought almost no size for a lot of time.
 */
export function encodePng(rgb: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 3;
  const raw = Buffer.allocUnsafe((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter type None
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 2 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}
