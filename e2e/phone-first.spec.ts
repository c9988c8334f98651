import type { Locator, Page } from "@playwright/test";
import { createVerifiedUser, DESKTOP, expect, newPerson, openWithChart, PHONE, test } from "./support.ts";

/**
 * The everyday journeys on a 375 × 812 touch phone and a 1440 px desktop: toasts never take a tap
 * meant for something else, pages open at their top, the radar's first transit is on the first
 * screen, and every part of the wheel is big enough for a thumb.
 */

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

/** A tap on a touch phone, a click elsewhere; both fail if anything else would receive it. */
async function press(page: Page, locator: Locator) {
  if (page.viewportSize()?.width === PHONE.viewport.width) await locator.tap();
  else await locator.click();
}

/** The element a pointer at the centre of `locator` would hit is the element itself (or inside it). */
async function receivesPointer(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });
}

for (const [width, device] of [
  ["375 px phone", PHONE],
  ["1440 px desktop", DESKTOP],
] as const) {
  test.describe(`on a ${width}`, () => {
    test.use(device);

    test("a refused sign-in: the toast covers neither the password nor the button, which still takes a tap", async ({
      page,
      request,
    }) => {
      const person = await createVerifiedUser(request);
      await page.goto("/auth");
      const password = page.getByLabel("Password", { exact: true });
      const button = page.getByRole("button", { name: "Sign In", exact: true });
      await page.getByLabel("Email").fill(person.email);
      await password.fill("not-the-password");
      await press(page, button);

      const toast = page.getByTestId("toast");
      await expect(toast).toContainText("Login failed");
      // The reason is also written at the field.
      await expect(page.locator("#login-password-error")).toBeVisible();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      const toastBox = await box(toast);
      expect(overlaps(toastBox, await box(password))).toBe(false);
      expect(overlaps(toastBox, await box(button))).toBe(false);
      await page.screenshot({
        path: `.tmp/screenshots/phone-first-login-failed-${device.viewport.width}.png`,
      });

      // With the toast still up, the button takes the next tap.
      await expect(toast).toBeVisible();
      expect(await receivesPointer(button)).toBe(true);
      await password.fill(person.password);
      const attempt = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/login"));
      await press(page, button);
      await attempt;
      await expect(page).toHaveURL(/\/(dashboard|birth-chart)$/);
    });

    test("a filter chip works while a toast is on screen", async ({ page, request }) => {
      await openWithChart(page, request, "/transit-radar");
      await expect(page.getByTestId("transit-row").first()).toBeVisible();
      if (device.viewport.width < 768) await page.getByRole("button", { name: /Forecast Controls/ }).tap();
      await press(page, page.getByRole("button", { name: "Generate Forecast" }));
      const toast = page.getByTestId("toast");
      await expect(toast).toContainText(/Transits Retrieved|Transits Calculated/);

      const love = page.getByRole("radio", { name: "Love" });
      // Where a person would have it: in the middle of the screen, not behind the toast.
      await love.evaluate((element) => element.scrollIntoView({ block: "center", inline: "center" }));
      await expect(toast).toBeVisible();
      expect(await receivesPointer(love)).toBe(true);
      await press(page, love);
      await expect(love).toBeChecked();
      await expect(page.getByTestId("active-filters")).toContainText("Love");
    });

    test("the Sign Up tab opens from /auth?tab=signup", async ({ page }) => {
      await page.goto("/auth?tab=signup");
      await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    });
  });
}

