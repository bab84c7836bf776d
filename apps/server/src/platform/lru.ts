/**
 * A map that keeps its most recently used entries: once the sizes of its values pass `limit`,
 * the least recently used go first. A Map iterates in insertion order, so a hit is inserted again
 * at the end and the first entry is the oldest.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();
  private used = 0;

  constructor(
    private readonly limit: number,
    /** A value's share of `limit`; 1 each by default, so `limit` counts entries. */
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` as the most recently used; a value larger than `limit` is not kept, the others stay. */
  set(key: K, value: V): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.used -= this.sizeOf(old);
    }
    if (this.sizeOf(value) > this.limit) return;
    this.entries.set(key, value);
    this.used += this.sizeOf(value);
    for (const [oldest, kept] of this.entries) {
      if (this.used <= this.limit) break;
      this.entries.delete(oldest);
      this.used -= this.sizeOf(kept);
    }
  }

  delete(key: K): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.used -= this.sizeOf(old);
  }
}
