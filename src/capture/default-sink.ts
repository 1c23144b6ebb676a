/**
 * The sink a Guard uses unless given one: the durable spool under CONTENT_SHIELD_HOME (one per directory),
 * delivered in the background to CONTENT_SHIELD_URL when that is set. Guards sharing a home share its
 * spool; its bound is the tightest `capture_max_bytes` / `capture_max_age` any of them asked for.
 */
import { deliveringSink } from "./delivery.js";
import type { InterceptionSink } from "./record.js";
import { contentShieldHome, FileSpool } from "./spool.js";

const spools = new Map<string, { sink: InterceptionSink; spool: FileSpool }>();

export interface DefaultSinkOptions {
  maxBytes?: number | undefined;
  maxAgeMs?: number | undefined;
}

export function defaultSink(
  env: Readonly<Record<string, string | undefined>> = process.env,
  options: DefaultSinkOptions = {},
): InterceptionSink {
  const home = contentShieldHome(env);
  let entry = spools.get(home);
  if (entry === undefined) {
    const url = env.CONTENT_SHIELD_URL;
    const spool = new FileSpool({ home, maxBytes: options.maxBytes, maxAgeMs: options.maxAgeMs });
    const sink = url ? deliveringSink(spool, url, home, env.CONTENT_SHIELD_SERVICE_KEY) : spool;
    entry = { sink, spool };
    spools.set(home, entry);
  } else {
    entry.spool.tightenBounds(options.maxBytes, options.maxAgeMs);
  }
  return entry.sink;
}
