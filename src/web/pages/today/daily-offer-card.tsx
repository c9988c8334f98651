import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRing, Mail, Sunrise, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import type { Horoscope } from "#contracts/today";
import type { PublicUser } from "#contracts/user";
import { messageOr } from "#web/lib/api.ts";
import { hourLabel, savePreferences } from "#web/lib/preferences.ts";
import {
  currentPushSubscription,
  markPushOfferAnswered,
  PushRefusedError,
  pushOfferAnswered,
  pushPermission,
  subscribeThisBrowser,
} from "#web/lib/push.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { browserTimeZone } from "#web/lib/time-zone.ts";
import { toast } from "#web/lib/use-toast.ts";

const DIGEST_DISMISSED_KEY = "zf-digest-offer-dismissed";

function digestDismissed(): boolean {
  try {
    return window.localStorage.getItem(DIGEST_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function dismissDigest(): void {
  try {
    window.localStorage.setItem(DIGEST_DISMISSED_KEY, "1");
  } catch {
    // Private mode: the offer comes back next visit, which is harmless.
  }
}

/** Whether this browser can be offered pushes: it can receive them, was never asked and has none from us. */
function usePushOffer(readingShown: boolean): [boolean, (open: boolean) => void] {
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    if (!readingShown || pushOfferAnswered()) return;
    let live = true;
    void (async () => {
      const permission = await pushPermission();
      const subscribed = permission === "unsupported" ? true : (await currentPushSubscription()) !== null;
      if (live) setOffer(permission === "default" && !subscribed);
    })().catch(() => {});
    return () => {
      live = false;
    };
  }, [readingShown]);
  return [offer, setOffer];
}

/** One way of receiving the day: a box never ticked in advance, and "Done" once it is. */
function OfferRow({
  icon,
  done,
  pending,
  onTick,
  children,
  doneText,
}: {
  icon: ReactNode;
  done: boolean;
  pending: boolean;
  onTick: () => void;
  children: ReactNode;
  doneText: ReactNode;
}) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 shrink-0 text-primary">{icon}</span>
      {done ? (
        <p className="flex-1">{doneText}</p>
      ) : (
        <label className="flex flex-1 items-start gap-2.5">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={false}
            disabled={pending}
            onChange={(event) => {
              if (event.target.checked) onTick();
            }}
          />
          <span>{children}</span>
        </label>
      )}
    </li>
  );
}

const settingsLink = (
  <a href="/settings" className="text-primary underline-offset-4 hover:underline">
    Settings
  </a>
);

/**
 * The one opt-in card of the Today page (issue 30 §1–2): the morning digest by e-mail and, where
 * the browser can receive them, a morning notification. It appears only once the day's reading is
 * on screen (never on a first load before anything was read); each way is offered only while it
 * applies (a verified address without the digest; a browser never asked, with no subscription of
 * ours); nothing is ticked in advance. Closing the card ("Not now") ends both offers on this browser.
 */
export function DailyOfferCard({ user, roastMode }: { user: PublicUser; roastMode: boolean }) {
  const client = useQueryClient();
  // Reads the horoscope the card above fetched, without fetching it again.
  const reading = useQuery<Horoscope | null>({ queryKey: queryKeys.horoscope(roastMode), enabled: false });
  const readingShown = Boolean(reading.data);
  const [closed, setClosed] = useState(false);
  const [digestHidden] = useState(digestDismissed);
  const [digestDone, setDigestDone] = useState(false);
  const [pushOffered, setPushOffered] = usePushOffer(readingShown);
  const [pushDone, setPushDone] = useState(false);

  const digestOptIn = useMutation<PublicUser, Error, void>({
    mutationFn: () =>
      savePreferences(client, {
        digestEnabled: true,
        ...(user.timezone ? {} : { timezone: browserTimeZone() }),
      }),
    onSuccess: () => setDigestDone(true),
    onError: (failure) =>
      toast({
        title: "Not Saved",
        description: messageOr(failure, "Failed to turn on the digest. Please try again."),
        variant: "destructive",
      }),
  });

  const pushOptIn = useMutation({
    mutationFn: () => subscribeThisBrowser({ pushToday: true, pushExact: false }),
    onSuccess: (saved) => {
      markPushOfferAnswered();
      client.setQueryData(queryKeys.pushSettings, saved);
      setPushDone(true);
    },
    onError: (failure) => {
      // Asked once: a refusal (or a browser that cannot) is an answer, and the offer goes.
      markPushOfferAnswered();
      setPushOffered(false);
      toast({
        title: "Notifications Not On",
        description:
          failure instanceof PushRefusedError
            ? failure.message
            : messageOr(failure, "Notifications could not be turned on. Try again in Settings."),
        variant: "destructive",
      });
    },
  });

  const digestOffered = !digestHidden && user.emailVerified && (!user.digestEnabled || digestDone);
  const pushShown = pushOffered || pushDone;
  if (closed || !readingShown || (!digestOffered && !pushShown)) return null;

  const close = () => {
    dismissDigest();
    markPushOfferAnswered();
    setClosed(true);
  };
  const allDone = (!digestOffered || digestDone) && (!pushShown || pushDone);

  return (
    <aside
      aria-labelledby="daily-offer-title"
      data-testid="daily-offer"
      className="flex items-start gap-3 rounded-xl border border-border/60 bg-card/60 p-4 text-sm"
    >
      <Sunrise className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="flex-1 space-y-3">
        <h2 id="daily-offer-title" className="font-medium">
          Have your day come to you
        </h2>
        <ul className="space-y-2.5">
          {digestOffered ? (
            <OfferRow
              icon={<Mail className="size-4" aria-hidden="true" />}
              done={digestDone}
              pending={digestOptIn.isPending}
              onTick={() => digestOptIn.mutate()}
              doneText={
                <>
                  Done: your digest comes at {hourLabel(user.digestHour)} your time. Change the hour in{" "}
                  {settingsLink}.
                </>
              }
            >
              E-mail me this every morning at {hourLabel(user.digestHour)}, my time: headline, three lines,
              one to-do.
            </OfferRow>
          ) : null}
          {pushShown ? (
            <OfferRow
              icon={<BellRing className="size-4" aria-hidden="true" />}
              done={pushDone}
              pending={pushOptIn.isPending}
              onTick={() => pushOptIn.mutate()}
              doneText={<>Done: this browser gets your headline each morning. Change it in {settingsLink}.</>}
            >
              Notify me on this browser each morning with the day's headline. Nothing else unless I ask for
              it.
            </OfferRow>
          ) : null}
        </ul>
      </div>
      <button
        type="button"
        onClick={close}
        className="rounded p-1 text-muted-foreground hover:text-foreground"
        aria-label={allDone ? "Close" : "Not now"}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
