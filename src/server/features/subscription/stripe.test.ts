import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBSCRIPTION_MESSAGES } from "#contracts/payments";
import { checkoutSessions, payments, stripeEvents, users } from "#server/db/schema";
import { listOutbox } from "#server/platform/mailer";
import {
  deliverEvent,
  type StripeStandIn,
  signedDelivery,
  standInEnv,
  startCheckout,
  startStripeStandIn,
  stripeEvent,
} from "#server/test-support/stripe-stand-in";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { signedInUser } from "#server/test-support/users";
import { concurrentCheckouts, userRow } from "./test-helpers.ts";

const START = new Date("2026-03-15T10:00:00Z");
/** Long enough that a busy test machine never trips it by accident; the slow stand-in waits 3×. */
const TIMEOUT_MS = 1500;

let standIn: StripeStandIn;
let t: TestApp;

const stripeEnv = (extra: Record<string, string> = {}, api = standIn) => standInEnv(api, TIMEOUT_MS, extra);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ now: START, env: stripeEnv() });
  standIn.now = () => t.ctx.now();
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const member = () => signedInUser(t, { firstName: "Stella", lastName: "Lumen" }, t.ctx.now());

const call = (cookie: string, method: "GET" | "POST", url: string) =>
  t.app.inject({ method, url, headers: { cookie } });

const paymentsOf = (userId: number) => t.ctx.db.select().from(payments).where(eq(payments.userId, userId));

const deliver = (event: Record<string, unknown>, options: Parameters<typeof signedDelivery>[1] = {}) =>
  deliverEvent(t, event, options);

/** A member who started a checkout and paid on Stripe's page, before any webhook arrived. */
async function memberWhoPaid() {
  const m = await member();
  const sessionId = await startCheckout(t, m.cookie);
  return { ...m, sessionId, ...standIn.pay(sessionId) };
}

/** A member whose first payment has been applied by the webhook. */
async function premiumMember() {
  const m = await memberWhoPaid();
  const completed = await deliver(stripeEvent("checkout.session.completed", m.session, t.ctx.now()));
  expect(completed.statusCode).toBe(200);
  return m;
}

describe("Stripe checkout through the real SDK", () => {
  it("starts Checkout in subscription mode for 8.99 EUR a month, with one customer kept and reused", async () => {
    t.setNow(START);
    const { user, cookie } = await member();
    const first = await call(cookie, "POST", "/api/create-checkout-session");
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const customers = standIn.calls.filter(
      (c) => c.path === "/v1/customers" && c.params.email === user.email,
    );
    expect(customers).toHaveLength(1);
    expect(customers[0]?.idempotencyKey).toBe(`customer-${user.id}`);
    const customerId = (await userRow(t, user.id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);

    const sessions = standIn.calls.filter(
      (c) => c.path === "/v1/checkout/sessions" && c.params.customer === customerId,
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.params).toMatchObject({
      mode: "subscription",
      client_reference_id: String(user.id),
      line_items: [
        {
          price_data: { currency: "eur", unit_amount: "899", recurring: { interval: "month" } },
          quantity: "1",
        },
      ],
      success_url: "http://localhost:3000/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/subscription?checkout=cancelled",
    });
    expect(sessions[0]?.idempotencyKey).toBe(`checkout-${user.id}-${Math.floor(START.getTime() / 60_000)}`);

    // Back after the first checkout expired: a new session for the same customer.
    t.setNow(new Date(START.getTime() + 2 * 60 * 60_000));
    const second = await call(cookie, "POST", "/api/create-checkout-session");
    expect(second.json().url).not.toBe(first.json().url);
    expect(
      standIn.calls.filter((c) => c.path === "/v1/customers" && c.params.email === user.email),
    ).toHaveLength(1);
    expect(
      standIn.calls.filter((c) => c.path === "/v1/checkout/sessions" && c.params.customer === customerId),
    ).toHaveLength(2);
  });

  it("makes one session for twenty concurrent requests by one member", async () => {
    t.setNow(START);
    const { user, cookie } = await member();
    expect(await concurrentCheckouts(t, cookie)).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    // Counted in what Stripe holds: an SDK retry with the same idempotency key creates nothing new.
    expect([...standIn.customers.values()].filter((c) => c.email === user.email)).toHaveLength(1);
    const customerId = (await userRow(t, user.id)).stripeCustomerId;
    expect([...standIn.sessions.values()].filter((s) => s.customer === customerId)).toHaveLength(1);
  });

  it("reports a provider timeout clearly, leaves no half-activated member, and works on the next try", async () => {
    t.setNow(START);
    const { user, cookie } = await member();
    standIn.delayMs = TIMEOUT_MS * 3;
    const timedOut = await call(cookie, "POST", "/api/create-checkout-session");
    standIn.delayMs = 0;
    expect(timedOut.statusCode).toBe(504);
    expect(timedOut.json().error).toContain("did not answer in time");
    expect(timedOut.json().message).toBe(timedOut.json().error);
    const row = await userRow(t, user.id);
    expect(row).toMatchObject({
      subscriptionTier: "free",
      subscriptionStatus: null,
      stripeSubscriptionId: null,
    });
    const claims = await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id));
    expect(claims.map((c) => c.status)).toEqual(["failed"]);

    const retry = await call(cookie, "POST", "/api/create-checkout-session");
    expect(retry.statusCode).toBe(200);
    // Stripe's own idempotency gave the retry the customer the timed-out call had created.
    expect(
      new Set(standIn.calls.filter((c) => c.params.email === user.email).map((c) => c.idempotencyKey)),
    ).toEqual(new Set([`customer-${user.id}`]));
  });

  it("answers 502 with the reason when Stripe fails", async () => {
    t.setNow(START);
    const { cookie } = await member();
    standIn.failWith = { status: 500, type: "api_error", message: "Something broke at Stripe", times: 10 };
    const failed = await call(cookie, "POST", "/api/create-checkout-session");
    standIn.failWith = null;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe("Stripe could not start the checkout right now. Please try again.");
  });
});

