/**
 * The evaluator: pure (no I/O). Runs each compiled rule's detector on its target texts, applies the
 * operator, combines rules within a ruleset (`match`), picks the strongest triggered action and builds the
 * response text. Stays synchronous when every detector is (local metrics), so the hot path never awaits.
 */
import type {
  Detection,
  Detector,
  DetectorInput,
  DetectorPayload,
  Judge,
  MetricOutcome,
} from "../metrics/contract.js";
import type { ActionType, ParsedAction } from "../schema.js";
import type { Finding, ShieldResponse, TextTarget, Verdict } from "../types.js";
import type { ResolvedRule, ResolvedRuleSet } from "../validate.js";
import { DEFAULT_PLACEHOLDER, maskSpans, type Span } from "./mask.js";
import { applyOperator } from "./operators.js";

export interface CompiledRule {
  resolved: ResolvedRule;
  detector: Detector;
  /** Texts the rule reads. */
  targets: readonly TextTarget[];
}

export interface CompiledRuleSet {
  id: string | number;
  match: "any" | "all";
  action: ParsedAction;
  rules: CompiledRule[];
}

const ACTION_STRENGTH: Record<ActionType, number> = { BLOCK: 4, OVERRIDE: 3, MASK: 2, FLAG: 1 };

export function compileRuleSets(rulesets: readonly ResolvedRuleSet[]): CompiledRuleSet[] {
  return rulesets.map((ruleset) => ({
    id: ruleset.id,
    match: ruleset.parsed.match,
    action: ruleset.parsed.action,
    rules: ruleset.rules.map((rule) => {
      const compile = rule.metric.engines[rule.engine]!;
      const detector = compile({
        value: rule.given.value,
        operator: rule.operator,
        path: rule.path,
        regions: rule.given.regions,
      });
      const targets: TextTarget[] = rule.target === "both" ? ["input", "output"] : [rule.target];
      return { resolved: rule, detector, targets };
    }),
  }));
}

export interface EvaluationContext {
  judge: Judge | undefined;
  signal: AbortSignal | undefined;
}

/** The evaluated result, before capture assigns an interception id. */
export interface Evaluation {
  response: ShieldResponse;
  /** Every finding of every evaluated rule (for redaction in capture). */
  allFindings: Finding[];
  checkedTarget: TextTarget;
}

type RuleOutcomes = Array<{ target: TextTarget; text: string; outcome: MetricOutcome }>;

function toFindings(
  detections: readonly Detection[],
  target: TextTarget,
  text: string,
  out: Finding[],
): void {
  for (const d of detections) {
    out.push({
      type: d.type,
      target,
      start: d.start,
      end: d.end,
      text: text.slice(d.start, d.end),
      score: d.score,
    });
  }
}

/** For metrics whose value names labels, the findings that matter are those of the listed labels. */
function labelFilter(rule: CompiledRule): ReadonlySet<string> | undefined {
  const { value } = rule.resolved.given;
  if (rule.resolved.metric.valueRole !== "labels" || value === undefined || typeof value === "number")
    return undefined;
  return new Set(typeof value === "string" ? [value] : value);
}

function buildVerdict(rule: CompiledRule, outcomes: RuleOutcomes): Verdict {
  const { resolved } = rule;
  if (outcomes.length === 0) {
    return {
      metric: resolved.metric.name,
      target: resolved.target,
      triggered: false,
      score: null,
      findings: [],
      labels: [],
      detail: `not evaluated: the payload has no ${rule.targets.join(" or ")} text`,
    };
  }
  let merged: MetricOutcome;
  const findings: Finding[] = [];
  if (outcomes.length === 1) {
    const only = outcomes[0]!;
    merged = only.outcome;
    toFindings(merged.detections, only.target, only.text, findings);
  } else {
    let detected = false;
    let score: number | null = null;
    const labels = new Set<string>();
    const detections: Detection[] = [];
    const details: string[] = [];
    for (const { target, text, outcome } of outcomes) {
      detected ||= outcome.detected;
      if (outcome.score !== null) score = score === null ? outcome.score : Math.max(score, outcome.score);
      for (const label of outcome.labels) labels.add(label);
      for (const d of outcome.detections) detections.push(d);
      toFindings(outcome.detections, target, text, findings);
      if (outcome.detail !== undefined) details.push(`${target}: ${outcome.detail}`);
    }
    merged = { detected, score, labels: [...labels], detections };
    if (details.length > 0) merged.detail = details.join("; ");
  }
  const triggered = applyOperator(resolved.metric.kind, resolved.operator, resolved.given.value, merged);
  const only = findings.length > 0 ? labelFilter(rule) : undefined;
  return {
    metric: resolved.metric.name,
    target: resolved.target,
    triggered,
    score: merged.score,
    findings: only === undefined ? findings : findings.filter((f) => only.has(f.type)),
    labels: [...merged.labels],
    detail: merged.detail ?? null,
  };
}

