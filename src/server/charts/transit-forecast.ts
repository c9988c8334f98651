import {
  findTransits,
  localDateOf,
  localDayRange,
  type NatalChart,
  PLANETS,
  type PlanetName,
} from "#astro/index";
import { FREE_TRANSIT_DAYS, FREE_VISIBLE_TRANSITS, PREMIUM_TRANSIT_DAYS } from "#contracts/constants";
import { TRANSIT_MESSAGES } from "#contracts/transits";
import type { AppContext } from "#server/app-context";
import { chartOrConflict } from "#server/charts/chart-store";
import type { TransitRow, UserRow } from "#server/db/schema";
import { badRequest, forbidden } from "#server/errors";
import { isPremium } from "#server/platform/policy";
import {
  coveredSpans,
  type NewTransit,
  type Span,
  storeCalculated,
  transitsOverlapping,
} from "#server/repositories/transits";

/**
 * The transit forecast a reader sees: its window in their zone, the stored passes of it (calculated
 * on first sight), and what their plan shows of them. The Transit Radar and the calendar feed both
 * read it, so a calendar holds exactly the radar's list (docs/decisions/036-calendar-feed.md).
 */

/**
 * The Moon aspects every natal point several times a week; the daily horoscope covers it. The
 * radar follows the Sun through Pluto, whose transits last long enough to plan around.
 */
const RADAR_PLANETS: readonly PlanetName[] = PLANETS.filter((planet) => planet !== "moon");

const DAY_MS = 86_400_000;
export const zoneOf = (user: UserRow) => user.timezone ?? "UTC";

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface ForecastWindow extends Span {
  days: number;
}

function maxDaysFor(ctx: AppContext, user: UserRow): number {
  return isPremium(user, ctx.now()) ? PREMIUM_TRANSIT_DAYS : FREE_TRANSIT_DAYS;
}

/**
 * The forecast window in the user's zone: `days` local days from `firstDay` (default their today),
 * or the one local day `date`. Free users get 7 days from today (docs/product.md §7.4).
 */
export function forecastWindow(
  ctx: AppContext,
  user: UserRow,
  query: { days?: number; date?: string },
): ForecastWindow {
  const zone = zoneOf(user);
  const today = localDateOf(ctx.now(), zone);
  const maxDays = maxDaysFor(ctx, user);
  if (query.date) {
    // One day: from yesterday (zone edges) to the last day of the plan's range.
    const last = addDays(today, maxDays - 1);
    if (
      query.date > last &&
      maxDays === FREE_TRANSIT_DAYS &&
      query.date <= addDays(today, PREMIUM_TRANSIT_DAYS - 1)
    ) {
      throw forbidden(TRANSIT_MESSAGES.premiumRange, { code: "premium_required" });
    }
    if (query.date < addDays(today, -1) || query.date > last) {
      throw badRequest(`date must be between ${addDays(today, -1)} and ${last}.`, { field: "date" });
    }
    const { startUtc, endUtc } = localDayRange(query.date, zone);
    return { start: new Date(startUtc), end: new Date(endUtc), days: 1 };
  }
  const days = query.days ?? FREE_TRANSIT_DAYS;
  if (days > maxDays) throw forbidden(TRANSIT_MESSAGES.premiumRange, { code: "premium_required" });
  const start = new Date(localDayRange(today, zone).startUtc);
  const end = new Date(localDayRange(addDays(today, days - 1), zone).endUtc);
  return { start, end, days };
}

