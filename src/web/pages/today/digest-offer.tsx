import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, X } from "lucide-react";
import { useState } from "react";
import type { Horoscope } from "#contracts/today";
import type { PublicUser } from "#contracts/user";
import { messageOr } from "#web/lib/api.ts";
import { hourLabel, savePreferences } from "#web/lib/preferences.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { browserTimeZone } from "#web/lib/time-zone.ts";
import { toast } from "#web/lib/use-toast.ts";

const DISMISSED_KEY = "zf-digest-offer-dismissed";

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The morning digest offered after the reading (issue 30 §1): a small card under the day's texts,
 * shown only once the horoscope is on screen, to a verified member who has not opted in and has not
 * said "not now". The box is never pre-ticked: ticking it is the opt-in.
 */
export function DigestOffer({ user, roastMode }: { user: PublicUser; roastMode: boolean }) {
  const client = useQueryClient();
  // Reads the horoscope the card above fetched, without fetching it again.
  const horoscope = useQuery<Horoscope | null>({ queryKey: queryKeys.horoscope(roastMode), enabled: false });
  const [hidden, setHidden] = useState(wasDismissed);
  const [done, setDone] = useState(false);
  const optIn = useMutation<PublicUser, Error, void>({
    mutationFn: () =>
      savePreferences(client, {
        digestEnabled: true,
        ...(user.timezone ? {} : { timezone: browserTimeZone() }),
      }),
    onSuccess: () => setDone(true),
    onError: (failure) =>
      toast({
        title: "Not Saved",
        description: messageOr(failure, "Failed to turn on the digest. Please try again."),
        variant: "destructive",
      }),
  });

  if (hidden || !horoscope.data || !user.emailVerified) return null;
  if (user.digestEnabled && !done) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Private mode: the card comes back next visit, which is harmless.
    }
    setHidden(true);
  };

  return (
    <aside
      aria-label="Morning digest"
      data-testid="digest-offer"
      className="flex items-start gap-3 rounded-xl border border-border/60 bg-card/60 p-4 text-sm"
    >
      <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      {done ? (
        <p className="flex-1">
          Done: your digest comes at {hourLabel(user.digestHour)} your time. Change the hour in{" "}
          <a href="/settings" className="text-primary underline-offset-4 hover:underline">
            Settings
          </a>
          .
        </p>
      ) : (
        <label className="flex flex-1 items-start gap-2.5">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={false}
            disabled={optIn.isPending}
            onChange={(event) => {
              if (event.target.checked) optIn.mutate();
            }}
          />
          <span>
            E-mail me this every morning at {hourLabel(user.digestHour)}, my time: headline, three lines, one
            to-do.
          </span>
        </label>
      )}
      <button
        type="button"
        onClick={dismiss}
        className="rounded p-1 text-muted-foreground hover:text-foreground"
        aria-label={done ? "Close" : "Not now"}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
