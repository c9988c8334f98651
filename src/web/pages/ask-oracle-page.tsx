import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function AskOraclePage() {
  return (
    <ComingNext
      title="Ask the Oracle"
      subtitle="One honest answer a day"
      items={[
        "One question per day (500 characters) answered from your chart and today's transits",
        "Your question history",
      ]}
    />
  );
}
