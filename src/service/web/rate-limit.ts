/**
 * A small in-memory limiter for failed sign-in attempts, keyed by client address and by email.
 * In-memory means per process: with several servers behind a load balancer each counts on its own, which
 * still caps guessing at (servers × limit) per window. Successful sign-ins clear the email's counter.
 */
export interface AttemptLimiterOptions {
  /** Failures allowed per key within the window. */
  max: number;
  windowMs: number;
  /** Upper bound on tracked keys (oldest evicted), so the map cannot grow without bound. */
  maxKeys?: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export class AttemptLimiter {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #maxKeys: number;
  readonly #windows = new Map<string, Window>();

  constructor(options: AttemptLimiterOptions) {
    if (!Number.isInteger(options.max) || options.max < 1)
      throw new RangeError("AttemptLimiter: max must be an integer >= 1");
    if (!(options.windowMs > 0)) throw new RangeError("AttemptLimiter: windowMs must be > 0");
    this.#max = options.max;
    this.#windowMs = options.windowMs;
    this.#maxKeys = options.maxKeys ?? 10_000;
  }

  #current(key: string, now: number): Window | undefined {
    const window = this.#windows.get(key);
    if (window !== undefined && window.resetAt <= now) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfterSeconds(key: string, now: number = Date.now()): number {
    const window = this.#current(key, now);
    if (window === undefined || window.count < this.#max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  /** Records one failure for the key. */
  fail(key: string, now: number = Date.now()): void {
    const window = this.#current(key, now);
    if (window !== undefined) {
      window.count += 1;
      return;
    }
    if (this.#windows.size >= this.#maxKeys) {
      const oldest = this.#windows.keys().next();
      if (oldest.done !== true) this.#windows.delete(oldest.value);
    }
    this.#windows.set(key, { count: 1, resetAt: now + this.#windowMs });
  }

  /** Forgets the key (after a successful sign-in). */
  reset(key: string): void {
    this.#windows.delete(key);
  }
}
