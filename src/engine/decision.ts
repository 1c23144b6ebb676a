/**
 * The decision, built from the verdicts: which rulesets triggered, the strongest action and everything
 * needed to apply it (`applied`), and each text's final form with the spans replaced (`texts`). Pure.
 * Each MASK ruleset masks its own spans with its own placeholder; overlapping spans of several rulesets
 * become one replacement with the earlier ruleset's placeholder (`mergeSpans`, ranked by ruleset index).
 */
import type { DetectorPayload, MetricOutcome } from "../metrics/contract.js";
import type { ActionType, ParsedAction } from "../schema.js";
import type {
  AppliedAction,
  Finding,
  ReplacedSpan,
  ShadowOutcome,
  ShieldResponse,
  TextResult,
  TextResults,
  TextTarget,
  Verdict,
} from "../types.js";
import type { CompiledRule, CompiledRuleSet, Evaluation } from "./evaluate.js";
import {
  applyReplacements,
  DEFAULT_PLACEHOLDER,
  mergeSpans,
  placeholderFor,
  type RankedSpan,
} from "./mask.js";
import { applyOperator } from "./operators.js";

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

/** Texts of a payload by slot: 0 input, 1 output, 2 + i `contexts[i]`. */
export const INPUT_SLOT = 0;
export const OUTPUT_SLOT = 1;
export const CONTEXT_SLOT = 2;

export interface TextOutcome {
  target: TextTarget;
  slot: number;
  text: string;
  outcome: MetricOutcome;
}

/** A verdict and, for whole-text masks, what the rule read. */
export interface RuleVerdict {
  verdict: Verdict;
  rule: CompiledRule | undefined;
  outcomes: readonly TextOutcome[];
}

/** The slots a rule read, narrowed to those that triggered it on their own when any did. */
function triggeringSlots({ rule, outcomes }: RuleVerdict): number[] {
  if (rule === undefined || outcomes.length === 1) return outcomes.map((item) => item.slot);
  const { kind } = rule.resolved.metric;
  const { operator } = rule.resolved;
  const { value } = rule.resolved.given;
  const own = outcomes.filter((item) => applyOperator(kind, operator, value, item.outcome));
  return (own.length > 0 ? own : outcomes).map((item) => item.slot);
}

export function slotOf(finding: Finding): number {
  if (finding.target === "input") return INPUT_SLOT;
  if (finding.target === "output") return OUTPUT_SLOT;
  return CONTEXT_SLOT + (finding.context_index ?? 0);
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
  for (const ruleVerdict of ruleVerdicts) {
    const { verdict } = ruleVerdict;
    if (!verdict.triggered) continue;
    for (const slot of triggeringSlots(ruleVerdict)) {
      const text = texts[slot];
      if (text !== undefined && text.length > 0) add(slot, 0, text.length, verdict.metric);
    }
  }
}

function textResult(original: string, replaced: ReplacedSpan[]): TextResult {
  const text = applyReplacements(original, replaced);
  return { text, changed: text !== original, replaced };
}

/** Whether two decisions show the same final texts. */
function sameTexts(a: TextResults, b: TextResults): boolean {
  if (a.input?.text !== b.input?.text || a.output?.text !== b.output?.text) return false;
  const contexts = a.contexts ?? [];
  return contexts.every((context, i) => context.text === b.contexts?.[i]?.text);
}

/**
 * The decision. `mode: "shadow"` rulesets are left out of it (their verdicts are reported, marked shadow);
 * each one that triggered is listed in `response.shadow` with whether enforcing it would have changed the
 * answer, found by building the decision again with it enforced (`promote`, which also skips that listing).
 */
export function buildDecision(
  rulesets: readonly CompiledRuleSet[],
  verdictsByRuleset: RuleVerdict[][],
  payload: DetectorPayload,
  startedAt: number,
  promote?: number,
): Evaluation {
  const texts: Array<string | undefined> = [payload.input, payload.output, ...payload.contexts];
  const checkedSlot = payload.output !== undefined ? OUTPUT_SLOT : INPUT_SLOT;
  const verdicts: Verdict[] = [];
  const findings: Finding[] = [];
  const allFindings: Finding[] = [];
  const triggeredRulesets: Array<string | number> = [];
  let decider: { ruleset: CompiledRuleSet; verdicts: Verdict[] } | null = null;
  const maskSpans: RankedSpan[][] = [];
  const shadowTriggered: Array<{ index: number; findings: Finding[]; rule: ShadowOutcome["rule"] }> = [];

  for (const [index, ruleset] of rulesets.entries()) {
    const ruleVerdicts = verdictsByRuleset[index]!;
    const setVerdicts: Verdict[] = [];
    const shadow = ruleset.mode === "shadow" && promote !== index;
    let triggered = ruleset.match === "all";
    for (const { verdict } of ruleVerdicts) {
      if (ruleset.mode === "shadow") verdict.shadow = true;
      verdicts.push(verdict);
      setVerdicts.push(verdict);
      for (const f of verdict.findings) allFindings.push(f);
      triggered = ruleset.match === "all" ? triggered && verdict.triggered : triggered || verdict.triggered;
    }
    if (!triggered) continue;
    if (shadow) {
      const shadowFindings = setVerdicts.flatMap((verdict) => (verdict.triggered ? verdict.findings : []));
      const first = Math.max(
        0,
        setVerdicts.findIndex((v) => v.triggered),
      );
      const shadowRule = ruleset.rules[first]!.resolved.original as ShieldResponse["rule"] & object;
      shadowTriggered.push({ index, findings: shadowFindings, rule: shadowRule });
      continue;
    }
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

  const response: ShieldResponse = {
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
    latency_ms: 0,
  };
  if (promote === undefined && rulesets.some((ruleset) => ruleset.mode === "shadow")) {
    response.shadow = shadowTriggered.map(
      ({ index, findings: shadowFindings, rule: shadowRule }): ShadowOutcome => {
        const enforced = buildDecision(rulesets, verdictsByRuleset, payload, startedAt, index).response;
        return {
          ruleset: rulesets[index]!.id,
          action: rulesets[index]!.action.type,
          changed: enforced.action !== response.action || !sameTexts(enforced.texts, results),
          rule: shadowRule,
          findings: shadowFindings,
        };
      },
    );
  }
  response.latency_ms = performance.now() - startedAt;
  return {
    response,
    allFindings,
    checkedTarget: checkedSlot === OUTPUT_SLOT ? "output" : "input",
    payload,
  };
}
