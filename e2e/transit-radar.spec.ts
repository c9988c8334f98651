import { expect, openWithChart, signInPremiumMember, test } from "./support.ts";

test.describe("Transit Radar", () => {
  test("a free user sees a 7-day forecast of at most 10 transits, with the upsell and descriptions filling in", async ({
    page,
    request,
  }) => {
    await openWithChart(page, request, "/transit-radar");
    await expect(page.getByRole("heading", { name: "Transit Radar", level: 1 })).toBeVisible();
    await expect(page.getByText("7-Day Transit Forecast")).toBeVisible();
    await expect(page.getByTestId("limited-banner")).toContainText("Limited to 7-Day Forecast");
    await expect(page.getByTestId("unlock-card")).toContainText("Unlock Extended Forecasts");
    // The upgrade button starts the checkout itself (followed through in payments.spec.ts).
    await expect(page.getByRole("button", { name: "Upgrade Now - €8.99/month" })).toBeEnabled();
    await expect(page.getByRole("option", { name: /30/ })).toBeDisabled();

    const cards = page.getByTestId("transit-row");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(10);
    await expect(page.getByTestId("summary-tile").first()).toContainText("Total Transits");
    // The worker writes every description; the list refreshes until none is pending.
    await expect(page.getByTestId("transit-pending")).toHaveCount(0, { timeout: 20_000 });
    // Rows are one line each; a tap opens the timing and the reading.
    await expect(cards.first().getByTestId("transit-date")).toHaveText(/^(exact|from|until) /);
    await cards.first().getByRole("button").first().click();
    await expect(cards.first()).toContainText(/\w+ \w+ \w+ \w+ \w+/);
    await expect(cards.first().getByTestId("transit-orb")).toHaveText(
      /^(exact|exact now|\d+\.\d\d° (now|at its closest))$/,
    );
    await page.screenshot({ path: ".tmp/screenshots/transit-radar-free.png" });

    await page.getByRole("button", { name: "Generate Forecast" }).click();
    await expect(page.getByTestId("toast")).toContainText("Transits Retrieved");
  });

  test("a premium user looks 60 days ahead, filters by category and impact, and clears the filters", async ({
    page,
    request,
    playwright,
  }) => {
    await signInPremiumMember(page, request, playwright, "/transit-radar");
    await expect(page.getByTestId("limited-banner")).toHaveCount(0);
    await page.getByLabel("Forecast range").selectOption("60");
    await page.getByRole("button", { name: "Generate Forecast" }).click();
    await expect(page.getByTestId("toast")).toContainText(/Transits Calculated|Transits Retrieved/);
    await expect(page.getByText("60-Day Transit Forecast")).toBeVisible();
    const cards = page.getByTestId("transit-row");
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();
    expect(total).toBeGreaterThan(10);

    await page.getByRole("radio", { name: "High" }).first().check();
    await expect(page.getByTestId("active-filters")).toContainText("High");
    const high = await cards.count();
    expect(high).toBeLessThan(total);
    for (const card of await cards.all()) await expect(card).toContainText(/high/i);
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(cards).toHaveCount(total);
    await page.screenshot({ path: ".tmp/screenshots/transit-radar-premium.png" });

    await page.getByRole("tab", { name: "Single Day" }).click();
    await expect(page.getByText(/Single Day Transit View|\w+day, \w+ \d+, \d{4}/).first()).toBeVisible();
  });

  test.describe("on a 375 px phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });
    test("the radar fits the screen", async ({ page, request }) => {
      await openWithChart(page, request, "/transit-radar");
      await expect(page.getByTestId("transit-row").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: ".tmp/screenshots/transit-radar-mobile.png", fullPage: true });
    });
  });
});
