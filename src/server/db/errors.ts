/** The constraint a unique violation (SQLSTATE 23505) hit, or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (candidate.code === "23505") {
      return candidate.constraint ?? candidate.message?.match(/constraint "([^"]+)"/)?.[1] ?? "unknown";
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * What may be said about a failed query: its SQL text with any literal values blanked, the
 * SQLSTATE code, and the names of the constraint, table and column. Never the parameters (they
 * carry password hashes, e-mail addresses and names) nor the server's detail line (it repeats
 * the offending values), and quoted values in the message are blanked too.
 */
export interface DatabaseErrorInfo {
  code: string;
  message: string;
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

interface ErrorShape {
  code?: unknown;
  message?: unknown;
  query?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
}

/** The database error in an error's cause chain (Drizzle wraps the driver's), or null. */
export function databaseError(error: unknown): DatabaseErrorInfo | null {
  let statement: string | undefined;
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const candidate = current as ErrorShape;
    if (typeof candidate.query === "string" && statement === undefined) statement = candidate.query;
    if (typeof candidate.code === "string" && SQLSTATE.test(candidate.code)) {
      const info: DatabaseErrorInfo = {
        code: candidate.code,
        message: blankQuoted(typeof candidate.message === "string" ? candidate.message : "database error"),
      };
      if (statement !== undefined) info.statement = blankLiterals(statement).slice(0, 2000);
      if (typeof candidate.constraint === "string") info.constraint = candidate.constraint;
      if (typeof candidate.table === "string") info.table = candidate.table;
      if (typeof candidate.column === "string") info.column = candidate.column;
      return info;
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * Whether the database refused a value the request brought, rather than failing by itself:
 * class 22 (data exception: out of range, bad encoding such as NUL, invalid text representation)
 * and the check constraints. Such a failure is the caller's input, so it answers 400.
 */
export function isRefusedValue(info: DatabaseErrorInfo): boolean {
  return info.code.startsWith("22") || info.code === "23514";
}

/** SQL with its string literals blanked (PGlite's EXECUTE carries its values as literals). */
function blankLiterals(statement: string): string {
  return statement.replace(/'(?:[^']|'')*'/g, "'…'");
}

/** A message with its quoted parts blanked: PostgreSQL quotes the values it refuses. */
function blankQuoted(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').slice(0, 500);
}

/** A message about any error that is safe to log or store: a database error's says no values. */
export function safeErrorMessage(error: unknown): string {
  const info = databaseError(error);
  if (info) return `database error ${info.code}: ${info.message}`;
  return error instanceof Error ? error.message : String(error);
}
