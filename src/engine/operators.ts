/**
 * Operator semantics (the README has the table):
 * - No value: `contains`/`any`/`all` trigger when the metric detected its risk, `not_contains` when it did not.
 * - String or list value: compared with the labels the metric reported (entity types, matched keywords…):
 *   `contains`/`any` — at least one listed label found; `all` — every listed label found;
 *   `not_contains` — none found; `equal` — exactly the listed labels found; `not_equal` — anything else.
 * - Number value: numeric operators compare the score (`score`/`measure` metrics) or the number of findings
 *   (`labels` metrics); `contains`/`any`/`all` mean score >= value, `not_contains` score < value;
 *   `equal`/`not_equal` compare exactly.
 */
import type { MetricKind, MetricOutcome } from "../metrics/contract.js";
import type { Operator, RuleValue } from "../schema.js";

function measureOf(kind: MetricKind, outcome: MetricOutcome): number {
  if (kind === "labels")
    return outcome.detections.length > 0 ? outcome.detections.length : outcome.labels.length;
  return outcome.score ?? 0;
}

function compareLabels(operator: Operator, wanted: readonly string[], found: readonly string[]): boolean {
  switch (operator) {
    case "contains":
    case "any":
      return wanted.some((label) => found.includes(label));
    case "all":
      return wanted.every((label) => found.includes(label));
    case "not_contains":
      return !wanted.some((label) => found.includes(label));
    case "equal":
    case "not_equal": {
      // Distinct labels on both sides: `["email", "email"]` means the set {email}.
      const distinct = new Set(wanted);
      const same = distinct.size === new Set(found).size && wanted.every((label) => found.includes(label));
      return operator === "equal" ? same : !same;
    }
    default:
      return false;
  }
}

export function applyOperator(
  kind: MetricKind,
  operator: Operator,
  value: RuleValue | undefined,
  outcome: MetricOutcome,
): boolean {
  if (value === undefined) {
    return operator === "not_contains" ? !outcome.detected : outcome.detected;
  }
  if (typeof value === "number") {
    const measure = measureOf(kind, outcome);
    switch (operator) {
      case "greater_than":
        return measure > value;
      case "less_than":
        return measure < value;
      case "greater_than_equal":
      case "contains":
      case "any":
      case "all":
        return measure >= value;
      case "less_than_equal":
        return measure <= value;
      case "not_contains":
        return measure < value;
      case "equal":
        return measure === value;
      case "not_equal":
        return measure !== value;
    }
  }
  return compareLabels(operator, typeof value === "string" ? [value] : value, outcome.labels);
}
