import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { API_DOCS_PATH, API_PREFIX } from "#contracts/endpoints";
import { defaultErrorCode, ERROR_MESSAGES, type ErrorCode } from "#contracts/errors";
import type { AppContext } from "./app-context.ts";
import { createDayFactsPool } from "./charts/day-facts-pool.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { databaseError, isRefusedValue } from "./db/errors.ts";
import type { UserRow } from "./db/schema.ts";
import { HttpError } from "./errors.ts";
import { accountRoutes } from "./features/accounts/accounts.routes.ts";
import { adminRoutes } from "./features/admin/admin.routes.ts";
import { birthChartRoutes } from "./features/birth-chart/birth-chart.routes.ts";
import { calendarRoutes } from "./features/calendar/calendar.routes.ts";
import { compatibilityRoutes } from "./features/compatibility/compatibility.routes.ts";
import { dailyDoseRoutes } from "./features/daily-dose/daily-dose.routes.ts";
import { devMailRoutes } from "./features/dev-mail/dev-mail.routes.ts";
import { digestRoutes } from "./features/digest/digest.routes.ts";
import { geocodeRoutes } from "./features/geocode/geocode.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { insightRoutes } from "./features/insights/insights.routes.ts";
import { landingRoutes } from "./features/landing/landing.routes.ts";
import { moonCalendarRoutes } from "./features/moon-calendar/moon-calendar.routes.ts";
import { pushRoutes } from "./features/push/push.routes.ts";
import { siteRoutes } from "./features/site/site.routes.ts";
import { subscriptionRoutes } from "./features/subscription/subscription.routes.ts";
import { testimonialRoutes } from "./features/testimonials/testimonials.routes.ts";
import { todayRoutes } from "./features/today/today.routes.ts";
import { transitRoutes } from "./features/transits/transits.routes.ts";
import { visualsRoutes } from "./features/visuals/visuals.routes.ts";
import { ACCESS_LEVELS, type Access, type RouteAccessEntry } from "./platform/access.ts";
import { loadOrCreateSecret } from "./platform/auth/secret.ts";
import { sessionHook, syncSignedInHint } from "./platform/auth/session-hook.ts";
import { csrfHook } from "./platform/csrf.ts";
import { createGeocoder } from "./platform/geocoder/geocoder.ts";
import { type GracefulShutdown, installGracefulShutdown } from "./platform/graceful-shutdown.ts";
import { createImageRenderer } from "./platform/images/image-renderer.ts";
import { inputGuardHook } from "./platform/input-guard.ts";
import { createJobQueue } from "./platform/jobs/job-queue.ts";
import { createWriter, type Writer } from "./platform/llm.ts";
import { createMailer, type Mailer } from "./platform/mailer.ts";
import { openApiDocument, operationIds, operationSecurity } from "./platform/openapi.ts";
import { createPayments } from "./platform/payments/payments.ts";
import { loadWebPages, sendPage } from "./platform/prerendered-pages.ts";
import { createPushSender, loadOrCreateVapidKeys } from "./platform/push.ts";
import { type RouteRateLimit, rateLimitHook, routeRateLimits } from "./platform/rate-limit.ts";
import { errorSerializer, redactUrl } from "./platform/redact.ts";
import type { RequestContext } from "./platform/request-context.ts";
import { applyConfiguredRoles } from "./platform/roles.ts";
import { noteUndeclaredAnswer, routeErrorCodes, withErrorResponses } from "./platform/route-errors.ts";
import { helmetHeaders, securityHeadersHook } from "./platform/security-headers.ts";
import { compressSettledOnce, serializingSettledOnce } from "./platform/settled.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** What a free member is told (403) on a premium route; a general sentence by default. */
    premiumMessage?: string;
    /** Counted by one hook before the handler (platform/rate-limit.ts); several are counted in order. */
    rateLimit?: RouteRateLimit | readonly RouteRateLimit[];
    /**
     * The codes the route's own rules answer; the ones of its access level, rate limit, validation
     * and the CSRF check are added for it. The OpenAPI document lists them per status.
     */
    errors?: readonly ErrorCode[];
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionIdHash: string | null;
    /** Built on first use, after the session is known (requestContext in platform/request-context.ts). */
    rc: RequestContext | null;
  }
  interface FastifyInstance {
    routeAccess: RouteAccessEntry[];
    /** The app's configuration, database, clock, secret and mailer. */
    ctx: AppContext;
    /** Stops the app without dropping a request (main.ts, on SIGTERM). */
    graceful: GracefulShutdown;
  }
}

