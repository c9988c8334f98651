import { acquireDataDirLock, DataDirLockedError } from "#server/db/data-dir-lock";

/**
 * A process that races others for data-directory locks (data-dir-lock.test.ts). For each round
 * directory it waits for the round's start instant, tries once, and reports "won" or "locked";
 * locks it wins stay held until the parent ends it, so a late contender meets a live owner.
 * Usage: node --import tsx lock-contender.ts <startAtMs> <roundMs> <dir>…
 */
const [startAt, roundMs, ...dirs] = process.argv.slice(2);
const results: string[] = [];
for (const [round, dir] of dirs.entries()) {
  const at = Number(startAt) + round * Number(roundMs);
  while (Date.now() < at) {
    // spin: every contender starts the round within microseconds of the others
  }
  try {
    acquireDataDirLock(dir);
    results.push("won");
  } catch (error) {
    results.push(error instanceof DataDirLockedError ? "locked" : `error: ${(error as Error).message}`);
  }
}
process.stdout.write(`${JSON.stringify(results)}\n`);
// Held until the parent ends this process; gone by itself should the parent never do so.
setTimeout(() => process.exit(0), 60_000);
