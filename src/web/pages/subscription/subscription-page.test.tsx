// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "#contracts/user";
import { makeUser, mockRoutes, renderPage, resetApp } from "#web/testing/routes.tsx";
import { SubscriptionPage } from "../subscription-page.tsx";
import { ACTIVATION_POLL_MS } from "./checkout-return.tsx";

const premium = makeUser({
  subscriptionTier: "premium",
  subscriptionStatus: "active",
  subscriptionEndDate: "2099-03-14T10:00:00.000Z",
});

function asUser(user: PublicUser) {
  return { "GET /api/user": () => ({ body: user }) };
}

const items = (card: HTMLElement) =>
  within(card)
    .getAllByRole("listitem")
    .map((li) => li.textContent);

describe("SubscriptionPage", () => {
  afterEach(resetApp);

  it("shows a free member both plans, their own marked, and the way up", async () => {
    mockRoutes(asUser(makeUser()));
    renderPage(<SubscriptionPage />, "/subscription");
    expect((await screen.findByRole("link", { name: "Back to Dashboard" })).getAttribute("href")).toBe(
      "/dashboard",
    );
    const free = screen.getByTestId("plan-free");
    expect(within(free).getByRole("heading", { name: "Your Current Plan: Free" })).toBeTruthy();
    expect(items(free)).toHaveLength(5);
    const paid = screen.getByTestId("plan-premium");
    expect(paid.textContent).toContain("€8.99/month");
    expect(items(paid)).toHaveLength(7);
    expect(items(paid)).toContain("Ask the Oracle: 1 question a day");
    expect(items(paid)).toContain("Throwback horoscopes: 1 date a day, any day since 1900");
    expect(items(paid).some((item) => item?.includes("60 days"))).toBe(true);
    expect(within(paid).getByRole("button", { name: "Upgrade to Premium" })).toBeTruthy();
    expect(within(paid).queryByText("ACTIVE SUBSCRIPTION")).toBeNull();
    expect(screen.getByText(/may take up to 24 hours/)).toBeTruthy();
  });

  it("marks an active premium plan and says when it renews", async () => {
    mockRoutes(asUser(premium));
    renderPage(<SubscriptionPage />, "/subscription");
    const paid = await screen.findByTestId("plan-premium");
    expect(within(paid).getByText("ACTIVE SUBSCRIPTION")).toBeTruthy();
    expect(within(paid).getByRole("button", { name: "Current Plan" })).toHaveProperty("disabled", true);
    expect(within(paid).queryByRole("button", { name: "Upgrade to Premium" })).toBeNull();
    expect(screen.getByTestId("plan-dates").textContent).toContain("Renews on March 14, 2099.");
    expect(within(screen.getByTestId("plan-free")).getByRole("heading", { name: "Free" })).toBeTruthy();
  });

  it("gives a cancelled plan's end date", async () => {
    mockRoutes(asUser({ ...premium, subscriptionStatus: "cancelled" }));
    renderPage(<SubscriptionPage />, "/subscription");
    expect((await screen.findByTestId("plan-dates")).textContent).toContain(
      "Cancelled: Premium ends on March 14, 2099.",
    );
  });

  it("after paying, asks again until the webhook has activated Premium, then welcomes the member", async () => {
    let user = makeUser();
    const calls = mockRoutes({ "GET /api/user": () => ({ body: user }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<SubscriptionPage />, "/subscription?checkout=success&session_id=cs_1");
    expect(await screen.findByText("Payment received. Activating Premium…")).toBeTruthy();
    const asked = () => calls.filter((call) => call.path === "/api/user").length;
    const before = asked();
    await act(() => vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS));
    await waitFor(() => expect(asked()).toBe(before + 1));
    user = premium;
    await act(() => vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS));
    expect(await screen.findByRole("heading", { name: "Welcome to Premium" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/dashboard");
    const settled = asked();
    await act(() => vi.advanceTimersByTimeAsync(ACTIVATION_POLL_MS * 3));
    expect(asked()).toBe(settled);
  });

  it("says a left checkout took no money and offers to try again", async () => {
    mockRoutes(asUser(makeUser()));
    renderPage(<SubscriptionPage />, "/subscription?checkout=cancelled");
    expect(await screen.findByRole("heading", { name: "Checkout cancelled" })).toBeTruthy();
    expect(screen.getByText(/No payment was taken/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});
