import { useState } from "react";
import { Link, Redirect } from "wouter";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { isFirstSignIn, useAuth } from "#web/lib/auth.tsx";
import { useDocumentMeta } from "#web/lib/document-meta.ts";
import { AuthSidePanel } from "./auth/auth-side-panel.tsx";
import { CheckEmail } from "./auth/check-email.tsx";
import { SignInForm } from "./auth/sign-in-form.tsx";
import { SignUpForm } from "./auth/sign-up-form.tsx";
import { useVerificationToast } from "./auth/use-verification-toast.ts";
import { needsBirthInfo } from "./birth-chart/api.ts";

type AuthTab = "login" | "register";

/**
 * The tab a link asks for: /auth?tab=signup (also "register") opens Sign Up, so a "Get Your Birth
 * Chart" call to action lands on the form a newcomer needs; anything else opens Sign In.
 */
export function requestedTab(search: string): AuthTab {
  const tab = new URLSearchParams(search).get("tab")?.toLowerCase();
  return tab === "signup" || tab === "sign-up" || tab === "register" ? "register" : "login";
}

/** /auth (docs/product.md §3.1.1, §3.2): Sign In and Sign Up tabs; a signed-in user goes to /dashboard. */
/** What search results and link previews say about /auth. */
export const AUTH_DESCRIPTION =
  "Sign in to read today's horoscope and your birth chart, or create a free account: your chart is worked out from where the planets really were when you were born.";

export function AuthPage() {
  useDocumentMeta([{ name: "description", content: AUTH_DESCRIPTION }]);
  const { user } = useAuth();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [askedFor] = useState<AuthTab>(() =>
    requestedTab(typeof window === "undefined" ? "" : window.location.search),
  );
  const [tab, setTab] = useState<AuthTab>(askedFor);
  useVerificationToast();

  // Someone who just signed in for the first time and has no birth data yet goes straight to the
  // birth form: nothing else in the app works before it.
  if (user) {
    const next = isFirstSignIn(user) && needsBirthInfo(user) ? "/birth-chart" : "/dashboard";
    return <Redirect to={next} replace />;
  }
  // No spinner while the session is checked: the form (prerendered, docs/operations.md) shows at
  // once, and a signed-in visitor is sent on as soon as the answer arrives.

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <title>Sign In · Zero Fluff, All Astrology</title>
      <div className="grid items-stretch gap-8 lg:grid-cols-2">
        <AuthSidePanel />
        <Card className="w-full">
          <CardContent className="p-5 sm:p-8">
            {registeredEmail ? (
              <CheckEmail email={registeredEmail} />
            ) : (
              <>
                <Tabs
                  value={tab}
                  onValueChange={(value) => setTab(value === "register" ? "register" : "login")}
                >
                  <TabsList aria-label="Sign in or create an account" className="flex w-full">
                    <TabsTrigger value="login">Sign In</TabsTrigger>
                    <TabsTrigger value="register">Sign Up</TabsTrigger>
                  </TabsList>
                  <TabsContent value="login">
                    <SignInForm />
                  </TabsContent>
                  <TabsContent value="register">
                    <SignUpForm onRegistered={setRegisteredEmail} focusFirst={askedFor === "register"} />
                  </TabsContent>
                </Tabs>
                <p className="mt-6 border-t border-border pt-5 text-center text-sm text-muted-foreground">
                  Having trouble with email verification?{" "}
                  <Link
                    href="/resend-verification"
                    className="rounded font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Request a new verification link
                  </Link>
                </p>
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
