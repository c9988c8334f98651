/**
 * Generates `src/astro/ephemeris/chiron.data.ts`: Chebyshev coefficients of the heliocentric position
 * of 2060 Chiron (J2000 mean equator, AU, TT) for 1899–2101.
 *
 *   npx tsx scripts/build-chiron-table.ts
 *
 * Source: the heliocentric ICRF state vector of 2060 Chiron at 2000-01-01 00:00 TDB
 * (JD 2451544.5) and at 2010, 2020, 2030 and 2040 from JPL Horizons (heliocentric ICRF, AU, AU/day,
 * as published with AstronomyKit's Chiron ephemeris), integrated backwards and forwards with
 * astronomy-engine's `GravitySimulator` (the Sun and the eight planets, from its VSOP87). The 2000
 * state is first corrected (least squares, see fittedInitialState) so that the integration passes
 * through all five Horizons positions; the residuals and the error budget are in docs/astro.md.
 */
import { writeFileSync } from "node:fs";
import { AstroTime, Body, GravitySimulator, StateVector } from "astronomy-engine";

const OUT = new URL("../src/astro/ephemeris/chiron.data.ts", import.meta.url);
const JD_J2000 = 2451545.0;
const START_JD_TT = 2415020.5 - 400; // 1899-02
const END_JD_TT = 2488070.5 + 400; // 2101-02
const STEP_DAYS = 1;
const SEGMENT_DAYS = 256;
const DEGREE = 12;

/** JPL Horizons, heliocentric ICRF, AU and AU/day, 00:00 TDB. */
const HORIZONS: readonly { jd: number; r: [number, number, number]; v: [number, number, number] }[] = [
  {
    jd: 2451544.5,
    r: [-3.532082802845036, -8.673587566387649, -2.935491685233997],
    v: [4.97067843310663e-3, -3.627773229067521e-3, -8.262541278709376e-4],
  },
  {
    jd: 2455197.5,
    r: [13.19148992863117, -9.058771972133892, -2.018744306999665],
    v: [3.172737184697467e-3, 2.077241872967885e-3, 8.475052013853388e-4],
  },
  {
    jd: 2458849.5,
    r: [18.74979015626275, 0.9060856547258316, 1.445166327129911],
    v: [-5.188250744254794e-5, 2.988627504002276e-3, 9.318734038577373e-4],
  },
  {
    jd: 2462502.5,
    r: [13.13185175469694, 10.45171373019759, 4.086005508618447],
    v: [-2.967275252793649e-3, 1.899724574528414e-3, 4.099535209360336e-4],
  },
  {
    jd: 2466154.5,
    r: [-1.878330124332237, 10.99286850835428, 3.325776674355994],
    v: [-4.676386182330938e-3, -2.50712924119581e-3, -1.075315590956888e-3],
  },
];

const ttTime = (jd: number) => AstroTime.FromTerrestrialTime(jd - JD_J2000);

type State6 = [number, number, number, number, number, number];

/** Integrates several initial states (at the first Horizons epoch) to each of `targets` (TT JD). */
function propagateAll(initial: readonly State6[], targets: readonly number[]): State6[][] {
  const epoch = HORIZONS[0] as (typeof HORIZONS)[number];
  const t0 = ttTime(epoch.jd);
  const sim = new GravitySimulator(
    Body.Sun,
    t0,
    initial.map((s) => new StateVector(...s, t0)),
  );
  const out: State6[][] = [];
  let jd = epoch.jd;
  for (const target of targets) {
    while (jd < target) {
      jd = Math.min(target, jd + STEP_DAYS);
      sim.Update(ttTime(jd));
    }
    const states = sim.Update(ttTime(jd));
    out.push(states.map((s) => [s.x, s.y, s.z, s.vx, s.vy, s.vz]));
  }
  return out;
}

/**
 * Differential correction: the initial state at 2000 that makes the integration pass closest (least
 * squares) to the five Horizons positions 2000–2040. This absorbs what the simulator's force model
 * lacks (relativity, the inner planets as separate bodies, the truncated VSOP87 of the perturbers)
 * over the span, instead of letting it grow quadratically from a single state.
 */
