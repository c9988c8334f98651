import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function DashboardPage() {
  return (
    <ComingNext
      title="Dashboard"
      subtitle="Your cosmic control center"
      items={[
        "Your plan, birth-info and settings status cards",
        "Shortcuts to every feature, with the premium ones marked",
      ]}
    />
  );
}
