import { randomBytes } from "node:crypto";
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import path from "node:path";

/**
 * PGlite does not lock its directory, and two processes writing one data directory corrupt it.
 * The lock is a file holding its owner's process id; a lock whose process is gone is stale and
 * is taken over.
 *
 * Every step is atomic, so two processes starting at once can never both hold it:
 * - a lock file only ever appears whole: the pid is written to a private file first, which is then
 *   hard-linked to the lock's name — link() fails when the name exists, so exactly one wins;
 * - a stale lock is removed only by the one process that won the exclusive "takeover" claim
 *   for that dead pid, and only after checking that the file still names the dead pid. Anyone
 *   else retries, and then meets the new owner's lock.
 * A takeover claim whose own process died mid-way is stale in turn and removed the same way.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory is in use by another running process (pid ${ownerPid}). ` +
        `Stop that process, or start this one with another DATA_DIR or with DATABASE_URL. Lock file: ${lockPath}`,
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

const ATTEMPTS = 200;
const RETRY_MS = 10;
/** An empty or unreadable lock (a crash of an older version mid-write) counts as stale after this. */
const UNREADABLE_STALE_MS = 5000;

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; still alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Creates `file` holding `content` only if nothing has that name: false when something does.
 * The content is complete the moment the name appears (written first, then linked).
 */
function createExclusive(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temp, content);
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if (code(error) === "EEXIST") return false;
    if (code(error) !== "EPERM" && code(error) !== "ENOTSUP" && code(error) !== "ENOSYS") throw error;
    return createExclusiveWithoutLinks(file, content);
  } finally {
    unlinkSync(temp);
  }
}

// File systems without hard links: O_EXCL creation, then the pid. A reader that finds the file
// still empty treats it as being written (see readOwner), never as stale.
function createExclusiveWithoutLinks(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (error) {
    if (code(error) === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

type Owner = { pid: number } | { pid: null; ageMs: number } | null;

/** The pid a lock or claim file names; null pid when it cannot be read yet; null when it is gone. */
function readOwner(file: string): Owner {
  try {
    const text = readFileSync(file, "utf8").trim();
    if (/^\d+$/.test(text)) return { pid: Number(text) };
    return { pid: null, ageMs: Date.now() - statSync(file).mtimeMs };
  } catch (error) {
    if (code(error) === "ENOENT") return null;
    throw error;
  }
}

/**
 * Removes `file`, which named the dead `deadPid`, unless someone else is already doing so or it
 * has changed meanwhile. Returns when the caller should look again.
 */
function removeStale(file: string, deadPid: number, depth = 0): void {
  if (depth > 4) throw new Error(`Could not clear the stale lock ${file}; remove it by hand.`);
  const claim = `${file}.takeover-${deadPid}`;
  if (!createExclusive(claim, String(process.pid))) {
    const claimant = readOwner(claim);
    if (claimant && claimant.pid !== null && !isAlive(claimant.pid))
      removeStale(claim, claimant.pid, depth + 1);
    else sleep(RETRY_MS); // another process is taking over: let it finish
    return;
  }
  try {
    const now = readOwner(file);
    // Our own pid in a lock we did not take is a previous life of this process id (a container's pid 1).
    const dead = deadPid === process.pid || !isAlive(deadPid);
    if (now && samePid(now, deadPid) && dead) unlinkSync(file);
  } finally {
    unlinkSync(claim);
  }
}

const samePid = (owner: NonNullable<Owner>, pid: number) => (owner.pid ?? 0) === pid;

/** Takes `<dataDir>/app.lock`, or throws DataDirLockedError while a live process holds it. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.resolve(dataDir), "app.lock");
  const me = String(process.pid);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createExclusive(lockPath, me)) {
      return {
        release() {
          try {
            if (readFileSync(lockPath, "utf8").trim() === me) unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    }
    const owner = readOwner(lockPath);
    if (!owner) continue; // released meanwhile: try again
    if (owner.pid === null) {
      // Being written by a process without hard links, or left empty by a crash long ago.
      if (owner.ageMs < UNREADABLE_STALE_MS) sleep(RETRY_MS);
      else removeStale(lockPath, 0);
      continue;
    }
    if (owner.pid !== process.pid && isAlive(owner.pid)) throw new DataDirLockedError(lockPath, owner.pid);
    removeStale(lockPath, owner.pid);
  }
  throw new Error(`Could not take the data directory lock ${lockPath}`);
}
