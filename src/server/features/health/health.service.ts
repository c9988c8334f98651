import type { RequestContext } from "#server/platform/request-context";

/** True when the database answers a trivial query. */
export async function checkHealth(rc: RequestContext): Promise<boolean> {
  try {
    await rc.app.database.ping();
    return true;
  } catch {
    return false;
  }
}
