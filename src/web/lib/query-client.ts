import { QueryClient, type QueryFunction } from "@tanstack/react-query";

import { isSignedOut, request } from "./api.ts";

type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The default fetcher of docs/product.md §19.1-19.2: GETs the query key's segments joined by "/"
 * through ./api.ts and reads JSON; a 401 throws or yields null. Screens give their queries their
 * own queryFn (a call parsed with its contract schema) and their keys from ./query-keys.ts; this
 * is the fallback for a query that names none.
 */
function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    try {
      const response = await request("GET", queryKey.join("/"));
      return (await response.json()) as T;
    } catch (error) {
      if (options.on401 === "returnNull" && isSignedOut(error)) return null as T;
      throw error;
    }
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
