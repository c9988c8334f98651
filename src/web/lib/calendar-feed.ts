import { useMutation, useQuery } from "@tanstack/react-query";
import { CALENDAR_MESSAGES, type CalendarLink, calendarLinkSchema } from "#contracts/calendar-feed";
import { endpoints } from "#contracts/endpoints";
import { api, messageOr, sendForMessage } from "./api.ts";
import { copyToClipboard } from "./clipboard.ts";
import { queryClient } from "./query-client.ts";
import { queryKeys } from "./query-keys.ts";
import { toast } from "./use-toast.ts";

/**
 * The private calendar feed of exact transit times (issue 30 §3): read by the radar's "Add to
 * calendar" menu and by the Settings card, so it lives here rather than in either page.
 */

export const CALENDAR_FILE_NAME = "zero-fluff-transits.ics";

/** The feed's path on this origin: a download works whatever public address the server announces. */
export function feedPathOf(link: CalendarLink): string {
  return new URL(link.url).pathname;
}

/** The user's feed address; the server makes one on the first read, so `enabled` waits for a wish. */
export function useCalendarLink(enabled = true) {
  return useQuery<CalendarLink, Error>({
    queryKey: queryKeys.calendarFeed,
    queryFn: () => api.call(endpoints.calendar.feed, calendarLinkSchema),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRevokeCalendarLink() {
  return useMutation<string, Error, void>({
    mutationFn: () => sendForMessage(endpoints.calendar.revokeFeed, {}, CALENDAR_MESSAGES.revoked),
    onSuccess: (message) => {
      // The next read makes the new address.
      queryClient.removeQueries({ queryKey: queryKeys.calendarFeed });
      toast({ title: "Calendar Address Revoked", description: message, variant: "success" });
    },
    onError: (error) =>
      toast({
        title: "Revoking Failed",
        description: messageOr(error, "The calendar address could not be revoked. Please try again."),
        variant: "destructive",
      }),
  });
}

/** Copies the feed address and says whether it worked. */
export async function copyCalendarLink(link: CalendarLink): Promise<void> {
  if (await copyToClipboard(link.url)) {
    toast({
      title: "Calendar Address Copied",
      description: "Paste it where your calendar app asks for a subscription URL. Keep it to yourself.",
      variant: "success",
    });
  } else {
    toast({
      title: "Copy Failed",
      description: "Your browser did not allow copying. Select the address and copy it by hand.",
      variant: "destructive",
    });
  }
}
