const SECRET_PARAMS = /([?&](?:token|code|key|secret|password)=)[^&#]*/gi;

/** A URL fit for logs: values of token-like query parameters are replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}
