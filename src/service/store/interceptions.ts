/** Interception queries: idempotent batch ingest, keyset-paginated listing, one by id. All scoped by account. */
import { type Kysely, sql } from "kysely";
import type { InterceptionRecord } from "../../capture/record.js";
import type { Database } from "../db/schema.js";
import { StoreInputError } from "../errors.js";
import { decodeCursor, encodeCursor, isUuid, timeBound, toInterception } from "./rows.js";
import type { IngestResult, InterceptionFilter, InterceptionPage, StoredInterception } from "./types.js";

/** Records per INSERT statement. */
const CHUNK = 1000;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** A record as sent to `jsonb_to_recordset` (account and key come as their own parameters). */
function toJsonRow(record: InterceptionRecord): Record<string, unknown> {
  return {
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
    // Millisecond precision, so keyset cursors (JS Dates) compare exactly.
    created_at: new Date(record.created_at).toISOString(),
  };
}

/**
 * Inserts a batch as ONE jsonb parameter expanded by `jsonb_to_recordset` (far cheaper than thousands of
 * bind parameters), skipping ids already stored. Returns the number inserted.
 */
async function insertBatch(
  db: Kysely<Database>,
  accountId: string,
  keyId: string | null,
  rows: Record<string, unknown>[],
): Promise<number> {
  const result = await sql<{ id: string }>`
    insert into interceptions (id, account_id, key_id, "group", metric, action, ruleset, triggered_rulesets,
      rule, findings, verdicts, text, payload, capture, latency_ms, created_at)
    select r.id, ${accountId}::uuid, ${keyId}::uuid, r."group", r.metric, r.action, r.ruleset,
      r.triggered_rulesets, r.rule, r.findings, r.verdicts, r.text, nullif(r.payload, 'null'::jsonb), r.capture,
      r.latency_ms, r.created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, "group" text, metric text,
      action text, ruleset jsonb, triggered_rulesets jsonb, rule jsonb, findings jsonb, verdicts jsonb,
      text text, payload jsonb, capture text, latency_ms double precision, created_at timestamptz)
    on conflict (id) do nothing
    returning id`.execute(db);
  return result.rows.length;
}

export async function ingestInterceptions(
  db: Kysely<Database>,
  accountId: string,
  keyId: string | null,
  records: readonly InterceptionRecord[],
): Promise<IngestResult> {
  const unique = new Map<string, Record<string, unknown>>();
  records.forEach((record, index) => {
    if (!isUuid(record.id)) throw new StoreInputError(`records[${index}].id`, "must be a UUID.");
    if (Number.isNaN(new Date(record.created_at).getTime())) {
      throw new StoreInputError(`records[${index}].created_at`, "must be an ISO-8601 time.");
    }
    const row = toJsonRow(record);
    if (!unique.has(row.id as string)) unique.set(row.id as string, row);
  });
  const rows = [...unique.values()];
  let accepted = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    accepted += await insertBatch(db, accountId, keyId, rows.slice(start, start + CHUNK));
  }
  return { accepted, duplicates: records.length - accepted };
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
  const from = timeBound(filter.from, "from");
  const to = timeBound(filter.to, "to");
  const cursor = filter.cursor === undefined ? undefined : decodeCursor(filter.cursor);
  let query = db.selectFrom("interceptions").select(COLUMNS).where("account_id", "=", accountId);
  if (filter.group !== undefined) query = query.where("group", "=", filter.group);
  if (filter.metric !== undefined) query = query.where("metric", "=", filter.metric);
  if (filter.action !== undefined) query = query.where("action", "=", filter.action);
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
