import { useQuery } from "@tanstack/react-query";
import { ChevronRight, CircleDot, Radar, Sun } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { BirthChartResponse } from "#contracts/birth-chart";
import type { Horoscope } from "#contracts/today";
import type { Transit, TransitsResponse } from "#contracts/transits";
import { GLYPH_FONT, PLANET_INFO, SIGN_INFO } from "#web/components/chart/chart-lore.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { fetchBirthChart, fetchHoroscope, fetchTransits } from "#web/lib/sky-data.ts";
import { aspectInfo, formatInstant, pointLabel } from "#web/lib/sky-format.ts";
import { zoneLabel } from "#web/lib/time-zone.ts";

const HEADLINE_MAX = 110;

/**
 * Today's reading in one line: its first sentence, without a leading date ("Monday, November 23:")
 * the card already shows, and cut at a comma or a word when it runs long.
 */
export function headlineOf(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  let line = (/^(.+?[.!?])(\s|$)/.exec(flat)?.[1] ?? flat)
    .replace(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}(, \d{4})?: /, "")
    .trim();
  line = line.charAt(0).toUpperCase() + line.slice(1);
  if (line.length <= HEADLINE_MAX) return line;
  const head = line.slice(0, HEADLINE_MAX);
  const cut = Math.max(head.lastIndexOf(", "), head.lastIndexOf("; "));
  const end = cut > HEADLINE_MAX / 2 ? cut : head.lastIndexOf(" ");
  return `${head.slice(0, end > 0 ? end : HEADLINE_MAX).replace(/[,;:\s]+$/, "")}…`;
}

/** The soonest exact moment still ahead, among the forecast's transits. */
export function nextExactTransit(transits: readonly Transit[], now: Date = new Date()): Transit | null {
  let next: Transit | null = null;
  for (const transit of transits) {
    if (!transit.exactDate || Date.parse(transit.exactDate) < now.getTime()) continue;
    if (!next || Date.parse(transit.exactDate) < Date.parse(next.exactDate ?? "")) next = transit;
  }
  return next;
}

function signGlyph(sign: string | null): string {
  return sign && Object.hasOwn(SIGN_INFO, sign) ? SIGN_INFO[sign as keyof typeof SIGN_INFO].glyph : "";
}

/** One tappable row: an icon, a label, the line itself and a chevron to its page. */
function SkyLink({
  href,
  icon,
  label,
  testId,
  box,
  pending,
  fallback,
  children,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  testId: string;
  /** The line's height, loading or loaded alike, so the cards below never move when it arrives. */
  box: string;
  /** Its data is still on the way: a placeholder of the line's height shows. */
  pending: boolean;
  /** What the line says when its data is missing (no horoscope, chart or transit yet). */
  fallback: string;
  /** The line from the data, or null when there is none. */
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      data-testid={testId}
      className="group flex min-h-14 items-center gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-accent/60 sm:px-4"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted/70 text-primary">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-medium uppercase tracking-wide text-muted-foreground">
          {label}
        </span>
        <span className={`mt-0.5 block text-sm leading-snug text-foreground sm:text-base ${box}`}>
          {pending ? <Loading /> : (children ?? fallback)}
        </span>
      </span>
      <ChevronRight
        className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}

function Loading() {
  return <span aria-hidden="true" className="my-1 block h-4 w-3/4 animate-pulse rounded bg-muted" />;
}

/**
 * The home screen's sky, above the status cards once a chart exists: today's reading in one line,
 * the big three, and the next transit to be exact, each leading to its own page. The calls and
 * their cache keys are the pages' own, so opening a page after this is instant.
 */
export function SkySummary({ timeZone }: { timeZone: string }) {
  const horoscope = useQuery<Horoscope | null, Error>({
    queryKey: queryKeys.horoscope(false),
    queryFn: () => fetchHoroscope(false),
    retry: false,
  });
  const chart = useQuery<BirthChartResponse, Error>({
    queryKey: queryKeys.birthChart,
    queryFn: fetchBirthChart,
    retry: false,
  });
  const week = { mode: "range", days: 7 } as const;
  const transits = useQuery<TransitsResponse, Error>({
    queryKey: queryKeys.transits(week),
    queryFn: () => fetchTransits(week),
  });

  const next = transits.data ? nextExactTransit(transits.data.transits) : null;
  const big = chart.data;

  return (
    <section
      aria-labelledby="sky-heading"
      data-testid="sky-summary"
      className="rounded-2xl border border-primary/25 bg-gradient-to-br from-secondary/15 via-card/80 to-card/80 p-2 shadow-xl sm:p-3"
    >
      <h2 id="sky-heading" className="sr-only">
        Your sky today
      </h2>
      <div className="grid divide-y divide-border/60">
        <SkyLink
          href="/today"
          testId="sky-headline"
          label="Today"
          box="min-h-[66px] sm:min-h-[49.5px]"
          icon={<Sun className="size-5" aria-hidden="true" />}
          pending={horoscope.isPending}
          fallback="Read today's horoscope"
        >
          {horoscope.data?.content ? (
            <span className="line-clamp-3 font-display text-base sm:line-clamp-2 sm:text-lg">
              {headlineOf(horoscope.data.content)}
            </span>
          ) : null}
        </SkyLink>
        <SkyLink
          href="/birth-chart"
          testId="sky-big-three"
          label="Sun · Moon · Rising"
          box="min-h-[44px] sm:min-h-[23px]"
          icon={<CircleDot className="size-5" aria-hidden="true" />}
          pending={chart.isPending}
          fallback="Open your birth chart"
        >
          {big ? (
            <span className="flex flex-wrap gap-x-3 gap-y-1">
              {[
                ["Sun", big.sunSign],
                ["Moon", big.moonSign],
                ["Rising", big.risingSign],
              ].map(([name, sign]) =>
                sign ? (
                  <span key={name} className="whitespace-nowrap">
                    <span aria-hidden="true" className="mr-1 text-primary" style={{ fontFamily: GLYPH_FONT }}>
                      {signGlyph(sign)}
                    </span>
                    {name === "Rising" ? `${sign} rising` : `${sign} ${name}`}
                  </span>
                ) : null,
              )}
            </span>
          ) : null}
        </SkyLink>
        <SkyLink
          href="/transit-radar"
          testId="sky-next-transit"
          label="Next exact transit"
          box="min-h-[35px] sm:min-h-[42px]"
          icon={<Radar className="size-5" aria-hidden="true" />}
          pending={transits.isPending}
          fallback="See what is moving in your chart this week"
        >
          {next ? <NextTransit transit={next} timeZone={timeZone} /> : null}
        </SkyLink>
      </div>
    </section>
  );
}

function NextTransit({ transit, timeZone }: { transit: Transit; timeZone: string }) {
  const planet = transit.transitingPlanet.name.toLowerCase();
  const info = Object.hasOwn(PLANET_INFO, planet) ? PLANET_INFO[planet as keyof typeof PLANET_INFO] : null;
  return (
    <>
      {info ? (
        <span aria-hidden="true" className="mr-1" style={{ color: info.color, fontFamily: GLYPH_FONT }}>
          {info.glyph}
        </span>
      ) : null}
      {pointLabel(transit.transitingPlanet.name)} {aspectInfo(transit.aspectType).label} your{" "}
      {pointLabel(transit.natalPlanet.name)}
      <span className="block text-xs text-muted-foreground sm:text-sm">
        exact {formatInstant(transit.exactDate ?? transit.date, timeZone)} ({zoneLabel(timeZone)} time)
      </span>
    </>
  );
}
