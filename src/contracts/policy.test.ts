import { describe, expect, it } from "vitest";
import { hasPremiumTier, isAdmin, isPremium, mayUseThrowback, type PolicyUser } from "./policy.ts";

const now = new Date("2026-06-01T12:00:00Z");
const END_DATES = {
  none: null,
  past: new Date("2026-06-01T11:59:59Z"),
  future: new Date("2026-06-01T12:00:01Z"),
} as const;
type EndKey = keyof typeof END_DATES;
const END_KEYS = Object.keys(END_DATES) as EndKey[];

const TIERS = ["free", "premium", "pro", "gold"] as const;
const STATUSES = ["none", "active", "cancelled", "past_due"] as const;
type Tier = (typeof TIERS)[number];
type Status = (typeof STATUSES)[number];

/**
 * The expected answer for every tier × status, one character per end date in the order
 * none · past · future: "y" allowed, "-" refused. Written out by hand from the plan rules, not
 * computed, so the table is the specification the code is checked against.
 */
type Table = Record<Tier, Record<Status, string>>;
const PREMIUM: Table = {
  free: { none: "---", active: "---", cancelled: "---", past_due: "---" },
  premium: { none: "yyy", active: "yyy", cancelled: "--y", past_due: "--y" },
  pro: { none: "yyy", active: "yyy", cancelled: "--y", past_due: "--y" },
  gold: { none: "---", active: "---", cancelled: "---", past_due: "---" },
};
const THROWBACK: Table = {
  free: { none: "---", active: "---", cancelled: "---", past_due: "---" },
  premium: { none: "yyy", active: "yyy", cancelled: "--y", past_due: "--y" },
  pro: { none: "---", active: "---", cancelled: "---", past_due: "---" },
  gold: { none: "---", active: "---", cancelled: "---", past_due: "---" },
};
/** Subscription management looks at the tier only. */
const PREMIUM_TIER: Record<Tier, boolean> = { free: false, premium: true, pro: true, gold: false };

function user(tier: Tier, status: Status, end: EndKey, isAdminFlag: boolean): PolicyUser {
  return {
    subscriptionTier: tier,
    subscriptionStatus: status === "none" ? null : status,
    subscriptionEndDate: END_DATES[end],
    isAdmin: isAdminFlag,
  };
}

const rows = TIERS.flatMap((tier) =>
  STATUSES.flatMap((status) =>
    END_KEYS.flatMap((end, index) =>
      [false, true].map((admin) => ({
        tier,
        status,
        end,
        admin,
        premium: PREMIUM[tier][status][index] === "y",
        throwback: THROWBACK[tier][status][index] === "y",
      })),
    ),
  ),
);

describe("the plan rules, feature × tier × status × end date × admin", () => {
  it("covers all 96 combinations", () => {
    expect(rows).toHaveLength(TIERS.length * STATUSES.length * END_KEYS.length * 2);
  });

  it.each(rows)("$tier/$status/end $end/admin $admin → premium $premium, throwback $throwback", (row) => {
    const server = user(row.tier, row.status, row.end, row.admin);
    // The browser holds the end date as an ISO string; the answer must be the same.
    const browser = { ...server, subscriptionEndDate: END_DATES[row.end]?.toISOString() ?? null };
    for (const subject of [server, browser]) {
      expect(isPremium(subject, now)).toBe(row.premium);
      expect(mayUseThrowback(subject, now)).toBe(row.throwback);
      expect(hasPremiumTier(subject)).toBe(PREMIUM_TIER[row.tier]);
      // Admin rights come from the flag alone: no plan grants them, none takes them away.
      expect(isAdmin(subject)).toBe(row.admin);
    }
  });

  it("ends access at the end date's exact instant, not a moment later", () => {
    const cancelled = user("premium", "cancelled", "none", false);
    expect(isPremium({ ...cancelled, subscriptionEndDate: now }, now)).toBe(false);
    expect(isPremium({ ...cancelled, subscriptionEndDate: new Date(now.getTime() + 1) }, now)).toBe(true);
  });

  it("treats an unreadable end date as no end date", () => {
    const cancelled = { ...user("premium", "cancelled", "none", false), subscriptionEndDate: "not a date" };
    expect(isPremium(cancelled, now)).toBe(false);
  });
});
