import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function TransitRadarPage() {
  return (
    <ComingNext
      title="Transit Radar"
      subtitle="Planetary movements against your natal chart"
      items={[
        "7-day forecast (up to 60 days with Premium) with exact times",
        "Filters by category and impact level",
      ]}
    />
  );
}
