/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, else the embedded PGlite stored under
 * `<home>/db`. Both speak the same SQL, through the same Kysely query builder; migrations run on open.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import { lockDataDir } from "./lock.js";
import { migrateToLatest } from "./migrations.js";
import { PGliteDialect } from "./pglite-dialect.js";
import type { Database } from "./schema.js";

export interface DatabaseOptions {
  /** `postgres://…` or `postgresql://…`; absent: embedded PGlite under `<home>/db`. */
  databaseUrl?: string | undefined;
  /** CONTENT_SHIELD_HOME (used for the embedded database). */
  home: string;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number | undefined;
  /** Told when an idle pooled connection fails (e.g. the server restarted); default: ignored. */
  onIdleError?: ((error: Error) => void) | undefined;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  /**
   * For writes that need not wait for the WAL flush (`synchronous_commit = off` on every connection): a
   * second, small pool on PostgreSQL, so such a write is one round trip; the same `db` on PGlite.
   */
  relaxedDb: Kysely<Database>;
  kind: "postgres" | "pglite";
  /** Closes every pool. */
  destroy(): Promise<void>;
}

/** The database URL from flags or environment (`CONTENT_SHIELD_DATABASE_URL`, then `DATABASE_URL`). */
export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.CONTENT_SHIELD_DATABASE_URL || env.DATABASE_URL;
  return url === undefined || url === "" ? undefined : url;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  let db: Kysely<Database>;
  let relaxedDb: Kysely<Database>;
  let kind: OpenDatabase["kind"];
  if (options.databaseUrl !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error(
        `The database URL must start with postgres:// or postgresql:// (got "${options.databaseUrl.slice(0, 24)}…"); omit it to use the embedded database.`,
      );
    }
    const { default: pg } = await import("pg");
    const newPool = (max: number, pgOptions?: string) => {
      const pool = new pg.Pool({
        connectionString: options.databaseUrl,
        max,
        ...(pgOptions === undefined ? {} : { options: pgOptions }),
      });
      // An idle connection killed by the server (restart, failover) is dropped by the pool and replaced on
      // the next query; without a listener the 'error' event would crash the process.
      pool.on("error", (error) => options.onIdleError?.(error));
      return pool;
    };
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: newPool(options.poolSize ?? 10) }) });
    relaxedDb = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: newPool(4, "-c synchronous_commit=off") }),
    });
    kind = "postgres";
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const dataDir = join(options.home, "db");
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const unlock = await lockDataDir(dataDir, (error) => options.onIdleError?.(error));
    try {
      const pglite = new PGlite(dataDir);
      db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, unlock) });
    } catch (error) {
      await unlock();
      throw error;
    }
    relaxedDb = db;
    kind = "pglite";
  }
  const destroy = async () => {
    await db.destroy();
    if (relaxedDb !== db) await relaxedDb.destroy();
  };
  try {
    await migrateToLatest(db);
  } catch (error) {
    await destroy();
    throw error;
  }
  return { db, relaxedDb, kind, destroy };
}
