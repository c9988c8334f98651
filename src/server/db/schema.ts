import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// The engine's own lists (a plain module that imports nothing), so the column takes no other value.
import { HOUSE_SYSTEMS, NODE_TYPES } from "../../astro/constants.ts";
// Relative, not #contracts: drizzle-kit loads this file without the package's import aliases.
import {
  AUDIT_ACTIONS,
  CHECKOUT_STATUSES,
  DELIVERY_CHANNELS,
  EMAIL_TOKEN_PURPOSES,
  JOB_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
  TESTIMONIAL_STATUSES,
  TEXT_MODES,
  TRANSIT_IMPACTS,
  TRANSIT_STATUSES,
} from "../../contracts/statuses.ts";

/**
 * The one database schema, shared by PGlite (embedded) and PostgreSQL (docs/decisions/001).
 * Field names follow docs/product.md §3.6, §5.6, §6.6. Later features add their tables here.
 */

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** A changed e-mail waits here until verified; `email` keeps signing in meanwhile. */
    pendingEmail: text("pending_email"),
    emailVerified: boolean("email_verified").notNull().default(false),
    passwordHash: text("password_hash").notNull(),
    /** Local civil birth date and time exactly as given (YYYY-MM-DD, HH:MM), never reinterpreted. */
    birthDate: text("birth_date"),
    birthTime: text("birth_time"),
    birthTimeKnown: boolean("birth_time_known").notNull().default(true),
    birthPlace: text("birth_place"),
    birthLatitude: doublePrecision("birth_latitude"),
    birthLongitude: doublePrecision("birth_longitude"),
    /** IANA zone of the birth place (the birth-info payload's `timezone`). */
    birthTimezone: text("birth_timezone"),
    /** IANA zone the user lives in now; decides their local day. */
    timezone: text("timezone"),
    subscriptionTier: text("subscription_tier", { enum: SUBSCRIPTION_TIERS }).notNull().default("free"),
    subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }),
    subscriptionEndDate: timestamp("subscription_end_date", { withTimezone: true }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    isAdmin: boolean("is_admin").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    loginCount: integer("login_count").notNull().default(0),
    lastLoginIp: text("last_login_ip"),
    /**
     * Bumped whenever the user's generated texts are forgotten (birth data changed). Stored texts
     * are cached in memory under this version, so no process serves a text of an old chart.
     */
    textsVersion: integer("texts_version").notNull().default(0),
    /** The morning digest by e-mail: opt-in, never pre-ticked (issue 30). */
    digestEnabled: boolean("digest_enabled").notNull().default(false),
    /** Local hour (0–23, in `timezone`) at which the digest and the "Today" push go out. */
    digestHour: integer("digest_hour").notNull().default(7),
    /** Push kinds, each opt-in: "Today: <headline>" and, for premium, "Exact now: <transit>". */
    pushToday: boolean("push_today").notNull().default(false),
    pushExact: boolean("push_exact").notNull().default(false),
    /** The voice pages open in; a page's own toggle still switches it for that read. */
    defaultRoast: boolean("default_roast").notNull().default(false),
    /**
     * The house system every reading of this user's chart uses (issue 31, ADR 040); the stored chart
     * and texts follow it (a change recasts the chart and forgets the texts).
     */
    houseSystem: text("house_system", { enum: HOUSE_SYSTEMS }).notNull().default("Placidus"),
    /** The North Node the chart's aspects use: the true (osculating) node or the mean one. */
    nodeType: text("node_type", { enum: NODE_TYPES }).notNull().default("true"),
  },
  (t) => [
    // Unique regardless of case: "Ada@x.com" and "ada@x.com" are one address.
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    check("users_subscription_tier_check", sql`${t.subscriptionTier} in ('free', 'premium', 'pro')`),
    check(
      "users_subscription_status_check",
      sql`${t.subscriptionStatus} is null or ${t.subscriptionStatus} in ('active', 'cancelled', 'past_due')`,
    ),
    check(
      "users_birth_latitude_check",
      sql`${t.birthLatitude} is null or ${t.birthLatitude} between -90 and 90`,
    ),
    check(
      "users_birth_longitude_check",
      sql`${t.birthLongitude} is null or ${t.birthLongitude} between -180 and 180`,
    ),
    check("users_digest_hour_check", sql`${t.digestHour} between 0 and 23`),
    check(
      "users_house_system_check",
      sql`${t.houseSystem} in ('Placidus', 'Koch', 'Equal', 'WholeSign', 'Porphyry', 'Regiomontanus', 'Campanus')`,
    ),
    check("users_node_type_check", sql`${t.nodeType} in ('true', 'mean')`),
  ],
);

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256 hash. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Single-use e-mail tokens (verification, password reset). Only a keyed hash is stored; `email` is
 * the address the token proves (a changed e-mail waits in users.pending_email until verified).
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("email_tokens_token_hash_key").on(t.tokenHash),
    index("email_tokens_user_id_idx").on(t.userId),
    check("email_tokens_purpose_check", sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);

