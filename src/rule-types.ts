/**
 * The typed rules users write. zod (`schema.ts`) stays the runtime validator; these hand-written unions
 * catch at compile time what validation would reject at run time: an unknown metric (`metric: "pi"`), an
 * unknown entity or label (`value: ["emial"]`), a string where a numeric operator needs a number
 * (`greater_than` with `value: "10"`). Every list may be `readonly`, so `as const` rulesets type-check.
 * test/types/ keeps these types assignable to the zod input types and equal to the runtime vocabularies.
 */
import type { InvisibleCategory } from "./metrics/invisible-text/index.js";
import type { BiasLabel, CtxAdherenceLabel } from "./metrics/llm/prompts.js";
import type { PiiType } from "./metrics/pii/types.js";
import type { InjectionLabel } from "./metrics/prompt-injection/signals.js";
import type { SECRET_TYPES } from "./metrics/secrets/index.js";
import type { TONE_LABELS } from "./metrics/tone/index.js";
import type { ToxicityLabel } from "./metrics/toxicity/lexicon.js";
import type {
  Action,
  Engine,
  NUMERIC_OPERATORS,
  RulesetMode,
  RuleTarget,
  Rule as SchemaRule,
} from "./schema.js";

/**
 * Custom metrics, for the type checker. Add one property per metric you register with
 * `Guard.registerMetric`, through declaration merging; its type is the finding types (labels) the metric
 * reports, `string` when open:
 *
 * ```ts
 * declare module "content-shield" {
 *   interface CustomMetrics {
 *     refund_promise: string;
 *   }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by users through declaration merging.
export interface CustomMetrics {}

/** Operators comparing a number: the score, the number of findings, or the measure. */
export type NumericOperator = (typeof NUMERIC_OPERATORS)[number];

/** One name or a list of names; the list may be `readonly` (`as const`). */
export type OneOrMany<T extends string> = T | readonly T[];

/** `readonly` accepted wherever the schema takes a list. */
type AcceptReadonly<T> = T extends (infer U)[] ? readonly U[] : T;

/**
 * Rule fields the schema has beyond the five typed here (metric-specific options), taken from the schema
 * so a field added there is accepted here too.
 */
type SchemaExtras = {
  [K in Exclude<
    keyof SchemaRule,
    "metric" | "operator" | "value" | "target" | "engine" | "allow"
  >]?: AcceptReadonly<SchemaRule[K]>;
};

/**
 * Findings a rule must not act on (metrics that report findings: `pii`, `secrets`, `keywords`, `regex`,
 * `invisible_text`, custom `labels` metrics). See docs/allowlists.md.
 */
export interface Allowlist {
  /** Exact finding texts; case-insensitive for email addresses and domains. */
  values?: readonly string[] | undefined;
  /** Domains of email addresses and URLs: `acme.com` (exactly), `*.acme.com` (its subdomains). */
  domains?: readonly string[] | undefined;
  /** Regular expressions (the `regex` metric's syntax) that must match a finding's whole text. */
  patterns?: readonly string[] | undefined;
}

type RuleBase<M extends string, E extends Engine, T extends RuleTarget> = SchemaExtras & {
  metric: M;
  /** Which text the rule reads; default per metric. */
  target?: T | undefined;
  /** Default per metric; only the engines the metric has. */
  engine?: E | undefined;
};

/** Metrics that report findings take an allowlist: findings the rule must not act on. */
export type WithAllow = {
  /** Findings this rule must not act on (exact values, domains, patterns); docs/allowlists.md. */
  allow?: Allowlist | undefined;
};

/** Label operators with label names: `contains` (the default), `not_contains`, `any`, `all`, `equal`, `not_equal`. */
export type LabelForm<L extends string> =
  | { operator?: "contains" | "not_contains" | "any" | undefined; value?: OneOrMany<L> | undefined }
  | { operator: "all" | "equal" | "not_equal"; value: OneOrMany<L> };

/** A number compared with the number of findings. */
export type CountForm = { operator: NumericOperator | "equal" | "not_equal"; value: number };

/**
 * A number compared with the score: numeric operators as named, `equal`/`not_equal` exactly, `contains`
 * (and `any`, `all`) at least, `not_contains` below.
 */
export type ThresholdForm = {
  operator?:
    | "contains"
    | "not_contains"
    | "any"
    | "all"
    | "equal"
    | "not_equal"
    | NumericOperator
    | undefined;
  value: number;
};

/**
 * A rule on a metric that reports findings typed by label (PII entity types, secret types, invisible
 * character categories): label names, or a number of findings.
 */
export type LabelRule<
  M extends string,
  L extends string,
  E extends Engine = Engine,
  T extends RuleTarget = RuleTarget,
> = RuleBase<M, E, T> & WithAllow & (LabelForm<L> | CountForm);

