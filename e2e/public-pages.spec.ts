import { expect, test } from "./support.ts";

test.describe("a visitor without an account", () => {
  test("on a 1440 px screen, sees today's line beside the heading in the first screen", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const today = page.getByTestId("landing-today");
    await expect(today.locator("blockquote")).toBeVisible();
    await expect(today).toBeInViewport();
    await page.screenshot({ path: ".tmp/screenshots/landing-1440.png" });
  });

  test("sees the landing page with the tagline and a way to get a birth chart", async ({ page }) => {
    await page.goto("/");
    // The heading says what the product does; the brand stands beside it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your birth chart and daily horoscope, worked out from the real sky",
    );
    await expect(page.locator("#landing-title").locator("xpath=preceding-sibling::p[1]")).toHaveText(
      "Zero Fluff, All Astrology",
    );
    await expect(page.locator("main")).not.toContainText(/\bAI\b/);
    const cta = page.getByRole("link", { name: "Get Your Birth Chart" }).first();
    await expect(cta).toHaveAttribute("href", "/auth?tab=signup");
    await expect(page.getByTestId("brand-link")).toHaveAttribute("href", "/");
  });

  test("reads the static pages", async ({ page }) => {
    for (const [path, heading] of [
      ["/about", /about/i],
      ["/features", /features/i],
      ["/privacy", /privacy/i],
      ["/cookies", /cookie/i],
      ["/terms", /terms/i],
      ["/disclaimer", /disclaimer/i],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });

  test("reads the legal texts written in Markdown: the callout, the tables, and links that stay in the app", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await expect(page.getByText("The short version")).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Legal basis (GDPR article 6)" })).toBeVisible();
    // A link to one of our pages navigates in the app: the window's marker survives.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await page.locator(".prose-cosmic").getByRole("link", { name: "cookie policy" }).first().click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/cookie/i);
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
    await page.goto("/terms");
    await expect(page.getByText("The essentials")).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: test.info().outputPath("terms-375.png"), fullPage: false });
  });

  test("gets the 404 screen with its exact texts on an unknown path", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  test("finds the footer links and the collapsible business information on every page", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByTestId("footer");
    for (const name of ["About", "Features", "Sign In", "Privacy", "Cookies", "Terms", "Disclaimer"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("business-info")).toBeHidden();
    await footer.getByRole("button", { name: "Business information" }).click();
    await expect(page.getByTestId("business-info")).toContainText("E2E Owner");
    await expect(page.getByTestId("business-info")).toContainText("VAT number");
  });

  test("is redirected from protected pages: to / in general, to /auth from Daily Dose and the Oracle", async ({
    page,
  }) => {
    for (const path of ["/dashboard", "/today", "/birth-chart", "/settings", "/admin"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    for (const path of ["/cosmic-quotes", "/ask-oracle"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test("gets JSON errors from the API, not the SPA", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(await health.json()).toEqual({ status: "ok" });
    const user = await request.get("/api/user");
    expect(user.status()).toBe(401);
    const missing = await request.get("/api/nothing-here");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toHaveProperty("message");
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the first screen shows a piece of the product: today's line from today's sky", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    const today = page.getByTestId("landing-today");
    await expect(today.locator("blockquote")).toContainText(
      /\b(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto)\b/,
    );
    const day = new Date().toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
    await expect(today).toContainText(day);
    const box = await today.boundingBox();
    expect(box && box.y + box.height <= 812).toBe(true);
    // Nothing of the hero is cut at the right edge.
    for (const part of [page.getByRole("heading", { level: 1 }), today]) {
      const edge = await part.boundingBox();
      expect(edge && edge.x >= 0 && edge.x + edge.width <= 375).toBe(true);
    }
    await expect(page.getByRole("link", { name: "Get Your Birth Chart" }).first()).toBeInViewport();
    await page.screenshot({ path: ".tmp/screenshots/landing-fold-375.png" });
  });

  test("the landing page fits the screen without sideways scrolling", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
