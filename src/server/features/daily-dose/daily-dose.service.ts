import { localDateOf } from "#astro/index";
import {
  DAILY_DOSE_LIMITS,
  DAILY_DOSE_MESSAGES,
  type DailyDoseResult,
  QUOTE_IMAGE_SIZE,
  type QuoteTemplate,
  type QuoteTheme,
} from "#contracts/daily-dose";
import type { AppContext } from "#server/app-context";
import type { UserRow } from "#server/db/schema";
import { renderForRequest } from "#server/platform/images/render-for-request";
import type { UserContext } from "#server/platform/request-context";
import { writeText } from "#server/platform/texts/read-text";
import { countPress, rememberDose } from "#server/repositories/daily-doses";
import { composeText, formatDateWithYear, passesGuard, weekdayOf } from "#writing/index";
import { doseFactsOfDay } from "./dose-facts.ts";

/**
 * Daily Dose of Zero: a true, blunt fact about the reader's sky today and a call to action, and
 * the story card of it. The fact is always computed (a model, when configured, may only word the
 * call to action), so it is true by construction.
 */

/** The dose is written in the brand's blunt voice; the page has no voice switch. */
const VOICE = "roast" as const;

const zoneOf = (user: UserRow) => user.timezone ?? "UTC";

/**
 * Counts this press and returns its number with the previous dose. One atomic upsert, so two
 * presses at once get different numbers (and seeds).
 */
async function claimPress(ctx: AppContext, userId: number) {
  return countPress(ctx.db, userId);
}

/** A fresh dose for today; never the fact or the call to action of the reader's previous one. */
export async function generateDailyDose(rc: UserContext): Promise<DailyDoseResult> {
  const { app: ctx, user } = rc;
  const now = ctx.now();
  const zone = zoneOf(user);
  const facts = doseFactsOfDay(localDateOf(now, zone), zone);
  const press = await claimPress(ctx, user.id);
  const avoid =
    press.astroFact !== null && press.callToAction !== null
      ? { astroFact: press.astroFact, callToAction: press.callToAction }
      : undefined;
  const seed = `${user.id}|${press.presses}`;
  // The model sees the sky, not the last dose; the composer steers clear of it.
  const request = { ...facts, avoid };
  const composed = composeText("daily-dose", request, VOICE, seed);
  const { value } = await writeText(ctx, "daily-dose", request, VOICE, seed);
  const modelCta = value.callToAction.trim();
  // The model's line must fit the card, differ from the last one and pass the guard list like ours.
  const callToAction =
    modelCta.length <= DAILY_DOSE_LIMITS.callToActionMaxChars &&
    modelCta !== avoid?.callToAction &&
    passesGuard(modelCta)
      ? modelCta
      : composed.callToAction;
  const dose = { astroFact: composed.astroFact, callToAction, basis: composed.basis };
  // Remembered unless a later press already claimed its number (then that one is the previous).
  await rememberDose(ctx.db, user.id, press.presses, dose, now);
  return dose;
}

export interface QuoteImage {
  png: Buffer;
  /** Strong: a hash of the bytes. */
  etag: string;
}

/** The 9:16 card of a dose, dated with the reader's local today. */
export async function renderQuoteImage(
  rc: UserContext,
  query: { astroFact: string; callToAction: string; template: QuoteTemplate; theme: QuoteTheme },
): Promise<QuoteImage> {
  const { app: ctx, user } = rc;
  const now = ctx.now();
  const today = localDateOf(now, zoneOf(user));
  const props = {
    astroFact: query.astroFact,
    callToAction: query.callToAction,
    dateLabel: `${weekdayOf(today)}, ${formatDateWithYear(today)}`,
  };
  const card = await renderForRequest(
    ctx.images,
    { template: query.template, props },
    { ...QUOTE_IMAGE_SIZE, theme: query.theme },
    DAILY_DOSE_MESSAGES.busy,
  );
  return { png: card.png, etag: `"${card.sha256.slice(0, 32)}"` };
}
