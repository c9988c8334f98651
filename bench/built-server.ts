// The benchmarks measure the server `npm start` runs: the build in dist/, on plain node.
import { spawnSync } from "node:child_process";
import path from "node:path";
// @ts-expect-error: a plain ES module script without type declarations.
import { isFresh, root } from "../scripts/build.mjs";

export const distDir: string = path.join(root, "dist");

/** The built server's entry, after building dist/ when the sources changed since the last build. */
export function builtServerEntry(): string {
  if (!isFresh(distDir)) {
    const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("the build failed");
  }
  return path.join(distDir, "server/main.js");
}