function finish(
  rulesets: readonly CompiledRuleSet[],
  verdictsByRuleset: Verdict[][],
  payload: DetectorPayload,
  startedAt: number,
): Evaluation {
  const checkedTarget: TextTarget = payload.output !== undefined ? "output" : "input";
  const checkedText = (checkedTarget === "output" ? payload.output : payload.input) ?? "";
  const verdicts: Verdict[] = [];
  const findings: Finding[] = [];
  const allFindings: Finding[] = [];
  const triggeredRulesets: Array<string | number> = [];
  let decider: { ruleset: CompiledRuleSet; verdicts: Verdict[] } | null = null;
  const maskSpansFound: Span[] = [];
  let maskTemplate: string | undefined;

  for (const [index, ruleset] of rulesets.entries()) {
    const setVerdicts = verdictsByRuleset[index]!;
    let triggered = ruleset.match === "all";
    for (const verdict of setVerdicts) {
      verdicts.push(verdict);
      for (const f of verdict.findings) allFindings.push(f);
      triggered = ruleset.match === "all" ? triggered && verdict.triggered : triggered || verdict.triggered;
    }
    if (!triggered) continue;
    triggeredRulesets.push(ruleset.id);
    for (const verdict of setVerdicts) {
      if (verdict.triggered) for (const f of verdict.findings) findings.push(f);
    }
    if (ruleset.action.type === "MASK") {
      maskTemplate ??= ruleset.action.placeholder;
      let masked = false;
      for (const verdict of setVerdicts) {
        if (!verdict.triggered) continue;
        for (const f of verdict.findings) {
          if (f.target === checkedTarget) {
            maskSpansFound.push(f);
            masked = true;
          }
        }
      }
      // A triggered MASK with nothing to point at (a score-only metric) masks the whole checked text.
      if (!masked) {
        const firstTriggered = setVerdicts.find((v) => v.triggered && v.target !== "input");
        if (firstTriggered && checkedText.length > 0) {
          maskSpansFound.push({ start: 0, end: checkedText.length, type: firstTriggered.metric });
        }
      }
    }
    if (
      decider === null ||
      ACTION_STRENGTH[ruleset.action.type] > ACTION_STRENGTH[decider.ruleset.action.type]
    ) {
      decider = { ruleset, verdicts: setVerdicts };
    }
  }

  let text = checkedText;
  let rule = null;
  let action: ActionType | null = null;
  let rulesetId: string | number | null = null;
  if (decider !== null) {
    const { ruleset, verdicts: setVerdicts } = decider;
    action = ruleset.action.type;
    rulesetId = ruleset.id;
    const decidingIndex = Math.max(
      0,
      setVerdicts.findIndex((v) => v.triggered),
    );
    rule = ruleset.rules[decidingIndex]!.resolved.original as ShieldResponse["rule"];
    if (ruleset.action.type === "OVERRIDE") text = ruleset.action.fallback;
    else if (ruleset.action.type === "MASK")
      text = maskSpans(checkedText, maskSpansFound, maskTemplate ?? DEFAULT_PLACEHOLDER);
  }

  return {
    response: {
      text,
      triggered: decider !== null,
      action,
      rule,
      ruleset: rulesetId,
      triggered_rulesets: triggeredRulesets,
      verdicts,
      findings,
      interception_id: null,
      latency_ms: performance.now() - startedAt,
    },
    allFindings,
    checkedTarget,
  };
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
  const outcomesByRule: RuleOutcomes[][] = rulesets.map((ruleset) =>
    ruleset.rules.map((rule) => {
      const outcomes: RuleOutcomes = [];
      for (const target of rule.targets) {
        const text = target === "output" ? payload.output : payload.input;
        if (text === undefined) continue;
        const input: DetectorInput = { text, target, payload, judge: context.judge, signal: context.signal };
        const result = rule.detector(input);
        if (isPromise(result)) {
          const slot = outcomes.length;
          outcomes.push({ target, text, outcome: undefined as unknown as MetricOutcome });
          pending.push(
            result.then((outcome) => {
              outcomes[slot] = { target, text, outcome };
            }),
          );
        } else {
          outcomes.push({ target, text, outcome: result });
        }
      }
      return outcomes;
    }),
  );
  const build = (): Evaluation =>
    finish(
      rulesets,
      rulesets.map((ruleset, i) =>
        ruleset.rules.map((rule, j) => buildVerdict(rule, outcomesByRule[i]![j]!)),
      ),
      payload,
      startedAt,
    );
  if (pending.length === 0) return build();
  return Promise.all(pending).then(build);
}
