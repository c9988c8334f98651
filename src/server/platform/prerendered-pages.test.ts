import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "#contracts/user";
import { type App, buildApp } from "#server/app";
import { fileTestDatabase, testConfig } from "#server/test-support/test-app";
import { testWebDir } from "#server/test-support/web-dir";
import { preferredEncoding } from "./prerendered-pages.ts";

const ORIGIN = "https://prerender-origin.invalid";
// Long enough to be worth compressing, and holding the build's origin the server replaces.
const filler = "<p>Plain-spoken astrology from real planetary positions.</p>".repeat(60);
const landing = `<!doctype html><html><head><link rel="canonical" href="${ORIGIN}/"></head><body><div id="root">${filler}</div></body></html>`;
const shell = `<!doctype html><html><head><title>Zero Fluff</title></head><body><div id="root"></div>${"<!-- shell -->".repeat(100)}</body></html>`;

const database = fileTestDatabase();
let app: App;
beforeAll(async () => {
  const webDir = testWebDir({
    "index.html": shell,
    "prerendered/index.html": landing,
    "prerendered/404.html": `<!doctype html><h1>Not found</h1>${filler}`,
    "prerendered/robots.txt": `User-agent: *\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    "prerendered/routes.json": JSON.stringify({
      origin: ORIGIN,
      pages: { "/": "index.html" },
      notFound: "404.html",
      clientRoutes: ["/", "/today"],
      files: { "/robots.txt": { file: "robots.txt", type: "text/plain; charset=utf-8" } },
    }),
  });
  app = await buildApp({
    config: testConfig({ APP_URL: "https://astro.example" }),
    database,
    logger: false,
    webDir,
  });
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("pages sent compressed", () => {
  it("sends a prerendered page, the shell of a signed-in route and the 404 page in brotli or gzip, as asked", async () => {
    for (const [url, status, expected] of [
      ["/", 200, landing.replace(ORIGIN, "https://astro.example")],
      ["/today", 200, shell],
      ["/no-such-page", 404, undefined],
    ] as const) {
      const br = await get(url, "gzip, deflate, br");
      expect(br.statusCode).toBe(status);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toContain("accept-encoding");
      expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
      const fromBrotli = brotliDecompressSync(br.rawPayload).toString();
      if (expected) expect(fromBrotli).toBe(expected);

      const gzip = await get(url, "gzip");
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(fromBrotli);

      const plain = await get(url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toContain("accept-encoding");
      expect(plain.body).toBe(fromBrotli);
    }
  });

  it("serves the build's crawl files with this server's address", async () => {
    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body).toBe("User-agent: *\nSitemap: https://astro.example/sitemap.xml\n");
  });

  it("picks brotli, then gzip, and honours a refusal", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding("gzip;q=0")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it("keeps a page's signed-in hint in step with its session cookie", async () => {
    const page = (cookie: string) => app.inject({ method: "GET", url: "/", headers: { cookie } });
    const added = await page("session=anything");
    expect(added.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)).toMatchObject({
      value: "1",
      path: "/",
    });
    const dropped = await page(`${SIGNED_IN_HINT_COOKIE}=1`);
    expect(dropped.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe("");
    const same = await page(`session=anything; ${SIGNED_IN_HINT_COOKIE}=1`);
    expect(same.cookies).toEqual([]);
  });
});
