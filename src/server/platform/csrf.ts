import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "#server/config";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Content types a cross-site HTML form can send without a CORS preflight.
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

/** Paths called by other servers, not browsers (e.g. the payment webhook), are exempt. */
const EXEMPT_PREFIXES = ["/api/webhooks/", "/api/stripe/webhook"];

/**
 * CSRF protection (DESIGN.md §9): a state-changing API call must come from our own origin.
 * Browsers send Origin on cross-site POSTs; form-encoded bodies are refused outright because the
 * API only speaks JSON, and a JSON body from another site needs a preflight we never grant.
 */
export function csrfHook(config: Config) {
  const appOrigin = new URL(config.appUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith("/api/")) return;
    if (EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    const origin = request.headers.origin;
    if (origin && origin !== appOrigin && origin !== requestOrigin(request)) {
      return reply.code(403).send({ message: "Cross-site request refused." });
    }
    const contentType = (request.headers["content-type"] ?? "").toLowerCase();
    if (FORM_TYPES.some((type) => contentType.startsWith(type))) {
      return reply
        .code(415)
        .send({ message: "Send the request body as JSON (Content-Type: application/json)." });
    }
  };
}

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
