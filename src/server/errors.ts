/**
 * The error model (DESIGN.md §6): a failed call answers `{ message, ...extra }` with a status
 * that says what went wrong. Services throw these; the app's error handler turns them into replies.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
/** The 401 text; it names "Authentication" because the checkout screens key their sign-in toast on it. */
export const UNAUTHENTICATED_MESSAGE = "Authentication required: please sign in to continue.";
export const unauthorized = (message = UNAUTHENTICATED_MESSAGE) => new HttpError(401, message);
export const forbidden = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(403, message, extra);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, extra);
export const tooManyRequests = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(429, message, extra);
