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
    }
    return json;
  }) as F;
}
