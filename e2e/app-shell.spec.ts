import {
  ADMIN_ACCOUNTS,
  expect,
  newPerson,
  openWithChart,
  signInAdmin,
  signInNew,
  signInThroughForm,
  test,
} from "./support.ts";

test.describe("the signed-in app shell", () => {
  test("header: icon links with tooltips, the active route highlighted, the user menu", async ({
    page,
    request,
  }) => {
    await signInNew(page, request, newPerson({ firstName: "Orion" }));
    await page.goto("/dashboard");

    const nav = page.getByTestId("desktop-nav");
    const labels = [
      "Dashboard",
      "Today",
      "Birth Chart",
      "Transit Radar",
      "Personality Analysis",
      "Compatibility",
      "Daily Dose of Zero",
      "Ask the Oracle",
      "Throwback",
    ];
    for (const label of labels)
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
    await expect(page.getByTestId("brand-link")).toHaveAttribute("href", "/dashboard");

    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Today" }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Today");
    await nav.getByRole("link", { name: "Today" }).click();
    await expect(page).toHaveURL(/\/today$/);
    await expect(nav.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");

    const menu = page.getByTestId("user-menu");
    await expect(menu).toContainText("O");
    await expect(menu).toContainText("Orion");
    await menu.click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.screenshot({ path: ".tmp/screenshots/shell-desktop.png", fullPage: false });
  });

  test("each role gets its own links: Admin from ADMIN_EMAILS, Visual Generator from VISUALS_ADMIN_EMAILS", async ({
    page,
    request,
  }) => {
    // An admin also in VISUALS_ADMIN_EMAILS gets both (ADR 024).
    await signInAdmin(page, request, ADMIN_ACCOUNTS.visuals);
    const nav = page.getByTestId("desktop-nav");
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveAttribute("href", "/admin");
    await expect(nav.getByRole("link", { name: "Visual Generator" })).toHaveAttribute(
      "href",
      "/admin/visuals",
    );
    // A plain admin gets the dashboard's link only.
    await page.context().clearCookies();
    await signInAdmin(page, request);
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveAttribute("href", "/admin");
    await expect(nav.getByRole("link", { name: "Visual Generator" })).toHaveCount(0);
  });

  test("toasts: centred across, under the header, one at a time; sign-out replaces the sign-in toast", async ({
    page,
    request,
  }) => {
    const person = await signInNew(page, request);
    const toasts = page.getByTestId("toast");
    await expect(toasts).toHaveCount(1);
    // The verification link signed this person in once already (ADR 033): they are returning.
    await expect(toasts.first()).toContainText("Welcome back!");
    const box = await toasts.first().boundingBox();
    const header = await page.locator("header").first().boundingBox();
    const viewport = page.viewportSize();
    if (!box || !header || !viewport) throw new Error("no toast box");
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThan(viewport.height / 3);
    // Only the toast itself catches pointer events, never the area around it.
    await expect(page.getByTestId("toast-viewport")).toHaveCSS("pointer-events", "none");
    await expect(toasts.first()).toHaveCSS("pointer-events", "auto");

    // A returning person gets the spec's greeting.
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await signInThroughForm(page, person);
    await expect(toasts.first()).toContainText("Welcome back!");
    await expect(toasts.first()).toContainText("You have been logged in successfully.");

    await page.keyboard.press("F8");
    // Radix moves focus to the toast list inside the "Notifications (F8)" region.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label")),
      )
      .toBe("Notifications (F8)");

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toContainText("Logged out");
    await expect(toasts.first()).toContainText("You have been logged out successfully.");
  });

  test.describe("in Brussels", () => {
    test.use({ timezoneId: "Europe/Brussels" });

    test("the time zone of the browser is sent for a user without one", async ({ page, request }) => {
      await signInNew(page, request);
      await expect
        .poll(async () => (await (await page.request.get("/api/user")).json()).timezone)
        .toBe("Europe/Brussels");
    });
  });
});

test.describe("the signed-in shell on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("shows the bottom bar with exactly six entries and no desktop icons", async ({ page, request }) => {
    await signInNew(page, request);
    const bar = page.getByTestId("mobile-nav");
    await expect(bar.getByRole("link")).toHaveCount(6);
    await expect(bar.getByRole("link")).toHaveText(["Home", "Today", "Chart", "Transits", "Match", "Dose"]);
    await expect(page.getByTestId("desktop-nav")).toBeHidden();
    // Sign In is for visitors: the footer of a signed-in person leaves it out.
    const footer = page.getByTestId("footer");
    await expect(footer.getByRole("link", { name: "About", exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
    await bar.getByRole("link", { name: "Chart" }).click();
    await expect(page).toHaveURL(/\/birth-chart$/);
    await expect(bar.getByRole("link", { name: "Chart" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Birth Chart", level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: ".tmp/screenshots/shell-mobile.png", fullPage: true });
  });
});

test.describe("a page whose code does not arrive", () => {
  // The page's own requests only: with a service worker in between, the chunk would come from it.
  test.use({ serviceWorkers: "block" });

  test("is asked for once more, then shows a notice with Try again inside the shell, never a blank screen", async ({
    page,
    request,
  }) => {
    await openWithChart(page, request, "/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // A single lost request (the network back a moment late): the second try brings the page.
    let refused = 0;
    await page.route(/\/assets\/compatibility-page-[^/]+\.js$/, async (route) => {
      if (refused++ === 0) return route.abort("internetdisconnected");
      return route.continue();
    });
    await page.getByTestId("desktop-nav").getByRole("link", { name: "Compatibility" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Compatibility" })).toBeVisible();
    expect(refused).toBe(2);

    // Nothing gets through: a notice in the page's place, with the header still there.
    await page.route(/\/assets\/throwback-page-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.getByTestId("desktop-nav").getByRole("link", { name: "Throwback" }).click();
    await expect(page.getByTestId("page-failed")).toContainText("This page didn't load");
    await expect(page.getByTestId("desktop-nav")).toBeVisible();
    await page.screenshot({ path: ".tmp/screenshots/page-failed-1440.png" });

    // Another page clears the notice; Try again reloads, and the page arrives.
    await page.unroute(/\/assets\/throwback-page-[^/]+\.js$/);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Throwback" })).toBeVisible();
    await expect(page.getByTestId("page-failed")).toHaveCount(0);
  });
});
