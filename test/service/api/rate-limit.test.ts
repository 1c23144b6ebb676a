/** The per-key token bucket, on a hand-driven clock. */
import { describe, expect, it } from "vitest";
import { TokenBuckets } from "../../../service/src/api/rate-limit.js";

describe("TokenBuckets", () => {
  it("allows a burst, then refills at the sustained rate, per key", () => {
    let now = 0;
    const buckets = new TokenBuckets({ perSecond: 2, burst: 3 }, () => now);
    expect([buckets.take("a"), buckets.take("a"), buckets.take("a")]).toEqual([0, 0, 0]);
    expect(buckets.take("a")).toBe(1); // empty: retry after 1 s (rounded up)
    expect(buckets.take("b")).toBe(0); // another key has its own bucket
    now += 500; // one token back at 2/s
    expect(buckets.take("a")).toBe(0);
    expect(buckets.take("a")).toBeGreaterThan(0);
    now += 60_000; // refills to the burst size, not beyond
    expect([buckets.take("a"), buckets.take("a"), buckets.take("a"), buckets.take("a")]).toEqual([
      0, 0, 0, 1,
    ]);
  });

  it("reports a wait of several seconds for slow rates", () => {
    const buckets = new TokenBuckets({ perSecond: 0.2, burst: 1 }, () => 0);
    expect(buckets.take("k")).toBe(0);
    expect(buckets.take("k")).toBe(5);
  });

  it("rejects nonsensical settings", () => {
    expect(() => new TokenBuckets({ perSecond: 0 })).toThrow(RangeError);
    expect(() => new TokenBuckets({ perSecond: 5, burst: 0 })).toThrow(/burst/);
  });
});
