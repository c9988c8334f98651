import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import type { PublicUser } from "#contracts/user";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { AuthProvider } from "#web/lib/auth.tsx";
import { queryClient } from "#web/lib/query-client.ts";

/** Test support for the account screens (happy-dom): a fake API and the app's providers. */

export type Handler = (body: unknown) => { status?: number; body?: unknown } | undefined;

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** Replaces fetch with a table of "METHOD /path" handlers; unknown calls answer 404. */
export function mockApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input.toString(), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? (handler(body) ?? {}) : { status: 404, body: { message: "Not found" } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  return calls;
}

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

export function resetApp() {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
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
