/**
 * Start-up cost of the chart engine, run in a fresh process by astro.bench.ts: the import of the
 * engine (its data modules included), the decoding of the position tables (done by the first
 * position asked for), the first chart (cold code), a second chart, and the memory the tables hold.
 * Prints one JSON line.
 */
export {};

const t0 = performance.now();
const before = process.memoryUsage();
const { computeNatalChart } = await import("../src/astro/index.ts");
const { tableMemoryBytes } = await import("../src/astro/ephemeris/planet-tables.ts");
const t1 = performance.now();
const tableBytesInMemory = tableMemoryBytes(); // decodes the tables
const tDecoded = performance.now();
computeNatalChart({ utc: new Date("1987-06-05T04:03:02Z"), latDeg: 48.85, lonDeg: 2.35 });
const t2 = performance.now();
computeNatalChart({ utc: new Date("2031-02-03T12:00:00Z"), latDeg: -33.9, lonDeg: 151.2 });
const t3 = performance.now();
const after = process.memoryUsage();
console.log(
  JSON.stringify({
    importMs: t1 - t0,
    decodeMs: tDecoded - t1,
    firstChartMs: t2 - tDecoded,
    secondChartMs: t3 - t2,
    tableBytesInMemory,
    rssGrowthBytes: after.rss - before.rss,
  }),
);
