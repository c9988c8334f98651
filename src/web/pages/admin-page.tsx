import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { ComingNext } from "#web/components/layout/coming-next.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { useAuth } from "#web/lib/auth.tsx";

/** Non-admins see 'Access Denied' (spec 02 §2); the server refuses them on every admin call too. */
export function AdminPage() {
  const { user } = useAuth();
  if (!user?.isAdmin) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center px-4">
        <Card className="w-full max-w-md text-center">
          <CardContent className="flex flex-col items-center gap-4 pt-6">
            <ShieldAlert className="h-10 w-10 text-destructive" aria-hidden />
            <h1 className="text-2xl font-semibold">Access Denied</h1>
            <p className="text-sm text-muted-foreground">This area is for administrators only.</p>
            <Button asChild>
              <Link href="/dashboard">Return to Dashboard</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return (
    <ComingNext
      title="Admin"
      subtitle="Users and subscriptions"
      items={["Overview statistics", "User list with details", "Premium activation by e-mail"]}
    />
  );
}
