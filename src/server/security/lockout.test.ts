import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/platform/auth/passwords";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { insertUser } from "#server/test-support/users";

/**
 * Sign-in protection that protects the owner: strangers guessing from rotating addresses are
 * slowed down ever more, the owner's own browser is not slowed by them, and the per-address limit
 * cannot be dodged with a forged X-Forwarded-For.
 */

const PASSWORD = "the owner's password";
let t: TestApp;
let passwordHash: string;
let now = new Date("2026-11-23T10:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ now });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await t?.close();
});

const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
  t.setNow(now);
};

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

const owner = () => insertUser(t.ctx.db, { passwordHash });

function login(email: string, password: string, options: { ip?: string; device?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email, password },
    remoteAddress: options.ip ?? nextAddress(),
    headers: options.device ? { cookie: `device=${options.device}` } : {},
  });
}

describe("sign-in back-off", () => {
  it("slows guesses from rotating addresses exponentially instead of locking the account", async () => {
    const { email } = await owner();
    for (let i = 0; i < 5; i++) expect((await login(email, `guess ${i}`)).statusCode).toBe(401);
    const pauses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await login(email, "too soon");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many attempts/);
      const wait = Number(refused.headers["retry-after"]);
      pauses.push(wait);
      advance(wait * 1000);
      expect((await login(email, `patient guess ${round}`)).statusCode).toBe(401);
    }
    expect(pauses).toEqual([1, 2, 4, 8]);
  });

  it("keeps the owner's own browser out of a stranger's back-off, and lets a new one in after the pause", async () => {
    const { email } = await owner();
    const first = await login(email, PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === "device");
    expect(device?.httpOnly).toBe(true);
    expect(device?.path).toBe("/api/login");

    for (let i = 0; i < 10; i++) await login(email, `stranger ${i}`);
    expect((await login(email, "stranger again")).statusCode).toBe(429);

    // The owner, from the browser they signed in with before: straight in.
    expect((await login(email, PASSWORD, { device: device?.value })).statusCode).toBe(200);
    // A device cookie is bound to its address: it does not help with another account.
    const other = await owner();
    for (let i = 0; i < 6; i++) await login(other.email, `stranger ${i}`);
    expect((await login(other.email, PASSWORD, { device: device?.value })).statusCode).toBe(429);

    // From a new browser the owner waits out one pause at most, then signs in.
    const refused = await login(email, PASSWORD);
    expect(refused.statusCode).toBe(429);
    advance(Number(refused.headers["retry-after"]) * 1000);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    // Which forgets the failures: the next mistake is not paused.
    expect((await login(email, "typo-typo")).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it("lets exactly the free attempts through when twenty guesses arrive at once", async () => {
    const { email } = await owner();
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(email, `burst ${i}`).then((r) => r.statusCode)),
    );
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });

  it("forgets the failures after a quiet day", async () => {
    const { email } = await owner();
    for (let i = 0; i < 8; i++) await login(email, `old guess ${i}`);
    advance(24 * 60 * 60_000 + 1000);
    for (let i = 0; i < 5; i++) expect((await login(email, `new guess ${i}`)).statusCode).toBe(401);
  });
});

describe("the per-address limit", () => {
  it("comes before the account's back-off and counts every account tried from the address", async () => {
    const ip = "10.200.0.1";
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await login(`nobody${i}@example.com`, "guess-guess", { ip })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it("cannot be dodged with a forged X-Forwarded-For under the default configuration, in production too", async () => {
    const production = await createTestApp({ env: { NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 31; i++) {
        const response = await production.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { email: `forged${i}@example.com`, password: "guess-guess" },
          remoteAddress: "10.201.0.1",
          headers: { "x-forwarded-for": `198.51.100.${i}` },
        });
        codes.push(response.statusCode);
      }
      expect(codes[30]).toBe(429);
    } finally {
      await production.close();
    }
  });
});
