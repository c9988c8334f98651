import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, PRODUCTION_PAYMENT_SETTINGS } from "./config.ts";

/** A production environment with every Stripe setting a production start needs. */
const PRODUCTION_STRIPE = {
  NODE_ENV: "production",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  STRIPE_PRICE_ID: "price_x",
};

describe("loadConfig", () => {
  it("refuses production without the Stripe settings, naming each one missing", () => {
    let error: unknown;
    try {
      loadConfig({
        NODE_ENV: "production",
        STRIPE_SECRET_KEY: "sk_live_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringMatching(
        /^STRIPE_PRICE_ID must be set when NODE_ENV=production .*PAYMENTS_TEST_MODE=true/,
      ),
    ]);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID must be set when NODE_ENV=production/,
    );
    expect(PRODUCTION_PAYMENT_SETTINGS).toEqual([
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_PRICE_ID",
    ]);
    expect(loadConfig(PRODUCTION_STRIPE).paymentsTestMode).toBe(false);
  });

  it("runs the test-card checkout in production only with PAYMENTS_TEST_MODE=true, and says it is test mode", () => {
    const config = loadConfig({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" });
    expect(config.stripe.secretKey).toBeUndefined();
    expect(config.paymentsTestMode).toBe(true);
    expect(() => loadConfig({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "false" })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENTS_TEST_MODE: "yes" })).toThrow(
      /PAYMENTS_TEST_MODE must be true or false/,
    );
    // Outside production the built-in checkout is test mode by nature; Stripe (test keys) only when asked.
    expect(loadConfig({}).paymentsTestMode).toBe(true);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).paymentsTestMode,
    ).toBe(false);
    expect(loadConfig({ ...PRODUCTION_STRIPE, PAYMENTS_TEST_MODE: "true" }).paymentsTestMode).toBe(true);
  });

  it("gives the embedded defaults with no settings", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "localhost",
      dataDir: "./data",
      databaseUrl: undefined,
    });
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.secureCookies).toBe(false);
    expect(config.roles.adminEmails).toEqual([]);
  });

  it("honours PORT, HOST, DATA_DIR and https APP_URL", () => {
    const config = loadConfig({
      PORT: "4100",
      HOST: "0.0.0.0",
      DATA_DIR: "/srv/zf",
      APP_URL: "https://zf.example/",
    });
    expect(config).toMatchObject({
      port: 4100,
      host: "0.0.0.0",
      dataDir: "/srv/zf",
      appUrl: "https://zf.example",
    });
    expect(config.secureCookies).toBe(true);
  });

  it("sizes the image renderer: one worker and a queue of 32 by default, within bounds", () => {
    expect(loadConfig({}).images).toEqual({ workers: 1, queueLimit: 32 });
    expect(loadConfig({ IMAGE_WORKERS: "3", IMAGE_QUEUE_LIMIT: "0" }).images).toEqual({
      workers: 3,
      queueLimit: 0,
    });
    expect(() => loadConfig({ IMAGE_WORKERS: "0" })).toThrow(/IMAGE_WORKERS must be between 1 and 16/);
    expect(() => loadConfig({ IMAGE_QUEUE_LIMIT: "many" })).toThrow(/IMAGE_QUEUE_LIMIT must be a number/);
  });

  it("normalises admin e-mail lists to lower case", () => {
    const config = loadConfig({ ADMIN_EMAILS: " Ada@Example.com ,bob@example.com" });
    expect(config.roles.adminEmails).toEqual(["ada@example.com", "bob@example.com"]);
  });

  it("names every bad variable and why", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x/y", ADMIN_EMAILS: "nope", SESSION_SECRET: "short" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join("\n")).toMatch(/PORT must be a port number/);
    expect(problems.join("\n")).toMatch(/DATABASE_URL must be a URL \(postgres/);
    expect(problems.join("\n")).toMatch(/ADMIN_EMAILS must be a comma-separated list/);
    expect(problems.join("\n")).toMatch(/SESSION_SECRET must be at least 32 characters/);
  });

  it("trusts no X-Forwarded-For unless TRUST_PROXY says whose, in production too", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ ...PRODUCTION_STRIPE }).trustProxy).toBe(false);
    expect(loadConfig({ ...PRODUCTION_STRIPE, TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY must be true, false/);
  });

  it("uses Stripe only with its webhook secret, and reads the Stripe settings", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set/,
    );
    expect(loadConfig({}).stripe).toEqual({
      secretKey: undefined,
      webhookSecret: undefined,
      priceId: undefined,
      apiBase: undefined,
      timeoutMs: 20_000,
    });
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PRICE_ID: "price_x",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
      STRIPE_TIMEOUT_MS: "5000",
    }).stripe;
    expect(stripe).toMatchObject({ priceId: "price_x", apiBase: "http://127.0.0.1:12111", timeoutMs: 5000 });
    expect(() => loadConfig({ STRIPE_TIMEOUT_MS: "10" })).toThrow(/STRIPE_TIMEOUT_MS must be at least 100/);
  });

  it("rejects a port out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT must be between 0 and 65535/);
  });
});
