// Worker thread of the day-facts pool (day-facts-pool.ts): works out a day's facts for one chart
// at a time. Plain JavaScript that loads the TypeScript module through tsx, so it runs the same
// under tsx, vitest and node; the build bundles it (scripts/build.mjs).
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

// Answering requests matters more than a digest written a few milliseconds sooner: on Linux each
// thread has its own nice value, and this one runs at a lower priority. Elsewhere, the default.
try {
  const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (threadId > 0) setPriority(threadId, 10);
} catch {
  // not Linux: the default priority
}

const { computeDayFacts } = await tsImport("./day-facts.ts", import.meta.url);

// Messages sent before this listener existed were queued by the port, not lost.
parentPort.on("message", (job) => {
  try {
    parentPort.postMessage({ id: job.id, facts: computeDayFacts(job.chart, job.date, job.zone) });
  } catch (error) {
    parentPort.postMessage({
      id: job.id,
      error: {
        name: error?.name ?? "Error",
        message: error instanceof Error ? error.message : String(error),
      },
    });
  }
});
