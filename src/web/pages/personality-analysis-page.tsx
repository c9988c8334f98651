import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function PersonalityAnalysisPage() {
  return (
    <ComingNext
      title="Personality Analysis"
      subtitle="Fourteen themes of you, from your chart"
      items={[
        "Core personality, strengths, challenges, love, career, money and more",
        "Normal and roast voice",
      ]}
    />
  );
}
