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

/** The last answer, for the common case of the same environment and bounds call after call. */
let last:
  | {
      env: Readonly<Record<string, string | undefined>>;
      homeVariable: string | undefined;
      /** `$HOME` and `$TMPDIR` when CONTENT_SHIELD_HOME is unset (the home is then derived from them). */
      fallback: string | undefined;
      maxBytes: number | undefined;
      maxAgeMs: number | undefined;
      sink: InterceptionSink;
    }
  | undefined;

export function defaultSink(
  env: Readonly<Record<string, string | undefined>> = process.env,
  options: DefaultSinkOptions = {},
): InterceptionSink {
  const homeVariable = env.CONTENT_SHIELD_HOME;
  const fallback = homeVariable ? undefined : `${process.env.HOME}\n${process.env.TMPDIR}`;
  if (
    last !== undefined &&
    last.env === env &&
    last.homeVariable === homeVariable &&
    last.maxBytes === options.maxBytes &&
    last.maxAgeMs === options.maxAgeMs &&
    last.fallback === fallback
  ) {
    return last.sink;
  }
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
  last = {
    env,
    homeVariable,
    fallback,
    maxBytes: options.maxBytes,
    maxAgeMs: options.maxAgeMs,
    sink: entry.sink,
  };
  return entry.sink;
}
