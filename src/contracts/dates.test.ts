import { describe, expect, it } from "vitest";
import { profileSchema } from "./auth.ts";
import { birthInfoSchema } from "./birth-chart.ts";
import { compatibilityRequestSchema } from "./compatibility.ts";
import { birthDateField, calendarDayOf, dateField, isCalendarDate, latestTodayOnEarth } from "./dates.ts";
import { throwbackRequestSchema, todoQuerySchema } from "./today.ts";
import { generateTransitsSchema, transitsQuerySchema } from "./transits.ts";

const IMPOSSIBLE = ["2023-02-30", "0000-00-00", "2023-13-01", "2023-00-10", "2023-04-31", "2021-02-29"];
const NOT_ISO = [
  "2020/01/01",
  "Jan 1 2020",
  "01-01-2020",
  "2020-1-1",
  " 2020-01-01",
  "2020-01-01 ",
  "20200101",
];
const OUT_OF_RANGE = ["9999-12-31", "1500-01-01", "0001-01-01", "+275760-09-13", "-271821-04-20"];

describe("the shared date schema", () => {
  it("knows real calendar days, leap years included", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2000-02-29")).toBe(true);
    expect(isCalendarDate("1900-02-29")).toBe(false);
    for (const value of IMPOSSIBLE) expect(isCalendarDate(value), value).toBe(false);
    for (const value of NOT_ISO) expect(isCalendarDate(value), value).toBe(false);
  });

  it("reads instants only with a zone and only on real days", () => {
    expect(calendarDayOf("2026-03-14T08:30Z")).toBe("2026-03-14");
    expect(calendarDayOf("2026-03-14T08:30:15.123+01:00")).toBe("2026-03-14");
    expect(calendarDayOf("2026-03-14T08:30")).toBeNull();
    expect(calendarDayOf("2026-02-30T08:30Z")).toBeNull();
    expect(calendarDayOf("2026-03-14T24:00Z")).toBeNull();
    expect(calendarDayOf("+275760-09-13T00:00:00.000Z")).toBeNull();
  });

  it("refuses other forms, impossible days and days out of range, with the field's message", () => {
    const field = dateField({ label: "date" });
    for (const value of [...IMPOSSIBLE, ...NOT_ISO, ...OUT_OF_RANGE, "", "x".repeat(1000)]) {
      const result = field.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message, value).toMatch(/^date /);
    }
    expect(field.safeParse("2026-11-23").success).toBe(true);
    expect(field.safeParse(20260101).success).toBe(false);
  });

  it("keeps birth dates between 1800 and today, everywhere they are entered", () => {
    const today = latestTodayOnEarth();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(birthDateField.safeParse("1990-03-14").success).toBe(true);
    expect(birthDateField.safeParse(today).success).toBe(true);
    expect(birthDateField.safeParse(tomorrow).error?.issues[0]?.message).toBe(
      "Birth date cannot be in the future",
    );
    expect(birthDateField.safeParse("1799-12-31").error?.issues[0]?.message).toBe(
      "Birth date must be on or after 1800-01-01",
    );
    const profile = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
    const birth = {
      birthTime: "08:30",
      birthPlace: "Brussels",
      birthLatitude: 50.8,
      birthLongitude: 4.3,
      timezone: "Europe/Brussels",
    };
    const partner = { ...birth, partnerName: "Sam" };
    for (const birthDate of ["2023-02-30", "0000-00-00", "9999-12-31", "1500-01-01", "2020/01/01"]) {
      expect(profileSchema.safeParse({ ...profile, birthDate }).success, `profile ${birthDate}`).toBe(false);
      expect(birthInfoSchema.safeParse({ ...birth, birthDate }).success, `birth ${birthDate}`).toBe(false);
      expect(compatibilityRequestSchema.safeParse({ ...partner, birthDate }).success, birthDate).toBe(false);
    }
    expect(profileSchema.safeParse({ ...profile, birthDate: "" }).success).toBe(true);
    expect(profileSchema.safeParse({ ...profile, birthDate: null }).success).toBe(true);
    expect(profileSchema.safeParse({ ...profile, birthDate: "1990-03-14" }).success).toBe(true);
  });

  it("is the schema of every date a route takes", () => {
    for (const value of [
      "2020/01/01",
      "Jan 1 2020",
      "+275760-09-13T00:00:00.000Z",
      "9999-12-31",
      "2026-02-30",
    ]) {
      expect(generateTransitsSchema.safeParse({ date: value }).success, value).toBe(false);
      expect(transitsQuerySchema.safeParse({ date: value }).success, value).toBe(false);
      expect(todoQuerySchema.safeParse({ date: value }).success, value).toBe(false);
      expect(throwbackRequestSchema.safeParse({ date: value }).success, value).toBe(false);
    }
    expect(generateTransitsSchema.safeParse({ date: "2026-11-23T10:00:00.000Z" }).success).toBe(true);
    expect(generateTransitsSchema.safeParse({ date: "2026-11-23" }).success).toBe(true);
    expect(throwbackRequestSchema.safeParse({ date: "1899-12-31" }).error?.issues[0]?.message).toBe(
      "Throwback dates start on 1900-01-01.",
    );
  });
});
