import { describe, expect, it } from "vitest";
import { computeNatalChart } from "../chart.ts";
import { AXIS_POINTS, POINTS } from "../constants.ts";
import { aspectBetween, pointAspectTable } from "./aspects.ts";

const body = (longitudeDeg: number) => ({ name: "venus", longitudeDeg, speedDegPerDay: 1 });
const point = (name: string, longitudeDeg: number) => ({ name, longitudeDeg, speedDegPerDay: 0 });

describe("aspects of the chart points (issue 31)", () => {
  it("gives the nodes and the Part of Fortune conjunctions and oppositions only", () => {
    for (const name of ["trueNode", "meanNode", "southNode", "fortune"] as const) {
      expect(pointAspectTable(name).map((d) => d.name)).toEqual(["conjunction", "opposition"]);
      const table = pointAspectTable(name);
      expect(aspectBetween(point(name, 10), body(100), table)).toBeUndefined(); // exact square
      expect(aspectBetween(point(name, 10), body(130), table)).toBeUndefined(); // exact trine
      expect(aspectBetween(point(name, 10), body(70), table)).toBeUndefined(); // exact sextile
      expect(aspectBetween(point(name, 10), body(12), table)?.aspect).toBe("conjunction");
      expect(aspectBetween(point(name, 10), body(188), table)?.aspect).toBe("opposition");
    }
  });

  it("gives Chiron and Lilith every aspect, at their own smaller orbs", () => {
    expect(pointAspectTable("chiron").map((d) => d.name)).toHaveLength(6);
    expect(pointAspectTable("lilith").map((d) => d.name)).toHaveLength(6);
    // Chiron 4°, Lilith 3°, and the quincunx keeps its 3°.
    expect(aspectBetween(point("chiron", 0), body(93.9), pointAspectTable("chiron"))?.aspect).toBe("square");
    expect(aspectBetween(point("chiron", 0), body(94.1), pointAspectTable("chiron"))).toBeUndefined();
    expect(aspectBetween(point("lilith", 0), body(93.1), pointAspectTable("lilith"))).toBeUndefined();
    expect(aspectBetween(point("lilith", 0), body(122.9), pointAspectTable("lilith"))?.aspect).toBe("trine");
    expect(aspectBetween(point("chiron", 0), body(153.5), pointAspectTable("chiron"))).toBeUndefined();
  });

  it("orbs of every point are below the planets' (7° at most for them)", () => {
    for (const name of POINTS) {
      for (const d of pointAspectTable(name)) expect(d.orbDeg).toBeLessThanOrEqual(4);
    }
    expect(AXIS_POINTS).not.toContain("chiron");
    expect(AXIS_POINTS).not.toContain("lilith");
  });

  it("holds the rule on real charts, and aspects the South Node opposite the North Node the chart uses", () => {
    let seen = 0;
    for (let i = 0; i < 40; i += 1) {
      const utc = new Date(Date.UTC(1950 + i, (i * 5) % 12, 1 + ((i * 7) % 27), (i * 3) % 24));
      for (const nodeType of ["true", "mean"] as const) {
        const chart = computeNatalChart({ utc, latDeg: 40 + (i % 10), lonDeg: -70 + i, nodeType });
        const points = chart.points;
        if (!points) throw new Error("no points");
        const north = nodeType === "mean" ? points.meanNode : points.trueNode;
        for (const a of chart.pointAspects ?? []) {
          seen += 1;
          expect(a.maxOrbDeg).toBeLessThanOrEqual(4);
          if (AXIS_POINTS.includes(a.pointA as never))
            expect(["conjunction", "opposition"]).toContain(a.aspect);
          expect(a.pointA).not.toBe(nodeType === "mean" ? "trueNode" : "meanNode");
          if (a.pointA === "southNode") {
            const planet = chart.planets[a.pointB as keyof typeof chart.planets];
            const expected = aspectBetween(
              point("southNode", (north.longitudeDeg + 180) % 360),
              { name: a.pointB, longitudeDeg: planet.longitudeDeg, speedDegPerDay: planet.speedDegPerDay },
              pointAspectTable("southNode"),
            );
            expect(expected?.aspect).toBe(a.aspect);
            expect(expected?.orbDeg).toBeCloseTo(a.orbDeg, 9);
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(40);
  });
});
