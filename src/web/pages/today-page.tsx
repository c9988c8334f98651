import { useState } from "react";
import { PageSpinner } from "#web/components/ui/spinner.tsx";
import { isPremiumUser, useAuth } from "#web/lib/auth.tsx";
import { CosmicTodoCard } from "./today/cosmic-todo-card.tsx";
import { useLocalDate } from "./today/dates.ts";
import { HoroscopeCard } from "./today/horoscope-card.tsx";

/**
 * /today (spec 01 §2): today's horoscope, then the cosmic to-do list of the browser's local day.
 * The horoscope's Normal/Roast toggle (premium) sets the voice of both cards.
 */
export function TodayPage() {
  const { user } = useAuth();
  const today = useLocalDate();
  const [roastMode, setRoastMode] = useState(false);
  if (!user) return <PageSpinner />;
  const premium = isPremiumUser(user);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <title>Today · Zero Fluff, All Astrology</title>
      <header>
        <h1 className="font-display text-3xl font-semibold md:text-4xl">Today</h1>
        <p className="mt-2 text-muted-foreground">Your daily cosmic forecast</p>
      </header>
      <div className="mt-8 space-y-8">
        <HoroscopeCard
          premium={premium}
          today={today}
          roastMode={roastMode}
          onRoastModeChange={setRoastMode}
        />
        <CosmicTodoCard userId={user.id} date={today} roastMode={premium && roastMode} />
      </div>
    </div>
  );
}
