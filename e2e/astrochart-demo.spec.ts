import { readFileSync } from "node:fs";
import { expect, test } from "./support.ts";

test("the public demo chart draws and downloads as natal-chart.png", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/astrochart-demo");
  const chart = page.locator("#astrochart-demo-paper svg");
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute("width", "700");
  await page.screenshot({ path: ".tmp/screenshots/astrochart-demo.png", fullPage: true });
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download as PNG" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("natal-chart.png");
  const png = readFileSync((await download.path()) ?? "");
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(png.length).toBeGreaterThan(10_000);
  expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
});
