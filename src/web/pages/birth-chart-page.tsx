import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function BirthChartPage() {
  return (
    <ComingNext
      title="Birth Chart"
      subtitle="Your cosmic blueprint based on the exact moment and location of your birth"
      items={[
        "Birth date, time and place search",
        "The natal chart wheel with planets, signs, houses, angles and aspects",
        "Per-planet and full-chart interpretations",
      ]}
    />
  );
}
