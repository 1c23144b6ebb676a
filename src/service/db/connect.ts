/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, else the embedded PGlite stored under
 * `<home>/db`. Both speak the same SQL, through the same Kysely query builder; migrations run on open.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Kysely, PostgresDialect } from "kysely";
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
}

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: "postgres" | "pglite";
}

/** The database URL from flags or environment (`CONTENT_SHIELD_DATABASE_URL`, then `DATABASE_URL`). */
export function databaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.CONTENT_SHIELD_DATABASE_URL || env.DATABASE_URL;
  return url === undefined || url === "" ? undefined : url;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  let db: Kysely<Database>;
  let kind: OpenDatabase["kind"];
  if (options.databaseUrl !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error(
        `The database URL must start with postgres:// or postgresql:// (got "${options.databaseUrl.slice(0, 24)}…"); omit it to use the embedded database.`,
      );
    }
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    kind = "postgres";
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const dataDir = join(options.home, "db");
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const pglite = new PGlite(dataDir);
    db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    kind = "pglite";
  }
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind };
}
