import { describe, expect, it } from "vitest";
import { findViolations, readSourceTree } from "./boundaries.ts";

/** The violations in a made-up tree of files. */
const violationsOf = (files: Record<string, string>) => findViolations(new Map(Object.entries(files)));

/** The same, each as "file imports". */
const violationsIn = (files: Record<string, string>) =>
  violationsOf(files).map((v) => `${v.file} ${v.imports}`);

describe("the import boundaries", () => {
  it("hold on the source tree", () => {
    const sources = readSourceTree(process.cwd());
    expect(sources.size).toBeGreaterThan(100);
    expect(sources.has("scripts/writing-measures.ts") && sources.has("bench/astro.bench.ts")).toBe(true);
    expect(findViolations(sources)).toEqual([]);
  });

  it("fail when a feature imports another feature", () => {
    const violations = violationsOf({
      "src/server/features/today/today.service.ts": 'import { x } from "../insights/insights.service.ts";',
      "src/server/features/insights/insights.service.ts": "export const x = 1;",
    });
    expect(violations).toEqual([
      expect.objectContaining({
        file: "src/server/features/today/today.service.ts",
        rule: expect.stringMatching(/another feature/),
      }),
    ]);
  });

  it("fail when a pure core reaches outside itself or into Node", () => {
    expect(
      violationsIn({
        "src/writing/compose/x.ts":
          'import { y } from "#contracts/insights";\nimport { readFileSync } from "node:fs";',
        "src/astro/y.ts": 'import { z } from "#writing/facts";',
        "src/contracts/insights.ts": "export const y = 1;",
        "src/writing/facts.ts": "export const z = 1;",
      }),
    ).toEqual([
      "src/writing/compose/x.ts #contracts/insights",
      "src/writing/compose/x.ts node:fs",
      "src/astro/y.ts #writing/facts",
    ]);
  });

  it("fail when the web app imports server code, or shared server code imports a feature", () => {
    expect(
      violationsIn({
        "src/web/pages/x.tsx": 'import { db } from "#server/db/client";',
        "src/server/charts/chart-store.ts": 'import { a } from "#server/features/accounts/accounts.service";',
        "src/server/db/client.ts": "export const db = 1;",
        "src/server/features/accounts/accounts.service.ts": "export const a = 1;",
      }),
    ).toEqual([
      "src/web/pages/x.tsx #server/db/client",
      "src/server/charts/chart-store.ts #server/features/accounts/accounts.service",
    ]);
  });

  it("fail when a page folder imports another page folder, or shared web code imports a page", () => {
    const violations = violationsOf({
      "src/web/pages/throwback/result-card.tsx":
        'import { WhyThis } from "../today/why-this.tsx";\nimport { D } from "#web/pages/settings/dialog.tsx";\nimport { B } from "./basis.ts";',
      "src/web/pages/today/why-this.tsx": "export const WhyThis = 1;",
      "src/web/pages/settings/dialog.tsx": "export const D = 1;",
      "src/web/pages/throwback/basis.ts": "export const B = 1;",
      "src/web/components/insight/toggle.tsx": 'import { C } from "#web/pages/today/api.ts";',
      "src/web/pages/today/api.ts": "export const C = 1;",
      "src/web/pages/today-page.tsx": 'import { W } from "./today/why-this.tsx";',
    });
    expect(violations.map((v) => `${v.file} ${v.imports} ${v.rule.split(":")[0]}`)).toEqual([
      "src/web/pages/throwback/result-card.tsx ../today/why-this.tsx a page folder never imports another page folder",
      "src/web/pages/throwback/result-card.tsx #web/pages/settings/dialog.tsx a page folder never imports another page folder",
      "src/web/components/insight/toggle.tsx #web/pages/today/api.ts shared web code (components, lib) never imports a page",
    ]);
  });

  it("fail when code outside src/writing imports the writing engine past its entries", () => {
    expect(
      violationsIn({
        "src/writing/index.ts": 'export { a } from "./facts.ts";',
        "src/writing/facts.ts": "export const a = 1;",
        "src/writing/testing/index.ts": 'export { r } from "./random-facts.ts";',
        "src/writing/testing/random-facts.ts": "export const r = 1;",
        "src/server/features/today/today.service.ts":
          'import type { Voice } from "#writing/facts";\nimport { a } from "#writing/index";',
        "src/contracts/insights.ts": 'import { r } from "#writing/testing/index";',
        "src/server/platform/llm.test.ts":
          'import { a } from "#writing/facts";\nimport { r } from "#writing/testing/index";',
        "scripts/train.ts": 'import { x } from "../src/writing/care/model.ts";',
        "bench/writing.bench.ts": 'import { r } from "#writing/testing/index";',
        // Allowed: the engine's own files and tests reach its files directly.
        "src/writing/compose/x.ts": 'import { a } from "../facts.ts";',
        "src/writing/facts.test.ts": 'import { r } from "./testing/random-facts.ts";',
      }),
    ).toEqual([
      "src/server/features/today/today.service.ts #writing/facts",
      "src/contracts/insights.ts #writing/testing/index",
      "src/server/platform/llm.test.ts #writing/facts",
      "scripts/train.ts ../src/writing/care/model.ts",
    ]);
  });

  it("fail on an import cycle, even one made only of shared modules", () => {
    const violations = violationsOf({
      "src/server/platform/a.ts": 'import { b } from "./b.ts";\nexport const a = 1;',
      "src/server/platform/b.ts": 'import { a } from "./a.ts";\nexport const b = 1;',
    });
    expect(violations).toEqual([
      {
        file: "src/server/platform/a.ts",
        imports: "src/server/platform/a.ts → src/server/platform/b.ts",
        rule: "no import cycles",
      },
    ]);
  });
  it("fail when a service or a routes file builds queries itself instead of calling a repository", () => {
    expect(
      violationsIn({
        "src/server/db/schema.ts": "export const users = 1;",
        "src/server/features/today/today.service.ts": 'import { eq } from "drizzle-orm";',
        "src/server/features/today/today.routes.ts": 'import { users } from "#server/db/schema";',
        "src/server/charts/x.service.ts": 'import { type UserRow, users } from "../db/schema.ts";',
        // Allowed: row types, and the query builder inside repositories and shared modules.
        "src/server/features/insights/insights.service.ts":
          'import type { UserRow } from "#server/db/schema";\nimport { type OracleQuestionRow } from "#server/db/schema";',
        "src/server/repositories/users.ts":
          'import { eq } from "drizzle-orm";\nimport { users } from "../db/schema.ts";',
        "src/server/features/today/throwback.service.test.ts": 'import { sql } from "drizzle-orm";',
      }),
    ).toEqual([
      "src/server/features/today/today.service.ts drizzle-orm",
      "src/server/features/today/today.routes.ts #server/db/schema",
      "src/server/charts/x.service.ts ../db/schema.ts",
    ]);
  });
});
