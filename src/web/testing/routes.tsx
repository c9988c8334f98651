import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import type { Horoscope, TodoItem } from "#contracts/today";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { AuthProvider } from "#web/lib/auth.tsx";
import { queryClient } from "#web/lib/query-client.ts";

/** Test support for the Today and Throwback pages (happy-dom): a fake API and the app's providers. */

export { makeUser, resetApp } from "./app.tsx";

interface Answer {
  status?: number;
  body?: unknown;
}
export type RouteHandler = (request: { query: URLSearchParams; body: unknown }) => Answer;

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Replaces fetch with "METHOD /path" handlers (query strings are passed to the handler); others 404. */
export function mockRoutes(routes: Record<string, RouteHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input.toString(), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler
      ? handler({ query: url.searchParams, body })
      : { status: 404, body: { message: "Not found" } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? "" : JSON.stringify(answer.body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  return calls;
}

/**
 * A page as the app mounts it: inside the query client (every screen is a `lazyPart` with data) and
 * no tooltip provider, as at the app's root, so a tooltip that needs one fails here too.
 */
export function renderPage(ui: ReactNode, path = "/") {
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

export function makeHoroscope(overrides: Partial<Horoscope> = {}): Horoscope {
  return {
    date: "2024-11-23",
    content: "Mars is pressing on your Venus. Say the thing you have been rehearsing.",
    loveInsight: "Honesty beats a perfect text.",
    careerInsight: "Finish the boring task first.",
    wellnessInsight: "Sleep is not optional.",
    luckyNumber: 7,
    basis: [
      {
        kind: "transit",
        transiting: "mars",
        natal: "venus",
        aspect: "square",
        orbDeg: 1.23,
        exact: "2024-11-23T14:03:00.000Z",
      },
      { kind: "moon", sign: "taurus", phase: "waxing crescent", house: 5 },
    ],
    ...overrides,
  };
}

export function makeTodos(): TodoItem[] {
  return ["one", "two", "three", "four", "five"].map((id, index) => ({
    id,
    title: `Task ${index + 1}`,
    explanation: `Because of transit ${index + 1}.`,
  }));
}
