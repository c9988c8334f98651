/**
 * Positions from the Chebyshev tables that scripts/build-planet-tables.ts fits (J2000 mean equator
 * EQJ, AU, TT): the Earth and Mercury…Neptune heliocentric from the complete VSOP87B, Pluto
 * heliocentric from Meeus ch. 37, the Moon geocentric from the engine's ELP/MPP02 series
 * (lunar-theory.ts). Fit error ≤ 0.01″ as seen from the centre (values in planets.data.ts). The
 * tables cover 1899-08-03…2101-06-03 TT; outside that span `tableCovers` is false and the caller
 * falls back to astronomy-engine (planets) or the series (Moon).
 *
 * The coefficients are shipped as base64 inside planets.data.ts (the engine is a pure core: no file
 * reads) and decoded into Float64Arrays on first use, so a process that never computes a position
 * never pays for them.
 */

import { type LunarState, lunarState } from "./lunar-theory.ts";
import {
  PLANET_TABLE_BASE64,
  PLANET_TABLE_BYTES,
  PLANET_TABLE_LAYOUT,
  PLANET_TABLE_SPAN_DAYS,
  PLANET_TABLE_START_JD,
} from "./planets.data.ts";

export type TableBody = keyof typeof PLANET_TABLE_LAYOUT;
type Vec3 = [number, number, number];

interface Table {
  readonly days: number;
  readonly n: number;
  readonly segments: number;
  /** Per segment, per axis, n coefficients. */
  readonly coeffs: Float64Array;
}

let tables: Readonly<Record<TableBody, Table>> | undefined;

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Plain base64 decoding (no Buffer/atob dependency, so the core runs anywhere). */
function decodeBase64(text: string): Uint8Array {
  const lookup = new Uint8Array(128);
  for (let i = 0; i < BASE64.length; i++) lookup[BASE64.charCodeAt(i)] = i;
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - padding);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const n =
      ((lookup[text.charCodeAt(i)] as number) << 18) |
      ((lookup[text.charCodeAt(i + 1)] as number) << 12) |
      ((lookup[text.charCodeAt(i + 2)] as number) << 6) |
      (lookup[text.charCodeAt(i + 3)] as number);
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

function loadTables(): Readonly<Record<TableBody, Table>> {
  const bytes = decodeBase64(PLANET_TABLE_BASE64);
  if (bytes.length !== PLANET_TABLE_BYTES) {
    throw new Error(`planets.data.ts is damaged (${bytes.length} bytes, expected ${PLANET_TABLE_BYTES})`);
  }
  // The sections are typed arrays in the platform's byte order: little-endian on every engine that
  // runs this (x86, ARM), as the generator wrote them. Body blocks start on 8-byte boundaries.
  const out: Partial<Record<TableBody, Table>> = {};
  for (const [name, [offset, days, degree, segments, unit, kinds]] of Object.entries(PLANET_TABLE_LAYOUT)) {
    const n = degree + 1;
    const perAxis = (k: string) => kinds.split("").filter((x) => x === k).length;
    const rows = segments * 3;
    const f64 = new Float64Array(bytes.buffer, bytes.byteOffset + offset, perAxis("f") * rows);
    const i32 = new Int32Array(bytes.buffer, f64.byteOffset + f64.byteLength, perAxis("i") * rows);
    const i16 = new Int16Array(bytes.buffer, i32.byteOffset + i32.byteLength, perAxis("s") * rows);
    const kind = Uint8Array.from(kinds, (c) => (c === "f" ? 0 : c === "i" ? 1 : 2));
    const coeffs = new Float64Array(rows * n);
    let f = 0;
    let i = 0;
    let h = 0;
    for (let k = 0; k < coeffs.length; k++) {
      const what = kind[k % n];
      coeffs[k] =
        what === 0
          ? (f64[f++] as number)
          : what === 1
            ? (i32[i++] as number) * unit
            : (i16[h++] as number) * unit;
    }
    out[name as TableBody] = { days, n, segments, coeffs };
  }
  tables = out as Record<TableBody, Table>;
  return tables;
}

