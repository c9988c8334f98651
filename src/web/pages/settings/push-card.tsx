import { useMutation, useQuery } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import type { PushSettings } from "#contracts/push";
import type { PublicUser } from "#contracts/user";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { messageOr } from "#web/lib/api.ts";
import { isPremiumUser } from "#web/lib/auth.tsx";
import {
  currentPushSubscription,
  fetchPushSettings,
  markPushOfferAnswered,
  type PushPermission,
  PushRefusedError,
  pushPermission,
  savePushKinds,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from "#web/lib/push.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { toast } from "#web/lib/use-toast.ts";
import { failureToast } from "./failure-toast.ts";
import { SettingsCard } from "./settings-card.tsx";

const PERMISSION_TEXT: Record<
  PushPermission,
  { label: string; variant: "success" | "destructive" | "default" }
> = {
  granted: { label: "Allowed", variant: "success" },
  denied: { label: "Blocked", variant: "destructive" },
  default: { label: "Not asked yet", variant: "default" },
  unsupported: { label: "Not available here", variant: "default" },
};

const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** One kind of notification: a checkbox, its name, and when it is sent. */
function KindCheckbox({
  title,
  checked,
  onChange,
  children,
}: {
  title: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-medium">{title}</span>
        <span className="block text-muted-foreground">{children}</span>
      </span>
    </label>
  );
}

/** What this browser says: its permission and whether it holds a subscription. */
function useBrowserPush() {
  const [state, setState] = useState<{ permission: PushPermission; subscribed: boolean } | null>(null);
  const refresh = async () => {
    const permission = await pushPermission();
    const subscribed = permission === "unsupported" ? false : (await currentPushSubscription()) !== null;
    setState({ permission, subscribed });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on mount; actions call refresh.
  useEffect(() => {
    void refresh().catch(() => setState({ permission: "unsupported", subscribed: false }));
  }, []);
  return { state, refresh };
}

/**
 * Notifications (issue 30 §2): the two kinds, each opt-in, never pre-ticked; this browser's
 * permission; turning pushes on or off for this browser.
 */
export function PushCard({ user }: { user: PublicUser }) {
  const settings = useQuery<PushSettings, Error>({
    queryKey: queryKeys.pushSettings,
    queryFn: fetchPushSettings,
  });
  const browser = useBrowserPush();
  const premium = isPremiumUser(user);

  const kinds = useMutation<
    PushSettings,
    Error,
    { pushToday?: boolean; pushExact?: boolean },
    { before: PushSettings | undefined }
  >({
    mutationFn: savePushKinds,
    // The box shows the choice at once; a refused save puts it back.
    onMutate: (change) => {
      const before = queryClient.getQueryData<PushSettings>(queryKeys.pushSettings);
      if (before) queryClient.setQueryData(queryKeys.pushSettings, { ...before, ...change });
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.pushSettings, saved),
    onError: (failure, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.pushSettings, context.before);
      failureToast("Not Saved", failure, "Your notification choice could not be saved. Please try again.");
    },
  });

  const thisBrowser = useMutation<PushSettings | null, Error, "on" | "off">({
    mutationFn: async (action) => {
      if (action === "off") return unsubscribeThisBrowser();
      const current = settings.data;
      // Turning on with no kind chosen yet means the daily one: the click is the opt-in.
      const wanted = {
        pushToday: current ? current.pushToday || !current.pushExact : true,
        pushExact: current?.pushExact ?? false,
      };
      return subscribeThisBrowser(wanted);
    },
    onSuccess: async (saved) => {
      markPushOfferAnswered();
      if (saved) queryClient.setQueryData(queryKeys.pushSettings, saved);
      await browser.refresh();
    },
    onError: async (failure) => {
      await browser.refresh();
      toast({
        title: "Notifications Not Changed",
        description:
          failure instanceof PushRefusedError
            ? failure.message
            : messageOr(failure, "Notifications could not be changed. Please try again."),
        variant: "destructive",
      });
    },
  });

  const data = settings.data;
  const permission = browser.state?.permission;
  return (
    <SettingsCard
      id="push-notifications"
      icon={BellRing}
      title="Notifications"
      description="Short pushes to this browser or the installed app. Each kind is off until you turn it on."
    >
      {settings.isError ? (
        <p className="text-sm text-muted-foreground">
          {messageOr(
            settings.error,
            "Your notification settings could not be loaded. Please reload the page.",
          )}
        </p>
      ) : !data || !browser.state ? (
        <Spinner />
      ) : (
        <div className="grid gap-5">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">This browser:</span>
            {permission && (
              <Badge variant={PERMISSION_TEXT[permission].variant} data-testid="push-permission">
                {PERMISSION_TEXT[permission].label}
              </Badge>
            )}
            <span className="text-muted-foreground" data-testid="push-devices">
              {browser.state.subscribed ? "receives pushes" : "receives no pushes"} · {data.devices}{" "}
              {data.devices === 1 ? "device" : "devices"} in all
            </span>
          </div>

          <fieldset className="grid gap-3" disabled={kinds.isPending}>
            <legend className="sr-only">Kinds of notification</legend>
            <KindCheckbox
              title="Today: your headline"
              checked={data.pushToday}
              onChange={(checked) => kinds.mutate({ pushToday: checked })}
            >
              Each morning at {hourText(data.hour)} ({data.timezone}), the first line of your day's reading.
            </KindCheckbox>
            <KindCheckbox
              title="Exact now: a transit to your chart"
              checked={data.pushExact}
              onChange={(checked) => kinds.mutate({ pushExact: checked })}
            >
              {premium
                ? "When a transit on your radar goes exact."
                : "Premium: when a transit on your radar goes exact. Saved now, sent once you are Premium."}
            </KindCheckbox>
          </fieldset>

          <div className="flex flex-wrap gap-3">
            {browser.state.subscribed ? (
              <Button
                variant="outline"
                onClick={() => thisBrowser.mutate("off")}
                disabled={thisBrowser.isPending}
              >
                <PendingLabel pending={thisBrowser.isPending}>Turn off on this browser</PendingLabel>
              </Button>
            ) : (
              <Button
                onClick={() => thisBrowser.mutate("on")}
                disabled={thisBrowser.isPending || permission === "unsupported" || permission === "denied"}
              >
                <PendingLabel pending={thisBrowser.isPending}>Turn on for this browser</PendingLabel>
              </Button>
            )}
          </div>
          {permission === "denied" && (
            <p className="text-sm text-muted-foreground">
              Notifications are blocked for this site. Allow them in the browser's site settings, then come
              back.
            </p>
          )}
          {permission === "unsupported" && (
            <p className="text-sm text-muted-foreground">
              This browser cannot receive pushes from here. On a phone, install the app first.
            </p>
          )}
        </div>
      )}
    </SettingsCard>
  );
}