test.describe("on a 375 px phone", () => {
  test.use(PHONE);

  test("a new page opens at its top, and Back returns to where the last one was left", async ({
    page,
    request,
  }) => {
    await openWithChart(page, request, "/today");
    await expect(page.getByTestId("todo-item")).toHaveCount(5);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

    await page.getByTestId("mobile-nav").getByRole("link", { name: "Transits" }).tap();
    await expect(page).toHaveURL(/\/transit-radar$/);
    await expect(page.getByRole("heading", { name: "Transit Radar", level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/today$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  });

  test("the first transit is on the first screen once the radar settles", async ({ page, request }) => {
    await openWithChart(page, request, "/transit-radar");
    const first = page.getByTestId("transit-row").first();
    await expect(first).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((await box(first)).y).toBeLessThan(812);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: ".tmp/screenshots/phone-first-radar.png" });

    // A row opens on tap into its timing and its reading.
    await first.getByRole("button").first().tap();
    await expect(first.getByTestId("transit-exact")).toBeVisible();
    await expect(first).toContainText(/Times in .+ time\./);
  });

  test("every part of the wheel is at least 44 × 44 px and every label at least 11 px", async ({
    page,
    request,
  }) => {
    await openWithChart(page, request, "/birth-chart");
    const open = page.getByTestId("wheel-open");
    await expect(open).toBeVisible();
    await expect(page.getByText("Tap the wheel to open it full screen", { exact: false })).toBeVisible();
    const inline = await box(open);
    expect(Math.min(inline.width, inline.height)).toBeGreaterThanOrEqual(44);

    const smallestLabel = async (wheel: Locator) =>
      wheel.evaluate((svg) => {
        const scale = svg.getBoundingClientRect().width / 800;
        return Math.min(
          ...Array.from(
            svg.querySelectorAll("text"),
            (text) => Number(text.getAttribute("font-size")) * scale,
          ),
        );
      });
    expect(await smallestLabel(page.getByTestId("chart-wheel"))).toBeGreaterThanOrEqual(11);

    await open.tap();
    const full = page.getByTestId("wheel-fullscreen");
    await expect(full).toBeVisible();
    expect(await smallestLabel(full.getByTestId("chart-wheel"))).toBeGreaterThanOrEqual(11);
    const controls = full.locator("button, a[href], input, select, [role=button]");
    expect(await controls.count()).toBeGreaterThanOrEqual(10 + 12 + 1);
    for (const control of await controls.all()) {
      const size = await box(control);
      const name = (await control.getAttribute("aria-label")) ?? (await control.textContent()) ?? "";
      expect(Math.min(size.width, size.height), name).toBeGreaterThanOrEqual(44);
    }
    // The round planet targets do not overlap one another, so a tap lands where it was meant.
    const planets = await full.getByTestId("wheel-planet-target").all();
    expect(planets).toHaveLength(10);
    const centres = (await Promise.all(planets.map(box))).map((b) => ({
      x: b.x + b.width / 2,
      y: b.y + b.height / 2,
      r: b.width / 2,
    }));
    for (const [i, a] of centres.entries()) {
      for (const b of centres.slice(i + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r);
    }
    await page.screenshot({ path: ".tmp/screenshots/phone-first-wheel-full.png" });

    await full.getByRole("button", { name: "Pisces: what it means" }).tap();
    await expect(full.getByTestId("wheel-sign-note")).toContainText("Your Sun and Mercury are here.");
    await full.locator('[data-testid="wheel-planet-target"][data-planet="sun"]').tap();
    const dialog = page.getByTestId("planet-dialog");
    await expect(dialog.getByRole("heading", { name: "Sun Interpretation" })).toBeVisible();
    await expect(dialog.getByTestId("planet-takeaway")).toContainText("Pisces", { timeout: 15_000 });
  });

  test("the check-email screen is fully visible with the address on one line", async ({ page }) => {
    const person = newPerson();
    await page.goto("/auth?tab=signup");
    await page.getByLabel("First Name").fill(person.firstName);
    await page.getByLabel("Last Name").fill(person.lastName);
    await page.getByLabel("Username").fill(person.username);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Password", { exact: true }).fill(person.password);
    await page.getByLabel("Confirm Password").fill(person.password);
    await page.getByRole("button", { name: "Create Account" }).tap();
    const heading = page.getByRole("heading", { name: "Check Your Email" });
    await expect(heading).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const header = await box(page.locator("header").first());
    expect((await box(heading)).y).toBeGreaterThanOrEqual(header.y + header.height);
    const address = page.getByTestId("check-email-address");
    await expect(address).toHaveText(person.email);
    const lineHeight = await address.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    expect((await box(address)).height).toBeLessThan(lineHeight * 1.5);
    const back = page.getByRole("button", { name: "Back to Login" });
    const backBox = await box(back);
    expect(backBox.y + backBox.height).toBeLessThanOrEqual(812);
    await page.screenshot({ path: ".tmp/screenshots/phone-first-check-email.png" });
  });
});
