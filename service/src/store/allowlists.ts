/** Allowlist entries: per account, per group (null: every group). Every query is scoped by the account. */
import { createHash } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AllowlistEntriesTable, Database } from "../db/schema.js";
import { iso, isUuid } from "./rows.js";
import type { AllowlistEntry, NewAllowlistEntry } from "./types.js";

const UNIQUE_VIOLATION = "23505";

const COLUMNS = ["id", "group", "metric", "kind", "value", "note", "source", "created_at"] as const;

function toEntry(row: Omit<Selectable<AllowlistEntriesTable>, "account_id">): AllowlistEntry {
  return {
    id: row.id,
    group: row.group,
    metric: row.metric,
    kind: row.kind,
    value: row.value,
    note: row.note,
    source: row.source,
    created_at: iso(row.created_at),
  };
}

export async function listAllowlist(
  db: Kysely<Database>,
  accountId: string,
  group: string | undefined,
): Promise<AllowlistEntry[]> {
  let select = db.selectFrom("allowlist_entries").select(COLUMNS).where("account_id", "=", accountId);
  if (group !== undefined)
    select = select.where((eb) => eb.or([eb("group", "=", group), eb("group", "is", null)]));
  const rows = await select.orderBy("created_at", "asc").orderBy("id", "asc").execute();
  return rows.map(toEntry);
}

/** The existing entry equal to `entry` (same group, metric, kind, value), if any. */
async function findSame(
  db: Kysely<Database>,
  accountId: string,
  entry: NewAllowlistEntry,
): Promise<AllowlistEntry | undefined> {
  const row = await db
    .selectFrom("allowlist_entries")
    .select(COLUMNS)
    .where("account_id", "=", accountId)
    .where((eb) => (entry.group === null ? eb("group", "is", null) : eb("group", "=", entry.group)))
    .where("metric", "=", entry.metric)
    .where("kind", "=", entry.kind)
    .where("value", "=", entry.value)
    .executeTakeFirst();
  return row === undefined ? undefined : toEntry(row);
}

export async function addAllowlistEntry(
  db: Kysely<Database>,
  accountId: string,
  entry: NewAllowlistEntry,
): Promise<{ entry: AllowlistEntry; created: boolean }> {
  const existing = await findSame(db, accountId, entry);
  if (existing !== undefined) return { entry: existing, created: false };
  try {
    const row = await db
      .insertInto("allowlist_entries")
      .values({ account_id: accountId, ...entry })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { entry: toEntry(row), created: true };
  } catch (error) {
    // Added at the same moment by another request: the unique index kept one; return it.
    if ((error as { code?: unknown } | null)?.code !== UNIQUE_VIOLATION) throw error;
    const raced = await findSame(db, accountId, entry);
    if (raced === undefined) throw error;
    return { entry: raced, created: false };
  }
}

export async function deleteAllowlistEntry(
  db: Kysely<Database>,
  accountId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db
    .deleteFrom("allowlist_entries")
    .where("account_id", "=", accountId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A strong ETag of an allowlist: the hash of its entries as listed. */
export function allowlistEtag(entries: readonly unknown[]): string {
  return `"${createHash("sha256").update(JSON.stringify(entries)).digest("base64url").slice(0, 32)}"`;
}
