import { z } from "zod";

/**
 * Every setting of the product, read once from the environment (docs/architecture.md#configuration-and-modes).
 * Nothing else in the code base reads `process.env`: the server gets a `Config` object.
 */

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: "must be a comma-separated list of e-mail addresses" })));

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.url({ protocol: protocols, message: `must be a URL (${hint})` }).optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** "true" | "false" | a hop count | comma-separated proxy addresses or CIDR ranges (Fastify's trustProxy). */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): boolean | number | string[] | undefined => {
    if (!value) return undefined;
    if (value === "true") return true;
    if (value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    if (list.every((item) => /^[0-9a-f:.]+(\/\d{1,3})?$/i.test(item))) return list;
    context.addIssue({
      code: "custom",
      message: "must be true, false, a number of proxy hops, or comma-separated proxy addresses/CIDR ranges",
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { message: "must be development, production or test" })
    .default("development"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("localhost"),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  BODY_LIMIT_BYTES: z.coerce
    .number({ message: "must be a number of bytes" })
    .int("must be a whole number")
    .min(1024, "must be at least 1024")
    .default(256 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(0, "must be at least 0")
    .max(600_000, "must be at most 600000")
    .default(10_000),
  TRUST_PROXY: trustProxy,
  DEV_MAIL_VIEWER: z
    .enum(["true", "false", ""], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, "postgres://user:password@host:5432/database"),
  SMTP_URL: optionalUrl(/^smtps?$/, "smtp://user:password@host:587 or smtps://…"),
  MAIL_FROM: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  PAYMENTS_TEST_MODE: z
    .enum(["true", "false", ""], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
  STRIPE_API_BASE: optionalUrl(
    /^https?$/,
    "http(s)://host:port of stripe-mock or another Stripe API stand-in",
  ),
  STRIPE_TIMEOUT_MS: z.coerce
    .number({ message: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(100, "must be at least 100")
    .default(20_000),
  LLM_BASE_URL: optionalUrl(/^https?$/, "http(s)://host/v1 of an OpenAI-compatible server"),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  GEOCODER_URL: optionalUrl(/^https?$/, "http(s)://host of a Nominatim-compatible server"),
  IMAGE_WORKERS: z.coerce
    .number({ message: "must be a number of worker threads" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 16")
    .max(16, "must be between 1 and 16")
    .default(1),
  IMAGE_QUEUE_LIMIT: z.coerce
    .number({ message: "must be a number of renders" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 1000")
    .max(1000, "must be between 0 and 1000")
    .default(32),
  SESSION_CACHE_MS: z.coerce
    .number({ message: "must be a number of milliseconds" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 60000")
    .max(60_000, "must be between 0 and 60000")
    .default(1000),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_EMAILS: emailList,
  VISUALS_ADMIN_EMAILS: emailList,
  TRANSIT_CACHE_ADMIN_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined))
    .pipe(z.email({ message: "must be an e-mail address" }).optional()),
  APP_URL: optionalUrl(/^https?$/, "http(s)://public.host"),
  // Web push (issue 30): both keys or neither; P-256 keys in base64url as web-push prints them.
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key in base64url (87 characters)")
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key in base64url (43 characters)")
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
      .optional(),
  ),
  BUSINESS_OWNER: optionalText,
  BUSINESS_VAT: optionalText,
  BUSINESS_ADDRESS: optionalText,
  BUSINESS_FOUNDED: optionalText,
  CONTACT_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email({ message: "must be an e-mail address" }).optional()),
});

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  logLevel: string;
  bodyLimitBytes: number;
  /** On SIGTERM, how long requests and jobs in flight may take before the process stops anyway. */
  shutdownTimeoutMs: number;
  /** Whose X-Forwarded-For to believe for the client address (rate limits, login IP). */
  trustProxy: boolean | number | string[];
  databaseUrl: string | undefined;
  appUrl: string;
  /** True when the public URL is https: cookies get the Secure flag. */
  secureCookies: boolean;
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * The outbox viewer at /dev/mail: only when asked for, never in production, and even then only
   * for an admin on the machine itself — the outbox holds every sign-in and reset link.
   */
  devMailViewer: boolean;
  /**
   * Stripe when a secret key is set, the built-in checkout otherwise. `apiBase` points the SDK
   * somewhere other than api.stripe.com (stripe-mock, a test stand-in); `timeoutMs` bounds every call.
   */
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    priceId: string | undefined;
    apiBase: string | undefined;
    timeoutMs: number;
  };
  /**
   * Payments take no real money: the built-in test-card checkout (no Stripe key), or an operator's
   * PAYMENTS_TEST_MODE=true. The checkout page and the footer say so. In production it is never
   * implied: without the Stripe settings a start is refused unless PAYMENTS_TEST_MODE=true.
   */
  paymentsTestMode: boolean;
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined };
  geocoderUrl: string | undefined;
  /**
   * Share images: worker threads that render them (one card at a time each) and how many renders
   * may wait for one; beyond that a render is refused with 503 and Retry-After.
   */
  images: { workers: number; queueLimit: number };
  sessionSecret: string | undefined;
  /**
   * How long a looked-up session may be answered from this process's memory (0: never). Writes of
   * this process end it at once; this bounds how late another process's writes are seen (ADR 022).
   */
  sessionCacheMs: number;
  roles: { adminEmails: string[]; visualsAdminEmails: string[]; transitCacheAdminEmail: string | undefined };
  business: { owner: string; vat: string; address: string; founded: string; contactEmail: string };
  /**
   * Web push (VAPID, RFC 8292): the operator's key pair, or none and then one generated once and
   * kept in DATA_DIR (platform/push.ts). The subject is who push services may contact.
   */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
}

/** What a production start refuses to go without, unless PAYMENTS_TEST_MODE=true (docs/operations.md). */
export const PRODUCTION_PAYMENT_SETTINGS = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_ID",
] as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment; throws a ConfigError naming every bad variable and why. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0] ?? "?")} ${issue.message}`);
    throw new ConfigError([...new Set(problems)]);
  }
  const e = parsed.data;
  if (e.DEV_MAIL_VIEWER && e.NODE_ENV === "production") {
    throw new ConfigError(["DEV_MAIL_VIEWER must not be true when NODE_ENV=production"]);
  }
  // Without the signing secret no webhook can be trusted, so no Stripe payment could ever activate.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(["STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set"]);
  }
  if (e.NODE_ENV === "production" && !e.PAYMENTS_TEST_MODE) {
    // The built-in checkout takes Stripe's public test cards: in production it would give Premium away.
    const missing = PRODUCTION_PAYMENT_SETTINGS.filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError([
        `${missing.join(", ")} must be set when NODE_ENV=production (or set PAYMENTS_TEST_MODE=true to run the test-card checkout on purpose)`,
      ]);
    }
  }
  // A lone key is a mistake: pushes signed with a generated key would not match the one browsers hold.
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new ConfigError(["VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together"]);
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    // Believing X-Forwarded-For from anyone lets a client that reaches the app directly pose as
    // any address and dodge the per-address limits: only when the operator names the proxy.
    trustProxy: e.TRUST_PROXY ?? false,
    databaseUrl: e.DATABASE_URL,
    appUrl,
    secureCookies: appUrl.startsWith("https://"),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? "Zero Fluff, All Astrology <no-reply@localhost>" },
    devMailViewer: e.DEV_MAIL_VIEWER,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      priceId: e.STRIPE_PRICE_ID,
      apiBase: e.STRIPE_API_BASE,
      timeoutMs: e.STRIPE_TIMEOUT_MS,
    },
    paymentsTestMode: e.PAYMENTS_TEST_MODE || !e.STRIPE_SECRET_KEY,
    llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL },
    geocoderUrl: e.GEOCODER_URL,
    images: { workers: e.IMAGE_WORKERS, queueLimit: e.IMAGE_QUEUE_LIMIT },
    sessionSecret: e.SESSION_SECRET,
    sessionCacheMs: e.SESSION_CACHE_MS,
    roles: {
      adminEmails: e.ADMIN_EMAILS,
      visualsAdminEmails: e.VISUALS_ADMIN_EMAILS,
      transitCacheAdminEmail: e.TRANSIT_CACHE_ADMIN_EMAIL,
    },
    // Neutral placeholders until the operator sets the real business details (docs/architecture.md#configuration-and-modes).
    business: {
      owner: e.BUSINESS_OWNER ?? "Business owner (set BUSINESS_OWNER)",
      vat: e.BUSINESS_VAT ?? "BE0000.000.000 (set BUSINESS_VAT)",
      address: e.BUSINESS_ADDRESS ?? "Street 1, 1000 Brussels, Belgium (set BUSINESS_ADDRESS)",
      founded: e.BUSINESS_FOUNDED ?? "2026",
      contactEmail: e.CONTACT_EMAIL ?? "hello@example.com",
    },
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      // Push services accept only mailto: or https: subjects: the public URL when it is https.
      subject:
        e.VAPID_SUBJECT ??
        (appUrl.startsWith("https://") ? appUrl : `mailto:${e.CONTACT_EMAIL ?? "hello@example.com"}`),
    },
  };
}
