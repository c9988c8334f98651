import {
  computeChartWithUnknownTime,
  computeNatalChartFromLocal,
  type HouseSystem,
  type NatalChart,
  type NodeType,
} from "#astro/index";
import type { AppContext } from "#server/app-context";
import type { Db } from "#server/db/client";
import type { UserRow } from "#server/db/schema";
import { badRequest, conflict, HttpError, notFound, unauthorized } from "#server/errors";
import { deleteUserTexts } from "#server/platform/texts/text-store";
import { deleteChart, findChart, saveChart } from "#server/repositories/birth-charts";
import { deleteUserTransits } from "#server/repositories/transits";
import { lockUserById, type UserChanges, updateUser } from "#server/repositories/users";

/**
 * The chart core every feature reads: casting a chart from stored birth data, loading it, and
 * changing birth data — which is the one moment everything derived from the old chart (texts,
 * transits) must go, in the same transaction as the change, so no process can serve a text of a
 * chart that no longer exists.
 */

const NO_BIRTH_DATA_MESSAGE =
  "No birth chart yet. Enter your birth date, time and place on the Birth Chart page to create it.";

/**
 * The user columns a chart is cast from: the birth data and the chart settings (house system and
 * North Node, issue 31), since a reading that mentions houses must use the user's system.
 */
export type BirthFields = Pick<
  UserRow,
  | "birthDate"
  | "birthTime"
  | "birthTimeKnown"
  | "birthPlace"
  | "birthLatitude"
  | "birthLongitude"
  | "birthTimezone"
  | "houseSystem"
  | "nodeType"
>;

/** The fields that change the chart (the place name alone does not). */
const CHART_FIELDS = [
  "birthDate",
  "birthTime",
  "birthTimeKnown",
  "birthLatitude",
  "birthLongitude",
  "birthTimezone",
  "houseSystem",
  "nodeType",
] as const satisfies readonly (keyof BirthFields)[];

/** Birth data complete enough to cast a chart. */
export function hasBirthData(user: BirthFields): boolean {
  return (
    !!user.birthDate &&
    (!!user.birthTime || !user.birthTimeKnown) &&
    user.birthLatitude !== null &&
    user.birthLongitude !== null &&
    !!user.birthTimezone
  );
}

export interface BirthMoment {
  date: string;
  time: string | null;
  timeKnown: boolean;
  zone: string;
  latDeg: number;
  lonDeg: number;
  /** Default Placidus and the true node (a partner's chart in compatibility has no settings). */
  houseSystem?: HouseSystem;
  nodeType?: NodeType;
}

/** Casts the chart of a birth; the engine's range errors become 400 with its message. */
export function castChart(birth: BirthMoment): NatalChart {
  const nodeType = birth.nodeType ?? "true";
  try {
    if (!birth.timeKnown || !birth.time) {
      return computeChartWithUnknownTime({
        date: birth.date,
        zone: birth.zone,
        latDeg: birth.latDeg,
        lonDeg: birth.lonDeg,
        nodeType,
      });
    }
    return computeNatalChartFromLocal({
      date: birth.date,
      time: birth.time,
      zone: birth.zone,
      latDeg: birth.latDeg,
      lonDeg: birth.lonDeg,
      houseSystem: birth.houseSystem ?? "Placidus",
      nodeType,
    });
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) throw badRequest(error.message);
    throw error;
  }
}

/** The birth moment of complete birth data (check `hasBirthData` first). */
const birthOf = (user: BirthFields): BirthMoment => ({
  date: user.birthDate as string,
  time: user.birthTime,
  timeKnown: user.birthTimeKnown,
  zone: user.birthTimezone as string,
  latDeg: user.birthLatitude as number,
  lonDeg: user.birthLongitude as number,
  houseSystem: user.houseSystem,
  nodeType: user.nodeType,
});

/**
 * Changes a user's birth data inside `tx` (with any other columns in `alongside`), and keeps the
 * chart in step: a change to a chart field casts and stores the new chart (or drops it when the
 * data is no longer complete) and forgets every text and transit of the old one. The chart is cast
 * before anything is written, so impossible data changes nothing.
 */
export async function writeBirthData(
  tx: Db,
  userId: number,
  fields: Partial<BirthFields>,
  now: Date,
  alongside: UserChanges = {},
): Promise<{ user: UserRow; chart: NatalChart | null }> {
  const current = await lockUserById(tx, userId);
  if (!current) throw unauthorized();
  const next: UserRow = { ...current, ...fields };
  const chartChanged = CHART_FIELDS.some((field) => next[field] !== current[field]);
  const chart = hasBirthData(next) && chartChanged ? castChart(birthOf(next)) : null;
  const row = await updateUser(tx, userId, { ...alongside, ...fields });
  if (!row) throw unauthorized();
  if (!chartChanged) return { user: row, chart: null };
  if (chart) await saveChart(tx, userId, chart, now);
  else await deleteChart(tx, userId);
  await forgetChartDerivedData(tx, userId);
  return { user: row, chart };
}

/**
 * Everything computed from the old chart: its texts, its transits and the record of which stretches
 * of time those transits cover (all recalculated on demand).
 */
async function forgetChartDerivedData(db: Db, userId: number): Promise<void> {
  await deleteUserTexts({ db }, userId);
  await deleteUserTransits(db, userId);
}

/**
 * Whether a stored chart is the one the user's data and settings give today. A chart stored before
 * the engine computed the points (nodes, Chiron, Lilith, Part of Fortune) has none and is cast
 * again; so is one whose house system or node no longer matches the settings (the settings change
 * recasts it in the same transaction, so this only catches rows written before the settings existed).
 */
function isCurrentChart(chart: NatalChart, user: BirthFields): boolean {
  if (chart.points === undefined || chart.pointAspects === undefined) return false;
  if ((chart.nodeType ?? "true") !== user.nodeType) return false;
  return !chart.timeKnown || chart.requestedHouseSystem === user.houseSystem;
}

/** The stored chart, cast now if the birth data exists but no current chart was stored yet. */
export async function loadChart(ctx: AppContext, user: UserRow): Promise<NatalChart> {
  const stored = (await findChart(ctx.db, user.id)) as NatalChart | undefined;
  if (stored && isCurrentChart(stored, user)) return stored;
  if (!hasBirthData(user)) throw notFound(NO_BIRTH_DATA_MESSAGE);
  return recomputeChart(ctx, user);
}

/**
 * The chart for a feature that reads it (horoscope, transits, oracle, …): without birth data that
 * is 409 `no_birth_chart` with the feature's own message, which its page turns into "complete your
 * birth chart".
 */
export async function chartOrConflict(ctx: AppContext, user: UserRow, message: string): Promise<NatalChart> {
  try {
    return await loadChart(ctx, user);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      throw conflict(message, { code: "no_birth_chart" });
    throw error;
  }
}

/** Casts the chart again from the stored birth data and stores it. */
export async function recomputeChart(ctx: AppContext, user: UserRow): Promise<NatalChart> {
  if (!hasBirthData(user)) throw notFound(NO_BIRTH_DATA_MESSAGE);
  const chart = castChart(birthOf(user));
  await saveChart(ctx.db, user.id, chart, ctx.now());
  return chart;
}
