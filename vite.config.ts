import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { serviceWorkerVersion } from "./scripts/sw-version-plugin.ts";

// The SPA lives in src/web and is built to dist/web, which the Fastify server serves.
export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss(), serviceWorkerVersion()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    // `npm run dev` (API on :3000) + `npm run dev:web` (this, with hot reload).
    proxy: { "/api": "http://localhost:3000", "/dev": "http://localhost:3000" },
  },
});
