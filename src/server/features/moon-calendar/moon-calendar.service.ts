import { findLunarPhases, houseOfLongitude, localDateOf, localToUniversal } from "#astro/index";
import { MOON_CALENDAR_MESSAGES, type MoonCalendar } from "#contracts/moon-calendar";
import { chartOrConflict } from "#server/charts/chart-store";
import { zoneOf } from "#server/charts/day-texts";
import type { UserContext } from "#server/platform/request-context";
import { readText, voiceOf } from "#server/platform/texts/read-text";

/** "YYYY-MM" of the month after `month`. */
function nextMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 7);
}

/** The instant a local month begins in `zone`. */
const monthStart = (month: string, zone: string) =>
  new Date(localToUniversal(`${month}-01`, "00:00", zone).utc);

/**
 * GET /api/moon-calendar: the Moon's four main phases in the user's local month and the next, each
 * with the sign and natal house the Moon is in and a note written once per user, phase and voice.
 */
export async function moonCalendar(
  rc: UserContext,
  { month, roastMode }: { month?: string; roastMode: boolean },
): Promise<MoonCalendar> {
  const { app: ctx, user } = rc;
  // Refuse the roast voice before any work, as every text of the page is in one voice.
  voiceOf(rc, roastMode);
  const chart = await chartOrConflict(ctx, user, MOON_CALENDAR_MESSAGES.noBirthData);
  const zone = zoneOf(user);
  const first = month ?? localDateOf(ctx.now(), zone).slice(0, 7);
  const second = nextMonth(first);
  const months = [first, second].map(async (m) => {
    const phases = findLunarPhases(monthStart(m, zone), monthStart(nextMonth(m), zone));
    return {
      month: m,
      phases: await Promise.all(
        phases.map(async ({ phase, utc, moonLonDeg, moonSign }) => {
          const house = chart.houses ? houseOfLongitude(moonLonDeg, chart.houses) : null;
          const { note } = await readText(rc, "moon-phase-note", {
            // The exact instant names the phase for good; a new chart starts a new set of texts.
            key: utc,
            roastMode,
            seed: `${user.id}|moon-phase|${utc}`,
            facts: () => ({ phase, sign: moonSign, house }),
          });
          return { phase, utc, sign: moonSign, house, note };
        }),
      ),
    };
  });
  return { timeZone: zone, months: await Promise.all(months) };
}
