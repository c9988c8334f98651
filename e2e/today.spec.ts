import { expect, openSignedIn, openWithChart, signInPremiumMember, test } from "./support.ts";

test.describe("the Today page", () => {
  test("a free user reads today's horoscope without a mode toggle, ticks all five to-dos and keeps them", async ({
    page,
    request,
  }) => {
    await openWithChart(page, request, "/today");
    await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
    await expect(page.getByText("Your daily cosmic forecast")).toBeVisible();
    const card = page.getByTestId("horoscope-card");
    await expect(card).toContainText("Today's Horoscope");
    await expect(card.getByRole("button", { name: /Roast Mode|Normal Mode/ })).toHaveCount(0);
    await expect(card).toContainText(/orb|exact/);

    const todos = page.getByTestId("todo-item");
    await expect(todos).toHaveCount(5);
    await expect(page.getByTestId("todo-progress")).toContainText("0 of 5 completed");
    for (let i = 0; i < 5; i++) await todos.nth(i).getByRole("checkbox").click();
    await expect(page.getByTestId("todo-progress")).toContainText("5 of 5 completed");
    await expect(page.getByTestId("todo-progress")).toContainText("100%");
    const banner = page.getByTestId("celebration");
    await expect(banner).toContainText("You survived the cosmos today!");
    await expect(banner).toContainText("All tasks completed. The universe applauds your cosmic discipline.");
    await page.screenshot({ path: ".tmp/screenshots/today-desktop.png", fullPage: true });
    await expect(banner).toBeHidden({ timeout: 5000 });

    await page.reload();
    await expect(page.getByTestId("todo-progress")).toContainText("5 of 5 completed");
    await page.getByTestId("todo-item").first().getByRole("checkbox").click();
    await expect(page.getByTestId("todo-progress")).toContainText("4 of 5 completed");
    await expect(page.getByTestId("todo-progress")).toContainText("80%");
  });

  test("a premium user switches between the normal and the roast voice", async ({
    page,
    request,
    playwright,
  }) => {
    await signInPremiumMember(page, request, playwright, "/today");
    const card = page.getByTestId("horoscope-card");
    await expect(card.getByRole("button", { name: /Roast Mode/ })).toBeVisible();
    const normalText = await card.textContent();
    const todos = page.getByTestId("todo-card");
    await expect(todos.getByRole("checkbox")).toHaveCount(5);
    const normalTodos = await todos.textContent();
    await card.getByRole("button", { name: /Roast Mode/ }).click();
    await expect.poll(async () => card.textContent()).not.toBe(normalText);
    // The to-do list follows the card's voice.
    await expect.poll(async () => todos.textContent()).not.toBe(normalTodos);
    await expect(todos.getByRole("checkbox")).toHaveCount(5);
    await card.getByRole("button", { name: /Roast Mode/ }).hover();
    await expect(page.getByRole("tooltip").first()).toHaveText("Roast Mode Active");
    await card.getByText("Why this?").click();
    await expect(card.getByText(/Lucky number \d+: the Moon is in the \d+\w\w degree of/)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: ".tmp/screenshots/today-roast-mobile.png", fullPage: true });
  });

  test("a user without birth data is asked to complete the birth chart", async ({ page, request }) => {
    await openSignedIn(page, request, "/today");
    await expect(page.getByRole("link", { name: /birth chart/i }).first()).toBeVisible();
  });
});

test.describe("Throwback", () => {
  test("a premium user generates a throwback, regenerates it roasted, keeps it after a reload, and waits for midnight for another date", async ({
    page,
    request,
    playwright,
  }) => {
    await signInPremiumMember(page, request, playwright, "/throwback");
    await expect(page.getByTestId("throwback-usage")).toBeVisible();
    await page.getByRole("button", { name: "Generate Throwback" }).click();
    await expect(page.getByTestId("toast")).toContainText("Please select a date");

    // The calendar opens on the birthday month (March 1990 for this member).
    await expect(page.getByLabel("Month", { exact: true })).toHaveValue("3");
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue("1990");
    await page.getByRole("button", { name: /^\w+, March 15, 1990$/ }).click();
    await page.getByRole("button", { name: "Generate Throwback" }).click();
    await expect(page.getByTestId("toast")).toContainText("Throwback horoscope generated!");
    const result = page.getByTestId("throwback-result");
    await expect(result).toContainText("March 15, 1990");
    await page.screenshot({ path: ".tmp/screenshots/throwback-desktop.png", fullPage: true });

    // The same date in the roast voice is a new text and does not use up another date.
    const normalText = await result.textContent();
    await result.getByRole("button", { name: "Roast Mode" }).click();
    await expect.poll(async () => result.textContent()).not.toBe(normalText);
    await expect(result).toContainText("1990");

    // After a reload today's reading is still there, and both voices are listed.
    await page.reload();
    await expect(page.getByTestId("throwback-result")).toContainText("March 15, 1990");
    await expect(page.getByTestId("throwback-history-entry")).toHaveCount(2);

    // Another date today waits for midnight in the user's zone: the button says so instead of failing.
    await page.getByRole("button", { name: /^\w+, March 16, 1990$/ }).click();
    await expect(page.getByRole("button", { name: "Generate Throwback" })).toBeDisabled();
    await expect(page.getByTestId("throwback-next")).toContainText(/Next date in .+, at midnight .+ time\./);
    // Today's own date stays open.
    await page.getByRole("button", { name: /^\w+, March 15, 1990$/ }).click();
    await expect(page.getByRole("button", { name: "Generate Throwback" })).toBeEnabled();
  });
});
