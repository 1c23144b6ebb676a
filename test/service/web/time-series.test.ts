import { describe, expect, it } from "vitest";
import {
  bucketForRange,
  bucketStart,
  buildTimeSeries,
  parseRange,
  rangeStart,
} from "../../../service/src/web/time-series.js";

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
