import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function SubscriptionPage() {
  return (
    <ComingNext
      title="Subscription"
      subtitle="Free or Premium at €8.99/month"
      items={["Your current plan and what Premium adds", "Checkout by card, cancel anytime"]}
    />
  );
}
