import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function AdminPage() {
  return (
    <ComingNext
      title="Admin"
      subtitle="Users and subscriptions"
      items={["Overview statistics", "User list with details", "Premium activation by e-mail"]}
    />
  );
}
