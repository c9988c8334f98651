import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  compatibilityScores,
  computeChartWithUnknownTime,
  computeNatalChartFromLocal,
  findSynastryAspects,
} from "#astro/index";
import {
  COMPATIBILITY_MESSAGES,
  type CompatibilityResult,
  FREE_SAVED_PEOPLE,
  type SavedPerson,
} from "#contracts/compatibility";
import { savedPeople, users } from "#server/db/schema";
import { fileTestApp } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, natalChartOf, sessionCookieFor, signedInUser } from "#server/test-support/users";
import { COMPATIBILITY_RATE_MESSAGE } from "./compatibility.service.ts";

const NOW = new Date("2026-11-22T10:00:00Z");
const t = fileTestApp({ now: NOW });

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

/** What the engine scores the member's chart against the partner's, cast with or without the time. */
function engineScores({ timeKnown }: { timeKnown: boolean }) {
  const place = {
    date: partner.birthDate,
    zone: partner.timezone,
    latDeg: partner.birthLatitude,
    lonDeg: partner.birthLongitude,
  };
  const mine = natalChartOf(birth);
  const theirs = timeKnown
    ? computeNatalChartFromLocal({ ...place, time: partner.birthTime })
    : computeChartWithUnknownTime(place);
  return compatibilityScores(mine, theirs, findSynastryAspects(mine, theirs));
}

const member = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  signedInUser(t, { ...birth, subscriptionTier: "premium", subscriptionStatus: "active", ...overrides }, NOW);
const calculate = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/compatibility/calculate", headers: { cookie }, payload });

