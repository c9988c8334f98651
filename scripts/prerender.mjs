// Writes the public pages as static HTML (called by scripts/build.mjs after both vite builds): each
// page rendered by the SSR entry into the built index.html, with its title, description, Open Graph
// tags and a modulepreload of its own chunk, so a visitor sees it before any script runs and the
// browser hydrates it without waiting for another round trip. The server sends these files for
// their paths (src/server/app.ts) and the 404 page for paths no client route owns.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
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
  "/moon": ["pages/moon-calendar-page.tsx", ...SIGNED_IN],
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
/** The link-preview picture of every public page: Open Graph's recommended size. */
const CARD = { width: 1200, height: 630, theme: "dark" };
/** Where the app's own pages and API sit: nothing there is for a search index. */
const NOT_FOR_CRAWLERS = ["/api/"];

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
  const { renderCardPng } = await tsImport("../src/server/platform/images/render-card.ts", import.meta.url);
  mkdirSync(path.join(webDir, "og"), { recursive: true });
  for (const job of jobs) {
    const rendered = await ssr.render(job.url);
    const head = headOf(template, rendered);
    if (!job.notFound) {
      job.image = `/og/${job.file.replace(/\.html$/, ".png")}`;
      const card = { title: cardTitle(head.title), description: head.description };
      writeFileSync(path.join(webDir, job.image), await renderCardPng("page-card", card, CARD));
    }
    const html = page(template, rendered, head, job, ssr.PRERENDER_ORIGIN, chunksOf(manifest, job.module));
    writeFileSync(path.join(outDir, job.file), html);
    if (!job.notFound) pages[job.url] = job.file;
  }
  const origin = ssr.PRERENDER_ORIGIN;
  writeFileSync(path.join(outDir, "robots.txt"), robotsTxt(origin));
  writeFileSync(path.join(outDir, "sitemap.xml"), sitemapXml(origin, Object.keys(pages)));
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
    origin,
    pages,
    shells,
    notFound: NOT_FOUND.file,
    clientRoutes: ssr.CLIENT_ROUTE_PATHS,
    // Served like the pages, with this server's address in place of the placeholder origin.
    files: {
      "/robots.txt": { file: "robots.txt", type: "text/plain; charset=utf-8" },
      "/sitemap.xml": { file: "sitemap.xml", type: "application/xml; charset=utf-8" },
    },
  };
  writeFileSync(path.join(outDir, "routes.json"), `${JSON.stringify(routes, null, 2)}\n`);
}

/** Every crawler may read every page; the sitemap lists the public ones. */
function robotsTxt(origin) {
  const rules = NOT_FOR_CRAWLERS.map((prefix) => `Disallow: ${prefix}`).join("\n");
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The public pages, by absolute address (sitemaps.org protocol 0.9). */
function sitemapXml(origin, paths) {
  const urls = paths.map((url) => `  <url><loc>${escapeHtml(`${origin}${url}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

/** "Features · Zero Fluff, All Astrology" → "Features"; the landing page's "Zero Fluff, All Astrology · …" → "…". */
function cardTitle(title) {
  const parts = title.split(" · ");
  if (parts.length < 2) return title;
  return parts[0] === SITE_NAME
    ? parts.slice(1).join(" · ")
    : parts.filter((part) => part !== SITE_NAME).join(" · ");
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

/** The page's title and description: its own when it set them, the site's otherwise. */
function headOf(template, rendered) {
  // React emits a page's <title> ahead of its markup when it renders into an element, not a document.
  const titleMatch = /<title>([\s\S]*?)<\/title>/.exec(rendered.html);
  const siteDescription = /<meta\s+name="description"\s+content="([^"]*)"/.exec(template)?.[1] ?? "";
  return {
    titleTag: titleMatch?.[0],
    title: titleMatch ? titleMatch[1] : SITE_NAME,
    description: rendered.meta.find((tag) => tag.name === "description")?.content ?? siteDescription,
  };
}

function page(template, rendered, head, job, origin, chunks) {
  const body = head.titleTag ? rendered.html.replace(head.titleTag, "") : rendered.html;
  const url = `${origin}${job.url}`;
  const image = job.image ? `${origin}${job.image}` : undefined;
  // A page's own tags (rendered.meta) win over these.
  const meta = new Map([
    ["name:description", head.description],
    ["property:og:type", "website"],
    ["property:og:site_name", SITE_NAME],
    ["property:og:title", head.title],
    ["property:og:description", head.description],
    ["property:og:url", url],
    ["property:og:image", image],
    ["property:og:image:width", String(CARD.width)],
    ["property:og:image:height", String(CARD.height)],
    ["property:og:image:alt", `${head.title}: ${head.description}`],
    ["name:twitter:card", "summary_large_image"],
    ["name:twitter:title", head.title],
    ["name:twitter:description", head.description],
    ["name:twitter:image", image],
  ]);
  if (job.notFound) {
    for (const key of [...meta.keys()]) if (/og:url|og:image|twitter:image/.test(key)) meta.delete(key);
    meta.set("name:twitter:card", "summary");
  }
  for (const tag of rendered.meta)
    meta.set(tag.property ? `property:${tag.property}` : `name:${tag.name}`, tag.content);

  const metaTags = [...meta]
    .filter(([key]) => key !== "name:description")
    .map(([key, content]) => {
      const [kind, ...name] = key.split(":");
      return `    <meta ${kind}="${escapeHtml(name.join(":"))}" content="${escapeHtml(content)}" />`;
    });
  // The one address search engines should file the page under (the 404 page has none).
  const canonical = job.notFound ? [] : [`    <link rel="canonical" href="${escapeHtml(url)}" />`];
  const preloads = preloadLinks(template, chunks);
  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${head.title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeHtml(meta.get("name:description") ?? "")}" />`,
    )
    .replace("</head>", `${[...canonical, ...metaTags, ...preloads].join("\n")}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}
