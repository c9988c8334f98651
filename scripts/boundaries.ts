/**
 * The import rules that keep the code base in layers, checked over the source tree (the test
 * beside this file runs them in `npm test`; `npx tsx scripts/boundaries.ts` prints them):
 *
 *   astro            pure chart engine: imports nothing of ours, no Node built-ins (its CLI excepted)
 *   writing          pure writer: may read the engine's vocabulary (astro/constants) and nothing else of ours;
 *                    code outside src/writing (src, scripts, bench; tests too) imports it only through
 *                    src/writing/index.ts, or, from tests, scripts and bench, src/writing/testing/index.ts
 *   contracts        shared by server and web: may import writing and astro, never server or web
 *   server           features never import another feature; shared logic lives below them
 *                    (charts/, platform/, presenters/, db/)
 *                    services and routes (*.service.ts, *.routes.ts) never see the query builder: no
 *                    drizzle-orm, no schema tables (only the schema's row types); they call
 *                    src/server/repositories, which with db/ alone build queries
 *   web              never imports server; a page folder (src/web/pages/<folder>/) never imports
 *                    another page folder, and shared web code (components/, lib/) never imports a page:
 *                    a part two pages use lives in components/ or lib/
 *   everywhere       no import cycles
 *
 * Tests are exempt from the layer rules (they may reach across to set up a case) but not from cycles
 * or the writing engine's entries (its own tests excepted).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Violation {
  file: string;
  imports: string;
  rule: string;
}

const ALIASES: Record<string, string> = {
  "#astro/": "src/astro/",
  "#writing/": "src/writing/",
  "#contracts/": "src/contracts/",
  "#server/": "src/server/",
  "#web/": "src/web/",
};

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|(?:^|\n)\s*import\s+["']([^"']+)["']/g;

/** The project file an import names (without extension resolution beyond .ts/.tsx), or null for a package. */
export function resolveImport(
  fromFile: string,
  specifier: string,
  files: ReadonlySet<string>,
): string | null {
  let base: string | null = null;
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) base = dir + specifier.slice(alias.length);
  }
  if (specifier.startsWith("."))
    base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (files.has(candidate)) return candidate;
  }
  return base;
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.includes("/test-support/") || file.includes("/testing/");
const layerOf = (file: string) => file.split("/")[1] ?? "";
/** The folder of a page ("today" for src/web/pages/today/horoscope-card.tsx), null for a top-level page file. */
const pageFolderOf = (file: string) => /^src\/web\/pages\/([^/]+)\//.exec(file)?.[1] ?? null;
const featureOf = (file: string) => /^src\/server\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isServiceOrRoutes = (file: string) => /^src\/server\/.*\.(service|routes)\.ts$/.test(file);

/** `import type {…}` or `import { type A, type B }`: erased at build time, no runtime dependency. */
function typeOnly(statement: string): boolean {
  if (/^\s*(?:import|export)\s+type\s/.test(statement)) return true;
  const named = /\{([^}]*)\}/.exec(statement)?.[1];
  if (named === undefined || /^\s*(?:import|export)\s+[\w$]+\s*,/.test(statement)) return false;
  const names = named
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith("type "));
}

const WRITING_ENTRY = "src/writing/index.ts";
const WRITING_TESTING_ENTRY = "src/writing/testing/index.ts";

/** Outside src/writing the engine is reached through its entries only, so its files can move freely. */
function writingEntryRuleBroken(file: string, target: string | null): string | null {
  if (target === null || !target.startsWith("src/writing/") || file.startsWith("src/writing/")) return null;
  if (target === WRITING_ENTRY) return null;
  const measuring = isTest(file) || file.startsWith("scripts/") || file.startsWith("bench/");
  if (target === WRITING_TESTING_ENTRY && measuring) return null;
  return measuring
    ? `outside src/writing, import the writing engine from ${WRITING_ENTRY} or ${WRITING_TESTING_ENTRY}`
    : `outside src/writing, import the writing engine from ${WRITING_ENTRY} (its one public entry)`;
}

