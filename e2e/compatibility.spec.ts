import { expect, openWithChart, PHONE, signInPremiumMember, test } from "./support.ts";

test.describe("Compatibility", () => {
  test("a premium member compares charts with a partner and reads the four areas", async ({
    page,
    request,
    playwright,
  }) => {
    await signInPremiumMember(page, request, playwright, "/compatibility");
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
    await openWithChart(page, request, "/compatibility");
    await expect(page.getByRole("button", { name: "Premium Feature - Upgrade Required" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Upgrade Now - €8.99/month" }).first()).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use(PHONE);

    test("an unknown partner time gives a noon reading, a saved person and the last result survive a reload", async ({
      page,
      request,
      playwright,
    }) => {
      test.slow();
      await signInPremiumMember(page, request, playwright, "/compatibility");

      // A refused submit puts the first invalid field in view, focused.
      await page.getByRole("button", { name: "Calculate Compatibility" }).tap();
      await expect(page.getByLabel("Their Name")).toBeFocused();
      await expect(page.getByText("Name is required")).toBeInViewport();

      await page.getByLabel("Their Name").fill("Robin");
      await page.getByLabel("Birth Date").fill("1991-02-09");
      await page.getByRole("checkbox", { name: "I don't know their birth time" }).tap();
      await expect(page.getByLabel("Birth Time")).toBeDisabled();
      await page.getByPlaceholder("Search for a city...").fill("madri");
      await page
        .getByText(/^Madrid, Spain/)
        .first()
        .tap();
      await page.getByRole("button", { name: "Save This Person" }).tap();
      await expect(page.getByTestId("saved-person").filter({ hasText: "Robin" })).toContainText(
        "time unknown",
      );

      await page.getByRole("button", { name: "Calculate Compatibility" }).tap();
      const overall = page.getByTestId("overall-score");
      await expect(overall).toContainText(/\d+%/);
      // The score is in view, below the sticky header.
      await expect(overall).toBeInViewport();
      const header = await page.locator("header").first().boundingBox();
      const ring = await overall.boundingBox();
      expect(ring && header && ring.y >= header.y + header.height - 1).toBe(true);
      await expect(page.getByTestId("partner-time-unknown")).toContainText("cast for noon");
      await expect(page.getByTestId("partner-chart")).toContainText(/Rising\s*—/);
      await page.screenshot({ path: ".tmp/screenshots/compatibility-unknown-time-375.png" });

      // A revisit shows the last result again; the saved person is still there behind it.
      await page.reload();
      await expect(page.getByRole("heading", { name: "You & Robin" })).toBeVisible();
      await page.getByRole("button", { name: "Calculate Another Compatibility" }).tap();
      const saved = page.getByTestId("saved-person").filter({ hasText: "Robin" });
      await expect(saved).toBeVisible();
      await saved.getByRole("button", { name: /^Robin/ }).tap();
      await expect(page.getByLabel("Their Name")).toHaveValue("Robin");
      await expect(page.getByRole("checkbox", { name: "I don't know their birth time" })).toBeChecked();
      await page.screenshot({ path: ".tmp/screenshots/compatibility-saved-375.png", fullPage: true });

      // Edited, then deleted.
      await page.getByRole("button", { name: "Edit Robin" }).tap();
      await page.getByLabel("Their Name").fill("Robin B.");
      await page.getByRole("button", { name: "Save Changes to Robin" }).tap();
      await expect(page.getByTestId("saved-person").filter({ hasText: "Robin B." })).toBeVisible();
      await page.getByRole("button", { name: "Delete Robin B." }).tap();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).tap();
      await expect(page.getByTestId("saved-person")).toHaveCount(0);
    });
  });
});
