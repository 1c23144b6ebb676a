/**
 * Per-key token buckets, in this process's memory: each key may make `perSecond` requests a second with
 * bursts up to `burst`. With several service processes each enforces its own limit (so the effective
 * limit is N times higher); a shared limit needs a shared store such as Redis — documented in docs/service.md.
 */
export interface RateLimitOptions {
  /** Sustained requests per second per key (default 200). */
  perSecond?: number | undefined;
  /** Bucket size (default 2 × perSecond). */
  burst?: number | undefined;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class TokenBuckets {
  readonly perSecond: number;
  readonly burst: number;
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    options: RateLimitOptions = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    this.perSecond = options.perSecond ?? 200;
    this.burst = options.burst ?? this.perSecond * 2;
    if (!(this.perSecond > 0) || !(this.burst >= 1)) {
      throw new RangeError(
        `rate limit: perSecond must be > 0 and burst >= 1 (got ${this.perSecond}, ${this.burst}).`,
      );
    }
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
