import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import type { PublicUser } from "#contracts/user";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { AuthProvider } from "#web/lib/auth.tsx";
import { queryClient } from "#web/lib/query-client.ts";

/** Test support for the screens (happy-dom): a fake API and the app's providers. */

export type Handler = (body: unknown) => Answer | undefined;

interface Answer {
  status?: number;
  body?: unknown;
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** A handler of `mockRoutes`, which also hands it the query string. */
export type RouteHandler = (request: { query: URLSearchParams; body: unknown }) => Answer;

export interface RecordedCall extends ApiCall {
  query: URLSearchParams;
}

/** A call as the fake fetch sees it: its route key ("METHOD /path"), query string and JSON body. */
interface FetchedCall extends RecordedCall {
  route: string;
}

const NOT_FOUND: Answer = { status: 404, body: { message: "Not found" } };

/**
 * Replaces fetch: each call is read into a `FetchedCall` and `answer` says what comes back, as JSON
 * (a 204 has no body). `mockApi` and `mockRoutes` differ only in what they record and
 * what they hand the handler.
 */
function stubFetch(answer: (call: FetchedCall) => Answer) {
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input.toString(), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const reply = answer({
      method,
      path: url.pathname,
      route: `${method} ${url.pathname}`,
      query: url.searchParams,
      body,
    });
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? "" : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { "content-type": "application/json" },
    });
  });
}

/** Replaces fetch with a table of "METHOD /path" handlers; unknown calls answer 404. */
export function mockApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  stubFetch(({ method, path, route, body }) => {
    calls.push({ method, path, body });
    const handler = routes[route];
    return handler ? (handler(body) ?? {}) : NOT_FOUND;
  });
  return calls;
}

/** Replaces fetch with "METHOD /path" handlers given the query string too; unknown calls answer 404. */
export function mockRoutes(routes: Record<string, RouteHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  stubFetch(({ method, path, route, query, body }) => {
    calls.push({ method, path, query, body });
    const handler = routes[route];
    return handler ? handler({ query, body }) : NOT_FOUND;
  });
  return calls;
}

/** An error answer as the server sends one: the status, and the body's message and code (and any more fields). */
export function apiError(status: number, code: string, message: string, more: object = {}): Answer {
  return { status, body: { message, code, ...more } };
}

/**
 * Holds every POST of the fake API (installed first) until the returned release is called, to see a
 * page while its request is in flight.
 */
export function holdPosts(): () => void {
  const mocked = globalThis.fetch;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    if (init?.method === "POST") await gate;
    return mocked(input, init);
  });
  return release;
}

/**
 * A page as the app mounts it: inside the query client (every screen is a `lazyPart` with data) and
 * no tooltip provider, as at the app's root, so a tooltip that needs one fails here too.
 */
export function renderWithApp(ui: ReactNode, path = "/") {
  window.history.replaceState(null, "", path);
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {ui}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** After a test: the real clock back (if it faked one), the page unmounted, the cache and fetch reset. */
export function resetApp() {
  vi.useRealTimers();
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
}

/** The toast that says `text` (toasts of earlier tests may still be on screen). */
export async function findToast(text: string) {
  const found = await screen.findByText(text, { selector: "[data-testid=toast] *" });
  return found.closest("[data-testid=toast]") as HTMLElement;
}

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    username: "stargazer",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    pendingEmail: null,
    emailVerified: true,
    birthDate: null,
    birthTime: null,
    birthTimeKnown: true,
    birthPlace: null,
    birthLatitude: null,
    birthLongitude: null,
    birthTimezone: null,
    timezone: "Europe/Brussels",
    subscriptionTier: "free",
    subscriptionStatus: null,
    subscriptionEndDate: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    isAdmin: false,
    isVisualsAdmin: false,
    createdAt: "2025-03-05T10:00:00.000Z",
    lastLogin: null,
    loginCount: 1,
    lastLoginIp: null,
    digestEnabled: false,
    digestHour: 7,
    defaultRoast: false,
    houseSystem: "Placidus",
    nodeType: "true",
    ...overrides,
  };
}
