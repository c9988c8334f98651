import { Briefcase, ChevronDown, Heart, type LucideIcon, Orbit, Sprout } from "lucide-react";
import { useId, useState } from "react";
import type { Transit } from "#contracts/transits";
import { GLYPH_FONT } from "#web/components/chart/chart-lore.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import {
  aspectInfo,
  formatDay,
  formatInstant,
  formatShortDay,
  pointGlyph,
  pointLabel,
} from "#web/lib/sky-format.ts";
import { zoneLabel } from "#web/lib/time-zone.ts";
import { cn } from "#web/lib/utils.ts";
import { isWriting } from "./api.ts";
import { CATEGORY_LABELS, IMPACT_LABELS } from "./filters.tsx";
import type { TimelineRow } from "./transit-timing.ts";

const IMPACT_TONE: Record<Transit["impact"], string> = {
  high: "bg-red-400/15 text-red-200 ring-red-400/40",
  medium: "bg-primary/15 text-primary ring-primary/40",
  low: "bg-success/15 text-green-200 ring-success/40",
};

const IMPACT_SHORT: Record<Transit["impact"], string> = { high: "High", medium: "Med", low: "Low" };

const CATEGORY_ICON: Record<Transit["category"], LucideIcon> = {
  love: Heart,
  career: Briefcase,
  general: Orbit,
  wellness: Sprout,
};

/** The row's date: when it is exact, when it starts to build, or until when it stays in orb. */
function rowDate({ transit, timing }: TimelineRow, timeZone: string): string {
  if (timing.kind === "exact") return `exact ${formatDay(timing.at, timeZone)}`;
  if (timing.kind === "builds") return `from ${formatShortDay(timing.at, timeZone)}`;
  return `until ${formatShortDay(transit.endDate, timeZone)}`;
}

/**
 * How close it is: while in orb, the orb now ("exact" when it is); otherwise whether this pass
 * perfects at all. Never "0.00°", which reads as a measurement rather than as "exact".
 */
function orbText(transit: Transit, nowMs: number): string {
  const active = Date.parse(transit.date) <= nowMs && nowMs < Date.parse(transit.endDate);
  if (active) return transit.orb < 0.005 ? "exact now" : `${transit.orb.toFixed(2)}° now`;
  if (transit.exactDate) return "exact";
  return `${transit.orb.toFixed(2)}° at its closest`;
}

/**
 * One transit as a compact line (who aspects what, when, how strongly) that opens on tap into its
 * timing and its interpretation.
 */
export function TransitRow({ row, timeZone }: { row: TimelineRow; timeZone: string }) {
  const { transit, timing, past, next } = row;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const transiting = pointLabel(transit.transitingPlanet.name);
  const natal = pointLabel(transit.natalPlanet.name);
  const glyph = pointGlyph(transit.transitingPlanet.name);
  const aspect = aspectInfo(transit.aspectType);
  const title = `${transiting}${transit.metadata.retrograde ? " retrograde" : ""} ${aspect.label} your ${natal}`;
  const date = rowDate(row, timeZone);
  const impact = IMPACT_LABELS[transit.impact] ?? transit.impact;

  return (
    <article
      data-testid="transit-row"
      data-timing={timing.kind}
      aria-label={title}
      className={cn(
        "rounded-xl border border-border/70 bg-background/40 transition-colors",
        open && "border-border bg-background/60",
        past && !open && "opacity-70",
      )}
    >
      <h4 className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-14 w-full items-center gap-2.5 rounded-xl px-2.5 py-2 text-left hover:bg-accent/40 sm:gap-3 sm:px-3"
        >
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full border border-border bg-muted/60 text-base sm:size-9 sm:text-lg"
            style={{ color: glyph.color ?? undefined, fontFamily: GLYPH_FONT }}
          >
            {glyph.glyph}
          </span>
          <span className="min-w-0 flex-1">
            <span className="line-clamp-2 text-sm font-semibold leading-snug sm:text-base">
              {transiting}
              {transit.metadata.retrograde ? (
                <span className="text-violet-300">
                  <span aria-hidden="true"> ℞</span>
                  <span className="sr-only"> retrograde</span>
                </span>
              ) : null}{" "}
              <span style={{ color: aspect.color ?? undefined }}>{aspect.label}</span>{" "}
              <span className="font-normal text-foreground/85">your {natal}</span>
            </span>
            <span className="mt-0.5 flex items-center gap-2 text-xs text-muted-foreground">
              <span data-testid="transit-date" className="whitespace-nowrap">
                {date}
              </span>
              {next ? (
                <span className="rounded-full bg-primary px-1.5 py-px text-[11px] font-semibold text-primary-foreground">
                  Next
                </span>
              ) : null}
              {isWriting(transit) ? (
                <span data-testid="transit-pending" className="flex items-center gap-1">
                  <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-secondary" />
                  writing…
                </span>
              ) : null}
            </span>
          </span>
          <span
            className={cn(
              "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
              IMPACT_TONE[transit.impact],
            )}
          >
            <span aria-hidden="true">{IMPACT_SHORT[transit.impact] ?? impact}</span>
            <span className="sr-only">{impact} impact</span>
          </span>
          <ChevronDown
            className={cn(
              "hidden size-4 shrink-0 text-muted-foreground transition-transform sm:block",
              open && "rotate-180",
            )}
            aria-hidden="true"
          />
        </button>
      </h4>
      {open ? <TransitDetails id={detailsId} transit={transit} timeZone={timeZone} /> : null}
    </article>
  );
}

