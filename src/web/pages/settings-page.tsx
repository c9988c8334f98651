import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function SettingsPage() {
  return (
    <ComingNext
      title="Settings"
      subtitle="Customize your experience"
      items={[
        "Profile, birth information, password and security",
        "Subscription management, sign out and account deletion",
      ]}
    />
  );
}
