import { describe, expect, it } from "vitest";
import { ADMIN_STATS_DAYS } from "#contracts/admin";
import { PREMIUM_PRICE_CENTS } from "#contracts/constants";
import { payments } from "#server/db/schema";
import { PAYMENT_DESCRIPTIONS } from "#server/platform/payments/subscription-state";
import { fileTestApp } from "#server/test-support/test-app";
import { insertUser, sessionCookieFor } from "#server/test-support/users";

const NOW = new Date("2026-06-15T12:00:00Z");
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

const t = fileTestApp({ now: NOW });

describe("GET /api/admin/stats", () => {
  it("counts users by the plan they have now, charts 30 days of sign-ups and new subscriptions, and sums MRR", async () => {
    const db = t.ctx.db;
    /** A member who signed up on `createdAt`, on `tier` in `status` until `subscriptionEndDate`. */
    const subscriber = (
      createdAt: Date,
      subscriptionTier: "premium" | "pro",
      subscriptionStatus: "active" | "cancelled",
      subscriptionEndDate: Date | null,
    ) => insertUser(db, { createdAt, subscriptionTier, subscriptionStatus, subscriptionEndDate });
    const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);
    const admin = await insertUser(db, { isAdmin: true, createdAt: daysAgo(100) });
    // Free: never subscribed, and a cancelled subscription whose end date has passed.
    await insertUser(db, { createdAt: NOW });
    await subscriber(daysAgo(45), "premium", "cancelled", daysAgo(1));
    // Premium now: paid and renewing (×2), a grant without end date, cancelled until next week.
    const payer = await subscriber(daysAgo(3), "premium", "active", inDays(27));
    await subscriber(daysAgo(3), "premium", "active", inDays(5));
    await subscriber(daysAgo(29), "premium", "active", null);
    await subscriber(daysAgo(30), "premium", "cancelled", inDays(7));
    // Pro, renewing.
    await subscriber(NOW, "pro", "active", inDays(20));
    const payment = (
      reference: string,
      createdAt: Date,
      description: string,
      status: "paid" | "failed" = "paid",
    ) => ({
      userId: payer.id,
      provider: "builtin" as const,
      reference,
      amountCents: PREMIUM_PRICE_CENTS,
      currency: "eur",
      status,
      description,
      createdAt,
    });
    await db
      .insert(payments)
      .values([
        payment("a", daysAgo(3), PAYMENT_DESCRIPTIONS.first),
        payment("b", daysAgo(3), PAYMENT_DESCRIPTIONS.first),
        payment("c", NOW, PAYMENT_DESCRIPTIONS.first),
        payment("d", NOW, PAYMENT_DESCRIPTIONS.renewal),
        payment("e", NOW, PAYMENT_DESCRIPTIONS.first, "failed"),
        payment("f", daysAgo(40), PAYMENT_DESCRIPTIONS.first),
      ]);

    const cookie = await sessionCookieFor(db, t.ctx.secret, admin.id, NOW);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({
      totalUsers: 8,
      activeSubscribers: 5,
      freeUsers: 3,
      premiumUsers: 4,
      proUsers: 1,
      renewingSubscriptions: 3,
      mrrCents: 3 * PREMIUM_PRICE_CENTS,
      currency: "eur",
    });

    expect(stats.signupsPerDay).toHaveLength(ADMIN_STATS_DAYS);
    expect(stats.signupsPerDay[0].date).toBe("2026-05-17");
    expect(stats.signupsPerDay.at(-1)).toEqual({ date: "2026-06-15", count: 2 });
    const signups = Object.fromEntries(
      stats.signupsPerDay.map((d: { date: string; count: number }) => [d.date, d.count]),
    );
    expect(signups["2026-06-12"]).toBe(2);
    expect(signups["2026-05-17"]).toBe(1);
    // 30 days ago is outside the window; so are older sign-ups.
    expect(stats.signupsPerDay.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(5);

    expect(stats.newSubscriptionsPerDay).toHaveLength(ADMIN_STATS_DAYS);
    expect(stats.newSubscriptionsPerDay.at(-1)).toEqual({ date: "2026-06-15", count: 1 });
    const subs = stats.newSubscriptionsPerDay.reduce((sum: number, d: { count: number }) => sum + d.count, 0);
    expect(subs).toBe(3);
  });
});
