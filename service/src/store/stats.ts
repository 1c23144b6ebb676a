/** Aggregates for the overview: counts by metric, action, group and deciding rule, and a time series. */
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { StoreInputError } from "../errors.js";
import { timeBound } from "./rows.js";
import { type Count, STATS_BUCKETS, type Stats, type StatsQuery } from "./types.js";

const TOP = 20;

export async function stats(db: Kysely<Database>, accountId: string, query: StatsQuery = {}): Promise<Stats> {
  const bucket = query.bucket ?? "hour";
  if (!STATS_BUCKETS.includes(bucket)) {
    throw new StoreInputError(
      "bucket",
      `must be one of ${STATS_BUCKETS.join(", ")}; got ${JSON.stringify(bucket)}.`,
    );
  }
  const from = timeBound(query.from, "from");
  const to = timeBound(query.to, "to");
  const scoped = db.selectFrom("interceptions").where((eb) => {
    const conditions: Expression<SqlBool>[] = [eb("account_id", "=", accountId)];
    if (from !== undefined) conditions.push(eb("created_at", ">=", from));
    if (to !== undefined) conditions.push(eb("created_at", "<", to));
    return eb.and(conditions);
  });
  const countBy = async (column: "metric" | "action" | "group"): Promise<Count[]> => {
    const rows = await scoped
      .select([sql<string>`${sql.ref(column)}`.as("key"), sql<number>`count(*)::int`.as("count")])
      .groupBy(column)
      .orderBy("count", "desc")
      .orderBy("key")
      .limit(TOP)
      .execute();
    return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
  };
  const rulesetText = sql<string>`ruleset #>> '{}'`;
  const bucketStart = sql<string>`to_char(date_trunc(${sql.lit(bucket)}, created_at at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  const [total, byMetric, byAction, byGroup, byRule, series] = await Promise.all([
    scoped.select(sql<number>`count(*)::int`.as("count")).executeTakeFirstOrThrow(),
    countBy("metric"),
    countBy("action"),
    countBy("group"),
    scoped
      .select([rulesetText.as("ruleset"), "metric", sql<number>`count(*)::int`.as("count")])
      .groupBy([rulesetText, "metric"])
      .orderBy("count", "desc")
      .orderBy("ruleset")
      .limit(TOP)
      .execute(),
    scoped
      .select([bucketStart.as("bucket"), "metric", sql<number>`count(*)::int`.as("count")])
      .groupBy([bucketStart, "metric"])
      .orderBy("bucket")
      .orderBy("metric")
      .execute(),
  ]);
  return {
    total: Number(total.count),
    by_metric: byMetric,
    by_action: byAction,
    by_group: byGroup,
    by_rule: byRule.map((row) => ({ ruleset: row.ruleset, metric: row.metric, count: Number(row.count) })),
    series: series.map((row) => ({ bucket: row.bucket, metric: row.metric, count: Number(row.count) })),
    bucket,
  };
}
