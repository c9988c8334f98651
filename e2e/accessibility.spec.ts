import { expect, seriousViolations, signInPremiumMember, test } from "./support.ts";

// Each test walks several pages and runs a full axe analysis on each: on a busy machine that takes
// far longer than one journey, so these two get more time than the default.
test.describe.configure({ timeout: 180_000 });

test("public pages have no serious accessibility violations", async ({ page }) => {
  const pages: [string, RegExp][] = [
    ["/", /Zero Fluff/],
    ["/auth", /./],
    ["/about", /About/],
    ["/features", /Features/],
    ["/privacy", /Privacy/],
    ["/astrochart-demo", /Sample Natal Chart/],
    ["/no-such-page", /./],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test("signed-in pages of a premium user have no serious accessibility violations", async ({
  page,
  request,
  playwright,
}) => {
  await signInPremiumMember(page, request, playwright);
  const pages: [string, string][] = [
    ["/dashboard", ""],
    ["/today", "horoscope-card"],
    ["/throwback", "throwback-usage"],
    ["/birth-chart", "chart-wheel"],
    ["/transit-radar", "transit-card"],
    ["/ask-oracle", ""],
    ["/personality-analysis", "personality-section"],
    ["/compatibility", ""],
    ["/settings", ""],
    ["/subscription", "plan-premium"],
  ];
  for (const [path, testId] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (testId) await expect(page.getByTestId(testId).first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
