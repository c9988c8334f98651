import type { Page } from "@playwright/test";
import { expect, test } from "./support.ts";

// The public pages arrive as HTML built at build time (scripts/prerender.mjs) and are then hydrated
// by the same components: a visitor reads them before any script runs, and never sees a spinner.
const PAGES = [
  { path: "/", heading: /Zero Fluff,\s*All Astrology/, text: "Computed from real planetary positions" },
  { path: "/about", heading: "About Zero Fluff, All Astrology", text: "Astrology that shows its working" },
  { path: "/features", heading: "Features", text: "Everything that makes your chart a chart is free" },
  { path: "/privacy", heading: "Privacy Policy", text: "What we collect, why, how long we keep it" },
  { path: "/cookies", heading: "Cookie Policy", text: "One cookie, one bit of browser storage" },
  { path: "/terms", heading: "Terms of Service", text: "The agreement between you and us" },
  { path: "/disclaimer", heading: "Disclaimer", text: "Precise planets, symbolic meanings" },
  { path: "/auth", heading: "Welcome back", text: "Enter your credentials to access your account" },
  {
    path: "/no/such/page",
    heading: "404 Page Not Found",
    text: "Did you forget to add the page to the router?",
  },
] as const;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of PAGES) {
    test(`${path} shows its heading, text and head tags`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === "/no/such/page" ? 404 : 200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    });
  }

  test("the landing page carries its title, Open Graph tags and JSON-LD with this server's address", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Birth charts and horoscopes from real planetary positions/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/`);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({ "@type": "WebApplication", url: `${baseURL}/` });
  });

  test("the sign-in form cannot be sent before the page is live: no password ever lands in an address", async ({
    page,
  }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill("early@example.com");
    await page.getByLabel("Password", { exact: true }).fill("typed-before-the-scripts");
    await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeDisabled();
    await page.getByLabel("Password", { exact: true }).press("Enter");
    expect(new URL(page.url()).search).toBe("");
  });
});

test.describe("with JavaScript", () => {
  for (const { path, heading } of PAGES) {
    test(`${path} hydrates without a console error`, async ({ page }) => {
      const errors = collectErrors(page, path === "/no/such/page" ? 404 : 401);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      // Hydrated: React has attached itself to the prerendered markup.
      await expect
        .poll(() =>
          page.evaluate(() =>
            Object.keys(document.getElementById("root") ?? {}).some((key) =>
              key.startsWith("__reactContainer"),
            ),
          ),
        )
        .toBe(true);
      // The session check has answered (the footer's Sign In link depends on it) without a mismatch.
      await expect(
        page.getByTestId("footer").getByRole("link", { name: "Sign In", exact: true }),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test("client-side navigation works after hydration", async ({ page }) => {
    await page.goto("/about");
    await page.getByTestId("footer").getByRole("link", { name: "Features", exact: true }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Features");
  });
});

/** Console errors and uncaught exceptions (a hydration mismatch is reported as one). */
function collectErrors(page: Page, expectedStatus: number): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    // The signed-out session check answers 401 by design, and the 404 page's document is a 404; the
    // browser logs those responses as errors.
    const expected = /status of (\d+)/.exec(message.text())?.[1];
    if (message.type() === "error" && expected !== "401" && expected !== String(expectedStatus))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
