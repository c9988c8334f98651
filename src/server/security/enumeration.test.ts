import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "#server/db/schema";
import { listOutbox } from "#server/platform/mailer";
import { fileTestApp } from "#server/test-support/test-app";
import { insertUser } from "#server/test-support/users";

/**
 * Asking for a reset or a verification link must not tell whether an address has an account:
 * the same answer, and the same work on the request's path (counted in database statements, the
 * cost that differed), the mail itself being written by a background job.
 */

const t = fileTestApp();

type Client = Record<string, unknown>;

/** How many statements reach the database while `work` runs. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const client = (t.ctx.db as unknown as { $client: Client }).$client;
  const methods = ["query", "exec"].filter((name) => typeof client[name] === "function");
  const originals = methods.map((name) => client[name] as (...args: unknown[]) => unknown);
  let count = 0;
  methods.forEach((name, i) => {
    client[name] = (...args: unknown[]) => {
      count += 1;
      return originals[i]?.apply(client, args);
    };
  });
  try {
    await work();
  } finally {
    methods.forEach((name, i) => {
      client[name] = originals[i];
    });
  }
  return count;
}

let address = 0;
async function ask(url: string, email: string) {
  let response: Awaited<ReturnType<typeof t.app.inject>> | undefined;
  const mailsBefore = listOutbox(t.config).length;
  const statements = await statementsDuring(async () => {
    address += 1;
    response = await t.app.inject({
      method: "POST",
      url,
      payload: { email },
      remoteAddress: `10.60.0.${address}`,
    });
  });
  if (!response) throw new Error("no response");
  return {
    status: response.statusCode,
    body: response.body,
    statements,
    mailedDuringRequest: listOutbox(t.config).length - mailsBefore,
  };
}

describe("forgot-password and resend-verification", () => {
  it("do the same work and answer the same for a known and an unknown address", async () => {
    const verified = await insertUser(t.ctx.db);
    const unverified = await insertUser(t.ctx.db, { emailVerified: false });
    const cases = [
      ["/api/forgot-password", verified.email],
      ["/api/resend-verification", unverified.email],
      ["/api/resend-verification", verified.email],
    ] as const;
    for (const [url, known] of cases) {
      const forKnown = await ask(url, known);
      const forUnknown = await ask(url, `nobody.${address}@example.com`);
      expect(forKnown.status, url).toBe(200);
      expect(forUnknown, url).toEqual(forKnown);
      expect(forKnown.mailedDuringRequest, url).toBe(0);
    }
    await t.ctx.jobs.drain();
  });

  it("still mail real accounts, from the job, and keep no address once it is done", async () => {
    const verified = await insertUser(t.ctx.db);
    const unverified = await insertUser(t.ctx.db, { emailVerified: false });
    await ask("/api/forgot-password", verified.email);
    await ask("/api/resend-verification", unverified.email);
    await ask("/api/forgot-password", "stranger@example.com");
    expect(await t.ctx.jobs.drain()).toBe(3);
    const mails = listOutbox(t.config);
    expect(mails.find((m) => m.to === verified.email)?.text).toContain("/reset-password?token=");
    expect(mails.find((m) => m.to === unverified.email)?.text).toContain("/api/verify-email?token=");
    expect(mails.some((m) => m.to === "stranger@example.com")).toBe(false);
    expect(await t.ctx.db.$count(jobs, eq(jobs.kind, "account-mail"))).toBe(0);
  });
});
