import { describe, expect, it, vi } from "vitest";

describe("zod without eval", () => {
  it("builds and parses object schemas without ever calling Function", async () => {
    await import("./zod-jitless.ts");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    const spy = vi.spyOn(globalThis, "Function");
    const schema = z.object({ name: z.string(), nested: z.object({ n: z.number() }) });
    expect(schema.parse({ name: "a", nested: { n: 1 } })).toEqual({ name: "a", nested: { n: 1 } });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
