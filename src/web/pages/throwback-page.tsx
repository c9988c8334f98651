import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function ThrowbackPage() {
  return (
    <ComingNext
      title="Throwback"
      subtitle="What the stars said on a past date"
      items={[
        "Pick any date from 1900-01-01 to today",
        "A horoscope for that day's real sky against your chart",
      ]}
    />
  );
}
