import { CircleCheck, CircleX, Crown, Hourglass } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { PREMIUM_ACTIVATION_HOURS } from "#contracts/constants";
import type { PublicUser } from "#contracts/user";
import { CheckoutButton } from "#web/components/checkout/checkout-button.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { isPremiumUser } from "#web/lib/auth.tsx";
import { queryClient } from "#web/lib/query-client.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { planDatesLine } from "./plan-cards.tsx";

/** After paying, the account is asked again this often until Premium shows, for at most a minute. */
export const ACTIVATION_POLL_MS = 2000;
const ACTIVATION_POLL_LIMIT_MS = 60_000;

/**
 * Back from a successful payment. The provider tells our server by webhook, usually within
 * seconds; until then this screen asks for the account again and says what it is waiting for.
 */
export function CheckoutSuccess({ user }: { user: PublicUser }) {
  const premium = isPremiumUser(user);
  const [waitedOut, setWaitedOut] = useState(false);

  useEffect(() => {
    if (premium) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscription });
      return;
    }
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= ACTIVATION_POLL_LIMIT_MS) {
        clearInterval(timer);
        setWaitedOut(true);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    }, ACTIVATION_POLL_MS);
    return () => clearInterval(timer);
  }, [premium]);

  if (premium) {
    const dates = planDatesLine(user);
    return (
      <Card className="p-8 text-center" role="status" data-testid="checkout-success">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary">
          <Crown className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 font-display text-2xl font-semibold">Welcome to Premium</h2>
        <p className="mx-auto mt-2 max-w-md text-muted-foreground">
          Payment received and every Premium feature is unlocked: 60-day forecasts, compatibility, the Oracle,
          personality analysis, throwbacks and roast mode.
        </p>
        {dates ? <p className="mt-2 text-sm text-muted-foreground">{dates}</p> : null}
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link href="/dashboard">Go to Dashboard</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/transit-radar">Open the 60-day forecast</Link>
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <Card className="p-8 text-center" role="status" data-testid="checkout-activating">
      {waitedOut ? (
        <Hourglass className="mx-auto size-10 text-primary" aria-hidden="true" />
      ) : (
        <Spinner className="mx-auto size-10" label="Activating Premium" />
      )}
      <h2 className="mt-4 font-display text-2xl font-semibold">
        {waitedOut ? "Payment received, activation pending" : "Payment received. Activating Premium…"}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        {waitedOut
          ? `This is taking longer than usual. Activation can take up to ${PREMIUM_ACTIVATION_HOURS} hours; you will not be charged twice, and Premium appears on its own once it is done.`
          : "Your card provider is confirming the payment with us. This usually takes a few seconds."}
      </p>
      {waitedOut ? (
        <div className="mt-6">
          <Button
            variant="outline"
            onClick={() => {
              setWaitedOut(false);
              void queryClient.invalidateQueries({ queryKey: queryKeys.user });
            }}
          >
            Check again
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/** Back from a checkout that was left without paying. */
export function CheckoutCancelled() {
  return (
    <Card className="p-8 text-center" role="status" data-testid="checkout-cancelled">
      <CircleX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 font-display text-2xl font-semibold">Checkout cancelled</h2>
      <p className="mx-auto mt-2 max-w-md text-muted-foreground">
        No payment was taken and nothing changed. Premium is here whenever you want it.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <CheckoutButton size="lg">Try Again</CheckoutButton>
        <Button asChild size="lg" variant="outline">
          <Link href="/subscription">
            <CircleCheck className="size-4" aria-hidden="true" />
            Compare plans
          </Link>
        </Button>
      </div>
    </Card>
  );
}
