import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { expect } from "vitest";
import { endpoints } from "#contracts/endpoints";
import type { TestApp } from "./test-app.ts";

/**
 * A loopback stand-in for the parts of Stripe's API we call, for tests that run the real `stripe`
 * SDK (`STRIPE_API_BASE` points it here). It answers in Stripe's shapes (API 2025+: the billing
 * period on subscription items, an invoice's subscription under `parent`), honours idempotency
 * keys the way Stripe does, records every call, and can be made slow or failing. `pay()` plays the
 * member paying on Stripe's page and returns the objects Stripe's events would then carry.
 */

interface RecordedCall {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;

export interface StripeStandIn {
  /** http://127.0.0.1:port, for STRIPE_API_BASE. */
  url: string;
  calls: RecordedCall[];
  callsTo(method: string, pathPrefix: string): RecordedCall[];
  /** Milliseconds to wait before answering each call (longer than the SDK's timeout = a timeout). */
  delayMs: number;
  /** Answers the next calls with this Stripe error instead (each use decrements `times`). */
  failWith: { status: number; type: string; message: string; times: number } | null;
  /** The clock the stand-in dates its objects with (the app's test clock). */
  now: () => Date;
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** The member pays an open checkout session: subscription and first invoice exist, session complete. */
  pay(sessionId: string): { session: Json; subscription: Json; invoice: Json };
  /** The next month is billed on a subscription: its period moves on, and the invoice for it. */
  renew(subscriptionId: string): { subscription: Json; invoice: Json };
  close(): Promise<void>;
}

const STAND_IN_KEYS = { secret: "sk_test_stand_in", webhookSecret: "whsec_stand_in_secret" };

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** `a[b][0][c]=x` form fields (how the SDK encodes parameters) as nested objects and arrays. */
function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? "");
      const container = node as Record<string, unknown>;
      if (last) container[segment] = value;
      else {
        container[segment] ??= nextIsIndex ? [] : {};
        node = container[segment] as Record<string, unknown>;
      }
    });
  }
  return root;
}

