/** Interception queries: idempotent batch ingest, keyset-paginated listing, one by id. All scoped by account. */

import type { InterceptionRecord } from "content-shield/internal";
import { storableText, storableValue } from "content-shield/internal";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { StoreInputError } from "../errors.js";
import { decodeCursor, encodeCursor, isUuid, timeBound, toInterception } from "./rows.js";
import type {
  IngestResult,
  InterceptionFilter,
  InterceptionPage,
  RejectedRecord,
  ShadowRulesetSummary,
  StoredInterception,
} from "./types.js";

/** Records per INSERT statement. */
const CHUNK = 1000;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** A record as sent to `jsonb_to_recordset` (account and key come as their own parameters). */
function toJsonRow(record: InterceptionRecord): Record<string, unknown> {
  // Storable: a NUL or a lone surrogate from any client becomes U+FFFD instead of failing the insert.
  return storableValue({
    id: record.id.toLowerCase(),
    group: record.group,
    metric: record.metric,
    action: record.action,
    ruleset: record.ruleset,
    triggered_rulesets: record.triggered_rulesets,
    rule: record.rule,
    findings: record.findings,
    verdicts: record.verdicts,
    text: record.text,
    payload: record.payload,
    capture: record.capture,
    latency_ms: record.latency_ms,
    shadow: record.shadow === true,
    shadow_rulesets: record.shadow_rulesets ?? null,
    // Millisecond precision, so keyset cursors (JS Dates) compare exactly.
    created_at: new Date(record.created_at).toISOString(),
  });
}

/** The earliest and latest `created_at` stored (PostgreSQL has no year 0; far years are clock errors). */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Why a record cannot be stored, or undefined when it can. */
function recordProblem(record: InterceptionRecord, index: number): RejectedRecord | undefined {
  const id = typeof record?.id === "string" ? record.id : null;
  const errors: Array<{ path: string; message: string }> = [];
  if (id === null || !isUuid(id)) errors.push({ path: `[${index}].id`, message: "must be a UUID." });
  const time = typeof record?.created_at === "string" ? Date.parse(record.created_at) : Number.NaN;
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST) {
    errors.push({
      path: `[${index}].created_at`,
      message: "must be an ISO-8601 time from 1970-01-01 to 9999-12-31.",
    });
  }
  return errors.length === 0 ? undefined : { index, id, errors };
}

/** SQLSTATE classes that blame the data (22 data exception, 23 integrity, 54 program limit). */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^(22|23|54)/.test(code);
}

/**
 * Inserts a batch as ONE jsonb parameter expanded by `jsonb_to_recordset` (far cheaper than thousands of
 * bind parameters), skipping ids this account already stored. Returns the ids inserted.
 */
async function insertBatch(
  db: Kysely<Database>,
  accountId: string,
  keyId: string | null,
  rows: Record<string, unknown>[],
): Promise<number> {
  const result = await sql<{ id: string }>`
    insert into interceptions (id, account_id, key_id, "group", metric, action, ruleset, triggered_rulesets,
      rule, findings, verdicts, text, payload, capture, latency_ms, created_at, shadow, shadow_rulesets)
    select r.id, ${accountId}::uuid, ${keyId}::uuid, r."group", r.metric, r.action, r.ruleset,
      r.triggered_rulesets, r.rule, r.findings, r.verdicts, r.text, nullif(r.payload, 'null'::jsonb), r.capture,
      r.latency_ms, r.created_at, r.shadow, nullif(r.shadow_rulesets, 'null'::jsonb)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, "group" text, metric text,
      action text, ruleset jsonb, triggered_rulesets jsonb, rule jsonb, findings jsonb, verdicts jsonb,
      text text, payload jsonb, capture text, latency_ms double precision, created_at timestamptz,
      shadow boolean, shadow_rulesets jsonb)
    on conflict (account_id, id) do nothing
    returning id`.execute(db);
  return result.rows.length;
}

/**
 * Stores the records it can and says which it could not, and why (per record: a bad id or time, or data
 * the database refuses). Idempotent on (account, id): a redelivered id counts as a duplicate. Ids are
 * scoped per account, so another account's id is simply a new record here (no existence oracle).
 */
export async function ingestInterceptions(
  db: Kysely<Database>,
  accountId: string,
  keyId: string | null,
  records: readonly InterceptionRecord[],
): Promise<IngestResult> {
  const unique = new Map<string, { index: number; row: Record<string, unknown> }>();
  const rejected: RejectedRecord[] = [];
  records.forEach((record, index) => {
    const problem = recordProblem(record, index);
    if (problem !== undefined) {
      rejected.push(problem);
      return;
    }
    const row = toJsonRow(record);
    if (!unique.has(row.id as string)) unique.set(row.id as string, { index, row });
  });
  const entries = [...unique.values()];
  let accepted = 0;
  for (let start = 0; start < entries.length; start += CHUNK) {
    const chunk = entries.slice(start, start + CHUNK);
    try {
      accepted += await insertBatch(
        db,
        accountId,
        keyId,
        chunk.map((entry) => entry.row),
      );
    } catch (error) {
      if (!isDataError(error)) throw error;
      // Something in the chunk is refused by the database: store the others one by one, reject that one.
      for (const entry of chunk) {
        try {
          accepted += await insertBatch(db, accountId, keyId, [entry.row]);
        } catch (inner) {
          if (!isDataError(inner)) throw inner;
          rejected.push({
            index: entry.index,
            id: entry.row.id as string,
            errors: [
              { path: `[${entry.index}]`, message: `refused by the database: ${(inner as Error).message}` },
            ],
          });
        }
      }
    }
  }
  rejected.sort((a, b) => a.index - b.index);
  return { accepted, duplicates: records.length - accepted - rejected.length, rejected };
}

