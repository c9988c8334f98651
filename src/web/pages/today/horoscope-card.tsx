import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import {
  Briefcase,
  Heart,
  type LucideIcon,
  Orbit,
  RotateCw,
  Sparkles,
  Sprout,
  UserRoundPen,
} from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { Horoscope } from "#contracts/today";
import { ModeToggle } from "#web/components/insight/mode-toggle.tsx";
import { WhyThis } from "#web/components/insight/why-this.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { IconMessage } from "#web/components/ui/icon-message.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { errorCodeOf } from "#web/lib/api.ts";
import { formatLongDate } from "#web/lib/dates.ts";
import { queryKeys } from "#web/lib/query-keys.ts";
import { useReservedHeight } from "#web/lib/reserved-height.ts";
import { cn } from "#web/lib/utils.ts";
import { fetchHoroscope } from "./api.ts";

const PLANETARY_NOTE =
  "Based on actual planetary positions computed with ephemeris-grade precision for your birth chart.";

/**
 * The 'Today's Horoscope' card (docs/product.md §5.1, §5.2): mode toggle for premium users, every page state.
 * The mode is the card's own unless the page controls it (`roastMode` with `onRoastModeChange`).
 */
export function HoroscopeCard({
  premium,
  today,
  roastMode: controlled,
  onRoastModeChange,
}: {
  premium: boolean;
  today: string;
  roastMode?: boolean;
  onRoastModeChange?: (roastMode: boolean) => void;
}) {
  const [own, setOwn] = useState(false);
  const roastMode = controlled ?? own;
  const setRoastMode = onRoastModeChange ?? setOwn;
  const mode = premium && roastMode;
  const query = useQuery<Horoscope | null, Error>({
    queryKey: queryKeys.horoscope(mode),
    queryFn: () => fetchHoroscope(mode),
    retry: false,
  });
  const date = query.data?.date ?? today;
  // The text is long on a phone (about 1,600 px): loading, the card keeps its place so the to-do
  // card and the footer do not jump when the horoscope arrives.
  const body = useReservedHeight("today-horoscope", !query.isPending);

  return (
    <Card data-testid="horoscope-card" aria-labelledby="horoscope-title" aria-busy={query.isFetching}>
      {/* The voice toggle moves under the title when both do not fit on one line (phones). */}
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-48 flex-1">
          <CardTitle id="horoscope-title" className="font-display text-2xl">
            Today's Horoscope
          </CardTitle>
          <CardDescription className="mt-1.5">
            <time dateTime={date}>{formatLongDate(date)}</time>
          </CardDescription>
        </div>
        {premium ? <ModeToggle roastMode={mode} onChange={setRoastMode} /> : null}
      </CardHeader>
      <CardContent ref={body.ref} style={body.style}>
        <HoroscopeBody query={query} roastMode={mode} />
      </CardContent>
    </Card>
  );
}

