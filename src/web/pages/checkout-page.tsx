import { useQuery } from "@tanstack/react-query";
import { CircleCheck, Clock, Crown, FlaskConical, ShieldCheck } from "lucide-react";
import { Link, useParams } from "wouter";
import { endpoints } from "#contracts/endpoints";
import { type CheckoutSummary, checkoutSummarySchema } from "#contracts/payments";
import { BackLink, PageFrame } from "#web/components/layout/page-frame.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { api, messageOr } from "#web/lib/api.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { formatMoney } from "#web/lib/subscription.ts";
import { CardForm } from "./checkout/card-form.tsx";

/**
 * /checkout/:sessionId: the built-in checkout that stands in for the card provider's hosted page
 * when no Stripe key is configured. It takes Stripe's public test cards only; no money moves.
 */
export function CheckoutPage() {
  const { sessionId = "" } = useParams<{ sessionId: string }>();
  const query = useQuery<CheckoutSummary, Error>({
    queryKey: queryKeys.checkout(sessionId),
    queryFn: () =>
      api.call(endpoints.subscription.checkout, checkoutSummarySchema, { params: { sessionId } }),
  });

  return (
    <PageFrame
      title="Checkout"
      subtitle={
        <>
          <ShieldCheck className="size-4 text-success" aria-hidden="true" />
          Zero Fluff, All Astrology Premium
        </>
      }
      subtitleClassName="mt-2 flex items-center gap-1.5 text-muted-foreground"
    >
      {query.isLoading ? <PageSpinner /> : null}
      {query.isError ? (
        <Ended
          title="This checkout does not exist"
          text={messageOr(query.error, "This checkout could not be loaded. Please start again.")}
        />
      ) : null}
      {query.data?.status === "expired" ? (
        <Ended
          title="This checkout has expired"
          text="Nothing was charged. Start a new one from the Subscription page."
        />
      ) : null}
      {query.data?.status === "complete" ? <Paid checkout={query.data} /> : null}
      {query.data?.status === "open" ? (
        <Open checkout={query.data} onExpired={() => void query.refetch()} />
      ) : null}
    </PageFrame>
  );
}

function Open({ checkout, onExpired }: { checkout: CheckoutSummary; onExpired: () => void }) {
  const price = formatMoney(checkout.amountCents, checkout.currency);
  return (
    <>
      <Alert variant="info" className="mt-6" data-testid="test-mode-note">
        <FlaskConical aria-hidden="true" />
        <div>
          <AlertTitle>Payments are in test mode: no real money moves</AlertTitle>
          <AlertDescription>
            This server has no card provider connected, so it runs its own checkout with Stripe's public test
            cards. Pay with <strong className="whitespace-nowrap">4242 4242 4242 4242</strong>, any future
            expiry date and any CVC. <span className="whitespace-nowrap">4000 0000 0000 0002</span> shows a
            declined card.
          </AlertDescription>
        </div>
      </Alert>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <Card aria-labelledby="order-title" className="p-6" data-testid="order-summary">
          <h2 id="order-title" className="text-lg font-semibold">
            Order summary
          </h2>
          <div className="mt-4 flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
              <Crown className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium">Premium</p>
              <p className="text-sm text-muted-foreground">Every Premium feature, billed monthly</p>
            </div>
            <p className="font-semibold">
              {price}
              <span className="text-sm font-normal text-muted-foreground">/month</span>
            </p>
          </div>
          <ul className="mt-5 grid gap-2 text-sm text-muted-foreground">
            <li>VAT included</li>
            <li>Renews monthly until you cancel</li>
            <li>Cancel anytime in Settings; Premium stays until the end of the paid month</li>
          </ul>
          <dl className="mt-5 grid gap-2 border-t border-border pt-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Account</dt>
              <dd className="min-w-0 break-all">{checkout.email}</dd>
            </div>
            <div className="flex justify-between gap-4 text-base font-semibold">
              <dt>Total due today</dt>
              <dd>{price}</dd>
            </div>
          </dl>
        </Card>
        <Card className="p-6">
          <CardForm checkout={checkout} onExpired={onExpired} />
          <div className="mt-4 text-center">
            <BackLink href={checkout.cancelUrl}>Cancel and return</BackLink>
          </div>
        </Card>
      </div>
    </>
  );
}

function Paid({ checkout }: { checkout: CheckoutSummary }) {
  return (
    <Card className="mt-6 p-8 text-center" role="status">
      <CircleCheck className="mx-auto size-10 text-success" aria-hidden="true" />
      <h2 className="mt-4 font-display text-2xl font-semibold">This checkout is paid</h2>
      <p className="mt-2 text-muted-foreground">Nothing more to do here.</p>
      <Button asChild className="mt-6">
        <Link href={checkout.successUrl}>See your plan</Link>
      </Button>
    </Card>
  );
}

function Ended({ title, text }: { title: string; text: string }) {
  return (
    <Card className="mt-6 p-8 text-center" role="alert">
      <Clock className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 font-display text-2xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Button asChild className="mt-6">
        <Link href="/subscription">Back to Subscription</Link>
      </Button>
    </Card>
  );
}
