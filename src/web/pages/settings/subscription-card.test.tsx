// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TESTIMONIAL_MESSAGES } from "#contracts/landing";
import type { Subscription } from "#contracts/payments";
import type { PublicUser } from "#contracts/user";
import { checkoutNavigation } from "#web/lib/checkout.ts";
import { makeUser, mockApi, renderWithApp, resetApp } from "#web/testing/app.tsx";
import { SettingsPage } from "../settings-page.tsx";

const END = "2099-02-28T09:00:00.000Z";

function subscriptionOf(user: PublicUser, extra: Partial<Subscription> = {}): Subscription {
  return {
    provider: "builtin",
    premium: user.subscriptionTier !== "free",
    tier: user.subscriptionTier,
    status: user.subscriptionStatus,
    endDate: user.subscriptionEndDate,
    canResume: user.subscriptionStatus === "cancelled",
    canManageBilling: false,
    payments: [],
    ...extra,
  };
}

const card = () => screen.findByTestId("subscription-management");

describe("Settings: subscription and review", () => {
  afterEach(() => {
    resetApp();
    vi.restoreAllMocks();
  });

  it("lists the built-in checkout's payments, and resumes a cancelled subscription", async () => {
    let user = makeUser({
      subscriptionTier: "premium",
      subscriptionStatus: "cancelled",
      subscriptionEndDate: END,
    });
    const payments: Subscription["payments"] = [
      {
        id: 2,
        date: "2099-01-31T09:00:00.000Z",
        amountCents: 899,
        currency: "eur",
        status: "paid",
        description: "Premium, monthly renewal",
        card: "Visa •••• 4242",
      },
      {
        id: 1,
        date: "2098-12-31T09:00:00.000Z",
        amountCents: 899,
        currency: "eur",
        status: "paid",
        description: "Premium, first month",
        card: "Visa •••• 4242",
      },
    ];
    const calls = mockApi({
      "GET /api/user": () => ({ body: user }),
      "GET /api/subscription": () => ({ body: subscriptionOf(user, { payments }) }),
      "POST /api/subscription/resume": () => {
        user = { ...user, subscriptionStatus: "active" };
        return { body: { message: "Your subscription is active again. It renews on February 28, 2099." } };
      },
    });
    renderWithApp(<SettingsPage />, "/settings");
    const management = await card();
    const list = await within(management).findByTestId("payment-list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "January 31, 2099 · Premium, monthly renewal · Visa •••• 4242€8.99",
      "December 31, 2098 · Premium, first month · Visa •••• 4242€8.99",
    ]);
    expect(within(management).getByRole("button", { name: "Cancelled" })).toHaveProperty("disabled", true);
    expect(within(management).getByTestId("subscription-end-date").textContent).toContain(
      "February 28, 2099",
    );
    fireEvent.click(within(management).getByRole("button", { name: "Resume Subscription" }));
    expect(await screen.findByText("Subscription Resumed")).toBeTruthy();
    await waitFor(() =>
      expect(within(management).getByRole("button", { name: "Cancel Subscription" })).toBeTruthy(),
    );
    expect(calls.filter((call) => call.path === "/api/subscription/resume")).toHaveLength(1);
  });

  it("opens Stripe's billing portal for a Stripe member", async () => {
    const go = vi.spyOn(checkoutNavigation, "go").mockImplementation(() => {});
    const user = makeUser({
      subscriptionTier: "premium",
      subscriptionStatus: "active",
      subscriptionEndDate: END,
    });
    mockApi({
      "GET /api/user": () => ({ body: user }),
      "GET /api/subscription": () => ({
        body: subscriptionOf(user, { provider: "stripe", canManageBilling: true }),
      }),
      "POST /api/subscription/billing-portal": () => ({
        body: { url: "https://billing.stripe.com/p/session/test_1" },
      }),
    });
    renderWithApp(<SettingsPage />, "/settings");
    fireEvent.click(await within(await card()).findByRole("button", { name: "Manage billing" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://billing.stripe.com/p/session/test_1"));
  });

  it("shows a failed renewal as such, with the date premium lasts until", async () => {
    const user = makeUser({
      subscriptionTier: "premium",
      subscriptionStatus: "past_due",
      subscriptionEndDate: END,
    });
    mockApi({ "GET /api/user": () => ({ body: user }) });
    renderWithApp(<SettingsPage />, "/settings");
    const management = await card();
    expect(within(management).getByText("Payment failed")).toBeTruthy();
    expect(within(management).getByTestId("subscription-end-date").textContent).toContain(
      "The last renewal payment failed. Your premium access ends on February 28, 2099.",
    );
  });

  it("sends a review with its rating and consent, and shows that it waits for review", async () => {
    let mine: unknown = { testimonial: null };
    const calls = mockApi({
      "GET /api/user": () => ({ body: makeUser() }),
      "GET /api/testimonials/mine": () => ({ body: mine }),
      "POST /api/testimonials": (body) => {
        mine = { testimonial: { ...(body as object), author: "Ada L.", status: "pending", createdAt: END } };
        return { body: { message: TESTIMONIAL_MESSAGES.submitted } };
      },
    });
    renderWithApp(<SettingsPage />, "/settings");
    const review = await screen.findByRole("form", { name: "Your review" });
    fireEvent.change(within(review).getByLabelText("Your review"), {
      target: { value: "The roast mode read me better than my therapist." },
    });
    fireEvent.click(within(review).getByRole("button", { name: "Submit Review" }));
    expect(await within(review).findByText(TESTIMONIAL_MESSAGES.rating)).toBeTruthy();
    expect(within(review).getByText(TESTIMONIAL_MESSAGES.consent)).toBeTruthy();
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/testimonials")).toBe(false);

    fireEvent.click(within(review).getByLabelText("4 stars"));
    fireEvent.click(within(review).getByRole("checkbox"));
    fireEvent.click(within(review).getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText(TESTIMONIAL_MESSAGES.submitted)).toBeTruthy();
    expect(calls.find((call) => call.method === "POST" && call.path === "/api/testimonials")?.body).toEqual({
      rating: 4,
      quote: "The roast mode read me better than my therapist.",
      consent: true,
    });
    expect(await screen.findByText("Waiting for review")).toBeTruthy();
  });
});
