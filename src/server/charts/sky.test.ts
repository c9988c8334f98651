import { describe, expect, it } from "vitest";
import { bodyPosition, computeNatalChartFromLocal, jdUTFromDate, localDayRange, signOf } from "#astro/index";
import { dayMoonPhase, moonPhaseOf, readerDayOf, skyOfDay, transitsOfDay } from "./sky.ts";

const at = (iso: string) => jdUTFromDate(new Date(iso));
/** The natal chart the transit tests read: born in Brussels on 14 March 1990 at 08:30. */
const brusselsChart = () =>
  computeNatalChartFromLocal({
    date: "1990-03-14",
    time: "08:30",
    zone: "Europe/Brussels",
    latDeg: 50.85,
    lonDeg: 4.35,
  });

describe("the sky of a day", () => {
  it("names the moon phase from the Sun–Moon elongation", () => {
    expect(moonPhaseOf(0)).toBe("new");
    expect(moonPhaseOf(359)).toBe("new");
    expect(moonPhaseOf(90)).toBe("first quarter");
    expect(moonPhaseOf(180)).toBe("full");
    expect(moonPhaseOf(200)).toBe("full");
    expect(moonPhaseOf(300)).toBe("waning crescent");
  });

  it("reports positions at local noon and the Sun's ingress into Sagittarius with its minute", () => {
    // The Sun enters Sagittarius on 22 November 2026 (UT morning).
    const sky = skyOfDay("2026-11-22", "Europe/Brussels");
    const ingress = sky.events.find((e) => e.kind === "ingress" && e.body === "sun");
    expect(ingress?.sign).toBe("sagittarius");
    const t = Date.parse(ingress?.timeUtc ?? "");
    expect(signOf(bodyPosition("sun", at(new Date(t - 60_000).toISOString())).lonDeg)).toBe("scorpio");
    expect(signOf(bodyPosition("sun", at(new Date(t + 60_000).toISOString())).lonDeg)).toBe("sagittarius");
    expect(sky.positions).toHaveLength(10);
    expect(sky.positions.find((p) => p.body === "sun")?.sign).toBe("sagittarius");
  });

  it("reports a station with the direction the planet turns to", () => {
    // Scan a year for Mercury's first station and check the day reports it.
    let previous = bodyPosition("mercury", at("2026-01-01T12:00:00Z")).speedDegPerDay;
    let stationDay = "";
    for (let day = 1; day < 365 && !stationDay; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      const speed = bodyPosition("mercury", at(`${date}T23:59:59Z`)).speedDegPerDay;
      if (Math.sign(speed) !== Math.sign(previous)) stationDay = date;
      previous = speed;
    }
    const sky = skyOfDay(stationDay, "UTC");
    const station = sky.events.find((e) => e.kind === "station" && e.body === "mercury");
    expect(station?.direction).toBe("retrograde");
  });
});

describe("transits of a day", () => {
  it("lists transits whose orb touches the local day, each within 3° at some moment of it", () => {
    const chart = brusselsChart();
    const facts = transitsOfDay(chart, "2026-11-22", "Europe/Brussels");
    expect(facts.length).toBeGreaterThan(2);
    const { startUtc, endUtc } = localDayRange("2026-11-22", "Europe/Brussels");
    for (const fact of facts) {
      expect(fact.orbStartUtc === null || (fact.orbStartUtc ?? "") <= endUtc).toBe(true);
      expect(fact.orbEndUtc === null || (fact.orbEndUtc ?? "") >= startUtc).toBe(true);
      expect(Number.isFinite(fact.orbDeg)).toBe(true);
    }
    expect(facts.some((f) => f.transiting === "moon")).toBe(true);
  });
});

describe("the reader's day (ADR 032)", () => {
  it("keeps transits in orb between 06:00 and 22:00 local, Moon aspects also at noon, with that window", () => {
    const chart = brusselsChart();
    for (const date of ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"]) {
      const { fromMs, untilMs } = readerDayOf(date, "Europe/Brussels");
      for (const fact of transitsOfDay(chart, date, "Europe/Brussels")) {
        const from = Date.parse(fact.dayWindow?.fromUtc ?? "");
        const until = Date.parse(fact.dayWindow?.untilUtc ?? "");
        expect(from).toBeGreaterThanOrEqual(fromMs);
        expect(until).toBeLessThanOrEqual(untilMs);
        expect(from).toBeLessThanOrEqual(until);
        if (fact.transiting === "moon") expect(fact.orbDeg).toBeLessThanOrEqual(3);
      }
    }
  });

  it("names a lunation only on the local day it is exact", () => {
    expect(dayMoonPhase(175, 187)).toBe("full");
    expect(dayMoonPhase(163, 175)).toBe("waxing gibbous");
    expect(dayMoonPhase(187, 199)).toBe("waning gibbous");
    expect(dayMoonPhase(355, 367)).toBe("new");
    expect(dayMoonPhase(5, 17)).toBe("waxing crescent");
    // Over a month of real skies, "full" is said on one day only.
    const phases = Array.from(
      { length: 30 },
      (_, i) =>
        skyOfDay(new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10), "Europe/Brussels").moonPhase,
    );
    expect(phases.filter((p) => p === "full")).toHaveLength(1);
    expect(phases.filter((p) => p === "new")).toHaveLength(1);
  });
});
