/**
 * The error model (DESIGN.md §6): a failed call answers `{ message, ...extra }` with a status
 * that says what went wrong. Services throw these; the app's error handler turns them into replies.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to the error (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, message);
export const forbidden = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(403, message, extra);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, extra);
export const tooManyRequests = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(429, message, extra);
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, {}, { "retry-after": String(retryAfterSeconds) });
