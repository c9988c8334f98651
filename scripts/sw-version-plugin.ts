import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { offlinePolicy } from "../src/contracts/endpoints.ts";

/**
 * The service worker as served: src/web/public/sw.js with its build id and the offline lists of
 * the endpoint registry written in (it is plain JS and cannot import them).
 */
export function serviceWorkerSource(source: string, buildId: string): string {
  return source
    .replace("__BUILD_ID__", buildId)
    .replace("__OFFLINE_POLICY__", JSON.stringify(offlinePolicy()));
}

/**
 * Stamps dist/web/sw.js with a build id: a hash of the emitted file names, which carry their
 * content hashes. A deploy that changes the app changes sw.js, so browsers install the new worker
 * (with a fresh static cache) and the app offers the update (docs/decisions/019-pwa.md). The
 * development server serves it written in the same way.
 */
export function serviceWorkerVersion(): Plugin {
  let outDir = "";
  let buildId = "";
  return {
    name: "zf-service-worker-version",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use("/sw.js", (_request, response) => {
        const file = path.join(server.config.publicDir, "sw.js");
        response.setHeader("content-type", "text/javascript");
        response.end(serviceWorkerSource(readFileSync(file, "utf8"), "dev"));
      });
    },
    generateBundle(_options, bundle) {
      buildId = createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12);
    },
    writeBundle() {
      const file = path.join(outDir, "sw.js");
      writeFileSync(file, serviceWorkerSource(readFileSync(file, "utf8"), buildId));
    },
  };
}
