import { ComingNext } from "#web/components/layout/coming-next.tsx";

export function TodayPage() {
  return (
    <ComingNext
      title="Today"
      subtitle="Your daily cosmic forecast"
      items={[
        "Today's horoscope computed from the day's real transits to your chart",
        "Love, Career and Wellness insights and your lucky number",
        "The Cosmic To-Do List: 5 tasks for today, with progress",
      ]}
    />
  );
}
