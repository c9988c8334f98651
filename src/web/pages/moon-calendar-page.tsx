import { PageSpinner } from "#web/components/ui/page-spinner.tsx";
import { useAuth } from "#web/lib/auth.tsx";
import { MoonCalendarView } from "./moon-calendar/moon-calendar-view.tsx";

/** /moon: the Moon's main phases of this month and the next, placed in the user's birth chart. */
export function MoonCalendarPage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <MoonCalendarView user={user} />;
}
