/**
 * `Guard`: validates rulesets and config once, then shields payloads. The guard module also exports the
 * rule types (`RuleSet`, `Rule`, `Action`, `Payload`).
 */

import type { CaptureHealth } from "./capture/health.js";
import { defaultSink, loadDefaultSink } from "./capture/lazy-sink.js";
import {
  buildInterceptionRecord,
  type FindingPlace,
  type InterceptionSink,
  type ScannedByRules,
  scannedByRules,
} from "./capture/record.js";
import { rememberServiceKey } from "./capture/service-keys.js";
import type { AllowMatcher } from "./engine/allow.js";
import { combineAllow } from "./engine/allow.js";
import { type CompiledRuleSet, compileRuleSets, type Evaluation, evaluate } from "./engine/evaluate.js";
import { normalizePayload } from "./engine/payload.js";
import { ConfigError, PayloadError, ShieldBlockedError } from "./errors.js";
import { hashServiceKey, resolveServiceKey } from "./keys.js";
import type { Judge } from "./metrics/contract.js";
import { type CustomMetricFunction, type CustomMetricOptions, customMetric } from "./metrics/custom.js";
import { METRIC_ALIASES, MetricRegistry } from "./metrics/registry.js";
import {
  type CompiledAllowlist,
  type PolicyOptions,
  type PolicyStatus,
  parsePolicyOptions,
  RemotePolicy,
} from "./policy/remote.js";
import {
  ENGINES,
  type Engine,
  type GuardConfig,
  type ParsedGuardConfig,
  type Payload,
  RULE_TARGETS,
  type RuleSet,
  type RuleTarget,
  type RuleValue,
} from "./schema.js";
import { notAllowed } from "./suggest.js";
import { type ShieldSpan, type ShieldTelemetry, shieldTelemetry } from "./telemetry/index.js";
import type { Finding, ProbeResult, ShieldResponse } from "./types.js";
import { processEnv } from "./util/runtime.js";
import { checkProviderConfig, resolveConfig, resolveRuleSets } from "./validate.js";

export type { PolicyOptions, PolicyStatus } from "./policy/remote.js";
export {
  type CustomMetrics,
  defineRuleset,
  defineRulesets,
  type MetricName,
  type Rule,
  type RuleSet,
} from "./rule-types.js";
export type { Action, Payload, RuleValue } from "./schema.js";
export type {
  AppliedAction,
  Finding,
  ProbeResult,
  ReplacedSpan,
  ShadowOutcome,
  ShieldResponse,
  TextResult,
  TextResults,
  Verdict,
} from "./types.js";

const defaultRegistry = new MetricRegistry();

export interface GuardOptions {
  rulesets: readonly RuleSet[];
  config?: GuardConfig | undefined;
  /** Where interceptions go; default: the durable spool under CONTENT_SHIELD_HOME. */
  /**
   * Where interceptions go; default: the durable spool under CONTENT_SHIELD_HOME. `null` turns capture
   * off, like `config.capture: false`.
   */
  sink?: InterceptionSink | null | undefined;
  /** The LLM judge for `llm`-engine rules; default: one built from the config's provider settings. */
  judge?: Judge | undefined;
  /**
   * `{ remote: { group?, ttlMs? } }`: also apply the account's allowlist for the group, fetched from the
   * service (`CONTENT_SHIELD_URL`, this Guard's service key) in the background and cached (docs/allowlists.md).
   */
  policy?: PolicyOptions | undefined;
}

export interface ShieldOptions {
  payload: Payload;
  /** Aborting cancels pending judge calls; the call then rejects. */
  signal?: AbortSignal | undefined;
}

export interface CheckOptions extends ShieldOptions {
  /**
   * Also capture a triggered decision (sets `interception_id`), still without throwing for BLOCK: what an
   * edge that applies the decision itself (the adapters, the service) wants. Default false.
   */
  capture?: boolean | undefined;
  /**
   * Where each finding was in the body the texts came from (`{ location: "messages[3].content", role:
   * "tool" }`), kept on the captured record's findings for the dashboard. Called once per finding of a
   * captured decision; return undefined when unknown. The adapters pass it.
   */
  locate?: ((finding: Finding) => FindingPlace | undefined) | undefined;
  /**
   * More allowlist entries for this call (`compileAllowlist(entries)`), applied to every rule of each entry's
   * metric with the rules' own `allow` and the remote policy's. The service passes the account's list.
   */
  allowlist?: CompiledAllowlist | undefined;
}

