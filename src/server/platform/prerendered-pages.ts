import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** scripts/prerender.mjs's index of the public pages it wrote as HTML. */
interface RoutesFile {
  origin: string;
  pages: Record<string, string>;
  /** Client-rendered paths → index.html with that page's chunks preloaded. */
  shells?: Record<string, string>;
  notFound: string;
  clientRoutes: string[];
  /** Files the build wrote beside the pages (robots.txt, sitemap.xml), by path. */
  files?: Record<string, { file: string; type: string }>;
}

/** One document the server sends as it is: its text and its brotli and gzip forms. */
export interface HtmlPage {
  text: string;
  type: string;
  br: Promise<Buffer>;
  gzip: Promise<Buffer>;
}

export interface WebPages {
  /**
   * The page's HTML when `pathname` is one of the prerendered public pages or a crawl file, or the
   * app shell with the page's chunks preloaded when it is a client-rendered page the build wrote
   * one for.
   */
  page(pathname: string): HtmlPage | undefined;
  /** The 404 page's HTML when no client route owns `pathname` (the SPA shell serves the others). */
  notFound(pathname: string): HtmlPage | undefined;
  /** index.html, the shell of every page that is not prerendered (the signed-in ones). */
  shell: HtmlPage;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * A document compressed once, in zlib's thread pool so that start-up does not wait for it: every
 * page of the site goes through the not-found handler, which @fastify/compress never hooks, and
 * compressing 50 KB again for every visitor is what a busy server can least afford (ADR 028). The
 * build cannot do it: the pages hold this server's APP_URL, put in when they are loaded.
 */
function htmlPage(text: string, type = "text/html; charset=utf-8"): HtmlPage {
  const data = Buffer.from(text);
  const br = compressBrotli(data, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = compressGzip(data, { level: 9 });
  // Awaited by the first request that wants them; a failure is reported there, not as unhandled.
  br.catch(() => {});
  gz.catch(() => {});
  return { text, type, br, gzip: gz };
}

/**
 * The encoding to send: brotli, else gzip, when the client accepts it (a q of 0 refuses one). Every
 * compressed answer asks this, and browsers send a handful of distinct headers, so each header's
 * answer is kept (a bounded few: an odd client cannot grow the map).
 */
export function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const known = encodingFor.get(acceptEncoding);
  if (known !== undefined) return known || undefined;
  const chosen = chooseEncoding(acceptEncoding);
  if (encodingFor.size >= 64) encodingFor.clear();
  encodingFor.set(acceptEncoding, chosen ?? "");
  return chosen;
}
const encodingFor = new Map<string, "br" | "gzip" | "">();

function chooseEncoding(acceptEncoding: string): "br" | "gzip" | undefined {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/** Sends a page in the encoding the client prefers; caches keep one copy per Accept-Encoding. */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  reply.header("vary", "accept-encoding").type(page.type);
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(page.text);
  const body = await page[encoding];
  return reply.header("content-encoding", encoding).send(body);
}

/**
 * The built web app's documents (`<webDir>/index.html` and `<webDir>/prerendered/`), read once at
 * start-up with the build's placeholder origin replaced by this server's APP_URL. A build without
 * prerendered pages (a plain `vite build`, the tests' stand-in web directories) has only the shell.
 */
export function loadWebPages(webDir: string, appUrl: string): WebPages {
  const shell = htmlPage(readFileSync(path.join(webDir, "index.html"), "utf8"));
  const dir = path.join(webDir, "prerendered");
  const routesFile = path.join(dir, "routes.json");
  if (!existsSync(routesFile)) return { shell, page: () => undefined, notFound: () => undefined };
  const routes = JSON.parse(readFileSync(routesFile, "utf8")) as RoutesFile;
  const origin = new URL(appUrl).origin;
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8").replaceAll(routes.origin, origin);
  const pages = new Map(
    Object.entries({ ...routes.shells, ...routes.pages }).map(([pathname, file]) => [
      pathname,
      htmlPage(read(file)),
    ]),
  );
  for (const [pathname, { file, type }] of Object.entries(routes.files ?? {})) {
    pages.set(pathname, htmlPage(read(file), type));
  }
  const notFoundPage = htmlPage(read(routes.notFound));
  // wouter's patterns: ":name" is one path segment.
  const clientRoutes = routes.clientRoutes.map(
    (pattern) =>
      new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}/?$`),
  );
  return {
    shell,
    page: (pathname) => pages.get(pathname),
    notFound: (pathname) => (clientRoutes.some((route) => route.test(pathname)) ? undefined : notFoundPage),
  };
}
