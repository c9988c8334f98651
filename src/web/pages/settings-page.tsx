import { PageFrame } from "#web/components/layout/page-frame.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { useAuth } from "#web/lib/auth.tsx";
import { AccountActionsCard } from "./settings/account-actions-card.tsx";
import { AccountInfoCard } from "./settings/account-info-card.tsx";
import { BirthInfoCard } from "./settings/birth-info-card.tsx";
import { CalendarCard } from "./settings/calendar-card.tsx";
import { ChartSettingsCard } from "./settings/chart-settings-card.tsx";
import { DangerZoneCard } from "./settings/danger-zone-card.tsx";
import { DigestCard } from "./settings/digest-card.tsx";
import { PasswordCard } from "./settings/password-card.tsx";
import { PushCard } from "./settings/push-card.tsx";
import { SubscriptionCard } from "./settings/subscription-card.tsx";
import { TestimonialCard } from "./settings/testimonial-card.tsx";

/** /settings (docs/product.md §9.1, §9.2, §9.4). */
export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;

  return (
    <PageFrame title="Settings" subtitle="Manage your account, password and subscription">
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <AccountInfoCard user={user} />
        <BirthInfoCard user={user} />
        <ChartSettingsCard user={user} />
        <DigestCard user={user} />
        <PasswordCard />
        <SubscriptionCard user={user} />
        <CalendarCard />
        <AccountActionsCard user={user} />
        <PushCard user={user} />
        <TestimonialCard />
        <DangerZoneCard user={user} />
      </div>
    </PageFrame>
  );
}
