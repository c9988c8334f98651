import type { AppContext } from "#server/app-context";

/** True when the database answers a trivial query. */
export async function checkHealth(ctx: AppContext): Promise<boolean> {
  try {
    await ctx.database.ping();
    return true;
  } catch {
    return false;
  }
}
