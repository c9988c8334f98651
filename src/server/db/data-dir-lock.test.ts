import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.ts";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "zf-lock-"));

describe("data directory lock", () => {
  it("writes the process id and removes the file on release", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "app.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, "app.lock"))).toBe(false);
  });

  it("refuses while another live process holds the lock", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "app.lock"), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`pid ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it("takes over a stale lock whose process has ended", async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    writeFileSync(path.join(dir, "app.lock"), String(gone.pid));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "app.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
  });
});
