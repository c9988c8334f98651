import { readFileSync } from "node:fs";
import { expect, openWithChart, PHONE, test } from "./support.ts";

/** The calendar of exact times (issue 30 §3, §4): Add to calendar on the radar, the link in Settings. */

test.describe("Calendar feed", () => {
  test("the radar offers the webcal link and the .ics download; revoking in Settings makes the address 404", async ({
    page,
    request,
  }) => {
    await openWithChart(page, request, "/transit-radar");
    await expect(page.getByTestId("transit-row").first()).toBeVisible();

    await page.getByTestId("add-to-calendar").click();
    const subscribe = page.getByTestId("calendar-subscribe");
    await expect(subscribe).toBeVisible();
    const webcal = (await subscribe.getAttribute("href")) ?? "";
    expect(webcal).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(page.getByTestId("calendar-menu")).toContainText("next 7 days");
    await page.screenshot({ path: ".tmp/screenshots/calendar-menu-desktop.png" });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("calendar-download").click(),
    ]);
    expect(download.suggestedFilename()).toBe("zero-fluff-transits.ics");
    const file = readFileSync((await download.path()) ?? "", "utf8");
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file).toContain("BEGIN:VEVENT");
    expect(file).toContain("X-WR-TIMEZONE:");

    const feedPath = new URL(webcal.replace(/^webcal:/, "http:")).pathname;
    const before = await page.request.get(feedPath);
    expect(before.status()).toBe(200);
    expect(before.headers()["content-type"]).toBe("text/calendar; charset=utf-8");

    await page.goto("/settings");
    const card = page.getByTestId("calendar-link");
    await expect(card.getByTestId("calendar-url")).toHaveValue(
      new RegExp(`${feedPath.replace(/\./g, "\\.")}$`),
    );
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: ".tmp/screenshots/calendar-settings-desktop.png" });
    await card.getByRole("button", { name: "Revoke link" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
    await expect(page.getByTestId("toast")).toContainText("Calendar Address Revoked");

    // The old address is gone for good; the card shows the new one, which works.
    expect((await page.request.get(feedPath)).status()).toBe(404);
    await expect(card.getByTestId("calendar-url")).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const fresh = new URL(await card.getByTestId("calendar-url").inputValue()).pathname;
    expect(fresh).not.toBe(feedPath);
    expect((await page.request.get(fresh)).status()).toBe(200);
  });

  test.describe("on a 375 px phone", () => {
    test.use(PHONE);
    test("the calendar menu and the Settings card fit the screen", async ({ page, request }) => {
      await openWithChart(page, request, "/transit-radar");
      await expect(page.getByTestId("transit-row").first()).toBeVisible();
      await page.getByTestId("add-to-calendar").click();
      await expect(page.getByTestId("calendar-subscribe")).toBeVisible();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: ".tmp/screenshots/calendar-menu-phone.png" });

      await page.keyboard.press("Escape");
      await page.goto("/settings");
      const card = page.getByTestId("calendar-link");
      await expect(card.getByTestId("calendar-url")).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: ".tmp/screenshots/calendar-settings-phone.png" });
    });
  });
});
