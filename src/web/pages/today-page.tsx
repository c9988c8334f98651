import { useState } from "react";
import { PageFrame } from "#web/components/layout/page-frame.tsx";
import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { isPremiumUser, useAuth } from "#web/lib/auth.tsx";
import { resolveTimeZone, useZonedToday } from "#web/lib/time-zone.ts";
import { CosmicTodoCard } from "./today/cosmic-todo-card.tsx";
import { DailyOfferCard } from "./today/daily-offer-card.tsx";
import { HoroscopeCard } from "./today/horoscope-card.tsx";

/**
 * /today (docs/product.md §5.1): today's horoscope, then the cosmic to-do list of the user's day (their zone).
 * The horoscope's Normal/Roast toggle (premium) sets the voice of both cards.
 */
export function TodayPage() {
  const { user } = useAuth();
  const timeZone = resolveTimeZone(user?.timezone);
  const today = useZonedToday(timeZone);
  // null until the reader picks a voice: the page opens in their default voice (Settings).
  const [chosenRoast, setRoastMode] = useState<boolean | null>(null);
  if (!user) return <PageSpinner />;
  const premium = isPremiumUser(user);
  const roastMode = chosenRoast ?? user.defaultRoast;

  return (
    <PageFrame title="Today" subtitle="Your daily cosmic forecast">
      <div className="mt-8 space-y-8">
        <HoroscopeCard
          premium={premium}
          today={today}
          roastMode={roastMode}
          onRoastModeChange={setRoastMode}
        />
        <CosmicTodoCard userId={user.id} date={today} timeZone={timeZone} roastMode={premium && roastMode} />
        <DailyOfferCard user={user} roastMode={premium && roastMode} />
      </div>
    </PageFrame>
  );
}
