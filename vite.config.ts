import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
// @ts-expect-error: a plain ES module script without type declarations.
import { chunkOf } from "./scripts/chunks.mjs";
import { serviceWorkerVersion } from "./scripts/sw-version-plugin.ts";
import { markdownHtml } from "./scripts/vite-markdown.ts";

// The SPA lives in src/web and is built to dist/web, which the Fastify server serves.
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  plugins: [react(), tailwindcss(), serviceWorkerVersion(), markdownHtml()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // SOURCEMAP=1 for a profile of the built pages that names the source lines (never shipped).
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      // The writing engine is pure (no I/O, no state; scripts/boundaries.ts): loading one of its
      // modules does nothing, so one whose exports go unused is left out. The pages read a few of its
      // names through its one entry, src/writing/index.ts (via src/contracts); without this the
      // bundler keeps top-level expressions of the composers it cannot prove pure, about 60 KB gzip.
      treeshake: { moduleSideEffects: (id: string) => !id.includes("/src/writing/") },
      // The prerender's server bundle (scripts/build.mjs) is one file run once; it needs no grouping.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                // What the first script imports stays in it: every page's first load, the landing page's
                // included, is unchanged by the groups below.
                { name: "index", tags: ["$initial"], priority: 2 },
                { name: chunkOf, debugName: "app parts", priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
    },
  },
  server: {
    // `npm run dev` (API on :3000) + `npm run dev:web` (this, with hot reload).
    proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
}));
