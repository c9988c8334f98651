/**
 * Generates `src/astro/ephemeris/planets.data.ts`: Chebyshev tables of the heliocentric positions of
 * Mercury…Neptune and the Earth (J2000 mean equator EQJ, AU, TT) for 1899–2101, fitted to the
 * complete VSOP87 (Bretagnon & Francou 1988, A&A 202, 309; version B: heliocentric spherical
 * coordinates, J2000 dynamical ecliptic) that the `astronomia` package (MIT, data/vsop87B*.js)
 * carries, and `src/astro/testdata/vsop87-check.jsonl`: direct VSOP87 positions at random times that
 * `planet-tables.test.ts` compares the shipped table with.
 *
 *   npx tsx scripts/build-planet-tables.ts
 *
 * Why tables and not the series at run time: the complete VSOP87B has 35 000 terms (Mercury alone
 * 7 123); a chart evaluates each planet about nine times (light-time, speed), which would cost tens of
 * milliseconds. A Chebyshev segment costs ~50 multiply-adds per coordinate.
 *
 * Fit: per body a segment length and a degree, chosen so that the fit error is below 0.01″ as seen
 * from the Sun (measured below on every segment at 8 points between the nodes, after the storage
 * rounding). Coefficients are interpolated at the Chebyshev nodes of the first kind (near-minimax).
 * Storage: coefficients 0–2 of every coordinate as Float64, the higher ones as Float32 (they are
 * below 10⁻² AU, so Float32's 6·10⁻⁸ relative step is under 10⁻⁹ AU, 0.0002″ at 1 AU).
 *
 * Frame: VSOP87B's J2000 ecliptic rectangular coordinates are turned to EQJ with the rotation that
 * astronomy-engine applies to its own (truncated) VSOP87 (Bretagnon's VSOP87 → FK5 matrix), so the
 * engine's precession-nutation pipeline is unchanged. Time argument: TDB, used as TT (≤ 1.7 ms).
 */
import { writeFileSync } from "node:fs";
import { mulberry32 as random } from "#writing/index";
import { lunarState } from "../src/astro/ephemeris/lunar-theory.ts";
import { clenshaw } from "../src/astro/math.ts";

// astronomia ships no types for these modules, and scripts/astronomia.d.ts belongs to another
// script: non-literal specifiers keep them untyped (`any`), and the shapes are asserted below.
const DATA = "astronomia/data/vsop87B";
const PLUTO_MODULE: string = "astronomia/pluto";
const loadVsop = async (planet: string): Promise<unknown> => (await import(`${DATA}${planet}`)).default;
const { heliocentric: plutoHeliocentric } = (await import(PLUTO_MODULE)) as {
  heliocentric: (jde: number) => { lon: number; lat: number; range: number };
};

const OUT = new URL("../src/astro/ephemeris/planets.data.ts", import.meta.url);
const CHECK_OUT = new URL("../src/astro/testdata/vsop87-check.jsonl", import.meta.url);
const JD_J2000 = 2451545.0;
/** 1899-08-03 TT; the span 73 728 days (to 2101-06-03) is a multiple of every segment length. */
const START_JD = 2414900.5;
const SPAN_DAYS = 73728;
const ARCSEC_PER_RAD = 206264.806;
const FIT_LIMIT_ARCSEC = 0.01;
/** Bound on the rounding error of the stored coefficients, as seen from the centre. */
const QUANT_ARCSEC = 0.0005;

type Vsop = { L: Record<string, number[][]>; B: Record<string, number[][]>; R: Record<string, number[][]> };

