import { describe, expect, it } from "vitest";
import { boundedCache, cacheStats } from "./bounded-cache.ts";

describe("the bounded cache", () => {
  it("stays within its byte budget however large the entries, dropping the least recently used", () => {
    const cache = boundedCache<string>(10_000);
    for (let i = 0; i < 1000; i++) cache.set(`k${i}`, "x".repeat(1000));
    expect(cacheStats(cache).bytes).toBeLessThanOrEqual(10_000);
    expect(cacheStats(cache).entries).toBeGreaterThan(0);
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k999")).toBe("x".repeat(1000));
  });

  it("keeps what is read and lets the unread go first", () => {
    const cache = boundedCache<string>(3 * (2 * 102 + 4));
    cache.set("a1", "a".repeat(100));
    cache.set("b1", "b".repeat(100));
    cache.set("c1", "c".repeat(100));
    expect(cache.get("a1")).toBeDefined();
    cache.set("d1", "d".repeat(100));
    expect(cache.has("a1")).toBe(true);
    expect(cache.has("b1")).toBe(false);
    expect(cache.has("d1")).toBe(true);
  });

  it("does not keep an entry larger than the whole budget, nor count a replaced one twice", () => {
    const cache = boundedCache<string>(1000);
    cache.set("big", "x".repeat(5000));
    expect(cache.has("big")).toBe(false);
    cache.set("k", "small");
    const once = cacheStats(cache).bytes;
    cache.set("k", "small");
    expect(cacheStats(cache).bytes).toBe(once);
  });
});
