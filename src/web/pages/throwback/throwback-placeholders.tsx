import { Crown, History } from "lucide-react";
import { Link } from "wouter";
import { CheckoutButton } from "#web/components/checkout/checkout-button.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { IconMessage } from "#web/components/ui/icon-message.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { formatLongDate } from "#web/lib/dates.ts";

/** The result column before any throwback is shown: the invitation, or the wait while one is written. */
export function EmptyResult({ pending, date }: { pending: boolean; date: string | null }) {
  return (
    <Card
      className="flex min-h-72 flex-col items-center justify-center gap-4 p-8 text-center"
      aria-busy={pending}
    >
      {pending ? (
        <>
          <Spinner className="h-10 w-10" label="Generating throwback" />
          <p className="text-muted-foreground">
            Reading the sky of {date ? formatLongDate(date) : "that day"}...
          </p>
        </>
      ) : (
        <IconMessage icon={History} title="Your cosmic time machine">
          Pick a birthday, a breakup, a first day at work: see what the planets were doing to your chart that
          day. Then press Generate Throwback.
        </IconMessage>
      )}
    </Card>
  );
}

/** For accounts without Throwback: what it is and the way to it. */
export function UpgradeCard({ pro }: { pro: boolean }) {
  return (
    <Card className="mt-8 flex flex-col gap-4 border-primary/40 p-6 sm:flex-row sm:items-center">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <Crown className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold">Throwback is a Premium feature</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {pro
            ? "Throwback horoscopes are included in the Premium plan only; your Pro plan does not include them."
            : "Upgrade to Premium to travel back to any date since 1900 and read what the sky said about you."}
        </p>
      </div>
      {pro ? (
        // A pro plan is premium already; paying again would not add Throwback, so show the plans.
        <Button asChild className="shrink-0">
          <Link href="/subscription">View plans</Link>
        </Button>
      ) : (
        <CheckoutButton className="shrink-0">Upgrade to Premium</CheckoutButton>
      )}
    </Card>
  );
}
