/**
 * The store: everything the service (REST API, dashboard, CLI, spool import) reads or writes, behind one
 * interface. Every method that touches tenant data takes the `accountId` first and scopes its query by it,
 * so one account never sees another's data. Times are ISO-8601 strings (UTC), ids are UUID strings.
 *
 * Create one with `openStore({ databaseUrl })` from `./index.js` (PostgreSQL when a URL is given, else the
 * embedded PGlite under `<CONTENT_SHIELD_HOME>/db`) and `close()` it when done.
 */
import type { InterceptionRecord } from "content-shield/internal";
import type { ReplayReport } from "../replay.js";

export { EmailTakenError, KeyQuotaError, ServiceError, StoreInputError } from "../errors.js";

export interface Account {
  id: string;
  /** Lower-cased, trimmed. */
  email: string;
  created_at: string;
}

/** A new session. `token` goes into the session cookie; `csrfToken` into forms (synchronizer token). */
export interface NewSession {
  token: string;
  csrfToken: string;
  expiresAt: string;
}

/** What a valid session token resolves to. */
export interface SessionInfo {
  account: Account;
  /** The session's CSRF token: forms must send it back; compare with `timingSafeEqual`. */
  csrfToken: string;
  expiresAt: string;
}

/** An API (service) key as listed: never the secret itself. */
export interface ApiKeyRecord {
  id: string;
  name: string;
  /** Displayable start of the key, e.g. `cs_AbC12xYz`. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A freshly created key: `key` is the secret, shown exactly once and never stored. */
export interface CreatedApiKey {
  key: string;
  record: ApiKeyRecord;
}

/** What a valid, unrevoked service key resolves to. */
export interface KeyOwner {
  account: Account;
  keyId: string;
}

export interface IngestOptions {
  /** Default true. */
  durable?: boolean | undefined;
}

/** A record the store refused, by its index in the batch, with located reasons. */
export interface RejectedRecord {
  index: number;
  /** The record's id when it had a readable one. */
  id: string | null;
  errors: Array<{ path: string; message: string }>;
}

/** What became of a batch: `accepted + duplicates + rejected.length` is the number of records sent. */
export interface IngestResult {
  /** Records stored now. */
  accepted: number;
  /** Records whose id this account already stored (redelivery, or twice in one batch); ignored. */
  duplicates: number;
  /** Records refused, each with its reasons; the others were stored. */
  rejected: RejectedRecord[];
}

/** An interception as stored: the captured record (minus `key_hash`) plus where and when it arrived. */
export interface StoredInterception {
  id: string;
  key_id: string | null;
  created_at: string;
  received_at: string;
  group: string;
  ruleset: string | number;
  triggered_rulesets: Array<string | number>;
  action: string;
  metric: string;
  rule: InterceptionRecord["rule"];
  findings: InterceptionRecord["findings"];
  verdicts: InterceptionRecord["verdicts"];
  text: string | null;
  payload: InterceptionRecord["payload"];
  capture: InterceptionRecord["capture"];
  latency_ms: number;
  /** Present (true) when it was captured only for `mode: "shadow"` rulesets. */
  shadow?: true;
  /** The shadow rulesets that triggered and what each would have done, when there were any. */
  shadow_rulesets?: NonNullable<InterceptionRecord["shadow_rulesets"]>;
}

export interface InterceptionFilter {
  group?: string | undefined;
  metric?: string | undefined;
  action?: string | undefined;
  /**
   * `"shadow"`: only records captured for `mode: "shadow"` rulesets alone (`shadow: true`);
   * `"enforced"`: only records where an enforced ruleset acted. Absent: both.
   */
  mode?: "shadow" | "enforced" | undefined;
  /** Inclusive lower bound on `created_at` (ISO string or Date). */
  from?: string | Date | undefined;
  /** Exclusive upper bound on `created_at`. */
  to?: string | Date | undefined;
  /** 1..500, default 50. */
  limit?: number | undefined;
  /** `next_cursor` of the previous page. */
  cursor?: string | undefined;
}

/** One shadow ruleset's record over a time range (see `Store.shadowSummary`). */
export interface ShadowRulesetSummary {
  /** The ruleset's name, or its index when it has none. */
  ruleset: string | number;
  /** Interceptions in which it triggered. */
  interceptions: number;
  /** Of those, how many it would have changed (its would-be action or text differs from what was applied). */
  changed: number;
  /**
   * Per metric of the record's triggered shadow verdicts: interceptions and would-have-changed counts. A
   * record with several triggered shadow rulesets counts its triggered shadow metrics for each of them.
   */
  by_metric: Array<{ metric: string; interceptions: number; changed: number }>;
}

/** Newest first (`created_at desc, id desc`); `next_cursor` is null on the last page. */
export interface InterceptionPage {
  items: StoredInterception[];
  next_cursor: string | null;
}

export const STATS_BUCKETS = ["minute", "hour", "day"] as const;
export type StatsBucket = (typeof STATS_BUCKETS)[number];

export interface StatsQuery {
  from?: string | Date | undefined;
  to?: string | Date | undefined;
  /** Time-series bucket; default `hour`. */
  bucket?: StatsBucket | undefined;
}

export interface Count {
  key: string;
  count: number;
}

export interface Stats {
  total: number;
  /** Each list sorted by count, largest first. */
  by_metric: Count[];
  by_action: Count[];
  by_group: Count[];
  /** "Top rules": the deciding ruleset (name or index as text) and its metric. */
  by_rule: Array<{ ruleset: string; metric: string; count: number }>;
  /** Counts per bucket start (ISO, UTC) and metric, oldest first; buckets with no interceptions are absent. */
  series: Array<{ bucket: string; metric: string; count: number }>;
  bucket: StatsBucket;
}

/** One counted attempt against a fixed-window limit. */
export interface LimitHit {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Whether this attempt is within the limit (`count <= max`). */
  allowed: boolean;
  /** Seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
}

/** A client's report of interceptions dropped by its spool bound (`POST /v1/capture-reports`). */
export interface CaptureReport {
  id: string;
  dropped: number;
  group?: string | undefined;
}

/** One allowlist entry of an account (`GET /v1/allowlists`). */
export interface AllowlistEntry {
  id: string;
  /** The group it applies to; null: every group. */
  group: string | null;
  /** The metric whose rules it applies to (`pii`, `secrets`, `keywords`, `regex`, `invisible_text`). */
  metric: string;
  kind: "value" | "domain" | "pattern";
  value: string;
  note: string | null;
  /** `api`: added through the REST API; `feedback`: proposed from a false positive on the dashboard. */
  source: "api" | "feedback";
  created_at: string;
}

/** A new allowlist entry, validated (`AllowlistEntryInputSchema`). */
export interface NewAllowlistEntry {
  group: string | null;
  metric: string;
  kind: AllowlistEntry["kind"];
  value: string;
  note: string | null;
  source: AllowlistEntry["source"];
}

/** A saved `content-shield replay` report (issue 18, item 5), as the dashboard lists it. */
export interface StoredReplayReport {
  id: string;
  /** The draft policy's file name (without its directory). */
  policy_file: string;
  /** Start of the replayed window. */
  since: string;
  group: string | null;
  created_at: string;
  report: ReplayReport;
}

/** A replay report to save. */
export interface NewReplayReport {
  policy_file: string;
  since: Date;
  group: string | null;
  report: ReplayReport;
}

/** Default number of unrevoked API keys one account may hold. */
export const DEFAULT_KEY_QUOTA = 20;

export interface Store {
  /** `postgres` or `pglite`. */
  readonly kind: "postgres" | "pglite";

