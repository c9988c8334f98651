import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compatibilityScores, computeNatalChartFromLocal, findSynastryAspects } from "#astro/index";
import { COMPATIBILITY_MESSAGES, type CompatibilityResult } from "#contracts/compatibility";
import type { users } from "#server/db/schema";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "#server/test-support/users";
import { COMPATIBILITY_RATE_MESSAGE } from "./compatibility.service.ts";

let t: TestApp;
const NOW = new Date("2026-11-22T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t?.close();
});

const birth = BRUSSELS_BIRTH;
const partner = {
  partnerName: "Alex",
  birthDate: "1988-07-02",
  birthTime: "21:15",
  birthPlace: "Madrid, Madrid, Spain",
  birthLatitude: 40.4165,
  birthLongitude: -3.70256,
  timezone: "Europe/Madrid",
};

async function member(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await insertUser(t.ctx.db, {
    ...birth,
    subscriptionTier: "premium",
    subscriptionStatus: "active",
    ...overrides,
  });
  return { user, cookie: await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id, NOW) };
}
const calculate = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/compatibility/calculate", headers: { cookie }, payload });

describe("compatibility", () => {
  it("scores both real charts with the engine and describes the four areas", async () => {
    const { cookie } = await member();
    const response = await calculate(cookie, partner);
    expect(response.statusCode).toBe(200);
    const result = response.json<CompatibilityResult>();
    const mine = computeNatalChartFromLocal({
      date: birth.birthDate,
      time: birth.birthTime,
      zone: birth.birthTimezone,
      latDeg: birth.birthLatitude,
      lonDeg: birth.birthLongitude,
    });
    const theirs = computeNatalChartFromLocal({
      date: partner.birthDate,
      time: partner.birthTime,
      zone: partner.timezone,
      latDeg: partner.birthLatitude,
      lonDeg: partner.birthLongitude,
    });
    const expected = compatibilityScores(mine, theirs, findSynastryAspects(mine, theirs));
    expect(result.overall).toBe(expected.overall);
    expect(result.romantic.score).toBe(expected.romantic);
    expect(result.work.score).toBe(expected.work);
    expect(result.userChart).toEqual({
      sun: { sign: "Pisces" },
      moon: { sign: "Libra" },
      ascendant: { sign: "Taurus" },
    });
    expect(result.partnerChart.sun.sign).toBe("Cancer");
    expect(result.partnerName).toBe("Alex");
    expect(result.romantic.description).toMatch(/Alex/);
    for (const list of [
      result.romantic.strengths,
      result.romantic.challenges,
      result.sexual.chemistry,
      result.friendship.commonInterests,
      result.work.roles,
    ]) {
      expect(list.length).toBeGreaterThan(0);
    }
    expect(result.basis.some((b) => b.kind === "synastry")).toBe(true);
  });

  it("writes the same scores in the roast voice when asked", async () => {
    const { cookie } = await member();
    const normal = (await calculate(cookie, partner)).json<CompatibilityResult>();
    const roast = (await calculate(cookie, { ...partner, roastMode: true })).json<CompatibilityResult>();
    expect(roast.overall).toBe(normal.overall);
    expect(roast.romantic.score).toBe(normal.romantic.score);
    expect(roast.romantic.description).not.toBe(normal.romantic.description);
    expect((await calculate(cookie, { ...partner, roastMode: "yes" })).statusCode).toBe(400);
  });

  it("validates the partner form with its messages, and refuses a future birth date", async () => {
    const { cookie } = await member();
    const cases: [object, RegExp][] = [
      [{ ...partner, partnerName: " " }, /Name is required/],
      [{ ...partner, birthDate: "" }, /Birth date is required/],
      [{ ...partner, birthTime: "" }, /Birth time is required/],
      [{ ...partner, birthPlace: "" }, /Birth place is required/],
      [{ ...partner, birthLatitude: 95 }, /Latitude must be a number from -90 to 90/],
      [{ ...partner, timezone: "Mars/Base" }, /valid IANA time zone/],
      [{ ...partner, birthDate: "2030-01-01" }, /cannot be in the future/],
    ];
    for (const [payload, message] of cases) {
      const response = await calculate(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const { timezone: _zone, ...withoutZone } = partner;
    expect((await calculate(cookie, withoutZone)).statusCode).toBe(200);
  });

  it("is premium only and needs the user's own chart", async () => {
    const free = await member({ subscriptionTier: "free", subscriptionStatus: null });
    expect((await calculate(free.cookie, partner)).statusCode).toBe(403);
    const user = await insertUser(t.ctx.db, { subscriptionTier: "pro", subscriptionStatus: "active" });
    const noChart = await calculate(await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id, NOW), partner);
    expect(noChart.statusCode).toBe(409);
    expect(noChart.json()).toMatchObject({
      message: COMPATIBILITY_MESSAGES.noBirthData,
      code: "no_birth_chart",
    });
  });

  it("limits one member to 30 reports an hour", async () => {
    const { cookie } = await member();
    for (let i = 0; i < 30; i++) expect((await calculate(cookie, partner)).statusCode).toBe(200);
    const limited = await calculate(cookie, partner);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(COMPATIBILITY_RATE_MESSAGE);
  });
});
