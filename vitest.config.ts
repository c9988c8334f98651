import { defineConfig } from "vitest/config";
import { markdownHtml } from "./scripts/vite-markdown.ts";

// Unit and server-integration tests. Web component tests opt into happy-dom per file
// with a `// @vitest-environment happy-dom` comment.
export default defineConfig({
  // Static pages written in Markdown load as HTML in tests too.
  plugins: [markdownHtml()],
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    globalSetup: ["src/server/test-support/global-setup.ts"],
    setupFiles: ["src/server/test-support/declared-codes.ts", "src/web/testing/signed-in-hint.ts"],
  },
});
