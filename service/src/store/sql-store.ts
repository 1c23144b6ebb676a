/** The `Store` over Kysely: one implementation for PostgreSQL and the embedded PGlite. */
import { createHash, randomBytes } from "node:crypto";
import type { InterceptionRecord } from "content-shield/internal";
import {
  createServiceKey,
  hashServiceKey,
  isWellFormedServiceKey,
  serviceKeyPrefix,
} from "content-shield/internal";
import { type Kysely, sql } from "kysely";
import type { OpenDatabase } from "../db/connect.js";
import type { Database } from "../db/schema.js";
import { EmailTakenError, KeyQuotaError, StoreInputError } from "../errors.js";
import { addAllowlistEntry, deleteAllowlistEntry, listAllowlist } from "./allowlists.js";
import { getInterception, ingestInterceptions, listInterceptions, shadowSummary } from "./interceptions.js";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords.js";
import { getReplayReport, listReplayReports, saveReplayReport } from "./replays.js";
import { checkPassword, iso, isUuid, normalizeEmail, toAccount, toApiKey } from "./rows.js";
import { stats } from "./stats.js";
import type {
  Account,
  AllowlistEntry,
  ApiKeyRecord,
  CaptureReport,
  CreatedApiKey,
  IngestOptions,
  IngestResult,
  InterceptionFilter,
  InterceptionPage,
  KeyOwner,
  LimitHit,
  NewAllowlistEntry,
  NewReplayReport,
  NewSession,
  SessionInfo,
  ShadowRulesetSummary,
  Stats,
  StatsQuery,
  Store,
  StoredInterception,
  StoredReplayReport,
} from "./types.js";
import { DEFAULT_KEY_QUOTA } from "./types.js";

export interface SqlStoreOptions {
  /** Session lifetime; default 7 days. */
  sessionTtlMs?: number | undefined;
  /** `last_used_at` is written at most this often per key; default one minute. */
  lastUsedResolutionMs?: number | undefined;
}

const UNIQUE_VIOLATION = "23505";

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

export class SqlStore implements Store {
  private readonly sessionTtlMs: number;
  private readonly lastUsedResolutionMs: number;

  readonly db: Kysely<Database>;
  readonly kind: "postgres" | "pglite";

  constructor(
    private readonly database: OpenDatabase,
    options: SqlStoreOptions = {},
  ) {
    this.db = database.db;
    this.kind = database.kind;
    this.sessionTtlMs = options.sessionTtlMs ?? 7 * 24 * 3600 * 1000;
    this.lastUsedResolutionMs = options.lastUsedResolutionMs ?? 60_000;
  }

