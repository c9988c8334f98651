import { PageFrame } from "#web/components/layout/page-frame.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { useAuth } from "#web/lib/auth.tsx";
import { resolveTimeZone } from "#web/lib/time-zone.ts";
import { needsBirthInfo } from "./birth-chart/api.ts";
import { FeatureCards } from "./dashboard/feature-cards.tsx";
import { FirstStep } from "./dashboard/first-step.tsx";
import { SkySummary } from "./dashboard/sky-summary.tsx";
import { StatusCards } from "./dashboard/status-cards.tsx";

/**
 * /dashboard (docs/product.md §4.1.3): plan, birth-info and settings status, then every feature. Above them,
 * the one thing that matters now: the first step for a new account, or the user's sky once the
 * chart exists.
 */
export function DashboardPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;

  return (
    <PageFrame title="Dashboard" subtitle="Your cosmic control center">
      <div className="mt-6">
        {needsBirthInfo(user) ? <FirstStep /> : <SkySummary timeZone={resolveTimeZone(user.timezone)} />}
      </div>

      <section aria-label="Account status" className="mt-8">
        <StatusCards user={user} />
      </section>

      <section aria-labelledby="explore-heading" className="mt-12">
        <h2 id="explore-heading" className="font-display text-2xl font-semibold">
          Explore Your Cosmic Journey
        </h2>
        <div className="mt-6">
          <FeatureCards />
        </div>
      </section>
    </PageFrame>
  );
}
