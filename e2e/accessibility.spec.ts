import type { Cookie, Page } from "@playwright/test";
import {
  seriousViolations as checkAxe,
  createUserWithChart,
  DESKTOP,
  expect,
  makePremium,
  newPerson,
  PHONE,
  test,
} from "./support.ts";

/**
 * axe on every page at a 375 px touch phone and at 1440 px, the WCAG 2.2 target-size rule
 * included (axe leaves it off by default). One test per page, or per small group of static pages,
 * so a slow page never eats another's time.
 */

/** The shared axe check, with the target-size rule switched on. */
const seriousViolations = (page: Page) => checkAxe(page, { targetSize: true });

const slug = (path: string) => path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";

/** Public pages (path, a heading they show), grouped where they are plain static text. */
const PUBLIC_PAGES: [string, RegExp][][] = [
  [["/", /Your birth chart and daily horoscope/]],
  [["/auth", /Welcome back/]],
  [["/auth?tab=signup", /Create an account/]],
  [["/resend-verification", /./]],
  [
    ["/about", /About/],
    ["/features", /Features/],
  ],
  [
    ["/privacy", /Privacy/],
    ["/cookies", /Cookie/],
  ],
  [
    ["/terms", /Terms/],
    ["/disclaimer", /Disclaimer/],
  ],
  [["/astrochart-demo", /Sample Natal Chart/]],
  [["/no-such-page", /404 Page Not Found/]],
];

/** Signed-in pages of a premium member with a chart, and what shows once each has loaded. */
const MEMBER_PAGES: [string, string][] = [
  ["/dashboard", "sky-summary"],
  ["/today", "horoscope-card"],
  ["/throwback", "throwback-usage"],
  ["/birth-chart", "chart-wheel"],
  ["/transit-radar", "transit-row"],
  ["/ask-oracle", ""],
  ["/personality-analysis", "personality-section"],
  ["/moon", "moon-phase"],
  ["/compatibility", ""],
  ["/settings", ""],
  ["/subscription", "plan-premium"],
];

for (const [width, device] of [
  ["375 px phone", PHONE],
  ["1440 px desktop", DESKTOP],
] as const) {
  test.describe(`accessibility on a ${width}`, () => {
    test.use(device);

    for (const group of PUBLIC_PAGES) {
      test(`${group.map(([path]) => path).join(" and ")}: no serious violations`, async ({ page }) => {
        for (const [path, heading] of group) {
          await page.goto(path);
          await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
          expect(await seriousViolations(page), path).toEqual([]);
        }
      });
    }

    test.describe("signed in as a premium member", () => {
      let cookies: Cookie[] = [];

      // One member for all of this width's pages, signed in once through the API.
      test.beforeAll(async ({ playwright }) => {
        const api = await playwright.request.newContext({
          baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
          extraHTTPHeaders: {
            "x-forwarded-for": `10.79.${device.viewport.width % 250}.${Date.now() % 250}`,
            // Writes without the app's Origin are refused, as they would be from another site.
            origin: `http://127.0.0.1:${process.env.E2E_PORT}`,
          },
        });
        const person = await createUserWithChart(api, newPerson());
        await makePremium(playwright, person.email);
        cookies = (await api.storageState()).cookies;
        await api.dispose();
      });

      for (const [path, testId] of MEMBER_PAGES) {
        test(`${path}: no serious violations`, async ({ page }) => {
          await page.context().addCookies(cookies);
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          if (testId) await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 15_000 });
          expect(await seriousViolations(page), path).toEqual([]);
          await page.screenshot({
            path: `.tmp/screenshots/a11y-${device.viewport.width}-${slug(path)}.png`,
            fullPage: true,
          });
        });
      }
    });
  });
}
