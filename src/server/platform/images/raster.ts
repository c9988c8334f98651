import { crc32, deflateSync } from "node:zlib";

/**
 * The last two steps of a render, done by hand because they are where the time went: laying the
 * text layer over the cached background, and PNG encoding. resvg's own encoder spent more on
 * compressing the gradients than the rest of the render together; a fast zlib level does it in a
 * fraction of that for a file of about the same size (a few hundred KB for a story card).
 */

/** Premultiplied RGBA pixels (what resvg renders) covering a rectangle of a larger canvas. */
export interface LayerRegion {
  pixels: Uint8Array;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * An opaque image as the rows a PNG compresses: each row a filter byte (0, None) then its RGB
 * pixels. Backgrounds are kept in this form, so a card is one copy of its background, the text
 * laid over it in place, and the compressor, with no second pass to add the filter bytes.
 */
export function pngRows(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const stride = width * 3 + 1;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    out[row] = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const o = row + 1 + x * 3;
      out[o] = rgba[i] as number;
      out[o + 1] = rgba[i + 1] as number;
      out[o + 2] = rgba[i + 2] as number;
    }
  }
  return out;
}

/**
 * Lays text-layer regions over a background in PNG rows (`pngRows`, `canvasWidth` pixels wide),
 * returning new rows; the background is not changed. Transparent pixels, most of a text layer,
 * just keep the background.
 */
export function compositeOver(
  layers: LayerRegion[],
  background: Uint8Array,
  canvasWidth: number,
): Uint8Array {
  const out = Uint8Array.from(background);
  const stride = canvasWidth * 3 + 1;
  for (const layer of layers) {
    const { pixels: foreground, width, height } = layer;
    const words = new Uint32Array(foreground.buffer, foreground.byteOffset, width * height);
    for (let row = 0; row < height; row++) {
      const rowStart = row * width;
      const outRow = (layer.y + row) * stride + 1 + layer.x * 3;
      for (let col = 0; col < width; col++) {
        const i = rowStart + col;
        if (words[i] === 0) continue;
        const f = i * 4;
        const o = outRow + col * 3;
        const keep = 255 - (foreground[f + 3] as number);
        out[o] = (foreground[f] as number) + ((((out[o] as number) * keep + 127) / 255) | 0);
        out[o + 1] = (foreground[f + 1] as number) + ((((out[o + 1] as number) * keep + 127) / 255) | 0);
        out[o + 2] = (foreground[f + 2] as number) + ((((out[o + 2] as number) * keep + 127) / 255) | 0);
      }
    }
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
 * Encodes PNG rows (`pngRows`) of an opaque 8-bit RGB image. Rows stay unfiltered: the gradients
 * come out of the rasteriser with fine noise, so row filters bought almost no size for a lot of time.
 */
export function encodePng(rows: Uint8Array, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 2 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}
