import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function AstrochartDemoPage() {
  return (
    <ComingNext
      title="Chart demo"
      subtitle="A sample natal chart"
      items={["A sample natal chart on a 700 px canvas", "Download as PNG"]}
    />
  );
}
