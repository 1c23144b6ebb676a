/**
 * The evaluator: pure (no I/O). Runs each compiled rule's detector on its target texts, applies the
 * operator (and `on_provider_error` to outcomes whose provider failed), combines rules within a ruleset
 * (`match`), picks the strongest triggered action and builds the decision: the applied action with what it
 * needs, and each checked text's final form with the spans replaced. Stays synchronous when every
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
import type { ActionType, ParsedAction, ProviderErrorPolicy, RuleTarget } from "../schema.js";
import type {
  AppliedAction,
  Finding,
  ReplacedSpan,
  ShieldResponse,
  TextResult,
  TextResults,
  TextTarget,
  Verdict,
} from "../types.js";
import type { ResolvedRule, ResolvedRuleSet } from "../validate.js";
import {
  applyReplacements,
  DEFAULT_PLACEHOLDER,
  mergeSpans,
  placeholderFor,
  type RankedSpan,
} from "./mask.js";
import { applyOperator } from "./operators.js";
import { failureOutcome } from "./provider-failure.js";

export interface CompiledRule {
  resolved: ResolvedRule;
  detector: Detector;
  /** Texts the rule reads (`contexts`: every context). */
  targets: readonly TextTarget[];
}

export interface CompiledRuleSet {
  id: string | number;
  match: "any" | "all";
  action: ParsedAction;
  rules: CompiledRule[];
}

/** `BLOCK` > `OVERRIDE` > `MASK` > `FLAG`; ties go to the earlier ruleset. */
export const ACTION_STRENGTH: Readonly<Record<ActionType, number>> = {
  BLOCK: 4,
  OVERRIDE: 3,
  MASK: 2,
  FLAG: 1,
};

/** The stronger of two applied action types (either may be null). */
export function strongerAction(a: ActionType | null, b: ActionType | null): ActionType | null {
  if (a === null) return b;
  if (b === null) return a;
  return ACTION_STRENGTH[b] > ACTION_STRENGTH[a] ? b : a;
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
    rules: ruleset.rules.map((rule) => {
      const compile = rule.metric.engines[rule.engine]!;
      const detector = compile({ value: rule.given.value, operator: rule.operator, path: rule.path });
      return { resolved: rule, detector, targets: TARGET_TEXTS[rule.target] };
    }),
  }));
}

