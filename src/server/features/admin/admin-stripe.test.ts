import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, users } from "#server/db/schema";
import {
  deliverEvent,
  type StripeStandIn,
  standInEnv,
  startCheckout,
  startStripeStandIn,
  stripeEvent,
} from "#server/test-support/stripe-stand-in";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { signedInUser } from "#server/test-support/users";

/** Admin actions on members who pay through Stripe: the real SDK against the loopback stand-in. */

let standIn: StripeStandIn;
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ env: standInEnv(standIn, 5000) });
  standIn.now = () => t.ctx.now();
  adminCookie = (await signedInUser(t, { isAdmin: true })).cookie;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const asAdmin = (method: "POST" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload ? { payload } : {}) });

/** A member who paid on Stripe's page, with the webhook applied: Premium with a Stripe subscription. */
async function stripeMember() {
  const { user, cookie } = await signedInUser(t);
  const paid = standIn.pay(await startCheckout(t, cookie));
  const completed = await deliverEvent(
    t,
    stripeEvent("checkout.session.completed", paid.session, t.ctx.now()),
  );
  expect(completed.statusCode).toBe(200);
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
  expect(row?.stripeSubscriptionId).toBe(paid.subscription.id);
  return { user, cookie, subscription: paid.subscription };
}

const cancelsOf = (subscriptionId: unknown) =>
  standIn.callsTo("DELETE", `/v1/subscriptions/${String(subscriptionId)}`);

describe("admin actions on a Stripe subscription", () => {
  it("cancelling Premium by e-mail ends the subscription at Stripe, so it is not charged again", async () => {
    const { user, subscription } = await stripeMember();
    const response = await asAdmin("POST", "/api/admin/subscription/cancel", { email: user.email });
    expect(response.statusCode).toBe(200);
    expect(cancelsOf(subscription.id)).toHaveLength(1);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ subscriptionTier: "free", stripeSubscriptionId: null });
  });

  it("deleting a paying member cancels their Stripe subscription, and Stripe's later event is ignored", async () => {
    const { user, subscription } = await stripeMember();
    const response = await asAdmin("DELETE", `/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(cancelsOf(subscription.id)).toHaveLength(1);
    const [entry] = await t.ctx.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetUserId, user.id));
    expect(entry?.details).toMatchObject({ stripeSubscriptionCancelled: subscription.id, plan: "premium" });
    const deleted = await deliverEvent(
      t,
      stripeEvent("customer.subscription.deleted", { ...subscription, status: "canceled" }, t.ctx.now()),
    );
    expect(deleted.statusCode).toBe(200);
  });

  it("deletes nothing and logs nothing when Stripe refuses the cancellation", async () => {
    const { user, cookie, subscription } = await stripeMember();
    standIn.failWith = { status: 500, type: "api_error", message: "Stripe is down", times: 5 };
    try {
      const response = await asAdmin("DELETE", `/api/admin/users/${user.id}`);
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe("provider_failed");
    } finally {
      standIn.failWith = null;
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.stripeSubscriptionId).toBe(subscription.id);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(
      await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, user.id)),
    ).toEqual([]);
  });
});
