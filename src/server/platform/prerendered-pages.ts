import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** scripts/prerender.mjs's index of the public pages it wrote as HTML. */
interface RoutesFile {
  origin: string;
  pages: Record<string, string>;
  /** Client-rendered paths → index.html with that page's chunks preloaded. */
  shells?: Record<string, string>;
  notFound: string;
  clientRoutes: string[];
}

export interface PrerenderedPages {
  /**
   * The page's HTML when `pathname` is one of the prerendered public pages, or the app shell with
   * the page's chunks preloaded when it is a client-rendered page the build wrote one for.
   */
  page(pathname: string): string | undefined;
  /** The 404 page's HTML when no client route owns `pathname` (the SPA shell serves the others). */
  notFound(pathname: string): string | undefined;
}

/**
 * The prerendered public pages of a web build (`<webDir>/prerendered/`), read once at start-up with
 * the build's placeholder origin replaced by this server's APP_URL; null for a build without them
 * (a plain `vite build`, the tests' stand-in web directories), which keeps the SPA shell for all.
 */
export function loadPrerenderedPages(webDir: string, appUrl: string): PrerenderedPages | null {
  const dir = path.join(webDir, "prerendered");
  const routesFile = path.join(dir, "routes.json");
  if (!existsSync(routesFile)) return null;
  const routes = JSON.parse(readFileSync(routesFile, "utf8")) as RoutesFile;
  const origin = new URL(appUrl).origin;
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8").replaceAll(routes.origin, origin);
  const pages = new Map(
    Object.entries({ ...routes.shells, ...routes.pages }).map(([pathname, file]) => [pathname, read(file)]),
  );
  const notFoundHtml = read(routes.notFound);
  // wouter's patterns: ":name" is one path segment.
  const clientRoutes = routes.clientRoutes.map(
    (pattern) =>
      new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}/?$`),
  );
  return {
    page: (pathname) => pages.get(pathname),
    notFound: (pathname) => (clientRoutes.some((route) => route.test(pathname)) ? undefined : notFoundHtml),
  };
}
