// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkoutNavigation } from "#web/lib/checkout.ts";
import { makeUser, mockRoutes, renderPage, resetApp } from "#web/testing/routes.tsx";
import { CheckoutButton } from "./checkout-button.tsx";

const signedIn = { "GET /api/user": () => ({ body: makeUser() }) };
const signedOut = { "GET /api/user": () => ({ status: 401, body: { message: "Authentication required" } }) };

async function clickUpgrade() {
  const button = await screen.findByRole("button", { name: "Upgrade to Premium" });
  await waitFor(() => expect(button).toHaveProperty("disabled", false));
  fireEvent.click(button);
}

describe("CheckoutButton", () => {
  afterEach(() => {
    resetApp();
    vi.restoreAllMocks();
  });

  it("asks for a session, says it is starting, and sends the browser to the checkout", async () => {
    const go = vi.spyOn(checkoutNavigation, "go").mockImplementation(() => {});
    const calls = mockRoutes({
      ...signedIn,
      "POST /api/create-checkout-session": () => ({ body: { url: "/checkout/cs_local_1" } }),
    });
    renderPage(<CheckoutButton>Upgrade to Premium</CheckoutButton>);
    await clickUpgrade();
    expect(screen.getByRole("button", { name: "Starting checkout..." })).toHaveProperty("disabled", true);
    await waitFor(() => expect(go).toHaveBeenCalledWith("/checkout/cs_local_1"));
    expect(calls.filter((call) => call.path === "/api/create-checkout-session")).toHaveLength(1);
  });

  it.each([
    [
      "a signed-out answer",
      { status: 401, body: { message: "Authentication required: please sign in to continue." } },
      "Authentication Required",
      "Please log in to continue with your purchase",
    ],
    [
      "the provider's error",
      {
        status: 502,
        body: {
          message: "x",
          code: "provider_failed",
          error: "Stripe could not start the checkout right now. Please try again.",
        },
      },
      "Checkout Failed",
      "Stripe could not start the checkout right now. Please try again.",
    ],
    ["a failure without a reason", { status: 500 }, "Checkout Failed", "Failed to create checkout session"],
    ["an answer without a URL", { status: 200, body: {} }, "Checkout Failed", "No checkout URL received"],
    [
      "already premium",
      {
        status: 409,
        body: {
          message: "You already have Premium. Manage your subscription in Settings.",
          code: "already_premium",
          error: "You already have Premium. Manage your subscription in Settings.",
        },
      },
      "Checkout Failed",
      "You already have Premium. Manage your subscription in Settings.",
    ],
  ])(
    "shows the right toast for %s and lets the member try again",
    async (_case, answer, title, description) => {
      const go = vi.spyOn(checkoutNavigation, "go").mockImplementation(() => {});
      mockRoutes({ ...signedIn, "POST /api/create-checkout-session": () => answer });
      renderPage(<CheckoutButton>Upgrade to Premium</CheckoutButton>);
      await clickUpgrade();
      // One toast at a time: the new one replaces any earlier one.
      await waitFor(() => expect(screen.getByTestId("toast").textContent).toBe(`${title}${description}`));
      expect(go).not.toHaveBeenCalled();
      expect(screen.getByRole("button", { name: "Upgrade to Premium" })).toHaveProperty("disabled", false);
    },
  );

  it("sends a visitor to sign in first, without asking for a session", async () => {
    const calls = mockRoutes(signedOut);
    renderPage(<CheckoutButton>Upgrade to Premium</CheckoutButton>, "/");
    await waitFor(() => expect(calls.some((call) => call.path === "/api/user")).toBe(true));
    await clickUpgrade();
    await waitFor(() => expect(window.location.pathname).toBe("/auth"));
    expect(calls.some((call) => call.path === "/api/create-checkout-session")).toBe(false);
  });
});
