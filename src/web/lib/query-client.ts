import { QueryClient } from "@tanstack/react-query";

/**
 * The query client. Every query names its own queryFn, a call through ./api.ts parsed with its
 * contract schema, and its key from ./query-keys.ts. No retry, no refetch on focus, no polling,
 * never stale (docs/product.md §19.1).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: { retry: false },
  },
});
