import { DESKTOP, expect, PHONE, signInPremiumMember, test } from "./support.ts";

/** Every feature page of the header, and Settings: what the More menu must hold (issue 29). */
const DESTINATIONS = [
  { name: "Dashboard", path: "/dashboard" },
  { name: "Today", path: "/today" },
  { name: "Birth Chart", path: "/birth-chart" },
  { name: "Transit Radar", path: "/transit-radar" },
  { name: "Moon Calendar", path: "/moon" },
  { name: "Personality Analysis", path: "/personality-analysis" },
  { name: "Compatibility", path: "/compatibility" },
  { name: "Daily Dose of Zero", path: "/cosmic-quotes" },
  { name: "Ask the Oracle", path: "/ask-oracle" },
  { name: "Throwback", path: "/throwback" },
  { name: "Settings", path: "/settings" },
] as const;

const SIGNED_IN_PAGES = [...DESTINATIONS.map((d) => d.path), "/subscription"];

test.describe("on a phone", () => {
  test.use(PHONE);

  test("on a 375 px phone every feature page, Settings and Sign Out are at most two taps from any signed-in page", async ({
    page,
    request,
    playwright,
  }) => {
    // Eleven full page loads; on a busy two-core machine they need the room.
    test.slow();
    await signInPremiumMember(page, request, playwright);
    const bar = page.getByTestId("mobile-nav");

    for (const [index, from] of SIGNED_IN_PAGES.entries()) {
      await page.goto(from);
      // The six tabs stay as the product describes them.
      await expect(bar.getByRole("link")).toHaveText(["Home", "Today", "Chart", "Transits", "Match", "Dose"]);
      const more = page.getByTestId("more-menu");
      await expect(more).toBeInViewport({ timeout: 30_000 });
      await more.tap(); // tap 1
      const menu = page.getByRole("menu");
      for (const destination of DESTINATIONS) {
        await expect(menu.getByRole("menuitem", { name: destination.name, exact: true })).toHaveAttribute(
          "href",
          destination.path,
        );
      }
      await expect(menu.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
      if (index === 0) await page.screenshot({ path: ".tmp/screenshots/more-menu-phone.png" });
      // Tap 2: a different destination from each page, so every one is followed at least once.
      const target = DESTINATIONS[(index + 1) % DESTINATIONS.length] ?? DESTINATIONS[0];
      const item = menu.getByRole("menuitem", { name: target.name, exact: true });
      await item.scrollIntoViewIfNeeded();
      await item.tap();
      await expect(page).toHaveURL(new RegExp(`${target.path}$`));
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    }

    // Sign Out is the menu's last row.
    await page.getByTestId("more-menu").tap();
    await page.getByRole("menuitem", { name: "Sign out" }).tap();
    await expect(page.getByTestId("toast").filter({ hasText: "Logged out" })).toBeVisible();
  });
});

test.describe("on a desktop", () => {
  test.use(DESKTOP);

  test("on a 1440 px screen the header's Features menu names every feature", async ({
    page,
    request,
    playwright,
  }) => {
    await signInPremiumMember(page, request, playwright, "/today");
    await expect(page.getByTestId("more-menu")).toBeHidden();
    const features = page.getByTestId("features-menu");
    await expect(features).toHaveText("Features");
    await features.click();
    for (const destination of DESTINATIONS.filter((d) => d.path !== "/settings")) {
      await expect(page.getByRole("menuitem", { name: destination.name, exact: true })).toBeVisible();
    }
    await page.screenshot({ path: ".tmp/screenshots/features-menu-desktop.png" });
    await page.getByRole("menuitem", { name: "Throwback", exact: true }).click();
    await expect(page).toHaveURL(/\/throwback$/);
  });
});
