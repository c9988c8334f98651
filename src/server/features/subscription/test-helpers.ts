import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { endpoints } from "#contracts/endpoints";
import { type UserRow, users } from "#server/db/schema";
import type { TestApp } from "#server/test-support/test-app";

/** Test support for the payment tests (built-in and Stripe). */

export async function userRow(t: TestApp, id: number): Promise<UserRow> {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error("user gone");
  return row;
}

/** Twenty checkout requests by one member at once (a frantic double click): all answer the same URL. */
export async function concurrentCheckouts(t: TestApp, cookie: string): Promise<string> {
  const responses = await Promise.all(
    Array.from({ length: 20 }, () =>
      t.app.inject({ method: "POST", url: endpoints.subscription.createCheckout.path, headers: { cookie } }),
    ),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  const urls = new Set(responses.map((r) => r.json().url as string));
  expect(urls.size).toBe(1);
  return [...urls][0] ?? "";
}
