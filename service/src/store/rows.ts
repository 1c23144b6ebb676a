/** Row -> API shape conversions, input checks and the pagination cursor shared by the store modules. */
import type { Selectable } from "kysely";
import type { AccountsTable, ApiKeysTable, InterceptionsTable } from "../db/schema.js";
import { StoreInputError } from "../errors.js";
import type { Account, ApiKeyRecord, StoredInterception } from "./types.js";

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

export function toAccount(row: Pick<Selectable<AccountsTable>, "id" | "email" | "created_at">): Account {
  return { id: row.id, email: row.email, created_at: iso(row.created_at) };
}

export function toApiKey(
  row: Pick<
    Selectable<ApiKeysTable>,
    "id" | "name" | "prefix" | "created_at" | "last_used_at" | "revoked_at"
  >,
): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: iso(row.created_at),
    last_used_at: isoOrNull(row.last_used_at),
    revoked_at: isoOrNull(row.revoked_at),
  };
}

type InterceptionRow = Omit<Selectable<InterceptionsTable>, "account_id">;

/** The store writes these columns itself (from validated records), so reading them back is trusted. */
export function toInterception(row: InterceptionRow): StoredInterception {
  const stored: StoredInterception = {
    id: row.id,
    key_id: row.key_id,
    created_at: iso(row.created_at),
    received_at: iso(row.received_at),
    group: row.group,
    ruleset: row.ruleset as StoredInterception["ruleset"],
    triggered_rulesets: row.triggered_rulesets as StoredInterception["triggered_rulesets"],
    action: row.action,
    metric: row.metric,
    rule: row.rule as StoredInterception["rule"],
    findings: row.findings as StoredInterception["findings"],
    verdicts: row.verdicts as StoredInterception["verdicts"],
    text: row.text,
    payload: row.payload as StoredInterception["payload"],
    capture: row.capture as StoredInterception["capture"],
    latency_ms: row.latency_ms,
  };
  if (row.shadow === true) stored.shadow = true;
  if (row.shadow_rulesets !== null && row.shadow_rulesets !== undefined)
    stored.shadow_rulesets = row.shadow_rulesets as NonNullable<StoredInterception["shadow_rulesets"]>;
  return stored;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Parses an optional time bound; `path` names the field in the error. */
export function timeBound(value: string | Date | undefined, path: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new StoreInputError(
      path,
      `must be an ISO-8601 time such as 2026-01-31T12:00:00Z; got ${JSON.stringify(value)}.`,
    );
  }
  return date;
}

/** Keyset cursor: the (created_at, id) of the last item of a page, base64url JSON. */
export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      typeof value[0] === "string" &&
      typeof value[1] === "string" &&
      isUuid(value[1])
    ) {
      const createdAt = new Date(value[0]);
      if (!Number.isNaN(createdAt.getTime())) return { createdAt, id: value[1] };
    }
  } catch {
    // fall through to the typed error
  }
  throw new StoreInputError(
    "cursor",
    "is not a cursor this service issued; pass next_cursor from the previous page unchanged.",
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  if (typeof email !== "string") throw new StoreInputError("email", "must be a string.");
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 254 || !EMAIL.test(normalized)) {
    throw new StoreInputError(
      "email",
      `must be an email address like you@example.com; got ${JSON.stringify(email)}.`,
    );
  }
  return normalized;
}

export const MIN_PASSWORD_LENGTH = 8;

export function checkPassword(password: string): void {
  if (typeof password !== "string" || password.length < MIN_PASSWORD_LENGTH || password.length > 1024) {
    throw new StoreInputError("password", `must be ${MIN_PASSWORD_LENGTH} to 1024 characters long.`);
  }
}
