// Markdown pages rendered at build time (issue 27): `import html from "./privacy.md"` gives the
// page's HTML as a string, made by `marked` when Vite (or Vitest) loads the file, so no Markdown
// parser ships to the browser. Used by vite.config.ts and vitest.config.ts.
import { marked } from "marked";
import type { Plugin } from "vite";

export function markdownHtml(): Plugin {
  return {
    name: "markdown-html",
    transform(source: string, id: string) {
      if (!id.endsWith(".md")) return null;
      const html = marked.parse(source, { gfm: true, async: false });
      return { code: `export default ${JSON.stringify(html)};`, map: null };
    },
  };
}
