/**
 * `POST /v1/shield`: the library's `Guard.shield` over HTTP. Guards are compiled once per (key, rulesets,
 * config) and cached; the interception a triggered call captures is written to the database for the key's
 * account before the response is sent, so `GET /v1/interceptions/:id` finds it at once.
 * That write uses `synchronous_commit = off` (no WAL flush wait: ~0.2 ms instead of ~4 ms): a PostgreSQL
 * crash may lose the last fraction of a second of interceptions captured this way, never corrupt them.
 * Batch ingest (delivery from the spool) stays fully durable, because the client deletes its copy on 2xx.
 * BLOCK answers 200 with `action: "BLOCK"` (the library's `ShieldBlockedError.response`): the call worked,
 * and the caller decides what a block looks like to its user.
 */
import type { RequestHandler } from "express";
import type { InterceptionRecord, InterceptionSink } from "../../capture/record.js";
import { ShieldBlockedError } from "../../errors.js";
import { Guard } from "../../guard.js";
import type { GuardConfig, Payload, RuleSet } from "../../schema.js";
import { closest } from "../../suggest.js";
import type { ShieldResponse } from "../../types.js";
import { ServiceError } from "../errors.js";
import { explainMissingJudge, type JudgeOperatorSettings, ServiceJudge, tenantConfig } from "../judge.js";
import type { ShieldLimits } from "../limits.js";
import type { Store } from "../store/types.js";
import { caller } from "./auth.js";
import { BoundedLru, estimateGuardBytes } from "./guard-cache.js";
import { checkPayloadLimits, checkRegexWork, checkRulesetLimits } from "./shield-limits.js";
import { ApiInputError } from "./validate.js";
import type { WorkBudget } from "./work-budget.js";

export interface ShieldHandlerOptions {
  limits: ShieldLimits;
  /** Each account's share of evaluation time; absent: unlimited. */
  budget?: WorkBudget | undefined;
  /** The operator's judge settings (provider keys never come from tenants unless allowlisted). */
  judge: JudgeOperatorSettings;
  /** Told about judge failures (the tenant only gets a generic message). */
  onError: (error: unknown) => void;
}

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
  /** RE2 program size of the rulesets' regex patterns (what each checked character may cost). */
  regexProgram: number;
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
  const cache = new BoundedLru<CachedGuard>(limits.cacheEntries, limits.cacheBytes);

  const guardFor = (key: string, keyHash: string, rulesets: unknown, config: unknown): CachedGuard => {
    const cacheKey = `${keyHash}\n${JSON.stringify(rulesets)}\n${JSON.stringify(config ?? null)}`;
    const hit = cache.get(cacheKey);
    if (hit !== undefined) return hit;
    const regexProgram = checkRulesetLimits(rulesets, limits);
    const tenant = tenantConfig(config, options.judge, limits.maxTextLength);
    const guardConfig: GuardConfig = { ...tenant.config, service_key: key };
    const sink = new CollectingSink();
    let guard: Guard;
    try {
      guard = new Guard({
        rulesets: rulesets as RuleSet[],
        config: guardConfig,
        sink,
        judge: ServiceJudge.forConfig(
          guardConfig,
          {
            allowedHosts: tenant.allowedHosts,
            allowPrivateNetwork: options.judge.allowPrivateNetwork === true,
          },
          options.onError,
        ),
      });
    } catch (error) {
      throw explainMissingJudge(error);
    }
    const entry = { guard, sink, regexProgram };
    cache.set(cacheKey, entry, estimateGuardBytes(cacheKey));
    return entry;
  };

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
    // Charged: compiling (on a cache miss) and the synchronous part of shield() — every local detector.
    const startedAt = performance.now();
    let pending: Promise<ShieldResponse>;
    let sink: CollectingSink;
    try {
      const cached = guardFor(who.key, who.keyHash, raw.rulesets, raw.config);
      sink = cached.sink;
      checkRegexWork(cached.regexProgram, characters, limits);
      pending = cached.guard.shield({ payload: raw.payload as Payload });
    } finally {
      options.budget?.charge(account, performance.now() - startedAt);
    }
    let response: ShieldResponse;
    try {
      response = await pending;
    } catch (error) {
      if (!(error instanceof ShieldBlockedError)) throw error;
      response = error.response;
    }
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
