import { QueryClient, type QueryFunction } from "@tanstack/react-query";

import { request, throwIfNotOk } from "./api.ts";

/**
 * The query client: credentials on every call, a JSON body and header only when there is a body,
 * and failures as ApiError("<status>: <body text or status text>") — see ./api.ts, which this
 * builds on.
 */
export { throwIfNotOk };

/** One call through the API client (kept for the pages written before `api.get`/`api.send`). */
export const apiRequest = (method: string, url: string, data?: unknown): Promise<Response> =>
  request(method, url, data);

export type UnauthorizedBehavior = "returnNull" | "throw";

/** GETs the query key's segments joined by "/", parsing JSON; a 401 throws or yields null. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** No retry, no refetch on focus, no polling, never stale (docs/product.md §19.1). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      // Ask even when the browser says it is offline: the service worker answers today's horoscope
      // and the birth chart from its offline copy (src/web/public/sw.js); otherwise the fetch fails
      // as before. The default ("online") would leave such a page spinning until the network returns.
      networkMode: "offlineFirst",
    },
    mutations: { retry: false },
  },
});
