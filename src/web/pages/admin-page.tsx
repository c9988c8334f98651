import { Image, ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent } from "#web/components/ui/card.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useAuth } from "#web/lib/auth.tsx";
import { OverviewTab } from "./admin/overview-tab.tsx";
import { SubscriptionsTab } from "./admin/subscriptions-tab.tsx";
import { TestimonialsTab } from "./admin/testimonials-tab.tsx";
import { UsersTab } from "./admin/users-tab.tsx";

/**
 * /admin: statistics, users, subscriptions and testimonials. Non-admins see 'Access Denied'; the
 * server refuses them on every admin call as well, so the page hides nothing the API would give.
 */
export function AdminPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user?.isAdmin) return <AccessDenied />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <title>Admin · Zero Fluff, All Astrology</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold md:text-4xl">Admin Dashboard</h1>
          <p className="mt-2 text-muted-foreground">Users, subscriptions and reviews, and what admins did.</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/admin/visuals">
            <Image className="size-4" aria-hidden="true" /> Visual Generator
          </Link>
        </Button>
      </header>
      <Tabs defaultValue="overview" className="mt-8">
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="subscriptions">Subscriptions</TabsTrigger>
          <TabsTrigger value="testimonials">Testimonials</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsTab />
        </TabsContent>
        <TabsContent value="testimonials">
          <TestimonialsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function AccessDenied() {
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