/** Bodies in table order (the engine reads them by this index), with segment days and degree. */
const BODIES: readonly {
  name: string;
  data: unknown;
  days: number;
  degree: number;
  minDistanceAu: number;
}[] = [
  { name: "earth", data: await loadVsop("earth"), days: 32, degree: 14, minDistanceAu: 0.98 },
  { name: "mercury", data: await loadVsop("mercury"), days: 32, degree: 16, minDistanceAu: 0.3 },
  { name: "venus", data: await loadVsop("venus"), days: 128, degree: 16, minDistanceAu: 0.71 },
  { name: "mars", data: await loadVsop("mars"), days: 128, degree: 16, minDistanceAu: 1.38 },
  { name: "jupiter", data: await loadVsop("jupiter"), days: 256, degree: 12, minDistanceAu: 4.9 },
  { name: "saturn", data: await loadVsop("saturn"), days: 256, degree: 12, minDistanceAu: 9 },
  { name: "uranus", data: await loadVsop("uranus"), days: 512, degree: 12, minDistanceAu: 18.2 },
  { name: "neptune", data: await loadVsop("neptune"), days: 512, degree: 10, minDistanceAu: 29.7 },
  // Not in VSOP87: Meeus ch. 37 (see vsopPosition).
  { name: "pluto", data: null, days: 1024, degree: 10, minDistanceAu: 29.6 },
  // Geocentric, from the engine's own ELP/MPP02 series (lunar-theory.ts), so the chart's most
  // frequent evaluation costs a table look-up instead of ~3 300 sines.
  { name: "moon", data: null, days: 16, degree: 20, minDistanceAu: 0.00238 },
];

type Vec3 = [number, number, number];

/** One VSOP87 coordinate: per power of T, the terms flattened as A, B, C. */
function flatten(series: Record<string, number[][]>): Float64Array[] {
  return Object.keys(series)
    .sort()
    .map((power) => {
      const rows = series[power] ?? [];
      const out = new Float64Array(rows.length * 3);
      rows.forEach((r, i) => {
        out[3 * i] = r[0] as number;
        out[3 * i + 1] = r[1] as number;
        out[3 * i + 2] = r[2] as number;
      });
      return out;
    });
}

/** Σ_k T^k Σ_terms A·cos(B + C·T), T in Julian millennia from J2000. */
function sum(powers: readonly Float64Array[], t: number): number {
  let total = 0;
  let tk = 1;
  for (const terms of powers) {
    let s = 0;
    for (let i = 0; i < terms.length; i += 3) {
      s += (terms[i] as number) * Math.cos((terms[i + 1] as number) + (terms[i + 2] as number) * t);
    }
    total += s * tk;
    tk *= t;
  }
  return total;
}

interface Series {
  L: Float64Array[];
  B: Float64Array[];
  R: Float64Array[];
}

/**
 * Heliocentric EQJ position (AU) at a TT Julian day: from the complete VSOP87B series of a body, or
 * for Pluto (absent from VSOP87) from Meeus ch. 37 (Chapront's periodic fit to DE200, 1885–2099).
 */
function vsopPosition(body: Series | null, jd: number): Vec3 {
  let l: number;
  let b: number;
  let r: number;
  if (body === null) {
    const p = plutoHeliocentric(jd);
    l = p.lon;
    b = p.lat;
    r = p.range;
  } else {
    const t = (jd - JD_J2000) / 365250;
    l = sum(body.L, t);
    b = sum(body.B, t);
    r = sum(body.R, t);
  }
  const x = r * Math.cos(b) * Math.cos(l);
  const y = r * Math.cos(b) * Math.sin(l);
  const z = r * Math.sin(b);
  // VSOP87 J2000 ecliptic → EQJ (as astronomy-engine's VsopRotate).
  return [
    x + 0.00000044036 * y - 0.000000190919 * z,
    -0.000000479966 * x + 0.917482137087 * y - 0.397776982902 * z,
    0.397776982902 * y + 0.917482137087 * z,
  ];
}

type Kind = "f" | "i" | "s";

const chunks: Uint8Array[] = [];
const layout: {
  name: string;
  days: number;
  degree: number;
  segments: number;
  offset: number;
  unit: number;
  kinds: string;
}[] = [];
const check: { body: string; jd: number; r: Vec3; v: Vec3 }[] = [];
const rnd = random(31);
let offset = 0;
const worstFit: Record<string, number> = {};