function fittedInitialState(): State6 {
  const h0 = HORIZONS[0] as (typeof HORIZONS)[number];
  let x: State6 = [...h0.r, ...h0.v];
  const targets = HORIZONS.slice(1).map((h) => h.jd);
  const steps = [1e-6, 1e-6, 1e-6, 1e-9, 1e-9, 1e-9];
  for (let iteration = 0; iteration < 2; iteration++) {
    const trial = [x, ...steps.map((d, i) => x.map((v, j) => (j === i ? v + d : v)) as State6)];
    const runs = propagateAll(trial, targets);
    // Residuals (Horizons − integration) and Jacobian rows, 3 per target epoch.
    const a: number[][] = [];
    const b: number[] = [];
    runs.forEach((states, k) => {
      const h = HORIZONS[k + 1] as (typeof HORIZONS)[number];
      const nominal = states[0] as State6;
      for (let axis = 0; axis < 3; axis++) {
        b.push((h.r[axis] as number) - (nominal[axis] as number));
        a.push(
          steps.map((d, i) => (((states[i + 1] as State6)[axis] as number) - (nominal[axis] as number)) / d),
        );
      }
    });
    // Normal equations AᵀA·δ = Aᵀb, solved by Gaussian elimination (6 × 6).
    const n = 6;
    const m = Array.from({ length: n }, (_, i) => [
      ...Array.from({ length: n }, (_, j) =>
        a.reduce((s, row) => s + (row[i] as number) * (row[j] as number), 0),
      ),
      a.reduce((s, row, r) => s + (row[i] as number) * (b[r] as number), 0),
    ]);
    for (let c = 0; c < n; c++) {
      const pivot = (m[c] as number[])[c] as number;
      for (let r = c + 1; r < n; r++) {
        const f = ((m[r] as number[])[c] as number) / pivot;
        for (let k = c; k <= n; k++)
          (m[r] as number[])[k] = ((m[r] as number[])[k] as number) - f * ((m[c] as number[])[k] as number);
      }
    }
    const delta = new Array<number>(n).fill(0);
    for (let r = n - 1; r >= 0; r--) {
      let sum = (m[r] as number[])[n] as number;
      for (let k = r + 1; k < n; k++) sum -= ((m[r] as number[])[k] as number) * (delta[k] as number);
      delta[r] = sum / ((m[r] as number[])[r] as number);
    }
    x = x.map((v, i) => v + (delta[i] as number)) as State6;
    const rms = Math.sqrt(b.reduce((s, v) => s + v * v, 0) / b.length) * 149597870.7;
    console.log(`correction ${iteration + 1}: rms residual before it ${rms.toFixed(0)} km`);
  }
  return x;
}

const INITIAL = fittedInitialState();

/** Daily states from the epoch towards `endJd` (inclusive), keyed by day offset. */
function integrate(endJd: number): Map<number, StateVector> {
  const h = HORIZONS[0] as (typeof HORIZONS)[number];
  const t0 = ttTime(h.jd);
  const sim = new GravitySimulator(Body.Sun, t0, [new StateVector(...INITIAL, t0)]);
  const out = new Map<number, StateVector>();
  out.set(h.jd, new StateVector(...INITIAL, t0));
  const dir = Math.sign(endJd - h.jd);
  const n = Math.round(Math.abs(endJd - h.jd) / STEP_DAYS);
  for (let i = 1; i <= n; i++) {
    const jd = h.jd + dir * i * STEP_DAYS;
    const [s] = sim.Update(ttTime(jd));
    if (Number.isInteger(jd - 0.5)) out.set(jd, s as StateVector);
  }
  return out;
}

const segments = Math.ceil((END_JD_TT - START_JD_TT) / SEGMENT_DAYS);
const states = new Map([
  ...integrate(START_JD_TT - 2),
  ...integrate(START_JD_TT + segments * SEGMENT_DAYS + 2),
]);

