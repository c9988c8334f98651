#!/usr/bin/env node
// The production build: `node scripts/build.mjs [outDir]` (default dist/). It writes
//   <outDir>/web/            the web app (vite), with the public pages prerendered to HTML
//   <outDir>/server/main.js  the server, bundled by esbuild (plain `node`, no tsx)
//   <outDir>/server/db/pglite-template.tar.gz  a migrated embedded database for first starts
//   <outDir>/BUILD_STAMP     the hash of the sources it was built from (scripts/start.mjs)
// Everything is first written to a sibling temporary directory that replaces <outDir> only when
// the whole build succeeded, so a server never serves half-built output.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const STAMP_FILE = "BUILD_STAMP";

/** What a build depends on: every file under these (and these files), by content. */
const INPUTS = [
  "src",
  "drizzle",
  "scripts/build.mjs",
  "scripts/prerender.mjs",
  "scripts/chunks.mjs",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.json",
];

/** Hash of the build's inputs; a dist/ with another stamp is stale. */
export function sourceStamp(base = root) {
  const hash = createHash("sha256");
  const visit = (relative) => {
    const full = path.join(base, relative);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(path.join(relative, name));
      return;
    }
    hash.update(`${relative}\0`).update(readFileSync(full)).update("\0");
  };
  for (const input of INPUTS) visit(input);
  return hash.digest("hex");
}

/**
 * The stamp a built directory was made from, or null when there is none or the build is not whole
 * (a plain `vite build` afterwards replaces dist/web without the prerendered pages).
 */