for (const spec of BODIES) {
  const v = spec.data as Vsop | null;
  const series = v === null ? null : { L: flatten(v.L), B: flatten(v.B), R: flatten(v.R) };
  const position =
    spec.name === "moon"
      ? (jd: number) => [...lunarState(jd).r] as Vec3
      : (jd: number) => vsopPosition(series, jd);
  const n = spec.degree + 1;
  const segments = SPAN_DAYS / spec.days;
  if (!Number.isInteger(segments)) throw new Error(`${spec.name}: span is not a multiple of ${spec.days}`);
  // 1. Interpolate every segment at the Chebyshev nodes of the first kind.
  const coeffs = new Float64Array(segments * 3 * n);
  const nodes = Array.from({ length: n }, (_, k) => Math.cos((Math.PI * (k + 0.5)) / n));
  for (let s = 0; s < segments; s++) {
    const a = START_JD + s * spec.days;
    const values = nodes.map((x) => position(a + ((x + 1) / 2) * spec.days));
    for (let axis = 0; axis < 3; axis++) {
      for (let j = 0; j < n; j++) {
        let c = 0;
        for (let k = 0; k < n; k++)
          c += ((values[k] as Vec3)[axis] as number) * Math.cos((Math.PI * j * (k + 0.5)) / n);
        coeffs[(s * 3 + axis) * n + j] = (c * (j === 0 ? 1 : 2)) / n;
      }
    }
  }
  // 2. Storage: integers of `unit` AU where they fit (Int16, else Int32), Float64 otherwise. The unit
  // keeps the worst-case sum of the rounding errors (n · unit / 2) at QUANT_ARCSEC from the centre.
  const unit = (2 * (QUANT_ARCSEC / ARCSEC_PER_RAD) * spec.minDistanceAu) / n;
  const kinds: Kind[] = [];
  for (let j = 0; j < n; j++) {
    let max = 0;
    for (let i = j; i < coeffs.length; i += n) max = Math.max(max, Math.abs(coeffs[i] as number));
    kinds.push(max / unit < 32000 ? "s" : max / unit < 2.1e9 ? "i" : "f");
  }
  // Three sections, each a plain little-endian typed array that the engine views without copying:
  // the Float64 coefficients, then the Int32, then the Int16 ones, each in (segment, axis, index)
  // order; the body's block is padded to 8 bytes.
  const count = (k: Kind) => kinds.filter((x) => x === k).length * segments * 3;
  const f64 = new Float64Array(count("f"));
  const i32 = new Int32Array(count("i"));
  const i16 = new Int16Array(count("s"));
  const stored = new Float64Array(coeffs.length);
  const next = { f: 0, i: 0, s: 0 };
  for (let i = 0; i < coeffs.length; i++) {
    const c = coeffs[i] as number;
    const kind = kinds[i % n] as Kind;
    if (kind === "f") {
      f64[next.f++] = c;
      stored[i] = c;
    } else {
      const q = Math.round(c / unit);
      if (kind === "i") i32[next.i++] = q;
      else i16[next.s++] = q;
      stored[i] = q * unit;
    }
  }
  const size = f64.byteLength + i32.byteLength + i16.byteLength;
  const buf = new ArrayBuffer(Math.ceil(size / 8) * 8);
  new Uint8Array(buf).set(new Uint8Array(f64.buffer), 0);
  new Uint8Array(buf).set(new Uint8Array(i32.buffer), f64.byteLength);
  new Uint8Array(buf).set(new Uint8Array(i16.buffer), f64.byteLength + i32.byteLength);
  // 3. Fit error between the nodes, with the coefficients as stored.
  let worst = 0;
  for (let s = 0; s < segments; s++) {
    const a = START_JD + s * spec.days;
    for (let i = 0; i < 8; i++) {
      const x = -1 + (2 * (i + 0.5)) / 8;
      const truth = position(a + ((x + 1) / 2) * spec.days);
      const base = s * 3 * n;
      const d = Math.hypot(
        clenshaw(stored, base, n, x) - truth[0],
        clenshaw(stored, base + n, n, x) - truth[1],
        clenshaw(stored, base + 2 * n, n, x) - truth[2],
      );
      worst = Math.max(worst, (d / Math.hypot(...truth)) * ARCSEC_PER_RAD);
    }
  }
  if (worst >= FIT_LIMIT_ARCSEC) throw new Error(`${spec.name}: fit error ${worst}″ ≥ ${FIT_LIMIT_ARCSEC}″`);
  worstFit[spec.name] = worst;
  for (let i = 0; i < 25; i++) {
    const jd = START_JD + 30 + rnd() * (SPAN_DAYS - 60);
    let vel: Vec3;
    if (spec.name === "moon") vel = [...lunarState(jd).v] as Vec3;
    else {
      // Velocity by a central difference of the series over ±0.01 day (error ~10⁻¹¹ AU/day).
      const ahead = position(jd + 0.01);
      const behind = position(jd - 0.01);
      vel = [0, 1, 2].map((i) => ((ahead[i] as number) - (behind[i] as number)) / 0.02) as Vec3;
    }
    check.push({ body: spec.name, jd, r: position(jd), v: vel });
  }
  layout.push({
    name: spec.name,
    days: spec.days,
    degree: spec.degree,
    segments,
    offset,
    unit,
    kinds: kinds.join(""),
  });
  chunks.push(new Uint8Array(buf));
  offset += buf.byteLength;
  console.log(
    `${spec.name}: ${segments} segments of ${spec.days} d, degree ${spec.degree}, storage ${kinds.join("")}, ${(buf.byteLength / 1024).toFixed(0)} kB, fit ≤ ${worst.toFixed(5)}″`,
  );
}