function HoroscopeBody({
  query,
  roastMode,
}: {
  query: UseQueryResult<Horoscope | null, Error>;
  roastMode: boolean;
}) {
  if (query.isPending) {
    return (
      <div className="flex min-h-48 items-center justify-center">
        <Spinner
          className="h-8 w-8"
          label={roastMode ? "Loading your roast horoscope" : "Loading today's horoscope"}
        />
      </div>
    );
  }
  if (query.isError) {
    if (errorCodeOf(query.error) === "no_birth_chart") return <BirthChartPrompt />;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <h3 className="text-lg font-semibold">Unable to Load Today's Horoscope</h3>
        <p className="text-sm text-muted-foreground">Please try again later or check your connection.</p>
        <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RotateCw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  const horoscope = query.data;
  if (!horoscope?.content?.trim()) {
    return <p className="py-8 text-center text-muted-foreground">No horoscope available for today.</p>;
  }
  return <HoroscopeContent horoscope={horoscope} />;
}

function HoroscopeContent({ horoscope }: { horoscope: Horoscope }) {
  const paragraphs = horoscope.content
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  const insights: { label: string; icon: LucideIcon; tone: string; text: string }[] = [];
  if (horoscope.loveInsight) {
    insights.push({ label: "Love", icon: Heart, tone: "text-rose-300", text: horoscope.loveInsight });
  }
  if (horoscope.careerInsight) {
    insights.push({ label: "Career", icon: Briefcase, tone: "text-primary", text: horoscope.careerInsight });
  }
  if (horoscope.wellnessInsight) {
    insights.push({ label: "Wellness", icon: Sprout, tone: "text-success", text: horoscope.wellnessInsight });
  }
  const hasLucky = typeof horoscope.luckyNumber === "number";

  // 60ch of this font holds about 70 characters of text: the line length issue 28 asks for on desktop.
  const reading = (
    <div className="max-w-[60ch] space-y-4 text-base leading-relaxed text-foreground/90 sm:text-lg">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered.
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
  const brief = horoscope.brief;

  return (
    <div className="space-y-6">
      {brief ? <TodayShape brief={brief} /> : reading}

      {insights.length > 0 ? (
        <ul
          aria-label="Insights"
          className={cn(
            "grid gap-3",
            insights.length === 2 && "sm:grid-cols-2",
            insights.length === 3 && "md:grid-cols-3",
          )}
        >
          {insights.map(({ label, icon: Icon, tone, text }) => (
            <li key={label} className="rounded-xl border border-border bg-muted/40 p-4">
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <Icon className={cn("size-4", tone)} aria-hidden="true" />
                {label}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-foreground/85">{text}</p>
            </li>
          ))}
        </ul>
      ) : null}

      {brief ? (
        // The full reading is one tap away (issue 28): a native disclosure, opened by the reader,
        // so the page below moves only when asked to.
        <details data-testid="full-reading" className="group rounded-xl border border-border px-4 py-3">
          <summary className="cursor-pointer text-sm font-medium text-primary marker:text-primary">
            Read the full reading
          </summary>
          <div className="mt-3">{reading}</div>
        </details>
      ) : null}

      {hasLucky ? (
        <p className="flex items-center gap-2 text-sm">
          <Sparkles className="size-4 text-primary" aria-hidden="true" />
          <span className="font-medium text-muted-foreground">Lucky Number:</span>
          <span className="font-display text-xl font-semibold text-primary">{horoscope.luckyNumber}</span>
        </p>
      ) : null}

      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Orbit className="mt-0.5 size-4 shrink-0 text-secondary" aria-hidden="true" />
        {PLANETARY_NOTE}
      </p>

      <WhyThis basis={horoscope.basis ?? []} />
    </div>
  );
}

/**
 * Today's shape (issue 28, ADR 037): the day's headline first, then what to do, what to leave
 * alone and what to watch, each one short line; the tiles and the full reading follow.
 */
function TodayShape({ brief }: { brief: NonNullable<Horoscope["brief"]> }) {
  const lines = [
    { label: "Do", text: brief.do, tone: "text-success" },
    { label: "Avoid", text: brief.avoid, tone: "text-rose-300" },
    { label: "Watch", text: brief.watch, tone: "text-primary" },
  ];
  return (
    <div data-testid="today-shape" className="max-w-[60ch] space-y-4">
      <h3
        data-testid="today-headline"
        className="font-display text-xl leading-snug font-semibold sm:text-2xl"
      >
        {brief.headline}
      </h3>
      <dl className="grid gap-2 text-base leading-relaxed">
        {lines.map(({ label, text, tone }) => (
          <div key={label} className="flex gap-3">
            <dt className={cn("w-14 shrink-0 font-semibold", tone)}>{label}</dt>
            <dd className="text-foreground/90">{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** 409: the user has no birth chart yet, so there is nothing to compute a horoscope from. */
function BirthChartPrompt() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-secondary/40 bg-secondary/10 px-4 py-8 text-center">
      <IconMessage icon={UserRoundPen} title="Your birth chart comes first" heading="h3" small>
        Your horoscope is computed from today's real sky against your birth chart. Add your birth date, time
        and place and it will be waiting here.
      </IconMessage>
      <Button asChild>
        <Link href="/birth-chart">Complete your birth chart</Link>
      </Button>
    </div>
  );
}
