import { PageSpinner } from "#web/components/ui/spinner.tsx";
import { isPremiumUser, useAuth } from "#web/lib/auth.tsx";
import { resolveTimeZone, useZonedToday } from "#web/lib/time-zone.ts";
import { CosmicTodoCard } from "./today/cosmic-todo-card.tsx";
import { HoroscopeCard } from "./today/horoscope-card.tsx";

/** /today (spec 01 §2): today's horoscope, then the cosmic to-do list of the user's day (their zone). */
export function TodayPage() {
  const { user } = useAuth();
  const timeZone = resolveTimeZone(user?.timezone);
  const today = useZonedToday(timeZone);
  if (!user) return <PageSpinner />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <title>Today · Zero Fluff, All Astrology</title>
      <header>
        <h1 className="font-display text-3xl font-semibold md:text-4xl">Today</h1>
        <p className="mt-2 text-muted-foreground">Your daily cosmic forecast</p>
      </header>
      <div className="mt-8 space-y-8">
        <HoroscopeCard premium={isPremiumUser(user)} today={today} />
        <CosmicTodoCard userId={user.id} date={today} timeZone={timeZone} />
      </div>
    </div>
  );
}