export interface StaticShieldOptions extends ShieldOptions {
  rulesets: readonly RuleSet[];
  config?: GuardConfig | undefined;
}

export interface ProbeOptions {
  payload: Payload;
  metric: string;
  value?: RuleValue | undefined;
  /** Which text(s) to read; default: every text in the payload. */
  target?: RuleTarget | undefined;
  engine?: Engine | undefined;
  config?: GuardConfig | undefined;
  judge?: Judge | undefined;
  signal?: AbortSignal | undefined;
}

async function buildJudge(config: ParsedGuardConfig): Promise<Judge> {
  const { createJudge } = await import("./providers/create-judge.js");
  return createJudge(config);
}

export class Guard {
  readonly config: ParsedGuardConfig;
  private readonly rulesets: CompiledRuleSet[];
  /** What the rules look for in each text, so capture's redaction runs only the rest. */
  private readonly scanned: ScannedByRules;
  private readonly keyHash: string;
  /** null: capture is off (`capture: false` or `sink: null`); undefined: the default sink, on first use. */
  private readonly chosenSink: InterceptionSink | null | undefined;
  private judge: Judge | Promise<Judge> | undefined;
  private readonly needsJudge: boolean;
  private readonly remote: RemotePolicy | undefined;
  private readonly allowFor: ((metric: string) => AllowMatcher | undefined) | undefined;
  /** OpenTelemetry hooks; null when `@opentelemetry/api` is not installed. */
  private readonly telemetry: ShieldTelemetry | null;

  /** Validates once; throws `RuleSetError`, `ConfigError` or `AuthenticationError`. */
  constructor(options: GuardOptions) {
    if (options === null || typeof options !== "object") {
      throw new ConfigError([{ path: "options", message: "must be an object like { rulesets, config }." }]);
    }
    this.config = resolveConfig(options.config);
    const resolved = resolveRuleSets(options.rulesets, defaultRegistry.clone());
    checkProviderConfig(resolved, this.config);
    const serviceKey = resolveServiceKey(this.config.service_key);
    this.keyHash = hashServiceKey(serviceKey);
    rememberServiceKey(serviceKey); // so background delivery can ship this key's interceptions
    this.rulesets = compileRuleSets(resolved);
    this.scanned = scannedByRules(this.rulesets);
    this.chosenSink = options.sink === null || this.config.capture === false ? null : options.sink;
    // The default sink's spool loads in the background on Node, so the first capture rarely has to wait.
    if (this.chosenSink === undefined) void loadDefaultSink();
    this.judge = options.judge;
    this.needsJudge = resolved.some((set) => set.rules.some((rule) => rule.engine === "llm"));
    if (options.policy !== undefined) {
      const policy = parsePolicyOptions(options.policy);
      const remote = new RemotePolicy({
        ...policy,
        key: serviceKey,
        group: policy.group ?? this.config.group,
      });
      this.remote = remote;
      this.allowFor = (metric) => remote.allowFor(metric);
      void remote.refresh(); // in the background: the first calls use the local rules alone
    }
    this.telemetry = shieldTelemetry();
  }

  /** Validates, shields once and captures. Prefer `new Guard(...).shield(...)` on hot paths. */
  static async shield(options: StaticShieldOptions): Promise<ShieldResponse> {
    if (options === null || typeof options !== "object") {
      throw new PayloadError([
        { path: "options", message: "must be an object like { payload, rulesets, config }." },
      ]);
    }
    return new Guard({ rulesets: options.rulesets, config: options.config }).shield(options);
  }

  /**
   * Registers a custom metric for every Guard created afterwards. `fn(payload)` returns a boolean, a score
   * (0..1, detected at >= `threshold`, default 0.5) or findings (`{ type, start, end }` spans of
   * `payload.text`), synchronously or as a promise.
   */
  static registerMetric(name: string, fn: CustomMetricFunction, options: CustomMetricOptions = {}): void {
    if (typeof name !== "string" || !/^[a-z][a-z0-9_]*$/.test(name)) {
      throw new ConfigError([
        {
          path: "name",
          message: `metric names are lower-case snake_case (e.g. "refund_promise"); got ${JSON.stringify(name)}.`,
        },
      ]);
    }
    if (defaultRegistry.has(name) || name in METRIC_ALIASES) {
      throw new ConfigError([
        { path: "name", message: `"${name}" is already a metric; choose another name.` },
      ]);
    }
    if (typeof fn !== "function") {
      throw new ConfigError([
        { path: "fn", message: "must be a function (payload) => boolean | number | findings." },
      ]);
    }
    defaultRegistry.register(customMetric(name, fn, options));
  }

