import { defaultErrorCode, ERROR_MESSAGES, type ErrorCode } from "#contracts/errors";

/**
 * The error model: a failed call answers `{ message, code, ...extra }` with a status that says
 * what went wrong and a stable code (src/contracts/errors.ts) that says which case it is. Services
 * and hooks throw these; the app's error handler turns them into replies.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to the error (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** Extra fields of an error reply; `code` says which case it is when the status alone does not. */
type Extra = Record<string, unknown> & { code?: ErrorCode };

const make =
  (status: number) =>
  (message: string, extra: Extra = {}): HttpError => {
    const { code, ...rest } = extra;
    return new HttpError(status, code ?? defaultErrorCode(status), message, rest);
  };

export const badRequest = make(400);
export const unauthorized = (message: string = ERROR_MESSAGES.unauthenticated, extra: Extra = {}) =>
  make(401)(message, extra);
export const forbidden = make(403);
export const notFound = make(404);
export const conflict = make(409);
export const tooManyRequests = make(429);
/** 503 with Retry-After when known: busy (e.g. the image renderer's queue is full) or shutting down. */
export const serviceUnavailable = (message: string, retryAfterSeconds?: number, extra: Extra = {}) => {
  const { code, ...rest } = extra;
  return new HttpError(
    503,
    code ?? "unavailable",
    message,
    rest,
    retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) },
  );
};
