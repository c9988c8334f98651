import type { QueryClient } from "@tanstack/react-query";
import type { PreferencesPatch } from "#contracts/digest";
import { endpoints } from "#contracts/endpoints";
import { type PublicUser, publicUserSchema } from "#contracts/user";
import { api, sendForMessage } from "./api.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * The reading preferences (time zone, morning digest and its hour, default voice), saved from
 * Settings and from the digest offer on Today. The answer is the updated user, put straight into
 * the cache so every page sees the change.
 */
export async function savePreferences(client: QueryClient, patch: PreferencesPatch): Promise<PublicUser> {
  const user = await api.call(endpoints.digest.updatePreferences, publicUserSchema, { body: patch });
  client.setQueryData(queryKeys.user, user);
  return user;
}

/** "Send me today's now": today's digest to the user's inbox at once. */
export function sendDigestPreview(): Promise<string> {
  return sendForMessage(endpoints.digest.preview, {}, "Today's digest is on its way.");
}

/** "07:00" for the hour 7. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
