import { describe, expect, it } from "vitest";
import { isPremium, mayUseThrowback } from "./policy.ts";

const now = new Date("2026-06-01T12:00:00Z");
const base = { subscriptionStatus: null, subscriptionEndDate: null, isAdmin: false } as const;

describe("policy", () => {
  it("treats premium and pro as premium and anything else as free", () => {
    expect(isPremium({ ...base, subscriptionTier: "premium" }, now)).toBe(true);
    expect(isPremium({ ...base, subscriptionTier: "pro" }, now)).toBe(true);
    expect(isPremium({ ...base, subscriptionTier: "free" }, now)).toBe(false);
    expect(isPremium({ ...base, subscriptionTier: "gold" }, now)).toBe(false);
  });

  it("keeps a cancelled subscription premium until its end date", () => {
    const cancelled = { ...base, subscriptionTier: "premium", subscriptionStatus: "cancelled" };
    expect(isPremium({ ...cancelled, subscriptionEndDate: new Date("2026-06-02T00:00:00Z") }, now)).toBe(
      true,
    );
    expect(isPremium({ ...cancelled, subscriptionEndDate: new Date("2026-05-31T00:00:00Z") }, now)).toBe(
      false,
    );
    expect(isPremium({ ...cancelled, subscriptionEndDate: null }, now)).toBe(false);
  });

  it("gives Throwback to the premium tier only, not pro", () => {
    expect(mayUseThrowback({ ...base, subscriptionTier: "premium" }, now)).toBe(true);
    expect(mayUseThrowback({ ...base, subscriptionTier: "pro" }, now)).toBe(false);
  });
});
