import type { Page } from "@playwright/test";
import { expect, getServed, test } from "./support.ts";

// The public pages arrive as HTML built at build time (scripts/prerender.mjs) and are then hydrated
// by the same components: a visitor reads them before any script runs, and never sees a spinner.
const PAGES = [
  {
    path: "/",
    heading: "Your birth chart and daily horoscope, worked out from the real sky",
    text: "Computed from real planetary positions",
  },
  { path: "/about", heading: "About Zero Fluff, All Astrology", text: "Astrology that shows its working" },
  { path: "/features", heading: "Features", text: "Everything that makes your chart a chart is free" },
  { path: "/privacy", heading: "Privacy Policy", text: "What we collect, why, how long we keep it" },
  { path: "/cookies", heading: "Cookie Policy", text: "A sign-in cookie and its visible twin" },
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
    test(`${path} hydrates without a console error, a CSP report or a session probe`, async ({ page }) => {
      const errors = await collectErrors(page, path === "/no/such/page" ? 404 : undefined);
      const probes: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/user")) probes.push(request.url());
      });
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
      // A visitor without the signed-in hint is known to be signed out: nothing to ask (ADR 028).
      expect(probes).toEqual([]);
      expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual([]);
    });
  }

  test("client-side navigation works after hydration", async ({ page }) => {
    await page.goto("/about");
    await page.getByTestId("footer").getByRole("link", { name: "Features", exact: true }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Features");
  });
});

/**
 * Console errors, uncaught exceptions (a hydration mismatch is reported as one) and CSP violations
 * (zod's eval probe was one on every page until it ran jitless).
 */
async function collectErrors(page: Page, expectedStatus?: number): Promise<string[]> {
  const errors: string[] = [];
  page.on("console", (message) => {
    // The 404 page's document is a 404; the browser logs that response as an error.
    const status = /status of (\d+)/.exec(message.text())?.[1];
    if (message.type() === "error" && (status === undefined || status !== String(expectedStatus)))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return errors;
}

test.describe("for crawlers and link previews", () => {
  const PUBLIC = PAGES.filter(({ path }) => path !== "/no/such/page").map(({ path }) => path);

  test("each public page names its canonical address, its own description and its own 1200×630 picture", async ({
    request,
    baseURL,
  }) => {
    const descriptions = new Set<string>();
    for (const path of PUBLIC) {
      // What a crawler reads: the HTML as sent, no script run.
      const html = await (await request.get(path)).text();
      const tag = (pattern: RegExp) => pattern.exec(html)?.[1];
      const meta = (key: string) => tag(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
      expect(tag(/<link rel="canonical" href="([^"]*)"/)).toBe(`${baseURL}${path}`);
      const description = meta("description") ?? "";
      expect(description.length).toBeGreaterThan(50);
      descriptions.add(description);
      expect(meta("og:description")).toBe(description);
      expect(meta("og:title")).toBeTruthy();
      expect(meta("twitter:card")).toBe("summary_large_image");
      const image = meta("og:image") ?? "";
      expect(image).toMatch(new RegExp(`^${baseURL}/og/[a-z-]+\\.png$`));
      expect(meta("twitter:image")).toBe(image);
      const png = await request.get(image);
      expect(png.headers()["content-type"]).toBe("image/png");
      const bytes = await png.body();
      // The PNG's IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    expect(descriptions.size).toBe(PUBLIC.length);
  });

  test("robots.txt allows the pages and points to a sitemap of every public page at this address", async ({
    request,
    baseURL,
  }) => {
    const robots = await getServed(request, "/robots.txt", "text/plain");
    const text = await robots.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await getServed(request, "/sitemap.xml", "application/xml");
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(PUBLIC.map((path) => `${baseURL}${path}`));
  });
});

test.describe("compressed pages", () => {
  for (const encoding of ["br", "gzip"] as const) {
    test(`the landing page and a signed-in route's page come as ${encoding} when asked`, async ({
      request,
    }) => {
      for (const path of ["/", "/today"]) {
        const response = await request.get(path, { headers: { "accept-encoding": encoding } });
        expect(response.status()).toBe(200);
        expect(response.headers()["content-encoding"]).toBe(encoding);
        expect(response.headers().vary).toContain("accept-encoding");
        // Playwright decodes the body: it is the page.
        expect(await response.text()).toContain('<div id="root">');
      }
    });
  }
});
