import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CARD_MESSAGES, SUBSCRIPTION_MESSAGES } from "#contracts/payments";
import { checkoutSessions, jobs, payments, type users } from "#server/db/schema";
import { BILLING_PERIOD_END_JOB } from "#server/platform/payments/subscription-state";
import { fileTestApp } from "#server/test-support/test-app";
import { signedInUser } from "#server/test-support/users";
import { concurrentCheckouts, userRow } from "./test-helpers.ts";

const START = new Date("2026-01-31T09:00:00Z");
const GOOD_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Stella Lumen" };

const t = fileTestApp({ now: START });

const member = (overrides: Partial<typeof users.$inferInsert> = {}) => signedInUser(t, overrides, START);

const call = (cookie: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function startCheckout(cookie: string): Promise<string> {
  const response = await call(cookie, "POST", "/api/create-checkout-session");
  expect(response.statusCode).toBe(200);
  const { url } = response.json() as { url: string };
  expect(url).toMatch(/^\/checkout\/cs_local_[0-9a-f]+$/);
  return url.split("/").pop() ?? "";
}

async function paidMember() {
  const m = await member();
  const sessionId = await startCheckout(m.cookie);
  const paid = await call(m.cookie, "POST", `/api/checkout/${sessionId}/pay`, GOOD_CARD);
  expect(paid.statusCode).toBe(200);
  return { ...m, sessionId };
}

describe("the built-in checkout", () => {
  it("asks a signed-out visitor to authenticate", async () => {
    t.setNow(START);
    const response = await t.app.inject({ method: "POST", url: "/api/create-checkout-session" });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain("Authentication");
  });

  it("shows the order summary, declines 4000 0000 0000 0002 without activating, then takes 4242 and activates for a month", async () => {
    t.setNow(START);
    const { user, cookie } = await member();
    const sessionId = await startCheckout(cookie);

    const summary = await call(cookie, "GET", `/api/checkout/${sessionId}`);
    expect(summary.json()).toMatchObject({
      status: "open",
      amountCents: 899,
      currency: "eur",
      interval: "month",
      email: user.email,
      cancelUrl: "/subscription?checkout=cancelled",
    });

    const declined = await call(cookie, "POST", `/api/checkout/${sessionId}/pay`, {
      ...GOOD_CARD,
      cardNumber: "4000 0000 0000 0002",
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      message: "Your card was declined.",
      declineCode: "generic_decline",
    });
    expect(await userRow(t, user.id)).toMatchObject({ subscriptionTier: "free", subscriptionStatus: null });
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);

    const paid = await call(cookie, "POST", `/api/checkout/${sessionId}/pay`, GOOD_CARD);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().redirectUrl).toBe(`/subscription?checkout=success&session_id=${sessionId}`);
    const after = await userRow(t, user.id);
    expect(after).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "active" });
    // 31 January + one month = the last day of February.
    expect(after.subscriptionEndDate?.toISOString()).toBe("2026-02-28T09:00:00.000Z");

    const subscription = (await call(cookie, "GET", "/api/subscription")).json();
    expect(subscription).toMatchObject({
      provider: "builtin",
      premium: true,
      status: "active",
      canManageBilling: false,
    });
    expect(subscription.payments).toEqual([
      expect.objectContaining({ amountCents: 899, currency: "eur", status: "paid", card: "Visa •••• 4242" }),
    ]);

    // Paying again (a second click, a reload) changes nothing and lands on the same page.
    const again = await call(cookie, "POST", `/api/checkout/${sessionId}/pay`, GOOD_CARD);
    expect(again.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
  });

  it("validates the card form with the form's own messages", async () => {
    t.setNow(START);
    const { cookie } = await member();
    const sessionId = await startCheckout(cookie);
    const pay = (card: object) =>
      call(cookie, "POST", `/api/checkout/${sessionId}/pay`, { ...GOOD_CARD, ...card });
    expect((await pay({ cardNumber: "4242 4242 4242 4241" })).json().message).toBe(
      CARD_MESSAGES.numberInvalid,
    );
    expect((await pay({ cardNumber: "4242 4242" })).json().message).toBe(CARD_MESSAGES.numberIncomplete);
    expect((await pay({ expiry: "13/30" })).json().message).toBe(CARD_MESSAGES.expiryInvalid);
    expect((await pay({ expiry: "12" })).json().message).toBe(CARD_MESSAGES.expiryIncomplete);
    const expired = await pay({ expiry: "12/25" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(CARD_MESSAGES.expiryPast);
    expect((await pay({ cvc: "12" })).json().message).toBe(CARD_MESSAGES.cvcIncomplete);
    expect((await pay({ name: " " })).json().message).toBe(CARD_MESSAGES.nameRequired);
    const realCard = await pay({ cardNumber: "4111 1111 1111 1111" });
    expect(realCard.statusCode).toBe(402);
    expect(realCard.json().message).toContain("test cards only");
  });

  it("keeps each member's checkout to themselves", async () => {
    t.setNow(START);
    const owner = await member();
    const other = await member();
    const sessionId = await startCheckout(owner.cookie);
    expect((await call(other.cookie, "GET", `/api/checkout/${sessionId}`)).statusCode).toBe(404);
    expect((await call(other.cookie, "POST", `/api/checkout/${sessionId}/pay`, GOOD_CARD)).statusCode).toBe(
      404,
    );
  });

  it("opens one session for twenty concurrent requests of one member, and the same one again later", async () => {
    t.setNow(START);
    const { user, cookie } = await member();
    const url = await concurrentCheckouts(t, cookie);
    const rows = await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id));
    expect(rows).toHaveLength(1);
    t.setNow(new Date(START.getTime() + 10 * 60_000));
    expect((await call(cookie, "POST", "/api/create-checkout-session")).json().url).toBe(url);
    // An hour later the old one has expired and a new one opens.
    t.setNow(new Date(START.getTime() + 61 * 60_000));
    expect((await call(cookie, "POST", "/api/create-checkout-session")).json().url).not.toBe(url);
    const expired = await call(cookie, "POST", `/api/checkout/${rows[0]?.id}/pay`, GOOD_CARD);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(SUBSCRIPTION_MESSAGES.checkoutExpired);
  });

  it("answers 409 to a checkout while premium, cancelled or not", async () => {
    t.setNow(START);
    const { cookie } = await paidMember();
    const conflict = await call(cookie, "POST", "/api/create-checkout-session");
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      message: SUBSCRIPTION_MESSAGES.alreadyPremium,
      code: "already_premium",
      error: SUBSCRIPTION_MESSAGES.alreadyPremium,
    });
    await call(cookie, "POST", "/api/subscription/cancel");
    const whileCancelled = await call(cookie, "POST", "/api/create-checkout-session");
    expect(whileCancelled.statusCode).toBe(409);
    expect(whileCancelled.json().error).toBe(SUBSCRIPTION_MESSAGES.alreadyPremiumCancelled);
  });
});

