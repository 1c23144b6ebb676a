/**
 * A least-recently-used cache bounded by entry count AND by estimated bytes: one tenant sending distinct
 * large rulesets evicts its own (and others') compiled Guards instead of growing the heap without bound.
 */
export class BoundedLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Estimated bytes held. */
  get bytes(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Adds (or replaces) an entry, then evicts the least recently used until both bounds hold. */
  set(key: string, value: V, bytes: number): void {
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.total -= previous.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    while (this.entries.size > this.maxEntries || (this.total > this.maxBytes && this.entries.size > 0)) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, { bytes: number }];
      this.entries.delete(oldestKey);
      this.total -= oldest.bytes;
    }
  }
}

/**
 * A rough upper estimate of what a compiled Guard keeps: keyword automata and compiled patterns grow with
 * the ruleset's text (about 20 bytes of heap per byte of `keywords` terms, measured), plus a fixed part.
 */
export function estimateGuardBytes(cacheKey: string): number {
  return 64 * 1024 + cacheKey.length * 24;
}