  /** Throws `EmailTakenError` when the email exists, `StoreInputError` for a bad email or short password. */
  createAccount(email: string, password: string): Promise<Account>;
  /** The account when email and password match, else null (same answer for unknown email and wrong password). */
  authenticate(email: string, password: string): Promise<Account | null>;
  getAccount(accountId: string): Promise<Account | null>;
  accountByEmail(email: string): Promise<Account | null>;
  /**
   * Replaces the account's password (`StoreInputError` for one too short) and ends all its sessions; false
   * when the account is unknown.
   */
  resetPassword(accountId: string, password: string): Promise<boolean>;

  /** Sessions last `sessionTtlMs` (default 7 days). Only a hash of the token is stored. */
  createSession(accountId: string): Promise<NewSession>;
  /** Null when unknown or expired. */
  sessionAccount(token: string): Promise<SessionInfo | null>;
  deleteSession(token: string): Promise<void>;

  /**
   * Throws `KeyQuotaError` when the account already holds `quota` unrevoked keys (default
   * `DEFAULT_KEY_QUOTA`); the check and the insert are one transaction, so concurrent creates cannot pass it.
   */
  createApiKey(accountId: string, name: string, quota?: number): Promise<CreatedApiKey>;
  /** Newest first, revoked ones included (with `revoked_at`). */
  listApiKeys(accountId: string): Promise<ApiKeyRecord[]>;
  /** True when a key of this account was revoked now; false when unknown or already revoked. */
  revokeApiKey(accountId: string, keyId: string): Promise<boolean>;
  /** The owner of an unrevoked key (updates `last_used_at`, at most once a minute), else null. */
  accountForServiceKey(key: string): Promise<KeyOwner | null>;
  /** Same, by the stored hash (spool import: records carry only `key_hash`). Does not touch `last_used_at`. */
  accountForKeyHash(keyHash: string): Promise<KeyOwner | null>;

