/**
 * The embedded database's lock: PGlite is one in-process PostgreSQL, so two processes opening the same data
 * folder would corrupt it. Taking the lock is atomic, also when the last owner crashed and left its lock
 * behind:
 *
 * - On Linux, a listening Unix socket in the abstract namespace named after the folder's real path. The
 *   kernel lets one process bind a name and frees it the moment that process dies, so there is no stale
 *   lock to take over and no race in taking one over.
 * - Everywhere (and across containers sharing the folder but not a network namespace), `proper-lockfile`:
 *   an atomic `mkdir` lock refreshed every second while held and taken over only when stale (not
 *   refreshed for 5 s; a process starting right after a crash waits up to that long for it).
 */
import { createHash } from "node:crypto";
import { realpathSync } from "node:fs";
import { createServer, type Server } from "node:net";
import lockfile from "proper-lockfile";

/** Thrown when another process (or this one) holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another process (a running \`content-shield serve\` that does not answer on its admin socket?). Stop that process first, use the dashboard instead, or run on PostgreSQL with --database-url.`,
    );
    this.name = "DataDirLockedError";
  }
}

const heldHere = new Set<string>();
/** A lock not refreshed for this long belongs to a dead process (it is refreshed every second). */
const STALE_MS = 5_000;

function abstractSocketLock(dataDir: string): Promise<Server | undefined> {
  if (process.platform !== "linux") return Promise.resolve(undefined);
  const name = `\0content-shield-db-${createHash("sha256").update(dataDir).digest("hex").slice(0, 40)}`;
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") reject(new DataDirLockedError(dataDir));
      else resolve(undefined); // no abstract sockets here (a sandbox): the lock file alone guards
    });
    server.listen({ path: name, exclusive: true }, () => {
      server.unref();
      resolve(server);
    });
  });
}

/**
 * Locks `dataDir` (which must exist) for this process; resolves to the release function. Rejects with
 * `DataDirLockedError` when another process holds it. `onCompromised` is told if the lock file was taken
 * away while held (someone deleted it, or this process was frozen past the stale time).
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void = () => {},
): Promise<() => Promise<void>> {
  const real = realpathSync(dataDir);
  if (heldHere.has(real)) {
    throw new Error(`The embedded database in ${dataDir} is already open in this process; share one store.`);
  }
  heldHere.add(real);
  let socket: Server | undefined;
  try {
    socket = await abstractSocketLock(real);
    const release = await lockfile
      .lock(real, {
        lockfilePath: `${real}.lck`,
        stale: STALE_MS,
        update: 1_000,
        // A lock left by a crashed owner turns stale within STALE_MS: wait that long before giving up.
        retries: { retries: 14, factor: 1, minTimeout: 500, maxTimeout: 500 },
        realpath: false,
        onCompromised,
      })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ELOCKED") throw new DataDirLockedError(dataDir);
        throw error;
      });
    return async () => {
      heldHere.delete(real);
      await release().catch(() => {});
      await new Promise<void>((resolve) => (socket ? socket.close(() => resolve()) : resolve()));
    };
  } catch (error) {
    heldHere.delete(real);
    socket?.close();
    throw error;
  }
}
