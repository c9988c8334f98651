// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Route } from "wouter";
import { CARD_MESSAGES, type CheckoutSummary } from "#contracts/payments";
import { makeUser, mockRoutes, renderPage, resetApp } from "#web/testing/routes.tsx";
import { CheckoutPage } from "../checkout-page.tsx";
import { formatCardNumber, formatExpiry } from "./card-form.tsx";

const SUMMARY: CheckoutSummary = {
  id: "cs_local_abc",
  status: "open",
  product: "Zero Fluff, All Astrology Premium",
  amountCents: 899,
  currency: "eur",
  interval: "month",
  email: "ada@example.com",
  successUrl: "/subscription?checkout=success&session_id=cs_local_abc",
  cancelUrl: "/subscription?checkout=cancelled",
};

function open(routes: Parameters<typeof mockRoutes>[0] = {}, summary: CheckoutSummary = SUMMARY) {
  const calls = mockRoutes({
    "GET /api/user": () => ({ body: makeUser() }),
    "GET /api/checkout/cs_local_abc": () => ({ body: summary }),
    ...routes,
  });
  renderPage(
    <Route path="/checkout/:sessionId">
      <CheckoutPage />
    </Route>,
    "/checkout/cs_local_abc",
  );
  return calls;
}

function fill(card: Partial<Record<"Card number" | "Expiry (MM / YY)" | "CVC" | "Name on card", string>>) {
  const values = {
    "Card number": "4242 4242 4242 4242",
    "Expiry (MM / YY)": "12 / 34",
    CVC: "123",
    "Name on card": "Ada Lovelace",
    ...card,
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const payButton = () => screen.getByRole("button", { name: "Pay €8.99" });
const payments = (calls: ReturnType<typeof mockRoutes>) => calls.filter((call) => call.path.endsWith("/pay"));

describe("the built-in checkout page", () => {
  afterEach(resetApp);

  it("shows the order: Premium at €8.99 a month, VAT included, monthly renewal, cancel anytime, and the test cards", async () => {
    open();
    const summary = await screen.findByTestId("order-summary");
    for (const text of [
      "Premium",
      "€8.99/month",
      "VAT included",
      "Renews monthly",
      "Cancel anytime",
      "ada@example.com",
    ]) {
      expect(summary.textContent).toContain(text);
    }
    expect(screen.getByTestId("test-mode-note").textContent).toContain("4242 4242 4242 4242");
    expect(screen.getByRole("link", { name: "Cancel and return" }).getAttribute("href")).toBe(
      SUMMARY.cancelUrl,
    );
  });

  it("checks the card before sending it: number, expiry (also in the past) and CVC", async () => {
    const calls = open();
    await screen.findByTestId("order-summary");
    fill({ "Card number": "4242 4242 4242 4241", "Expiry (MM / YY)": "01 / 20", CVC: "1" });
    fireEvent.click(payButton());
    expect(await screen.findByText(CARD_MESSAGES.numberInvalid)).toBeTruthy();
    expect(screen.getByText(CARD_MESSAGES.expiryPast)).toBeTruthy();
    expect(screen.getByText(CARD_MESSAGES.cvcIncomplete)).toBeTruthy();
    expect(payments(calls)).toHaveLength(0);
  });

  it("shows a declined card's message and stays on the page", async () => {
    const calls = open({
      "POST /api/checkout/cs_local_abc/pay": () => ({
        status: 402,
        body: { message: "Your card was declined.", code: "card_declined", declineCode: "generic_decline" },
      }),
    });
    await screen.findByTestId("order-summary");
    fill({ "Card number": "4000 0000 0000 0002" });
    fireEvent.click(payButton());
    expect((await screen.findByTestId("card-declined")).textContent).toContain("Your card was declined.");
    expect(payments(calls)[0]?.body).toMatchObject({
      cardNumber: "4000000000000002",
      expiry: "12 / 34",
      cvc: "123",
    });
    expect(window.location.pathname).toBe("/checkout/cs_local_abc");
  });

  it("pays and goes back to the Subscription page's success screen", async () => {
    open({ "POST /api/checkout/cs_local_abc/pay": () => ({ body: { redirectUrl: SUMMARY.successUrl } }) });
    await screen.findByTestId("order-summary");
    fill({});
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(SUMMARY.successUrl),
    );
  });

  it("says so when the checkout has expired or does not exist", async () => {
    open({}, { ...SUMMARY, status: "expired" });
    expect(await screen.findByRole("heading", { name: "This checkout has expired" })).toBeTruthy();
    resetApp();
    open({
      "GET /api/checkout/cs_local_abc": () => ({
        status: 404,
        body: { message: "This checkout does not exist." },
      }),
    });
    expect(await screen.findByRole("heading", { name: "This checkout does not exist" })).toBeTruthy();
  });

  it("formats the card number and expiry while typing", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 42")).toBe("4242 4242 42");
    expect(formatExpiry("1234")).toBe("12 / 34");
    expect(formatExpiry("1")).toBe("1");
  });
});
