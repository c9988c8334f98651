import { ArrowLeft, CircleAlert, CircleCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { PendingLabel } from "#web/components/forms/pending-label.tsx";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "#web/components/ui/card.tsx";

/**
 * The one-form account pages (resend, reset): a narrow, centred card with the page's icon, heading and
 * explanation, the form, and the way back to sign-in under it.
 */
export function AuthShell({
  title,
  icon: Icon,
  heading,
  description,
  children,
}: {
  /** The document title, before the site's name. */
  title: string;
  icon: LucideIcon;
  heading: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-md">
        <title>{`${title} · Zero Fluff, All Astrology`}</title>
        <Card>
          <CardHeader>
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-2 font-display text-2xl font-semibold sm:text-3xl">{heading}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {children}
            <Link
              href="/auth"
              className="inline-flex items-center justify-center gap-2 rounded text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Sign In
            </Link>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/**
 * The answer to a request on the account-recovery pages: a refusal (red, with a cross) or a success
 * (green, with a tick); with a title above the text, or the text alone on the icon's line.
 */
export function RecoveryAlert({
  failed = false,
  title,
  children,
}: {
  failed?: boolean;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Alert variant={failed ? "destructive" : "success"}>
      {failed ? <CircleAlert aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
      {title ? (
        <div>
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>{children}</AlertDescription>
        </div>
      ) : (
        <AlertDescription className="mt-0">{children}</AlertDescription>
      )}
    </Alert>
  );
}

/**
 * The wide submit button of the one-form account pages: busy and off while the request runs. (The
 * sign-in and sign-up forms draw the same button themselves: importing it from here would add this
 * module's chunk to /auth's first load, which scripts/start.test.ts holds at its ceiling.)
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
      <PendingLabel pending={pending}>{children}</PendingLabel>
    </Button>
  );
}