describe("compatibility", () => {
  it("scores both real charts with the engine and describes the four areas", async () => {
    const { cookie } = await member();
    const response = await calculate(cookie, partner);
    expect(response.statusCode).toBe(200);
    const result = response.json<CompatibilityResult>();
    const expected = engineScores({ timeKnown: true });
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
    const bare = await signedInUser(t, { subscriptionTier: "pro", subscriptionStatus: "active" }, NOW);
    const noChart = await calculate(bare.cookie, partner);
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

describe("a partner whose birth time is unknown", () => {
  it("is cast for noon without houses, like the user's own unknown time, and the result says so", async () => {
    const { cookie } = await member();
    const response = await calculate(cookie, { ...partner, birthTime: "", birthTimeKnown: false });
    expect(response.statusCode).toBe(200);
    const result = response.json<CompatibilityResult>();
    expect(result.partnerTimeKnown).toBe(false);
    expect(result.partnerChart.ascendant).toBeNull();
    expect(result.overall).toBe(engineScores({ timeKnown: false }).overall);
    // A time sent along with "unknown" is ignored, not used.
    const withTime = await calculate(cookie, { ...partner, birthTimeKnown: false });
    expect(withTime.json<CompatibilityResult>().overall).toBe(result.overall);
    const known = (await calculate(cookie, partner)).json<CompatibilityResult>();
    expect(known.partnerTimeKnown).toBe(true);
  });

  it("answers a known time left empty with the form's message and field", async () => {
    const { cookie } = await member();
    const response = await calculate(cookie, { ...partner, birthTime: "", birthTimeKnown: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Birth time is required", field: "birthTime" });
    const bad = await calculate(cookie, { ...partner, birthTime: "25:00" });
    expect(bad.json()).toMatchObject({ message: "Birth time must be a time (HH:MM)", field: "birthTime" });
  });
});

describe("the last result", () => {
  const last = (cookie: string) =>
    t.app.inject({ method: "GET", url: "/api/compatibility/last", headers: { cookie } });

  it("is kept per user and shown again, until the user's own birth data changes", async () => {
    const { user, cookie } = await member();
    expect((await last(cookie)).json()).toEqual({ last: null });
    const result = (
      await calculate(cookie, { ...partner, partnerName: "Robin" })
    ).json<CompatibilityResult>();
    const again = (await last(cookie)).json();
    expect(again.last.result).toEqual(result);
    expect(again.last.request).toMatchObject({ partnerName: "Robin", birthDate: partner.birthDate });

    const other = await member();
    expect((await last(other.cookie)).json()).toEqual({ last: null });

    await t.ctx.db
      .update(users)
      .set({ textsVersion: user.textsVersion + 1 })
      .where(eq(users.id, user.id));
    const fresh = await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id, NOW);
    expect((await last(fresh)).json()).toEqual({ last: null });
  });
});

describe("saved people", () => {
  const sam = {
    partnerName: "Sam",
    birthDate: "1990-05-17",
    birthTime: "",
    birthTimeKnown: false,
    birthPlace: "Gent, Flanders, Belgium",
    birthLatitude: 51.05,
    birthLongitude: 3.71667,
    timezone: "Europe/Brussels",
  };
  const send = (cookie: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/compatibility/people${url}`, headers: { cookie }, payload });

  it("keeps up to three on Free, refusing the fourth with an upgrade code, and any number on Premium", async () => {
    const free = await member({ subscriptionTier: "free", subscriptionStatus: null });
    expect((await send(free.cookie, "GET", "")).json()).toEqual({ people: [], limit: FREE_SAVED_PEOPLE });
    for (let i = 1; i <= FREE_SAVED_PEOPLE; i++) {
      const saved = await send(free.cookie, "POST", "", { ...sam, partnerName: `Sam ${i}` });
      expect(saved.statusCode).toBe(200);
    }
    const fourth = await send(free.cookie, "POST", "", sam);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({
      code: "premium_required",
      message: COMPATIBILITY_MESSAGES.savedLimit,
    });
    const list = (await send(free.cookie, "GET", "")).json<{ people: SavedPerson[] }>();
    expect(list.people.map((p) => p.partnerName)).toEqual(["Sam 1", "Sam 2", "Sam 3"]);

    const premium = await member();
    for (let i = 0; i < FREE_SAVED_PEOPLE + 2; i++)
      expect((await send(premium.cookie, "POST", "", sam)).statusCode).toBe(200);
    const kept = (await send(premium.cookie, "GET", "")).json();
    expect(kept.people).toHaveLength(FREE_SAVED_PEOPLE + 2);
    expect(kept.limit).toBeNull();
  });

  it("holds the Free limit when many saves arrive at once", async () => {
    const free = await member({ subscriptionTier: "free", subscriptionStatus: null });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(free.cookie, "POST", "", { ...sam, partnerName: `P${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(FREE_SAVED_PEOPLE);
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(8 - FREE_SAVED_PEOPLE);
    const rows = await t.ctx.db.select().from(savedPeople).where(eq(savedPeople.userId, free.user.id));
    expect(rows).toHaveLength(FREE_SAVED_PEOPLE);
    expect(new Set(rows.map((r) => r.slot))).toEqual(new Set([1, 2, 3]));
  });

  it("the database refuses a second person in a taken slot", async () => {
    const { user } = await member();
    const row = {
      userId: user.id,
      slot: 1,
      name: "A",
      birthDate: "1990-01-01",
      birthPlace: "Gent",
      birthLatitude: 51,
      birthLongitude: 3,
      birthTimezone: "Europe/Brussels",
    };
    await t.ctx.db.insert(savedPeople).values(row);
    await expect(t.ctx.db.insert(savedPeople).values({ ...row, name: "B" })).rejects.toThrow();
    await expect(t.ctx.db.insert(savedPeople).values({ ...row, slot: 0 })).rejects.toThrow();
  });

  it("edits and deletes only the user's own people, and a deletion frees a Free place", async () => {
    const free = await member({ subscriptionTier: "free", subscriptionStatus: null });
    const ids: number[] = [];
    for (let i = 0; i < FREE_SAVED_PEOPLE; i++)
      ids.push((await send(free.cookie, "POST", "", sam)).json<SavedPerson>().id);
    const edited = await send(free.cookie, "PUT", `/${ids[0]}`, {
      ...sam,
      partnerName: "Samira",
      birthTime: "06:30",
      birthTimeKnown: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: ids[0],
      partnerName: "Samira",
      birthTime: "06:30",
      birthTimeKnown: true,
    });

    const stranger = await member();
    expect((await send(stranger.cookie, "PUT", `/${ids[0]}`, sam)).statusCode).toBe(404);
    expect((await send(stranger.cookie, "DELETE", `/${ids[0]}`)).statusCode).toBe(404);

    expect((await send(free.cookie, "DELETE", `/${ids[1]}`)).statusCode).toBe(200);
    expect((await send(free.cookie, "DELETE", `/${ids[1]}`)).statusCode).toBe(404);
    expect((await send(free.cookie, "POST", "", sam)).statusCode).toBe(200);
    expect((await send(free.cookie, "POST", "", sam)).statusCode).toBe(403);
  });

  it("validates a person with the form's messages", async () => {
    const { cookie } = await member();
    const cases: [object, string, string][] = [
      [{ ...sam, partnerName: " " }, "Name is required", "partnerName"],
      [{ ...sam, birthTimeKnown: true }, "Birth time is required", "birthTime"],
      [{ ...sam, birthPlace: "" }, "Birth place is required", "birthPlace"],
      [{ ...sam, birthDate: "2090-01-01" }, "Birth date cannot be in the future", "birthDate"],
    ];
    for (const [payload, message, field] of cases) {
      const response = await send(cookie, "POST", "", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message, field });
    }
    expect((await send(cookie, "PUT", "/abc", sam)).statusCode).toBe(400);
  });

  it("are in the data export", async () => {
    const { cookie } = await member();
    await send(cookie, "POST", "", sam);
    await calculate(cookie, partner);
    const data = (await t.app.inject({ method: "GET", url: "/api/user/export", headers: { cookie } })).json();
    expect(data.savedPeople).toEqual([
      expect.objectContaining({ name: "Sam", birthDate: sam.birthDate, birthTime: null }),
    ]);
    expect(data.lastCompatibility.request.partnerName).toBe("Alex");
  });
});