function TransitDetails({ id, transit, timeZone }: { id: string; transit: Transit; timeZone: string }) {
  const CategoryIcon = CATEGORY_ICON[transit.category] ?? Orbit;
  const { pass, passCount } = transit.metadata;
  const nowMs = Date.now();
  const builds = Date.parse(transit.date) > nowMs;
  return (
    <div id={id} className="space-y-4 border-t border-border/60 px-3 pb-4 pt-3 sm:px-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">
          <CategoryIcon className="size-3" aria-hidden="true" />
          {CATEGORY_LABELS[transit.category] ?? transit.category}
        </Badge>
        <Badge>{IMPACT_LABELS[transit.impact] ?? transit.impact} impact</Badge>
        {passCount > 1 ? (
          <Badge data-testid="transit-pass">
            pass {pass} of {passCount}
          </Badge>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">Exact</dt>
        <dd data-testid="transit-exact">
          {transit.exactDate ? (
            <time dateTime={transit.exactDate} className="font-medium">
              {formatInstant(transit.exactDate, timeZone)}
            </time>
          ) : (
            <span className="text-foreground/85">
              Never exact this time: it comes close, then pulls away.
            </span>
          )}
        </dd>
        <dt className="text-muted-foreground">{builds ? "Builds" : "In orb"}</dt>
        <dd data-testid="transit-window">
          {builds ? "from " : null}
          <time dateTime={transit.date}>{formatInstant(transit.date, timeZone)}</time>
          <span className="text-muted-foreground"> to </span>
          <time dateTime={transit.endDate}>{formatInstant(transit.endDate, timeZone)}</time>
        </dd>
        <dt className="text-muted-foreground">Orb</dt>
        <dd data-testid="transit-orb" className="tabular-nums">
          {orbText(transit, nowMs)}
        </dd>
      </dl>
      <p className="text-xs text-muted-foreground">Times in {zoneLabel(timeZone)} time.</p>
      {isWriting(transit) ? (
        <WritingPlaceholder />
      ) : !transit.description?.trim() ? (
        <p className="text-sm text-muted-foreground">No interpretation is available for this transit.</p>
      ) : (
        <div className="space-y-3 text-sm leading-relaxed text-foreground/90 sm:text-base">
          {transit.description
            .split(/\n\s*\n/)
            .map((part) => part.trim())
            .filter(Boolean)
            .map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered.
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
        </div>
      )}
    </div>
  );
}

function WritingPlaceholder() {
  return (
    <div className="space-y-2">
      <p className="text-sm italic text-muted-foreground">Writing the interpretation…</p>
      <div aria-hidden="true" className="space-y-2">
        <div className="h-2.5 w-full animate-pulse rounded-full bg-muted" />
        <div className="h-2.5 w-4/5 animate-pulse rounded-full bg-muted" />
      </div>
    </div>
  );
}