/** Whether the tables cover a TT Julian day. */
export function tableCovers(jdTT: number): boolean {
  return jdTT >= PLANET_TABLE_START_JD && jdTT < PLANET_TABLE_START_JD + PLANET_TABLE_SPAN_DAYS;
}

/** A body's table, the index of its segment holding a TT Julian day and the normalised time x ∈ [−1, 1) there. */
function locate(body: TableBody, jdTT: number): { t: Table; k: number; x: number } {
  const t = (tables ?? loadTables())[body];
  const u = jdTT - PLANET_TABLE_START_JD;
  const k = Math.floor(u / t.days);
  if (!(k >= 0 && k < t.segments))
    throw new RangeError("the position tables cover 1899-08-03…2101-06-03 TT only");
  return { t, k, x: (2 * (u - k * t.days)) / t.days - 1 };
}

/** EQJ position (AU) of a body at a TT Julian day: heliocentric, geocentric for the Moon. */
export function tablePosition(body: TableBody, jdTT: number): Vec3 {
  const { t, k, x } = locate(body, jdTT);
  const n = t.n;
  const c = t.coeffs;
  const out: Vec3 = [0, 0, 0];
  const x2 = 2 * x;
  for (let axis = 0; axis < 3; axis++) {
    const base = (3 * k + axis) * n;
    let b0 = 0;
    let b1 = 0;
    for (let m = n - 1; m >= 1; m--) {
      const b = x2 * b0 - b1 + (c[base + m] as number);
      b1 = b0;
      b0 = b;
    }
    out[axis] = x * b0 - b1 + (c[base] as number);
  }
  return out;
}

/** EQJ velocity (AU/day) of a body at a TT Julian day: the derivative of the Chebyshev series. */
export function tableVelocity(body: TableBody, jdTT: number): Vec3 {
  const { t, k, x } = locate(body, jdTT);
  const n = t.n;
  const c = t.coeffs;
  const out: Vec3 = [0, 0, 0];
  const scale = 2 / t.days;
  for (let axis = 0; axis < 3; axis++) {
    const base = (3 * k + axis) * n;
    // T_j and T'_j by their recurrences: T'_{j+1} = 2·T_j + 2x·T'_j − T'_{j−1}.
    let tPrev = 1;
    let tCur = x;
    let dPrev = 0;
    let dCur = 1;
    let sum = c[base + 1] as number;
    for (let j = 2; j < n; j++) {
      const tNext = 2 * x * tCur - tPrev;
      const dNext = 2 * tCur + 2 * x * dCur - dPrev;
      sum += (c[base + j] as number) * dNext;
      tPrev = tCur;
      tCur = tNext;
      dPrev = dCur;
      dCur = dNext;
    }
    out[axis] = sum * scale;
  }
  return out;
}

let lastMoon: { readonly jdTT: number; readonly state: LunarState } | undefined;

/**
 * Geometric geocentric Moon (EQJ, AU and AU/day): the table in 1899–2101 (fit ≤ 0.0004″ in position,
 * 0.01″ in the direction of the velocity), the ELP/MPP02 series itself outside.
 */
export function moonState(jdTT: number): LunarState {
  if (!tableCovers(jdTT)) return lunarState(jdTT);
  // The chart's Moon and its true node ask for the same instant: keep the last answer.
  if (jdTT === lastMoon?.jdTT) return lastMoon.state;
  const state: LunarState = { r: tablePosition("moon", jdTT), v: tableVelocity("moon", jdTT) };
  lastMoon = { jdTT, state };
  return state;
}

/** Bytes of coefficients held in memory once loaded (for the bench). */
export function tableMemoryBytes(): number {
  let total = 0;
  for (const t of Object.values(tables ?? loadTables())) total += t.coeffs.byteLength;
  return total;
}
