import { DateTime } from "luxon";
import type { LandingExample } from "#contracts/landing";
import type { AppContext } from "#server/app-context";
import { skyOfDay } from "#server/charts/sky";
import type { RequestContext } from "#server/platform/request-context";
import { writeText } from "#server/platform/texts/read-text";
import type { Voice } from "#writing/index";

/**
 * The landing page's example quotes: what our writer says about the real sky of today and the next
 * days (the Moon's sign and phase, retrogrades, ingresses and stations), in both voices. Nothing is
 * invented for the page; the quotes change as the sky does. Written once per UTC day per process.
 */

const SOURCE = "Daily Dose of Zero";
/** Today roast, today normal, tomorrow roast, …: the variety a visitor sees among three. */
const ORDER: { dayOffset: number; voice: Voice }[] = [0, 1, 2].flatMap((dayOffset) => [
  { dayOffset, voice: "roast" as const },
  { dayOffset, voice: "normal" as const },
]);

export function createLandingExamples(ctx: AppContext) {
  let cached: { day: string; examples: Promise<LandingExample[]> } | null = null;

  async function write(today: DateTime): Promise<LandingExample[]> {
    const examples: LandingExample[] = [];
    for (const { dayOffset, voice } of ORDER) {
      const date = today.plus({ days: dayOffset }).toISODate() ?? "";
      const sky = skyOfDay(date, "UTC");
      const { value } = await writeText(ctx, "daily-dose", sky, voice, `landing|${date}`);
      examples.push({ quote: `${value.astroFact} ${value.callToAction}`, date, voice, source: SOURCE });
    }
    return examples;
  }

  /** GET /api/landing-examples?count=n */
  // The examples are the same for every visitor: the request context is taken for the one signature.
  return async function landingExamples(
    _rc: RequestContext,
    { count }: { count: number },
  ): Promise<LandingExample[]> {
    const today = DateTime.fromJSDate(ctx.now(), { zone: "utc" }).startOf("day");
    const day = today.toISODate() ?? "";
    if (cached?.day !== day) {
      const examples = write(today);
      cached = { day, examples };
      // A failed write is not kept: the next visitor tries again.
      examples.catch(() => {
        if (cached?.examples === examples) cached = null;
      });
    }
    return (await cached.examples).slice(0, count);
  };
}
