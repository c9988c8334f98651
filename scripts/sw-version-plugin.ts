import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Stamps dist/web/sw.js with a build id: a hash of the emitted file names, which carry their
 * content hashes. A deploy that changes the app changes sw.js, so browsers install the new worker
 * (with a fresh static cache) and the app offers the update (docs/decisions/019-pwa.md).
 */
export function serviceWorkerVersion(): Plugin {
  let outDir = "";
  let buildId = "";
  return {
    name: "zf-service-worker-version",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      buildId = createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12);
    },
    writeBundle() {
      const file = path.join(outDir, "sw.js");
      writeFileSync(file, readFileSync(file, "utf8").replace("__BUILD_ID__", buildId));
    },
  };
}
