import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HOUSE_SYSTEM_MESSAGE, NODE_TYPE_MESSAGE } from "#contracts/birth-chart";
import { birthCharts, generatedTexts, users } from "#server/db/schema";
import { fileTestApp } from "#server/test-support/test-app";
import {
  BRUSSELS_BIRTH,
  BRUSSELS_BIRTH_INFO as brussels,
  natalChartOf,
  signedInUser as signedIn,
} from "#server/test-support/users";

const t = fileTestApp();

const signedInUser = () => signedIn(t);

const call = (method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const textsOf = (userId: number) =>
  t.ctx.db.select().from(generatedTexts).where(eq(generatedTexts.userId, userId));

describe("chart settings (house system and North Node)", () => {
  it("defaults to Placidus and the true node, and shows the points with their own aspects", async () => {
    const { cookie } = await signedInUser();
    const saved = (await call("POST", "/api/birth-info", cookie, brussels)).json();
    expect(saved.user).toMatchObject({ houseSystem: "Placidus", nodeType: "true" });
    const { chartData } = saved.chart;
    const engine = natalChartOf(BRUSSELS_BIRTH);
    const points = engine.points;
    expect(points).toBeDefined();
    expect(chartData.points.northNode.longitude).toBeCloseTo(points?.trueNode.longitudeDeg ?? -1, 9);
    expect(chartData.points.southNode.longitude).toBeCloseTo(
      ((points?.trueNode.longitudeDeg ?? 0) + 180) % 360,
      9,
    );
    expect(chartData.points.chiron.sign).toBe("Cancer");
    expect(chartData.points.lilith.longitude).toBeCloseTo(points?.lilith.longitudeDeg ?? -1, 9);
    expect(chartData.points.fortune).toMatchObject({ sign: "Sagittarius", day: true });
    expect(chartData.pointAspects.length).toBeGreaterThan(0);
    for (const aspect of chartData.pointAspects) {
      if (["northNode", "southNode", "fortune"].includes(aspect.planet1))
        expect(["conjunction", "opposition"]).toContain(aspect.type);
    }
    expect(chartData).toMatchObject({
      requestedHouseSystem: "Placidus",
      houseSystemFallback: false,
      nodeType: "true",
    });
  });

  it("recasts the chart with the chosen house system and forgets the texts of the old one", async () => {
    const { user, cookie } = await signedInUser();
    const placidus = (await call("POST", "/api/birth-info", cookie, brussels)).json().chart.chartData;
    const before = (await call("POST", "/api/interpret", cookie, { planet: { name: "Venus" } })).json()
      .interpretation;
    expect(await textsOf(user.id)).toHaveLength(1);

    const response = await call("PUT", "/api/chart-settings", cookie, {
      houseSystem: "WholeSign",
      nodeType: "mean",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ houseSystem: "WholeSign", nodeType: "mean" });
    const whole = body.chart.chartData;
    expect(whole.houseSystem).toBe("Whole Sign");
    expect(whole.requestedHouseSystem).toBe("WholeSign");
    // Whole Sign cusps start each sign; Placidus ones do not.
    expect(whole.houses.every((cusp: number) => Math.abs(cusp % 30) < 1e-9)).toBe(true);
    expect(whole.houses).not.toEqual(placidus.houses);
    expect(whole.nodeType).toBe("mean");
    expect(whole.points.northNode.longitude).not.toBeCloseTo(placidus.points.northNode.longitude, 3);
    expect(await textsOf(user.id)).toHaveLength(0);

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ houseSystem: "WholeSign", nodeType: "mean" });
    const stored = (await call("GET", "/api/birth-chart", cookie)).json().chartData;
    expect(stored.houses).toEqual(whole.houses);
    const after = (await call("POST", "/api/interpret", cookie, { planet: { name: "Venus" } })).json()
      .interpretation;
    expect(typeof after).toBe("string");
    expect(before.length).toBeGreaterThan(0);
  });

  it("keeps the texts when the settings do not change", async () => {
    const { user, cookie } = await signedInUser();
    await call("POST", "/api/birth-info", cookie, brussels);
    await call("POST", "/api/interpret", cookie, { planet: { name: "Moon" } });
    const response = await call("PUT", "/api/chart-settings", cookie, {
      houseSystem: "Placidus",
      nodeType: "true",
    });
    expect(response.statusCode).toBe(200);
    expect(await textsOf(user.id)).toHaveLength(1);
  });

  it("labels the polar fallback: Koch beyond the polar circle becomes Equal (extreme latitude)", async () => {
    const { cookie } = await signedInUser();
    await call("POST", "/api/birth-info", cookie, {
      ...brussels,
      birthPlace: "Tromsø, Troms, Norway",
      birthLatitude: 69.6489,
      birthLongitude: 18.9551,
      timezone: "Europe/Oslo",
    });
    const koch = (
      await call("PUT", "/api/chart-settings", cookie, { houseSystem: "Koch", nodeType: "true" })
    ).json().chart.chartData;
    expect(koch).toMatchObject({
      houseSystem: "Equal (extreme latitude)",
      requestedHouseSystem: "Koch",
      houseSystemFallback: true,
    });
    const campanus = (
      await call("PUT", "/api/chart-settings", cookie, { houseSystem: "Campanus", nodeType: "true" })
    ).json().chart.chartData;
    expect(campanus).toMatchObject({ houseSystem: "Campanus", houseSystemFallback: false });
  });

  it("stores the settings before any birth data and answers no chart", async () => {
    const { cookie } = await signedInUser();
    const response = await call("PUT", "/api/chart-settings", cookie, {
      houseSystem: "Porphyry",
      nodeType: "true",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { houseSystem: "Porphyry" }, chart: null });
    const saved = (await call("POST", "/api/birth-info", cookie, brussels)).json();
    expect(saved.chart.chartData.houseSystem).toBe("Porphyry");
  });

  it.each([
    [{ houseSystem: "Topocentric", nodeType: "true" }, HOUSE_SYSTEM_MESSAGE],
    [{ houseSystem: "placidus", nodeType: "true" }, HOUSE_SYSTEM_MESSAGE],
    [{ nodeType: "true" }, HOUSE_SYSTEM_MESSAGE],
    [{ houseSystem: "Placidus", nodeType: "osculating" }, NODE_TYPE_MESSAGE],
  ])("refuses %j with 400 and the form's message", async (payload, message) => {
    const { user, cookie } = await signedInUser();
    const response = await call("PUT", "/api/chart-settings", cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.houseSystem).toBe("Placidus");
  });

  it("answers 401 to a visitor", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/chart-settings",
      payload: { houseSystem: "Koch", nodeType: "true" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("casts again a chart stored before the points existed", async () => {
    const { user, cookie } = await signedInUser();
    await call("POST", "/api/birth-info", cookie, brussels);
    const [row] = await t.ctx.db.select().from(birthCharts).where(eq(birthCharts.userId, user.id));
    const {
      points: _p,
      pointAspects: _a,
      nodeType: _n,
      ...old
    } = (row?.chart ?? {}) as Record<string, unknown>;
    await t.ctx.db.update(birthCharts).set({ chart: old }).where(eq(birthCharts.userId, user.id));
    const response = await call("GET", "/api/birth-chart", cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().chartData.points.chiron.sign).toBe("Cancer");
    const [again] = await t.ctx.db.select().from(birthCharts).where(eq(birthCharts.userId, user.id));
    expect((again?.chart ?? {}) as { points?: unknown }).toHaveProperty("points");
  });
});

describe("meaning of the chart points", () => {
  it.each(["North Node", "South Node", "Chiron", "Black Moon Lilith", "Part of Fortune"])(
    "writes %s from the stored chart in both voices",
    async (name) => {
      const { user, cookie } = await signedInUser();
      await t.ctx.db
        .update(users)
        .set({ subscriptionTier: "premium", subscriptionStatus: "active" })
        .where(eq(users.id, user.id));
      await call("POST", "/api/birth-info", cookie, brussels);
      const normal = await call("POST", "/api/interpret", cookie, { planet: { name } });
      expect(normal.statusCode).toBe(200);
      const text: string = normal.json().interpretation;
      const words = text.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(40);
      expect(words).toBeLessThanOrEqual(200);
      const roast = await call("POST", "/api/interpret", cookie, { planet: { name }, roastMode: true });
      expect(roast.statusCode).toBe(200);
      expect(roast.json().interpretation).not.toBe(text);
    },
  );

  it("names the sign and the house of the point", async () => {
    const { cookie } = await signedInUser();
    await call("POST", "/api/birth-info", cookie, brussels);
    const text: string = (await call("POST", "/api/interpret", cookie, { planet: { name: "Chiron" } })).json()
      .interpretation;
    expect(text).toMatch(/Cancer/);
    expect(text).toMatch(/3rd house/);
  });

  it("refuses the Part of Fortune without a birth time", async () => {
    const { cookie } = await signedInUser();
    await call("POST", "/api/birth-info", cookie, { ...brussels, birthTime: "", birthTimeKnown: false });
    const response = await call("POST", "/api/interpret", cookie, { planet: { name: "Part of Fortune" } });
    expect(response.statusCode).toBe(400);
    const node = await call("POST", "/api/interpret", cookie, { planet: { name: "North Node" } });
    expect(node.statusCode).toBe(200);
  });
});
