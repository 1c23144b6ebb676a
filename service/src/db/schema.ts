/** Table types for Kysely: the database as the store sees it (both PostgreSQL and PGlite). */
import type { ColumnType, Generated } from "kysely";

/** Read as Date; written as Date or ISO string; defaults where `Generated`. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as parsed JSON, written as JSON text (node-postgres would turn JS arrays into SQL arrays). */
type Json = ColumnType<unknown, string, string>;

export interface AccountsTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  created_at: DefaultTimestamp;
}

export interface SessionsTable {
  token_hash: string;
  account_id: string;
  csrf_token: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
}

export interface ApiKeysTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_at: DefaultTimestamp;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface InterceptionsTable {
  id: string;
  account_id: string;
  key_id: string | null;
  group: string;
  metric: string;
  action: string;
  ruleset: Json;
  triggered_rulesets: Json;
  rule: Json;
  findings: Json;
  verdicts: Json;
  text: string | null;
  payload: ColumnType<unknown, string | null, string | null>;
  capture: string;
  latency_ms: number;
  created_at: Timestamp;
  received_at: DefaultTimestamp;
  /** Captured only for shadow rulesets (0005). */
  shadow: ColumnType<boolean, boolean | undefined, boolean>;
  shadow_rulesets: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface LimitCountersTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface CaptureReportsTable {
  account_id: string;
  id: string;
  key_id: string | null;
  group: string | null;
  dropped: number;
  reported_at: DefaultTimestamp;
}

export interface AllowlistEntriesTable {
  id: Generated<string>;
  account_id: string;
  group: string | null;
  metric: string;
  kind: "value" | "domain" | "pattern";
  value: string;
  note: string | null;
  source: "api" | "feedback";
  created_at: DefaultTimestamp;
}

export interface ReplayReportsTable {
  id: Generated<string>;
  account_id: string;
  policy_file: string;
  since: Timestamp;
  group: string | null;
  /** The ReplayReport as JSON (written as a JSON string, read back parsed). */
  report: ColumnType<unknown, string, string>;
  created_at: DefaultTimestamp;
}

export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  api_keys: ApiKeysTable;
  interceptions: InterceptionsTable;
  limit_counters: LimitCountersTable;
  capture_reports: CaptureReportsTable;
  allowlist_entries: AllowlistEntriesTable;
  replay_reports: ReplayReportsTable;
}
