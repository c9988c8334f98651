import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function AdminVisualsPage() {
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