  /** Runs one metric and reports what it found. Takes no action, captures nothing, needs no service key. */
  static async probe(options: ProbeOptions): Promise<ProbeResult> {
    if (options === null || typeof options !== "object") {
      throw new PayloadError([
        { path: "options", message: "must be an object like { payload, metric, value }." },
      ]);
    }
    const config = resolveConfig(options.config);
    const registry = defaultRegistry.clone();
    if (options.engine !== undefined && !ENGINES.includes(options.engine)) {
      throw new ConfigError([{ path: "engine", message: notAllowed("an engine", options.engine, ENGINES) }]);
    }
    if (options.target !== undefined && !RULE_TARGETS.includes(options.target)) {
      throw new ConfigError([
        { path: "target", message: notAllowed("a target", options.target, RULE_TARGETS) },
      ]);
    }
    const rule = {
      metric: options.metric,
      ...(options.value === undefined ? {} : { value: options.value }),
      ...(options.engine === undefined ? {} : { engine: options.engine }),
      target: options.target ?? "all",
    };
    const resolved = resolveRuleSets([{ rules: [rule], action: { type: "FLAG" } }], registry);
    checkProviderConfig(resolved, config);
    const payload = normalizePayload(options.payload, config.max_text_length);
    const compiled = compileRuleSets(resolved);
    const judge =
      resolved[0]!.rules[0]!.engine === "llm" ? (options.judge ?? (await buildJudge(config))) : undefined;
    const evaluation = await evaluate(
      compiled,
      payload,
      { judge, signal: options.signal, onProviderError: config.on_provider_error },
      performance.now(),
    );
    const verdict = evaluation.response.verdicts[0]!;
    return {
      metric: verdict.metric,
      detected: verdict.triggered,
      score: verdict.score,
      findings: verdict.findings,
      labels: verdict.labels,
    };
  }

  /**
   * The decision for one payload: the applied action with what it needs, every verdict, and each checked
   * text's final form (`texts`). Never throws for BLOCK and captures nothing unless `capture: true`: the
   * caller applies it. Rejects only for a bad payload, an aborted call or a provider failure under
   * `on_provider_error: "raise"`.
   */
  async check(options: CheckOptions): Promise<ShieldResponse> {
    return this.decide(options);
  }

  /**
   * `check()` for hot paths: returns the decision synchronously when every rule runs locally (no judge to
   * await), a promise otherwise; throws (rather than rejects) for a bad payload on the synchronous path.
   * The adapters use it so a request whose rules are all local never waits a tick.
   */
  decide(options: CheckOptions): ShieldResponse | Promise<ShieldResponse> {
    return this.decideAndCapture(
      options,
      options !== null && typeof options === "object" && options.capture === true,
    );
  }

  /** `decide` with the capture choice passed apart, so `shield()` need not copy the caller's options. */
  private decideAndCapture(
    options: CheckOptions,
    capture: boolean,
  ): ShieldResponse | Promise<ShieldResponse> {
    const telemetry = this.telemetry;
    if (telemetry === null) {
      const result = this.evaluatePayload(options, performance.now(), undefined);
      if (result instanceof Promise)
        return result.then((evaluation) => this.settle(evaluation, options, capture));
      return this.settle(result, options, capture);
    }
    const span = telemetry.start();
    let response: ShieldResponse | Promise<ShieldResponse>;
    try {
      const result = this.evaluatePayload(options, performance.now(), span);
      response =
        result instanceof Promise
          ? result.then((evaluation) => this.settle(evaluation, options, capture))
          : this.settle(result, options, capture);
    } catch (error) {
      telemetry.fail(span, error);
      throw error;
    }
    if (!(response instanceof Promise)) {
      telemetry.end(span, response);
      return response;
    }
    return response.then(
      (settled) => {
        telemetry.end(span, settled);
        return settled;
      },
      (error: unknown) => {
        telemetry.fail(span, error);
        throw error;
      },
    );
  }

  /**
   * Shields one payload: `check()`, then captures a triggered decision. Rejects with `ShieldBlockedError`
   * (its `.response` holds the full decision) when a BLOCK ruleset triggers.
   */
  async shield(options: ShieldOptions): Promise<ShieldResponse> {
    const response = await this.decideAndCapture(options, true);
    if (response.action === "BLOCK") throw new ShieldBlockedError(response);
    return response;
  }

