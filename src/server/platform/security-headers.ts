import type { FastifyReply, FastifyRequest } from "fastify";

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
