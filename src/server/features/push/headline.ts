import type { AppContext } from "#server/app-context";
import { natalFacts } from "#server/charts/chart-facts";
import { hasBirthData, loadChart } from "#server/charts/chart-store";
import { skyOfDay, transitsOfDay } from "#server/charts/sky";
import type { UserRow } from "#server/db/schema";
import { storedTextsBetween } from "#server/platform/texts/text-store";
import { composeDailyHoroscope } from "#writing/compose/daily-horoscope";

/**
 * The one place the "Today: <headline>" push takes its headline from (a small adapter, so the
 * day's brief of src/writing can replace it without touching the sender): the first sentence of
 * the horoscope the user was shown today, in the voice they read; when they have not opened Today
 * yet, the first sentence the built-in composer writes from the same day's facts.
 */

const MAX_HEADLINE = 110;
const GENERIC = "your day's reading is ready.";

export function firstSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  const match = /^.+?[.!?](?=\s|$)/.exec(trimmed);
  const sentence = match ? match[0] : trimmed;
  if (sentence.length <= MAX_HEADLINE) return sentence;
  // Cut at a word boundary: a notification shows two lines at most.
  const cut = sentence.slice(0, MAX_HEADLINE - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 40)).replace(/[\s,;:]+$/, "")}…`;
}

export async function todayHeadline(ctx: AppContext, user: UserRow, date: string): Promise<string> {
  const stored = await storedTextsBetween<{ content?: unknown }>(ctx, user.id, "horoscope", date, date);
  const voice = user.defaultRoast ? "roast" : "normal";
  const shown = stored.find((row) => row.mode === voice) ?? stored.find((row) => row.mode === "normal");
  if (typeof shown?.content.content === "string" && shown.content.content.trim()) {
    return firstSentence(shown.content.content);
  }
  if (!hasBirthData(user)) return GENERIC;
  const chart = await loadChart(ctx, user);
  const zone = user.timezone ?? "UTC";
  const facts = {
    natal: natalFacts(chart),
    transits: transitsOfDay(chart, date, zone),
    sky: skyOfDay(date, zone),
  };
  // The same seed as Today's, so the words match what the reader will open (built-in writer).
  return firstSentence(composeDailyHoroscope(facts, "normal", `${user.id}|${date}`).content);
}
