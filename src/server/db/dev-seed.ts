import { eq } from "drizzle-orm";
import type { Config } from "#server/config";
import type { Database } from "./client.ts";
import { testimonials } from "./schema.ts";

/**
 * Development samples (`npm run seed`): a few testimonials so the landing page's section can be
 * seen before any member has written one. Each is marked as a sample in the database and on the
 * page, is never served in production, and the seed refuses to run there at all — presenting
 * invented reviews as customers' would be a fake review under EU consumer law.
 */

export class SeedRefusedError extends Error {}

const SAMPLES = [
  {
    rating: 5,
    quote:
      "Development sample: my horoscope named the exact transit it was talking about, and the roast mode was rude in the most useful way.",
  },
  {
    rating: 4,
    quote:
      "Development sample: the birth chart wheel finally made my rising sign make sense. I would like the daily to-do list to be a little less smug.",
  },
  {
    rating: 5,
    quote:
      "Development sample: the transit radar told me Mercury was about to go retrograde before my group chat did.",
  },
];

/** Throws unless this is a development or test configuration. */
export function refuseInProduction(config: Config): void {
  if (config.nodeEnv === "production") {
    throw new SeedRefusedError(
      "Refusing to seed with NODE_ENV=production: sample reviews are for development only; published reviews must be real.",
    );
  }
}

/** Replaces the samples (run it twice, get them once) and returns how many there are. */
export async function seedDevelopmentSamples(
  db: Database,
  config: Config,
  now = new Date(),
): Promise<number> {
  refuseInProduction(config);
  await db.transaction(async (tx) => {
    await tx.delete(testimonials).where(eq(testimonials.isSample, true));
    await tx.insert(testimonials).values(
      SAMPLES.map((sample, index) => ({
        userId: null,
        author: `Sample reviewer ${index + 1}`,
        quote: sample.quote,
        rating: sample.rating,
        consentAt: now,
        status: "approved" as const,
        isSample: true,
        createdAt: now,
        reviewedAt: new Date(now.getTime() - index * 60_000),
      })),
    );
  });
  return SAMPLES.length;
}
