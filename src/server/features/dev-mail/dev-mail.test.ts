import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "#server/config";
import { capturedLogs } from "#server/test-support/logs";
import { latestLink, tokenOf } from "#server/test-support/outbox";
import { createTestApp, type TestApp, testConfig } from "#server/test-support/test-app";
import { insertUser, sessionCookieFor } from "#server/test-support/users";

const registration = (email: string) => ({
  firstName: "Mara",
  lastName: "Viewer",
  username: `mara${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`,
  email,
  password: "correct horse",
});

describe("the mail viewer when nobody asked for it", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: "boss@example.com" } });
  });
  afterAll(async () => t?.close());

  it("does not exist: not even an admin on this machine can read the outbox", async () => {
    await t.app.inject({ method: "POST", url: "/api/register", payload: registration("quiet@example.com") });
    const admin = await insertUser(t.ctx.db, { email: "boss@example.com", isAdmin: true });
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, admin.id);
    for (const url of ["/dev/mail", "/dev/mail/anything"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(response.body).not.toContain("Outbox");
      expect(response.body).not.toContain("quiet@example.com");
    }
  });
});

describe("the mail viewer with DEV_MAIL_VIEWER=true", () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: "boss@example.com", DEV_MAIL_VIEWER: "true" } });
    const admin = await insertUser(t.ctx.db, { email: "boss@example.com", isAdmin: true });
    adminCookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, admin.id);
    await t.app.inject({ method: "POST", url: "/api/register", payload: registration("victim@example.com") });
  });
  afterAll(async () => t?.close());

  it("refuses an anonymous visitor, so a reset link cannot be read by whoever asked for it", async () => {
    const response = await t.app.inject({ method: "GET", url: "/dev/mail" });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain("victim@example.com");
  });

  it("refuses a signed-in user who is not an admin", async () => {
    const user = await insertUser(t.ctx.db);
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, user.id);
    const response = await t.app.inject({ method: "GET", url: "/dev/mail", headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain("victim@example.com");
  });

  it("refuses an admin whose request comes from another machine or through a proxy", async () => {
    const remote = await t.app.inject({
      method: "GET",
      url: "/dev/mail",
      headers: { cookie: adminCookie },
      remoteAddress: "203.0.113.7",
    });
    expect(remote.statusCode).toBe(403);
    const proxied = await t.app.inject({
      method: "GET",
      url: "/dev/mail",
      headers: { cookie: adminCookie, "x-forwarded-for": "203.0.113.7" },
    });
    expect(proxied.statusCode).toBe(403);
    expect(remote.body + proxied.body).not.toContain("victim@example.com");
  });

  it("lists the outbox to an admin on this machine, and opens a message with its link", async () => {
    const list = await t.app.inject({ method: "GET", url: "/dev/mail", headers: { cookie: adminCookie } });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("victim@example.com");
    const id = list.body.match(/href="\/dev\/mail\/([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    const message = await t.app.inject({
      method: "GET",
      url: `/dev/mail/${id}`,
      headers: { cookie: adminCookie },
    });
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain(tokenOf(latestLink(t.config, "victim@example.com", "verify-email")));
  });
});

describe("configuration and logs", () => {
  it("refuses to start with the viewer on in production", () => {
    expect(() => testConfig({ NODE_ENV: "production", DEV_MAIL_VIEWER: "true" })).toThrow(ConfigError);
  });

  it("never logs the verification or reset link when mail goes to the outbox", async () => {
    const { stream, lines } = capturedLogs();
    const { app, config, close } = await createTestApp({ logger: { level: "trace", stream } });
    try {
      await app.inject({ method: "POST", url: "/api/register", payload: registration("logs@example.com") });
      await app.inject({
        method: "POST",
        url: "/api/forgot-password",
        payload: { email: "logs@example.com" },
      });
      await app.ctx.jobs.drain();
      const verifyToken = tokenOf(latestLink(config, "logs@example.com", "verify-email"));
      const log = lines.join("");
      expect(log).toContain("mail written to the outbox");
      expect(log).not.toContain(verifyToken);
      expect(log).not.toMatch(/token=/);
    } finally {
      await close();
    }
  });
});
