/**
 * `POST /v1/shield`: the library's `Guard.shield` over HTTP. Guards are compiled once per (key, rulesets,
 * config) and cached (shield-eval.ts), in this thread or in a pool of worker threads (shield-pool.ts); each
 * account's evaluation time is charged to its budget (work-budget.ts). The interception a triggered call captures is written to the database for the key's
 * account before the response is sent, so `GET /v1/interceptions/:id` finds it at once.
 * That write uses `synchronous_commit = off` (no WAL flush wait: ~0.2 ms instead of ~4 ms): a PostgreSQL
 * crash may lose the last fraction of a second of interceptions captured this way, never corrupt them.
 * Batch ingest (delivery from the spool) stays fully durable, because the client deletes its copy on 2xx.
 * The answer is the core's decision as it is (`guard.check({ capture: true })`): BLOCK answers 200 with
 * `action: "BLOCK"` and the message in `applied.fallback` (the call worked, and the caller decides what a
 * block looks like to its user); `texts` holds each checked text's result, `payload.contexts` included.
 */

import { closest } from "content-shield/internal";
import type { RequestHandler } from "express";
import { ServiceError } from "../errors.js";
import type { JudgeOperatorSettings } from "../judge.js";
import type { ShieldLimits } from "../limits.js";
import { allowlistEtag } from "../store/allowlists.js";
import type { Store } from "../store/types.js";
import { caller } from "./auth.js";
import { createShieldEvaluator, type ShieldOutcome, type ShieldTask } from "./shield-eval.js";
import { checkPayloadLimits } from "./shield-limits.js";
import { type ShieldPool, ShieldQueueFullError } from "./shield-pool.js";
import { ApiInputError } from "./validate.js";
import type { WorkBudget } from "./work-budget.js";

export interface ShieldHandlerOptions {
  limits: ShieldLimits;
  /** Runs evaluations in worker threads; absent: in the request's thread. */
  pool?: ShieldPool | undefined;
  /** Each account's share of evaluation time; absent: unlimited. */
  budget?: WorkBudget | undefined;
  /** The operator's judge settings (provider keys never come from tenants unless allowlisted). */
  judge: JudgeOperatorSettings;
  /** Told about judge failures (the tenant only gets a generic message). */
  onError: (error: unknown) => void;
}

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

export function shieldHandler(store: Store, options: ShieldHandlerOptions): RequestHandler {
  const { limits } = options;
  // In this thread, unless a worker pool runs evaluations (then a slow one cannot stall anything else).
  const evaluate = options.pool === undefined ? createShieldEvaluator(options) : undefined;

  return async (req, res) => {
    const who = caller(res);
    const raw = outerShape(req.body);
    const characters = checkPayloadLimits(raw.payload, limits);
    const account = who.account.id;
    const wait = options.budget?.wait(account) ?? 0;
    if (wait > 0) {
      res.set("Retry-After", String(wait));
      throw new ServiceError(
        "RATE_LIMITED",
        429,
        `This account used its share of the service's evaluation time (${options.budget!.perSecondMs} ms per second); retry after ${wait} s.`,
      );
    }
    // The account's allowlist for the request's group applies to every rule of each entry's metric.
    const group = (raw.config as { group?: unknown } | undefined)?.group;
    const entries = await store.listAllowlist(account, typeof group === "string" ? group : "default");
    const task: ShieldTask = {
      key: who.key,
      keyHash: who.keyHash,
      rulesets: raw.rulesets,
      config: raw.config,
      payload: raw.payload,
      characters,
      allowlist:
        entries.length === 0
          ? undefined
          : {
              etag: allowlistEtag(entries),
              entries: entries.map(({ metric, kind, value }) => ({ metric, kind, value })),
            },
    };
    const startedAt = performance.now();
    let outcome: ShieldOutcome;
    try {
      outcome = evaluate === undefined ? await options.pool!.run(account, task) : await evaluate(task);
    } catch (error) {
      if (error instanceof ShieldQueueFullError) res.set("Retry-After", String(error.retryAfterSeconds));
      options.budget?.charge(
        account,
        (error as { evaluationMs?: number }).evaluationMs ?? performance.now() - startedAt,
      );
      throw error;
    }
    options.budget?.charge(account, outcome.ms);
    // Not on the durable path: see the module comment.
    if (outcome.record !== undefined)
      await store.ingestInterceptions(account, who.keyId, [outcome.record], { durable: false });
    res.json(outcome.response);
  };
}