function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const idempotent = new Map<string, { params: string; status: number; body: Json }>();
  const priceIds = new Map<string, string>();

  function priceFor(item: Json): Json {
    if (typeof item.price === "string") {
      // A price configured by id (STRIPE_PRICE_ID): the stand-in knows it as 8.99 EUR a month.
      return {
        id: item.price,
        object: "price",
        unit_amount: 899,
        currency: "eur",
        recurring: { interval: "month", interval_count: 1 },
      };
    }
    const data = item.price_data as Json;
    const recurring = data.recurring as Json;
    const key = JSON.stringify(data);
    const priceId = priceIds.get(key) ?? id("price");
    priceIds.set(key, priceId);
    return {
      id: priceId,
      object: "price",
      unit_amount: Number(data.unit_amount),
      currency: data.currency,
      recurring: { interval: recurring.interval, interval_count: 1 },
    };
  }

  function subscriptionItem(price: Json, start: Date, end: Date): Json {
    return {
      id: id("si"),
      object: "subscription_item",
      price,
      quantity: 1,
      current_period_start: unix(start),
      current_period_end: unix(end),
    };
  }

  function invoiceFor(subscription: Json, reason: string, start: Date, end: Date): Json {
    const item = (subscription.items as { data: Json[] }).data[0] as Json;
    const price = item.price as Json;
    return {
      id: id("in"),
      object: "invoice",
      customer: subscription.customer,
      status: "paid",
      billing_reason: reason,
      amount_due: price.unit_amount,
      amount_paid: price.unit_amount,
      currency: price.currency,
      attempt_count: 1,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      lines: {
        object: "list",
        data: [
          {
            id: id("il"),
            object: "line_item",
            amount: price.unit_amount,
            period: { start: unix(start), end: unix(end) },
          },
        ],
      },
    };
  }

  const standIn: StripeStandIn = {
    url: "",
    calls: [],
    callsTo: (method, prefix) =>
      standIn.calls.filter((c) => c.method === method && c.path.startsWith(prefix)),
    delayMs: 0,
    failWith: null,
    now: () => new Date(),
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    pay(sessionId) {
      const session = standIn.sessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      const start = standIn.now();
      const end = addOneMonth(start);
      const subscription: Json = {
        id: id("sub"),
        object: "subscription",
        customer: session.customer,
        status: "active",
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
        items: { object: "list", data: [subscriptionItem(session.price as Json, start, end)] },
      };
      standIn.subscriptions.set(subscription.id as string, subscription);
      const invoice = invoiceFor(subscription, "subscription_create", start, end);
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        subscription: subscription.id,
        invoice: invoice.id,
      });
      return { session: publicSession(session), subscription, invoice };
    },
    renew(subscriptionId) {
      const subscription = standIn.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const item = (subscription.items as { data: Json[] }).data[0] as Json;
      const start = new Date(Number(item.current_period_end) * 1000);
      const end = addOneMonth(start);
      item.current_period_start = unix(start);
      item.current_period_end = unix(end);
      return { subscription, invoice: invoiceFor(subscription, "subscription_cycle", start, end) };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function publicSession(session: Json): Json {
    const { price: _price, subscription_data: _data, ...visible } = session;
    return visible;
  }

  function route(
    method: string,
    path: string,
    params: Record<string, unknown>,
  ): { status: number; body: Json } {
    const notFound = (what: string) => ({
      status: 404,
      body: {
        error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` },
      },
    });
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: id("cus"),
        object: "customer",
        email: params.email,
        name: params.name,
        metadata: params.metadata ?? {},
      };
      standIn.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const sessionId = `cs_test_${randomBytes(12).toString("hex")}`;
      const item = (params.line_items as Json[])[0] as Json;
      const session: Json = {
        id: sessionId,
        object: "checkout.session",
        mode: params.mode,
        customer: params.customer,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        status: "open",
        payment_status: "unpaid",
        subscription: null,
        invoice: null,
        amount_total: 899,
        currency: "eur",
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        expires_at: Number(params.expires_at),
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        price: priceFor(item),
        subscription_data: params.subscription_data,
      };
      standIn.sessions.set(sessionId, session);
      return { status: 200, body: publicSession(session) };
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = standIn.subscriptions.get(subscriptionMatch[1] ?? "");
      if (!subscription) return notFound("subscription");
      if (method === "POST" && "cancel_at_period_end" in params) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
      }
      if (method === "DELETE") {
        // Cancelled now: Stripe answers with the subscription, ended.
        subscription.status = "canceled";
        subscription.canceled_at = unix(standIn.now());
        standIn.subscriptions.delete(subscriptionMatch[1] ?? "");
      }
      return { status: 200, body: subscription };
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      return {
        status: 200,
        body: {
          id: id("bps"),
          object: "billing_portal.session",
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.com/p/session/${id("test")}`,
        },
      };
    }
    return notFound(`route ${method} ${path}`);
  }

  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const method = request.method ?? "GET";
      const path = (request.url ?? "").split("?")[0] ?? "";
      const params = parseStripeForm(body);
      const key = request.headers["idempotency-key"];
      const idempotencyKey = typeof key === "string" ? key : undefined;
      standIn.calls.push({ method, path, params, idempotencyKey });
      const answer = () => {
        let result: { status: number; body: Json };
        const cacheKey = idempotencyKey ? `${method} ${path} ${idempotencyKey}` : null;
        const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
        if (cached && cached.params !== body) {
          result = {
            status: 400,
            body: {
              error: {
                type: "idempotency_error",
                message:
                  "Keys for idempotent requests can only be used with the same parameters they were first used with.",
              },
            },
          };
        } else if (cached) {
          result = cached;
        } else if (standIn.failWith && standIn.failWith.times > 0) {
          standIn.failWith.times -= 1;
          const { status, type, message } = standIn.failWith;
          result = { status, body: { error: { type, message } } };
        } else {
          result = route(method, path, params);
          if (cacheKey && result.status < 500) idempotent.set(cacheKey, { params: body, ...result });
        }
        if (response.destroyed) return;
        response.writeHead(result.status, { "content-type": "application/json", "request-id": id("req") });
        response.end(JSON.stringify(result.body));
      };
      if (standIn.delayMs > 0) setTimeout(answer, standIn.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

/** An event as Stripe delivers it. */
export function stripeEvent(type: string, object: Json, at: Date, eventId = id("evt")): Json {
  return {
    id: eventId,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: unix(at),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The raw body and headers of a signed delivery, signed by the SDK's own test helper. */
export function signedDelivery(
  event: Json,
  options: { secret?: string; timestamp?: number; payload?: string } = {},
): { payload: string; headers: Record<string, string> } {
  const payload = options.payload ?? JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STAND_IN_KEYS.webhookSecret,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return {
    payload,
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
  };
}

/** The app's Stripe settings, pointed at a stand-in, with the SDK's timeout. */
export function standInEnv(
  standIn: Pick<StripeStandIn, "url">,
  timeoutMs: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STAND_IN_KEYS.secret,
    STRIPE_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
    STRIPE_API_BASE: standIn.url,
    STRIPE_TIMEOUT_MS: String(timeoutMs),
    ...extra,
  };
}

/** Starts a Checkout as the member: the id of the session whose page the app sent them to. */
export async function startCheckout(t: Pick<TestApp, "app">, cookie: string): Promise<string> {
  const started = await t.app.inject({
    method: "POST",
    url: endpoints.subscription.createCheckout.path,
    headers: { cookie },
  });
  expect(started.statusCode).toBe(200);
  return (started.json().url as string).split("/").pop() ?? "";
}

/** Delivers an event to the app's webhook, signed as Stripe signs it. */
export function deliverEvent(
  t: Pick<TestApp, "app">,
  event: Json,
  options: Parameters<typeof signedDelivery>[1] = {},
) {
  const { payload, headers } = signedDelivery(event, options);
  return t.app.inject({ method: "POST", url: endpoints.subscription.stripeWebhook.path, headers, payload });
}