/** The passes the chart engine finds over `span`, as rows to store. */
function calculatedRows(chart: NatalChart, userId: number, span: Span): NewTransit[] {
  return findTransits(chart, span.start, span.end, { transitingPlanets: RADAR_PLANETS }).map((t) => ({
    userId,
    transiting: t.transitingPlanet,
    natal: t.natalPoint,
    aspect: t.aspect,
    passKey: `${t.orbStartUtc ?? "?"}|${t.exactUtc ?? "?"}|${t.pass}`,
    pass: t.pass,
    passCount: t.passCount,
    entersAt: new Date(t.orbStartUtc ?? span.start),
    exactAt: t.exactUtc ? new Date(t.exactUtc) : null,
    leavesAt: new Date(t.orbEndUtc ?? span.end),
    targetLongitude: t.targetLongitudeDeg,
    minOrb: t.minOrbDeg,
    retrograde: t.retrograde,
    impact: t.impact,
    impactScore: t.impactScore,
    category: t.category,
  }));
}

/**
 * Calculates the transits of each span with the chart engine, stores the passes not stored yet and
 * records the spans as covered. Returns how many passes the spans hold and how many were new.
 */
export async function calculateTransits(ctx: AppContext, user: UserRow, spans: Span[]) {
  const chart = await chartOrConflict(ctx, user, TRANSIT_MESSAGES.noBirthData);
  const rows = spans.flatMap((span) => calculatedRows(chart, user.id, span));
  const stored = await storeCalculated(ctx.db, user.id, user.textsVersion, rows, spans);
  return { found: rows.length, inserted: stored?.inserted ?? 0 };
}

/** The parts of `window` that no span of `covered` (sorted by start) reaches. */
function uncoveredParts(window: Span, covered: readonly Span[]): Span[] {
  const parts: Span[] = [];
  let from = window.start.getTime();
  const to = window.end.getTime();
  for (const span of covered) {
    const start = Math.min(span.start.getTime(), to);
    if (start > from) parts.push({ start: new Date(from), end: new Date(start) });
    from = Math.max(from, span.end.getTime());
    if (from >= to) return parts;
  }
  if (from < to) parts.push({ start: new Date(from), end: new Date(to) });
  return parts;
}

/**
 * Makes sure every pass overlapping the window is stored, running the engine only over the parts
 * the coverage record does not hold yet. Every pass that overlaps a covered span was stored when
 * that span was calculated (the engine follows each orb window to its real entry and exit, on a
 * time grid anchored to absolute dates), so a pass not stored lies wholly in an uncovered part, and
 * the engine finds it there with the same fields as over the whole window.
 */
export async function ensureCalculated(
  ctx: AppContext,
  user: UserRow,
  window: ForecastWindow,
): Promise<void> {
  const covered = await coveredSpans(ctx.db, user.id, user.textsVersion, window);
  const missing = uncoveredParts(window, covered);
  if (missing.length > 0) await calculateTransits(ctx, user, missing);
}

/**
 * A forecast reads best as what peaks in the window, in time order, followed by the slow
 * background transits that peak outside it, strongest first. The free plan's first 10 are
 * therefore the window's own events.
 */
function forecastOrder(rows: TransitRow[], window: ForecastWindow): TransitRow[] {
  const inWindow = (row: TransitRow) =>
    row.exactAt !== null && row.exactAt >= window.start && row.exactAt < window.end;
  const peaks = rows.filter(inWindow);
  const background = rows
    .filter((row) => !inWindow(row))
    .sort((a, b) => b.impactScore - a.impactScore || a.entersAt.getTime() - b.entersAt.getTime());
  return [...peaks, ...background];
}

/** What the plan shows of the window's transits. */
export async function visibleTransits(ctx: AppContext, user: UserRow, window: ForecastWindow) {
  const all = forecastOrder(await transitsOverlapping(ctx.db, user.id, window), window);
  const restricted = !isPremium(user, ctx.now());
  const shown = restricted ? all.slice(0, FREE_VISIBLE_TRANSITS) : all;
  return {
    shown,
    limits: {
      isRestricted: restricted,
      maxDays: maxDaysFor(ctx, user),
      maxTransits: restricted ? FREE_VISIBLE_TRANSITS : null,
      hiddenCount: all.length - shown.length,
    },
  };
}
