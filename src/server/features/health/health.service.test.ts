import { describe, expect, it } from "vitest";
import type { AppContext } from "#server/app-context";
import { systemContext } from "#server/platform/request-context";
import { checkHealth } from "./health.service.ts";

/** A database whose pings are answered by hand. */
function fakeDatabase() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const database = {
    ping: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
  };
  return { ctx: systemContext({ database } as unknown as AppContext), pending };
}

describe("the health check", () => {
  it("gives requests that arrive during a ping that ping's answer, and pings again afterwards", async () => {
    const { ctx, pending } = fakeDatabase();
    const first = checkHealth(ctx);
    const second = checkHealth(ctx);
    expect(pending).toHaveLength(1);
    pending[0]?.reject(new Error("down"));
    expect(await first).toBe(false);
    expect(await second).toBe(false);
    const third = checkHealth(ctx);
    expect(pending).toHaveLength(2);
    pending[1]?.resolve();
    expect(await third).toBe(true);
  });
});
