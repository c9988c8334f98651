import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * PGlite does not lock its directory, and two processes writing one data directory corrupt it.
 * This lock file holds the owner's process id; a lock whose process is gone is stale and taken over.
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

/** Takes `<dataDir>/app.lock`, or throws DataDirLockedError while a live process holds it. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.resolve(dataDir), "app.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release() {
          try {
            if (readFileSync(lockPath, "utf8").trim() === String(process.pid)) unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const ownerPid = Number.parseInt(readFileSync(lockPath, "utf8").trim(), 10);
      if (isAlive(ownerPid) && ownerPid !== process.pid) throw new DataDirLockedError(lockPath, ownerPid);
      try {
        unlinkSync(lockPath); // stale: its process has ended
      } catch {
        // Another starter removed it first; retry the exclusive create.
      }
    }
  }
  throw new Error(`Could not take the data directory lock ${lockPath}`);
}