export function builtStamp(outDir) {
  const file = path.join(outDir, STAMP_FILE);
  const whole = ["server/main.js", "web/prerendered/routes.json"].every((part) =>
    existsSync(path.join(outDir, part)),
  );
  return whole && existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/** Whether `outDir` holds a whole build of the current sources (otherwise scripts/start.mjs rebuilds). */
export function isFresh(outDir) {
  return builtStamp(outDir) === sourceStamp();
}

/** Builds into a temporary directory next to `outDir`, then swaps it in. */
export async function build(outDir = path.join(root, "dist")) {
  const stamp = sourceStamp();
  const tmp = `${outDir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    await buildWeb(tmp);
    await buildServer(tmp);
    buildDatabaseTemplate(path.join(tmp, "server"));
    writeFileSync(path.join(tmp, STAMP_FILE), `${stamp}\n`);
    const old = `${outDir}.old-${process.pid}`;
    if (existsSync(outDir)) renameSync(outDir, old);
    renameSync(tmp, outDir);
    rmSync(old, { recursive: true, force: true });
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  return stamp;
}

async function buildWeb(out) {
  // A build is always the production bundle. vite follows NODE_ENV when it is set, so a server
  // started with NODE_ENV=development (the browser tests' server, which rebuilds a stale dist/)
  // would otherwise ship React's development build and no service worker.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await buildWebBundles(out);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildWebBundles(out) {
  const { build: viteBuild } = await import("vite");
  const configFile = path.join(root, "vite.config.ts");
  const webDir = path.join(out, "web");
  const ssrDir = path.join(out, "ssr");
  await viteBuild({
    configFile,
    logLevel: "warn",
    build: { outDir: webDir, emptyOutDir: true, manifest: true },
  });
  await viteBuild({
    configFile,
    logLevel: "warn",
    build: { outDir: ssrDir, emptyOutDir: true, ssr: path.join(root, "src/web/entry-server.tsx") },
  });
  const { prerender } = await import(pathToFileURL(path.join(root, "scripts/prerender.mjs")).href);
  await prerender({ webDir, ssrEntry: path.join(ssrDir, "entry-server.js") });
  rmSync(ssrDir, { recursive: true, force: true });
  precompressAssets(path.join(webDir, "assets"));
}

/**
 * The hashed assets, brotli- and gzip-compressed once here: the server sends these files
 * (@fastify/static's preCompressed) instead of compressing every script and stylesheet again for
 * every visitor, which on a busy machine held the first paint of the landing page back behind the
 * compression of its scripts.
 */
function precompressAssets(assetsDir) {
  if (!existsSync(assetsDir)) return;
  for (const name of readdirSync(assetsDir)) {
    if (!/\.(js|css|svg|json|webmanifest)$/.test(name)) continue;
    const file = path.join(assetsDir, name);
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

/**
 * The server and its worker threads as ES modules, our own code bundled and every package left in
 * node_modules (native and wasm ones such as @resvg/resvg-js, PGlite, argon2 and pg cannot be
 * bundled, and packages that read their own files at run time, such as pino's transports, the
 * Swagger UI's assets or geo-tz's data, must stay where they are).
 *
 * Each bundled file keeps its place: `src/server/x/y.ts` behaves as if it were `<out>/server/x/y.ts`,
 * because its `import.meta.url` is rewritten to that address. So `new URL("./render-worker.mjs",
 * import.meta.url)` finds the bundled worker next to it, `../../dist/web` the built web app and
 * `../../../drizzle` the migrations, from dist/ exactly as from src/.
 */
async function buildServer(out) {
  const serverOut = path.join(out, "server");
  const srcServer = path.join(root, "src/server");
  const entries = ["main.ts", "platform/images/render-worker.mjs", "charts/day-facts-worker.mjs"];
  for (const entry of entries) {
    await bundleServerEntry(
      path.join(srcServer, entry),
      path.join(serverOut, entry.replace(/\.ts$/, ".js")),
      serverOut,
    );
  }
  // Data files the server reads next to its sources go to the same places under dist/server.
  for (const file of DATA_FILES) {
    mkdirSync(path.dirname(path.join(serverOut, file)), { recursive: true });
    copyFileSync(path.join(srcServer, file), path.join(serverOut, file));
  }
  // dist/server/*.js are ES modules even where no package.json says "type": "module" above them.
  writeFileSync(path.join(serverOut, "package.json"), '{ "type": "module" }\n');
}

/**
 * Bundles one server entry as `buildServer` does: our code in, packages left in node_modules, and
 * every src/server module keeping its place under `serverOut`. The HTTP benchmark bundles its own
 * server script this way, so it measures the code `npm start` runs rather than tsx's transpile.
 */
export async function bundleServerEntry(entryPath, outfile, serverOut) {
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: [entryPath],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
    legalComments: "none",
    plugins: [pureWriting(), placeKeeper(outfile, serverOut)],
  });
}

/**
 * A migrated PGlite data directory, packed, next to the bundled database module (src/server/db/
 * pglite-template.ts): a first start on an empty DATA_DIR unpacks it instead of running initdb and
 * every migration. Made in a child process, because initdb grows PGlite's heap to ~650 MB for good.
 */
function buildDatabaseTemplate(serverOut) {
  const dbOut = path.join(serverOut, "db");
  mkdirSync(dbOut, { recursive: true });
  const out = path.join(dbOut, "pglite-template.tar.gz");
  const work = mkdtempSync(path.join(os.tmpdir(), "zf-pglite-template-"));
  const script = `import { writeFileSync } from "node:fs";
    import { PGlite } from "@electric-sql/pglite";
    import { drizzle } from "drizzle-orm/pglite";
    import { migrate } from "drizzle-orm/pglite/migrator";
    const [dataDir, migrationsFolder, out] = process.argv.slice(1);
    const client = await PGlite.create({ dataDir });
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir("gzip");
    await client.close();
    writeFileSync(out, Buffer.from(await dump.arrayBuffer()));`;
  try {
    execFileSync(
      process.execPath,
      ["--input-type=module", "-e", script, path.join(work, "db"), path.join(root, "drizzle"), out],
      { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const checksum = createHash("sha256").update(readFileSync(out)).digest("hex");
  writeFileSync(`${out}.sha256`, `${checksum}\n`);
}

/** Files under src/server read at run time through `new URL("./file", import.meta.url)`. */
const DATA_FILES = ["platform/geocoder/places.bin"];

/**
 * esbuild plugin: the writing engine's modules marked free of load-time effects, as in
 * vite.config.ts (it is pure), so a worker that reads a helper or two through src/writing/index.ts
 * bundles those, not the composers and their texts.
 */
function pureWriting() {
  const writing = `${path.join(root, "src/writing")}${path.sep}`;
  return {
    name: "pure-writing",
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === writing) return undefined;
        if (!args.path.startsWith("#writing/") && !args.importer.startsWith(writing)) return undefined;
        const {
          path: resolved,
          namespace,
          external,
          suffix,
          errors,
        } = await builder.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: writing,
        });
        if (errors.length > 0 || !resolved.startsWith(writing)) return undefined;
        return { path: resolved, namespace, external, suffix, sideEffects: false };
      });
    },
  };
}

/** esbuild plugin: the import.meta.url rewrite above, and tsx's loader replaced by plain imports. */
function placeKeeper(outfile, serverOut) {
  const srcServer = path.join(root, "src/server");
  return {
    name: "place-keeper",
    setup(builder) {
      builder.onLoad({ filter: /[\\/]src[\\/]server[\\/].*\.(ts|mjs)$/ }, (args) => {
        let source = readFileSync(args.path, "utf8");
        // Workers load TypeScript through tsx when run from src/; in the bundle it is just code.
        source = source
          .replace(/^import \{ tsImport \} from "tsx\/esm\/api";$/m, "")
          .replace(/tsImport\(\s*("[^"]+")\s*,\s*import\.meta\.url\s*\)/g, "import($1)");
        const place = path.join(serverOut, path.relative(srcServer, args.path));
        const relative = path.relative(path.dirname(outfile), place).split(path.sep).join("/");
        source = source.replaceAll(
          "import.meta.url",
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        );
        return { contents: source, loader: args.path.endsWith(".ts") ? "ts" : "js" };
      });
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, "dist"));
  const started = Date.now();
  await build(outDir);
  console.log(
    `built ${path.relative(process.cwd(), outDir) || outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
