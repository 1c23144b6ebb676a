/**
 * The part of `POST /v1/shield` that costs CPU: compile (cached) Guards for a tenant's rulesets and config,
 * enforce the ruleset and regex-work limits, run `shield()`, and hand back the response with the record it
 * captured. Plain data in and out, so it runs in the request's thread or in a worker (shield-pool.ts).
 */
import type {
  CompiledAllowlist,
  GuardConfig,
  InterceptionRecord,
  InterceptionSink,
  Payload,
  RuleSet,
  ShieldResponse,
} from "content-shield/internal";
import { compileAllowlist, Guard } from "content-shield/internal";
import { explainMissingJudge, type JudgeOperatorSettings, ServiceJudge, tenantConfig } from "../judge.js";
import type { ShieldLimits } from "../limits.js";
import { BoundedLru, estimateGuardBytes } from "./guard-cache.js";
import { checkRegexWork, checkRulesetLimits } from "./shield-limits.js";

/** Collects what one Guard captures, by interception id, until the evaluation takes it. */
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

export interface ShieldTask {
  key: string;
  keyHash: string;
  rulesets: unknown;
  config: unknown;
  payload: unknown;
  /** Characters to check (from `checkPayloadLimits`). */
  characters: number;
  /** The account's allowlist for the request's group, and its ETag (what compiled copies are cached by). */
  allowlist?:
    | {
        etag: string;
        entries: ReadonlyArray<{ metric: string; kind: "value" | "domain" | "pattern"; value: string }>;
      }
    | undefined;
}

export interface ShieldOutcome {
  response: ShieldResponse;
  record: InterceptionRecord | undefined;
  /** Milliseconds of synchronous evaluation (compiling and local detectors), charged to the account. */
  ms: number;
}

export interface EvaluatorOptions {
  limits: ShieldLimits;
  judge: JudgeOperatorSettings;
  /** Told about judge failures (tenants only get a generic message). */
  onError: (error: unknown) => void;
}

export type ShieldEvaluator = (task: ShieldTask) => Promise<ShieldOutcome>;

export function createShieldEvaluator(options: EvaluatorOptions): ShieldEvaluator {
  const { limits } = options;
  const cache = new BoundedLru<CachedGuard>(limits.cacheEntries, limits.cacheBytes);
  const allowlists = new BoundedLru<CompiledAllowlist>(limits.cacheEntries, limits.cacheBytes);

  const allowlistFor = (task: ShieldTask): CompiledAllowlist | undefined => {
    const list = task.allowlist;
    if (list === undefined || list.entries.length === 0) return undefined;
    const hit = allowlists.get(list.etag);
    if (hit !== undefined) return hit;
    const compiled = compileAllowlist(list.entries);
    const bytes = list.entries.reduce((sum, entry) => sum + 64 + entry.value.length * 24, 1024);
    allowlists.set(list.etag, compiled, bytes);
    return compiled;
  };

  const guardFor = (task: ShieldTask): CachedGuard => {
    const cacheKey = `${task.keyHash}\n${JSON.stringify(task.rulesets)}\n${JSON.stringify(task.config ?? null)}`;
    const hit = cache.get(cacheKey);
    if (hit !== undefined) return hit;
    const regexProgram = checkRulesetLimits(task.rulesets, limits);
    const tenant = tenantConfig(task.config, options.judge, limits.maxTextLength);
    const guardConfig: GuardConfig = { ...tenant.config, service_key: task.key };
    const sink = new CollectingSink();
    let guard: Guard;
    try {
      guard = new Guard({
        rulesets: task.rulesets as RuleSet[],
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

  return async (task) => {
    // Measured: compiling (on a cache miss) and the synchronous part of shield() — every local detector.
    const startedAt = performance.now();
    let pending: Promise<ShieldResponse>;
    let sink: CollectingSink;
    let ms: number;
    try {
      const cached = guardFor(task);
      sink = cached.sink;
      checkRegexWork(cached.regexProgram, task.characters, limits);
      // The core's decision as it is: check() captures (capture: true) and never throws for BLOCK.
      const allowlist = allowlistFor(task);
      pending = cached.guard.check({ payload: task.payload as Payload, capture: true, allowlist });
    } finally {
      ms = performance.now() - startedAt;
    }
    const response = await pending;
    let record: InterceptionRecord | undefined;
    if (response.interception_id !== null) {
      record = sink.records.get(response.interception_id);
      sink.records.delete(response.interception_id);
    }
    return { response, record, ms };
  };
}
