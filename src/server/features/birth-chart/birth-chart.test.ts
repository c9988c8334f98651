import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generatedTexts, users } from "#server/db/schema";
import { fileTestApp } from "#server/test-support/test-app";
import {
  BRUSSELS_BIRTH,
  BRUSSELS_BIRTH_INFO as brussels,
  natalChartOf,
  signedInUser as signedIn,
} from "#server/test-support/users";

const t = fileTestApp();

const signedInUser = (overrides: Partial<typeof users.$inferInsert> = {}) => signedIn(t, overrides);

const call = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe("birth information", () => {
  it("stores the birth data and the chart the engine casts for the converted instant", async () => {
    const { user, cookie } = await signedInUser();
    const response = await call("POST", "/api/birth-info", cookie, brussels);
    expect(response.statusCode).toBe(200);
    const { user: saved, chart } = response.json();
    expect(saved).toMatchObject({
      birthDate: "1990-03-14",
      birthTime: "08:30",
      birthTimezone: "Europe/Brussels",
    });
    const expected = natalChartOf(BRUSSELS_BIRTH);
    for (const planet of ["sun", "moon", "mercury", "pluto"] as const) {
      expect(chart.chartData.planets[planet].longitude).toBeCloseTo(expected.planets[planet].longitudeDeg, 9);
      expect(chart.chartData.planets[planet].house).toBe(expected.planets[planet].house);
    }
    expect(chart.chartData.ascendant.longitude).toBeCloseTo(expected.ascendant?.longitudeDeg ?? 0, 9);
    expect(chart.chartData.houses).toHaveLength(12);
    expect(chart.chartData.houseSystem).toBe("Placidus");
    expect(chart.chartData.timeReport).toMatchObject({
      utc: "1990-03-14T07:30:00.000Z",
      offsetMinutes: 60,
      kind: "normal",
    });
    expect(chart).toMatchObject({ sunSign: "Pisces" });
    expect(chart.blurbs.bigThree.length).toBeGreaterThan(40);

    const stored = await call("GET", "/api/birth-chart", cookie);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().chartData.planets.sun.longitude).toBe(chart.chartData.planets.sun.longitude);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.birthLatitude).toBe(brussels.birthLatitude);
  });

  it("answers 404 with a clear message before any birth data exists", async () => {
    const { cookie } = await signedInUser();
    const response = await call("GET", "/api/birth-chart", cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No birth chart yet/);
  });

  it.each([
    [{ birthDate: "" }, "Birth date is required"],
    [{ birthTime: "" }, "Birth time is required"],
    [{ birthPlace: " " }, "Birth place is required"],
    [{ timezone: "" }, "Timezone is required"],
    [{ timezone: "Mars/Olympus_Mons" }, "Timezone must be a valid IANA time zone, e.g. Europe/Brussels"],
    [{ birthLatitude: 91 }, "Latitude must be a number from -90 to 90"],
    [{ birthLongitude: -181 }, "Longitude must be a number from -180 to 180"],
    [{ birthDate: "2023-02-30" }, "Birth date must be a valid date (YYYY-MM-DD)"],
    [{ birthDate: "1799-12-31" }, "Birth date must be on or after 1800-01-01"],
    [{ birthDate: "2999-01-01" }, "Birth date cannot be in the future"],
    [{ birthTime: "25:00" }, "Birth time must be a time (HH:MM)"],
  ])("refuses %o with 400 and the form's message", async (override, message) => {
    const { cookie } = await signedInUser();
    const response = await call("POST", "/api/birth-info", cookie, { ...brussels, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("accepts a time in a DST gap and says which instant was used", async () => {
    const { cookie } = await signedInUser();
    const response = await call("POST", "/api/birth-info", cookie, {
      ...brussels,
      birthDate: "2021-03-14",
      birthTime: "02:30",
      birthLatitude: 40.71,
      birthLongitude: -74.0,
      timezone: "America/New_York",
    });
    expect(response.statusCode).toBe(200);
    const report = response.json().chart.chartData.timeReport;
    expect(report.kind).toBe("gap");
    expect(report.note).toMatch(/03:30|skipped|does not exist/i);
  });

  it("uses Equal houses beyond the polar circle and says so", async () => {
    const { cookie } = await signedInUser();
    const response = await call("POST", "/api/birth-info", cookie, {
      ...brussels,
      birthPlace: "Tromsø, Troms, Norway",
      birthLatitude: 69.6489,
      birthLongitude: 18.9551,
      timezone: "Europe/Oslo",
    });
    expect(response.json().chart.chartData.houseSystem).toBe("Equal (extreme latitude)");
  });

  it("casts a chart without houses or angles when the birth time is unknown", async () => {
    const { cookie } = await signedInUser();
    const response = await call("POST", "/api/birth-info", cookie, {
      ...brussels,
      birthTime: "",
      birthTimeKnown: false,
    });
    expect(response.statusCode).toBe(200);
    const { chart, user } = response.json();
    expect(user).toMatchObject({ birthTime: null, birthTimeKnown: false });
    expect(chart.chartData).toMatchObject({
      timeKnown: false,
      houses: [],
      houseSystem: null,
      ascendant: null,
    });
    expect(chart.risingSign).toBeNull();
    expect(chart.chartData.planets.sun.house).toBeNull();
    expect(chart.chartData.moonSignRange.length).toBeGreaterThan(0);
  });
});

describe("interpretations", () => {
  it("interprets a planet from the stored chart, not from the client's claims, in 150–300 words", async () => {
    const { cookie } = await signedInUser();
    await call("POST", "/api/birth-info", cookie, brussels);
    const response = await call("POST", "/api/interpret", cookie, {
      prompt: "Explain",
      planet: { name: "Sun", sign: "Gemini", house: 3, longitude: 70 },
    });
    expect(response.statusCode).toBe(200);
    const text: string = response.json().interpretation;
    const words = text.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(300);
    expect(text).toMatch(/Pisces/);
    expect(text).not.toMatch(/Gemini/);
    const again = await call("POST", "/api/interpret", cookie, { planet: { name: "sun" } });
    expect(again.json().interpretation).toBe(text);
  });

  it("refuses an unknown planet with 400", async () => {
    const { cookie } = await signedInUser();
    await call("POST", "/api/birth-info", cookie, brussels);
    const response = await call("POST", "/api/interpret", cookie, { planet: { name: "Vulcan" } });
    expect(response.statusCode).toBe(400);
  });

  it("forgets texts written from the old chart when the birth data changes", async () => {
    const { user, cookie } = await signedInUser();
    await call("POST", "/api/birth-info", cookie, brussels);
    await call("POST", "/api/interpret", cookie, { planet: { name: "Moon" } });
    const before = await t.ctx.db.select().from(generatedTexts).where(eq(generatedTexts.userId, user.id));
    expect(before.length).toBe(1);
    await call("POST", "/api/birth-info", cookie, { ...brussels, birthTime: "21:45" });
    const after = await t.ctx.db.select().from(generatedTexts).where(eq(generatedTexts.userId, user.id));
    expect(after).toHaveLength(0);
  });

  it("recasts the chart and serves new texts after the birth date is edited in the profile", async () => {
    const { user, cookie } = await signedInUser();
    await call("POST", "/api/birth-info", cookie, brussels);
    const before = (await call("POST", "/api/interpret", cookie, { planet: { name: "Sun" } })).json()
      .interpretation;
    const sunBefore = (await call("GET", "/api/birth-chart", cookie)).json().chartData.planets.sun.longitude;
    const edit = await t.app.inject({
      method: "PUT",
      url: "/api/user/profile",
      headers: { cookie },
      payload: {
        firstName: "Test",
        lastName: "User",
        email: user.email,
        birthDate: "1990-08-14",
        birthTime: "08:30",
      },
    });
    expect(edit.statusCode).toBe(200);
    const chart = (await call("GET", "/api/birth-chart", cookie)).json();
    expect(chart.chartData.planets.sun.longitude).not.toBeCloseTo(sunBefore, 0);
    expect(chart.sunSign).toBe("Leo");
    const after = (await call("POST", "/api/interpret", cookie, { planet: { name: "Sun" } })).json()
      .interpretation;
    expect(after).not.toBe(before);
    expect(after).toMatch(/Leo/);
  });

  it("gives the full interpretation in the normal voice to everyone and roast mode to premium and pro only", async () => {
    const free = await signedInUser();
    await call("POST", "/api/birth-info", free.cookie, brussels);
    const normal = await call("POST", "/api/regenerate-birth-chart", free.cookie, { roastMode: false });
    expect(normal.statusCode).toBe(200);
    const body = normal.json().interpretation;
    expect(body.interpretation.length).toBeGreaterThan(200);
    expect(body.strengths.length).toBeGreaterThan(0);
    const refused = await call("POST", "/api/regenerate-birth-chart", free.cookie, { roastMode: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Premium/);

    const pro = await signedInUser({ subscriptionTier: "pro", subscriptionStatus: "active" });
    await call("POST", "/api/birth-info", pro.cookie, brussels);
    const roast = await call("POST", "/api/regenerate-birth-chart", pro.cookie, { roastMode: true });
    expect(roast.statusCode).toBe(200);
    const proNormal = await call("POST", "/api/regenerate-birth-chart", pro.cookie, { roastMode: false });
    expect(roast.json().interpretation.interpretation).not.toBe(
      proNormal.json().interpretation.interpretation,
    );
  });

  it("answers 400 for a malformed roastMode", async () => {
    const { cookie } = await signedInUser();
    const response = await call("POST", "/api/regenerate-birth-chart", cookie, { roastMode: "yes" });
    expect(response.statusCode).toBe(400);
  });
});
