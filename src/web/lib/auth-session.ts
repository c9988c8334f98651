import { QueryObserver } from "@tanstack/react-query";
import { z } from "zod";
import { endpoints } from "#contracts/endpoints";
import { type PublicUser, publicUserSchema, SIGNED_IN_HINT_COOKIE } from "#contracts/user";
import { api, isSignedOut } from "./api.ts";
import { queryClient } from "./query-client.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * The signed-in user as the query cache knows it, for the light AuthProvider (./auth.tsx). It is
 * loaded on demand, so the public pages' first script carries neither the query library nor the
 * contract schemas; every screen that changes the user (sign-in, settings, checkout) still writes to
 * the same cache entry, and the header follows it from here.
 */

export interface UserState {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
}

/** Whether the server's readable hint says a session cookie is set (SIGNED_IN_HINT_COOKIE). */
export function maybeSignedIn(cookies: string): boolean {
  return cookies.split(";").some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/**
 * The signed-in user, or null when nobody is signed in. Without the hint nobody is, and nothing is
 * asked: a signed-out visitor's 401 would be an error in the console of every public page.
 */
async function fetchUser(): Promise<PublicUser | null> {
  if (!maybeSignedIn(document.cookie)) return null;
  try {
    return await api.call(endpoints.accounts.user, publicUserSchema);
  } catch (failure) {
    if (isSignedOut(failure)) return null;
    throw failure;
  }
}

/** Calls `listener` with the user now and after every change of the cache entry; returns the unsubscribe. */
export function watchUser(listener: (state: UserState) => void): () => void {
  const observer = new QueryObserver<PublicUser | null, Error>(queryClient, {
    queryKey: queryKeys.user,
    queryFn: fetchUser,
  });
  const publish = (result: {
    data: PublicUser | null | undefined;
    isLoading: boolean;
    error: Error | null;
  }) => listener({ user: result.data ?? null, isLoading: result.isLoading, error: result.error });
  // Subscribing starts the fetch when the cache has no user yet (as useQuery does on mount).
  const unsubscribe = observer.subscribe(publish);
  publish(observer.getCurrentResult());
  return unsubscribe;
}

/** Sends the browser's time zone for a user who has none, then reloads the user; failure is only logged. */
export function sendBrowserTimezone(): void {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  api
    .call(endpoints.accounts.timezone, z.unknown(), { body: { timezone } })
    .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.user }))
    .catch((failure: unknown) => console.error("Timezone update failed", failure));
}
