import { describe, expect, it } from "vitest";
import { WriteClock } from "#server/db/write-clock";
import { RecentReads } from "./recent-reads.ts";
import { isSettled } from "./settled.ts";

describe("RecentReads", () => {
  it("sends a kept answer again, settled, until it is ttl old on either clock or anything is written", () => {
    let monotonic = 0;
    const writes = new WriteClock();
    const answers = new RecentReads<{ n: number }>(1000, writes, 1 << 20, () => monotonic);
    const kept = answers.keep("a", answers.stamp(), 5000, { n: 1 });
    expect(isSettled(kept)).toBe(true);
    expect(answers.get("a", 5000)).toBe(kept);
    monotonic = 999;
    expect(answers.get("a", 5999)).toBe(kept);
    expect(answers.get("a", 6000)).toBeUndefined(); // the app's clock moved a whole ttl
    answers.keep("b", answers.stamp(), 0, { n: 2 });
    monotonic = 1999;
    expect(answers.get("b", 0)).toBeUndefined(); // kept at 999, now 1000 old

    answers.keep("c", answers.stamp(), 0, { n: 3 });
    writes.begin();
    expect(answers.get("c", 0)).toBeUndefined();
    writes.end();
    expect(answers.get("c", 0)).toBeUndefined();
  });

  it("does not keep an answer whose reads a write overlapped, and keeps nothing with a ttl of 0", () => {
    const writes = new WriteClock();
    const answers = new RecentReads<{ n: number }>(1000, writes, 1 << 20, () => 0);
    const before = answers.stamp();
    writes.begin();
    writes.end();
    expect(answers.keep("a", before, 0, { n: 1 })).toEqual({ n: 1 });
    expect(answers.get("a", 0)).toBeUndefined();
    const off = new RecentReads<{ n: number }>(0, writes, 1 << 20, () => 0);
    off.keep("a", off.stamp(), 0, { n: 1 });
    expect(off.get("a", 0)).toBeUndefined();
  });

  it("keeps an answer past the caller's own one write, but not past any other", () => {
    const writes = new WriteClock();
    const answers = new RecentReads<{ n: number }>(1000, writes, 1 << 20, () => 0);
    let stamp = answers.readsDone(answers.stamp());
    writes.begin(); // the caller's own statement (queuing jobs)
    writes.end();
    stamp = answers.afterOneWrite(stamp);
    answers.keep("a", stamp, 0, { n: 1 });
    expect(answers.get("a", 0)).toEqual({ n: 1 });

    let other = answers.readsDone(answers.stamp());
    writes.begin(); // the caller's statement and another one at the same time
    writes.begin();
    writes.end();
    writes.end();
    other = answers.afterOneWrite(other);
    expect(other).toBe(-1);
    const before = answers.stamp();
    writes.begin();
    writes.end(); // a write during the reads
    expect(answers.readsDone(before)).toBe(-1);
  });

  it("shares an answer being built with requests that arrive meanwhile, unless something was written since its reads began", async () => {
    const writes = new WriteClock();
    const answers = new RecentReads<{ n: number }>(1000, writes, 1 << 20, () => 0);
    let builds = 0;
    let finish: (value: { n: number }) => void = () => {};
    const build = () => {
      builds += 1;
      return new Promise<{ n: number }>((resolve) => {
        finish = resolve;
      });
    };
    const first = answers.shared("a", 0, build);
    const second = answers.shared("a", 10, build);
    expect(second).toBe(first);
    expect(builds).toBe(1);
    // A write since the first build's reads began: a new request builds its own.
    writes.begin();
    writes.end();
    const third = answers.shared("a", 10, build);
    expect(third).not.toBe(first);
    expect(builds).toBe(2);
    // The app's clock a whole ttl on: its own too.
    answers.shared("a", 5000, build);
    expect(builds).toBe(3);
    finish({ n: 3 });
    // Once built, the next request builds again (what is kept is `get`'s business).
    await answers.shared("b", 0, async () => ({ n: 0 }));
    const off = new RecentReads<{ n: number }>(0, writes, 1 << 20, () => 0);
    const one = off.shared("a", 0, build);
    expect(off.shared("a", 0, build)).not.toBe(one);
  });
});
