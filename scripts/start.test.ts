import { type ChildProcess, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations.
import { isFresh, root, sourceStamp } from "./build.mjs";
// @ts-expect-error: a plain ES module script without type declarations.
import { firstLoadJs } from "./first-load-js.mjs";
import { runStart } from "./run-start.ts";

// `npm start` (scripts/start.mjs) on a build made once for this file, in a temporary project
// directory: dist/ next to links to node_modules/ and drizzle/, as in a checkout.
const project = mkdtempSync(path.join(os.tmpdir(), "zf-build-"));
const outDir = path.join(project, "dist");
const children = new Set<ChildProcess>();

beforeAll(() => {
  symlinkSync(path.join(root, "node_modules"), path.join(project, "node_modules"));
  symlinkSync(path.join(root, "drizzle"), path.join(project, "drizzle"));
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs"), outDir], {
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
}, 180_000);

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(project, { recursive: true, force: true });
});

/** Runs scripts/start.mjs on the temporary build until /api/health answers. */
async function startBuilt() {
  const server = await runStart({ BUILD_DIR: outDir, NODE_ENV: "development" }, children);
  return { url: server.url, output: server.output, stop: () => server.child.kill("SIGTERM") };
}

/**
 * Routes whose first load is over the 90 KB budget, each with the ceiling it is held to (its
 * weight when measured, 2026-11-28, rounded up): React DOM and the first script (~76 KB) plus the
 * query library leave no room under 90 KB for a signed-in page (docs/decisions/042-signed-in-first-load-measured.md).
 */
const OVER_BUDGET_KB: Record<string, number> = {
  // Every route in the first script since 2026-11-28 (stop 36): a page whose chunk fails to arrive is
  // asked for again and then shows a notice (react-error-boundary), not a blank screen, for
  // 0.3–0.6 KB; the routes that went over were raised by 1 KB. The same day, /auth, /reset-password,
  // /ask-oracle and /personality-analysis by 1 KB for code shared instead of repeated (issue 27): one
  // place field for both birth forms, one header menu, the Oracle's badge and answer paragraphs.
  // Each raised by up to 2 KB on 2026-11-28, once, for the landing page's main thread: the contracts and
  // helpers a visitor's page does not need left the data layer for the UI kit, and the two compress
  // a little worse apart (docs/decisions/050-landing-page-main-thread.md).
  // 2026-11-28: /cosmic-quotes, /resend-verification and /astrochart-demo by 1 KB (0.1 KB over) for the shared page frame, back link and icon message that replaced fifteen written-out copies.
  // 2026-11-28: the ten signed-in routes that went over by 0.1–0.4 KB raised by 1 KB for the Moon
  // Calendar (issue 27 §6): its route, endpoint declaration, query key and header entry with its icon
  // are in every page's first script. Its first read is not started in lib/route-data.ts, which would
  // cost every page another 0.1 KB.
  // 2026-11-28 (issue 27, web clean-up): /auth, /resend-verification and /reset-password by what they
  // went over plus 0.1 KB (0.07–0.43 KB over): the name, new-password and birth place fields now
  // shared in the forms' kit, and the focus heading, dialog heading and dialogs' open state in the UI kit.
  "/auth": 216.4,
  "/dashboard": 201,
  "/today": 201,
  // Raised once on 2026-11-28 for features, not for drift: the chart points and the house-system
  // picker (issue 31); saved people and the last result (issue 29); the chart settings card.
  "/birth-chart": 227,
  "/transit-radar": 205,
  // Measured 196.6 KB on 2026-11-28: like its siblings, React DOM, the first script and the query library.
  "/moon": 197,
  "/compatibility": 217,
  "/cosmic-quotes": 200,
  "/ask-oracle": 200,
  "/throwback": 201,
  // 2026-11-28 (issue 32): by 0.1 KB (0.02 KB over) for the kept date formats (lib/date-format.ts),
  // which spare the page a new Intl format for each date it shows while it first renders.
  "/personality-analysis": 199.1,
  "/subscription": 198,
  "/settings": 220,
  // Raised once on 2026-11-28 for the endpoint registry (ADR 047): every other route paid for it by
  // the admin contracts leaving the data chunk; the admin pages load those contracts themselves.
  "/admin": 203,
  "/admin/visuals": 206,
  "/resend-verification": 212.2,
  "/reset-password": 212.6,
  "/astrochart-demo": 214,
};

