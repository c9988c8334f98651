import { useMutation } from "@tanstack/react-query";
import { CreditCard, Crown } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { PREMIUM_PRICE_EUR } from "#contracts/constants";
import { hasPremiumTier } from "#contracts/policy";
import type { PublicUser } from "#contracts/user";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { USER_QUERY_KEY } from "#web/lib/auth.tsx";
import { apiRequest, queryClient } from "#web/lib/query-client.ts";
import { toast } from "#web/lib/use-toast.ts";
import { errorMessage, responseMessage } from "../auth/error-message.ts";
import { formatLongDate } from "./account-helpers.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { SettingsCard } from "./settings-card.tsx";

/** Subscription Management (spec 02 §2, §4, §8); pro is handled exactly like premium. */
export function SubscriptionCard({ user }: { user: PublicUser }) {
  const [confirming, setConfirming] = useState(false);
  const premium = hasPremiumTier(user);
  const cancelled = premium && user.subscriptionStatus === "cancelled";
  const endDate = user.subscriptionEndDate;
  const ended = !!endDate && new Date(endDate).getTime() <= Date.now();

  const cancel = useMutation<string, Error, void>({
    mutationFn: async () => {
      const response = await apiRequest("POST", "/api/subscription/cancel");
      return responseMessage(
        response,
        "Your subscription has been cancelled. You keep premium access until the end of the billing period.",
      );
    },
    onSuccess: async (message) => {
      toast({ title: "Subscription Cancelled", description: message, variant: "success" });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (failure) => {
      toast({
        title: "Cancellation Failed",
        description: errorMessage(failure, "Failed to cancel subscription. Please try again."),
        variant: "destructive",
      });
    },
    onSettled: () => setConfirming(false),
  });

  return (
    <SettingsCard
      id="subscription-management"
      icon={CreditCard}
      title="Subscription Management"
      description="Your plan and billing."
    >
      {premium ? (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Crown className="size-5 text-primary" aria-hidden="true" />
            <span className="font-semibold">Premium Plan</span>
            {cancelled ? (
              <Badge variant="destructive">Cancelled</Badge>
            ) : (
              <Badge variant="success">Active</Badge>
            )}
          </div>
          {cancelled ? (
            <p className="text-sm text-muted-foreground" data-testid="subscription-end-date">
              {endDate
                ? `Your premium access ${ended ? "ended" : "ends"} on ${formatLongDate(endDate)}.`
                : "Your premium access ends at the end of the current billing period."}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              €{PREMIUM_PRICE_EUR.toFixed(2)} per month, cancel anytime.
              {endDate ? ` Next renewal on ${formatLongDate(endDate)}.` : ""}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button type="button" variant="outline" disabled={cancelled} onClick={() => setConfirming(true)}>
              {cancelled ? "Cancelled" : "Cancel Subscription"}
            </Button>
            {cancelled && ended ? (
              <Button asChild>
                <Link href="/subscription">Upgrade to Premium</Link>
              </Button>
            ) : null}
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Cancel your subscription?"
            description="You keep all premium features until the end of the current billing period. After that your account returns to the free plan. You can upgrade again at any time."
            cancelLabel="Keep Subscription"
            confirmLabel="Confirm Cancellation"
            onConfirm={() => cancel.mutate()}
            pending={cancel.isPending}
            destructive
          />
        </div>
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">Free Plan</span>
            <Badge>Current plan</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            Premium unlocks personality analysis, compatibility, roast mode, Ask the Oracle, Daily Dose of
            Zero, throwback horoscopes and extended transit forecasts for €{PREMIUM_PRICE_EUR.toFixed(2)} per
            month.
          </p>
          <div>
            <Button asChild>
              <Link href="/subscription">Upgrade to Premium</Link>
            </Button>
          </div>
        </div>
      )}
    </SettingsCard>
  );
}
