import { compatibilityScores, findSynastryAspects } from "#astro/index";
import {
  COMPATIBILITY_MESSAGES,
  type CompatibilityPayload,
  type CompatibilityResult,
  compatibilityRequestSchema,
  compatibilityResultSchema,
  FREE_SAVED_PEOPLE,
  type LastCompatibility,
  type SavedPeopleResponse,
  type SavedPerson,
  type SavedPersonInput,
} from "#contracts/compatibility";
import { bigThreeOf } from "#server/charts/chart-facts";
import { castChart, chartOrConflict } from "#server/charts/chart-store";
import { signLabel } from "#server/charts/chart-view";
import type { SavedPersonRow, UserRow } from "#server/db/schema";
import { badRequest, forbidden, notFound, unauthorized } from "#server/errors";
import { isPremium } from "#server/platform/policy";
import type { UserContext } from "#server/platform/request-context";
import { voiceOf, writeText } from "#server/platform/texts/read-text";
import {
  deleteSavedPerson,
  findLastCompatibility,
  insertSavedPerson,
  listSavedPeople,
  type SavedPersonFields,
  saveLastCompatibility,
  updateSavedPerson,
} from "#server/repositories/saved-people";
import { lockUserById } from "#server/repositories/users";
import type { BigThree, SynastryFacts } from "#writing/index";

/** Compatibility (docs/product.md §11.1): the partner's chart against the user's, scored and described. */

export const COMPATIBILITY_RATE_MESSAGE =
  "That is a lot of compatibility reports for one hour. Take a breath and try again later.";

function chartView(three: BigThree): CompatibilityResult["userChart"] {
  return {
    sun: { sign: signLabel(three.sun) },
    moon: { sign: signLabel(three.moon) },
    ascendant: three.rising ? { sign: signLabel(three.rising) } : null,
  };
}

/** A birth date after today anywhere on Earth (UTC+14) is refused, as the form refuses it. */
function refuseFutureBirth(now: Date, birthDate: string) {
  const todayLatest = new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
  if (birthDate > todayLatest) throw badRequest("Birth date cannot be in the future", { field: "birthDate" });
}

export async function calculateCompatibility(
  rc: UserContext,
  input: CompatibilityPayload,
): Promise<CompatibilityResult> {
  const { app: ctx, user } = rc;
  refuseFutureBirth(ctx.now(), input.birthDate);
  const userChart = await chartOrConflict(ctx, user, COMPATIBILITY_MESSAGES.noBirthData);
  const timeKnown = input.birthTimeKnown;
  const partnerChart = castChart({
    date: input.birthDate,
    // An unknown time is the user's own unknown time: a noon chart without houses.
    time: timeKnown ? input.birthTime : null,
    timeKnown,
    zone: input.timezone,
    latDeg: input.birthLatitude,
    lonDeg: input.birthLongitude,
  });

  const aspects = findSynastryAspects(userChart, partnerChart);
  const scores = compatibilityScores(userChart, partnerChart, aspects);
  const facts: SynastryFacts = {
    aspects: aspects.map((a) => ({ a: a.pointA, b: a.pointB, type: a.aspect, orbDeg: a.orbDeg })),
    scores,
    userBigThree: bigThreeOf(userChart),
    partnerBigThree: bigThreeOf(partnerChart),
    partnerName: input.partnerName,
  };
  const seed = `${user.id}|compat|${input.partnerName}|${input.birthDate}|${timeKnown ? input.birthTime : "unknown"}`;
  // A premium route, so the roast check always passes here.
  const { value } = await writeText(ctx, "compatibility", facts, voiceOf(rc, input.roastMode), seed);
  const result: CompatibilityResult = {
    partnerName: input.partnerName,
    partnerTimeKnown: timeKnown,
    overall: scores.overall,
    userChart: chartView(facts.userBigThree),
    partnerChart: chartView(facts.partnerBigThree),
    romantic: value.romantic,
    sexual: value.sexual,
    friendship: value.friendship,
    work: value.work,
    basis: value.basis,
  };
  // Kept so that coming back to the page shows it again (issue 29), with the request that made it.
  const request: CompatibilityPayload = { ...input, birthTime: timeKnown ? input.birthTime : "" };
  await saveLastCompatibility(
    ctx.db,
    { userId: user.id, request, result, textsVersion: user.textsVersion },
    ctx.now(),
  );
  return result;
}

