/** Starts and stops the service: opens the store, imports the local spool, listens. */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { contentShieldHome } from "content-shield/internal";
import { storeAdmin } from "./admin/ops.js";
import { adminSocketPath, closeAdminSocket, listenAdminSocket } from "./admin/socket.js";
import type { ShieldPool } from "./api/shield-pool.js";
import { type AppOptions, createApp } from "./app.js";
import { importSpool, type SpoolImportResult } from "./spool-import.js";
import { openStore } from "./store/index.js";
import type { Store } from "./store/types.js";

export interface ServerOptions extends Omit<AppOptions, "store"> {
  /** Default 8787; 0 picks a free port. */
  port?: number | undefined;
  /** Default 127.0.0.1. */
  host?: string | undefined;
  /** PostgreSQL URL; absent: the embedded database under `home`. */
  databaseUrl?: string | undefined;
  /** CONTENT_SHIELD_HOME (embedded database and the spool to import). */
  home?: string | undefined;
  /** Use this store instead of opening one (it is not closed on `close()`). */
  store?: Store | undefined;
  /** Import the local spool at start and then every `spoolImportIntervalMs` (default 5 s; 0 = only at start). */
  importSpool?: boolean | undefined;
  spoolImportIntervalMs?: number | undefined;
  /**
   * On the embedded database it opened, listen on `<home>/admin.sock` so that `accounts` and `keys`
   * commands work while the service runs (admin/socket.ts). Default true.
   */
  adminSocket?: boolean | undefined;
  /** Where notices go (spool import results, warnings); default: nowhere. */
  log?: ((message: string) => void) | undefined;
}

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  /** The first spool import's counts (null when import is off). */
  firstImport: SpoolImportResult | null;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const home = options.home ?? contentShieldHome();
  const log = options.log ?? (() => {});
  const ownsStore = options.store === undefined;
  const store = options.store ?? (await openStore({ databaseUrl: options.databaseUrl, home }));
  let firstImport: SpoolImportResult | null = null;
  let timer: NodeJS.Timeout | undefined;
  let importing: Promise<unknown> = Promise.resolve();
  try {
    if (options.importSpool !== false) {
      const runImport = async (): Promise<SpoolImportResult> => {
        const result = await importSpool(store, home, log);
        if (result.segments > 0) {
          log(
            `Imported ${result.accepted} interception(s) from ${result.segments} spool segment(s) (${result.duplicates} already stored, ${result.invalid} kept aside in spool/rejected).`,
          );
        }
        return result;
      };
      // Nothing in the spool may keep the service from starting: a failed first import is reported and
      // tried again by the timer.
      firstImport = await runImport().catch((error: unknown) => {
        log(`Spool import failed (will retry): ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
      const every = options.spoolImportIntervalMs ?? 5000;
      if (every > 0) {
        let busy = false;
        timer = setInterval(() => {
          if (busy) return; // the previous import is still running
          busy = true;
          importing = runImport()
            .catch((error: unknown) => {
              log(
                `Spool import failed (will retry): ${error instanceof Error ? error.message : String(error)}`,
              );
            })
            .finally(() => {
              busy = false;
            });
        }, every);
        timer.unref();
      }
    }
  } catch (error) {
    if (ownsStore) await store.close();
    throw error;
  }
  const app = createApp({ ...options, store });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(options.port ?? 8787, options.host ?? "127.0.0.1", (error?: Error) => {
      if (error) reject(error);
      else resolve(listening);
    });
  });
  server.keepAliveTimeout = 65_000;
  const socketPath = adminSocketPath(home);
  const admin =
    ownsStore && store.kind === "pglite" && options.adminSocket !== false
      ? await listenAdminSocket(socketPath, storeAdmin(store)).catch((error: unknown) => {
          log(
            `No admin socket at ${socketPath} (${error instanceof Error ? error.message : String(error)}): stop the service to run accounts/keys commands.`,
          );
          return undefined;
        })
      : undefined;
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(":") ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    port,
    store,
    firstImport,
    async close() {
      if (timer) clearInterval(timer);
      if (admin !== undefined) await closeAdminSocket(admin, socketPath);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await importing;
      await (app.locals.shieldPool as ShieldPool | undefined)?.close();
      if (ownsStore) await store.close();
    },
  };
}
