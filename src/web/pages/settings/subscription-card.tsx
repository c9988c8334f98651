import { useMutation, useQuery } from "@tanstack/react-query";
import { CreditCard, Crown, ExternalLink, RotateCcw } from "lucide-react";
import { useState } from "react";
import { PREMIUM_PRICE_EUR } from "#contracts/constants";
import { endpoints } from "#contracts/endpoints";
import { billingPortalResponseSchema, subscriptionSchema } from "#contracts/payments";
import { hasPremiumTier } from "#contracts/policy";
import type { PublicUser } from "#contracts/user";
import { CheckoutButton } from "#web/components/checkout/checkout-button.tsx";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { api, sendForMessage } from "#web/lib/api.ts";
import { checkoutNavigation } from "#web/lib/checkout.ts";
import { formatTimestampDate } from "#web/lib/dates.ts";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { formatMoney, type Subscription } from "#web/lib/subscription.ts";
import { toast } from "#web/lib/use-toast.ts";
import { failureToast } from "./failure-toast.ts";
import { SettingsCard } from "./settings-card.tsx";

async function refreshPlan() {
  await queryClient.invalidateQueries({ queryKey: queryKeys.user });
  await queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
}

/**
 * Cancelling or resuming: the server's message (or `done`) in a success toast and the plan read again,
 * or the failure in a toast (`failed` when the server gives no reason).
 */
function usePlanChange({
  endpoint,
  done,
  doneTitle,
  failedTitle,
  failed,
  onSettled,
}: {
  endpoint: typeof endpoints.subscription.cancel | typeof endpoints.subscription.resume;
  done: string;
  doneTitle: string;
  failedTitle: string;
  failed: string;
  onSettled?: () => void;
}) {
  return useMutation<string, Error, void>({
    mutationFn: async () => sendForMessage(endpoint, {}, done),
    onSuccess: async (message) => {
      toast({ title: doneTitle, description: message, variant: "success" });
      await refreshPlan();
    },
    onError: (failure) => {
      failureToast(failedTitle, failure, failed);
    },
    onSettled,
  });
}

/**
 * Subscription Management: the plan, cancellation (the button then reads 'Cancelled' and the end
 * date shows), resuming before that date, Stripe's billing portal, and the payments made through
 * the built-in checkout. Pro is handled exactly like premium.
 */
