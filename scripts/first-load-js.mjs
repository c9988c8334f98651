#!/usr/bin/env node
// The JavaScript a page's HTML makes the browser load before it is interactive: its module scripts
// and modulepreloads, plus every chunk those import statically (what the browser fetches anyway),
// each with its gzip size. `node scripts/first-load-js.mjs [dist/web/prerendered/index.html]`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Chunks loaded by one HTML file of a vite build in `webDir`, with raw and gzip bytes each. */
export function firstLoadJs(htmlFile, webDir = path.dirname(htmlFile)) {
  const html = readFileSync(htmlFile, "utf8");
  const pending = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  const seen = new Map();
  while (pending.length > 0) {
    const url = pending.pop();
    if (seen.has(url)) continue;
    const file = path.join(webDir, url.replace(/^\//, ""));
    const source = readFileSync(file);
    seen.set(url, { url, bytes: source.length, gzip: gzipSync(source, { level: 9 }).length });
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); dynamic import() is lazy.
    const text = source.toString("utf8");
    for (const match of text.matchAll(
      /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
    )) {
      pending.push(path.posix.join(path.posix.dirname(url), match[1]));
    }
  }
  const chunks = [...seen.values()].sort((a, b) => b.gzip - a.gzip);
  return {
    chunks,
    gzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
    bytes: chunks.reduce((sum, c) => sum + c.bytes, 0),
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const fallback = existsSync("dist/web/prerendered/index.html")
    ? "dist/web/prerendered/index.html"
    : "dist/web/index.html";
  const htmlFile = process.argv[2] ?? fallback;
  const result = firstLoadJs(htmlFile, "dist/web");
  for (const chunk of result.chunks)
    console.log(`${(chunk.gzip / 1024).toFixed(1).padStart(7)} KB  ${chunk.url}`);
  console.log(
    `${(result.gzip / 1024).toFixed(1).padStart(7)} KB gzip in ${result.chunks.length} files (${(result.bytes / 1024).toFixed(0)} KB raw) for ${htmlFile}`,
  );
}
