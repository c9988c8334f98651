import { describe, expect, it } from "vitest";
import { formatBirthDate, formatBirthTime } from "#web/lib/dates.ts";
import {
  degreeParts,
  formatDegree,
  formatOffset,
  formatUtInstant,
  houseLayout,
  inwardTextAnchor,
  longitudeToPoint,
  MIN_SEPARATION_DEG,
  midpointLongitude,
  NUDGE_DEG,
  normalizeDeg,
  ordinal,
  screenAngle,
  signedDelta,
  spreadPlanets,
  WHEEL_CENTER,
} from "./wheel-geometry.ts";

function gaps(longitudes: number[]): number[] {
  const sorted = [...longitudes].map(normalizeDeg).sort((a, b) => a - b);
  return sorted.map((value, i) => {
    const next = sorted[(i + 1) % sorted.length] as number;
    return normalizeDeg(next - value) || (sorted.length === 1 ? 360 : 0);
  });
}

describe("orientation", () => {
  it("puts the Ascendant at 180° (9 o'clock, the left of the wheel)", () => {
    expect(screenAngle(123.4, 123.4)).toBe(180);
    const p = longitudeToPoint(123.4, 100, 123.4);
    expect(p.x).toBeCloseTo(WHEEL_CENTER - 100);
    expect(p.y).toBeCloseTo(WHEEL_CENTER);
  });

  it("runs the zodiac counter-clockwise: 90° after the Ascendant is at the bottom, the DC on the right", () => {
    const asc = 10;
    // 90° later in the zodiac = 270° screen angle = 6 o'clock (IC side for quadrant houses).
    expect(screenAngle(asc + 90, asc)).toBe(270);
    const bottom = longitudeToPoint(asc + 90, 100, asc);
    expect(bottom.y).toBeCloseTo(WHEEL_CENTER + 100);
    // The Descendant (opposite point) is at 3 o'clock.
    expect(screenAngle(asc + 180, asc)).toBe(0);
    // An MC 90° before the Ascendant is at the top.
    const top = longitudeToPoint(asc - 90, 100, asc);
    expect(top.x).toBeCloseTo(WHEEL_CENTER);
    expect(top.y).toBeCloseTo(WHEEL_CENTER - 100);
  });

  it("puts 0° Aries on the left when the birth time (and so the Ascendant) is unknown", () => {
    expect(screenAngle(0, null)).toBe(180);
    expect(screenAngle(90, null)).toBe(270);
  });

  it("anchors a degree label so it runs inward, away from its glyph", () => {
    const asc = 0;
    // The DC side (3 o'clock): the text ends at the point, extending toward the centre.
    expect(inwardTextAnchor(longitudeToPoint(180, 230, asc), 230)).toBe("end");
    expect(inwardTextAnchor(longitudeToPoint(0, 230, asc), 230)).toBe("start");
    expect(inwardTextAnchor(longitudeToPoint(90, 230, asc), 230)).toBe("middle");
    expect(inwardTextAnchor(longitudeToPoint(270, 230, asc), 230)).toBe("middle");
  });

  it("folds angles", () => {
    expect(normalizeDeg(-30)).toBe(330);
    expect(normalizeDeg(720)).toBe(0);
    expect(signedDelta(350, 10)).toBe(20);
    expect(signedDelta(10, 350)).toBe(-20);
    expect(midpointLongitude(350, 20)).toBe(5);
  });
});

