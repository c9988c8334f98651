import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.ts";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "zf-lock-"));

async function deadPid(): Promise<number> {
  const gone = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => gone.on("exit", resolve));
  return gone.pid as number;
}

/** Contender processes that each try every round's directory at the same instant. */
async function race(contenders: number, dirs: string[]): Promise<string[][]> {
  const script = path.resolve("src/server/test-support/lock-contender.ts");
  // Far enough ahead for every process to have started (tsx takes a moment on a busy machine).
  const startAt = Date.now() + 4000 + contenders * 1000;
  const children: ChildProcess[] = [];
  try {
    const outputs = await Promise.all(
      Array.from({ length: contenders }, () => {
        const child = spawn(process.execPath, ["--import", "tsx", script, String(startAt), "40", ...dirs], {
          stdio: ["ignore", "pipe", "inherit"],
        });
        children.push(child);
        return new Promise<string[]>((resolve, reject) => {
          let out = "";
          child.stdout?.on("data", (chunk) => {
            out += chunk;
            if (out.includes("\n")) resolve(JSON.parse(out) as string[]);
          });
          child.on("exit", (code) => reject(new Error(`contender exited with ${code}`)));
        });
      }),
    );
    return dirs.map((_, round) => outputs.map((results) => results[round] ?? "missing"));
  } finally {
    for (const child of children) child.kill("SIGKILL");
  }
}

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

  it("takes over a stale lock whose process has ended, leaving no claim or temporary file", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "app.lock"), String(await deadPid()));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "app.lock"), "utf8")).toBe(String(process.pid));
    expect(readdirSync(dir)).toEqual(["app.lock"]);
    lock.release();
  });

  it("never takes a lock whose owner has created it but not yet written its pid", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "app.lock"), "");
    expect(() => acquireDataDirLock(dir)).toThrow();
    expect(readFileSync(path.join(dir, "app.lock"), "utf8")).toBe("");
  });

  it("clears a takeover claim left behind by a process that died mid-way", async () => {
    const dir = tempDir();
    const stale = await deadPid();
    writeFileSync(path.join(dir, "app.lock"), String(stale));
    writeFileSync(path.join(dir, `app.lock.takeover-${stale}`), String(await deadPid()));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "app.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
  });

  it("gives a free or stale lock to exactly one of several processes starting at the same instant", async () => {
    const root = tempDir();
    const dead = await deadPid();
    const dirs = Array.from({ length: 24 }, (_, round) => {
      const dir = path.join(root, `round-${round}`);
      mkdirSync(dir);
      // Every other round starts from a stale lock: the takeover is raced too.
      if (round % 2 === 1) writeFileSync(path.join(dir, "app.lock"), String(dead));
      return dir;
    });
    const rounds = await race(3, dirs);
    for (const [round, results] of rounds.entries()) {
      expect(
        results.filter((r) => r === "won"),
        `round ${round}: ${results.join(", ")}`,
      ).toHaveLength(1);
      expect(
        results.filter((r) => r === "locked"),
        `round ${round}: ${results.join(", ")}`,
      ).toHaveLength(2);
    }
  }, 60_000);
});
