import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Screens stay short views over named hooks and parts (issue 27): a file under src/web/pages over
 * this many lines is doing several things, and the next change to it is hard to review. Tests are
 * exempt, they list cases.
 */
const MAX_LINES = 300;

const PAGES = join(import.meta.dirname, "..", "pages");

const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** Every non-test file under a folder with more than MAX_LINES lines, as "path: N lines". */
function oversized(dir: string, read: (path: string) => string = (path) => readFileSync(path, "utf8")) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ path, lines: lineCount(read(path)) }))
    .filter((file) => file.lines > MAX_LINES)
    .map((file) => `${relative(PAGES, file.path)}: ${file.lines} lines`)
    .sort();
}

describe("page size", () => {
  it("counts lines as an editor does", () => {
    expect(lineCount("a\nb\n")).toBe(2);
    expect(lineCount("a\nb")).toBe(2);
    expect(lineCount(`${"x\n".repeat(MAX_LINES + 1)}`)).toBe(MAX_LINES + 1);
  });

  it("names a long file, and passes over tests", () => {
    const long = `${"x\n".repeat(MAX_LINES + 1)}`;
    const found = oversized(PAGES, (path) =>
      path.endsWith("throwback-page.tsx") || path.endsWith("throwback-page.test.tsx") ? long : "x\n",
    );
    expect(found).toEqual([`throwback-page.tsx: ${MAX_LINES + 1} lines`]);
  });

  it(`holds: no non-test file under src/web/pages is over ${MAX_LINES} lines`, () => {
    expect(oversized(PAGES)).toEqual([]);
  });
});