export type App = FastifyInstance;

const webDistDir = fileURLToPath(new URL("../../dist/web", import.meta.url));

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  now?: () => Date;
  /** Defaults to SMTP or the DATA_DIR outbox, by configuration. */
  mailer?: Mailer;
  /** Defaults to the LLM when LLM_BASE_URL is set, the built-in composer otherwise. */
  writer?: Writer;
  /** false in tests that do not want request logs. */
  logger?: FastifyServerOptions["logger"];
  /** Where the built SPA lives; defaults to dist/web. */
  webDir?: string;
}

function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    // Cookies, tokens and passwords never reach the logs (docs/architecture.md#security-and-reliability).
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.currentPassword",
        "*.newPassword",
        "*.token",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      // A failed query logs its statement and code, never its parameters.
      err: errorSerializer,
      error: errorSerializer,
    },
  };
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]
>;

/** Builds the whole HTTP app; tests create as many instances as they need. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    // Our redaction and serializers always apply; callers may only add to them (e.g. a log stream).
    logger:
      options.logger === false
        ? false
        : {
            ...(loggerOptions(config) as object),
            ...(typeof options.logger === "object" ? options.logger : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Every schema is a zod schema, so zod's compilers are the only ones. Given here, Fastify never
    // loads its default Ajv and fast-json-stringify compilers (a fifth of start-up). A settled
    // value (a stored text) is checked and written once, not on every request.
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => (route: Parameters<typeof serializerCompiler>[0]) =>
          serializingSettledOnce(serializerCompiler(route)),
      } as unknown as CompilersFactory,
    },
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    log: app.log,
    now: options.now ?? (() => new Date()),
    secret: loadOrCreateSecret(config),
    mailer: options.mailer ?? createMailer(config),
    geocoder: createGeocoder(config, app.log),
    writer:
      options.writer ??
      createWriter(
        { baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey, model: config.llm.model },
        app.log,
      ),
    jobs: createJobQueue({ db: database.db, now: () => ctx.now(), log: app.log }),
    payments: await createPayments(config, app.log),
    images: createImageRenderer({ ...config.images, log: app.log }),
    // One thread: the job worker writes one digest at a time, and the main thread keeps the other core.
    dayFacts: createDayFactsPool({ workers: 1 }),
    push: createPushSender({ keys: loadOrCreateVapidKeys(config) }),
  };
  // Shutdown stops taking jobs and lets the one in flight finish (docs/architecture.md#security-and-reliability).
  app.addHook("onClose", async () => ctx.jobs.stop());
  // Render workers start with the first image (or main.ts warms them); closing ends them.
  app.addHook("onClose", async () => ctx.images.close());
  app.addHook("onClose", async () => ctx.dayFacts.close());

  // Before the server listens and any session is looked up: stored roles follow the configuration.
  await applyConfiguredRoles(ctx);
  app.decorate("ctx", ctx);
  // Before every other hook: once shutting down, requests are answered 503 and nothing else runs.
  app.decorate("graceful", installGracefulShutdown(app));
  registerAccessRegistry(app);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionIdHash", null);
  app.decorateRequest("rc", null);
  app.setErrorHandler(errorHandler);

  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    // The SPA loads nothing cross-origin; keep the default COEP off so satori images and downloads work.
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over https; on plain http it would only confuse local set-ups.
    strictTransportSecurity: config.secureCookies,
    // The same answer as CSP frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: "deny" },
  });
  app.addHook("onRequest", securityHeadersHook(securityHeaders));
  // A settled value's JSON (a stored transit window) is compressed once, not on every request.
  app.addHook("onSend", compressSettledOnce);
  // Answers only: no client of the app sends a compressed request body (browsers never do, nor
  // does the payment provider's webhook), so no route runs the plugin's decompression hook. A body
  // sent compressed anyway reaches the parsers as it is and is refused as malformed (400).
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, { openapi: openApiDocument(), transform: jsonSchemaTransform });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
  });

  app.addHook("onRequest", csrfHook(config));
  app.addHook("onRequest", sessionHook(ctx));
  app.addHook("preValidation", inputGuardHook);
  // Counted only on the routes that declare a limit: the others pass no hook for it.
  const countRateLimits = rateLimitHook(ctx);
  app.addHook("onRoute", (route) => {
    if (routeRateLimits(route.config?.rateLimit).length === 0) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [countRateLimits, ...own];
  });

  await app.register(
    async (api) => {
      healthRoutes(api, ctx);
      siteRoutes(api, ctx);
      accountRoutes(api, ctx);
      subscriptionRoutes(api, ctx);
      geocodeRoutes(api, ctx);
      birthChartRoutes(api, ctx);
      todayRoutes(api, ctx);
      transitRoutes(api, ctx);
      calendarRoutes(api, ctx);
      moonCalendarRoutes(api, ctx);
      insightRoutes(api, ctx);
      compatibilityRoutes(api, ctx);
      dailyDoseRoutes(api, ctx);
      adminRoutes(api, ctx);
      visualsRoutes(api, ctx);
      testimonialRoutes(api, ctx);
      landingRoutes(api, ctx);
      digestRoutes(api, ctx);
      pushRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );

  devMailRoutes(app, ctx);
  await registerSpa(app, options.webDir ?? webDistDir, options.config.appUrl);
  return app;
}

/**
 * Collects every route's access level, /api or not (the authorization matrix test walks them all);
 * an /api route without one stops the start.
 */
