import { describe, expect, it } from "vitest";
import { MOON_CALENDAR_MESSAGES, type MoonCalendar } from "#contracts/moon-calendar";
import { fileTestApp } from "#server/test-support/test-app";
import { memberWithChart, signedInUser } from "#server/test-support/users";

const NOW = new Date("2024-01-10T12:00:00Z");
const t = fileTestApp({ now: NOW });

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("the Moon Calendar", () => {
  it("lists the main phases of the user's month and the next, placed in the chart, and stores the notes", async () => {
    const { cookie } = await memberWithChart(t, { timezone: "Europe/Brussels" }, NOW);
    const response = await get("/api/moon-calendar", cookie);
    expect(response.statusCode).toBe(200);
    const calendar: MoonCalendar = response.json();
    expect(calendar.timeZone).toBe("Europe/Brussels");
    expect(calendar.months.map((m) => m.month)).toEqual(["2024-01", "2024-02"]);
    for (const { phases } of calendar.months) {
      expect(phases.length).toBeGreaterThanOrEqual(4);
      for (const p of phases) {
        expect(p.house).toBeGreaterThanOrEqual(1);
        expect(p.note.split(/\s+/).length).toBeLessThanOrEqual(35);
      }
    }
    // The full Moon of 2024-01-25 17:54 UTC, in Leo.
    const full = calendar.months[0]?.phases.find((p) => p.phase === "full");
    expect(Math.abs(Date.parse(full?.utc ?? "") - Date.parse("2024-01-25T17:54:00Z"))).toBeLessThan(600_000);
    expect(full?.sign).toBe("leo");
    expect((await get("/api/moon-calendar", cookie)).json()).toEqual(calendar);
  });

  it("reads the month asked for, in the user's zone", async () => {
    const { cookie } = await memberWithChart(t, { timezone: "Pacific/Auckland" }, NOW);
    const calendar: MoonCalendar = (await get("/api/moon-calendar?month=2025-12", cookie)).json();
    expect(calendar.months.map((m) => m.month)).toEqual(["2025-12", "2026-01"]);
  });

  it.each(["2024-13", "2024-1", "January", "1899-12", "2100-12"])("refuses the month %s", async (month) => {
    const { cookie } = await memberWithChart(t, {}, NOW);
    const response = await get(`/api/moon-calendar?month=${month}`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(MOON_CALENDAR_MESSAGES.invalidMonth);
  });

  it("leaves the houses out when the birth time is unknown", async () => {
    const { cookie } = await memberWithChart(t, { birthTime: null, birthTimeKnown: false }, NOW);
    const calendar: MoonCalendar = (await get("/api/moon-calendar", cookie)).json();
    expect(calendar.months.flatMap((m) => m.phases.map((p) => p.house))).toSatisfy((houses: unknown[]) =>
      houses.every((h) => h === null),
    );
  });

  it("asks for birth data first, keeps the roast voice for premium and is for signed-in users", async () => {
    const { cookie } = await signedInUser(t, {}, NOW);
    const noChart = await get("/api/moon-calendar", cookie);
    expect(noChart.statusCode).toBe(409);
    expect(noChart.json()).toMatchObject({
      code: "no_birth_chart",
      message: MOON_CALENDAR_MESSAGES.noBirthData,
    });
    const free = await memberWithChart(t, {}, NOW);
    expect((await get("/api/moon-calendar?roastMode=true", free.cookie)).json().code).toBe(
      "premium_required",
    );
    const premium = await memberWithChart(
      t,
      { subscriptionTier: "premium", subscriptionStatus: "active" },
      NOW,
    );
    const roast: MoonCalendar = (await get("/api/moon-calendar?roastMode=true", premium.cookie)).json();
    const normal: MoonCalendar = (await get("/api/moon-calendar", premium.cookie)).json();
    expect(roast.months[0]?.phases[0]?.note).not.toBe(normal.months[0]?.phases[0]?.note);
    expect((await get("/api/moon-calendar")).statusCode).toBe(401);
  });
});
