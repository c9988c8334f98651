import { createUserWithChart, expect, signInPremiumMember, signInThroughForm, test } from "./support.ts";

test.describe("Compatibility", () => {
  test("a premium member compares charts with a partner and reads the four areas", async ({
    page,
    request,
    playwright,
  }) => {
    await signInPremiumMember(page, request, playwright);
    await page.goto("/compatibility");
    await expect(page.getByRole("heading", { name: "Compatibility", level: 1 })).toBeVisible();
    await page.getByLabel("Their Name").fill("Alex");
    await page.getByLabel("Birth Date").fill("1988-07-02");
    await page.getByLabel("Birth Time").fill("21:15");
    await page.getByPlaceholder("Search for a city...").fill("madri");
    await page
      .getByText(/^Madrid, Spain/)
      .first()
      .click();
    await page.getByRole("button", { name: /Calculate/ }).click();

    const overall = page.getByTestId("overall-score");
    await expect(overall).toContainText(/\d+%/);
    await expect(page.getByText(/Exceptional|Strong|Moderate|Challenging/).first()).toBeVisible();
    await expect(page.getByText("Cancer").first()).toBeVisible();
    await page.screenshot({ path: ".tmp/screenshots/compatibility-desktop.png", fullPage: true });
    for (const [tab, heading] of [
      ["Love", "Growth Areas"],
      ["Lust", "Chemistry"],
      ["Friends", "Common Interests"],
      ["Work", "Best Roles"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel")).toContainText(heading);
    }
    await page.getByRole("button", { name: "Calculate Another Compatibility" }).click();
    await expect(overall).toHaveCount(0);
    await expect(page.getByLabel("Their Name")).toHaveValue("");
  });

  test("a free member sees the premium notice and a disabled button", async ({ page, request }) => {
    const person = await createUserWithChart(request);
    await signInThroughForm(page, person);
    await page.goto("/compatibility");
    await expect(page.getByRole("button", { name: "Premium Feature - Upgrade Required" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Upgrade Now - €8.99/month" }).first()).toBeVisible();
  });
});
