import { AlertCircle, ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { useAuth } from "#web/lib/auth.tsx";

/** The catch-all screen, with the spec's exact texts (01 §2) and a way back home under them. */
export function NotFoundPage() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="h-8 w-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" size="lg" className="mt-6 w-full">
            <Link href={user ? "/dashboard" : "/"}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
