import { inflateSync } from "node:zlib";

/**
 * What the renderer needs to know about a font without asking satori: which code points it has a
 * glyph for (so text we cannot draw is refused before rendering, never drawn as empty boxes) and
 * each glyph's advance width (so text can be sized to fit its box before layout). Reads the WOFF 1
 * container (OpenType tables, each zlib-compressed when smaller) and the `head`, `hhea`, `hmtx`
 * and `cmap` tables (OpenType spec, "cmap" formats 4 and 12).
 */
export interface FontMetrics {
  /** Font units per em (`head.unitsPerEm`). */
  unitsPerEm: number;
  /** Advance width in font units of every code point the font maps to a real glyph. */
  advances: Map<number, number>;
}

function woffTables(woff: Uint8Array): Map<string, DataView> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF 1 font");
  const numTables = view.getUint16(12);
  const tables = new Map<string, DataView>();
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = String.fromCharCode(
      view.getUint8(entry),
      view.getUint8(entry + 1),
      view.getUint8(entry + 2),
      view.getUint8(entry + 3),
    );
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    tables.set(tag, new DataView(data.buffer, data.byteOffset, data.byteLength));
  }
  return tables;
}

function table(tables: Map<string, DataView>, tag: string): DataView {
  const t = tables.get(tag);
  if (!t) throw new Error(`font has no ${tag} table`);
  return t;
}

/** Code point → glyph id from the best Unicode subtable (format 12 when present, else format 4). */
function readCmap(cmap: DataView): Map<number, number> {
  const count = cmap.getUint16(2);
  let format4: number | null = null;
  let format12: number | null = null;
  for (let i = 0; i < count; i++) {
    const platform = cmap.getUint16(4 + i * 8);
    const encoding = cmap.getUint16(6 + i * 8);
    const offset = cmap.getUint32(8 + i * 8);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    const format = cmap.getUint16(offset);
    if (format === 12) format12 = offset;
    else if (format === 4) format4 = offset;
  }
  const map = new Map<number, number>();
  if (format12 !== null) {
    const groups = cmap.getUint32(format12 + 12);
    for (let g = 0; g < groups; g++) {
      const at = format12 + 16 + g * 12;
      const start = cmap.getUint32(at);
      const end = cmap.getUint32(at + 4);
      const glyph = cmap.getUint32(at + 8);
      for (let c = start; c <= end; c++) if (glyph + c - start !== 0) map.set(c, glyph + c - start);
    }
    return map;
  }
  if (format4 === null) throw new Error("font has no Unicode cmap");
  const segCount = cmap.getUint16(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  for (let s = 0; s < segCount; s++) {
    const end = cmap.getUint16(ends + s * 2);
    const start = cmap.getUint16(starts + s * 2);
    const delta = cmap.getInt16(deltas + s * 2);
    const rangeOffset = cmap.getUint16(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        const raw = cmap.getUint16(at);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(c, glyph);
    }
  }
  return map;
}

/** Glyph coverage and advance widths of one WOFF font. */
export function readFontMetrics(woff: Uint8Array): FontMetrics {
  const tables = woffTables(woff);
  const unitsPerEm = table(tables, "head").getUint16(18);
  const numberOfHMetrics = table(tables, "hhea").getUint16(34);
  const hmtx = table(tables, "hmtx");
  const lastAdvance = hmtx.getUint16((numberOfHMetrics - 1) * 4);
  const advances = new Map<number, number>();
  for (const [codePoint, glyph] of readCmap(table(tables, "cmap"))) {
    advances.set(codePoint, glyph < numberOfHMetrics ? hmtx.getUint16(glyph * 4) : lastAdvance);
  }
  return { unitsPerEm, advances };
}