describe("collision spreading (12° / 6°)", () => {
  /** Planets at these longitudes, spread (ids "0", "1", … in the order given). */
  const spread = (longitudes: number[]) =>
    spreadPlanets(longitudes.map((longitude, i) => ({ id: String(i), longitude })));
  const displayed = (out: ReturnType<typeof spread>) => out.map((p) => p.displayLongitude);

  it("uses the spec's constants", () => {
    expect(MIN_SEPARATION_DEG).toBe(12);
    expect(NUDGE_DEG).toBe(6);
  });

  it("leaves planets 12° or more apart where they are", () => {
    expect(displayed(spread([100, 112, 200]))).toEqual([100, 112, 200]);
  });

  it("nudges a pair closer than 12° by 6° (3° each way, centred on the pair)", () => {
    const out = spread([100, 110]);
    expect(displayed(out)).toEqual([97, 113]);
    // True positions are kept for the leader lines.
    expect(out.map((p) => p.longitude)).toEqual([100, 110]);
  });

  it("separates an exact conjunction to 12° in two nudges, keeping the order", () => {
    expect(displayed(spread([50, 50]))).toEqual([44, 56]);
  });

  it("spreads a tight stellium until every neighbour is at least 12° away", () => {
    const display = displayed(spread([200, 201, 202, 203, 204]));
    for (const gap of gaps(display)) {
      expect(gap).toBeGreaterThanOrEqual(MIN_SEPARATION_DEG - 1e-6);
    }
    // The order around the wheel is preserved and the cluster stays near its true centre.
    expect([...display].sort((a, b) => a - b)).toEqual(display);
    const mean = display.reduce((s, v) => s + v, 0) / display.length;
    expect(Math.abs(mean - 202)).toBeLessThan(6);
  });

  it("spreads across 0° Aries", () => {
    const [a, b] = displayed(spread([358, 2])) as [number, number];
    expect(signedDelta(a, b)).toBeGreaterThanOrEqual(12);
    // 4° apart: two nudges (to 10°, then 16°).
    expect(a).toBe(352);
    expect(b).toBe(8);
  });

  it("handles ten planets of a real chart", () => {
    const longitudes = [353.7, 330.1, 332.9, 321.5, 289.8, 95.2, 292.6, 278.4, 284.2, 226.9];
    const out = spread(longitudes);
    for (const gap of gaps(displayed(out))) {
      expect(gap).toBeGreaterThanOrEqual(MIN_SEPARATION_DEG - 1e-6);
    }
    expect(out.map((p) => p.id)).toEqual(longitudes.map((_, i) => String(i)));
  });
});

describe("formatting", () => {
  it("formats a degree within its sign to the arc-minute", () => {
    expect(formatDegree(344.5333)).toBe("14°32′");
    expect(degreeParts(344.5333).sign).toBe("Pisces");
    expect(formatDegree(0)).toBe("0°00′");
    // 29°59.9′ Aries rounds into 0°00′ Taurus rather than showing 30°.
    expect(formatDegree(29.9999)).toBe("0°00′");
    expect(degreeParts(29.9999).sign).toBe("Taurus");
    expect(degreeParts(359.99999).sign).toBe("Aries");
  });

  it("formats the stored birth date without a Date", () => {
    expect(formatBirthDate("1990-03-14")).toBe("March 14, 1990");
    expect(formatBirthDate("2000-01-01")).toBe("January 1, 2000");
    expect(formatBirthDate(null)).toBe("—");
    expect(formatBirthTime("08:30:00")).toBe("08:30");
    expect(formatBirthTime(null)).toBe("—");
  });

  it("formats offsets, instants and ordinals", () => {
    expect(formatOffset(60)).toBe("UTC+01:00");
    expect(formatOffset(-210)).toBe("UTC−03:30");
    expect(formatUtInstant("1990-03-14T07:30:00.000Z")).toBe("1990-03-14 07:30 UT");
    expect(ordinal(1)).toBe("1st");
    expect(ordinal(2)).toBe("2nd");
    expect(ordinal(3)).toBe("3rd");
    expect(ordinal(11)).toBe("11th");
    expect(ordinal(12)).toBe("12th");
  });

  it("lays out the houses: numbers halfway between cusps (across 0°), cusp lines from the inner ring, angular 1/4/7/10", () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    const houses = houseLayout(cusps, { inner: 100, number: 150, zodiacInner: 300 }, 350);
    expect(houses.map((h) => h.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(houses[0]?.next).toBe(20);
    expect(houses[11]?.next).toBe(350);
    expect(houses[0]?.label).toEqual(longitudeToPoint(5, 150, 350));
    expect(houses[3]?.from).toEqual(longitudeToPoint(80, 100, 350));
    expect(houses[3]?.to).toEqual(longitudeToPoint(80, 300, 350));
    expect(houses.filter((h) => h.angular).map((h) => h.number)).toEqual([1, 4, 7, 10]);
  });
});
