// The benchmarks measure the server `npm start` runs: the build in dist/, on plain node.
import { spawnSync } from "node:child_process";
import path from "node:path";
// @ts-expect-error: a plain ES module script without type declarations.
import { bundleServerEntry, isFresh, root } from "../scripts/build.mjs";

export const distDir: string = path.join(root, "dist");

/** The built server's entry, after building dist/ when the sources changed since the last build. */
export function builtServerEntry(): string {
  if (!isFresh(distDir)) {
    const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  return path.join(distDir, "server/main.js");
}

/**
 * A benchmark's own server script (one that builds the app itself, e.g. bench/http-server.ts),
 * bundled as the built server is, next to dist/ and resolving the same data, workers and web app:
 * what it measures is the code `npm start` runs, without tsx's transpile-time helpers.
 */
export async function bundledBenchScript(script: string): Promise<string> {
  builtServerEntry();
  const outfile = path.join(distDir, "bench", `${path.basename(script, ".ts")}.mjs`);
  await bundleServerEntry(script, outfile, path.join(distDir, "server"));
  return outfile;
}