describe("renewal, cancellation and expiry on the built-in checkout (controlled clock)", () => {
  it("renews at the end of each period by charging the card on file, once per period", async () => {
    t.setNow(START);
    const { user, cookie } = await paidMember();
    t.setNow(new Date("2026-02-28T08:59:00Z"));
    await t.ctx.jobs.drain();
    expect((await userRow(t, user.id)).subscriptionEndDate?.toISOString()).toBe("2026-02-28T09:00:00.000Z");

    t.setNow(new Date("2026-02-28T09:00:30Z"));
    await t.ctx.jobs.drain();
    await t.ctx.jobs.drain();
    const renewed = await userRow(t, user.id);
    expect(renewed).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "active" });
    expect(renewed.subscriptionEndDate?.toISOString()).toBe("2026-03-28T09:00:00.000Z");
    const list = (await call(cookie, "GET", "/api/subscription")).json().payments;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      description: "Premium, monthly renewal",
      card: "Visa •••• 4242",
      amountCents: 899,
    });
  });

  it("cancels at the period end: premium until the end date, the job makes the member free after it", async () => {
    t.setNow(START);
    const { user, cookie } = await paidMember();
    t.setNow(new Date("2026-02-10T12:00:00Z"));
    const cancel = await call(cookie, "POST", "/api/subscription/cancel");
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe(
      "Your subscription is cancelled. Premium stays active until February 28, 2026.",
    );
    expect(await userRow(t, user.id)).toMatchObject({
      subscriptionTier: "premium",
      subscriptionStatus: "cancelled",
    });
    expect((await call(cookie, "POST", "/api/subscription/cancel")).json().message).toBe(
      SUBSCRIPTION_MESSAGES.alreadyCancelled,
    );
    const me = (await call(cookie, "GET", "/api/subscription")).json();
    expect(me).toMatchObject({ premium: true, status: "cancelled", canResume: true });

    t.setNow(new Date("2026-02-28T09:00:01Z"));
    await t.ctx.jobs.drain();
    expect(await userRow(t, user.id)).toMatchObject({
      subscriptionTier: "free",
      subscriptionStatus: "cancelled",
    });
    expect(await t.ctx.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
    expect((await call(cookie, "POST", "/api/subscription/resume")).statusCode).toBe(400);
  });

  it("resumes before the end date and then renews as usual", async () => {
    t.setNow(START);
    const { user, cookie } = await paidMember();
    await call(cookie, "POST", "/api/subscription/cancel");
    const resume = await call(cookie, "POST", "/api/subscription/resume");
    expect(resume.statusCode).toBe(200);
    expect(resume.json().message).toBe("Your subscription is active again. It renews on February 28, 2026.");
    t.setNow(new Date("2026-03-01T00:00:00Z"));
    await t.ctx.jobs.drain();
    expect(await userRow(t, user.id)).toMatchObject({
      subscriptionTier: "premium",
      subscriptionStatus: "active",
    });
    expect((await userRow(t, user.id)).subscriptionEndDate?.toISOString()).toBe("2026-03-28T09:00:00.000Z");
  });

  it("refuses to cancel without a subscription, and ends an admin grant at once", async () => {
    t.setNow(START);
    const free = await member();
    const refused = await call(free.cookie, "POST", "/api/subscription/cancel");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SUBSCRIPTION_MESSAGES.nothingToCancel);

    const granted = await member({ subscriptionTier: "premium", subscriptionStatus: "active" });
    const cancel = await call(granted.cookie, "POST", "/api/subscription/cancel");
    expect(cancel.json().message).toBe("Your subscription is cancelled.");
    expect(await userRow(t, granted.user.id)).toMatchObject({ subscriptionTier: "free" });
  });

  it("schedules the period-end job inside the activation, one per period and state", async () => {
    t.setNow(START);
    const { user, cookie } = await paidMember();
    await call(cookie, "POST", "/api/subscription/cancel");
    const keys = (await t.ctx.db.select().from(jobs).where(eq(jobs.kind, BILLING_PERIOD_END_JOB)))
      .map((job) => job.key)
      .filter((key) => key.startsWith(`${user.id}:`));
    expect(keys.sort()).toEqual([
      `${user.id}:2026-02-28T09:00:00.000Z:active`,
      `${user.id}:2026-02-28T09:00:00.000Z:cancelled`,
    ]);
    const [row] = await t.ctx.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, user.id), eq(checkoutSessions.status, "complete")));
    expect(row?.completedAt?.toISOString()).toBe(START.toISOString());
  });

  it("has no Stripe webhook to call when Stripe is not connected", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(404);
  });

  it("offers no billing portal on the built-in checkout", async () => {
    const { cookie } = await paidMember();
    const portal = await call(cookie, "POST", "/api/subscription/billing-portal");
    expect(portal.statusCode).toBe(400);
    expect(portal.json().message).toBe(SUBSCRIPTION_MESSAGES.noBillingPortal);
  });
});
