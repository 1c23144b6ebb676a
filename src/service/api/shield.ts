/**
 * `POST /v1/shield`: the library's `Guard.shield` over HTTP. Guards are compiled once per (key, rulesets,
 * config) and cached; the interception a triggered call captures is written to the database for the key's
 * account before the response is sent, so `GET /v1/interceptions/:id` finds it at once.
 * That write uses `synchronous_commit = off` (no WAL flush wait: ~0.2 ms instead of ~4 ms): a PostgreSQL
 * crash may lose the last fraction of a second of interceptions captured this way, never corrupt them.
 * Batch ingest (delivery from the spool) stays fully durable, because the client deletes its copy on 2xx.
 * The answer is the core's decision as it is (`guard.check({ capture: true })`): BLOCK answers 200 with
 * `action: "BLOCK"` and the message in `applied.fallback` (the call worked, and the caller decides what a
 * block looks like to its user); `texts` holds each checked text's result, `payload.contexts` included.
 */
import type { RequestHandler } from "express";
import type { InterceptionRecord, InterceptionSink } from "../../capture/record.js";
import { Guard } from "../../guard.js";
import type { GuardConfig, Payload, RuleSet } from "../../schema.js";
import { closest } from "../../suggest.js";
import type { Store } from "../store/types.js";
import { caller } from "./auth.js";
import { ApiInputError } from "./validate.js";

/** Collects what one Guard captures, by interception id, until the route takes it. */
class CollectingSink implements InterceptionSink {
  readonly records = new Map<string, InterceptionRecord>();
  append(record: InterceptionRecord): void {
    this.records.set(record.id, record);
  }
  async flush(): Promise<void> {}
}

interface CachedGuard {
  guard: Guard;
  sink: CollectingSink;
}

const CACHE_SIZE = 256;
const BODY_KEYS = ["payload", "rulesets", "config"] as const;

/** Checks the outer shape only; the Guard validates payload, rulesets and config with the library's messages. */
function outerShape(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiInputError([
      { path: "body", message: "must be a JSON object like { payload, rulesets, config }." },
    ]);
  }
  const raw = body as Record<string, unknown>;
  const issues: Array<{ path: string; message: string }> = [];
  for (const key of Object.keys(raw)) {
    if (!(BODY_KEYS as readonly string[]).includes(key)) {
      const hint = closest(key, BODY_KEYS);
      issues.push({
        path: key,
        message: `unknown field${hint ? ` (did you mean "${hint}"?)` : ""}; allowed: ${BODY_KEYS.join(", ")}.`,
      });
    }
  }
  if (raw.payload === undefined)
    issues.push({ path: "payload", message: "is required: { input?, output?, contexts? }." });
  if (raw.rulesets === undefined)
    issues.push({ path: "rulesets", message: "is required: a list of rulesets." });
  if (issues.length > 0) throw new ApiInputError(issues);
  return raw;
}

export function shieldHandler(store: Store): RequestHandler {
  const cache = new Map<string, CachedGuard>();

  const guardFor = (key: string, keyHash: string, rulesets: unknown, config: unknown): CachedGuard => {
    const cacheKey = `${keyHash}\n${JSON.stringify(rulesets)}\n${JSON.stringify(config ?? null)}`;
    const hit = cache.get(cacheKey);
    if (hit !== undefined) {
      cache.delete(cacheKey);
      cache.set(cacheKey, hit);
      return hit;
    }
    const sink = new CollectingSink();
    const guard = new Guard({
      rulesets: rulesets as RuleSet[],
      config: { ...(config as GuardConfig | undefined), service_key: key },
      sink,
    });
    cache.set(cacheKey, { guard, sink });
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return { guard, sink };
  };

  return async (req, res) => {
    const who = caller(res);
    const raw = outerShape(req.body);
    const { guard, sink } = guardFor(who.key, who.keyHash, raw.rulesets, raw.config);
    const response = await guard.check({ payload: raw.payload as Payload, capture: true });
    if (response.interception_id !== null) {
      const record = sink.records.get(response.interception_id);
      sink.records.delete(response.interception_id);
      // Not on the durable path: see the module comment.
      if (record !== undefined)
        await store.ingestInterceptions(who.account.id, who.keyId, [record], { durable: false });
    }
    res.json(response);
  };
}