export interface EvaluationContext {
  judge: Judge | undefined;
  signal: AbortSignal | undefined;
  /** What a provider failure becomes (`config.on_provider_error`); default `raise`. */
  onProviderError?: ProviderErrorPolicy | undefined;
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

/** Texts of a payload by slot: 0 input, 1 output, 2 + i `contexts[i]`. */
const INPUT_SLOT = 0;
const OUTPUT_SLOT = 1;
const CONTEXT_SLOT = 2;

interface TextOutcome {
  target: TextTarget;
  slot: number;
  text: string;
  outcome: MetricOutcome;
}

/** A verdict and, for whole-text masks, which texts the rule triggered on by themselves. */
interface RuleVerdict {
  verdict: Verdict;
  /** Slots the rule read, and whether each triggered the rule on its own. */
  reads: Array<{ slot: number; triggered: boolean }>;
}

function slotOf(finding: Finding): number {
  if (finding.target === "input") return INPUT_SLOT;
  if (finding.target === "output") return OUTPUT_SLOT;
  return CONTEXT_SLOT + (finding.context_index ?? 0);
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
function labelFilter(rule: CompiledRule): ReadonlySet<string> | undefined {
  const { value } = rule.resolved.given;
  if (rule.resolved.metric.valueRole !== "labels" || value === undefined || typeof value === "number")
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
    reads: [],
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

function buildVerdict(rule: CompiledRule, outcomes: TextOutcome[], policy: ProviderErrorPolicy): RuleVerdict {
  if (outcomes.length === 0) return notEvaluated(rule);
  const { resolved } = rule;
  const { kind } = resolved.metric;
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
  const only = findings.length > 0 ? labelFilter(rule) : undefined;
  const reads = outcomes.map((item) => ({
    slot: item.slot,
    triggered: outcomes.length === 1 ? triggered : applyOperator(kind, operator, value, item.outcome),
  }));
  return {
    verdict: {
      metric: resolved.metric.name,
      target: resolved.target,
      triggered,
      score: merged.score,
      findings: only === undefined ? findings : findings.filter((f) => only.has(f.type)),
      labels: [...merged.labels],
      detail: merged.detail ?? null,
    },
    reads,
  };
}

function blockMessage(ruleset: CompiledRuleSet): string {
  const { action } = ruleset;
  if (action.type === "BLOCK") {
    const configured = action.fallback ?? action.message;
    if (configured !== undefined) return configured;
  }
  return `Blocked by Content Shield (ruleset ${JSON.stringify(ruleset.id)}).`;
}

function appliedAction(ruleset: CompiledRuleSet): AppliedAction {
  const { action } = ruleset;
  const applied: AppliedAction = { type: action.type, ruleset: ruleset.id };
  if (action.type === "BLOCK") applied.fallback = blockMessage(ruleset);
  else if (action.fallback !== undefined) applied.fallback = action.fallback;
  if (action.type === "MASK") applied.placeholder = action.placeholder ?? DEFAULT_PLACEHOLDER;
  return applied;
}

/** The spans a triggered MASK ruleset replaces, added to `spans` by text slot. */
function collectMaskSpans(
  ruleset: CompiledRuleSet,
  rank: number,
  ruleVerdicts: readonly RuleVerdict[],
  texts: readonly (string | undefined)[],
  spans: RankedSpan[][],
): void {
  const action = ruleset.action as Extract<ParsedAction, { type: "MASK" }>;
  const template = action.placeholder ?? DEFAULT_PLACEHOLDER;
  const add = (slot: number, start: number, end: number, type: string): void => {
    let list = spans[slot];
    if (list === undefined) {
      list = [];
      spans[slot] = list;
    }
    list.push({ start, end, type, placeholder: placeholderFor(template, type), ruleset: ruleset.id, rank });
  };
  let found = false;
  for (const { verdict } of ruleVerdicts) {
    if (!verdict.triggered) continue;
    for (const f of verdict.findings) {
      add(slotOf(f), f.start, f.end, f.type);
      found = true;
    }
  }
  if (found) return;
  // A triggered MASK with nothing to point at (a score-only metric): each text the rule triggered on is
  // masked whole (every text it read when none triggered it on its own).
  for (const { verdict, reads } of ruleVerdicts) {
    if (!verdict.triggered) continue;
    const own = reads.filter((read) => read.triggered);
    for (const { slot } of own.length > 0 ? own : reads) {
      const text = texts[slot];
      if (text !== undefined && text.length > 0) add(slot, 0, text.length, verdict.metric);
    }
  }
}

function textResult(original: string, replaced: ReplacedSpan[]): TextResult {
  const text = applyReplacements(original, replaced);
  return { text, changed: text !== original, replaced };
}

function finish(
  rulesets: readonly CompiledRuleSet[],
  verdictsByRuleset: RuleVerdict[][],
  payload: DetectorPayload,
  startedAt: number,
): Evaluation {
  const texts: Array<string | undefined> = [payload.input, payload.output, ...payload.contexts];
  const checkedSlot = payload.output !== undefined ? OUTPUT_SLOT : INPUT_SLOT;
  const verdicts: Verdict[] = [];
  const findings: Finding[] = [];
  const allFindings: Finding[] = [];
  const triggeredRulesets: Array<string | number> = [];
  let decider: { ruleset: CompiledRuleSet; verdicts: Verdict[] } | null = null;
  const maskSpans: RankedSpan[][] = [];

  for (const [index, ruleset] of rulesets.entries()) {
    const ruleVerdicts = verdictsByRuleset[index]!;
    const setVerdicts: Verdict[] = [];
    let triggered = ruleset.match === "all";
    for (const { verdict } of ruleVerdicts) {
      verdicts.push(verdict);
      setVerdicts.push(verdict);
      for (const f of verdict.findings) allFindings.push(f);
      triggered = ruleset.match === "all" ? triggered && verdict.triggered : triggered || verdict.triggered;
    }
    if (!triggered) continue;
    triggeredRulesets.push(ruleset.id);
    for (const verdict of setVerdicts) {
      if (verdict.triggered) for (const f of verdict.findings) findings.push(f);
    }
    if (ruleset.action.type === "MASK") collectMaskSpans(ruleset, index, ruleVerdicts, texts, maskSpans);
    if (
      decider === null ||
      ACTION_STRENGTH[ruleset.action.type] > ACTION_STRENGTH[decider.ruleset.action.type]
    ) {
      decider = { ruleset, verdicts: setVerdicts };
    }
  }

  const replacedBySlot: ReplacedSpan[][] = [];
  let rule = null;
  let applied: AppliedAction | null = null;
  if (decider !== null) {
    const { ruleset, verdicts: setVerdicts } = decider;
    applied = appliedAction(ruleset);
    const decidingIndex = Math.max(
      0,
      setVerdicts.findIndex((v) => v.triggered),
    );
    rule = ruleset.rules[decidingIndex]!.resolved.original as ShieldResponse["rule"];
    if (applied.type === "MASK") {
      for (const [slot, spans] of maskSpans.entries()) if (spans) replacedBySlot[slot] = mergeSpans(spans);
    } else if (applied.type === "OVERRIDE") {
      const original = texts[checkedSlot];
      if (original !== undefined) {
        const fallback = applied.fallback ?? "";
        replacedBySlot[checkedSlot] = [
          { start: 0, end: original.length, type: "override", placeholder: fallback, ruleset: ruleset.id },
        ];
      }
    }
  }

  const results: TextResults = {};
  if (payload.input !== undefined)
    results.input = textResult(payload.input, replacedBySlot[INPUT_SLOT] ?? []);
  if (payload.output !== undefined)
    results.output = textResult(payload.output, replacedBySlot[OUTPUT_SLOT] ?? []);
  if (payload.contexts.length > 0) {
    results.contexts = payload.contexts.map((context, i) =>
      textResult(context, replacedBySlot[CONTEXT_SLOT + i] ?? []),
    );
  }
  const checked = checkedSlot === OUTPUT_SLOT ? results.output : results.input;
  // A payload of contexts only has no text to show; an OVERRIDE still shows its fallback.
  const text = checked?.text ?? (applied?.type === "OVERRIDE" ? (applied.fallback ?? "") : "");

  return {
    response: {
      text,
      triggered: decider !== null,
      action: applied?.type ?? null,
      rule,
      ruleset: applied?.ruleset ?? null,
      triggered_rulesets: triggeredRulesets,
      applied,
      texts: results,
      verdicts,
      findings,
      interception_id: null,
      latency_ms: performance.now() - startedAt,
    },
    allFindings,
    checkedTarget: checkedSlot === OUTPUT_SLOT ? "output" : "input",
    payload,
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
    finish(
      rulesets,
      rulesets.map((ruleset, i) =>
        ruleset.rules.map((rule, j) => buildVerdict(rule, outcomesByRule[i]![j]!, policy)),
      ),
      payload,
      startedAt,
    );
  if (pending.length === 0) return build();
  return Promise.all(pending).then(build);
}
