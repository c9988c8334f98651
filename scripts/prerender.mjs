// Writes the public pages as static HTML (called by scripts/build.mjs after both vite builds): each
// page rendered by the SSR entry into the built index.html, with its title, description, Open Graph
// tags and a modulepreload of its own chunk, so a visitor sees it before any script runs and the
// browser hydrates it without waiting for another round trip. The server sends these files for
// their paths (src/server/app.ts) and the 404 page for paths no client route owns.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chunkOf } from "./chunks.mjs";

const SRC_WEB = fileURLToPath(new URL("../src/web/", import.meta.url));

/**
 * Public path → the modules whose chunks it needs (keys of vite's manifest, from src/web). A page
 * that reads or changes server data is loaded with the query client's module (src/web/lib/lazy-part.ts),
 * so that one is preloaded too: the form must come alive without a second round trip.
 */
export const PRERENDERED_PAGES = {
  "/": "pages/landing-page.tsx",
  "/about": "pages/static/about-page.tsx",
  "/features": "pages/static/features-page.tsx",
  "/privacy": "pages/static/privacy-page.tsx",
  "/cookies": "pages/static/cookies-page.tsx",
  "/terms": "pages/static/terms-page.tsx",
  "/disclaimer": "pages/static/disclaimer-page.tsx",
  "/auth": ["pages/auth-page.tsx", "lib/query-provider.tsx"],
};
/**
 * Paths the client renders from scratch (signed-in pages, and the few public ones that are not
 * prerendered) → the modules their first screen needs. Each gets its own copy of index.html with
 * those chunks preloaded (routes.json `shells`), so the browser fetches them all with the first
 * script instead of in waves once the user is known (docs/decisions/029-signed-in-pages-in-a-blink.md).
 * The build fails when a client route is neither prerendered nor here (parametric ones excepted).
 */
const SIGNED_IN = [
  "lib/query-provider.tsx",
  "lib/auth-session.ts",
  "lib/route-data.ts",
  "components/layout/signed-in-header.tsx",
  "components/layout/mobile-nav.tsx",
];
export const SHELL_PAGES = {
  "/dashboard": ["pages/dashboard-page.tsx", ...SIGNED_IN],
  "/today": ["pages/today-page.tsx", ...SIGNED_IN],
  "/birth-chart": ["pages/birth-chart-page.tsx", ...SIGNED_IN],
  "/transit-radar": ["pages/transit-radar-page.tsx", ...SIGNED_IN],
  "/compatibility": ["pages/compatibility-page.tsx", ...SIGNED_IN],
  "/cosmic-quotes": ["pages/cosmic-quotes-page.tsx", ...SIGNED_IN],
  "/ask-oracle": ["pages/ask-oracle-page.tsx", ...SIGNED_IN],
  "/throwback": ["pages/throwback-page.tsx", ...SIGNED_IN],
  "/personality-analysis": ["pages/personality-analysis-page.tsx", ...SIGNED_IN],
  "/subscription": ["pages/subscription-page.tsx", ...SIGNED_IN],
  "/settings": ["pages/settings-page.tsx", ...SIGNED_IN],
  "/admin": ["pages/admin-page.tsx", ...SIGNED_IN],
  "/admin/visuals": ["pages/admin-visuals-page.tsx", ...SIGNED_IN],
  "/resend-verification": ["pages/resend-verification-page.tsx", "lib/query-provider.tsx"],
  "/reset-password": ["pages/reset-password-page.tsx", "lib/query-provider.tsx"],
  "/astrochart-demo": ["pages/astrochart-demo-page.tsx", "lib/query-provider.tsx"],
};
const NOT_FOUND = { path: "/404", module: "pages/not-found-page.tsx", file: "404.html" };
const SITE_NAME = "Zero Fluff, All Astrology";