function registerAccessRegistry(app: FastifyInstance) {
  app.decorate("routeAccess", [] as RouteAccessEntry[]);
  const operationId = operationIds();
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let access = route.config?.access;
    if (!access && route.url.startsWith(API_DOCS_PATH)) {
      access = "public";
      route.config = { ...route.config, access };
    }
    if (route.url.startsWith("/api") && (!access || !ACCESS_LEVELS.includes(access))) {
      throw new Error(`Route ${methods.join(",")} ${route.url} declares no access level`);
    }
    // The web app's files (@fastify/static marks each route with its file) are public; they are
    // left without a declared level so that serving them never looks up a session.
    const isStaticFile = typeof (route.config as { file?: unknown } | undefined)?.file === "string";
    const rateLimits = routeRateLimits(route.config?.rateLimit);
    const schema = {
      body: route.schema?.body,
      querystring: route.schema?.querystring,
      params: route.schema?.params,
    };
    for (const method of methods) {
      if (method === "HEAD") continue;
      const errors = route.url.startsWith("/api/")
        ? routeErrorCodes({
            method,
            url: route.url,
            access,
            rateLimits,
            errors: route.config?.errors,
          })
        : [];
      // The OpenAPI operation: each route's codes under their statuses, the session its access
      // level needs, and an operationId derived from the method and path.
      if (route.url.startsWith("/api/") && access && !route.url.startsWith(API_DOCS_PATH)) {
        route.schema = {
          ...route.schema,
          operationId: route.schema?.operationId ?? operationId(method, route.url),
          security: operationSecurity(access),
          ...(errors.length > 0
            ? { response: withErrorResponses(route.schema?.response as never, errors) }
            : {}),
        };
      }
      app.routeAccess.push({
        method,
        url: route.url,
        access: access ?? (isStaticFile ? "public" : undefined),
        schema,
        rateLimits,
        errors,
      });
    }
  });
}

