import type { AppContext } from "#server/app-context";

/**
 * Checks in flight, per database: under load many health requests arrive while one `select 1` is
 * on its way, and they all get its answer instead of queueing one query each for the pool (or
 * PGlite's one connection). Each answer still comes from a query that had not finished when the
 * request arrived.
 */
const inFlight = new WeakMap<AppContext["database"], Promise<boolean>>();

/** True when the database answers a trivial query. */
export function checkHealth(ctx: AppContext): Promise<boolean> {
  const running = inFlight.get(ctx.database);
  if (running) return running;
  const check = ctx.database
    .ping()
    .then(
      () => true,
      () => false,
    )
    .finally(() => inFlight.delete(ctx.database));
  inFlight.set(ctx.database, check);
  return check;
}
