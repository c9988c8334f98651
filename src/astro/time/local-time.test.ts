import { describe, expect, it } from "vitest";
import { localDateOf, localDayRange, localToUniversal } from "./local-time.ts";

describe("localToUniversal", () => {
  it("converts an ordinary local time with its offset", () => {
    const r = localToUniversal("1985-06-15", "14:30", "Europe/Brussels");
    expect(r).toMatchObject({
      utc: "1985-06-15T12:30:00.000Z",
      offsetMinutes: 120,
      kind: "normal",
      note: "",
    });
  });

  it("accepts seconds", () => {
    expect(localToUniversal("2000-01-01", "00:00:30", "UTC").utc).toBe("2000-01-01T00:00:30.000Z");
  });

  it("reports the New York 2021-03-14 02:30 gap and shifts forward by the gap", () => {
    const r = localToUniversal("2021-03-14", "02:30", "America/New_York");
    expect(r.kind).toBe("gap");
    expect(r.chosen).toBe("shifted-forward");
    expect(r.utc).toBe("2021-03-14T07:30:00.000Z");
    expect(r.effectiveLocal).toBe("2021-03-14T03:30:00");
    expect(r.offsetMinutes).toBe(-240);
    expect(r.note).toMatch(/does not exist/);
  });

  it("reports the New York 2021-11-07 01:30 overlap and takes the earlier (daylight) instant", () => {
    const r = localToUniversal("2021-11-07", "01:30", "America/New_York");
    expect(r.kind).toBe("overlap");
    expect(r.chosen).toBe("earlier");
    expect(r.utc).toBe("2021-11-07T05:30:00.000Z");
    expect(r.offsetMinutes).toBe(-240);
    expect(r.alternativeUtc).toBe("2021-11-07T06:30:00.000Z");
    expect(r.note).toMatch(/occurs twice/);
  });

  it("follows the wartime and post-war Belgian clock changes of 1944–1946", () => {
    // Gaps: clocks went 02:00 → 03:00 on 1944-04-03, 1945-04-02 and 1946-05-19.
    for (const date of ["1944-04-03", "1945-04-02", "1946-05-19"]) {
      const r = localToUniversal(date, "02:30", "Europe/Brussels");
      expect(r.kind).toBe("gap");
      expect(r.utc).toBe(`${date}T01:30:00.000Z`);
    }
    // Overlaps: clocks went 03:00 → 02:00 on 1944-09-17, 1945-09-16 and 1946-10-07.
    for (const date of ["1944-09-17", "1945-09-16", "1946-10-07"]) {
      const r = localToUniversal(date, "02:30", "Europe/Brussels");
      expect(r.kind).toBe("overlap");
      expect(r.utc).toBe(`${date}T00:30:00.000Z`);
      expect(r.alternativeUtc).toBe(`${date}T01:30:00.000Z`);
    }
    expect(localToUniversal("1944-12-25", "12:00", "Europe/Brussels").offsetMinutes).toBe(60);
    expect(localToUniversal("1944-07-01", "12:00", "Europe/Brussels").offsetMinutes).toBe(120);
  });

  it("uses local mean time before standard time (Brussels 1850: LMT +00:17:30)", () => {
    const r = localToUniversal("1850-06-01", "12:00", "Europe/Brussels");
    expect(r.kind).toBe("normal");
    expect(r.offsetMinutes).toBeCloseTo(17.5, 9);
    expect(r.utc).toBe("1850-06-01T11:42:30.000Z");
  });

  it("reports that 2011-12-30 does not exist in Samoa (date line move) and moves a whole day on", () => {
    const r = localToUniversal("2011-12-30", "12:00", "Pacific/Apia");
    expect(r.kind).toBe("gap");
    expect(r.utc).toBe("2011-12-30T22:00:00.000Z");
    expect(r.effectiveLocal).toBe("2011-12-31T12:00:00");
    expect(localToUniversal("2011-12-29", "12:00", "Pacific/Apia").offsetMinutes).toBe(-600);
    expect(localToUniversal("2011-12-31", "12:00", "Pacific/Apia").offsetMinutes).toBe(840);
  });

  it("rejects bad input with an error naming the field", () => {
    expect(() => localToUniversal("2021-02-30", "12:00", "UTC")).toThrow(RangeError);
    expect(() => localToUniversal("2021-02-30", "12:00", "UTC")).toThrow(/date/);
    expect(() => localToUniversal("21-02-03", "12:00", "UTC")).toThrow(TypeError);
    expect(() => localToUniversal("2021-02-03", "24:00", "UTC")).toThrow(/time hour/);
    expect(() => localToUniversal("2021-02-03", "12:60", "UTC")).toThrow(/time minute/);
    expect(() => localToUniversal("2021-02-03", "noon", "UTC")).toThrow(/time/);
    expect(() => localToUniversal("2021-02-03", "12:00", "Mars/Olympus_Mons")).toThrow(/zone/);
    expect(() => localToUniversal("1700-01-01", "12:00", "UTC")).toThrow(/1700/);
    expect(() => localToUniversal("2401-01-01", "12:00", "UTC")).toThrow(RangeError);
  });
});

describe("local day helpers", () => {
  it("gives the local calendar date of an instant", () => {
    expect(localDateOf(new Date("2024-01-01T03:00:00Z"), "America/New_York")).toBe("2023-12-31");
  });

  it("turns the date at local midnight to the second, across a DST change, asked over and over", () => {
    const zone = "Europe/Brussels";
    // 2021-03-28: clocks go from +01:00 to +02:00 at 01:00 UT; the next local midnight is 22:00 UT.
    expect(localDateOf(new Date("2021-03-27T22:59:59.900Z"), zone)).toBe("2021-03-27");
    expect(localDateOf(new Date("2021-03-27T23:00:00.000Z"), zone)).toBe("2021-03-28");
    expect(localDateOf(new Date("2021-03-28T21:59:59.999Z"), zone)).toBe("2021-03-28");
    expect(localDateOf(new Date("2021-03-28T22:00:00.000Z"), zone)).toBe("2021-03-29");
    // Same second, other zones in between: each zone keeps its own offset.
    expect(localDateOf(new Date("2021-03-28T22:00:00.000Z"), "America/New_York")).toBe("2021-03-28");
    expect(localDateOf(new Date("2021-03-28T22:00:00.500Z"), zone)).toBe("2021-03-29");
  });

  it("gives the UT span of a local day, 23 hours long on a spring-forward day", () => {
    const r = localDayRange("2021-03-14", "America/New_York");
    expect(r).toEqual({ startUtc: "2021-03-14T05:00:00.000Z", endUtc: "2021-03-15T04:00:00.000Z" });
  });

  it("answers a day asked again with the same span, per zone, and nobody can change it", () => {
    const first = localDayRange("2021-11-07", "America/New_York");
    expect(localDayRange("2021-11-07", "America/New_York")).toBe(first);
    expect(first).toEqual({ startUtc: "2021-11-07T04:00:00.000Z", endUtc: "2021-11-08T05:00:00.000Z" });
    expect(Object.isFrozen(first)).toBe(true);
    expect(localDayRange("2021-11-07", "Europe/Brussels")).toEqual({
      startUtc: "2021-11-06T23:00:00.000Z",
      endUtc: "2021-11-07T23:00:00.000Z",
    });
  });
});
