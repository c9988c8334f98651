import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";

/**
 * What someone sees on a page their account has no role for (the admin dashboard, the Visual
 * Generator): a plain statement, not a silent trip to the landing page. The server has already
 * refused the page's access check and logged it.
 */
export function NotForYourAccount({ area, signedIn }: { area: string; signedIn: boolean }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4" data-testid="not-for-your-account">
      <title>Not for your account · Zero Fluff, All Astrology</title>
      <Card className="w-full max-w-md text-center">
        <CardContent className="flex flex-col items-center gap-4 pt-6">
          <ShieldAlert className="h-10 w-10 text-destructive" aria-hidden />
          <h1 className="text-2xl font-semibold">Not for your account</h1>
          <p className="text-sm text-muted-foreground">
            {signedIn
              ? `The ${area} is open only to the accounts the site's operator has named for it, and yours is not one of them.`
              : `The ${area} is open only to the accounts the site's operator has named for it. Sign in with one of them to use it.`}
          </p>
          <Button asChild>
            {signedIn ? (
              <Link href="/dashboard">Return to Dashboard</Link>
            ) : (
              <Link href="/auth">Sign In</Link>
            )}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
