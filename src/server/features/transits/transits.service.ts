import { localDateOf, type PlanetName } from "#astro/index";
import { FREE_TRANSIT_DAYS } from "#contracts/constants";
import {
  type GenerateTransitsResponse,
  TRANSIT_MESSAGES,
  type Transit,
  type TransitsQuery,
  type TransitsResponse,
} from "#contracts/transits";
import type { AppContext } from "#server/app-context";
import { natalFacts } from "#server/charts/chart-facts";
import { loadChart } from "#server/charts/chart-store";
import { positionAt, separation, type TransitFactSource, toTransitFact } from "#server/charts/sky";
import {
  calculateTransits,
  ensureCalculated,
  forecastWindow,
  visibleTransits,
  zoneOf,
} from "#server/charts/transit-forecast";
import type { TransitRow, UserRow } from "#server/db/schema";
import { forbidden, notFound } from "#server/errors";
import { auditedAction } from "#server/platform/audit-log";
import { isPremium } from "#server/platform/policy";
import { RecentReads } from "#server/platform/recent-reads";
import type { RequestContext, UserContext } from "#server/platform/request-context";
import { isTransitCacheAdmin } from "#server/platform/roles";
import { writeText } from "#server/platform/texts/read-text";
import { deleteUserTransits } from "#server/repositories/transits";
import { findUserById } from "#server/repositories/users";
import { transitPhaseAt } from "#writing/index";
import {
  claimTransitForDescription,
  saveTransitDescription,
  transitStatusOf,
} from "./transits.repository.ts";

/** The job that writes one transit's description. */
export const TRANSIT_DESCRIPTION_JOB = "transit-description";

/**
 * Transit ids whose description job this process has put in the queue, per database handle. The
 * job's key is the transit's id and a job row stays (queued, running, done or failed) as long as its
 * transit does (both go only with the user), so queuing it again would insert nothing: a read of a
 * window whose descriptions are pending is then a pure read, and does not move the write clock that
 * every kept answer and the session cache are checked against (ADR 042).
 */
const queuedDescriptions = new WeakMap<object, Set<number>>();
/** Past this many ids the memory starts again: a forgotten id costs one insert that does nothing. */
const QUEUED_MEMORY_LIMIT = 100_000;

/**
 * Queues a description for each shown transit that has none yet (exactly the ones the plan shows)
 * and that this process has not queued already, in one statement: a 60-day forecast can show
 * dozens. Returns whether it wrote anything.
 */
async function queueDescriptions(ctx: AppContext, shown: TransitRow[]): Promise<boolean> {
  let queued = queuedDescriptions.get(ctx.database);
  if (!queued) {
    queued = new Set();
    queuedDescriptions.set(ctx.database, queued);
  }
  const known = queued;
  const pending = shown.filter((row) => row.status === "pending" && !known.has(row.id));
  if (pending.length === 0) return false;
  await ctx.jobs.enqueueMany(
    TRANSIT_DESCRIPTION_JOB,
    pending.map((row) => ({ key: `transit:${row.id}`, payload: { transitId: row.id } })),
  );
  if (known.size + pending.length > QUEUED_MEMORY_LIMIT) known.clear();
  for (const row of pending) known.add(row.id);
  return true;
}

function sourceOf(row: TransitRow): TransitFactSource {
  return {
    transitingPlanet: row.transiting as PlanetName,
    natalPoint: row.natal as TransitFactSource["natalPoint"],
    aspect: row.aspect as TransitFactSource["aspect"],
    targetLongitudeDeg: row.targetLongitude,
    exactUtc: row.exactAt?.toISOString() ?? null,
    orbStartUtc: row.entersAt.toISOString(),
    orbEndUtc: row.leavesAt.toISOString(),
    applyingAtRangeStart: null,
    impact: row.impact as TransitFactSource["impact"],
    category: row.category as TransitFactSource["category"],
    minOrbDeg: row.minOrb,
  };
}

