import { describe, expect, it } from "vitest";
import { listOutbox } from "#server/platform/mailer";
import { buildTestApp, fileTestApp, openTestDatabase, testConfig } from "#server/test-support/test-app";
import { BRUSSELS_BIRTH, insertUser, sessionCookieFor } from "#server/test-support/users";
import { testWebDir } from "#server/test-support/web-dir";

const t = fileTestApp();

async function signedIn() {
  const user = await insertUser(t.ctx.db, { ...BRUSSELS_BIRTH, timezone: "Europe/Brussels" });
  return { user, cookie: await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id) };
}

describe("response headers", () => {
  it("forbid caching of every API answer that carries personal data", async () => {
    const { cookie } = await signedIn();
    for (const url of ["/api/user", "/api/user/export", "/api/birth-chart", "/api/transits"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    // And every other signed-in read, whatever it answers.
    for (const entry of t.app.routeAccess.filter((e) => e.method === "GET" && e.access !== "public")) {
      const url = entry.url.replace(/:(\w+)/g, "1");
      const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    const login = await t.app.inject({ method: "POST", url: "/api/login", payload: {} });
    expect(login.headers["cache-control"]).toBe("no-store");
  });

  it("send a Permissions-Policy with pages and one framing policy, none, with pages and API answers", async () => {
    const page = await t.app.inject({ method: "GET", url: "/today" });
    expect(page.headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(page.headers["permissions-policy"]).toMatch(/geolocation=\(\)/);
    for (const response of [page, await t.app.inject({ method: "GET", url: "/api/health" })]) {
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("send the same headers with the web app's pages, which stay cacheable by name", async () => {
    const webDir = testWebDir();
    const database = await openTestDatabase();
    const app = await buildTestApp({ config: testConfig(), database, logger: false, webDir });
    try {
      const page = await app.inject({ method: "GET", url: "/today" });
      expect(page.headers["x-frame-options"]).toBe("DENY");
      expect(page.headers["permissions-policy"]).toBeDefined();
      const asset = await app.inject({ method: "GET", url: "/app.js" });
      expect(asset.headers["cache-control"]).not.toBe("no-store");
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("cross-site request forgery", () => {
  const logout = (headers: Record<string, string | undefined>) =>
    t.app.inject({ method: "POST", url: "/api/logout", headers });

  it("refuses a state-changing call without Origin unless the browser says it is same-origin", async () => {
    const bare = await logout({ origin: undefined });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe("Cross-site request refused.");
    expect((await logout({ origin: undefined, "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    expect((await logout({ origin: undefined, "sec-fetch-site": "same-site" })).statusCode).toBe(403);
    expect((await logout({ origin: undefined, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });

  it("refuses another origin and the opaque origin, and accepts the app's own", async () => {
    expect((await logout({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await logout({ origin: "null" })).statusCode).toBe(403);
    expect((await logout({ origin: "http://localhost:3000" })).statusCode).toBe(200);
  });

  it("lets reads through without Origin", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { origin: undefined },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("names in plain-text mails", () => {
  it("never start a new line of the mail, even from a name stored before names were checked", async () => {
    const user = await insertUser(t.ctx.db, { firstName: "Eve\r\nBcc: victim@example.com\u001b" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password",
      payload: { email: user.email },
      remoteAddress: "10.44.0.1",
    });
    expect(response.statusCode).toBe(200);
    await t.ctx.jobs.drain();
    const mail = listOutbox(t.config).find((m) => m.to === user.email);
    expect(mail?.text).toContain("Hi Eve  Bcc: victim@example.com,");
    expect(mail?.text.split("\n").some((line) => line.startsWith("Bcc:"))).toBe(false);
    expect(mail?.text).not.toContain("\u001b");
  });
});
