import { useQuery } from "@tanstack/react-query";
import { Image } from "lucide-react";
import { Link } from "wouter";
import { adminAccessSchema } from "#contracts/admin";
import { endpoints } from "#contracts/endpoints";
import { NotForYourAccount } from "#web/components/layout/not-for-your-account.tsx";
import { PageFrame, PageHeading } from "#web/components/layout/page-frame.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { api } from "#web/lib/api.ts";
import { useAuth } from "#web/lib/auth.tsx";
import { queryKeys } from "#web/lib/query-keys.ts";
import { OverviewTab } from "./admin/overview-tab.tsx";
import { SubscriptionsTab } from "./admin/subscriptions-tab.tsx";
import { TestimonialsTab } from "./admin/testimonials-tab.tsx";
import { UsersTab } from "./admin/users-tab.tsx";

/** The dashboard's tabs, in their order: each names its trigger and its content. */
const TABS = [
  { value: "overview", label: "Overview", Tab: OverviewTab },
  { value: "users", label: "Users", Tab: UsersTab },
  { value: "subscriptions", label: "Subscriptions", Tab: SubscriptionsTab },
  { value: "testimonials", label: "Testimonials", Tab: TestimonialsTab },
];

/**
 * /admin: statistics, users, subscriptions and testimonials. The page asks the server first
 * (ADMIN_EMAILS is the operator's list, not the browser's): anyone else sees "Not for your
 * account", and the server logs the refusal. Every admin call is refused to them as well.
 */
export function AdminPage() {
  const { user, isLoading } = useAuth();
  const access = useQuery({
    queryKey: queryKeys.admin.access,
    queryFn: () => api.call(endpoints.admin.access, adminAccessSchema),
    enabled: Boolean(user),
  });
  if (isLoading || (user && access.isPending)) return <PageSpinner />;
  if (!user || access.isError) return <NotForYourAccount area="admin dashboard" signedIn={Boolean(user)} />;
  return (
    <PageFrame title="Admin" width="max-w-6xl">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeading
            title="Admin Dashboard"
            subtitle="Users, subscriptions and reviews, and what admins did."
          />
        </div>
        <Button asChild variant="outline">
          <Link href="/admin/visuals">
            <Image className="size-4" aria-hidden="true" /> Visual Generator
          </Link>
        </Button>
      </header>
      <Tabs defaultValue="overview" className="mt-8">
        <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Tab }) => (
          <TabsContent key={value} value={value}>
            <Tab />
          </TabsContent>
        ))}
      </Tabs>
    </PageFrame>
  );
}
