import type { FastifyRequest } from "fastify";
import { ALL_ENDPOINTS, API_PREFIX } from "#contracts/endpoints";
import { ERROR_MESSAGES } from "#contracts/errors";
import type { Config } from "#server/config";
import { forbidden, HttpError } from "#server/errors";
import { syncHook } from "./sync-hook.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Content types a cross-site HTML form can send without a CORS preflight.
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

/**
 * Paths called by other servers, not browsers, are exempt (endpoints declared `crossSite`): the payment webhook, and the digest's
 * one-click unsubscribe, which mail providers POST form-encoded without an Origin (RFC 8058). Its
 * signed token is the only authority it accepts, and all it can do is turn the digest off.
 */
const EXEMPT_PREFIXES = [
  `${API_PREFIX}/webhooks/`,
  ...ALL_ENDPOINTS.filter((endpoint) => endpoint.crossSite).map((endpoint) => endpoint.path),
];

export const isCsrfExempt = (url: string) => EXEMPT_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * CSRF protection (docs/architecture.md#security-and-reliability): a state-changing call must come from our own origin.
 * Browsers send Origin with every POST, PUT, PATCH and DELETE, cross-site or not; a request
 * without one is refused too, unless the browser vouches for it with Sec-Fetch-Site: same-origin
 * (some privacy tools strip Origin). Other programs that change state (scripts, tests) send the
 * app's origin like a browser would. Form-encoded bodies are refused outright because the API
 * only speaks JSON, and a JSON body from another site needs a preflight we never grant.
 */
export function csrfHook(config: Config) {
  const appOrigin = new URL(config.appUrl).origin;
  return syncHook((request: FastifyRequest) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (isCsrfExempt(request.url)) return;
    const origin = request.headers.origin;
    const sameOrigin =
      origin === undefined
        ? request.headers["sec-fetch-site"] === "same-origin"
        : origin === appOrigin || origin === requestOrigin(request);
    if (!sameOrigin) {
      throw forbidden(ERROR_MESSAGES.cross_site, { code: "cross_site" });
    }
    const contentType = (request.headers["content-type"] ?? "").toLowerCase();
    if (FORM_TYPES.some((type) => contentType.startsWith(type))) {
      throw new HttpError(415, "unsupported_media_type", ERROR_MESSAGES.unsupported_media_type);
    }
  });
}

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