/**
 * Fixed-window counters for rate limits, in the database so every app process shares them.
 * One atomic upsert per counted request.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

export type EmailTokenRow = typeof emailTokens.$inferSelect;

/** The computed natal chart of a user (the engine's JSON), replaced whenever birth data changes. */
export const birthCharts = pgTable("birth_charts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  chart: jsonb("chart").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every generated text, stored once per (user, kind, key, mode) and served from here afterwards
 * (docs/architecture.md#cross-cutting-rules). kind: "planet", "chart", "horoscope", "todos", "transit", … ; key: what it is about
 * (a planet, a date, …). A change of birth data deletes all of a user's rows.
 */
export const generatedTexts = pgTable(
  "generated_texts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    mode: text("mode", { enum: TEXT_MODES }).notNull(),
    content: jsonb("content").notNull(),
    source: text("source").notNull().default("builtin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("generated_texts_user_kind_key_mode_key").on(t.userId, t.kind, t.key, t.mode),
    check("generated_texts_mode_check", sql`${t.mode} in ('normal', 'roast')`),
  ],
);

export type GeneratedTextRow = typeof generatedTexts.$inferSelect;

/**
 * Throwback usage: one past date per user per local day (docs/product.md §14.4). The primary key makes the
 * limit hold under concurrent requests; asking again for the same date (other voice) is free.
 */
export const throwbackUsage = pgTable(
  "throwback_usage",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usageDate: text("usage_date").notNull(),
    horoscopeDate: text("horoscope_date").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.usageDate] })],
);

/**
 * A user's transits for the Transit Radar: one row per pass of a transiting body over an aspect to
 * a natal point (a retrograde loop can make up to three). Rows are shared by every forecast window
 * that overlaps them; `pass_key` (orb entry, exact time, pass number) identifies a pass however
 * the window was drawn. The description is written later by a job (status pending → processing →
 * done). A change of birth data deletes all of a user's rows.
 */
export const transits = pgTable(
  "transits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    transiting: text("transiting").notNull(),
    natal: text("natal").notNull(),
    aspect: text("aspect").notNull(),
    passKey: text("pass_key").notNull(),
    pass: integer("pass").notNull(),
    passCount: integer("pass_count").notNull(),
    entersAt: timestamp("enters_at", { withTimezone: true }).notNull(),
    exactAt: timestamp("exact_at", { withTimezone: true }),
    leavesAt: timestamp("leaves_at", { withTimezone: true }).notNull(),
    /** Longitude the transiting body must reach for the aspect to be exact (orb on read). */
    targetLongitude: doublePrecision("target_longitude").notNull(),
    minOrb: doublePrecision("min_orb").notNull(),
    retrograde: boolean("retrograde").notNull(),
    impact: text("impact", { enum: TRANSIT_IMPACTS }).notNull(),
    impactScore: doublePrecision("impact_score").notNull(),
    category: text("category").notNull(),
    status: text("status", { enum: TRANSIT_STATUSES }).notNull().default("pending"),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("transits_user_pass_key").on(t.userId, t.transiting, t.natal, t.aspect, t.passKey),
    index("transits_user_window").on(t.userId, t.entersAt, t.leavesAt),
    check("transits_status_check", sql`${t.status} in ('pending', 'processing', 'done')`),
    check("transits_impact_check", sql`${t.impact} in ('high', 'medium', 'low')`),
  ],
);
export type TransitRow = typeof transits.$inferSelect;