const COLUMNS = [
  "id",
  "key_id",
  "group",
  "metric",
  "action",
  "ruleset",
  "triggered_rulesets",
  "rule",
  "findings",
  "verdicts",
  "text",
  "payload",
  "capture",
  "latency_ms",
  "created_at",
  "received_at",
  "shadow",
  "shadow_rulesets",
] as const;

export async function listInterceptions(
  db: Kysely<Database>,
  accountId: string,
  filter: InterceptionFilter = {},
): Promise<InterceptionPage> {
  const limit = filter.limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new StoreInputError(
      "limit",
      `must be a whole number from 1 to ${MAX_PAGE_SIZE}; got ${String(filter.limit)}.`,
    );
  }
  for (const name of ["group", "metric", "action"] as const) {
    const value = filter[name];
    if (value !== undefined && (typeof value !== "string" || storableText(value) !== value)) {
      throw new StoreInputError(name, "must be text without NUL characters or lone surrogates.");
    }
  }
  const from = timeBound(filter.from, "from");
  const to = timeBound(filter.to, "to");
  const cursor = filter.cursor === undefined ? undefined : decodeCursor(filter.cursor);
  let query = db.selectFrom("interceptions").select(COLUMNS).where("account_id", "=", accountId);
  if (filter.group !== undefined) query = query.where("group", "=", filter.group);
  if (filter.metric !== undefined) query = query.where("metric", "=", filter.metric);
  if (filter.action !== undefined) query = query.where("action", "=", filter.action);
  if (filter.mode !== undefined) {
    if (filter.mode !== "shadow" && filter.mode !== "enforced") {
      throw new StoreInputError("mode", `must be "shadow" or "enforced"; got ${String(filter.mode)}.`);
    }
    query = query.where("shadow", "=", filter.mode === "shadow");
  }
  if (from !== undefined) query = query.where("created_at", ">=", from);
  if (to !== undefined) query = query.where("created_at", "<", to);
  if (cursor !== undefined) {
    query = query.where((eb) =>
      eb(eb.refTuple("created_at", "id"), "<", eb.tuple(cursor.createdAt, cursor.id)),
    );
  }
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const items = rows.slice(0, limit).map(toInterception);
  const last = items[items.length - 1];
  return {
    items,
    next_cursor: rows.length > limit && last !== undefined ? encodeCursor(last.created_at, last.id) : null,
  };
}

export async function getInterception(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<StoredInterception | null> {
  if (!isUuid(id)) return null;
  const row = await db
    .selectFrom("interceptions")
    .select(COLUMNS)
    .where("account_id", "=", accountId)
    .where("id", "=", id.toLowerCase())
    .executeTakeFirst();
  return row === undefined ? null : toInterception(row);
}

/**
 * Per shadow ruleset that triggered in `[from, to)`: how many interceptions list it, how many it would have
 * changed, and the same per metric of the record's triggered shadow verdicts. Aggregated in the database.
 */
export async function shadowSummary(
  db: Kysely<Database>,
  accountId: string,
  query: { from?: Date | undefined; to?: Date | undefined } = {},
): Promise<ShadowRulesetSummary[]> {
  const from = query.from ?? new Date(EARLIEST);
  const to = query.to ?? new Date(LATEST);
  const result = await sql<{
    ruleset: string | number;
    metric: string | null;
    n: string | number;
    changed: string | number;
  }>`
    select s.value -> 'ruleset' as ruleset, m.metric,
      count(distinct i.id) as n,
      count(distinct i.id) filter (where (s.value ->> 'changed')::boolean) as changed
    from interceptions i
    cross join lateral jsonb_array_elements(i.shadow_rulesets) as s(value)
    left join lateral (
      select distinct v ->> 'metric' as metric from jsonb_array_elements(i.verdicts) as v
      where (v ->> 'shadow')::boolean is true and (v ->> 'triggered')::boolean is true
    ) m on true
    where i.account_id = ${accountId}::uuid and i.shadow_rulesets is not null
      and jsonb_typeof(i.shadow_rulesets) = 'array'
      and i.created_at >= ${from} and i.created_at < ${to}
    group by grouping sets ((s.value -> 'ruleset'), (s.value -> 'ruleset', m.metric))
    order by n desc`.execute(db);
  const byRuleset = new Map<string, ShadowRulesetSummary>();
  const keyOf = (ruleset: string | number): string => JSON.stringify(ruleset);
  // Totals first (metric grouping absent), then the per-metric rows.
  const totals = result.rows.filter((row) => row.metric === null);
  for (const row of totals) {
    const key = keyOf(row.ruleset);
    if (byRuleset.has(key)) continue;
    byRuleset.set(key, {
      ruleset: row.ruleset,
      interceptions: Number(row.n),
      changed: Number(row.changed),
      by_metric: [],
    });
  }
  for (const row of result.rows) {
    if (row.metric === null) continue;
    byRuleset.get(keyOf(row.ruleset))?.by_metric.push({
      metric: row.metric,
      interceptions: Number(row.n),
      changed: Number(row.changed),
    });
  }
  return [...byRuleset.values()];
}