  /**
   * Idempotent on `record.id` (a redelivered id is counted as a duplicate and ignored). Durable when it
   * resolves, unless `options.durable` is false (PostgreSQL `synchronous_commit = off` for this write: a
   * database crash may lose the last fraction of a second of such writes, never corrupt them).
   */
  ingestInterceptions(
    accountId: string,
    keyId: string | null,
    records: readonly InterceptionRecord[],
    options?: IngestOptions,
  ): Promise<IngestResult>;
  listInterceptions(accountId: string, filter?: InterceptionFilter): Promise<InterceptionPage>;
  getInterception(accountId: string, id: string): Promise<StoredInterception | null>;
  stats(accountId: string, query?: StatsQuery): Promise<Stats>;

  /**
   * Records a client's report of interceptions its spool bound dropped. Idempotent on `report.id` within
   * the account: false when that report was already recorded.
   */
  recordCaptureReport(accountId: string, keyId: string | null, report: CaptureReport): Promise<boolean>;
  /** Per shadow ruleset that triggered in `[from, to)`: interceptions and would-have-changed, by metric. */
  shadowSummary(
    accountId: string,
    query?: { from?: Date | undefined; to?: Date | undefined },
  ): Promise<ShadowRulesetSummary[]>;
  /** Interceptions reported dropped by the capture bound, reported in `[from, to)` (default: all time). */
  droppedByCaptureBound(
    accountId: string,
    query?: { from?: Date | undefined; to?: Date | undefined },
  ): Promise<number>;

  /**
   * Counts one attempt under `key` in a fixed window of `windowMs` and says whether it is within `max`:
   * one atomic statement in the database, so concurrent attempts and several service instances share one
   * count, and the attempt is reserved before the work it guards (e.g. the password hash) runs.
   */
  hitLimit(key: string, max: number, windowMs: number): Promise<LimitHit>;
  /**
   * Takes one request from the rate bucket under `key` (GCRA, shared by every instance on the database):
   * `perSecond` sustained, bursts up to `burst`. Returns 0 when allowed, else the seconds to wait (>= 1).
   */
  takeRate(key: string, perSecond: number, burst: number): Promise<number>;
  /** The current count under `key` without adding to it (0 when none or expired). */
  peekLimit(key: string): Promise<number>;
  /** Forgets `key` (e.g. after a successful sign-in). */
  clearLimit(key: string): Promise<void>;

  /**
   * The account's allowlist, oldest first: with `group`, the entries of that group and those for every
   * group (`group: null`); without, all of them.
   */
  listAllowlist(accountId: string, group?: string | undefined): Promise<AllowlistEntry[]>;
  /** Adds an entry; `created` is false when the same entry (group, metric, kind, value) existed (returned). */
  addAllowlistEntry(
    accountId: string,
    entry: NewAllowlistEntry,
  ): Promise<{ entry: AllowlistEntry; created: boolean }>;
  /** True when an entry of this account was deleted; false when unknown (or another account's). */
  deleteAllowlistEntry(accountId: string, id: string): Promise<boolean>;

  /** Saves a replay's report for the account. */
  saveReplayReport(accountId: string, report: NewReplayReport): Promise<StoredReplayReport>;
  /** The account's replay reports, newest first (at most `limit`, default 100). */
  listReplayReports(accountId: string, limit?: number): Promise<StoredReplayReport[]>;
  /** One replay report of the account; null when unknown (or another account's). */
  getReplayReport(accountId: string, id: string): Promise<StoredReplayReport | null>;

  close(): Promise<void>;
}
