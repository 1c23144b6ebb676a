/**
 * The sink a Guard uses unless given one: the durable spool under CONTENT_SHIELD_HOME (one per directory),
 * delivered in the background to CONTENT_SHIELD_URL when that is set.
 */
import { deliveringSink } from "./delivery.js";
import type { InterceptionSink } from "./record.js";
import { contentShieldHome, FileSpool } from "./spool.js";

const spools = new Map<string, InterceptionSink>();

export function defaultSink(
  env: Readonly<Record<string, string | undefined>> = process.env,
): InterceptionSink {
  const home = contentShieldHome(env);
  let spool = spools.get(home);
  if (spool === undefined) {
    const url = env.CONTENT_SHIELD_URL;
    spool = url
      ? deliveringSink(new FileSpool({ home }), url, home, env.CONTENT_SHIELD_SERVICE_KEY)
      : new FileSpool({ home });
    spools.set(home, spool);
  }
  return spool;
}
