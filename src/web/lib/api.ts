import { z } from "zod";
import { type Endpoint, type HrefArgs, href } from "#contracts/endpoints";
import { type ErrorBody, type ErrorCode, errorBodySchema } from "#contracts/errors";

/**
 * The one way the web app talks to the server. Every call sends the session cookie, and a JSON
 * body and header only when there is a body. A failure becomes an `ApiError` whose `message` keeps
 * the product's rule ("<status>: <body text or status text>") and whose `code` says which case it
 * is, so screens switch on the code and never on status numbers or message texts. Successful
 * bodies are parsed with the call's contract schema, so a shape the server no longer sends fails
 * loudly here instead of deep inside a component.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    /** The raw body text, or the status text when the body was empty. */
    readonly text: string,
    /** The parsed error body when the server sent one in the contract's shape. */
    readonly body: ErrorBody | null,
  ) {
    super(`${status}: ${text}`);
  }

  /** Which case this is (src/contracts/errors.ts); null for a body that is not ours (a proxy's page). */
  get code(): ErrorCode | null {
    return this.body?.code ?? null;
  }

  /** The input a 400 is about, when the server named it. */
  get field(): string | null {
    return this.body?.field ?? null;
  }

  /** The server's message for people, or the raw text when the body was not ours. */
  get serverMessage(): string {
    return this.body?.message ?? this.text;
  }
}

/** The code of an error from this client, or null for anything else (network failure, a bug). */
export function errorCodeOf(error: unknown): ErrorCode | null {
  return error instanceof ApiError ? error.code : null;
}

/** The call failed because nobody is signed in (a 401 without a more specific code, e.g. from a proxy). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code !== "wrong_credentials";
}

/** The input a failed call is about (a 400's `field`), or null. */
export function fieldOf(error: unknown): string | null {
  return error instanceof ApiError ? error.field : null;
}

/**
 * The server's message of a failed call for people, or the screen's own `fallback` when there is
 * none (a network failure, a proxy's page, an empty message): never a raw HTML page.
 */
export function messageOr(error: unknown, fallback: string): string {
  const message = error instanceof ApiError ? error.body?.message : undefined;
  return message?.trim() ? message : fallback;
}

/** The server's message of an ApiError; otherwise the error's own message. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  let body: ErrorBody | null = null;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) body = parsed.data;
  } catch {
    // Not JSON (a proxy's error page, an empty body): keep the text only.
  }
  return new ApiError(response.status, text, body);
}

/** Throws an ApiError for a response that is not ok. */
async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw await toApiError(response);
}

/** One HTTP call; resolves with the response only when it is ok. */
export async function request(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await fetch(path, {
    method,
    signal,
    headers: body !== undefined ? { "Content-Type": "application/json" } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

async function parse<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const text = await response.text();
  // An empty body is JSON null for the calls whose contract allows "nothing" (e.g. today's Oracle session).
  return schema.parse(text ? JSON.parse(text) : null);
}

/** What a call of an endpoint sends: its path parameters and query (as `href` takes them) and a JSON body. */
export type CallInput<E extends Endpoint> = {
  body?: unknown;
  signal?: AbortSignal;
} & (HrefArgs<E>[0] extends undefined
  ? { params?: undefined; query?: HrefArgs<E>[1] }
  : { params: HrefArgs<E>[0]; query?: HrefArgs<E>[1] });

/** The URL and raw response of a call of an endpoint (src/contracts/endpoints.ts), method and path from it. */
export function requestEndpoint<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<Response> {
  const url = href(endpoint, ...([input?.params, input?.query] as HrefArgs<E>));
  return request(endpoint.method, url, input?.body, input?.signal);
}

export const api = {
  /** Calls `endpoint` with its method; the JSON answer is parsed with `schema`. */
  async call<E extends Endpoint, S extends z.ZodType>(
    endpoint: E,
    schema: S,
    ...[input]: HrefArgs<E>[0] extends undefined ? [input?: CallInput<E>] : [input: CallInput<E>]
  ): Promise<z.output<S>> {
    return parse(await requestEndpoint(endpoint, input), schema);
  },
  /** GET `path`, its JSON body parsed with `schema`; `signal` cancels it (a search overtaken by typing). */
  async get<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
    return parse(await request("GET", path, undefined, signal), schema);
  },
  /** A state-changing call with an optional JSON body, the answer parsed with `schema`. */
  async send<S extends z.ZodType>(
    method: "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    body: unknown,
    schema: S,
  ): Promise<z.output<S>> {
    return parse(await request(method, path, body), schema);
  },
  /**
   * GET a binary answer (an image, a file download). `type` is the media type prefix the answer
   * must have: a body of any other type (an HTML error page with status 200) is refused.
   */
  async blob(path: string, type = ""): Promise<Blob> {
    const response = await request("GET", path);
    const blob = await response.blob();
    if (!blob.type.startsWith(type)) throw new ApiError(response.status, `not ${type}: ${blob.type}`, null);
    return blob;
  },
};

/** The answer of a call whose success is a message for people (or nothing). */
const replyMessageSchema = z.looseObject({ message: z.string().optional() }).nullable().catch(null);

/**
 * A state-changing call whose answer is a message for people: the server's message, or the
 * screen's own `fallback` when the answer has none.
 */
export async function sendForMessage<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fallback: string,
): Promise<string> {
  const reply = await parse(await requestEndpoint(endpoint, input), replyMessageSchema);
  return reply?.message?.trim() ? reply.message : fallback;
}