export function SubscriptionCard({ user }: { user: PublicUser }) {
  const [confirming, setConfirming] = useState(false);
  const subscription = useQuery<Subscription, Error>({
    queryKey: queryKeys.subscription,
    queryFn: () => api.call(endpoints.subscription.status, subscriptionSchema),
  });
  const premium = hasPremiumTier(user);
  const status = user.subscriptionStatus;
  const cancelled = premium && status === "cancelled";
  const pastDue = premium && status === "past_due";
  const endDate = user.subscriptionEndDate;
  const ended = !!endDate && new Date(endDate).getTime() <= Date.now();

  const cancel = usePlanChange({
    endpoint: endpoints.subscription.cancel,
    done: "Your subscription has been cancelled. You keep premium access until the end of the billing period.",
    doneTitle: "Subscription Cancelled",
    failedTitle: "Cancellation Failed",
    failed: "Failed to cancel subscription. Please try again.",
    onSettled: () => setConfirming(false),
  });
  const resume = usePlanChange({
    endpoint: endpoints.subscription.resume,
    done: "Your subscription is active again.",
    doneTitle: "Subscription Resumed",
    failedTitle: "Resume Failed",
    failed: "Failed to resume the subscription. Please try again.",
  });

  const billing = useMutation<string, Error, void>({
    mutationFn: async () =>
      (await api.call(endpoints.subscription.billingPortal, billingPortalResponseSchema)).url,
    onSuccess: (url) => checkoutNavigation.go(url),
    onError: (failure) => {
      failureToast(
        "Billing Unavailable",
        failure,
        "The billing portal could not be opened. Please try again.",
      );
    },
  });

  const payments = subscription.data?.provider === "builtin" ? subscription.data.payments : [];

  return (
    <SettingsCard
      id="subscription-management"
      icon={CreditCard}
      title="Subscription Management"
      description="Your plan and billing."
    >
      <div className="grid gap-4">
        {premium ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Crown className="size-5 text-primary" aria-hidden="true" />
              <span className="font-semibold">Premium Plan</span>
              {cancelled ? (
                <Badge variant="destructive">Cancelled</Badge>
              ) : pastDue ? (
                <Badge variant="destructive">Payment failed</Badge>
              ) : (
                <Badge variant="success">Active</Badge>
              )}
            </div>
            {cancelled || pastDue ? (
              <p className="text-sm text-muted-foreground" data-testid="subscription-end-date">
                {pastDue ? "The last renewal payment failed. " : ""}
                {endDate
                  ? `Your premium access ${ended ? "ended" : "ends"} on ${formatTimestampDate(endDate)}.`
                  : "Your premium access ends at the end of the current billing period."}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">
                €{PREMIUM_PRICE_EUR.toFixed(2)} per month, cancel anytime.
                {endDate ? ` Next renewal on ${formatTimestampDate(endDate)}.` : ""}
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button
                type="button"
                variant="outline"
                disabled={cancelled}
                onClick={() => setConfirming(true)}
              >
                {cancelled ? "Cancelled" : "Cancel Subscription"}
              </Button>
              {cancelled && !ended ? (
                <Button type="button" disabled={resume.isPending} onClick={() => resume.mutate()}>
                  <PendingLabel pending={resume.isPending}>
                    {resume.isPending ? null : <RotateCcw className="size-4" aria-hidden="true" />}
                    Resume Subscription
                  </PendingLabel>
                </Button>
              ) : null}
              {cancelled && ended ? <CheckoutButton>Upgrade to Premium</CheckoutButton> : null}
            </div>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Cancel your subscription?"
              description="You keep all premium features until the end of the current billing period. After that your account returns to the free plan. You can resume before then, or upgrade again at any time."
              cancelLabel="Keep Subscription"
              confirmLabel="Confirm Cancellation"
              onConfirm={() => cancel.mutate()}
              pending={cancel.isPending}
              destructive
            />
          </>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">Free Plan</span>
              <Badge>Current plan</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              Premium unlocks personality analysis, compatibility, roast mode, Ask the Oracle, Daily Dose of
              Zero, throwback horoscopes and 60-day transit forecasts for €{PREMIUM_PRICE_EUR.toFixed(2)} per
              month.
            </p>
            <div>
              <CheckoutButton>Upgrade to Premium</CheckoutButton>
            </div>
          </>
        )}
        {subscription.data?.canManageBilling ? (
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={billing.isPending}
              onClick={() => billing.mutate()}
            >
              <PendingLabel pending={billing.isPending}>
                {billing.isPending ? null : <ExternalLink className="size-4" aria-hidden="true" />}
                Manage billing
              </PendingLabel>
            </Button>
            <p className="mt-1.5 text-xs text-muted-foreground">
              Card, invoices and receipts, on our payment provider's secure page.
            </p>
          </div>
        ) : null}
        {payments.length > 0 ? <PaymentList payments={payments} /> : null}
      </div>
    </SettingsCard>
  );
}

function PaymentList({ payments }: { payments: Subscription["payments"] }) {
  return (
    <section aria-labelledby="payments-title" className="border-t border-border pt-4">
      <h3 id="payments-title" className="text-sm font-semibold">
        Your payments
      </h3>
      <ul className="mt-2 grid gap-2 text-sm" data-testid="payment-list">
        {payments.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
            <span>
              <span className="font-medium">{formatTimestampDate(payment.date)}</span>{" "}
              <span className="text-muted-foreground">
                · {payment.description}
                {payment.card ? ` · ${payment.card}` : ""}
              </span>
            </span>
            <span className={payment.status === "failed" ? "text-red-300" : "font-medium"}>
              {payment.status === "failed" ? "Failed " : ""}
              {formatMoney(payment.amountCents, payment.currency)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
