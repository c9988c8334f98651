import type { MoonCalendar, MoonPhaseEntry } from "#contracts/moon-calendar";
import { ordinal } from "#web/components/insight/basis.ts";
import { Card } from "#web/components/ui/card.tsx";
import { localeFormat } from "#web/lib/date-format.ts";
import { formatClock, formatDay } from "#web/lib/sky-format.ts";
import { signGlyph, signName } from "#web/lib/zodiac.ts";

type Month = MoonCalendar["months"][number];

/**
 * Each phase's name and its lit part, drawn rather than written as an emoji: a screen without a
 * colour emoji font draws 🌑 as a solid disc in the text colour, so on the dark theme the new Moon
 * looked full and the full Moon empty. The lit half is the right one at first quarter, as seen from
 * the northern hemisphere, where nearly all our readers are.
 */
const PHASE_LABEL: Readonly<Record<MoonPhaseEntry["phase"], { name: string; lit: string | null }>> = {
  new: { name: "New Moon", lit: null },
  "first quarter": { name: "First Quarter", lit: "M12 2a10 10 0 0 1 0 20z" },
  full: { name: "Full Moon", lit: "M12 2a10 10 0 0 1 0 20a10 10 0 0 1 0-20z" },
  "last quarter": { name: "Last Quarter", lit: "M12 2a10 10 0 0 0 0 20z" },
};

function PhaseIcon({ lit }: { lit: string | null }) {
  return (
    <svg viewBox="0 0 24 24" className="size-8 shrink-0 text-foreground" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {lit ? <path d={lit} fill="currentColor" /> : null}
    </svg>
  );
}

/** "2026-11" → "November 2026". */
function monthTitle(month: string): string {
  return localeFormat(new Date(`${month}-01T12:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });
}

/** One row's box: the loaded row and its placeholder share it, so nothing moves when data arrives. */
const ROW = "flex min-h-32 gap-4 p-4";

function PhaseRow({ entry, timeZone }: { entry: MoonPhaseEntry; timeZone: string }) {
  const label = PHASE_LABEL[entry.phase];
  const where = `Moon in ${signGlyph(entry.sign) ?? ""} ${signName(entry.sign)}`;
  return (
    <li>
      <Card className={ROW} data-testid="moon-phase">
        <PhaseIcon lit={label.lit} />
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold">{label.name}</h3>
          <p className="text-sm text-muted-foreground">
            <time dateTime={entry.utc}>
              {formatDay(entry.utc, timeZone)} · {formatClock(entry.utc, timeZone)}
            </time>
            {" · "}
            {where}
            {entry.house === null ? null : ` · your ${ordinal(entry.house)} house`}
          </p>
          <p className="text-sm">{entry.note}</p>
        </div>
      </Card>
    </li>
  );
}

export function MonthSection({ month, timeZone }: { month: Month; timeZone: string }) {
  return (
    <section aria-labelledby={`moon-${month.month}`} className="space-y-3">
      <h2 id={`moon-${month.month}`} className="font-display text-xl font-semibold">
        {monthTitle(month.month)}
      </h2>
      <ol className="space-y-3">
        {month.phases.map((entry) => (
          <PhaseRow key={entry.utc} entry={entry} timeZone={timeZone} />
        ))}
      </ol>
    </section>
  );
}

/** A month while it loads: its heading and four rows of the final size. */
export function MonthSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true" data-testid="moon-month-loading">
      <div className="h-7 w-40 animate-pulse rounded bg-muted" />
      <div className="space-y-3">
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className={`${ROW} animate-pulse bg-muted/40`} />
        ))}
      </div>
    </div>
  );
}
