import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, openSignedIn, test } from "./support.ts";

async function fillBirthForm(page: Page) {
  await page.getByLabel("Birth Date").fill("1990-03-14");
  await page.getByLabel("Birth Time").fill("08:30");
  await page.getByPlaceholder("Search for a city...").fill("brus");
  const suggestion = page.getByText("Brussels, Brussels Capital, Belgium").first();
  await expect(suggestion).toBeVisible();
  await expect(page.getByText("Europe/Brussels").first()).toBeVisible();
  await suggestion.click();
  await page.getByRole("button", { name: "Save Birth Information" }).click();
}

test("a new user enters birth data and explores the chart wheel, interpretations and export", async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, "/birth-chart");
  await expect(page.getByRole("heading", { name: "Birth Chart", level: 1 })).toBeVisible();
  await fillBirthForm(page);

  const wheel = page.getByTestId("chart-wheel");
  await expect(wheel).toBeVisible();
  await expect(wheel.getByTestId("wheel-planet")).toHaveCount(10);
  await expect(wheel.getByTestId("wheel-cusp")).toHaveCount(12);
  await expect(wheel).toContainText("NATAL CHART");
  await expect(page.getByLabel("House system:")).toHaveValue("Placidus");
  await expect(wheel.getByTestId("wheel-house-system")).toHaveText("Houses: Placidus");
  await page.screenshot({ path: ".tmp/screenshots/birth-chart-desktop.png", fullPage: true });

  // The chart points (issue 31): on the wheel, in the positions card, with their own aspects.
  const points = wheel.getByTestId("wheel-point");
  await expect(points).toHaveCount(5);
  for (const key of ["northNode", "southNode", "chiron", "lilith", "fortune"]) {
    await expect(wheel.locator(`[data-testid="wheel-point"][data-planet="${key}"]`)).toBeVisible();
  }
  await expect(wheel.locator('[data-point-aspect="true"]').first()).toBeAttached();
  const positions = page.getByTestId("planet-positions");
  await positions.getByRole("tab", { name: "Points" }).click();
  await expect(positions.locator('[data-testid="position-row"][data-planet="chiron"]')).toContainText(
    "Cancer",
  );
  await expect(positions.locator('[data-testid="position-row"][data-planet="northNode"]')).toContainText(
    "Aquarius",
  );
  await expect(positions.locator('[data-testid="position-row"][data-planet="fortune"]')).toContainText(
    "Sagittarius",
  );
  await positions.locator('[data-testid="position-row"][data-planet="chiron"] button').click();
  const chironPanel = page.getByRole("dialog");
  await expect(chironPanel.getByRole("heading", { name: /Chiron Interpretation/ })).toBeVisible();
  await expect(chironPanel).toContainText(/Cancer/, { timeout: 15_000 });
  await page.keyboard.press("Escape");

  // A clean chart: the legend's switch hides the points and the choice survives a reload.
  await page.getByTestId("points-toggle").uncheck();
  await expect(points).toHaveCount(0);
  await expect(wheel.getByTestId("wheel-planet")).toHaveCount(10);
  await page.reload();
  await expect(wheel.getByTestId("wheel-planet")).toHaveCount(10);
  await expect(points).toHaveCount(0);
  await page.getByTestId("points-toggle").check();
  await expect(points).toHaveCount(5);

  // Switching the house system recasts the cusps: Whole Sign ones start each sign.
  const cuspLine = wheel.locator('[data-testid="wheel-cusp"][data-house="2"]');
  const placidusCusp = await cuspLine.getAttribute("x2");
  await page.getByLabel("House system:").selectOption("WholeSign");
  await expect(wheel.getByTestId("wheel-house-system")).toHaveText("Houses: Whole Sign");
  await expect(cuspLine).not.toHaveAttribute("x2", placidusCusp ?? "");
  await expect(wheel.getByTestId("wheel-cusp")).toHaveCount(12);
  await page.reload();
  await expect(page.getByLabel("House system:")).toHaveValue("WholeSign");
  await page.screenshot({ path: ".tmp/screenshots/birth-chart-whole-sign.png", fullPage: true });
  await page.getByLabel("House system:").selectOption("Placidus");
  await expect(wheel.getByTestId("wheel-house-system")).toHaveText("Houses: Placidus");
  await expect(cuspLine).toHaveAttribute("x2", placidusCusp ?? "");

  const sun = wheel.locator('[data-testid="wheel-planet"][data-planet="sun"]');
  // Point at the glyph itself, as a person would (the group also spans its marker and label).
  await sun.locator("circle").hover();
  await expect(page.getByRole("tooltip").first()).toContainText(/Sun/);
  await page.screenshot({ path: ".tmp/screenshots/birth-chart-tooltip.png" });

  await sun.locator("circle").click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("heading", { name: /Sun Interpretation/ })).toBeVisible();
  await expect(panel).toContainText(/Pisces/, { timeout: 15_000 });
  await page.screenshot({ path: ".tmp/screenshots/birth-chart-planet-dialog.png" });
  await page.keyboard.press("Escape");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("birth-chart.svg");
  const svg = readFileSync((await download.path()) ?? "", "utf8");
  expect(svg).toContain("<svg");
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain("Houses: Placidus");
  expect(svg).toContain("☊"); // the North Node's glyph: the points go into the export too
  // The file must stand alone: rendered on its own, it still shows the wheel's text.
  const standalone = await page.context().newPage();
  await standalone.goto(`data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`);
  await expect(standalone.locator("svg")).toContainText("NATAL CHART");
  await standalone.screenshot({ path: ".tmp/screenshots/birth-chart-export.png" });
  await standalone.close();

  await page.getByRole("button", { name: "Get Full Interpretation" }).click();
  await expect(page.getByText("Your Complete Birth Chart Interpretation")).toBeVisible();
  await expect(page.getByText("Your Strengths")).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: ".tmp/screenshots/birth-chart-full-interpretation.png", fullPage: true });

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the chart wheel scales down to the screen", async ({ page, request }) => {
    await openSignedIn(page, request, "/birth-chart");
    await fillBirthForm(page);
    const wheel = page.getByTestId("chart-wheel");
    await expect(wheel).toBeVisible();
    const box = await wheel.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: ".tmp/screenshots/birth-chart-mobile.png", fullPage: true });
    // The phone's glyph wheel shows the points too, and the legend's switch takes them off.
    await expect(wheel.getByTestId("wheel-point")).toHaveCount(5);
    await wheel.screenshot({ path: ".tmp/screenshots/birth-chart-glyph-wheel-375.png" });
    await page.getByTestId("points-toggle").uncheck();
    await expect(wheel.getByTestId("wheel-point")).toHaveCount(0);
    await page.getByTestId("points-toggle").check();
    await expect(wheel.getByTestId("wheel-point")).toHaveCount(5);

    // The planet list never cuts a sign name: every sign label shows whole, on every tab.
    const positions = page.getByTestId("planet-positions");
    for (const tab of ["Personal", "Outer", "Points"]) {
      await positions.getByRole("tab", { name: tab }).click();
      const signs = positions.locator('[role="tabpanel"]:not([hidden]) [data-testid="position-sign"]');
      await expect(signs.first()).toBeVisible();
      const cut = await signs.evaluateAll((nodes) =>
        nodes.filter((n) => n.scrollWidth > n.clientWidth + 0.5).map((n) => n.textContent),
      );
      expect(cut).toEqual([]);
      for (const box of await signs.evaluateAll((nodes) =>
        nodes.map((n) => {
          const r = n.getBoundingClientRect();
          const card = n.closest('[data-testid="planet-positions"]')?.getBoundingClientRect();
          return { right: r.right, cardRight: card?.right ?? 0 };
        }),
      )) {
        expect(box.right).toBeLessThanOrEqual(box.cardRight);
      }
      await positions.screenshot({ path: `.tmp/screenshots/birth-chart-positions-375-${tab}.png` });
    }

    // The full-screen wheel's list of planets and points: two columns, no sign name cut.
    await page.getByTestId("wheel-open").click();
    const full = page.getByTestId("wheel-fullscreen");
    await expect(full).toBeVisible();
    const items = full.getByTestId("phone-position");
    await expect(items).toHaveCount(15);
    const listSigns = full.getByTestId("position-sign");
    const cutInList = await listSigns.evaluateAll((nodes) =>
      nodes
        .filter((n) => {
          const r = n.getBoundingClientRect();
          const button = n.closest("button")?.getBoundingClientRect();
          return n.scrollWidth > n.clientWidth + 0.5 || !button || r.right > button.right;
        })
        .map((n) => n.textContent),
    );
    expect(cutInList).toEqual([]);
    await expect(full.locator('[data-testid="phone-position"][data-planet="fortune"]')).toContainText(
      "Sagittarius",
    );
    await full.getByRole("list", { name: "Planets and points" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: ".tmp/screenshots/birth-chart-phone-list-375.png" });
  });
});

