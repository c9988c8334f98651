import { Briefcase, Heart, type LucideIcon, Orbit, Sprout } from "lucide-react";
import type { Transit } from "#contracts/transits";
import { GLYPH_FONT } from "#web/components/chart/chart-lore.ts";
import { Badge, type BadgeProps } from "#web/components/ui/badge.tsx";
import { isWriting } from "./api.ts";
import { CATEGORY_LABELS, IMPACT_LABELS } from "./filters.tsx";
import { aspectInfo, formatInstant, formatOrb, pointGlyph, pointLabel } from "./format.ts";

const IMPACT_VARIANT: Record<Transit["impact"], BadgeProps["variant"]> = {
  high: "destructive",
  medium: "premium",
  low: "success",
};

const CATEGORY_ICON: Record<Transit["category"], LucideIcon> = {
  love: Heart,
  career: Briefcase,
  general: Orbit,
  wellness: Sprout,
};

/** One transit (spec 02 §2): who aspects what, how strongly, when exact, and what it means. */
export function TransitCard({ transit, timeZone }: { transit: Transit; timeZone: string }) {
  const transiting = pointLabel(transit.transitingPlanet.name);
  const natal = pointLabel(transit.natalPlanet.name);
  const glyph = pointGlyph(transit.transitingPlanet.name);
  const aspect = aspectInfo(transit.aspectType);
  const CategoryIcon = CATEGORY_ICON[transit.category] ?? Orbit;
  const { retrograde, pass, passCount } = transit.metadata;
  const titleId = `transit-${transit.id}-title`;

  return (
    <article
      data-testid="transit-card"
      aria-labelledby={titleId}
      className="rounded-xl border border-border bg-background/40 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-muted/60 text-xl"
          style={{ color: glyph.color ?? undefined, fontFamily: GLYPH_FONT }}
        >
          {glyph.glyph}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base font-semibold leading-snug sm:text-lg">
            {transiting}
            {retrograde ? (
              <span className="ml-1 text-violet-300" title="Retrograde">
                <span aria-hidden="true">℞</span>
                <span className="sr-only"> retrograde</span>
              </span>
            ) : null}{" "}
            {/* The aspect's name, not its glyph: few system fonts carry ⚹ or ⚻. */}
            <span style={{ color: aspect.color ?? undefined }}>{aspect.label}</span> your {natal}
          </h3>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge variant={IMPACT_VARIANT[transit.impact] ?? "default"}>
              {IMPACT_LABELS[transit.impact] ?? transit.impact} impact
            </Badge>
            <Badge variant="secondary">
              <CategoryIcon className="size-3" aria-hidden="true" />
              {CATEGORY_LABELS[transit.category] ?? transit.category}
            </Badge>
            {passCount > 1 ? (
              <Badge data-testid="transit-pass">
                pass {pass} of {passCount}
              </Badge>
            ) : null}
          </div>
        </div>
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted-foreground">Orb</dt>
        <dd className="font-medium tabular-nums">{formatOrb(transit.orb)}</dd>
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
        <dt className="text-muted-foreground">In orb</dt>
        <dd data-testid="transit-window">
          <time dateTime={transit.date}>{formatInstant(transit.date, timeZone)}</time>
          <span className="text-muted-foreground"> to </span>
          <time dateTime={transit.endDate}>{formatInstant(transit.endDate, timeZone)}</time>
        </dd>
      </dl>

      <div className="mt-4 border-t border-border/70 pt-4">
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
    </article>
  );
}

function WritingPlaceholder() {
  return (
    <div data-testid="transit-pending" className="space-y-2">
      <p className="text-sm italic text-muted-foreground">Writing the interpretation…</p>
      <div aria-hidden="true" className="space-y-2">
        <div className="h-2.5 w-full animate-pulse rounded-full bg-muted" />
        <div className="h-2.5 w-4/5 animate-pulse rounded-full bg-muted" />
      </div>
    </div>
  );
}