function errorHandler(
  this: FastifyInstance,
  error: Error & { statusCode?: number; code?: string },
  request: import("fastify").FastifyRequest,
  reply: import("fastify").FastifyReply,
) {
  // An error body is sent as it is, whatever a route's response schema for that status says: a
  // schema written as a plain `{ message }` object must not strip the code or the extra fields.
  const send = (status: number, code: ErrorCode, message: string, extra: Record<string, unknown> = {}) => {
    checkDeclared(this, request, code);
    return reply
      .code(status)
      .serializer(JSON.stringify)
      .type("application/json; charset=utf-8")
      .send({ message, code, ...extra });
  };
  if (error instanceof HttpError) {
    reply.headers(error.headers);
    return send(error.statusCode, error.code, error.message, error.extra);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
    const message = first?.message ?? "Invalid request";
    return send(400, "invalid_input", message, field ? { field } : {});
  }
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
    return send(400, "invalid_json", ERROR_MESSAGES.invalid_json);
  }
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return send(413, "body_too_large", ERROR_MESSAGES.body_too_large);
  }
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return send(415, "unsupported_media_type", ERROR_MESSAGES.unsupported_media_type);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return send(429, "rate_limited", ERROR_MESSAGES.rate_limited);
  }
  if (status >= 400 && status < 500) {
    return send(status, defaultErrorCode(status), error.message);
  }
  // A value the database refused came with the request: the caller's mistake, not ours.
  const refused = databaseError(error);
  if (refused && isRefusedValue(refused)) {
    request.log.warn({ err: error }, "the database refused a value of the request");
    return send(400, "invalid_input", "The request holds a value that cannot be stored.");
  }
  if (refused?.code === "23505") {
    request.log.warn({ err: error }, "a concurrent request created the same record first");
    return send(409, "conflict", "This was just done by another request. Please reload.");
  }
  request.log.error({ err: error }, "request failed");
  return send(500, "internal", ERROR_MESSAGES.internal);
}

/**
 * Logs (and keeps, for the tests) an answer whose code the route's OpenAPI entry does not list:
 * the list is what clients are told to expect.
 */
function checkDeclared(app: FastifyInstance, request: import("fastify").FastifyRequest, code: ErrorCode) {
  const url = request.routeOptions.url;
  if (!url?.startsWith("/api/")) return;
  const entry = app.routeAccess.find((route) => route.method === request.method && route.url === url);
  if (!entry || (entry.errors ?? []).includes(code)) return;
  noteUndeclaredAnswer(request.method, url, code);
  request.log.warn(
    { code, route: `${request.method} ${url}` },
    "answered an error code the route does not declare",
  );
}

/** Serves the built SPA, with index.html for every non-API path the client router owns. */
async function registerSpa(app: FastifyInstance, webDir: string, appUrl: string) {
  const indexFile = path.join(webDir, "index.html");
  const hasSpa = existsSync(indexFile);
  const pages = hasSpa ? loadWebPages(webDir, appUrl) : null;
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each hashed asset (scripts/build.mjs): sent as they are.
      preCompressed: true,
      // The service worker must be re-checked on every visit, or a deploy would reach browsers only
      // when a cached copy expires (docs/decisions/019-pwa.md).
      setHeaders: (reply, filePath) => {
        if (path.basename(filePath) === "sw.js") reply.header("cache-control", "no-cache");
        // Hashed names change with their content: a browser may keep these for good.
        else if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return reply
        .code(404)
        .send({ message: `No API route ${request.method} ${pathname}`, code: "not_found" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ message: "Not found", code: "not_found" });
    }
    if (!pages) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The web app is not built yet. Run `npm run build:web` (npm start does it for you).");
    }
    // Hashed assets are cached by their name; the shell must always be fresh.
    reply.header("cache-control", "no-cache");
    syncSignedInHint(request, reply, app.ctx);
    // Public pages arrive as HTML built at build time; paths no client route owns get the 404 page.
    const page = pages.page(pathname);
    if (page) return sendPage(request, reply, page);
    const notFound = pages.notFound(pathname);
    if (notFound) return sendPage(request, reply.code(404), notFound);
    return sendPage(request, reply, pages.shell);
  });
}

/** Fastify's types take a hop count only as a function: trust that many proxies nearest to us. */
function fastifyTrustProxy(
  setting: Config["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === "number" ? (_address, hop) => hop < setting : setting;
}
