import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  controlledByWorker,
  expect,
  getServed,
  openWithChart,
  PHONE,
  signInWithChart,
  test,
} from "./support.ts";

/**
 * The installable app (docs/decisions/019-pwa.md): what Lighthouse's installability check asks for
 * (a manifest with name, start_url, display and 192/512 PNG icons; a worker with a fetch handler
 * controlling the page), and the worker's promises about personal data and offline pages.
 */

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
}

/** Every cache and the paths it holds. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return out;
  });
}

async function personalCaches(page: Page): Promise<string[]> {
  return Object.keys(await cachedPaths(page)).filter((name) => name.startsWith("zf-personal-"));
}

/** A member with a chart, signed in on a page the service worker controls, looking at `path`. */
async function openUnderWorker(page: Page, request: APIRequestContext, path: string) {
  await signInWithChart(page, request);
  await controlledByWorker(page);
  await page.goto(path);
}

function apiPathsIn(caches: Record<string, string[]>): string[] {
  return Object.values(caches)
    .flat()
    .filter((path) => path.startsWith("/api/"));
}

test.describe("the installable app", () => {
  test("the manifest names the app, links its shortcuts and lists icons that decode at their sizes", async ({
    page,
    request,
  }) => {
    const response = await getServed(request, "/manifest.webmanifest", "application/manifest+json");
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: "Zero Fluff, All Astrology",
      short_name: "Zero Fluff",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
      theme_color: "#0b0a1f",
      background_color: "#0b0a1f",
    });
    expect(manifest.description.length).toBeGreaterThan(20);
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ["Today", "/today"],
      ["Birth Chart", "/birth-chart"],
    ]);
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));

    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0b0a1f");
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    const icons = [...manifest.icons, { src: appleIcon ?? "", sizes: "180x180", type: "image/png" }];
    for (const icon of icons) {
      expect(icon.type).toBe("image/png");
      // The browser decodes the image: a broken or mis-sized PNG fails here.
      const decoded = await page.evaluate(async (src) => {
        const answer = await fetch(src);
        const bitmap = await createImageBitmap(await answer.blob());
        return { type: answer.headers.get("content-type"), size: `${bitmap.width}x${bitmap.height}` };
      }, icon.src);
      expect(decoded, icon.src).toEqual({ type: "image/png", size: icon.sizes });
    }
  });

  test("the service worker registers, activates and controls the page; sw.js is never cached by HTTP", async ({
    page,
    request,
  }) => {
    const sw = await request.get("/sw.js");
    expect(sw.status()).toBe(200);
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    expect(await sw.text()).not.toContain("__BUILD_ID__");

    await page.goto("/");
    expect(await controlledByWorker(page)).toMatch(/\/sw\.js$/);
    const caches = await cachedPaths(page);
    const staticCache = Object.keys(caches).find((name) => name.startsWith("zf-static-"));
    expect(staticCache).toBeDefined();
    // The shell and the files it loads are ready before anyone goes offline.
    expect(caches[staticCache ?? ""]).toEqual(
      expect.arrayContaining(["/offline.html", "/__zf/shell", expect.stringMatching(/^\/assets\/.+\.js$/)]),
    );
    expect(apiPathsIn(caches)).toEqual([]);
  });

  test("a navigation without network gets the offline page", async ({ page, context }) => {
    await page.goto("/");
    await controlledByWorker(page);
    await context.setOffline(true);
    await page.goto("/about");
    await expect(page.getByTestId("offline-page")).toContainText("You are offline");
    await expect(page).toHaveTitle(/offline/);
    await context.setOffline(false);
    await page.goto("/about");
    await expect(page.getByTestId("offline-page")).toHaveCount(0);
  });

  test("today's horoscope reads offline, and signing out leaves no personal answer in any cache", async ({
    page,
    request,
    context,
  }) => {
    await openUnderWorker(page, request, "/today");
    await expect(page.getByTestId("horoscope-card")).toContainText("Today's Horoscope");
    await expect
      .poll(async () => apiPathsIn(await cachedPaths(page)))
      .toEqual(expect.arrayContaining(["/api/user", "/api/horoscope/today"]));
    expect(await personalCaches(page)).toHaveLength(1);

    await context.setOffline(true);
    await page.goto("/today");
    await expect(page.getByTestId("horoscope-card")).toContainText("Today's Horoscope");
    await context.setOffline(false);

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Logged out" })).toBeVisible();
    await expect.poll(async () => apiPathsIn(await cachedPaths(page))).toEqual([]);
    expect(await personalCaches(page)).toEqual([]);

    // Signed out and offline, Today is no longer readable: the offline page stands in.
    await context.setOffline(true);
    await page.goto("/today");
    await expect(page.getByTestId("offline-page")).toBeVisible();
    await context.setOffline(false);
  });

  test.describe("on a phone", () => {
    test.use(PHONE);

    test("every signed-in page opened offline keeps the header, tab bar and logo and says it needs the network", async ({
      page,
      request,
      context,
    }) => {
      await openUnderWorker(page, request, "/dashboard");
      await expect(page.getByTestId("mobile-nav")).toBeVisible();
      await expect.poll(async () => apiPathsIn(await cachedPaths(page))).toContain("/api/user");

      await context.setOffline(true);
      for (const path of ["/compatibility", "/settings", "/transit-radar"]) {
        await page.goto(path);
        await expect(page.getByTestId("offline-notice")).toContainText(
          "You're offline; this page needs the network.",
        );
        await expect(page.getByTestId("brand-link")).toBeVisible();
        await expect(page.getByTestId("mobile-nav")).toBeVisible();
        await expect(page.getByTestId("offline-page")).toHaveCount(0);
      }
      await page.screenshot({ path: ".tmp/screenshots/offline-shell-375.png" });
      // A tap on the tab bar while offline: the next page says the same, the bar stays.
      await page.getByTestId("mobile-nav").getByRole("link", { name: "Match" }).tap();
      await expect(page).toHaveURL(/\/compatibility$/);
      await expect(page.getByTestId("offline-notice")).toBeVisible();

      // Back online, the page loads where the notice was.
      await context.setOffline(false);
      await expect(page.getByTestId("offline-notice")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1, name: "Compatibility" })).toBeVisible();
    });
  });

  test("another person signing in on the same browser never gets the previous person's copies", async ({
    page,
    request,
  }) => {
    await openUnderWorker(page, request, "/today");
    await expect(page.getByTestId("horoscope-card")).toContainText("Today's Horoscope");
    await expect.poll(async () => apiPathsIn(await cachedPaths(page))).toContain("/api/horoscope/today");
    const [firstCache] = await personalCaches(page);
    expect(firstCache).toMatch(/^zf-personal-\d+$/);

    // The session ends without a sign-out (expired, cookies cleared), then someone else signs in.
    await page.context().clearCookies();
    await openWithChart(page, request, "/today");
    await expect(page.getByTestId("horoscope-card")).toContainText("Today's Horoscope");
    await expect.poll(() => personalCaches(page)).not.toContain(firstCache);
    await expect.poll(() => personalCaches(page)).toHaveLength(1);
  });

  test("a new deploy's worker is offered with a Reload button that switches to it", async ({ page }) => {
    await page.goto("/");
    await controlledByWorker(page);
    // A deploy: the server now sends a different sw.js (the build stamps each one differently).
    const file = path.resolve("dist/web/sw.js");
    const original = readFileSync(file, "utf8");
    try {
      writeFileSync(file, original.replace(/const BUILD_ID = "[^"]+"/, 'const BUILD_ID = "e2e-next"'));
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const offer = page.getByTestId("toast").filter({ hasText: "A new version is available" });
      await expect(offer).toBeVisible();
      // The offer waits for the person; it does not time out like other toasts.
      await page.waitForTimeout(6000);
      await expect(offer).toBeVisible();
      const reloaded = page.waitForEvent("load");
      await offer.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      const waiting = await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting);
      expect(waiting).toBeNull();
      await controlledByWorker(page);
      // The page now runs under the new worker, which replaced the old build's cache with its own.
      await expect
        .poll(async () =>
          Object.keys(await cachedPaths(page)).filter((name) => name.startsWith("zf-static-")),
        )
        .toEqual(["zf-static-e2e-next"]);
      await expect(page.getByTestId("toast").filter({ hasText: "A new version is available" })).toHaveCount(
        0,
      );
    } finally {
      writeFileSync(file, original);
    }
  });
});
