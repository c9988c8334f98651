import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { CloudOff } from "lucide-react";
import type { MoonCalendar } from "#contracts/moon-calendar";
import type { PublicUser } from "#contracts/user";
import { ModeToggle, useVoiceChoice } from "#web/components/insight/mode-toggle.tsx";
import { PageFrame, PageHeading } from "#web/components/layout/page-frame.tsx";
import { BirthChartPrompt } from "#web/components/prompts/birth-chart-prompt.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { IconMessage } from "#web/components/ui/icon-message.tsx";
import { errorCodeOf, messageOf } from "#web/lib/api.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { fetchMoonCalendar } from "./api.ts";
import { MonthSection, MonthSkeleton } from "./month-section.tsx";

const TITLE = "Moon Calendar";

/** The page body for a signed-in user: the voice toggle for premium members, then the months. */
export function MoonCalendarView({ user }: { user: PublicUser }) {
  const { premium, roastMode: mode, setRoastMode } = useVoiceChoice(user);
  const query = useQuery<MoonCalendar, Error>({
    queryKey: queryKeys.moonCalendar(mode),
    queryFn: () => fetchMoonCalendar(mode),
    retry: false,
  });

  return (
    <PageFrame title={TITLE} width="max-w-3xl">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <PageHeading
            title={TITLE}
            subtitle="New Moon, quarters and Full Moon this month and next, and where each lands in your chart"
          />
        </div>
        {premium ? <ModeToggle roastMode={mode} onChange={setRoastMode} /> : null}
      </header>
      <div className="mt-8 space-y-8" aria-busy={query.isFetching}>
        <MoonCalendarBody query={query} />
      </div>
    </PageFrame>
  );
}

/** The months, or the state that stands in for them: loading, no birth chart, failed. */
function MoonCalendarBody({ query }: { query: UseQueryResult<MoonCalendar, Error> }) {
  if (query.isPending) return [0, 1].map((i) => <MonthSkeleton key={i} />);
  if (query.isError) {
    if (errorCodeOf(query.error) === "no_birth_chart")
      return (
        <BirthChartPrompt testId="moon-calendar-needs-chart">
          The Moon Calendar places each phase in a house of your birth chart. Add your birth date, time and
          place and your phases will appear here.
        </BirthChartPrompt>
      );
    return (
      <Card
        className="flex flex-col items-center gap-4 px-4 py-10 text-center"
        data-testid="moon-calendar-error"
      >
        <IconMessage icon={CloudOff} title="The Moon Calendar did not load">
          {messageOf(query.error)}
        </IconMessage>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Try again
        </Button>
      </Card>
    );
  }
  const { months, timeZone } = query.data;
  return months.map((month) => <MonthSection key={month.month} month={month} timeZone={timeZone} />);
}
