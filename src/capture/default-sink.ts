/** The sink a Guard uses unless given one: the durable spool under CONTENT_SHIELD_HOME (one per directory). */
import type { InterceptionSink } from "./record.js";
import { contentShieldHome, FileSpool } from "./spool.js";

const spools = new Map<string, FileSpool>();

export function defaultSink(env: Readonly<Record<string, string | undefined>> = process.env): InterceptionSink {
  const home = contentShieldHome(env);
  let spool = spools.get(home);
  if (spool === undefined) {
    spool = new FileSpool({ home });
    spools.set(home, spool);
  }
  return spool;
}
