import { createECDH } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Agent } from "node:https";
import path from "node:path";
import type { Config } from "#server/config";

/**
 * Web push (RFC 8030, payloads encrypted per RFC 8291, signed with VAPID per RFC 8292) through the
 * `web-push` library (docs/decisions/035-web-push.md). Services see one interface: send a payload
 * to one subscription and learn whether it went, or whether the subscription is gone for good.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What a browser's PushManager.subscribe gave us (and what we store). */
interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (src/web/public/sw.js reads the same fields). */
export interface PushPayload {
  title: string;
  body: string;
  /** One notification per tag: a newer one with the same tag replaces it on the device. */
  tag: string;
  /** The app path a tap opens. */
  url: string;
}

/**
 * "sent": the push service took it. "gone": it answered 404 or 410, the subscription will never
 * work again and is to be deleted. "failed": anything else (down, 429, 5xx); try another day.
 */
type PushOutcome = { status: "sent" } | { status: "gone" } | { status: "failed"; reason: string };

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

/** Push services keep an undelivered message this long (seconds); a day-old "Today" is no use. */
const TTL_SECONDS = 6 * 60 * 60;
const TIMEOUT_MS = 15_000;

/** The key file in DATA_DIR: generated once, 0600, reused by every later start. */
export function vapidKeyFile(config: Config): string {
  return path.join(path.resolve(config.dataDir), "vapid.json");
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, or a pair generated once and kept in
 * DATA_DIR/vapid.json. Processes sharing a PostgreSQL database must share the pair (set it), as a
 * browser's subscription is bound to the public key it was made with.
 */
export function loadOrCreateVapidKeys(config: Config): VapidKeys {
  const { subject } = config.vapid;
  if (config.vapid.publicKey && config.vapid.privateKey) {
    return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey, subject };
  }
  const file = vapidKeyFile(config);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const pair = {
      publicKey: ecdh.getPublicKey().toString("base64url"),
      privateKey: ecdh.getPrivateKey().toString("base64url"),
    };
    try {
      writeFileSync(file, `${JSON.stringify(pair)}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process of the same data directory wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof stored.publicKey !== "string" || typeof stored.privateKey !== "string") {
    throw new Error(`${file} holds no VAPID key pair; delete it to have a new one generated`);
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

type WebPush = typeof import("web-push");
let webPush: Promise<WebPush> | null = null;

/** web-push loads with the first push, not at start (docs/decisions/020-lean-server-process.md). */
function loadWebPush(): Promise<WebPush> {
  webPush ??= import("web-push").then((module) => (module.default ?? module) as WebPush);
  return webPush;
}

export interface PushSenderOptions {
  keys: VapidKeys;
  /** Tests only: an agent that trusts the loopback push service's self-signed certificate. */
  agent?: Agent;
}

export function createPushSender({ keys, agent }: PushSenderOptions): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      const lib = await loadWebPush();
      try {
        await lib.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: keys,
            TTL: TTL_SECONDS,
            contentEncoding: "aes128gcm",
            urgency: "normal",
            timeout: TIMEOUT_MS,
            ...(agent ? { agent } : {}),
          },
        );
        return { status: "sent" };
      } catch (error) {
        const statusCode = (error as { statusCode?: unknown }).statusCode;
        if (statusCode === 404 || statusCode === 410) return { status: "gone" };
        return {
          status: "failed",
          reason: typeof statusCode === "number" ? `push service answered ${statusCode}` : String(error),
        };
      }
    },
  };
}
