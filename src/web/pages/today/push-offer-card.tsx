import { useMutation, useQuery } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import type { Horoscope } from "#contracts/today";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { messageOr } from "#web/lib/api.ts";
import {
  currentPushSubscription,
  markPushOfferAnswered,
  PushRefusedError,
  pushOfferAnswered,
  pushPermission,
  subscribeThisBrowser,
} from "#web/lib/push.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { toast } from "#web/lib/use-toast.ts";

/**
 * The push opt-in (issue 30 §2): offered only once the day's reading is on screen — never on a
 * first load before anything was read — only where the browser can receive pushes and has not
 * been asked, and never again on this browser once answered either way.
 */
export function PushOfferCard({ roastMode }: { roastMode: boolean }) {
  // Watches the horoscope card's query without fetching it a second time.
  const reading = useQuery<Horoscope | null>({ queryKey: queryKeys.horoscope(roastMode), enabled: false });
  const [offer, setOffer] = useState(false);
  const shown = Boolean(reading.data);

  useEffect(() => {
    if (!shown || pushOfferAnswered()) return;
    let live = true;
    void (async () => {
      const permission = await pushPermission();
      const subscribed = permission === "unsupported" ? true : (await currentPushSubscription()) !== null;
      if (live) setOffer(permission === "default" && !subscribed);
    })().catch(() => {});
    return () => {
      live = false;
    };
  }, [shown]);

  const accept = useMutation({
    mutationFn: () => subscribeThisBrowser({ pushToday: true, pushExact: false }),
    onSuccess: (saved) => {
      markPushOfferAnswered();
      queryClient.setQueryData(queryKeys.pushSettings, saved);
      setOffer(false);
      toast({
        title: "Notifications On",
        description: "Your headline arrives each morning. Change it any time in Settings.",
        variant: "success",
      });
    },
    onError: (failure) => {
      markPushOfferAnswered();
      setOffer(false);
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

  if (!offer) return null;
  return (
    <Card data-testid="push-offer" aria-labelledby="push-offer-title">
      <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center">
        <BellRing className="size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex-1">
          <h2 id="push-offer-title" className="font-medium">
            Want tomorrow's headline as a notification?
          </h2>
          <p className="text-sm text-muted-foreground">
            One short push each morning with the first line of your reading. Nothing else unless you ask for
            it.
          </p>
        </div>
        <div className="flex gap-2">
          <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
            <PendingLabel pending={accept.isPending}>Yes, notify me</PendingLabel>
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              markPushOfferAnswered();
              setOffer(false);
            }}
          >
            Not now
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
