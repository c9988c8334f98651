import { LRUCache } from "lru-cache";

/**
 * An in-memory cache with a byte budget, least recently used out first. Counting entries is not
 * enough when entries differ a hundredfold in size (a one-line blurb, a fourteen-part analysis):
 * ten thousand of the large ones are hundreds of megabytes that never come back. `lru-cache` does
 * the bookkeeping (its `maxSize` with a size per entry); an entry larger than the whole budget is
 * not kept, since it would push out everything else.
 */
export type BoundedCache<V extends {}> = LRUCache<string, V>;

/** The memory an entry holds, roughly: its JSON text as UTF-16. */
const jsonBytes = (value: unknown) => 2 * (JSON.stringify(value)?.length ?? 0);

export function boundedCache<V extends {}>(
  budgetBytes: number,
  sizeOf: (value: V) => number = jsonBytes,
): BoundedCache<V> {
  return new LRUCache<string, V>({
    maxSize: budgetBytes,
    // lru-cache wants a positive integer; the key's own characters count too.
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(sizeOf(value)) + 2 * key.length),
  });
}

export function cacheStats<V extends {}>(
  cache: BoundedCache<V>,
): { entries: number; bytes: number; budgetBytes: number } {
  return { entries: cache.size, bytes: cache.calculatedSize, budgetBytes: cache.maxSize };
}
