import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp, fileTestDatabase, testConfig } from "#server/test-support/test-app";
import { insertUser, sessionCookieFor } from "#server/test-support/users";

/**
 * Roles follow the configuration (ADR 024): each start applies ADMIN_EMAILS to every account,
 * granting and taking away; VISUALS_ADMIN_EMAILS opens the Visual Generator on its own; only a
 * verified address counts; a refused role is logged, and so is a configured address nobody has.
 */

const database = fileTestDatabase();

/** A server on the shared database with these role settings, and the log lines it wrote. */
async function start(env: Record<string, string>): Promise<{ app: FastifyInstance; logs: string[] }> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logs.push(String(chunk));
      callback();
    },
  });
  const app = await buildTestApp({
    config: testConfig({ LOG_LEVEL: "info", ...env }),
    database,
    logger: { stream },
  });
  await app.ready();
  return { app, logs };
}

async function ask(app: FastifyInstance, url: string, cookie: string) {
  const response = await app.inject({ method: "GET", url, headers: { cookie } });
  return { status: response.statusCode, body: response.json() };
}

describe("roles from the configuration", () => {
  it("grants ADMIN_EMAILS at start-up to existing accounts, and takes the role away once the address is removed", async () => {
    const ada = await insertUser(database.db, { email: "ada@roles.test" });
    const old = await insertUser(database.db, { email: "old@roles.test", isAdmin: true });
    const adaCookie = await sessionCookieFor(database.db, testConfig().sessionSecret ?? "", ada.id);
    const oldCookie = await sessionCookieFor(database.db, testConfig().sessionSecret ?? "", old.id);

    const first = await start({ ADMIN_EMAILS: "Ada@Roles.test" });
    try {
      expect((await ask(first.app, "/api/admin/access", adaCookie)).status).toBe(200);
      expect((await ask(first.app, "/api/user", adaCookie)).body.isAdmin).toBe(true);
      // An admin flag the configuration does not back is gone.
      expect(await ask(first.app, "/api/admin/access", oldCookie)).toMatchObject({
        status: 403,
        body: { code: "admin_required" },
      });
      expect((await ask(first.app, "/api/user", oldCookie)).body.isAdmin).toBe(false);
    } finally {
      await first.app.close();
    }

    const second = await start({ ADMIN_EMAILS: "" });
    try {
      // The same session, the address taken off the list: no admin any more.
      expect((await ask(second.app, "/api/admin/access", adaCookie)).status).toBe(403);
      expect((await ask(second.app, "/api/user", adaCookie)).body.isAdmin).toBe(false);
    } finally {
      await second.app.close();
    }
  });

  it("counts only a verified address: signing up with an operator's address gives nothing", async () => {
    const early = await insertUser(database.db, { email: "boss@roles.test", emailVerified: false });
    const cookie = await sessionCookieFor(database.db, testConfig().sessionSecret ?? "", early.id);
    const { app } = await start({ ADMIN_EMAILS: "boss@roles.test", VISUALS_ADMIN_EMAILS: "boss@roles.test" });
    try {
      expect((await ask(app, "/api/admin/access", cookie)).status).toBe(403);
      expect((await ask(app, "/api/admin/visuals/access", cookie)).status).toBe(403);
      expect((await ask(app, "/api/user", cookie)).body).toMatchObject({
        isAdmin: false,
        isVisualsAdmin: false,
      });
    } finally {
      await app.close();
    }
  });

  it("opens the Visual Generator to VISUALS_ADMIN_EMAILS alone, and not the admin dashboard", async () => {
    const vera = await insertUser(database.db, { email: "vera@roles.test" });
    const cookie = await sessionCookieFor(database.db, testConfig().sessionSecret ?? "", vera.id);
    const { app } = await start({ VISUALS_ADMIN_EMAILS: "vera@roles.test" });
    try {
      expect(await ask(app, "/api/admin/visuals/access", cookie)).toEqual({
        status: 200,
        body: { visualsAdmin: true },
      });
      expect((await ask(app, "/api/user", cookie)).body).toMatchObject({
        isAdmin: false,
        isVisualsAdmin: true,
      });
      expect(await ask(app, "/api/admin/access", cookie)).toMatchObject({
        status: 403,
        body: { code: "admin_required" },
      });
    } finally {
      await app.close();
    }
  });

  it("logs each refusal of a role, and at start-up each configured address no account has yet", async () => {
    const member = await insertUser(database.db, { email: "member@roles.test" });
    const cookie = await sessionCookieFor(database.db, testConfig().sessionSecret ?? "", member.id);
    const { app, logs } = await start({
      ADMIN_EMAILS: "member-typo@roles.test",
      VISUALS_ADMIN_EMAILS: "member@roles.test",
      TRANSIT_CACHE_ADMIN_EMAIL: "nobody@roles.test",
    });
    try {
      const lines = () =>
        logs.map((line) => JSON.parse(line) as { level: number; msg: string; setting?: string });
      const startUp = lines().filter((line) => line.setting);
      expect(startUp.map((line) => [line.level, line.msg])).toEqual([
        [30, "ADMIN_EMAILS names member-typo@roles.test, which no verified account has yet"],
        [30, "TRANSIT_CACHE_ADMIN_EMAIL names nobody@roles.test, which no verified account has yet"],
      ]);
      expect((await ask(app, "/api/admin/access", cookie)).status).toBe(403);
      const refusal = lines().find((line) => line.msg.startsWith("refused"));
      expect(refusal).toMatchObject({
        level: 40,
        msg: "refused GET /api/admin/access: the account has no admin role",
        userId: member.id,
        code: "admin_required",
      });
    } finally {
      await app.close();
    }
  });
});
