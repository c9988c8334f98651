import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Browser features the app never uses, switched off for it and for anything that might ever be
 * embedded in it.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * Headers on every response besides helmet's: the Permissions-Policy, and `Cache-Control: no-store`
 * on every API answer that does not set its own. API answers carry personal data (the user, their
 * chart, their export) or depend on who asks, so neither the browser's cache nor a shared proxy may
 * keep them, and a later user of the same computer cannot read them back from the cache.
 */
export async function securityHeadersHook(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header("permissions-policy", PERMISSIONS_POLICY);
  const pathname = request.url.split("?")[0] ?? "";
  if ((pathname === "/api" || pathname.startsWith("/api/")) && !reply.hasHeader("cache-control")) {
    reply.header("cache-control", "no-store");
  }
  return payload;
}

/**
 * Helmet's headers, worked out once. They are the same for every answer (no nonces, no per-request
 * directives), while @fastify/helmet built helmet's middleware again for every request, parsing
 * the whole CSP each time: a third of what a health check cost. Helmet itself writes them, onto a
 * recorder, so its rules (and its removal of X-Powered-By) stay the source.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      for (const key of Object.keys(headers))
        if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
