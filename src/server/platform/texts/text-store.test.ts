import { describe, expect, it } from "vitest";
import { fileTestApp } from "#server/test-support/test-app";
import { insertUser } from "#server/test-support/users";
import { getOrCreateText, TEXT_MEMORY_BUDGET_BYTES, textMemoryStats } from "./text-store.ts";

const t = fileTestApp();

describe("the in-memory copy of stored texts", () => {
  it("stays within its byte budget when more text is read than it holds, keeping the newest", async () => {
    const user = await insertUser(t.ctx.db);
    const owner = { id: user.id, textsVersion: 0 };
    // Forty texts of 1 MiB (as UTF-16 in memory): more than the budget, far fewer entries than
    // the old 10,000-entry limit, which would have kept them all.
    const big = (n: number) => ({ body: `${n}`.padEnd(512 * 1024, "x") });
    for (let n = 0; n < 40; n++) {
      await getOrCreateText(t.ctx, owner, { kind: "big", key: `k${n}`, mode: "normal" }, async () => ({
        value: big(n),
        source: "builtin",
      }));
    }
    const stats = textMemoryStats();
    expect(40 * 1024 * 1024).toBeGreaterThan(TEXT_MEMORY_BUDGET_BYTES);
    expect(stats.bytes).toBeLessThanOrEqual(TEXT_MEMORY_BUDGET_BYTES);
    expect(stats.entries).toBeLessThan(40);
    // The newest is still served without producing it again; an evicted one comes from storage.
    const again = async (n: number) =>
      getOrCreateText(t.ctx, owner, { kind: "big", key: `k${n}`, mode: "normal" }, async () => {
        throw new Error("should have been stored");
      });
    expect(await again(39)).toEqual(big(39));
    expect(await again(0)).toEqual(big(0));
  });
});
