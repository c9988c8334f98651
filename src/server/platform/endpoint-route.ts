import { API_PREFIX, type Endpoint } from "#contracts/endpoints";
import { RATE_LIMITS, type RouteRateLimit } from "./rate-limit.ts";

/** What a route adds to its endpoint's declaration: the sentences its refusals say. */
export interface RouteMessages {
  /** What a free member is told (403) on a premium route. */
  premiumMessage?: string;
  /** What a caller over one of the endpoint's rate limits reads. */
  rateLimitMessage?: string;
}

/**
 * A route's method, URL (under the /api prefix the app registers the features with) and config,
 * from its endpoint (src/contracts/endpoints.ts): `r.route({ ...routeOf(endpoint), schema, handler })`.
 */
export function routeOf<E extends Endpoint>(endpoint: E, messages: RouteMessages = {}) {
  const rateLimit: RouteRateLimit[] = (endpoint.rateLimit ?? []).map(({ rule, by }) => ({
    rule: RATE_LIMITS[rule],
    by,
    ...(messages.rateLimitMessage ? { message: messages.rateLimitMessage } : {}),
  }));
  return {
    method: endpoint.method,
    url: endpoint.path.slice(API_PREFIX.length),
    config: {
      access: endpoint.access,
      ...(endpoint.errors ? { errors: endpoint.errors } : {}),
      ...(rateLimit.length > 0 ? { rateLimit } : {}),
      ...(messages.premiumMessage ? { premiumMessage: messages.premiumMessage } : {}),
    },
  };
}
