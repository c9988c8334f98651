import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { API_PREFIX, type Endpoint } from "#contracts/endpoints";
import { RATE_LIMITS, type RouteRateLimit } from "./rate-limit.ts";

interface ServedSchema<Query, Params, Body, Response> {
  summary: string;
  querystring: Query;
  params: Params;
  body: Body;
  response: Response;
}

/**
 * What a route adds to its endpoint's declaration (src/contracts/endpoints.ts): the sentences its
 * refusals say, its summary and schemas (from the feature's contract module), and its handler,
 * whose request and answer the zod type provider types from those schemas.
 */
interface ServedRoute<
  Query extends ZodType | undefined,
  Params extends ZodType | undefined,
  Body extends ZodType | undefined,
  Response extends Record<number, ZodType> | undefined,
> {
  /** The OpenAPI operation's summary. */
  summary: string;
  /** What a free member is told (403) on a premium route. */
  premiumMessage?: string;
  /** What a caller over one of the endpoint's rate limits reads. */
  rateLimitMessage?: string;
  querystring?: Query;
  params?: Params;
  body?: Body;
  /**
   * What the route answers itself, by status (`{ 200: okSchema }`), and an error's own fields where
   * it has any (sign-in's 403 `requiresVerification`). The error statuses are not listed here: the
   * app documents them from the endpoint's access level, rate limits and codes when the route is
   * added (platform/route-errors.ts), and the error handler answers them whatever the schemas say.
   */
  response?: Response;
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    unknown,
    ServedSchema<Query, Params, Body, Response>,
    ZodTypeProvider
  >;
}

/**
 * Adds an endpoint's route: its method, URL (under the /api prefix the app registers the features
 * with) and config (access, codes, rate limits) from the endpoint, the rest from `route`.
 */
export function serve<
  Query extends ZodType | undefined = undefined,
  Params extends ZodType | undefined = undefined,
  Body extends ZodType | undefined = undefined,
  Response extends Record<number, ZodType> | undefined = undefined,
>(app: FastifyInstance, endpoint: Endpoint, route: ServedRoute<Query, Params, Body, Response>): void {
  const { handler, premiumMessage, rateLimitMessage, ...schema } = route;
  const rateLimit: RouteRateLimit[] = (endpoint.rateLimit ?? []).map(({ rule, by }) => ({
    rule: RATE_LIMITS[rule],
    by,
    ...(rateLimitMessage ? { message: rateLimitMessage } : {}),
  }));
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path.slice(API_PREFIX.length),
    config: {
      access: endpoint.access,
      ...(endpoint.errors ? { errors: endpoint.errors } : {}),
      ...(rateLimit.length > 0 ? { rateLimit } : {}),
      ...(premiumMessage ? { premiumMessage } : {}),
    },
    // The schemas a route leaves out stay absent rather than `undefined`; the handler is typed
    // from those it gives.
    schema: schema as ServedSchema<Query, Params, Body, Response>,
    handler,
  });
}
