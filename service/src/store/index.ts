/** Opens the store: PostgreSQL when a database URL is given, else the embedded PGlite under `<home>/db`. */
import { contentShieldHome } from "content-shield/internal";
import { openDatabase } from "../db/connect.js";
import { SqlStore, type SqlStoreOptions } from "./sql-store.js";
import type { Store } from "./types.js";

export { databaseUrlFromEnv } from "../db/connect.js";
export { EmailTakenError, ServiceError, StoreInputError } from "../errors.js";
export type * from "./types.js";

export interface OpenStoreOptions extends SqlStoreOptions {
  databaseUrl?: string | undefined;
  /** Default: CONTENT_SHIELD_HOME (or `~/.content-shield`). */
  home?: string | undefined;
  poolSize?: number | undefined;
}

/** Connects and migrates. The caller must `close()` the store. */
export async function openStore(options: OpenStoreOptions = {}): Promise<Store> {
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    home: options.home ?? contentShieldHome(),
    poolSize: options.poolSize,
  });
  return new SqlStore(database, options);
}
