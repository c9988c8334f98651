#!/usr/bin/env node
// `npm start`: builds dist/ when the sources changed since the last build (scripts/build.mjs keeps
// a hash of them in dist/BUILD_STAMP), then runs the built server in this process, as
// `node dist/server/main.js` would: no TypeScript compiler at run time.
// BUILD_DIR (default dist/) says where the build lives; the tests build into a temporary one.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isFresh, root } from "./build.mjs";

const outDir = path.resolve(process.env.BUILD_DIR || path.join(root, "dist"));
if (!isFresh(outDir)) {
  console.log(
    `Building ${path.relative(root, outDir) || outDir} (the sources changed since the last build) …`,
  );
  // In a child process, so the bundlers' memory is not kept by the server that follows.
  const build = spawnSync(
    process.execPath,
    [fileURLToPath(new URL("./build.mjs", import.meta.url)), outDir],
    {
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.join(outDir, "server/main.js")).href);
