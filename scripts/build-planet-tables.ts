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
/** Leading coefficients kept as Float64 (the rest as Float32). */
const WIDE = 3;

type Vsop = { L: Record<string, number[][]>; B: Record<string, number[][]>; R: Record<string, number[][]> };

/** Bodies in table order (the engine reads them by this index), with segment days and degree. */
const BODIES: readonly { name: string; data: unknown; days: number; degree: number }[] = [
  { name: "earth", data: await loadVsop("earth"), days: 32, degree: 14 },
  { name: "mercury", data: await loadVsop("mercury"), days: 32, degree: 16 },
  { name: "venus", data: await loadVsop("venus"), days: 128, degree: 16 },
  { name: "mars", data: await loadVsop("mars"), days: 128, degree: 16 },
  { name: "jupiter", data: await loadVsop("jupiter"), days: 256, degree: 12 },
  { name: "saturn", data: await loadVsop("saturn"), days: 256, degree: 12 },
  { name: "uranus", data: await loadVsop("uranus"), days: 512, degree: 12 },
  { name: "neptune", data: await loadVsop("neptune"), days: 512, degree: 10 },
  // Not in VSOP87: Meeus ch. 37 (see vsopPosition).
  { name: "pluto", data: null, days: 1024, degree: 10 },
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

function clenshaw(c: ArrayLike<number>, base: number, n: number, x: number): number {
  let b0 = 0;
  let b1 = 0;
  for (let m = n - 1; m >= 1; m--) {
    const t = 2 * x * b0 - b1 + (c[base + m] as number);
    b1 = b0;
    b0 = t;
  }
  return x * b0 - b1 + (c[base] as number);
}

/** Deterministic pseudo-random numbers (mulberry32), so the check file is reproducible. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const chunks: Uint8Array[] = [];
const layout: { name: string; days: number; degree: number; segments: number; offset: number }[] = [];
const check: { body: string; jd: number; r: Vec3; v: Vec3 }[] = [];
const rnd = random(31);
let offset = 0;
let worstOverall = 0;

for (const spec of BODIES) {
  const v = spec.data as Vsop | null;
  const body = v === null ? null : { L: flatten(v.L), B: flatten(v.B), R: flatten(v.R) };
  const n = spec.degree + 1;
  const segments = SPAN_DAYS / spec.days;
  if (!Number.isInteger(segments)) throw new Error(`${spec.name}: span is not a multiple of ${spec.days}`);
  const bytesPerAxis = WIDE * 8 + (n - WIDE) * 4;
  const buf = new ArrayBuffer(segments * 3 * bytesPerAxis);
  const view = new DataView(buf);
  let worst = 0;
  const nodes = Array.from({ length: n }, (_, k) => Math.cos((Math.PI * (k + 0.5)) / n));
  for (let s = 0; s < segments; s++) {
    const a = START_JD + s * spec.days;
    const at = (x: number) => a + ((x + 1) / 2) * spec.days;
    const values = nodes.map((x) => vsopPosition(body, at(x)));
    const stored = new Float64Array(3 * n);
    for (let axis = 0; axis < 3; axis++) {
      for (let j = 0; j < n; j++) {
        let c = 0;
        for (let k = 0; k < n; k++)
          c += ((values[k] as Vec3)[axis] as number) * Math.cos((Math.PI * j * (k + 0.5)) / n);
        c *= (j === 0 ? 1 : 2) / n;
        const pos = (s * 3 + axis) * bytesPerAxis + (j < WIDE ? j * 8 : WIDE * 8 + (j - WIDE) * 4);
        if (j < WIDE) view.setFloat64(pos, c, true);
        else view.setFloat32(pos, c, true);
        stored[axis * n + j] = j < WIDE ? c : Math.fround(c);
      }
    }
    // Fit error between the nodes, with the coefficients as stored.
    for (let i = 0; i < 8; i++) {
      const x = -1 + (2 * (i + 0.5)) / 8;
      const truth = vsopPosition(body, at(x));
      const d = Math.hypot(
        clenshaw(stored, 0, n, x) - truth[0],
        clenshaw(stored, n, n, x) - truth[1],
        clenshaw(stored, 2 * n, n, x) - truth[2],
      );
      worst = Math.max(worst, (d / Math.hypot(...truth)) * ARCSEC_PER_RAD);
    }
  }
  if (worst >= FIT_LIMIT_ARCSEC) throw new Error(`${spec.name}: fit error ${worst}″ ≥ ${FIT_LIMIT_ARCSEC}″`);
  worstOverall = Math.max(worstOverall, worst);
  for (let i = 0; i < 25; i++) {
    const jd = START_JD + 30 + rnd() * (SPAN_DAYS - 60);
    // Velocity by a central difference of the series over ±0.01 day (error ~10⁻¹¹ AU/day).
    const ahead = vsopPosition(body, jd + 0.01);
    const behind = vsopPosition(body, jd - 0.01);
    const v = [0, 1, 2].map((i) => ((ahead[i] as number) - (behind[i] as number)) / 0.02) as Vec3;
    check.push({ body: spec.name, jd, r: vsopPosition(body, jd), v });
  }
  layout.push({ name: spec.name, days: spec.days, degree: spec.degree, segments, offset });
  chunks.push(new Uint8Array(buf));
  offset += buf.byteLength;
  console.log(
    `${spec.name}: ${segments} segments of ${spec.days} d, degree ${spec.degree}, ${(buf.byteLength / 1024).toFixed(0)} kB, fit ≤ ${worst.toFixed(5)}″`,
  );
}

const bytes = new Uint8Array(offset);
let at = 0;
for (const c of chunks) {
  bytes.set(c, at);
  at += c.length;
}
const base64 = Buffer.from(bytes).toString("base64");
const text = `// Generated by scripts/build-planet-tables.ts from the complete VSOP87B series (astronomia, MIT).
// Do not edit by hand. Heliocentric J2000 mean-equator (EQJ) positions, AU, TT, ${START_JD}…${START_JD + SPAN_DAYS}.
// PLANET_TABLE_BASE64 holds, body after body (PLANET_TABLE_LAYOUT: byte offset, segment length in
// days, degree, segments), for every segment and every axis x, y, z the Chebyshev coefficients
// 0…degree: the first ${WIDE} as little-endian Float64, the rest as Float32. Fit error ≤ ${worstOverall.toFixed(4)}″ heliocentric.
export const PLANET_TABLE_START_JD = ${START_JD};
export const PLANET_TABLE_SPAN_DAYS = ${SPAN_DAYS};
export const PLANET_TABLE_WIDE_COEFFS = ${WIDE};
export const PLANET_TABLE_BYTES = ${bytes.length};
export const PLANET_TABLE_LAYOUT = ${JSON.stringify(
  Object.fromEntries(layout.map((l) => [l.name, [l.offset, l.days, l.degree, l.segments]])),
)} as const;
// biome-ignore format: generated data
export const PLANET_TABLE_BASE64 = "${base64}";
`;
writeFileSync(OUT, text);
// One instant per line: heliocentric EQJ position (AU) and velocity (AU/day) from the series, TT.
writeFileSync(CHECK_OUT, `${check.map((c) => JSON.stringify(c)).join("\n")}\n`);
console.log(`wrote ${OUT.pathname}: ${bytes.length} bytes of coefficients, ${text.length} bytes of source`);
