/**
 * The evaluator: pure (no I/O). Runs each compiled rule's detector on its target texts, applies the
 * operator (and `on_provider_error` to outcomes whose provider failed), combines rules within a ruleset
 * (`match`) and hands the verdicts to `decision.ts`, which builds the decision. Stays synchronous when every
 * detector is (local metrics), so the hot path never awaits.
 */
import type {
  Detection,
  Detector,
  DetectorInput,
  DetectorPayload,
  Judge,
  MetricOutcome,
} from "../metrics/contract.js";
import type { ParsedAction, ProviderErrorPolicy, RulesetMode, RuleTarget } from "../schema.js";
import type { Finding, ShieldResponse, TextTarget, Verdict } from "../types.js";
import type { ResolvedRule, ResolvedRuleSet } from "../validate.js";
import { type AllowMatcher, combineAllow, compileAllow, withoutAllowed } from "./allow.js";
import {
  buildDecision,
  CONTEXT_SLOT,
  INPUT_SLOT,
  OUTPUT_SLOT,
  type RuleVerdict,
  type TextOutcome,
} from "./decision.js";
import { applyOperator } from "./operators.js";
import { failureOutcome } from "./provider-failure.js";

export interface CompiledRule {
  resolved: ResolvedRule;
  detector: Detector;
  /** Texts the rule reads (`contexts`: every context). */
  targets: readonly TextTarget[];
  /** The rule's own `allow`, compiled; undefined when it has none. */
  allow: AllowMatcher | undefined;
  /** For a metric whose value names labels, the labels listed (findings of others are dropped). */
  labels: ReadonlySet<string> | undefined;
}

export interface CompiledRuleSet {
  id: string | number;
  match: "any" | "all";
  action: ParsedAction;
  /** `shadow`: evaluated and reported (`response.shadow`), never applied. */
  mode: RulesetMode;
  rules: CompiledRule[];
}

const TARGET_TEXTS: Readonly<Record<RuleTarget, readonly TextTarget[]>> = {
  input: ["input"],
  output: ["output"],
  contexts: ["contexts"],
  both: ["input", "output"],
  all: ["input", "output", "contexts"],
  input_and_contexts: ["input", "contexts"],
};

export function compileRuleSets(rulesets: readonly ResolvedRuleSet[]): CompiledRuleSet[] {
  return rulesets.map((ruleset) => ({
    id: ruleset.id,
    match: ruleset.parsed.match,
    action: ruleset.parsed.action,
    mode: ruleset.parsed.mode,
    rules: ruleset.rules.map((rule) => {
      const compile = rule.metric.engines[rule.engine]!;
      const detector = compile({
        value: rule.given.value,
        operator: rule.operator,
        path: rule.path,
        regions: rule.given.regions,
      });
      const allow = rule.given.allow === undefined ? undefined : compileAllow(rule.given.allow);
      return {
        resolved: rule,
        detector,
        targets: TARGET_TEXTS[rule.target],
        allow,
        labels: labelFilter(rule),
      };
    }),
  }));
}

export interface EvaluationContext {
  judge: Judge | undefined;
  signal: AbortSignal | undefined;
  /** What a provider failure becomes (`config.on_provider_error`); default `raise`. */
  onProviderError?: ProviderErrorPolicy | undefined;
  /**
   * Allowlist entries from outside the rules (a remote policy), by metric name: applied to every rule of
   * that metric together with the rule's own `allow`.
   */
  allowFor?: ((metric: string) => AllowMatcher | undefined) | undefined;
}

/** The evaluated result, before capture assigns an interception id. */
export interface Evaluation {
  response: ShieldResponse;
  /** Every finding of every evaluated rule (for redaction in capture). */
  allFindings: Finding[];
  /** The text `response.text` stands for: the output when there is one, else the input. */
  checkedTarget: "input" | "output";
  /** The payload evaluated. */
  payload: DetectorPayload;
}

function toFindings(
  detections: readonly Detection[],
  { target, slot, text }: TextOutcome,
  out: Finding[],
): void {
  for (const d of detections) {
    const finding: Finding = {
      type: d.type,
      target,
      start: d.start,
      end: d.end,
      text: text.slice(d.start, d.end),
      score: d.score,
    };
    if (target === "contexts") finding.context_index = slot - CONTEXT_SLOT;
    out.push(finding);
  }
}

/** For metrics whose value names labels, the findings that matter are those of the listed labels. */
function labelFilter(rule: ResolvedRule): ReadonlySet<string> | undefined {
  const { value } = rule.given;
  if (rule.metric.valueRole !== "labels" || value === undefined || typeof value === "number")
    return undefined;
  return new Set(typeof value === "string" ? [value] : value);
}

function notEvaluated(rule: CompiledRule): RuleVerdict {
  const { resolved } = rule;
  return {
    verdict: {
      metric: resolved.metric.name,
      target: resolved.target,
      triggered: false,
      score: null,
      findings: [],
      labels: [],
      detail: `not evaluated: the payload has no ${rule.targets.join(" or ")} text`,
    },
    rule: undefined,
    outcomes: [],
  };
}

/**
 * Replaces outcomes whose provider failed per `on_provider_error`: `raise` throws the failure, `allow`
 * and `block` substitute an outcome for which the rule does not / does trigger. Returns whether any failed.
 */