test("without a birth time the chart has planets but no houses or angles, and says why", async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, "/birth-chart");
  await page.getByLabel("Birth Date").fill("1985-07-02");
  await page.getByRole("checkbox", { name: "I don't know my birth time" }).click();
  await expect(page.getByLabel("Birth Time")).toBeDisabled();
  await page.getByPlaceholder("Search for a city...").fill("liege");
  await page
    .getByText(/^Liège, Wallonia, Belgium/)
    .first()
    .click();
  await page.getByRole("button", { name: "Save Birth Information" }).click();

  const wheel = page.getByTestId("chart-wheel");
  await expect(wheel.getByTestId("wheel-planet")).toHaveCount(10);
  await expect(wheel.getByTestId("wheel-cusp")).toHaveCount(0);
  await expect(wheel).not.toContainText("AC");
  await expect(page.getByText("The chart is cast for local noon.", { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: ".tmp/screenshots/birth-chart-no-time.png", fullPage: true });
});

test("beyond the polar circle the house-system fallback is labelled on the page and in the exported SVG", async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, "/birth-chart");
  await page.getByLabel("Birth Date").fill("1990-03-14");
  await page.getByLabel("Birth Time").fill("08:30");
  await page.getByPlaceholder("Search for a city...").fill("Tromsø");
  await page
    .getByText(/^Tromsø/)
    .first()
    .click();
  await page.getByRole("button", { name: "Save Birth Information" }).click();

  const wheel = page.getByTestId("chart-wheel");
  await expect(wheel.getByTestId("wheel-cusp")).toHaveCount(12);
  await expect(page.getByLabel("House system:")).toHaveValue("Placidus");
  await expect(page.getByTestId("house-system-shown")).toHaveText("Shown: Equal (extreme latitude)");
  await expect(page.getByTestId("house-system-fallback")).toContainText(
    "Placidus gives extreme house divisions at your birth latitude, so equal houses are used.",
  );
  await expect(wheel.getByTestId("wheel-house-fallback")).toHaveText("Placidus fails at this latitude");
  await page.getByTestId("chart-card").screenshot({ path: ".tmp/screenshots/birth-chart-polar.png" });

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const svg = readFileSync((await (await downloadPromise).path()) ?? "", "utf8");
  expect(svg).toContain("Houses: Equal (extreme latitude)");
  expect(svg).toContain("Placidus fails at this latitude");

  // A system that works there needs no fallback.
  await page.getByLabel("House system:").selectOption("Campanus");
  await expect(wheel.getByTestId("wheel-house-system")).toHaveText("Houses: Campanus");
  await expect(page.getByTestId("house-system-fallback")).toHaveCount(0);
});
