import { describe, expect, it } from "vitest";
import { isSettled, serializingSettledOnce, settle } from "./settled.ts";

describe("settled values", () => {
  it("are frozen all the way down", () => {
    const value = settle({ text: "a", basis: [{ kind: "transit", orbDeg: 1 }] });
    expect(isSettled(value)).toBe(true);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.basis)).toBe(true);
    expect(Object.isFrozen(value.basis[0])).toBe(true);
    expect(() => {
      (value.basis[0] as { orbDeg: number }).orbDeg = 2;
    }).toThrow(TypeError);
  });

  it("are written once by a response serializer; other values every time", () => {
    let calls = 0;
    const serialize = serializingSettledOnce((data: unknown) => {
      calls++;
      return JSON.stringify(data);
    });
    const settled = settle({ status: "ok" });
    expect(serialize(settled)).toBe('{"status":"ok"}');
    expect(serialize(settled)).toBe('{"status":"ok"}');
    expect(calls).toBe(1);
    const fresh = { status: "ok" };
    serialize(fresh);
    fresh.status = "changed";
    expect(serialize(fresh)).toBe('{"status":"changed"}');
    expect(calls).toBe(3);
    expect(isSettled(Object.freeze({ a: 1 }))).toBe(false);
  });
});
