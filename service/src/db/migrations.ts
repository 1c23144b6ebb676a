/**
 * Versioned schema migrations, in code (so they ship inside the package) and applied in name order by
 * Kysely's Migrator, which records them in `kysely_migration` and serializes concurrent migrators (two
 * servers starting at once) with a PostgreSQL advisory lock. Never edit a released migration; add one.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Database } from "./schema.js";

const migrations: Record<string, Migration> = {
  "0001_initial": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against a schema that does not exist yet.
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("accounts")
        .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn("email", "text", (c) => c.notNull().unique().check(sql`email = lower(email)`))
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable("sessions")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("account_id", "uuid", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
        .addColumn("csrf_token", "text", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn("expires_at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sessions_account_idx").on("sessions").column("account_id").execute();
      await db.schema
        .createTable("api_keys")
        .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn("account_id", "uuid", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("prefix", "text", (c) => c.notNull())
        .addColumn("key_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn("last_used_at", "timestamptz")
        .addColumn("revoked_at", "timestamptz")
        .execute();
      await db.schema
        .createIndex("api_keys_account_idx")
        .on("api_keys")
        .columns(["account_id", "created_at"])
        .execute();
      await db.schema
        .createTable("interceptions")
        .addColumn("id", "uuid", (c) => c.primaryKey())
        .addColumn("account_id", "uuid", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
        .addColumn("key_id", "uuid", (c) => c.references("api_keys.id").onDelete("set null"))
        .addColumn("group", "text", (c) => c.notNull())
        .addColumn("metric", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("ruleset", "jsonb", (c) => c.notNull())
        .addColumn("triggered_rulesets", "jsonb", (c) => c.notNull())
        .addColumn("rule", "jsonb", (c) => c.notNull())
        .addColumn("findings", "jsonb", (c) => c.notNull())
        .addColumn("verdicts", "jsonb", (c) => c.notNull())
        .addColumn("text", "text")
        .addColumn("payload", "jsonb")
        .addColumn("capture", "text", (c) => c.notNull())
        .addColumn("latency_ms", "double precision", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create index interceptions_account_time_idx on interceptions (account_id, created_at desc, id desc)`.execute(
        db,
      );
      for (const column of ["metric", "action", "group"]) {
        await sql`create index ${sql.id(`interceptions_account_${column}_idx`)} on interceptions (account_id, ${sql.id(column)}, created_at desc, id desc)`.execute(
          db,
        );
      }
    },
  },
  "0002_interception_ids_per_account": {
    // Interception ids are unique per account, not globally: a record posted with another account's id is
    // stored for the poster, and its answer says nothing about the other account (no existence oracle).
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was.
    async up(db: Kysely<any>): Promise<void> {
      await sql`alter table interceptions drop constraint interceptions_pkey`.execute(db);
      await sql`alter table interceptions add constraint interceptions_pkey primary key (account_id, id)`.execute(
        db,
      );
    },
  },
  "0003_limit_counters": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
    async up(db: Kysely<any>): Promise<void> {
      // Fixed-window counters shared by every service instance: sign-in and sign-up attempts, unknown keys.
      await db.schema
        .createTable("limit_counters")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("count", "integer", (c) => c.notNull())
        .addColumn("reset_at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("limit_counters_reset_idx")
        .on("limit_counters")
        .column("reset_at")
        .execute();
    },
  },
  "0004_capture_reports": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
    async up(db: Kysely<any>): Promise<void> {
      // Interceptions a client's spool bound dropped before delivery, as the client reported them.
      await db.schema
        .createTable("capture_reports")
        .addColumn("account_id", "uuid", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
        .addColumn("id", "uuid", (c) => c.notNull())
        .addColumn("key_id", "uuid", (c) => c.references("api_keys.id").onDelete("set null"))
        .addColumn("group", "text")
        .addColumn("dropped", "integer", (c) => c.notNull())
        .addColumn("reported_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint("capture_reports_pkey", ["account_id", "id"])
        .execute();
      await db.schema
        .createIndex("capture_reports_account_time_idx")
        .on("capture_reports")
        .columns(["account_id", "reported_at"])
        .execute();
    },
  },
  "0005_allowlists": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
    async up(db: Kysely<any>): Promise<void> {
      // Findings an account allows, per group (null: every group); the library and /v1/shield apply them.
      await db.schema
        .createTable("allowlist_entries")
        .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn("account_id", "uuid", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
        .addColumn("group", "text")
        .addColumn("metric", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('value', 'domain', 'pattern')`))
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("note", "text")
        .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('api', 'feedback')`))
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // One entry per (account, group, metric, kind, value): adding it again returns the existing one.
      await sql`create unique index allowlist_entries_unique_idx on allowlist_entries (account_id, coalesce("group", ''), metric, kind, value)`.execute(
        db,
      );
      await db.schema
        .createIndex("allowlist_entries_account_group_idx")
        .on("allowlist_entries")
        .columns(["account_id", "group"])
        .execute();
      // Interceptions captured only for `mode: "shadow"` rulesets, and what the shadow rulesets would have done.
      await sql`alter table interceptions add column shadow boolean not null default false`.execute(db);
      await sql`alter table interceptions add column shadow_rulesets jsonb`.execute(db);
    },
  },
  "0006_replay_reports": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then.
    async up(db: Kysely<any>): Promise<void> {
      // Each `content-shield replay` run's report (issue 18, item 5), listed per account in the dashboard.
      await db.schema
        .createTable("replay_reports")
        .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn("account_id", "uuid", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
        .addColumn("policy_file", "text", (c) => c.notNull())
        .addColumn("since", "timestamptz", (c) => c.notNull())
        .addColumn("group", "text")
        .addColumn("report", "jsonb", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createIndex("replay_reports_account_created_idx")
        .on("replay_reports")
        .columns(["account_id", "created_at"])
        .execute();
    },
  },
};

const provider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

/** Brings the schema up to date; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed ? `Database migration ${failed} failed: ${detail}` : `Opening the database failed: ${detail}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
