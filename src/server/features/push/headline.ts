import type { AppContext } from "#server/app-context";
import { hasBirthData } from "#server/charts/chart-store";
import { dayFacts } from "#server/charts/day-texts";
import type { UserRow } from "#server/db/schema";
import { storedTextsBetween } from "#server/platform/texts/text-store";
import { TEXT_KINDS, todayBrief } from "#writing/index";

/**
 * The one place the "Today: <headline>" push takes its headline from: Today's headline stored with
 * the reading the user was shown today, in the voice they read (or the reading's first sentence
 * for one stored before headlines existed); when they have not opened Today yet, the headline
 * todayBrief writes from the same day's facts and seed.
 */

const MAX_HEADLINE = 110;
const GENERIC = "your day's reading is ready.";

function firstSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  const match = /^.+?[.!?](?=\s|$)/.exec(trimmed);
  const sentence = match ? match[0] : trimmed;
  if (sentence.length <= MAX_HEADLINE) return sentence;
  // Cut at a word boundary: a notification shows two lines at most.
  const cut = sentence.slice(0, MAX_HEADLINE - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 40)).replace(/[\s,;:]+$/, "")}…`;
}

export async function todayHeadline(ctx: AppContext, user: UserRow, date: string): Promise<string> {
  const stored = await storedTextsBetween<{ content?: unknown; brief?: { headline?: unknown } }>(
    ctx,
    user.id,
    TEXT_KINDS["daily-horoscope"].stored,
    date,
    date,
  );
  const voice = user.defaultRoast ? "roast" : "normal";
  const shown = stored.find((row) => row.mode === voice) ?? stored.find((row) => row.mode === "normal");
  // Today's own headline (ADR 037) when the stored reading has one.
  if (typeof shown?.content.brief?.headline === "string") return shown.content.brief.headline;
  if (typeof shown?.content.content === "string" && shown.content.content.trim()) {
    return firstSentence(shown.content.content);
  }
  if (!hasBirthData(user)) return GENERIC;
  const facts = await dayFacts(ctx, user, date, GENERIC);
  // The same seed as Today's, so the words match what the reader will open (built-in writer).
  return todayBrief(facts, "normal", `${user.id}|${date}`).headline;
}