describe("Stripe's webhook", () => {
  it("activates on checkout.session.completed exactly once, however often the event is delivered", async () => {
    t.setNow(START);
    const m = await memberWhoPaid();
    const event = stripeEvent("checkout.session.completed", m.session, START);
    const retrievesBefore = standIn.callsTo("GET", "/v1/subscriptions/").length;
    expect((await deliver(event)).statusCode).toBe(200);
    expect(standIn.callsTo("GET", "/v1/subscriptions/").length).toBe(retrievesBefore + 1);
    for (let i = 0; i < 4; i++) expect((await deliver(event)).json()).toEqual({ received: true });
    // A replay read nothing from Stripe and wrote nothing.
    expect(standIn.callsTo("GET", "/v1/subscriptions/").length).toBe(retrievesBefore + 1);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(concurrent.map((r) => r.statusCode)).toEqual(Array(5).fill(200));

    const row = await userRow(t, m.user.id);
    expect(row).toMatchObject({
      subscriptionTier: "premium",
      subscriptionStatus: "active",
      stripeSubscriptionId: m.subscription.id,
    });
    expect(row.subscriptionEndDate?.toISOString()).toBe("2026-04-15T10:00:00.000Z");
    const paid = await paymentsOf(m.user.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      provider: "stripe",
      reference: m.invoice.id,
      amountCents: 899,
      status: "paid",
    });
    expect(
      await t.ctx.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id as string)),
    ).toHaveLength(1);
    const [session] = await t.ctx.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSessionId, m.sessionId));
    expect(session?.status).toBe("complete");

    const again = await call(m.cookie, "POST", "/api/create-checkout-session");
    expect(again.statusCode).toBe(409);
  });

  it("answers 400 and changes nothing for a bad, missing or stale signature or a body that is not JSON", async () => {
    t.setNow(START);
    const m = await memberWhoPaid();
    const event = stripeEvent("checkout.session.completed", m.session, START);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const attempts = [
      await deliver(event, { secret: "whsec_someone_else" }),
      await deliver(event, { timestamp: nowSeconds - 10 * 60 }),
      await t.app.inject({
        method: "POST",
        url: "/api/stripe/webhook",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(event),
      }),
      await (async () => {
        // Signed, then changed on the way.
        const { headers } = signedDelivery(event);
        const forged = JSON.stringify({ ...event, id: "evt_forged" });
        return t.app.inject({ method: "POST", url: "/api/stripe/webhook", headers, payload: forged });
      })(),
      await deliver(event, { payload: "this is not json" }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(attempts[2]?.json().message).toBe("The webhook has no Stripe-Signature header.");
    expect(attempts[4]?.json().message).toBe("The webhook body is not valid JSON.");
    expect(await userRow(t, m.user.id)).toMatchObject({ subscriptionTier: "free", subscriptionStatus: null });
    expect(await paymentsOf(m.user.id)).toHaveLength(0);
    expect(
      await t.ctx.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id as string)),
    ).toHaveLength(0);
  });

  it("acknowledges an unknown member or a foreign price with 200 and changes nothing", async () => {
    t.setNow(START);
    const m = await memberWhoPaid();
    const stranger = stripeEvent(
      "checkout.session.completed",
      { ...m.session, client_reference_id: "987654321" },
      START,
    );
    expect((await deliver(stranger)).statusCode).toBe(200);

    // Another product on the same Stripe account: 19.99 a month.
    const subscription = standIn.subscriptions.get(m.subscription.id as string) as Record<string, unknown>;
    const item = (subscription.items as { data: Record<string, unknown>[] }).data[0] as Record<
      string,
      unknown
    >;
    const ours = item.price;
    item.price = {
      id: "price_other",
      object: "price",
      unit_amount: 1999,
      currency: "eur",
      recurring: { interval: "month" },
    };
    expect((await deliver(stripeEvent("checkout.session.completed", m.session, START))).statusCode).toBe(200);
    item.price = ours;

    expect(await userRow(t, m.user.id)).toMatchObject({
      subscriptionTier: "free",
      stripeSubscriptionId: null,
    });
    expect(await paymentsOf(m.user.id)).toHaveLength(0);
  });

  it("renews on invoice.paid with the new period's end date, once", async () => {
    t.setNow(START);
    const m = await premiumMember();
    t.setNow(new Date("2026-04-15T10:00:05Z"));
    const { invoice } = standIn.renew(m.subscription.id as string);
    const renewal = stripeEvent("invoice.paid", invoice, t.ctx.now());
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect((await deliver(renewal)).statusCode).toBe(200);
    const row = await userRow(t, m.user.id);
    expect(row.subscriptionEndDate?.toISOString()).toBe("2026-05-15T10:00:00.000Z");
    expect(row.subscriptionStatus).toBe("active");
    const paid = await paymentsOf(m.user.id);
    expect(paid.map((p) => p.description).sort()).toEqual([
      "Premium, first month",
      "Premium, monthly renewal",
    ]);
    // The period-end job of the old period finds it extended and leaves it alone.
    await t.ctx.jobs.drain();
    expect(await userRow(t, m.user.id)).toMatchObject({
      subscriptionTier: "premium",
      subscriptionStatus: "active",
    });
  });

  it("asks Stripe at the period end when no webhook came: a renewal extends, a cancellation ends", async () => {
    t.setNow(START);
    const renewed = await premiumMember();
    const ended = await premiumMember();
    // Stripe renewed one and cancelled the other, but neither webhook reached us.
    standIn.renew(renewed.subscription.id as string);
    (standIn.subscriptions.get(ended.subscription.id as string) as Record<string, unknown>).status =
      "canceled";
    t.setNow(new Date("2026-04-15T10:00:30Z"));
    await t.ctx.jobs.drain();
    const row = await userRow(t, renewed.user.id);
    expect(row).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "active" });
    expect(row.subscriptionEndDate?.toISOString()).toBe("2026-05-15T10:00:00.000Z");
    expect(await userRow(t, ended.user.id)).toMatchObject({
      subscriptionTier: "free",
      stripeSubscriptionId: null,
    });
  });

  it("marks a failed renewal past due, keeps premium until the end date, e-mails the member, then ends it", async () => {
    t.setNow(START);
    const m = await premiumMember();
    t.setNow(new Date("2026-04-14T09:00:00Z"));
    const { invoice } = standIn.renew(m.subscription.id as string);
    const failed = { ...invoice, status: "open", amount_paid: 0, attempt_count: 1 };
    expect((await deliver(stripeEvent("invoice.payment_failed", failed, t.ctx.now()))).statusCode).toBe(200);
    expect(await userRow(t, m.user.id)).toMatchObject({
      subscriptionTier: "premium",
      subscriptionStatus: "past_due",
    });
    expect((await call(m.cookie, "GET", "/api/subscription")).json()).toMatchObject({
      premium: true,
      status: "past_due",
      canManageBilling: true,
    });
    const mail = listOutbox(t.config).find((entry) => entry.to === m.user.email);
    expect(mail?.subject).toBe("Your Premium payment did not go through");
    expect(mail?.text).toContain("April 15, 2026");
    expect((await paymentsOf(m.user.id)).map((p) => p.status).sort()).toEqual(["failed", "paid"]);

    t.setNow(new Date("2026-04-15T10:00:01Z"));
    await t.ctx.jobs.drain();
    expect(await userRow(t, m.user.id)).toMatchObject({
      subscriptionTier: "free",
      subscriptionStatus: "cancelled",
    });
  });

  it("cancels and resumes at Stripe, follows the portal's changes, and ends on customer.subscription.deleted", async () => {
    t.setNow(START);
    const m = await premiumMember();
    const subscriptionPath = `/v1/subscriptions/${m.subscription.id}`;
    const cancel = await call(m.cookie, "POST", "/api/subscription/cancel");
    expect(cancel.json().message).toBe(
      "Your subscription is cancelled. Premium stays active until April 15, 2026.",
    );
    expect(standIn.callsTo("POST", subscriptionPath).at(-1)?.params).toEqual({
      cancel_at_period_end: "true",
    });
    expect(await userRow(t, m.user.id)).toMatchObject({
      subscriptionStatus: "cancelled",
      subscriptionTier: "premium",
    });

    const resume = await call(m.cookie, "POST", "/api/subscription/resume");
    expect(resume.statusCode).toBe(200);
    expect(standIn.callsTo("POST", subscriptionPath).at(-1)?.params).toEqual({
      cancel_at_period_end: "false",
    });
    expect(await userRow(t, m.user.id)).toMatchObject({ subscriptionStatus: "active" });

    // Cancelled in Stripe's portal: the update event says so.
    const inPortal = { ...m.subscription, cancel_at_period_end: true };
    expect((await deliver(stripeEvent("customer.subscription.updated", inPortal, START))).statusCode).toBe(
      200,
    );
    expect(await userRow(t, m.user.id)).toMatchObject({
      subscriptionStatus: "cancelled",
      subscriptionTier: "premium",
    });

    // A replayed old invoice.paid must not undo that: Stripe's subscription still says it ends.
    (standIn.subscriptions.get(m.subscription.id as string) as Record<string, unknown>).cancel_at_period_end =
      true;
    expect((await deliver(stripeEvent("invoice.paid", m.invoice, START))).statusCode).toBe(200);
    expect(await userRow(t, m.user.id)).toMatchObject({ subscriptionStatus: "cancelled" });

    const ended = { ...m.subscription, status: "canceled", ended_at: Math.floor(START.getTime() / 1000) };
    expect((await deliver(stripeEvent("customer.subscription.deleted", ended, START))).statusCode).toBe(200);
    expect(await userRow(t, m.user.id)).toMatchObject({
      subscriptionTier: "free",
      stripeSubscriptionId: null,
    });
  });

  it("leaves the subscription as it was when Stripe times out on a cancellation", async () => {
    t.setNow(START);
    const m = await premiumMember();
    standIn.delayMs = TIMEOUT_MS * 3;
    const cancel = await call(m.cookie, "POST", "/api/subscription/cancel");
    standIn.delayMs = 0;
    expect(cancel.statusCode).toBe(504);
    expect(cancel.json().message).toContain("did not answer in time");
    expect(await userRow(t, m.user.id)).toMatchObject({
      subscriptionStatus: "active",
      subscriptionTier: "premium",
    });
  });

  it("links a Stripe member to the customer portal", async () => {
    t.setNow(START);
    const m = await premiumMember();
    const portal = await call(m.cookie, "POST", "/api/subscription/billing-portal");
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect(standIn.callsTo("POST", "/v1/billing_portal/sessions").at(-1)?.params).toMatchObject({
      customer: (await userRow(t, m.user.id)).stripeCustomerId,
      return_url: "http://localhost:3000/settings",
    });
  });

  it("uses STRIPE_PRICE_ID when set and recognises only that price", async () => {
    // Its own Stripe account: member ids start again at 1 in this second database.
    const account = await startStripeStandIn();
    const priced = await createTestApp({
      now: START,
      env: stripeEnv({ STRIPE_PRICE_ID: "price_premium_monthly" }, account),
    });
    try {
      const { user, cookie } = await signedInUser(priced, {}, START);
      const sessionId = await startCheckout(priced, cookie);
      expect(account.callsTo("POST", "/v1/checkout/sessions")[0]?.params.line_items).toEqual([
        { price: "price_premium_monthly", quantity: "1" },
      ]);
      const { session } = account.pay(sessionId);
      const completed = await deliverEvent(priced, stripeEvent("checkout.session.completed", session, START));
      expect(completed.statusCode).toBe(200);
      const [row] = await priced.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.subscriptionTier).toBe("premium");
      // An inline 8.99 price is not "ours" once a price id is configured.
      const other = await signedInUser(priced, {}, START);
      const paid = account.pay(await startCheckout(priced, other.cookie));
      const item = (paid.subscription.items as { data: Record<string, unknown>[] }).data[0] as Record<
        string,
        unknown
      >;
      item.price = {
        id: "price_inline",
        object: "price",
        unit_amount: 899,
        currency: "eur",
        recurring: { interval: "month" },
      };
      await deliverEvent(priced, stripeEvent("checkout.session.completed", paid.session, START));
      const [otherRow] = await priced.ctx.db.select().from(users).where(eq(users.id, other.user.id));
      expect(otherRow?.subscriptionTier).toBe("free");
    } finally {
      await priced.close();
      await account.close();
    }
  });

  it("tells a free member there is nothing to cancel", async () => {
    const { cookie } = await member();
    const refused = await call(cookie, "POST", "/api/subscription/cancel");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SUBSCRIPTION_MESSAGES.nothingToCancel);
  });
});
