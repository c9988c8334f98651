import { useState } from "react";
import { Link, Redirect } from "wouter";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { PageSpinner } from "#web/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useAuth } from "#web/lib/auth.tsx";
import { AuthSidePanel } from "./auth/auth-side-panel.tsx";
import { CheckEmail } from "./auth/check-email.tsx";
import { SignInForm } from "./auth/sign-in-form.tsx";
import { SignUpForm } from "./auth/sign-up-form.tsx";
import { useVerificationToast } from "./auth/use-verification-toast.ts";

/** /auth (spec 01 §2, §4): Sign In and Sign Up tabs; a signed-in user goes to /dashboard. */
export function AuthPage() {
  const { user, isLoading } = useAuth();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  useVerificationToast();

  if (user) return <Redirect to="/dashboard" replace />;
  if (isLoading) return <PageSpinner />;

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
                <Tabs defaultValue="login">
                  <TabsList aria-label="Sign in or create an account" className="flex w-full">
                    <TabsTrigger value="login">Sign In</TabsTrigger>
                    <TabsTrigger value="register">Sign Up</TabsTrigger>
                  </TabsList>
                  <TabsContent value="login">
                    <SignInForm />
                  </TabsContent>
                  <TabsContent value="register">
                    <SignUpForm onRegistered={setRegisteredEmail} />
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