/**
 * The user's last result, or null when there is none or it was computed from birth data of theirs
 * that has changed since (their chart is another one now), or it no longer reads as a result.
 */
export async function lastCompatibility(rc: UserContext): Promise<LastCompatibility> {
  const row = await findLastCompatibility(rc.app.db, rc.user.id);
  if (!row || row.textsVersion !== rc.user.textsVersion) return { last: null };
  const request = compatibilityRequestSchema.safeParse(row.request);
  const result = compatibilityResultSchema.safeParse(row.result);
  if (!request.success || !result.success) return { last: null };
  return { last: { request: request.data, result: result.data } };
}

/** How many people this account may keep; null for no limit. */
function savedLimitOf(user: UserRow, now: Date): number | null {
  return isPremium(user, now) ? null : FREE_SAVED_PEOPLE;
}

function toSavedPerson(row: SavedPersonRow): SavedPerson {
  return {
    id: row.id,
    partnerName: row.name,
    birthDate: row.birthDate,
    birthTime: row.birthTime ?? "",
    birthTimeKnown: row.birthTime !== null,
    birthPlace: row.birthPlace,
    birthLatitude: row.birthLatitude,
    birthLongitude: row.birthLongitude,
    timezone: row.birthTimezone,
  };
}

function fieldsOf(input: SavedPersonInput): SavedPersonFields {
  return {
    name: input.partnerName,
    birthDate: input.birthDate,
    birthTime: input.birthTimeKnown ? input.birthTime : null,
    birthPlace: input.birthPlace,
    birthLatitude: input.birthLatitude,
    birthLongitude: input.birthLongitude,
    birthTimezone: input.timezone,
  };
}

export async function savedPeopleOf(rc: UserContext): Promise<SavedPeopleResponse> {
  const rows = await listSavedPeople(rc.app.db, rc.user.id);
  return { people: rows.map(toSavedPerson), limit: savedLimitOf(rc.user, rc.app.now()) };
}

/**
 * Keeps a person. Under a lock on the user row the count is exact, so a free account never passes
 * its limit however many saves race; the person takes the lowest free slot, and the unique
 * (user, slot) index is the database's own guard should two saves ever meet (ADR 041).
 */
export async function savePerson(rc: UserContext, input: SavedPersonInput): Promise<SavedPerson> {
  const { app: ctx } = rc;
  const now = ctx.now();
  refuseFutureBirth(now, input.birthDate);
  const row = await ctx.db.transaction(async (tx) => {
    const user = await lockUserById(tx, rc.user.id);
    if (!user) throw unauthorized();
    const people = await listSavedPeople(tx, user.id);
    const limit = savedLimitOf(user, now);
    if (limit !== null && people.length >= limit)
      throw forbidden(COMPATIBILITY_MESSAGES.savedLimit, { code: "premium_required" });
    const taken = new Set(people.map((person) => person.slot));
    let slot = 1;
    while (taken.has(slot)) slot += 1;
    return insertSavedPerson(tx, user.id, slot, fieldsOf(input), now);
  });
  return toSavedPerson(row);
}

export async function editPerson(
  rc: UserContext,
  input: SavedPersonInput & { id: number },
): Promise<SavedPerson> {
  const { app: ctx } = rc;
  refuseFutureBirth(ctx.now(), input.birthDate);
  const row = await updateSavedPerson(ctx.db, rc.user.id, input.id, fieldsOf(input), ctx.now());
  if (!row) throw notFound(COMPATIBILITY_MESSAGES.personNotFound);
  return toSavedPerson(row);
}

export async function forgetPerson(rc: UserContext, input: { id: number }): Promise<{ message: string }> {
  const removed = await deleteSavedPerson(rc.app.db, rc.user.id, input.id);
  if (!removed) throw notFound(COMPATIBILITY_MESSAGES.personNotFound);
  return { message: "Deleted" };
}
