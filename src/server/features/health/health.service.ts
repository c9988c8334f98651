import type { AppContext } from "#server/app-context";
import type { RequestContext } from "#server/platform/request-context";

/**
 * Checks in flight, per database: under load many health requests arrive while one `select 1` is
 * on its way, and they all get its answer instead of queueing one query each for the pool (or
 * PGlite's one connection). Each answer still comes from a query that had not finished when the
 * request arrived.
 */
const inFlight = new WeakMap<AppContext["database"], Promise<boolean>>();

/** True when the database answers a trivial query. */
export function checkHealth(rc: RequestContext): Promise<boolean> {
  const { database } = rc.app;
  const running = inFlight.get(database);
  if (running) return running;
  const check = database
    .ping()
    .then(
      () => true,
      () => false,
    )
    .finally(() => inFlight.delete(database));
  inFlight.set(database, check);
  return check;
}
