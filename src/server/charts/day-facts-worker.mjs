// Worker thread of the day-facts pool (day-facts-pool.ts), run by tinypool: works out a day's facts
// for one chart at a time. Plain JavaScript that loads the TypeScript module through tsx, so it
// runs the same under tsx, vitest and node; the build bundles it (scripts/build.mjs).
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { tsImport } from "tsx/esm/api";

// Answering requests matters more than a digest written a few milliseconds sooner: on Linux each
// thread has its own nice value, and this one runs at a lower priority. Elsewhere, the default.
// (tinypool, unlike piscina, sets no priority.)
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (threadId > 0) setPriority(threadId, 10);
} catch {
  // not Linux: the default priority
}

const { computeDayFacts } = await tsImport("./day-facts.ts", import.meta.url);

// An error thrown here reaches the caller as the same standard class (RangeError, TypeError…):
// the structured clone between threads keeps those, which is all the callers tell apart.
export default function compute({ chart, date, zone }) {
  return computeDayFacts(chart, date, zone);
}