/**
 * Which stretches of time a user's transits are already calculated and stored for, so a forecast
 * reads stored rows and calculates only the part of its window not covered yet. `chart_version` is
 * the owner's texts_version when the stretch was calculated (bumped with every chart change, which
 * also deletes these rows); a read trusts only rows of the current version.
 */
export const transitCoverage = pgTable(
  "transit_coverage",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chartVersion: integer("chart_version").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("transit_coverage_user_span").on(t.userId, t.chartVersion, t.startsAt, t.endsAt),
    check("transit_coverage_span_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * The background job queue (docs/architecture.md#system-at-a-glance): rows are claimed with `for update skip locked`, so any
 * number of app processes can work it. `key` makes enqueueing idempotent per kind.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_kind_key").on(t.kind, t.key),
    index("jobs_ready").on(t.status, t.runAfter),
    check("jobs_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

/**
 * Ask the Oracle: one question per user per local day (docs/product.md §14.4). The unique index holds the
 * limit under concurrent requests; the answer is stored with the question.
 */
export const oracleQuestions = pgTable(
  "oracle_questions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The user's local date when asked (YYYY-MM-DD). */
    askedOn: text("asked_on").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    topic: text("topic").notNull(),
    roastMode: boolean("roast_mode").notNull(),
    basis: jsonb("basis").notNull(),
    source: text("source").notNull().default("builtin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("oracle_questions_user_day").on(t.userId, t.askedOn)],
);
export type OracleQuestionRow = typeof oracleQuestions.$inferSelect;

/**
 * Checkouts started by members. At most one is live (pending or open) per member, held by a
 * partial unique index: a double click or twenty concurrent requests share one session instead of
 * opening several. `pending` is the claim taken before the provider is asked; `open` has its URL.
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe's session id (cs_…); the same as `id` for the built-in checkout. */
    providerSessionId: text("provider_session_id"),
    status: text("status", { enum: CHECKOUT_STATUSES }).notNull().default("pending"),
    url: text("url"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("checkout_sessions_one_live_per_user")
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'open')`),
    uniqueIndex("checkout_sessions_provider_session_key").on(t.providerSessionId),
    check(
      "checkout_sessions_status_check",
      sql`${t.status} in ('pending', 'open', 'complete', 'expired', 'failed')`,
    ),
    check("checkout_sessions_provider_check", sql`${t.provider} in ('builtin', 'stripe')`),
  ],
);
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/**
 * Money that moved (or tried to): first payments and renewals, from either provider. `reference`
 * is the provider's id for it (a Stripe invoice, a built-in charge), unique per provider, so a
 * replayed webhook or a re-run renewal job records a payment once.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    reference: text("reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    description: text("description").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    /** Only the brand and last four digits; a card number is never stored. */
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_reference_key").on(t.provider, t.reference),
    index("payments_user_created_idx").on(t.userId, t.createdAt),
    check("payments_status_check", sql`${t.status} in ('paid', 'failed')`),
    check("payments_provider_check", sql`${t.provider} in ('builtin', 'stripe')`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** Stripe webhook events already applied: a redelivered event id changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Reviews members leave for the landing page: a rating and a quote, published only with their
 * consent and after an admin approved it. One per member (a new one replaces it and waits for
 * review again). Samples from the development seed carry `is_sample` and no member; they are
 * never served in production.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** As shown: first name and the initial of the last name, fixed when submitted. */
    author: text("author").notNull(),
    quote: text("quote").notNull(),
    rating: integer("rating").notNull(),
    /** When the member agreed to have the quote published under that name. */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: TESTIMONIAL_STATUSES }).notNull().default("pending"),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("testimonials_user_key").on(t.userId),
    index("testimonials_status_idx").on(t.status, t.reviewedAt),
    check("testimonials_rating_check", sql`${t.rating} between 1 and 5`),
    check("testimonials_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("testimonials_owner_check", sql`${t.isSample} or ${t.userId} is not null`),
  ],
);
export type TestimonialRow = typeof testimonials.$inferSelect;

/**
 * What admins did: one row per action that changed data, written in the same transaction as the
 * change, so the log holds exactly the actions that happened. The admin and the target are kept
 * by e-mail as well as id because either account may be gone later; the target of a deletion is
 * the record that the account was deleted, by whom and when.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    /** No foreign key: the row outlives the user it is about (a deletion above all). */
    targetUserId: integer("target_user_id"),
    /** The target as people know it: the user's e-mail, a testimonial's author. */
    target: text("target"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt, t.id),
    index("admin_audit_log_target_idx").on(t.targetUserId),
    check(
      "admin_audit_log_action_check",
      sql`${t.action} in ('subscription.activate', 'subscription.cancel', 'user.delete', 'testimonial.approve', 'testimonial.reject', 'testimonial.delete', 'transits.clear-cache')`,
    ),
  ],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;

/**
 * The Daily Dose each member got last, so the next press never repeats its fact or its call to
 * action. `presses` counts the presses (claimed atomically) and seeds the next dose, so two
 * presses never share a seed.
 */
export const dailyDoses = pgTable("daily_doses", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  presses: integer("presses").notNull().default(0),
  astroFact: text("astro_fact"),
  callToAction: text("call_to_action"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Everything sent to a user on their own initiative (issue 30): the e-mail digest, the pushes.
 * The row is claimed (insert, on conflict nothing) before sending, so two processes on one
 * database, or a restart, send each (user, channel, key) once: the digest's key is the user's
 * local date, an exact-transit push's key is the transit.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: DELIVERY_CHANNELS }).notNull(),
    key: text("key").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Why it did not go out: "late" (past the 3-hour window), "failed", "no-subscription". */
    skipped: text("skipped"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel, t.key] }),
    check("deliveries_channel_check", sql`${t.channel} in ('digest', 'push-today', 'push-exact')`),
  ],
);
export type DeliveryRow = typeof deliveries.$inferSelect;

/** A browser's web-push subscription (RFC 8030/8291): removed when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * The private calendar feed (iCalendar) of a user's transits. The URL carries a random token. It is
 * kept as is (not hashed, unlike sessions) because Settings shows the link again to copy it onto
 * another device, and it grants nothing but reading that feed. Revoking deletes the row, so the old
 * URL answers 404; a new link is a new row.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_key").on(t.token)],
);
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/**
 * People a user keeps for Compatibility (issue 29): up to FREE_SAVED_PEOPLE on Free, any number on
 * Premium. Each row takes a numbered slot, unique per user, so two concurrent saves can never take
 * the same place; the service picks the lowest free slot under a lock on the user row and refuses a
 * free account at its limit (ADR 041). `birth_time` is null when the time is unknown.
 */
export const savedPeople = pgTable(
  "saved_people",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slot: integer("slot").notNull(),
    name: text("name").notNull(),
    birthDate: text("birth_date").notNull(),
    birthTime: text("birth_time"),
    birthPlace: text("birth_place").notNull(),
    birthLatitude: doublePrecision("birth_latitude").notNull(),
    birthLongitude: doublePrecision("birth_longitude").notNull(),
    birthTimezone: text("birth_timezone").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_people_user_slot").on(t.userId, t.slot),
    check("saved_people_slot_check", sql`${t.slot} >= 1`),
    check("saved_people_latitude_check", sql`${t.birthLatitude} between -90 and 90`),
    check("saved_people_longitude_check", sql`${t.birthLongitude} between -180 and 180`),
  ],
);
export type SavedPersonRow = typeof savedPeople.$inferSelect;

/**
 * The last Compatibility result of a user, shown again when they come back (issue 29). One row per
 * user, replaced by each new result. `texts_version` is the user's when computed: a result from
 * before a change of their own birth data is not shown.
 */
export const compatibilityResults = pgTable("compatibility_results", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  request: jsonb("request").notNull(),
  result: jsonb("result").notNull(),
  textsVersion: integer("texts_version").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type CompatibilityResultRow = typeof compatibilityResults.$inferSelect;
