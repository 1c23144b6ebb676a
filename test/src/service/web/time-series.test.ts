import { describe, expect, it } from "vitest";
import { AttemptLimiter } from "../../../../src/service/web/rate-limit.js";
import {
  bucketForRange,
  bucketStart,
  buildTimeSeries,
  parseRange,
  rangeStart,
} from "../../../../src/service/web/time-series.js";

describe("ranges", () => {
  it("parses known ranges and falls back otherwise", () => {
    expect(parseRange("7d", "24h")).toBe("7d");
    expect(parseRange("2y", "24h")).toBe("24h");
    expect(parseRange(["7d"], "24h")).toBe("24h");
  });

  it("computes the start and the bucket size", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(rangeStart("24h", now)?.toISOString()).toBe("2026-11-21T12:00:00.000Z");
    expect(rangeStart("all", now)).toBeUndefined();
    expect([bucketForRange("1h"), bucketForRange("24h"), bucketForRange("30d")]).toEqual([
      "minute",
      "hour",
      "day",
    ]);
    expect(bucketStart(new Date("2026-11-22T12:34:56Z"), "hour").toISOString()).toBe(
      "2026-11-22T12:00:00.000Z",
    );
  });
});

describe("buildTimeSeries", () => {
  it("fills every bucket, one series per metric ordered by total", () => {
    const chart = buildTimeSeries({
      from: new Date("2026-11-22T09:30:00Z"),
      to: new Date("2026-11-22T12:10:00Z"),
      bucket: "hour",
      series: [
        { bucket: "2026-11-22T09:00:00.000Z", metric: "secrets", count: 1 },
        { bucket: "2026-11-22T11:00:00.000Z", metric: "pii", count: 2 },
        { bucket: "2026-11-22T12:00:00Z", metric: "pii", count: 5 },
        { bucket: "2026-11-23T00:00:00Z", metric: "pii", count: 99 }, // outside the range: ignored
        { bucket: "not a date", metric: "pii", count: 1 },
      ],
    });
    expect(chart.buckets).toEqual(["09:00", "10:00", "11:00", "12:00"]);
    expect(chart.series).toEqual([
      { name: "pii", values: [0, 0, 2, 5] },
      { name: "secrets", values: [1, 0, 0, 0] },
    ]);
  });

  it("labels day buckets with the date", () => {
    const chart = buildTimeSeries({
      from: new Date("2026-11-20T05:00:00Z"),
      to: new Date("2026-11-21T05:00:00Z"),
      bucket: "day",
      series: [],
    });
    expect(chart.buckets).toEqual(["Nov 20", "Nov 21"]);
    expect(chart.series).toEqual([]);
  });
});

describe("AttemptLimiter", () => {
  it("blocks a key after max failures until the window ends, and reset clears it", () => {
    const limiter = new AttemptLimiter({ max: 2, windowMs: 60_000 });
    limiter.fail("a", 0);
    expect(limiter.retryAfterSeconds("a", 1000)).toBe(0);
    limiter.fail("a", 1000);
    expect(limiter.retryAfterSeconds("a", 1000)).toBe(59);
    expect(limiter.retryAfterSeconds("b", 1000)).toBe(0);
    expect(limiter.retryAfterSeconds("a", 60_000)).toBe(0);
    limiter.fail("c", 0);
    limiter.fail("c", 0);
    limiter.reset("c");
    expect(limiter.retryAfterSeconds("c", 0)).toBe(0);
  });

  it("evicts the oldest key beyond maxKeys and rejects bad options", () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: 1000, maxKeys: 2 });
    limiter.fail("x", 0);
    limiter.fail("y", 0);
    limiter.fail("z", 0);
    expect(limiter.retryAfterSeconds("x", 0)).toBe(0);
    expect(limiter.retryAfterSeconds("z", 0)).toBe(1);
    expect(() => new AttemptLimiter({ max: 0, windowMs: 1 })).toThrow(/max must be/);
  });
});
