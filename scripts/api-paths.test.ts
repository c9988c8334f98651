import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_ENDPOINTS, API_PREFIX } from "../src/contracts/endpoints.ts";

/**
 * Each API call is declared once (docs/decisions/047-endpoint-objects.md): every `/api/...` path
 * is a string literal in one non-test source file only (src/contracts/endpoints.ts), and the
 * routes, the web client, the query keys and the service worker take it from there.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) && !isTest(file) ? [file] : [];
  });
}

/**
 * The text of every string and template literal piece in a file; comments and regular expressions
 * are skipped (a small scanner: a `/` after an operator or an opening bracket starts a regular
 * expression, after a value it divides).
 */
function literalsOf(text: string): string[] {
  const found: string[] = [];
  /** Where each open template's `${` nests, so that its `}` resumes the template. */
  const templates: number[] = [];
  let depth = 0;
  let previous = "";
  let i = 0;
  const readTemplate = () => {
    let piece = "";
    while (i < text.length) {
      const c = text[i] ?? "";
      if (c === "\\") {
        piece += text.slice(i, i + 2);
        i += 2;
      } else if (c === "`") {
        i += 1;
        break;
      } else if (c === "$" && text[i + 1] === "{") {
        i += 2;
        templates.push(depth);
        depth += 1;
        break;
      } else {
        piece += c;
        i += 1;
      }
    }
    found.push(piece);
    previous = ")";
  };
  while (i < text.length) {
    const c = text[i] ?? "";
    const next = text[i + 1];
    if (c === "/" && next === "/") i = text.indexOf("\n", i) < 0 ? text.length : text.indexOf("\n", i);
    else if (c === "/" && next === "*") i = text.indexOf("*/", i + 2) + 2;
    else if (c === '"' || c === "'") {
      let end = i + 1;
      while (end < text.length && text[end] !== c) end += text[end] === "\\" ? 2 : 1;
      found.push(text.slice(i + 1, end));
      i = end + 1;
      previous = ")";
    } else if (c === "`") {
      i += 1;
      readTemplate();
    } else if (c === "/" && (previous === "" || "(,=:[!&|?{};+-*%<>~^".includes(previous))) {
      let end = i + 1;
      let inClass = false;
      while (end < text.length && (text[end] !== "/" || inClass)) {
        if (text[end] === "[") inClass = true;
        else if (text[end] === "]") inClass = false;
        end += text[end] === "\\" ? 2 : 1;
      }
      i = end + 1;
      previous = ")";
    } else {
      if (c === "{") depth += 1;
      if (c === "}") {
        depth -= 1;
        if (templates.length > 0 && templates[templates.length - 1] === depth) {
          templates.pop();
          i += 1;
          readTemplate();
          continue;
        }
      }
      if (!/\s/.test(c)) previous = /[\w$]/.test(c) ? "a" : c;
      i += 1;
    }
  }
  return found;
}

/** The API paths a literal names: `/api/` and at least one more character of a path. */
const apiPathsIn = (literal: string): string[] =>
  [...literal.matchAll(/\/api\/[\w:.-][\w:./-]*/g)].map((match) => match[0]);

describe("API paths", () => {
  const files = [...sourceFiles("src"), ...sourceFiles("scripts")];

  it("are each written as a literal in one non-test source file", () => {
    const where = new Map<string, Set<string>>();
    for (const file of files) {
      for (const literal of literalsOf(readFileSync(path.join(ROOT, file), "utf8"))) {
        for (const apiPath of apiPathsIn(literal))
          where.set(apiPath, (where.get(apiPath) ?? new Set()).add(file));
      }
    }
    expect(where.size).toBeGreaterThan(50);
    const repeated = [...where]
      .filter(([, seen]) => seen.size > 1)
      .map(([apiPath, seen]) => `${apiPath}: ${[...seen].join(", ")}`);
    expect(repeated).toEqual([]);
  });

  it("are not written by the routes: their method, url and access come from the endpoint", () => {
    const written = files
      .filter((file) => file.endsWith(".routes.ts") && file.startsWith("src/server/features/"))
      .flatMap((file) =>
        [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/^\s*(url|method|access):/gm)].map(
          (match) => `${file}: ${match[1]}`,
        ),
      )
      // The development mail viewer is not under /api and has no endpoint.
      .filter((entry) => !entry.startsWith("src/server/features/dev-mail/"));
    expect(written).toEqual([]);
  });

  it("name one endpoint per method and path, all under the API prefix", () => {
    const keys = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of ALL_ENDPOINTS) expect(endpoint.path.startsWith(`${API_PREFIX}/`)).toBe(true);
  });

  it("finds a repeated path, in a template literal too, and not in a comment", () => {
    expect(
      literalsOf(`// /api/x\nconst a = \`/api/user/\${id}?q=1\` / 2;\nconst r = /"\\/api\\/y/;`).flatMap(
        apiPathsIn,
      ),
    ).toEqual(["/api/user/"]);
    expect(apiPathsIn("/api/")).toEqual([]);
  });
});
