import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { API_DOCS_PATH } from "#contracts/endpoints";

/**
 * Browser features the app never uses, switched off for it and for anything that might ever be
 * embedded in it.
 */
const PERMISSIONS_POLICY = [
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
 * What an API answer (JSON, an image, a download) keeps of helmet's headers, after OWASP's REST
 * Security Cheat Sheet: no sniffing, no framing, no use by other origins, no referrer, HTTPS only.
 * The rest (opener and agent-cluster isolation, DNS prefetching, the legacy XSS auditor, Flash
 * and IE download policies, the Permissions-Policy) govern documents, which an API answer is not.
 * Its CSP is the strictest there is, for the case of an answer opened as a page: it may run and
 * load nothing. Fewer header lines are also less work for every client of the API.
 */
const API_HELMET_HEADERS = [
  "cross-origin-resource-policy",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
];
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of every response, set by the first hook so that refusals by later hooks, errors and
 * 404s carry them too. Pages and the web app's files get helmet's (worked out once, below) and the
 * Permissions-Policy; API answers get the subset above and `Cache-Control: no-store` unless their
 * route sets its own later. API answers carry personal data (the user, their chart, their export)
 * or depend on who asks, so neither the browser's cache nor a shared proxy may keep them, and a
 * later user of the same computer cannot read them back from the cache. The API's documentation
 * (/api/docs) is a page.
 */
export function securityHeadersHook(helmet: Record<string, string>) {
  const lowerCased = Object.fromEntries(
    Object.entries(helmet).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const pageAnswer = { ...lowerCased, "permissions-policy": PERMISSIONS_POLICY };
  const apiAnswer = {
    ...Object.fromEntries(Object.entries(lowerCased).filter(([name]) => API_HELMET_HEADERS.includes(name))),
    "content-security-policy": API_CONTENT_SECURITY_POLICY,
    "cache-control": "no-store",
  };
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(isApiAnswer(request.url) ? apiAnswer : pageAnswer);
    done();
  };
}

function isApiAnswer(url: string): boolean {
  if (!url.startsWith("/api")) return false;
  const next = url[4];
  if (next !== undefined && next !== "/" && next !== "?") return false; // e.g. /apis
  return !url.startsWith(API_DOCS_PATH);
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
