import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function CompatibilityPage() {
  return (
    <ComingNext
      title="Compatibility"
      subtitle="How your chart meets theirs"
      items={[
        "Love, Lust, Friends and Work scores from real synastry",
        "A partner chart from their birth data",
      ]}
    />
  );
}
