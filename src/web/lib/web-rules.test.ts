import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The web app's one way to talk to the server (docs/architecture.md, docs/decisions/015): calls go
 * through lib/api.ts and screens switch on `ApiError.code`. This scans every non-test source file
 * of src/web for the old habits: raw `fetch(`, comparing HTTP status numbers, parsing the
 * "<status>: <body>" message, or comparing server message texts.
 */

const WEB = join(import.meta.dirname, "..");
/** The API client itself is where fetch and statuses live. */
const CLIENT = "lib/api.ts";

const RULES: { name: string; pattern: RegExp }[] = [
  { name: "fetch( outside lib/api.ts", pattern: /(?<![\w.])fetch\s*\(/ },
  { name: "an HTTP status number compared", pattern: /\bstatus\w*(\([^)]*\))?\s*[!=]==?\s*[1-5]\d\d\b/ },
  { name: "an HTTP status number compared", pattern: /\b[1-5]\d\d\s*[!=]==?\s*\w*status/i },
  { name: "statusOf", pattern: /\bstatusOf\b/ },
  { name: 'the "<status>: " prefix parsed', pattern: /\\d\{3\}:|startsWith\(\s*["'`][1-5]\d\d:/ },
  { name: "a server message text compared", pattern: /\.message\s*[!=]==?|[!=]==?\s*\w+\.message\b/ },
  { name: "a server message text compared", pattern: /\.message\.(includes|startsWith|endsWith)\(/ },
  { name: "a message constant compared", pattern: /[!=]==?\s*[A-Z_]+_MESSAGES\./ },
];

/** The rules a source text breaks, as "line: rule". */
function violations(source: string): string[] {
  const found: string[] = [];
  source.split("\n").forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    for (const rule of RULES) {
      if (rule.pattern.test(line)) found.push(`${index + 1}: ${rule.name}`);
    }
  });
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // src/web/testing holds the tests' stand-in server, not screens.
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("web rules", () => {
  it("finds each habit in a sample", () => {
    const sample = [
      'const response = await fetch("/api/x");',
      "if (statusOf(error) === 409) return;",
      "if (error.status === 403) return;",
      "if (response.status !== 404) throw error;",
      'const body = error.message.replace(/^\\d{3}: /, "");',
      'if (error.message.startsWith("410:")) return;',
      "if (message === ACCOUNT_MESSAGES.emailTaken) return;",
      'if (failure.message.includes("Authentication")) return;',
    ].join("\n");
    expect(violations(sample)).toEqual([
      "1: fetch( outside lib/api.ts",
      "2: an HTTP status number compared",
      "2: statusOf",
      "3: an HTTP status number compared",
      "4: an HTTP status number compared",
      '5: the "<status>: " prefix parsed',
      '6: the "<status>: " prefix parsed',
      "6: a server message text compared",
      "7: a message constant compared",
      "8: a server message text compared",
    ]);
  });

  it("lets the accepted forms through", () => {
    const sample = [
      'if (errorCodeOf(error) === "no_birth_chart") return <Prompt />;',
      'const text = messageOr(error, "Please try again.");',
      'const blob = await api.blob("/api/user/export");',
      "void query.refetch();",
      'if (payment.status === "failed") return null;',
      "// fetch( in a comment is fine",
    ].join("\n");
    expect(violations(sample)).toEqual([]);
  });

  it("holds for every source file of src/web", () => {
    const broken = sources(WEB)
      .map((path) => relative(WEB, path))
      .filter((path) => path !== CLIENT)
      .flatMap((path) =>
        violations(readFileSync(join(WEB, path), "utf8")).map((found) => `${path}:${found}`),
      );
    expect(broken).toEqual([]);
  });
});
