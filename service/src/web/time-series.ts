/** Time ranges for the dashboard filters and the conversion of store stats into chart input. */
import type { ChartSeries } from "./charts.js";

export type StatsBucketSize = "minute" | "hour" | "day";

export const RANGE_KEYS = ["1h", "24h", "7d", "30d", "all"] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

export const RANGE_LABELS: Record<RangeKey, string> = {
  "1h": "Last hour",
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  all: "All time",
};

const RANGE_MS: Record<Exclude<RangeKey, "all">, number> = {
  "1h": 3_600_000,
  "24h": 86_400_000,
  "7d": 7 * 86_400_000,
  "30d": 30 * 86_400_000,
};

const BUCKET_MS: Record<StatsBucketSize, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** Parses a `range` query parameter; anything unknown falls back to `fallback`. */
export function parseRange(value: unknown, fallback: RangeKey): RangeKey {
  return typeof value === "string" && (RANGE_KEYS as readonly string[]).includes(value)
    ? (value as RangeKey)
    : fallback;
}

/** The lower bound of a range (undefined for all time). */
export function rangeStart(range: RangeKey, now: Date): Date | undefined {
  return range === "all" ? undefined : new Date(now.getTime() - RANGE_MS[range]);
}

/** The chart bucket for a range: minutes for an hour, hours for a day, days beyond. */
export function bucketForRange(range: RangeKey): StatsBucketSize {
  if (range === "1h") return "minute";
  if (range === "24h") return "hour";
  return "day";
}

/** Truncates to the start of the UTC bucket containing `date`. */
export function bucketStart(date: Date, bucket: StatsBucketSize): Date {
  const size = BUCKET_MS[bucket];
  return new Date(Math.floor(date.getTime() / size) * size);
}

function bucketLabel(start: Date, bucket: StatsBucketSize): string {
  const iso = start.toISOString();
  if (bucket === "day")
    return start.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  return iso.slice(11, 16);
}

export interface TimeSeriesInput {
  /** The store's `stats().series`: counts per bucket start and metric; empty buckets absent. */
  series: ReadonlyArray<{ bucket: string; metric: string; count: number }>;
  from: Date;
  to: Date;
  bucket: StatsBucketSize;
}

export interface TimeSeriesChart {
  buckets: string[];
  series: ChartSeries[];
}

/** Fills every bucket between `from` and `to` (UTC), one series per metric, largest total first. */
export function buildTimeSeries(input: TimeSeriesInput): TimeSeriesChart {
  const size = BUCKET_MS[input.bucket];
  const first = bucketStart(input.from, input.bucket).getTime();
  const last = bucketStart(input.to, input.bucket).getTime();
  const starts: number[] = [];
  for (let t = first; t <= last && starts.length < 2000; t += size) starts.push(t);
  const index = new Map(starts.map((t, i) => [t, i]));
  const byMetric = new Map<string, number[]>();
  for (const row of input.series) {
    const at = Date.parse(row.bucket);
    if (Number.isNaN(at)) continue;
    const i = index.get(bucketStart(new Date(at), input.bucket).getTime());
    if (i === undefined) continue;
    let values = byMetric.get(row.metric);
    if (values === undefined) {
      values = new Array<number>(starts.length).fill(0);
      byMetric.set(row.metric, values);
    }
    values[i] = (values[i] ?? 0) + row.count;
  }
  const series = [...byMetric.entries()]
    .map(([name, values]) => ({ name, values, total: values.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name))
    .map(({ name, values }) => ({ name, values }));
  return { buckets: starts.map((t) => bucketLabel(new Date(t), input.bucket)), series };
}
