import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { queryClient } from "./query-client.ts";

/**
 * `Component` inside the app's one query client. The root of the app does not provide it: the query
 * library stays out of the public pages' first script, and every lazily loaded part that reads or
 * changes server data (the signed-in screens, the account forms, the user menu) is wrapped by this
 * when it loads. They all share the same client, so one cache serves them all.
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