/** A rule on a metric that reports a 0..1 score and labels: label names, or a number compared with the score. */
export type ScoreRule<
  M extends string,
  L extends string,
  E extends Engine = Engine,
  T extends RuleTarget = RuleTarget,
> = RuleBase<M, E, T> & (LabelForm<L> | ThresholdForm);

/** Like `ScoreRule`, for a score whose labels cannot be compared for equality (`ctx_adherence`). */
export type SupportRule<M extends string, L extends string, E extends Engine = Engine> = RuleBase<
  M,
  E,
  RuleTarget
> &
  (
    | { operator?: "contains" | "not_contains" | "any" | undefined; value?: OneOrMany<L> | undefined }
    | { operator: "all"; value: OneOrMany<L> }
    | ThresholdForm
  );

/** A rule on a metric configured by free text (keywords, patterns, topics): `value` is required. */
export type TermsRule<M extends string, E extends Engine = Engine> = RuleBase<M, E, RuleTarget> & {
  operator?: "contains" | "not_contains" | "any" | "all" | "equal" | "not_equal" | undefined;
  value: OneOrMany<string>;
};

/** A rule on a measure (`length`, `length_tokens`): compared with a number. */
export type MeasureRule<M extends string> = RuleBase<M, "local", RuleTarget> & {
  operator: NumericOperator | "equal" | "not_equal";
  value: number;
};

/** The entity types of `pii` (and `input_pii`). */
export type PiiEntity = PiiType;
/** The finding types of `secrets`. */
export type SecretType = (typeof SECRET_TYPES)[number];
/** The labels `tone` (and `input_tone`) accept in a rule. */
export type ToneLabel = (typeof TONE_LABELS)[number];

/**
 * The engines of the metrics with a local model: `local`, `llm`, and `patterns` (the signals alone) where
 * the engine list has it.
 */
type ModelEngines = Extract<Engine, "local" | "llm" | "patterns">;

/**
 * Rules on the built-in metrics (and their aliases `input_pii`, `input_tone`), with the engines each metric
 * has (test/types/rule-types.test.ts fails, naming the line, when the registry and this list disagree).
 */
export type BuiltinRule =
  | LabelRule<"pii", PiiEntity, "local">
  | LabelRule<"input_pii", PiiEntity, "local", "input">
  | LabelRule<"secrets", SecretType, "local">
  | LabelRule<"invisible_text", InvisibleCategory, "local">
  | (TermsRule<"keywords", "local"> & WithAllow)
  | (TermsRule<"regex", "local"> & WithAllow)
  | ScoreRule<"prompt_injection", InjectionLabel, ModelEngines>
  | ScoreRule<"toxicity", ToxicityLabel, ModelEngines>
  | ScoreRule<"tone", ToneLabel, "local" | "llm">
  | ScoreRule<"input_tone", ToneLabel, "local" | "llm", "input">
  | ScoreRule<"bias", BiasLabel, "llm">
  | SupportRule<"ctx_adherence", CtxAdherenceLabel, "llm">
  | TermsRule<"topic", "llm">
  | MeasureRule<"length">
  | MeasureRule<"length_tokens">;

/** Names of the built-in metrics and aliases. */
export type BuiltinMetricName = BuiltinRule["metric"];

/**
 * Rules on the custom metrics declared in `CustomMetrics` (read as scores, the lenient form: a labels-kind
 * custom metric compares a number with its number of findings).
 */
export type CustomRule = {
  [K in keyof CustomMetrics & string]: ScoreRule<K, CustomMetrics[K] & string, "local"> & WithAllow;
}[keyof CustomMetrics & string];

/** Every metric name the type checker accepts: built-ins, aliases and declared custom metrics. */
export type MetricName = BuiltinMetricName | (keyof CustomMetrics & string);

/** One rule, as written by the user. */
export type Rule = BuiltinRule | CustomRule;

/** One ruleset, as written by the user. `rules` may be `readonly` (`as const`). */
export interface RuleSet {
  /** Shown in results and on the dashboard; the index is used when there is none. */
  name?: string | undefined;
  rules: readonly Rule[];
  /** `any` (default): the ruleset triggers when one rule does; `all`: when every rule does. */
  match?: "any" | "all" | undefined;
  action: Action;
  /**
   * `enforce` (default): the action applies. `shadow`: evaluated and captured (marked shadow), reported in
   * `result.shadow` with the action it would have applied, never applied.
   */
  mode?: RulesetMode | undefined;
}

/**
 * Returns its argument: an identity function that keeps literal types, so rulesets declared in a variable
 * type-check without annotations or `as const` and mistakes are reported where they are written.
 */
export function defineRulesets<const T extends readonly RuleSet[]>(rulesets: T): T {
  return rulesets;
}

/** Returns its argument: `defineRulesets` for one ruleset. */
export function defineRuleset<const T extends RuleSet>(ruleset: T): T {
  return ruleset;
}
