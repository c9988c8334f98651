import { beforeAll, describe, expect, it } from "vitest";
import { fileTestApp } from "#server/test-support/test-app";
import { insertUser, sessionCookieFor } from "#server/test-support/users";

const t = fileTestApp();
let cookie: string;
beforeAll(async () => {
  const user = await insertUser(t.ctx.db);
  cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id);
});

describe("GET /api/geocode", () => {
  it("answers suggestions with display name, coordinates and zone", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/geocode?place=brus",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({
      displayName: "Brussels, Brussels Capital, Belgium",
      timezone: "Europe/Brussels",
    });
  });

  it("answers an empty list under 3 characters and for a missing parameter", async () => {
    for (const url of ["/api/geocode?place=br", "/api/geocode"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it("refuses an over-long query with 400, not 500", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/geocode?place=${"a".repeat(300)}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
  });
});
