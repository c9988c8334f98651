import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { insertUser, sessionCookieFor } from "#server/test-support/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("admin subscription management", () => {
  it("activates and cancels premium by e-mail, case-insensitively", async () => {
    const admin = await insertUser(t.ctx.db, { isAdmin: true });
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, admin.id);
    const member = await insertUser(t.ctx.db);
    const memberCookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, member.id);

    const activate = await t.app.inject({
      method: "POST",
      url: "/api/admin/subscription/activate",
      headers: { cookie },
      payload: { email: member.email.toUpperCase() },
    });
    expect(activate.statusCode).toBe(200);
    const me = (
      await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: memberCookie } })
    ).json();
    expect(me).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "active" });

    const cancel = await t.app.inject({
      method: "POST",
      url: "/api/admin/subscription/cancel",
      headers: { cookie },
      payload: { email: member.email },
    });
    expect(cancel.statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: memberCookie } })
    ).json();
    expect(after.subscriptionTier).toBe("free");
  });

  it("answers 400 'Please enter an email address' without one and 404 for an unknown address", async () => {
    const admin = await insertUser(t.ctx.db, { isAdmin: true });
    const cookie = await sessionCookieFor(t.ctx.db, t.ctx.secret, admin.id);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/admin/subscription/activate",
      headers: { cookie },
      payload: { email: "" },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Please enter an email address");
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/admin/subscription/activate",
      headers: { cookie },
      payload: { email: "nobody@example.com" },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
