/**
 * What a failed judgement becomes under `on_provider_error`, applied by the evaluator (detectors only
 * report the failure: `MetricOutcome.failure`). `allow` fails open (the rule does not
 * trigger), `block` fails closed (the rule triggers, so its ruleset's action applies). Either way the
 * verdict's `detail` starts with `provider_error:` and, where it does not change the verdict, its labels
 * include `provider_error` — a failure is never a silent pass.
 *
 * The outcome is chosen so the rule's own operator and value give the wanted result (a `less_than 0.5`
 * rule fails closed with score 0, a `greater_than 0.8` rule with score 1…): candidates are tried against
 * the real operator semantics rather than re-implementing them.
 */
import type { MetricKind, MetricOutcome } from "../metrics/contract.js";
import type { Operator, RuleValue } from "../schema.js";
import { applyOperator } from "./operators.js";

export const PROVIDER_ERROR_LABEL = "provider_error";

function candidateScores(value: RuleValue | undefined): Array<number | null> {
  const scores: Array<number | null> = [null, 1, 0];
  if (typeof value === "number") scores.push(value, value + 1, value - 1);
  return scores;
}

function candidateLabels(value: RuleValue | undefined): string[][] {
  const wanted = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
  const lists: string[][] = [[PROVIDER_ERROR_LABEL], [], [...wanted, PROVIDER_ERROR_LABEL], [...wanted]];
  if (typeof value === "number" && value >= 0) {
    // Counts around the value, so `equal`/`not_equal`/`greater_than` on a count of findings can go either way.
    for (const count of new Set([Math.floor(value), Math.floor(value) + 1])) {
      lists.push(Array.from({ length: count }, (_, i) => `${PROVIDER_ERROR_LABEL}_${i}`));
    }
  }
  return lists;
}

/** An outcome for which the rule triggers (`block`) or does not (`allow`), recording the failure. */
export function failureOutcome(
  kind: MetricKind,
  operator: Operator,
  value: RuleValue | undefined,
  policy: "allow" | "block",
  message: string,
): MetricOutcome {
  const want = policy === "block";
  const detail = `provider_error: ${message} (on_provider_error "${policy}": ${want ? "failed closed, rule triggered" : "failed open, rule not triggered"})`;
  for (const detected of [want, !want]) {
    for (const labels of candidateLabels(value)) {
      for (const score of candidateScores(value)) {
        const outcome: MetricOutcome = { detected, score, labels, detections: [], detail };
        if (applyOperator(kind, operator, value, outcome) === want) return outcome;
      }
    }
  }
  // Unreachable for valid rules (every operator is satisfiable both ways); keep the failure visible anyway.
  return { detected: want, score: null, labels: [PROVIDER_ERROR_LABEL], detections: [], detail };
}
