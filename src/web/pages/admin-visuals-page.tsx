import { Redirect } from "wouter";
import { ComingNext } from "#web/components/layout/coming-next.tsx";
import { useAuth } from "#web/lib/auth.tsx";

/** Admins only; anyone else goes to / (spec 02 §2). The two-account rule arrives with the tool. */
export function AdminVisualsPage() {
  const { user } = useAuth();
  if (!user?.isAdmin) return <Redirect to="/" replace />;
  return (
    <ComingNext
      title="Visual Generator"
      subtitle="Social-media visuals"
      items={[
        "Roasty daily quotes for all 12 signs",
        "Carousel, compatibility, throwback, oracle, comparison and personality visuals",
      ]}
    />
  );
}