const bytes = new Uint8Array(offset);
let at = 0;
for (const c of chunks) {
  bytes.set(c, at);
  at += c.length;
}
const base64 = Buffer.from(bytes).toString("base64");
const text = `// Generated by scripts/build-planet-tables.ts from the complete VSOP87B series (astronomia, MIT), Meeus
// ch. 37 for Pluto and the engine's ELP/MPP02 series for the Moon. Do not edit by hand.
// Positions in the J2000 mean equator (EQJ), AU, TT, JD ${START_JD}…${START_JD + SPAN_DAYS}: heliocentric,
// geocentric for the Moon. PLANET_TABLE_BASE64 holds, body after body (PLANET_TABLE_LAYOUT: byte
// offset, segment length in days, degree, segments, unit in AU, storage of each coefficient index:
// "f" Float64, "i" Int32 and "s" Int16 multiples of the unit) three little-endian sections, all the
// Float64 coefficients, then the Int32, then the Int16 ones, each in (segment, axis x/y/z, index) order.
// Fit error (arcsec, from the centre): ${Object.entries(worstFit)
  .map(([b, e]) => `${b} ${e.toFixed(4)}`)
  .join(", ")}.
export const PLANET_TABLE_START_JD = ${START_JD};
export const PLANET_TABLE_SPAN_DAYS = ${SPAN_DAYS};
export const PLANET_TABLE_BYTES = ${bytes.length};
export const PLANET_TABLE_LAYOUT = {
${layout.map((l) => `  ${l.name}: [${l.offset}, ${l.days}, ${l.degree}, ${l.segments}, ${l.unit}, "${l.kinds}"],`).join("\n")}
} as const;
// biome-ignore format: generated data
export const PLANET_TABLE_BASE64 = "${base64}";
`;
writeFileSync(OUT, text);
// One instant per line: EQJ position (AU) and velocity (AU/day) from the series, TT.
writeFileSync(CHECK_OUT, `${check.map((c) => JSON.stringify(c)).join("\n")}\n`);
console.log(`wrote ${OUT.pathname}: ${bytes.length} bytes of coefficients, ${text.length} bytes of source`);
