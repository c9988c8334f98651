/**
 * An in-memory cache with a byte budget, least recently used out first. Counting entries is not
 * enough when entries differ a hundredfold in size (a one-line blurb, a fourteen-part analysis):
 * ten thousand of the large ones are hundreds of megabytes that never come back.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private used = 0;

  constructor(
    private readonly budgetBytes: number,
    /** The memory an entry holds, roughly; the default counts its JSON text as UTF-16. */
    private readonly sizeOf: (value: V) => number = (value) => 2 * (JSON.stringify(value)?.length ?? 0),
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used goes to the end of the map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: V): void {
    const bytes = this.sizeOf(value) + 2 * key.length;
    this.delete(key);
    if (bytes > this.budgetBytes) return; // would push out everything else: not kept
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.used -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  get stats(): { entries: number; bytes: number; budgetBytes: number } {
    return { entries: this.entries.size, bytes: this.used, budgetBytes: this.budgetBytes };
  }
}