  async createAccount(email: string, password: string): Promise<Account> {
    const normalized = normalizeEmail(email);
    checkPassword(password);
    const passwordHash = await hashPassword(password);
    try {
      const row = await this.db
        .insertInto("accounts")
        .values({ email: normalized, password_hash: passwordHash })
        .returning(["id", "email", "created_at"])
        .executeTakeFirstOrThrow();
      return toAccount(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError(normalized);
      throw error;
    }
  }

  async resetPassword(accountId: string, password: string): Promise<boolean> {
    checkPassword(password);
    if (!isUuid(accountId)) return false;
    const passwordHash = await hashPassword(password);
    return this.db.transaction().execute(async (tx) => {
      const result = await tx
        .updateTable("accounts")
        .set({ password_hash: passwordHash })
        .where("id", "=", accountId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await tx.deleteFrom("sessions").where("account_id", "=", accountId).execute();
      return true;
    });
  }

  async authenticate(email: string, password: string): Promise<Account | null> {
    if (typeof email !== "string" || typeof password !== "string") return null;
    const row = await this.db
      .selectFrom("accounts")
      .select(["id", "email", "created_at", "password_hash"])
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    const ok = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
    return row !== undefined && ok ? toAccount(row) : null;
  }

  async getAccount(accountId: string): Promise<Account | null> {
    if (!isUuid(accountId)) return null;
    const row = await this.db
      .selectFrom("accounts")
      .select(["id", "email", "created_at"])
      .where("id", "=", accountId)
      .executeTakeFirst();
    return row === undefined ? null : toAccount(row);
  }

  async accountByEmail(email: string): Promise<Account | null> {
    const row = await this.db
      .selectFrom("accounts")
      .select(["id", "email", "created_at"])
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    return row === undefined ? null : toAccount(row);
  }

  async createSession(accountId: string): Promise<NewSession> {
    const token = randomBytes(32).toString("base64url");
    const csrfToken = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + this.sessionTtlMs);
    // Housekeeping: expired sessions of this account go when it signs in again.
    await this.db
      .deleteFrom("sessions")
      .where("account_id", "=", accountId)
      .where("expires_at", "<=", new Date())
      .execute();
    await this.db
      .insertInto("sessions")
      .values({
        token_hash: sha256(token),
        account_id: accountId,
        csrf_token: csrfToken,
        expires_at: expiresAt,
      })
      .execute();
    return { token, csrfToken, expiresAt: expiresAt.toISOString() };
  }

  async sessionAccount(token: string): Promise<SessionInfo | null> {
    if (typeof token !== "string" || token === "") return null;
    const row = await this.db
      .selectFrom("sessions")
      .innerJoin("accounts", "accounts.id", "sessions.account_id")
      .select([
        "accounts.id",
        "accounts.email",
        "accounts.created_at",
        "sessions.csrf_token",
        "sessions.expires_at",
      ])
      .where("sessions.token_hash", "=", sha256(token))
      .where("sessions.expires_at", ">", new Date())
      .executeTakeFirst();
    if (row === undefined) return null;
    return { account: toAccount(row), csrfToken: row.csrf_token, expiresAt: iso(row.expires_at) };
  }

  async deleteSession(token: string): Promise<void> {
    if (typeof token !== "string" || token === "") return;
    await this.db.deleteFrom("sessions").where("token_hash", "=", sha256(token)).execute();
  }

  async createApiKey(
    accountId: string,
    name: string,
    quota: number = DEFAULT_KEY_QUOTA,
  ): Promise<CreatedApiKey> {
    const trimmed = typeof name === "string" ? name.trim() : "";
    if (trimmed === "" || trimmed.length > 100) {
      throw new StoreInputError("name", "must be 1 to 100 characters, e.g. the app that will use the key.");
    }
    const key = createServiceKey();
    const row = await this.db.transaction().execute(async (tx) => {
      // Locks the account row: concurrent creates for one account (on any instance) queue here.
      await tx.selectFrom("accounts").select("id").where("id", "=", accountId).forUpdate().execute();
      const { active } = await tx
        .selectFrom("api_keys")
        .select((eb) => eb.fn.countAll<string>().as("active"))
        .where("account_id", "=", accountId)
        .where("revoked_at", "is", null)
        .executeTakeFirstOrThrow();
      if (Number(active) >= quota) throw new KeyQuotaError(quota);
      return tx
        .insertInto("api_keys")
        .values({
          account_id: accountId,
          name: trimmed,
          prefix: serviceKeyPrefix(key),
          key_hash: hashServiceKey(key),
        })
        .returning(["id", "name", "prefix", "created_at", "last_used_at", "revoked_at"])
        .executeTakeFirstOrThrow();
    });
    return { key, record: toApiKey(row) };
  }

  async hitLimit(key: string, max: number, windowMs: number): Promise<LimitHit> {
    const row = await sql<{ count: number; wait_ms: number }>`
      insert into limit_counters as c (key, count, reset_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when c.reset_at <= now() then 1 else c.count + 1 end,
        reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
      returning count, (extract(epoch from (reset_at - now())) * 1000)::float8 as wait_ms`.execute(this.db);
    const { count, wait_ms } = row.rows[0]!;
    return {
      count,
      allowed: count <= max,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(wait_ms) / 1000)),
    };
  }

  async takeRate(key: string, perSecond: number, burst: number): Promise<number> {
    // GCRA on limit_counters: reset_at holds the key's theoretical arrival time (TAT); a request is allowed
    // while TAT <= now + (burst - 1) * interval, and then moves TAT one interval on. One atomic upsert, so
    // concurrent requests on any instance queue on the row. `count` records whether the last one passed.
    // On the relaxed pool (no wait for the WAL flush): a bucket lost in a database crash is only a full one.
    const intervalMs = 1000 / perSecond;
    const toleranceMs = (burst - 1) * intervalMs;
    // The stored TAT is first clamped to what this configuration allows (now + tolerance + one interval),
    // so a bucket emptied under a slower --rate-limit never blocks longer than the current one would.
    const step = sql`(${intervalMs}::float8 * interval '1 millisecond')`;
    const tolerance = sql`(${toleranceMs}::float8 * interval '1 millisecond')`;
    const capped = sql`least(c.reset_at, now() + ${tolerance} + ${step})`;
    const tat = sql`greatest(${capped}, now())`;
    const row = await sql<{ allowed: number; wait_ms: number }>`
      insert into limit_counters as c (key, count, reset_at)
      values (${key}, 1, now() + ${step})
      on conflict (key) do update set
        count = case when ${tat} <= now() + ${tolerance} then 1 else 0 end,
        reset_at = case when ${tat} <= now() + ${tolerance} then ${tat} + ${step} else ${capped} end
      returning count as allowed,
        (extract(epoch from (reset_at - now())) * 1000)::float8 - ${toleranceMs}::float8 as wait_ms`.execute(
      this.database.relaxedDb,
    );
    const { allowed, wait_ms } = row.rows[0]!;
    return allowed === 1 ? 0 : Math.max(1, Math.ceil(Number(wait_ms) / 1000));
  }

  async peekLimit(key: string): Promise<number> {
    const row = await this.db
      .selectFrom("limit_counters")
      .select("count")
      .where("key", "=", key)
      .where("reset_at", ">", new Date())
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  async clearLimit(key: string): Promise<void> {
    await this.db.deleteFrom("limit_counters").where("key", "=", key).execute();
    if (Math.random() < 0.01) {
      // Expired windows are dead weight: sweep them now and then.
      await this.db.deleteFrom("limit_counters").where("reset_at", "<=", new Date()).execute();
    }
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRecord[]> {
    const rows = await this.db
      .selectFrom("api_keys")
      .select(["id", "name", "prefix", "created_at", "last_used_at", "revoked_at"])
      .where("account_id", "=", accountId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map(toApiKey);
  }

  async revokeApiKey(accountId: string, keyId: string): Promise<boolean> {
    if (!isUuid(keyId)) return false;
    const result = await this.db
      .updateTable("api_keys")
      .set({ revoked_at: new Date() })
      .where("account_id", "=", accountId)
      .where("id", "=", keyId)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async accountForServiceKey(key: string): Promise<KeyOwner | null> {
    if (typeof key !== "string" || !isWellFormedServiceKey(key)) return null;
    const owner = await this.ownerOf(hashServiceKey(key));
    if (owner === null) return null;
    const stale =
      owner.lastUsedAt === null || Date.now() - owner.lastUsedAt.getTime() >= this.lastUsedResolutionMs;
    if (stale) {
      await this.db
        .updateTable("api_keys")
        .set({ last_used_at: new Date() })
        .where("id", "=", owner.keyId)
        .execute();
    }
    return { account: owner.account, keyId: owner.keyId };
  }

  async accountForKeyHash(keyHash: string): Promise<KeyOwner | null> {
    if (typeof keyHash !== "string" || !/^[0-9a-f]{64}$/.test(keyHash)) return null;
    const owner = await this.ownerOf(keyHash);
    return owner === null ? null : { account: owner.account, keyId: owner.keyId };
  }

  private async ownerOf(keyHash: string): Promise<(KeyOwner & { lastUsedAt: Date | null }) | null> {
    const row = await this.db
      .selectFrom("api_keys")
      .innerJoin("accounts", "accounts.id", "api_keys.account_id")
      .select([
        "accounts.id",
        "accounts.email",
        "accounts.created_at",
        "api_keys.id as key_id",
        "api_keys.last_used_at",
      ])
      .where("api_keys.key_hash", "=", keyHash)
      .where("api_keys.revoked_at", "is", null)
      .executeTakeFirst();
    if (row === undefined) return null;
    return { account: toAccount(row), keyId: row.key_id, lastUsedAt: row.last_used_at };
  }

  ingestInterceptions(
    accountId: string,
    keyId: string | null,
    records: readonly InterceptionRecord[],
    options?: IngestOptions,
  ): Promise<IngestResult> {
    const target = options?.durable === false ? this.database.relaxedDb : this.db;
    return ingestInterceptions(target, accountId, keyId, records);
  }

  listInterceptions(accountId: string, filter?: InterceptionFilter): Promise<InterceptionPage> {
    return listInterceptions(this.db, accountId, filter);
  }

  getInterception(accountId: string, id: string): Promise<StoredInterception | null> {
    return getInterception(this.db, accountId, id);
  }

  stats(accountId: string, query?: StatsQuery): Promise<Stats> {
    return stats(this.db, accountId, query);
  }

  async recordCaptureReport(
    accountId: string,
    keyId: string | null,
    report: CaptureReport,
  ): Promise<boolean> {
    const inserted = await this.db
      .insertInto("capture_reports")
      .values({
        account_id: accountId,
        id: report.id,
        key_id: keyId,
        group: report.group ?? null,
        dropped: report.dropped,
      })
      .onConflict((oc) => oc.columns(["account_id", "id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  shadowSummary(
    accountId: string,
    query?: { from?: Date | undefined; to?: Date | undefined },
  ): Promise<ShadowRulesetSummary[]> {
    return shadowSummary(this.db, accountId, query);
  }

  async droppedByCaptureBound(
    accountId: string,
    query: { from?: Date | undefined; to?: Date | undefined } = {},
  ): Promise<number> {
    let select = this.db
      .selectFrom("capture_reports")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>("dropped"), sql<number>`0`).as("total"))
      .where("account_id", "=", accountId);
    if (query.from !== undefined) select = select.where("reported_at", ">=", query.from);
    if (query.to !== undefined) select = select.where("reported_at", "<", query.to);
    const row = await select.executeTakeFirstOrThrow();
    return Number(row.total);
  }

  listAllowlist(accountId: string, group?: string | undefined): Promise<AllowlistEntry[]> {
    return listAllowlist(this.db, accountId, group);
  }

  addAllowlistEntry(
    accountId: string,
    entry: NewAllowlistEntry,
  ): Promise<{ entry: AllowlistEntry; created: boolean }> {
    return addAllowlistEntry(this.db, accountId, entry);
  }

  deleteAllowlistEntry(accountId: string, id: string): Promise<boolean> {
    return deleteAllowlistEntry(this.db, accountId, id);
  }

  saveReplayReport(accountId: string, report: NewReplayReport): Promise<StoredReplayReport> {
    return saveReplayReport(this.db, accountId, report);
  }

  listReplayReports(accountId: string, limit?: number): Promise<StoredReplayReport[]> {
    return listReplayReports(this.db, accountId, limit);
  }

  getReplayReport(accountId: string, id: string): Promise<StoredReplayReport | null> {
    return getReplayReport(this.db, accountId, id);
  }

  async close(): Promise<void> {
    await this.database.destroy();
  }
}
