import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The least a built web app needs for the server to serve it: the page and one script. */
const MINIMAL_WEB_APP = {
  "index.html": "<!doctype html><div id=root></div>",
  "app.js": "console.log('hi')",
};

/** A temporary directory standing in for dist/web, with these files (by relative path) in it. */
export function testWebDir(files: Record<string, string> = MINIMAL_WEB_APP): string {
  const webDir = mkdtempSync(path.join(os.tmpdir(), "zf-web-"));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(webDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return webDir;
}