export async function prerender({ webDir, ssrEntry }) {
  const ssr = await import(pathToFileURL(ssrEntry).href);
  const template = readFileSync(path.join(webDir, "index.html"), "utf8");
  const manifest = JSON.parse(readFileSync(path.join(webDir, ".vite/manifest.json"), "utf8"));
  const outDir = path.join(webDir, "prerendered");
  mkdirSync(outDir, { recursive: true });
  const pages = {};
  const jobs = [
    ...Object.entries(PRERENDERED_PAGES).map(([url, module]) => ({ url, module, file: fileFor(url) })),
    { url: NOT_FOUND.path, module: NOT_FOUND.module, file: NOT_FOUND.file, notFound: true },
  ];
  for (const job of jobs) {
    const rendered = await ssr.render(job.url);
    const html = page(template, rendered, job, ssr.PRERENDER_ORIGIN, chunksOf(manifest, job.module));
    writeFileSync(path.join(outDir, job.file), html);
    if (!job.notFound) pages[job.url] = job.file;
  }
  const shells = {};
  for (const route of ssr.CLIENT_ROUTE_PATHS) {
    if (route.includes(":") || route in PRERENDERED_PAGES) continue;
    const modules = SHELL_PAGES[route];
    if (!modules) throw new Error(`prerender: the client route ${route} has no entry in SHELL_PAGES`);
    const file = `shell-${fileFor(route)}`;
    writeFileSync(path.join(outDir, file), shell(template, chunksOf(manifest, modules)));
    shells[route] = file;
  }
  const routes = {
    origin: ssr.PRERENDER_ORIGIN,
    pages,
    shells,
    notFound: NOT_FOUND.file,
    clientRoutes: ssr.CLIENT_ROUTE_PATHS,
  };
  writeFileSync(path.join(outDir, "routes.json"), `${JSON.stringify(routes, null, 2)}\n`);
}

function fileFor(url) {
  return url === "/" ? "index.html" : `${url.slice(1).replaceAll("/", "-")}.html`;
}

/**
 * A module's entry in vite's manifest: its own chunk, or the group chunk it was put in
 * (scripts/chunks.mjs), which the manifest lists by the group's name only.
 */
function manifestKeyOf(manifest, module) {
  if (manifest[module]) return module;
  const group = chunkOf(path.join(SRC_WEB, module));
  return Object.keys(manifest).find((key) => group && key.startsWith("_") && manifest[key].name === group);
}

/** The built files page modules load statically (their chunks and the chunks those import). */
function chunksOf(manifest, modules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of [modules].flat()) {
    const key = manifestKeyOf(manifest, module);
    if (!key) throw new Error(`prerender: ${module} is not in vite's manifest`);
    visit(key);
  }
  return [...files];
}

function escapeHtml(text) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/** `<link rel="modulepreload">` for each of `chunks` the template does not load already. */
function preloadLinks(template, chunks) {
  return chunks
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`);
}

/** The empty app shell (index.html) with a client-rendered page's chunks preloaded. */
function shell(template, chunks) {
  return template.replace("</head>", `${preloadLinks(template, chunks).join("\n")}\n  </head>`);
}

function page(template, rendered, job, origin, chunks) {
  let body = rendered.html;
  // React emits a page's <title> ahead of its markup when it renders into an element, not a document.
  const titleMatch = /<title>([\s\S]*?)<\/title>/.exec(body);
  if (titleMatch) body = body.replace(titleMatch[0], "");
  const title = titleMatch ? titleMatch[1] : SITE_NAME;
  const defaultDescription = /<meta\s+name="description"\s+content="([^"]*)"/.exec(template)?.[1] ?? "";
  const meta = new Map([
    ["name:description", defaultDescription],
    ["property:og:type", "website"],
    ["property:og:site_name", SITE_NAME],
    ["property:og:title", title],
    ["property:og:description", defaultDescription],
    ["property:og:url", `${origin}${job.url === "/" ? "/" : job.url}`],
  ]);
  if (job.notFound) meta.delete("property:og:url");
  const pageDescription = rendered.meta.find((tag) => tag.name === "description")?.content;
  if (pageDescription) meta.set("property:og:description", pageDescription);
  for (const tag of rendered.meta)
    meta.set(tag.property ? `property:${tag.property}` : `name:${tag.name}`, tag.content);

  const metaTags = [...meta]
    .filter(([key]) => key !== "name:description")
    .map(([key, content]) => {
      const [kind, ...name] = key.split(":");
      return `    <meta ${kind}="${escapeHtml(name.join(":"))}" content="${escapeHtml(content)}" />`;
    });
  const preloads = preloadLinks(template, chunks);
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(meta.get("name:description") ?? "")}" />`,
    )
    .replace("</head>", `${[...metaTags, ...preloads].join("\n")}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}