describe("the production build", () => {
  it("holds the bundled server and workers, the prerendered pages and the sources' stamp", () => {
    for (const file of [
      "server/main.js",
      "server/platform/images/render-worker.mjs",
      "server/platform/geocoder/places.bin",
      "web/index.html",
      "web/prerendered/routes.json",
    ])
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    // The workers load no TypeScript at run time.
    expect(readFileSync(path.join(outDir, "server/platform/images/render-worker.mjs"), "utf8")).not.toContain(
      "tsx/esm/api",
    );
    expect(isFresh(outDir)).toBe(true);
  });

  it("loads the heavy packages only where they are used: not at the start of the server bundle", () => {
    // esbuild hoists a static import of a package to the start of the bundle, so one static
    // import anywhere in the server's graph loads the package in every process (tens of MB).
    const main = readFileSync(path.join(outDir, "server/main.js"), "utf8");
    const staticImports = [...main.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm)].map((match) => match[1]);
    for (const lazy of ["@electric-sql/pglite", "stripe", "openai", "satori", "@resvg/resvg-js"])
      expect(staticImports, lazy).not.toContain(lazy);
    expect(staticImports).toContain("fastify");
  });

  it("keeps the landing page's first script within 90 KB gzip, without the query library, the schemas or the menus", () => {
    // The budget of the lean-production issue. A static import of a heavy module from the shell
    // (header, footer, auth) or from the landing page's own module puts it back in every visit.
    const web = path.join(outDir, "web");
    const js = firstLoadJs(path.join(web, "prerendered/index.html"), web);
    expect(js.gzip).toBeLessThanOrEqual(90 * 1024);
    const code = js.chunks
      .map((chunk: { url: string }) => readFileSync(path.join(web, chunk.url), "utf8"))
      .join("\n");
    expect(code).not.toContain("No QueryClient set"); // @tanstack/react-query
    expect(code).not.toContain("ZodError"); // zod
    expect(code).not.toContain("DropdownMenu"); // the signed-in user menu (Radix)
  });

  it("keeps every route's first load within 90 KB gzip, but the routes known to be over it within their ceilings", () => {
    // Every HTML file the server sends for a path: the prerendered pages, the 404 page and the
    // per-route shells of the client-rendered pages (ADR 029). The signed-in pages and the forms'
    // pages are over the budget (ADR 042 says why and what their floor is); each is held at its
    // present weight, so that growth fails here, and a route not listed must meet 90 KB.
    const web = path.join(outDir, "web");
    const routes = JSON.parse(readFileSync(path.join(web, "prerendered/routes.json"), "utf8")) as {
      pages: Record<string, string>;
      shells: Record<string, string>;
      notFound: string;
    };
    const files = new Map<string, string>([
      ...Object.entries(routes.pages),
      ...Object.entries(routes.shells),
      ["(404)", routes.notFound],
    ]);
    expect(files.size).toBeGreaterThan(20);
    const over: string[] = [];
    for (const [route, file] of files) {
      const gzipKb = firstLoadJs(path.join(web, "prerendered", file), web).gzip / 1024;
      const ceilingKb = OVER_BUDGET_KB[route] ?? 90;
      if (gzipKb > ceilingKb) over.push(`${route}: ${gzipKb.toFixed(1)} KB > ${ceilingKb} KB`);
    }
    expect(over).toEqual([]);
    // The list names only routes that exist.
    for (const route of Object.keys(OVER_BUDGET_KB)) expect(files.has(route), route).toBe(true);
  });

  it("starts without rebuilding, serves /api/health and the public pages prerendered with its own address", async () => {
    const server = await startBuilt();
    try {
      expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: "ok" });
      const about = await (await fetch(`${server.url}/about`)).text();
      expect(about).toContain("About Zero Fluff, All Astrology</h1>");
      const landing = await (await fetch(`${server.url}/`)).text();
      expect(landing).toContain(`<meta property="og:url" content="${server.url}/" />`);
      const missing = await fetch(`${server.url}/no/such/page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("404 Page Not Found");
      // A client route the server has no page for still gets the app shell.
      const dashboard = await fetch(`${server.url}/dashboard`);
      expect(dashboard.status).toBe(200);
      expect(await dashboard.text()).toContain('<div id="root"></div>');
      // Scripts and stylesheets go out as compressed at build time, and are kept for good.
      const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(landing)?.[1] ?? "";
      expect(existsSync(path.join(outDir, "web", `${script}.br`))).toBe(true);
      const asset = await fetch(`${server.url}${script}`, { headers: { "accept-encoding": "br" } });
      expect(asset.headers.get("content-encoding")).toBe("br");
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await asset.text()).toBe(readFileSync(path.join(outDir, "web", script), "utf8"));
      expect(server.output()).not.toContain("Building");
    } finally {
      server.stop();
    }
  }, 120_000);

  it("counts a build with another stamp, or one replaced by a plain vite build, as stale", () => {
    const stampFile = path.join(outDir, "BUILD_STAMP");
    const stamp = readFileSync(stampFile, "utf8");
    expect(stamp.trim()).toBe(sourceStamp());
    try {
      writeFileSync(stampFile, "0".repeat(64));
      expect(isFresh(outDir)).toBe(false);
      writeFileSync(stampFile, stamp);
      expect(isFresh(outDir)).toBe(true);
      rmSync(path.join(outDir, "web/prerendered/routes.json"));
      expect(isFresh(outDir)).toBe(false);
    } finally {
      writeFileSync(stampFile, stamp);
    }
  });
});
