import type { Locator, Page } from "@playwright/test";
import { expect, openSignedIn, PHONE, SIGN_UP_PATH, test } from "./support.ts";

/**
 * Issue 29: on a phone, a refused form puts its first invalid field where the eyes are — focused,
 * in view below the sticky header (and above the tab bar), its message next to it and read out as
 * the focused field's description.
 */
test.use(PHONE);

async function inViewBelowHeader(page: Page, field: Locator) {
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  const header = await page.locator("header").first().boundingBox();
  const box = await field.boundingBox();
  expect(header && box && box.y >= header.y + header.height - 1).toBe(true);
}

test("the sign-up form focuses its first invalid field and announces its message", async ({ page }) => {
  await page.goto(SIGN_UP_PATH);
  // Fill the later fields so that the first one is the only one refused, then scroll away from it.
  await page.getByLabel("Username").fill("stella");
  await page.getByRole("button", { name: "Create Account" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Create Account" }).tap();
  const first = page.getByLabel("First Name");
  await inViewBelowHeader(page, first);
  await expect(first).toHaveAttribute("aria-invalid", "true");
  // Taking the focus announces the message: it is the field's description.
  await expect(first).toHaveAccessibleDescription("First name must be at least 2 characters");
  await page.screenshot({ path: ".tmp/screenshots/first-error-sign-up-375.png" });
});

test("the profile form in Settings brings its refused field back into view", async ({ page, request }) => {
  await openSignedIn(page, request, "/settings");
  await page.getByRole("button", { name: "Edit Profile" }).tap();
  const first = page.getByLabel("First Name");
  await first.fill("");
  const save = page.getByRole("button", { name: "Save", exact: true });
  await save.scrollIntoViewIfNeeded();
  await save.tap();
  await inViewBelowHeader(page, first);
  await expect(first).toHaveAccessibleDescription(/First name/);
});

test("the birth form brings its first refused field into view, the place search included", async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, "/birth-chart");
  const form = page.getByTestId("birth-form");
  await expect(form).toBeVisible({ timeout: 30_000 });
  const save = page.getByRole("button", { name: "Save Birth Information" });
  await save.scrollIntoViewIfNeeded();
  await save.tap();
  // Nothing typed: the first field in the form's order is refused, focused and described.
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("aria-invalid", "true");
  await inViewBelowHeader(page, focused);
  await page.screenshot({ path: ".tmp/screenshots/first-error-birth-form-375.png" });
});
