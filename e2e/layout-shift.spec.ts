import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createUserWithChart, DESKTOP, expect, PHONE, test } from "./support.ts";

/**
 * No layout shift on the pages a subscriber opens every day (issue 32): the cumulative layout shift
 * of a first visit (a fresh browser, nothing remembered), read with a buffered `layout-shift`
 * PerformanceObserver once the page's data is on screen and its fonts are in. Every shift counts,
 * not only the worst session window Lighthouse reports, so this is the stricter figure. Nothing
 * here depends on how fast the machine is: the test waits for what the page shows, then reads.
 */
const LIMIT = 0.02;

/** What each page shows once its data is in. */
const PAGES: { path: string; loaded: string }[] = [
  { path: "/today", loaded: "[data-testid=todo-item]" },
  { path: "/birth-chart", loaded: "[data-testid=chart-wheel]" },
  { path: "/transit-radar", loaded: "[data-testid=transit-row]" },
  { path: "/dashboard", loaded: "[data-testid=sky-summary]" },
];

declare global {
  interface Window {
    __layoutShifts?: { value: number; sources: string[] }[];
  }
}

/** Records every shift not caused by input, from the first frame on. */
function observeShifts() {
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts?.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`
            : String(node?.nodeName);
        }),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

async function shiftsAfterLoad(page: Page, path: string, loaded: string) {
  await page.goto(path);
  await expect(page.locator(loaded).first()).toBeVisible({ timeout: 60_000 });
  // Every loading state is gone: spinners (animate-spin) and placeholder bars (animate-pulse).
  await expect(page.locator("main .animate-spin, main .animate-pulse")).toHaveCount(0, { timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // One more frame, so a shift caused by the last render is reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => window.__layoutShifts ?? []);
}

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

async function measure(browser: Browser, storageState: StorageState, device: typeof PHONE | typeof DESKTOP) {
  const results: { path: string; cls: number; sources: string[] }[] = [];
  for (const { path, loaded } of PAGES) {
    // A fresh context per page: nothing remembered from an earlier visit, as for Lighthouse.
    const context = await browser.newContext({ ...device, storageState });
    const page = await context.newPage();
    await page.addInitScript(observeShifts);
    const shifts = await shiftsAfterLoad(page, path, loaded);
    results.push({
      path,
      cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
      sources: shifts.flatMap((shift) => shift.sources),
    });
    await context.close();
  }
  return results;
}

test.describe("layout shift on the signed-in pages", () => {
  for (const [name, device] of [
    ["a 375 px phone", PHONE],
    ["a 1440 px desktop", DESKTOP],
  ] as const) {
    test(`today, birth chart, transit radar and dashboard hold still on ${name}`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      await createUserWithChart(request);
      const results = await measure(browser, await request.storageState(), device);
      for (const result of results) {
        expect(result.cls, `${result.path}: shifted ${result.sources.join(", ")}`).toBeLessThanOrEqual(LIMIT);
      }
    });
  }
});