/** Cubic Hermite interpolation between the daily states. */
function positionAt(jd: number): [number, number, number] {
  const j0 = Math.floor(jd - 0.5) + 0.5;
  const a = states.get(j0);
  const b = states.get(j0 + 1);
  if (a === undefined || b === undefined) throw new Error(`no state at ${jd}`);
  const s = jd - j0;
  const h00 = 2 * s ** 3 - 3 * s ** 2 + 1;
  const h10 = s ** 3 - 2 * s ** 2 + s;
  const h01 = -2 * s ** 3 + 3 * s ** 2;
  const h11 = s ** 3 - s ** 2;
  return [
    h00 * a.x + h10 * a.vx + h01 * b.x + h11 * b.vx,
    h00 * a.y + h10 * a.vy + h01 * b.y + h11 * b.vy,
    h00 * a.z + h10 * a.vz + h01 * b.z + h11 * b.vz,
  ];
}

for (const h of HORIZONS.slice(1)) {
  const p = positionAt(h.jd);
  const d = Math.hypot(p[0] - h.r[0], p[1] - h.r[1], p[2] - h.r[2]);
  console.log(
    `JD ${h.jd}: integration − Horizons = ${(d * 149597870.7).toFixed(0)} km (${((d / Math.hypot(...h.r)) * 206265).toFixed(2)}″ heliocentric)`,
  );
}

// Chebyshev fit per segment at Chebyshev–Gauss nodes (exact interpolation of degree DEGREE).
const coeffs: number[] = [];
let maxFitError = 0;
const n = DEGREE + 1;
for (let k = 0; k < segments; k++) {
  const a = START_JD_TT + k * SEGMENT_DAYS;
  const nodes = Array.from({ length: n }, (_, j) => Math.cos((Math.PI * (j + 0.5)) / n));
  const values = nodes.map((x) => positionAt(a + ((x + 1) / 2) * SEGMENT_DAYS));
  const seg: number[][] = [[], [], []];
  for (let axis = 0; axis < 3; axis++) {
    for (let m = 0; m < n; m++) {
      let sum = 0;
      for (let j = 0; j < n; j++)
        sum += (values[j]?.[axis] as number) * Math.cos((Math.PI * m * (j + 0.5)) / n);
      (seg[axis] as number[]).push(((m === 0 ? 1 : 2) / n) * sum);
    }
  }
  for (let i = 0; i <= 16; i++) {
    const x = -1 + i / 8;
    const p = positionAt(a + ((x + 1) / 2) * SEGMENT_DAYS);
    for (let axis = 0; axis < 3; axis++) {
      let b0 = 0;
      let b1 = 0;
      const c = seg[axis] as number[];
      for (let m = n - 1; m >= 1; m--) [b0, b1] = [2 * x * b0 - b1 + (c[m] as number), b0];
      const v = x * b0 - b1 + (c[0] as number);
      maxFitError = Math.max(maxFitError, Math.abs(v - (p[axis] as number)));
    }
  }
  for (const c of seg) coeffs.push(...c);
}
console.log(`fit: ${segments} segments × 3 × ${n}, max error ${(maxFitError * 149597870.7).toFixed(3)} km`);

const text = `// Generated by scripts/build-chiron-table.ts (JPL Horizons states of 2060 Chiron 2000–2040, fitted
// and integrated with astronomy-engine's GravitySimulator). Do not edit by hand.
// Heliocentric J2000 mean-equator (EQJ) position, AU, Chebyshev series per segment in TT:
// segment k covers [CHIRON_START_JD + k·CHIRON_SEGMENT_DAYS, … + CHIRON_SEGMENT_DAYS); x, y, z each
// CHIRON_DEGREE + 1 coefficients.
export const CHIRON_START_JD = ${START_JD_TT};
export const CHIRON_SEGMENT_DAYS = ${SEGMENT_DAYS};
export const CHIRON_DEGREE = ${DEGREE};
// biome-ignore format: generated coefficient table
export const CHIRON_COEFFS: readonly number[] = [${coeffs.map((c) => Number(c.toPrecision(12))).join(",")}];
`;
writeFileSync(OUT, text);
console.log(`wrote ${OUT.pathname}, ${text.length} bytes`);
