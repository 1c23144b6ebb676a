/**
 * The per-key request rate of the service API: each key may make `perSecond` requests a second with bursts
 * up to `burst`. `SharedRateLimit` keeps the bucket in the database (GCRA on `limit_counters`), so several
 * `serve` instances on one PostgreSQL enforce ONE limit per key; `TokenBuckets` keeps it in this process's
 * memory, which is the same thing when only one process can hold the database (the embedded PGlite).
 */
import type { Store } from "../store/types.js";

export interface RateLimitOptions {
  /** Sustained requests per second per key (default 200). */
  perSecond?: number | undefined;
  /** Bucket size (default 2 × perSecond). */
  burst?: number | undefined;
}

/** Takes one request for a key: 0 when allowed, else the seconds to wait. */
export interface RateLimiter {
  readonly perSecond: number;
  readonly burst: number;
  take(key: string): number | Promise<number>;
}

function checkedRate(options: RateLimitOptions): { perSecond: number; burst: number } {
  const perSecond = options.perSecond ?? 200;
  const burst = options.burst ?? perSecond * 2;
  if (!(perSecond > 0) || !(burst >= 1)) {
    throw new RangeError(`rate limit: perSecond must be > 0 and burst >= 1 (got ${perSecond}, ${burst}).`);
  }
  return { perSecond, burst };
}

/** The bucket in the database: one limit per key across every instance. */
export class SharedRateLimit implements RateLimiter {
  readonly perSecond: number;
  readonly burst: number;

  constructor(
    private readonly store: Pick<Store, "takeRate">,
    options: RateLimitOptions = {},
  ) {
    ({ perSecond: this.perSecond, burst: this.burst } = checkedRate(options));
  }

  take(key: string): Promise<number> {
    return this.store.takeRate(`rate:${key}`, this.perSecond, this.burst);
  }
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class TokenBuckets implements RateLimiter {
  readonly perSecond: number;
  readonly burst: number;
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    options: RateLimitOptions = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    ({ perSecond: this.perSecond, burst: this.burst } = checkedRate(options));
  }

  /** Takes one token; returns 0 when allowed, else the seconds until a token is available. */
  take(key: string): number {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      if (this.buckets.size >= 100_000) this.prune(now);
      bucket = { tokens: this.burst, updatedAt: now };
      this.buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(
        this.burst,
        bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.perSecond,
      );
      bucket.updatedAt = now;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond));
  }

  /** Drops full buckets (keys idle long enough to have refilled): bounds memory. */
  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.updatedAt) / 1000) * this.perSecond >= this.burst)
        this.buckets.delete(key);
    }
  }
}
