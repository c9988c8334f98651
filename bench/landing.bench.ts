// Landing page benchmark (issue "Lean and fast in production"): Largest Contentful Paint of the
// prerendered landing page in Playwright's Chromium on loopback (a fresh page, no cache), and the
// gzip size of the JavaScript its HTML loads (scripts/first-load-js.mjs). Targets: LCP ≤ 800 ms,
// JS ≤ 90 KB gzip. Starts the built server (scripts/start.mjs builds dist/ first when it is stale).
import path from "node:path";
import { chromium } from "@playwright/test";
// @ts-expect-error: a plain ES module script without type declarations.
import { root } from "../scripts/build.mjs";
import { CHROMIUM_LAUNCH } from "../scripts/chromium.ts";
// @ts-expect-error: a plain ES module script without type declarations.
import { firstLoadJs } from "../scripts/first-load-js.mjs";
import { runStart } from "../scripts/run-start.ts";

const RUNS = 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function run(): Promise<string> {
  const { url, child } = await runStart();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const lcps: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load" });
      lcps.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries();
                resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
              }).observe({ type: "largest-contentful-paint", buffered: true });
            }),
        ),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    child.kill("SIGTERM");
  }
  const js = firstLoadJs(path.join(root, "dist/web/prerendered/index.html"), path.join(root, "dist/web"));
  const kb = js.gzip / 1024;
  const lcp = median(lcps);
  return [
    "## Landing page: LCP and first-load JavaScript",
    "",
    `Prerendered / from the built server on loopback, Chromium, a fresh context per run (${RUNS} runs).`,
    "",
    "| Measure | Value | Target |",
    "| --- | --- | --- |",
    `| LCP (median, max) | ${lcp.toFixed(0)} ms, ${Math.max(...lcps).toFixed(0)} ms | ${lcp <= 800 ? "✓" : "✗"} ≤ 800 ms |`,
    `| First-load JS (gzip, ${js.chunks.length} files) | ${kb.toFixed(1)} KB | ${kb <= 90 ? "✓" : "✗"} ≤ 90 KB |`,
  ].join("\n");
}