/** The API shape of a stored transit; `orb` is the orb now while it is active, else the closest it gets. */
function toTransit(row: TransitRow, nowMs: number, zone: string): Transit {
  const active = row.entersAt.getTime() <= nowMs && nowMs < row.leavesAt.getTime();
  const orb = active
    ? separation(positionAt(row.transiting as PlanetName, nowMs).lonDeg, row.targetLongitude)
    : row.minOrb;
  const category = row.category as Transit["category"];
  return {
    id: row.id,
    status: row.status as Transit["status"],
    date: row.entersAt.toISOString(),
    exactDate: row.exactAt?.toISOString() ?? null,
    endDate: row.leavesAt.toISOString(),
    transitingPlanet: { name: row.transiting },
    natalPlanet: { name: row.natal },
    aspectType: row.aspect,
    impact: row.impact as Transit["impact"],
    category,
    orb: Math.round(orb * 100) / 100,
    phase: transitPhaseAt(
      {
        exactUtc: (row.exactAt ?? row.entersAt).toISOString(),
        perfects: row.exactAt !== null,
        orbStartUtc: row.entersAt.toISOString(),
        orbEndUtc: row.leavesAt.toISOString(),
      },
      new Date(nowMs).toISOString(),
      zone,
    ).phase,
    description: row.status === "done" ? row.description : null,
    metadata: { category, retrograde: row.retrograde, pass: row.pass, passCount: row.passCount },
  };
}

function canClearCache(ctx: AppContext, user: UserRow): boolean {
  return isTransitCacheAdmin(user, ctx.config.roles);
}

/** The answers of the transit window kept per database handle (its write clock), ADR 028. */
const recentWindows = new WeakMap<object, RecentReads<TransitsResponse>>();
const WINDOW_MEMORY_BUDGET_BYTES = 16 * 1024 * 1024;

function windowAnswers(ctx: AppContext): RecentReads<TransitsResponse> {
  let answers = recentWindows.get(ctx.database);
  if (!answers) {
    answers = new RecentReads(ctx.config.sessionCacheMs, ctx.database.writes, WINDOW_MEMORY_BUDGET_BYTES);
    recentWindows.set(ctx.database, answers);
  }
  return answers;
}

/**
 * GET /api/transits: the window's transits, calculated on first sight, as the plan allows. One
 * settled answer per (user, chart version, window, plan) is kept and sent again as it is (its
 * JSON written once) until something is written or it is a moment old (platform/recent-reads.ts):
 * a forecast is read far more often than its transits or descriptions change.
 */
export async function listTransits(rc: UserContext, query: TransitsQuery): Promise<TransitsResponse> {
  const { app: ctx, user } = rc;
  const window = forecastWindow(ctx, user, query);
  const nowMs = ctx.now().getTime();
  const canClear = canClearCache(ctx, user);
  const key = [
    user.id,
    user.textsVersion,
    window.start.getTime(),
    window.end.getTime(),
    window.days,
    isPremium(user, ctx.now()),
    canClear,
  ].join("|");
  const answers = windowAnswers(ctx);
  const kept = answers.get(key, nowMs);
  if (kept) return kept;
  // Requests that arrive while the same answer is being built wait for it (RecentReads.shared).
  return answers.shared(key, nowMs, async () => {
    let stamp = answers.stamp();
    await ensureCalculated(ctx, user, window);
    const { shown, limits } = await visibleTransits(ctx, user, window);
    // Queuing the descriptions changes nothing the answer shows: past our own one statement, the
    // answer may still be kept (a description written later moves the clock again).
    stamp = answers.readsDone(stamp);
    if (await queueDescriptions(ctx, shown)) stamp = answers.afterOneWrite(stamp);
    return answers.keep(key, stamp, nowMs, {
      transits: shown.map((row) => toTransit(row, nowMs, zoneOf(user))),
      limits,
      range: { start: window.start.toISOString(), end: window.end.toISOString(), days: window.days },
      canClearCache: canClear,
    });
  });
}

