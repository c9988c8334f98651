import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "#server/platform/auth/session-store";
import { operationIdFor, operationIds, SESSION_SCHEME } from "#server/platform/openapi";
import { fileTestApp } from "#server/test-support/test-app";

/**
 * The OpenAPI document as a contract (docs/decisions/027-openapi-contract.md): every operation is
 * named and says which session it needs, and Redocly's recommended rules find no error in it.
 */

/** Warnings Redocly may report before the run fails; each one is listed in the output. */
const WARNING_BUDGET = 10;

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, unknown> };
}

const t = fileTestApp();
let doc: Document;
beforeAll(async () => {
  doc = t.app.swagger() as unknown as Document;
});

function operations(): { method: string; url: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, url, operation })),
  );
}

describe("the OpenAPI contract", () => {
  it("names every operation after its method and path, once", () => {
    expect(operationIdFor("GET", "/api/health")).toBe("getHealth");
    expect(operationIdFor("POST", "/api/checkout/:sessionId/pay")).toBe("postCheckoutBySessionIdPay");
    expect(operationIdFor("DELETE", "/api/admin/clear-transit-cache/:userId")).toBe(
      "deleteAdminClearTransitCacheByUserId",
    );
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(60);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Two paths that would get one name stop the start instead of sharing it.
    const take = operationIds();
    take("GET", "/api/a-b");
    expect(() => take("GET", "/api/a/b")).toThrow(/same operationId getAB/);
  });

  it("asks for the session cookie exactly where the route's access level needs a session", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes?.[SESSION_SCHEME]).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: SESSION_COOKIE,
    });
    const byRoute = new Map(t.app.routeAccess.map((e) => [`${e.method} ${e.url}`, e.access]));
    for (const { method, url, operation } of operations()) {
      const access = byRoute.get(`${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ":$1")}`);
      expect(access, `${method} ${url}`).toBeDefined();
      expect(operation.security, `${method} ${url} (${access})`).toEqual(
        access === "public" ? [] : [{ [SESSION_SCHEME]: [] }],
      );
    }
    expect(doc.paths["/api/login"]?.post?.security).toEqual([]);
    expect(doc.paths["/api/admin/users"]?.get?.security).toEqual([{ [SESSION_SCHEME]: [] }]);
  });

  it("passes Redocly's recommended rules with no error and at most 10 warnings, offline", () => {
    // Linted in an empty directory (no redocly.yaml to pick up), with telemetry and the update
    // check off: the run needs no network.
    const dir = mkdtempSync(path.join(os.tmpdir(), "zf-openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(doc));
      const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
      const run = spawnSync(
        process.execPath,
        [cli, "lint", "--extends=recommended", "--format=json", "--max-problems=1000", file],
        {
          cwd: dir,
          encoding: "utf8",
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        },
      );
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { severity: string; ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      const listed = report.problems.map(
        (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ""})`,
      );
      console.log(
        `Redocly (recommended): ${report.totals.errors} errors, ${report.totals.warnings} warnings` +
          `${listed.length > 0 ? `\n  ${listed.join("\n  ")}` : ""}`,
      );
      expect(listed.filter((line) => line.startsWith("error"))).toEqual([]);
      expect(report.totals.errors).toBe(0);
      expect(report.totals.warnings).toBeLessThanOrEqual(WARNING_BUDGET);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Redocly takes seconds to start and lint; a busy machine gets room.
  }, 120_000);
});
