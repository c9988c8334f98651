import { readFileSync } from "node:fs";
import { DAILY_DOSE_MESSAGES } from "../src/contracts/daily-dose.ts";
import { decodePng } from "../src/server/test-support/png.ts";
import {
  createVerifiedUser,
  expect,
  makePremium,
  openSignedIn,
  seriousViolations,
  signInThroughForm,
  test,
} from "./support.ts";

test.describe("Daily Dose of Zero", () => {
  test("a visitor is sent to sign in", async ({ page }) => {
    await page.goto("/cosmic-quotes");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a free member sees the upgrade card and no generate button", async ({ page, request }) => {
    await openSignedIn(page, request, "/cosmic-quotes");
    const card = page.getByTestId("dose-upgrade");
    await expect(card).toContainText(DAILY_DOSE_MESSAGES.premium);
    // The upgrade button starts the checkout itself (followed through in payments.spec.ts).
    await expect(card.getByRole("button", { name: "Upgrade Now - €8.99/month" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Generate Daily Dose of Zero Bullshit" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: ".tmp/screenshots/daily-dose-free-mobile.png", fullPage: true });
  });

  test("a premium member generates a dose, gets both cards and downloads both", async ({
    page,
    request,
    playwright,
  }) => {
    const person = await createVerifiedUser(request);
    await makePremium(playwright, person.email);
    await signInThroughForm(page, person);
    await page.goto("/cosmic-quotes");
    await expect(page.getByRole("heading", { name: "Daily Dose of Zero", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Generate Daily Dose of Zero Bullshit" }).click();
    await expect(page.getByTestId("toast")).toContainText("New daily dose of zero generated!");
    const fact = page.getByTestId("dose-fact");
    await expect(fact).not.toBeEmpty();
    await expect(page.getByTestId("dose-cta")).not.toBeEmpty();
    const first = await fact.textContent();

    // Both cards load at once and show as real 1080×1920 images.
    for (const theme of ["light", "dark"]) {
      const image = page.getByTestId(`dose-image-${theme}-img`);
      await expect(image).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
        .toEqual([1080, 1920]);
    }
    await page.screenshot({ path: ".tmp/screenshots/daily-dose-desktop.png", fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    for (const theme of ["light", "dark"] as const) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: `Download ${theme} card` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`daily-dose-of-zero-${theme}.png`);
      const file = `.tmp/screenshots/daily-dose-card-${theme}.png`;
      await download.saveAs(file);
      const png = decodePng(readFileSync(file));
      expect([png.width, png.height]).toEqual([1080, 1920]);
      await expect(page.getByTestId("toast")).toContainText("Image downloaded");
    }

    // Without a way to share files (desktop), the four networks and "Copy text" are offered.
    for (const network of ["X", "Facebook", "WhatsApp", "Pinterest"]) {
      await expect(page.getByRole("link", { name: `Share on ${network}` })).toHaveAttribute(
        "href",
        /^https:\/\//,
      );
    }
    await expect(page.getByRole("button", { name: "Copy text" })).toBeVisible();

    await page.getByRole("button", { name: "Generate New Dose" }).click();
    await expect(fact).not.toHaveText(first ?? "");
    await expect(page.getByTestId("dose-image-dark-img")).toBeVisible({ timeout: 20_000 });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: ".tmp/screenshots/daily-dose-mobile.png", fullPage: true });
  });
});
