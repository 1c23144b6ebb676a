/** Interception queries: idempotent batch ingest, keyset-paginated listing, one by id. All scoped by account. */
import type { Insertable, Kysely } from "kysely";
import type { InterceptionRecord } from "../../capture/record.js";
import type { Database, InterceptionsTable } from "../db/schema.js";
import { StoreInputError } from "../errors.js";
import { decodeCursor, encodeCursor, isUuid, timeBound, toInterception } from "./rows.js";
import type { IngestResult, InterceptionFilter, InterceptionPage, StoredInterception } from "./types.js";

/** Rows per INSERT statement (17 parameters each, well under PostgreSQL's 65,535). */
const CHUNK = 1000;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

function toRow(
  accountId: string,
  keyId: string | null,
  record: InterceptionRecord,
): Insertable<InterceptionsTable> {
  return {
    id: record.id.toLowerCase(),
    account_id: accountId,
    key_id: keyId,
    group: record.group,
    metric: record.metric,
    action: record.action,
    ruleset: JSON.stringify(record.ruleset),
    triggered_rulesets: JSON.stringify(record.triggered_rulesets),
    rule: JSON.stringify(record.rule),
    findings: JSON.stringify(record.findings),
    verdicts: JSON.stringify(record.verdicts),
    text: record.text,
    payload: record.payload === null ? null : JSON.stringify(record.payload),
    capture: record.capture,
    latency_ms: record.latency_ms,
    // Millisecond precision, so keyset cursors (JS Dates) compare exactly.
    created_at: new Date(record.created_at).toISOString(),
  };
}

export async function ingestInterceptions(
  db: Kysely<Database>,
  accountId: string,
  keyId: string | null,
  records: readonly InterceptionRecord[],
): Promise<IngestResult> {
  const unique = new Map<string, Insertable<InterceptionsTable>>();
  records.forEach((record, index) => {
    if (!isUuid(record.id)) throw new StoreInputError(`records[${index}].id`, "must be a UUID.");
    if (Number.isNaN(new Date(record.created_at).getTime())) {
      throw new StoreInputError(`records[${index}].created_at`, "must be an ISO-8601 time.");
    }
    const row = toRow(accountId, keyId, record);
    if (!unique.has(row.id)) unique.set(row.id, row);
  });
  const rows = [...unique.values()];
  let accepted = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const inserted = await db
      .insertInto("interceptions")
      .values(rows.slice(start, start + CHUNK))
      .onConflict((conflict) => conflict.column("id").doNothing())
      .returning("id")
      .execute();
    accepted += inserted.length;
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
