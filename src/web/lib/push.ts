import { endpoints } from "#contracts/endpoints";
import { type PushSettings, pushKeySchema, pushSettingsSchema } from "#contracts/push";
import { api } from "./api.ts";

/**
 * Web push in the browser (issue 30 §2, docs/decisions/035-web-push.md): the permission, this
 * browser's PushManager subscription with the server's VAPID key, and the calls that store it.
 * The permission is only ever asked from a click (after a reading, or in Settings).
 */

/** What the browser allows: "unsupported" where there is no push (or no service worker, e.g. dev). */
export type PushPermission = NotificationPermission | "unsupported";

function hasPushApis(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** The worker's registration, or null where none is registered (the dev server registers none). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!hasPushApis()) return null;
  return (await navigator.serviceWorker.getRegistration("/")) ?? null;
}

export async function pushPermission(): Promise<PushPermission> {
  if (!(await registration())) return "unsupported";
  return Notification.permission;
}

/** This browser's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** The VAPID key as PushManager wants it (bytes of the base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export class PushRefusedError extends Error {
  override readonly name = "PushRefusedError";
}

/**
 * Asks for the permission (from a click), subscribes this browser with the server's key and saves
 * the subscription with the kinds wanted. A subscription made with another key (the server's
 * keys changed) is replaced.
 */
export async function subscribeThisBrowser(kinds: {
  pushToday: boolean;
  pushExact: boolean;
}): Promise<PushSettings> {
  const reg = await registration();
  if (!reg) throw new PushRefusedError("This browser cannot receive notifications from this site.");
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new PushRefusedError(
      "Notifications are blocked for this site. Allow them in the browser's site settings.",
    );
  }
  const { publicKey } = await api.call(endpoints.push.key, pushKeySchema);
  const key = keyBytes(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  const current = subscription?.options.applicationServerKey;
  if (subscription && current && !sameBytes(new Uint8Array(current), key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return api.call(endpoints.push.subscribe, pushSettingsSchema, {
    body: { subscription: { endpoint: json.endpoint, keys: json.keys }, ...kinds },
  });
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Stops pushes to this browser: the server forgets it, then the browser drops the subscription. */
export async function unsubscribeThisBrowser(): Promise<PushSettings | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const settings = await api.call(endpoints.push.unsubscribe, pushSettingsSchema, {
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
  return settings;
}

/** Turns kinds on or off for every device of the account. */
export function savePushKinds(kinds: { pushToday?: boolean; pushExact?: boolean }): Promise<PushSettings> {
  return api.call(endpoints.push.updateSettings, pushSettingsSchema, { body: kinds });
}

export function fetchPushSettings(): Promise<PushSettings> {
  return api.call(endpoints.push.settings, pushSettingsSchema);
}

/** The Today page's offer is not shown again once answered or dismissed on this browser. */
const OFFER_KEY = "zf-push-offer-answered";
export function pushOfferAnswered(): boolean {
  try {
    return localStorage.getItem(OFFER_KEY) === "1";
  } catch {
    return true;
  }
}
export function markPushOfferAnswered(): void {
  try {
    localStorage.setItem(OFFER_KEY, "1");
  } catch {
    // Storage blocked: the offer may come back, which is harmless.
  }
}