  private settle(evaluation: Evaluation, options: CheckOptions, capture: boolean): ShieldResponse {
    const { response } = evaluation;
    // A shadow ruleset that triggered is captured as a FLAG would be (the record says shadow).
    const shadowTriggered = response.shadow !== undefined && response.shadow.length > 0;
    if (capture && (response.triggered || shadowTriggered)) {
      const sink = this.sink;
      const { input, output } = evaluation.payload;
      if (sink !== null)
        response.interception_id = this.capture(sink, evaluation, input, output, options.locate);
    }
    return response;
  }

  private evaluatePayload(
    options: CheckOptions,
    startedAt: number,
    span: ShieldSpan | undefined,
  ): Evaluation | Promise<Evaluation> {
    if (options === null || typeof options !== "object") {
      throw new PayloadError([{ path: "options", message: "must be an object like { payload }." }]);
    }
    const payload = normalizePayload(options.payload, this.config.max_text_length);
    const { signal } = options;
    const onProviderError = this.config.on_provider_error;
    const perCall = options.allowlist;
    const allowFor =
      perCall === undefined
        ? this.allowFor
        : this.allowFor === undefined
          ? (metric: string) => perCall.forMetric(metric)
          : (metric: string) => combineAllow([this.allowFor!(metric), perCall.forMetric(metric)]);
    this.remote?.refreshIfStale();
    if (!this.needsJudge) {
      return evaluate(
        this.rulesets,
        payload,
        { judge: undefined, signal, onProviderError, allowFor },
        startedAt,
      );
    }
    const judge = this.getJudge();
    const telemetry = this.telemetry;
    const run = (ready: Judge) =>
      evaluate(
        this.rulesets,
        payload,
        {
          judge: telemetry === null || span === undefined ? ready : telemetry.wrapJudge(ready, span),
          signal,
          onProviderError,
          allowFor,
        },
        startedAt,
      );
    return judge instanceof Promise ? judge.then(run) : run(judge);
  }

  /** The sink captures go to; null when capture is off. */
  private get sink(): InterceptionSink | null {
    if (this.chosenSink !== undefined) return this.chosenSink;
    return defaultSink(processEnv(), {
      maxBytes: this.config.capture_max_bytes,
      maxAgeMs: this.config.capture_max_age * 1000,
    });
  }

  /**
   * With `policy.remote`: fetches the allowlist now (or joins the fetch in flight) and resolves with the
   * policy's status when done, good or bad; never rejects. Requests never wait for it: await it at start-up
   * when the first requests should already see the service's allowlist. Null without a remote policy.
   */
  async refreshPolicy(): Promise<PolicyStatus | null> {
    if (this.remote === undefined) return null;
    await this.remote.refresh();
    return this.remote.status();
  }

  /** The remote policy's status (entries in use, when fetched, the last error); null without one. */
  policyStatus(): PolicyStatus | null {
    return this.remote?.status() ?? null;
  }

  /** Resolves when every interception captured so far is durable in the sink. */
  async flush(): Promise<void> {
    await this.sink?.flush();
  }

  /**
   * What capture did so far in this process (records spooled, delivered, dropped, quarantined, queued in
   * memory, the last error); null when capture is off or the sink keeps no counts.
   */
  captureHealth(): CaptureHealth | null {
    return this.sink?.health?.() ?? null;
  }

  private getJudge(): Judge | Promise<Judge> {
    if (this.judge === undefined) {
      this.judge = buildJudge(this.config).then((judge) => {
        this.judge = judge;
        return judge;
      });
      // A failed build is retried on the next call rather than cached.
      this.judge.catch(() => {
        this.judge = undefined;
      });
    }
    return this.judge;
  }

  private capture(
    sink: InterceptionSink,
    evaluation: Evaluation,
    input: string | undefined,
    output: string | undefined,
    locate: CheckOptions["locate"],
  ): string {
    const id = globalThis.crypto.randomUUID();
    const record = buildInterceptionRecord(evaluation.response, {
      id,
      keyHash: this.keyHash,
      group: this.config.group,
      capture: this.config.capture || "none",
      input,
      output,
      checkedTarget: evaluation.checkedTarget,
      allFindings: evaluation.allFindings,
      scanned: this.scanned,
      locate,
    });
    sink.append(record);
    return id;
  }
}
