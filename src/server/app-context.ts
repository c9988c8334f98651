import type { FastifyBaseLogger } from "fastify";
import type { DayFactsPool } from "./charts/day-facts-pool.ts";
import type { Config } from "./config.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import type { Geocoder } from "./platform/geocoder/geocoder.ts";
import type { ImageRenderer } from "./platform/images/image-renderer.ts";
import type { JobQueue } from "./platform/jobs/job-queue.ts";
import type { Writer } from "./platform/llm.ts";
import type { Mailer } from "./platform/mailer.ts";
import type { Payments } from "./platform/payments/payments.ts";
import type { PushSender } from "./platform/push.ts";

/** What feature routes and services get from the app: configuration, database and clock. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  /** The app's logger (work outside a request: jobs, scripts). */
  log: FastifyBaseLogger;
  /** The clock, injectable so tests can move time. */
  now: () => Date;
  /** Key for hashing session and e-mail tokens. */
  secret: string;
  mailer: Mailer;
  geocoder: Geocoder;
  /** Writes product texts: an OpenAI-compatible model when configured, the built-in composer otherwise. */
  writer: Writer;
  /** Background jobs (e.g. transit descriptions); the worker runs in `main.ts`, tests call `drain()`. */
  jobs: JobQueue;
  /** Card payments: Stripe when STRIPE_SECRET_KEY is set, the built-in test-card checkout otherwise. */
  payments: Payments;
  /** Share images, rendered in worker threads (never on the event loop). */
  images: ImageRenderer;
  /** The day's chart facts for the daily texts, worked out in worker threads (charts/day-facts-pool.ts). */
  dayFacts: DayFactsPool;
  /** Web push with the VAPID keys of the configuration or of DATA_DIR (platform/push.ts). */
  push: PushSender;
}