function applyFailurePolicy(
  rule: CompiledRule,
  outcomes: TextOutcome[],
  policy: ProviderErrorPolicy,
): boolean {
  let failed = false;
  for (const item of outcomes) {
    const { failure } = item.outcome;
    if (failure === undefined) continue;
    if (policy === "raise") throw failure;
    failed = true;
    const { resolved } = rule;
    const message = outcomes.length > 1 ? `${item.target}: ${failure.message}` : failure.message;
    item.outcome = failureOutcome(
      resolved.metric.kind,
      resolved.operator,
      resolved.given.value,
      policy,
      message,
    );
  }
  return failed;
}

/** Drops the findings the rule's allowlists allow from each outcome; returns how many, or undefined without one. */
function applyAllow(
  rule: CompiledRule,
  outcomes: TextOutcome[],
  extra: AllowMatcher | undefined,
): number | undefined {
  const matcher = combineAllow([rule.allow, extra]);
  if (matcher === undefined) return undefined;
  let allowed = 0;
  for (const item of outcomes) {
    const result = withoutAllowed(item.outcome, item.text, matcher);
    item.outcome = result.outcome;
    allowed += result.allowed;
  }
  return allowed;
}

function buildVerdict(
  rule: CompiledRule,
  outcomes: TextOutcome[],
  policy: ProviderErrorPolicy,
  allowFor: EvaluationContext["allowFor"],
): RuleVerdict {
  if (outcomes.length === 0) return notEvaluated(rule);
  const { resolved } = rule;
  const { kind } = resolved.metric;
  const allowed =
    kind === "labels" ? applyAllow(rule, outcomes, allowFor?.(resolved.metric.name)) : undefined;
  const failed = applyFailurePolicy(rule, outcomes, policy);
  let merged: MetricOutcome;
  const findings: Finding[] = [];
  if (outcomes.length === 1) {
    const only = outcomes[0]!;
    merged = only.outcome;
    toFindings(merged.detections, only, findings);
  } else {
    let detected = false;
    let score: number | null = null;
    const labels = new Set<string>();
    const detections: Detection[] = [];
    const details: string[] = [];
    for (const item of outcomes) {
      const { outcome } = item;
      detected ||= outcome.detected;
      if (outcome.score !== null) score = score === null ? outcome.score : Math.max(score, outcome.score);
      for (const label of outcome.labels) labels.add(label);
      for (const d of outcome.detections) detections.push(d);
      toFindings(outcome.detections, item, findings);
      if (outcome.detail !== undefined) {
        const where = item.target === "contexts" ? `contexts[${item.slot - CONTEXT_SLOT}]` : item.target;
        details.push(`${where}: ${outcome.detail}`);
      }
    }
    merged = { detected, score, labels: [...labels], detections };
    if (details.length > 0) merged.detail = details.join("; ");
  }
  const { operator } = resolved;
  const { value } = resolved.given;
  // A failure under `block` fails closed even when another text's outcome would not trigger the rule.
  const triggered = (failed && policy === "block") || applyOperator(kind, operator, value, merged);
  const only = findings.length > 0 ? rule.labels : undefined;
  const verdict: Verdict = {
    metric: resolved.metric.name,
    target: resolved.target,
    triggered,
    score: merged.score,
    findings: only === undefined ? findings : findings.filter((f) => only.has(f.type)),
    labels: [...merged.labels],
    detail: merged.detail ?? null,
  };
  if (allowed !== undefined) verdict.allowed = allowed;
  return { verdict, rule, outcomes };
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

/** Evaluates every ruleset; returns synchronously unless a detector is asynchronous. */
export function evaluate(
  rulesets: readonly CompiledRuleSet[],
  payload: DetectorPayload,
  context: EvaluationContext,
  startedAt: number,
): Evaluation | Promise<Evaluation> {
  const pending: Array<Promise<void>> = [];
  const run = (
    rule: CompiledRule,
    outcomes: TextOutcome[],
    target: TextTarget,
    slot: number,
    text: string,
  ) => {
    const input: DetectorInput = {
      text,
      target,
      contextIndex: target === "contexts" ? slot - CONTEXT_SLOT : undefined,
      payload,
      judge: context.judge,
      signal: context.signal,
    };
    const result = rule.detector(input);
    if (isPromise(result)) {
      const item: TextOutcome = { target, slot, text, outcome: undefined as unknown as MetricOutcome };
      outcomes.push(item);
      pending.push(
        result.then((outcome) => {
          item.outcome = outcome;
        }),
      );
    } else {
      outcomes.push({ target, slot, text, outcome: result });
    }
  };
  const outcomesByRule: TextOutcome[][][] = rulesets.map((ruleset) =>
    ruleset.rules.map((rule) => {
      const outcomes: TextOutcome[] = [];
      for (const target of rule.targets) {
        if (target === "contexts") {
          for (const [i, text] of payload.contexts.entries())
            run(rule, outcomes, target, CONTEXT_SLOT + i, text);
        } else {
          const text = target === "output" ? payload.output : payload.input;
          if (text !== undefined)
            run(rule, outcomes, target, target === "output" ? OUTPUT_SLOT : INPUT_SLOT, text);
        }
      }
      return outcomes;
    }),
  );
  const policy = context.onProviderError ?? "raise";
  const build = (): Evaluation =>
    buildDecision(
      rulesets,
      rulesets.map((ruleset, i) =>
        ruleset.rules.map((rule, j) => buildVerdict(rule, outcomesByRule[i]![j]!, policy, context.allowFor)),
      ),
      payload,
      startedAt,
    );
  if (pending.length === 0) return build();
  return Promise.all(pending).then(build);
}