/** POST /api/transits/generate: calculates the window (from `date`, default today) and reports what is new. */
export async function generateTransits(
  rc: UserContext,
  body: { date?: string | undefined; days?: number | undefined },
): Promise<GenerateTransitsResponse> {
  const { app: ctx, user } = rc;
  const zone = zoneOf(user);
  const date = body.date
    ? localDateOf(new Date(body.date.length === 10 ? `${body.date}T12:00:00Z` : body.date), zone)
    : undefined;
  const today = localDateOf(ctx.now(), zone);
  // A date of today (or none) means the range view from today; another date, that single day.
  const window = forecastWindow(
    ctx,
    user,
    date && date !== today ? { date } : { days: body.days ?? FREE_TRANSIT_DAYS },
  );
  // Generating always runs the engine over the whole window: its answer says what was new.
  const { found, inserted } = await calculateTransits(ctx, user, [window]);
  const { shown } = await visibleTransits(ctx, user, window);
  await queueDescriptions(ctx, shown);
  const nowMs = ctx.now().getTime();
  const list = shown.map((row) => toTransit(row, nowMs, zoneOf(user)));
  if (found === 0) return { cached: false, transits: [], message: TRANSIT_MESSAGES.noneFound };
  if (inserted === 0) return { cached: true, transits: list, message: TRANSIT_MESSAGES.cached };
  return { cached: false, transits: list, message: TRANSIT_MESSAGES.calculated(list.length) };
}

/** GET /api/transits/status/:id — only the owner's transits exist for them. */
export async function transitStatus(rc: UserContext, { id }: { id: number }) {
  const { app: ctx, user } = rc;
  const status = await transitStatusOf(ctx.db, user.id, id);
  if (!status) throw notFound(TRANSIT_MESSAGES.notFound);
  return { status: status as Transit["status"] };
}

/** DELETE /api/admin/clear-transit-cache/:userId — the one transit-cache admin only (docs/product.md §1.5, §7.4). */
export async function clearTransitCache(rc: UserContext, { userId }: { userId: number }) {
  const { app: ctx, user: actor } = rc;
  if (!canClearCache(ctx, actor)) throw forbidden("Only the transit cache admin can clear transit caches.");
  const target = await findUserById(ctx.db, userId);
  if (!target) throw notFound("User not found.");
  return auditedAction(ctx.db, actor, "transits.clear-cache", async (tx) => {
    const transitsDeleted = await deleteUserTransits(tx, userId);
    return {
      result: { message: TRANSIT_MESSAGES.cacheCleared },
      targetUserId: target.id,
      target: target.email,
      details: { transitsDeleted },
    };
  });
}

/**
 * The job: writes one transit's description (status processing → done). A transit deleted in the
 * meantime (chart changed, cache cleared) is simply skipped.
 */
export async function writeTransitDescription(rc: RequestContext, payload: unknown): Promise<void> {
  const { app: ctx } = rc;
  const transitId = (payload as { transitId?: unknown }).transitId;
  if (typeof transitId !== "number") throw new Error("transit-description job without a transitId");
  const claimed = await claimTransitForDescription(ctx.db, transitId);
  if (!claimed) return;
  const user = await findUserById(ctx.db, claimed.userId);
  if (!user) return;
  const chart = await loadChart(ctx, user);
  const referenceMs = Math.max(ctx.now().getTime(), claimed.entersAt.getTime());
  const facts = {
    transit: toTransitFact(sourceOf(claimed), referenceMs),
    natal: natalFacts(chart),
    timeZone: zoneOf(user),
  };
  const seed = `${user.id}|transit|${claimed.id}`;
  const { value } = await writeText(ctx, "transit-description", facts, "normal", seed);
  await saveTransitDescription(ctx.db, claimed.id, value.description);
}
