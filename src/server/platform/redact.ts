import { stdSerializers } from "pino";
import { databaseError } from "#server/db/errors";

const SECRET_PARAMS = /([?&](?:token|code|key|secret|password)=)[^&#]*/gi;
/** A calendar feed's token is its path (`/api/calendar/<token>.ics`): whoever reads it reads the feed. */
const CALENDAR_TOKEN = /(\/api\/calendar\/)[^/?#.]+/g;

/** A URL fit for logs: values of token-like query parameters, and calendar feed tokens, are replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]").replace(CALENDAR_TOKEN, "$1[redacted]");
}

/**
 * How errors are logged. A failed query is logged by its statement and SQLSTATE code only: Drizzle
 * puts every parameter into its message ("params: …", password hashes and e-mail addresses among
 * them), PGlite attaches them to the error, and the server's detail line repeats the values, so
 * none of those reach the log. Every other error is logged as pino would.
 */
export function errorSerializer(error: Error): SerializedError {
  const info = databaseError(error);
  if (!info) return stdSerializers.err(error);
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  return { type: error.constructor?.name ?? "DatabaseError", ...info, stack: frames };
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };
