import type { Page } from "@playwright/test";
import { adminApi, expect, openWithChart, PHONE, SIGN_UP_PATH, signInWithChart, test } from "./support.ts";

/** Fills the built-in checkout's card form and pays. */
async function payWith(page: Page, cardNumber: string) {
  await expect(page.getByTestId("order-summary")).toContainText("€8.99");
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill("Stella Lumen");
  await page.getByRole("button", { name: "Pay €8.99" }).click();
}

test.describe("buying Premium on the built-in checkout", () => {
  test("a free member upgrades from Transit Radar with 4242, gets Premium, cancels in Settings and resumes", async ({
    page,
    request,
  }) => {
    await signInWithChart(page, request);
    await expect(page.getByTestId("plan-card")).toContainText("Free Plan");

    await page.goto("/transit-radar");
    await page.getByRole("button", { name: "Upgrade Now - €8.99/month" }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_local_[0-9a-f]+$/);
    await expect(page.getByTestId("test-mode-note")).toContainText("4242 4242 4242 4242");
    await page.screenshot({ path: ".tmp/screenshots/checkout-desktop.png", fullPage: true });

    await payWith(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(/\/subscription\?checkout=success/);
    await expect(page.getByRole("heading", { name: "Welcome to Premium" })).toBeVisible();
    await page.screenshot({ path: ".tmp/screenshots/checkout-success.png" });
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page.getByTestId("plan-card")).toContainText("Premium Plan");

    await page.goto("/transit-radar");
    await expect(page.getByTestId("limited-banner")).toHaveCount(0);
    await expect(page.getByRole("option", { name: /60/ })).toBeEnabled();

    await page.goto("/subscription");
    await expect(page.getByText("ACTIVE SUBSCRIPTION")).toBeVisible();
    await expect(page.getByRole("button", { name: "Current Plan" })).toBeDisabled();
    await page.screenshot({ path: ".tmp/screenshots/subscription-premium.png", fullPage: true });

    await page.goto("/settings");
    const card = page.getByTestId("subscription-management");
    await expect(card.getByTestId("payment-list")).toContainText("€8.99");
    await expect(card.getByTestId("payment-list")).toContainText("Visa •••• 4242");
    await card.getByRole("button", { name: "Cancel Subscription" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm Cancellation" }).click();
    await expect(page.getByTestId("toast")).toContainText("Subscription Cancelled");
    await expect(card.getByRole("button", { name: "Cancelled" })).toBeDisabled();
    await expect(card.getByTestId("subscription-end-date")).toContainText(/ends on \w+ \d{1,2}, \d{4}/);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: ".tmp/screenshots/settings-cancelled.png" });

    await card.getByRole("button", { name: "Resume Subscription" }).click();
    await expect(page.getByTestId("toast")).toContainText("Subscription Resumed");
    await expect(card.getByRole("button", { name: "Cancel Subscription" })).toBeEnabled();
    await page.goto("/dashboard");
    await expect(page.getByTestId("plan-card")).toContainText("Premium Plan");
  });

  test("a declined card shows its message and leaves the member free; leaving the checkout takes no money", async ({
    page,
    request,
  }) => {
    await openWithChart(page, request, "/subscription");
    await expect(page.getByRole("heading", { name: "Your Current Plan: Free" })).toBeVisible();
    await page.screenshot({ path: ".tmp/screenshots/subscription-free.png", fullPage: true });
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(/\/checkout\//);
    await expect(page.getByTestId("order-summary")).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole("button", { name: "Pay €8.99" })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: ".tmp/screenshots/checkout-mobile.png", fullPage: true });
    await page.goto("/subscription");
    await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
    await page.screenshot({ path: ".tmp/screenshots/subscription-mobile.png", fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goBack();

    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByTestId("card-declined")).toContainText("Your card was declined.");
    await expect(page).toHaveURL(/\/checkout\//);
    await page.screenshot({ path: ".tmp/screenshots/checkout-declined.png" });

    await page.getByRole("link", { name: "Cancel and return" }).click();
    await expect(page.getByRole("heading", { name: "Checkout cancelled" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByTestId("plan-card")).toContainText("Free Plan");
  });
});

test.describe("on a 375 × 812 phone", () => {
  test.use(PHONE);

  test("a declined card's message is next to the pay button, in view and announced, with the card number focused", async ({
    page,
    request,
  }) => {
    await openWithChart(page, request, "/subscription");
    await page.getByRole("button", { name: "Upgrade to Premium" }).tap();
    await expect(page).toHaveURL(/\/checkout\//);
    // Stripe's decline test cards: a generic decline, then insufficient funds.
    for (const [card, message] of [
      ["4000 0000 0000 0002", "Your card was declined."],
      ["4000 0000 0000 9995", "Your card has insufficient funds."],
    ] as const) {
      await payWith(page, card);
      const declined = page.getByRole("alert").filter({ hasText: message });
      await expect(declined).toBeVisible();
      await expect(declined).toBeInViewport();
      await expect(page.getByLabel("Card number")).toBeFocused();
      await expect(page.getByLabel("Card number")).toBeInViewport();
      await expect(page.getByLabel("Card number")).toHaveAccessibleDescription(new RegExp(message));
      // Next to the button: nothing but the alert between the two.
      const alertBox = await declined.boundingBox();
      const payBox = await page.getByRole("button", { name: "Pay €8.99" }).boundingBox();
      expect((payBox?.y ?? 0) - ((alertBox?.y ?? 0) + (alertBox?.height ?? 0))).toBeLessThan(40);
    }
    await page.screenshot({ path: ".tmp/screenshots/checkout-declined-phone.png" });
  });
});

test.describe("the landing page", () => {
  test("shows real examples, an approved testimonial and the pricing, at 1440 px and at 375 px", async ({
    page,
    request,
    playwright,
  }) => {
    // A member writes a review in Settings; an admin approves it.
    const person = await openWithChart(page, request, "/settings");
    const quote = `The transit radar called my rough week to the day. Review ${Date.now().toString(36)}.`;
    const review = page.getByRole("form", { name: "Your review" });
    await review.locator("label").filter({ hasText: "5 stars" }).click();
    await review.getByLabel("Your review").fill(quote);
    await review.getByRole("checkbox").check();
    await review.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Waiting for review")).toBeVisible();

    const admin = await adminApi(playwright);
    const pending = (await (await admin.get("/api/admin/testimonials?status=pending")).json()) as {
      id: number;
      quote: string;
    }[];
    const id = pending.find((item) => item.quote === quote)?.id;
    expect(id).toBeTruthy();
    expect((await admin.post(`/api/admin/testimonials/${id}/approve`)).status()).toBe(200);

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.goto("/");
    await expect(page.getByTestId("landing-example")).toHaveCount(3);
    await expect(page.getByTestId("landing-example").first()).toContainText(
      /\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto)\b/,
    );
    await expect(page.getByTestId("landing-testimonials")).toContainText(quote);
    await expect(page.getByTestId("landing-testimonials")).toContainText(`${person.firstName} L.`);
    const pricing = page.getByTestId("landing-pricing");
    await expect(pricing).toContainText("€8.99");
    await expect(pricing.getByRole("link", { name: "Start Free" })).toHaveAttribute("href", SIGN_UP_PATH);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Zero Fluff, All Astrology",
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd.offers).toContainEqual(
      expect.objectContaining({ name: "Premium", price: "8.99", priceCurrency: "EUR" }),
    );
    await page.screenshot({ path: ".tmp/screenshots/landing-desktop.png", fullPage: true });

    await pricing.getByRole("button", { name: "Get Premium" }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await expect(page.getByTestId("landing-testimonials")).toContainText(quote);
    await expect(page.getByTestId("landing-pricing")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: ".tmp/screenshots/landing-mobile.png", fullPage: true });
    for (const section of ["landing-examples", "landing-testimonials", "landing-pricing"]) {
      await page.getByTestId(section).screenshot({ path: `.tmp/screenshots/${section}-mobile.png` });
    }
  });
});
