/**
 * The contract every metric module satisfies. A metric is a plain object (no import side effects);
 * `registry.ts` lists them in one literal map.
 */
import type { Engine, Operator, RuleTarget, RuleValue } from "../schema.js";
import type { TextTarget } from "../types.js";

/** A span found by a detector; the evaluator adds `target` and `text`. */
export interface Detection {
  type: string;
  start: number;
  end: number;
  /** Confidence 0..1. */
  score: number;
  /**
   * The labels this span stands for when they are not its `type` (keywords: the terms as given; regex: the
   * pattern), so an allowlist that drops the span drops its labels too.
   */
  labels?: readonly string[];
}

export interface MetricOutcome {
  /** Whether the metric considers its risk present (used by `contains`/`not_contains` without a value). */
  detected: boolean;
  /** Risk score 0..1, a measure (e.g. length), or null when the metric has none. */
  score: number | null;
  /** Labels found: entity types, matched keywords or patterns, tone labels… */
  labels: readonly string[];
  detections: readonly Detection[];
  detail?: string;
  /**
   * Set when the metric could not judge because its provider failed: the evaluator then applies
   * `config.on_provider_error` (raise this error, fail open or fail closed); the rest of the outcome is ignored.
   */
  failure?: Error;
}

/** The normalised payload handed to detectors. */
export interface DetectorPayload {
  readonly input: string | undefined;
  readonly output: string | undefined;
  readonly contexts: readonly string[];
}

/** A judge asks an LLM for a JSON verdict. Provided by `src/providers`; metrics only call it. */
export interface JudgeRequest {
  /** The metric asking, for caching and error messages. */
  metric: string;
  /** Where the rule sits, e.g. `rulesets[0].rules[2]`. */
  rule_path: string;
  system: string;
  user: string;
}

export interface JudgeAnswer {
  score: number;
  reason: string;
  labels: string[];
}

export interface Judge {
  judge(request: JudgeRequest, signal: AbortSignal | undefined): Promise<JudgeAnswer>;
}

export interface DetectorInput {
  /** The text being checked. */
  readonly text: string;
  readonly target: TextTarget;
  /** With `target: "contexts"`: which context `text` is. */
  readonly contextIndex?: number | undefined;
  readonly payload: DetectorPayload;
  /** Present when the rule runs on the `llm` engine. */
  readonly judge: Judge | undefined;
  readonly signal: AbortSignal | undefined;
}

export type Detector = (input: DetectorInput) => MetricOutcome | Promise<MetricOutcome>;

export interface CompileOptions {
  value: RuleValue | undefined;
  operator: Operator;
  /** Where the rule sits, for error messages: `rulesets[0].rules[1]`. */
  path: string;
  /** The rule's `regions` (pii: regions whose national phone formats count), as given. */
  regions?: readonly string[] | undefined;
}

export type MetricKind =
  /** Reports labels/findings; operators compare the label set (numeric operators: the number of findings). */
  | "labels"
  /** Reports a 0..1 risk score (and maybe labels); numeric operators compare the score. */
  | "score"
  /** Reports a measure (e.g. length); only numeric and equality operators apply. */
  | "measure";

export interface MetricDefinition {
  readonly name: string;
  readonly description: string;
  readonly kind: MetricKind;
  /** The texts a rule reads when it names no `target` (documented in each metric's description). */
  readonly defaultTarget: RuleTarget;
  readonly defaultEngine: Engine;
  /** One compile function per supported engine; it runs once per rule when a Guard is built. */
  readonly engines: Partial<Record<Engine, (options: CompileOptions) => Detector>>;
  /**
   * How a list/string `value` is read: `labels` — it names labels the metric knows (checked against
   * `labels` when given, with a did-you-mean); `terms` — it configures the search (keywords, patterns,
   * topics) and the metric reports the terms it matched as labels.
   */
  readonly valueRole: "labels" | "terms";
  /** Closed label vocabulary (e.g. PII entity types). */
  readonly labels?: readonly string[];
  /**
   * Optional extra check of a rule's value; returns a message naming what is allowed, or undefined.
   * Runs at validation time.
   */
  readonly checkValue?: (value: RuleValue | undefined, operator: Operator) => string | undefined;
}

/** A finished outcome with nothing found. */
export const NOTHING_FOUND: MetricOutcome = Object.freeze({
  detected: false,
  score: 0,
  labels: Object.freeze([]) as readonly string[],
  detections: Object.freeze([]) as readonly Detection[],
});