function dataAccessRuleBroken(file: string, statement: string, specifier: string, target: string | null) {
  if (!isServiceOrRoutes(file)) return null;
  if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) {
    return "services and routes never import drizzle-orm: queries live in src/server/repositories";
  }
  if (target === "src/server/db/schema.ts" && !typeOnly(statement)) {
    return "services and routes never import schema tables (row types only): call a repository";
  }
  return null;
}

function ruleBroken(
  file: string,
  statement: string,
  specifier: string,
  target: string | null,
): string | null {
  const writingEntry = writingEntryRuleBroken(file, target);
  if (isTest(file)) return writingEntry;
  const dataAccess = dataAccessRuleBroken(file, statement, specifier, target);
  if (dataAccess) return dataAccess;
  const layer = layerOf(file);
  if (target === null) {
    // A package or a Node built-in.
    if (
      (layer === "astro" || layer === "writing") &&
      specifier.startsWith("node:") &&
      !file.endsWith("/cli.ts")
    ) {
      return `src/${layer} is pure: no Node built-ins`;
    }
    return null;
  }
  const targetLayer = layerOf(target);
  if (layer === "astro" && targetLayer !== "astro") return "src/astro imports nothing outside itself";
  if (layer === "writing" && targetLayer !== "writing" && target !== "src/astro/constants.ts") {
    return "src/writing imports nothing outside itself but the engine's vocabulary (src/astro/constants.ts)";
  }
  if (layer === "contracts" && (targetLayer === "server" || targetLayer === "web")) {
    return "src/contracts never imports server or web code";
  }
  if (layer === "web" && targetLayer === "server") return "src/web never imports server code";
  const pageFolder = pageFolderOf(file);
  const targetPageFolder = pageFolderOf(target);
  if (pageFolder && targetPageFolder && pageFolder !== targetPageFolder) {
    return "a page folder never imports another page folder: move the shared part to src/web/components or src/web/lib";
  }
  if (/^src\/web\/(components|lib)\//.test(file) && target.startsWith("src/web/pages/")) {
    return "shared web code (components, lib) never imports a page";
  }
  const feature = featureOf(file);
  const targetFeature = featureOf(target);
  if (feature && targetFeature && feature !== targetFeature) {
    return "a feature never imports another feature: move the shared part below the features";
  }
  if (layer === "server" && !feature && targetFeature && !file.endsWith("/app.ts")) {
    return "only app.ts imports features: shared code must not depend on a feature";
  }
  return writingEntry;
}

/** Every broken rule and every import cycle in a set of files (path → source). */
export function findViolations(sources: ReadonlyMap<string, string>): Violation[] {
  const files = new Set(sources.keys());
  const violations: Violation[] = [];
  const graph = new Map<string, string[]>();
  for (const [file, source] of sources) {
    const edges: string[] = [];
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? "";
      const target = resolveImport(file, specifier, files);
      const rule = ruleBroken(file, match[0], specifier, target);
      if (rule) violations.push({ file, imports: specifier, rule });
      if (target && files.has(target)) edges.push(target);
    }
    graph.set(file, edges);
  }
  for (const cycle of findCycles(graph)) {
    violations.push({ file: cycle[0] ?? "", imports: cycle.join(" → "), rule: "no import cycles" });
  }
  return violations;
}

/** Strongly connected components of more than one file (Tarjan), each as a list of its files. */
function findCycles(graph: ReadonlyMap<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

/** The project's own source files under src/, scripts/ and bench/, as paths relative to the repository root. */
export function readSourceTree(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  for (const folder of ["src", "scripts", "bench"]) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true })) {
      const relative = `${folder}/${String(entry).split(path.sep).join("/")}`;
      if (/\.tsx?$/.test(relative)) sources.set(relative, readFileSync(path.join(root, relative), "utf8"));
    }
  }
  return sources;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = findViolations(readSourceTree(process.cwd()));
  for (const v of violations) console.log(`${v.file}: imports ${v.imports} — ${v.rule}`);
  console.log(violations.length === 0 ? "No boundary violations." : `${violations.length} violation(s).`);
  process.exit(violations.length === 0 ? 0 : 1);
}
