// The prerendering entry (`vite build --ssr`, run by scripts/build.mjs): renders the public pages to
// HTML at build time with the same components the browser hydrates (src/web/main.tsx).
import { StrictMode } from "react";
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

/** One page as a visitor without a session sees it; lazy pages are waited for, not left as spinners. */
export async function render(url: string): Promise<Rendered> {
  prerenderedMeta.length = 0;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={url}>
        <App />
      </Router>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return { html: Buffer.concat(chunks).toString("utf8"), meta: [...prerenderedMeta] };
}
