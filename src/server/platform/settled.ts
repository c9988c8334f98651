import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { boundedCache } from "./bounded-cache.ts";
import { preferredEncoding } from "./prerendered-pages.ts";

/**
 * Values that are answered many times exactly as they are (a stored text is the same object for
 * every request of its reader): deep-frozen, so nothing can change them, and marked, so the
 * response serializer (app.ts) writes each one's JSON once and sends that text afterwards.
 */
const settled = new WeakSet<object>();

export function settle<T>(value: T): T {
  if (typeof value !== "object" || value === null || settled.has(value)) return value;
  deepFreeze(value);
  settled.add(value);
  return value;
}

export function isSettled(value: unknown): value is object {
  return typeof value === "object" && value !== null && settled.has(value);
}

function deepFreeze(value: object): void {
  for (const inner of Object.values(value)) {
    if (typeof inner === "object" && inner !== null && !Object.isFrozen(inner)) deepFreeze(inner);
  }
  Object.freeze(value);
}

/**
 * A response serializer that writes a settled value's JSON once per route and status: the same
 * object gives the same text, so it is kept beside the object until the object is gone.
 */
export function serializingSettledOnce<F extends (data: unknown) => string>(serialize: F): F {
  const written = new WeakMap<object, string>();
  return ((data: unknown) => {
    if (!isSettled(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
      if (json.length >= COMPRESS_FROM_BYTES) settledTexts.set(json, {});
    }
    return json;
  }) as F;
}

/** Below this a body goes out as it is (@fastify/compress's threshold in app.ts). */
const COMPRESS_FROM_BYTES = 1024;

/** The compressed forms of a settled value's JSON, made on the first request that asks for each. */
interface Compressed {
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Settled values' JSON texts (large enough to compress) → their compressed forms, by the text
 * itself: the serializer hands the same string out for the same value, so looking it up costs no
 * more than comparing one pointer once its hash is known. Least recently used beyond the budget.
 */
const settledTexts = boundedCache<Compressed>(
  16 * 1024 * 1024,
  (entry) => (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0),
);

/**
 * An `onSend` hook (callback form, registered before @fastify/compress's) that sends a settled
 * value's JSON compressed once: a stored transit window (about 50 KB) would otherwise be brotli- or
 * gzip-compressed again on every request, which cost more than the whole rest of a stored read
 * (ADR 042). What is not a settled text goes on untouched to @fastify/compress, which skips a body
 * that already has an encoding.
 */
export function compressSettledOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  done(null, compressedOnce(request, reply, payload) ?? payload);
}

/** The settled text's compressed form for this request (headers set), or undefined to send it as it is. */
function compressedOnce(request: FastifyRequest, reply: FastifyReply, payload: unknown): Buffer | undefined {
  if (typeof payload !== "string" || payload.length < COMPRESS_FROM_BYTES) return undefined;
  const entry = settledTexts.get(payload);
  const encoding = entry && preferredEncoding(request.headers["accept-encoding"]);
  if (!entry || !encoding || reply.hasHeader("content-encoding")) return undefined;
  let body = entry[encoding];
  if (!body) {
    body =
      encoding === "br"
        ? brotliCompressSync(payload, {
            params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 5 },
          })
        : gzipSync(payload, { level: 6 });
    entry[encoding] = body;
    settledTexts.set(payload, entry);
  }
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  reply.header("content-encoding", encoding);
  reply.header("content-length", body.length);
  return body;
}
