// The prerendering entry (`vite build --ssr`, run by scripts/build.mjs): renders the public pages to
// HTML at build time with the same components the browser hydrates (src/web/main.tsx).
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App, CLIENT_ROUTE_PATHS } from "./app.tsx";
import { type MetaTag, PRERENDER_ORIGIN, prerenderedMeta } from "./lib/document-meta.ts";

export { CLIENT_ROUTE_PATHS, PRERENDER_ORIGIN };

export interface Rendered {
  /** The markup inside #root. */
  html: string;
  /** The meta tags the page set through useDocumentMeta. */
  meta: MetaTag[];
}

/**
 * One page as a visitor without a session sees it. The pages are React.lazy chunks: a first pass
 * waits for the ones this path needs to load, so the real pass renders them in place instead of a
 * spinner (and with no inline scripts to reveal them, which the CSP would block).
 */
export async function render(url: string): Promise<Rendered> {
  const app = (
    <StrictMode>
      <Router ssrPath={url}>
        <App />
      </Router>
    </StrictMode>
  );
  const { prelude } = await prerenderToNodeStream(app);
  for await (const _chunk of prelude) {
    // drained: only the loading it caused matters
  }
  prerenderedMeta.length = 0;
  const html = renderToString(app);
  // A boundary still showing its fallback ("<!--$?-->", or "<!--$!-->" after an error) would ship a spinner.
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`prerender: ${url} still suspends after its chunks loaded`);
  return { html, meta: [...prerenderedMeta] };
}
