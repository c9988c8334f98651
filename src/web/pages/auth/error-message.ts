/**
 * The readable message of a failed call. apiRequest throws Error("<status>: <body>"); when the body
 * is JSON with a `message` string, that is shown, otherwise the screen's own fallback text (never a
 * raw HTML page or a bare "Failed to fetch").
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return fallback;
  try {
    const body: unknown = JSON.parse(match[1]);
    if (body && typeof body === "object" && "message" in body) {
      const { message } = body as { message: unknown };
      if (typeof message === "string" && message.trim()) return message;
    }
  } catch {
    // Not JSON: fall through to the fallback.
  }
  return fallback;
}

/** The `message` of a successful JSON response, or the fallback when there is none. */
export async function responseMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "message" in body) {
      const { message } = body as { message: unknown };
      if (typeof message === "string" && message.trim()) return message;
    }
  } catch {
    // Empty or non-JSON body.
  }
  return fallback;
}

/** The `field` a 400/409 answer names, if any (registration: `{ message, field }`). */
export function errorField(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return undefined;
  try {
    const body: unknown = JSON.parse(match[1]);
    if (body && typeof body === "object" && "field" in body) {
      const { field } = body as { field: unknown };
      if (typeof field === "string") return field;
    }
  } catch {
    // Not JSON.
  }
  return undefined;
}
