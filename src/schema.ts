/**
 * zod schemas: the single source of the rule, ruleset, action, payload and config types.
 * Structure is checked here; what depends on the metric registry (metric names, entity types,
 * operator/value fit) is checked in `validate.ts`.
 */
import { lazy } from "./util/lazy.js";
import { loadZod, type Zod } from "./util/zod.js";

export const OPERATORS = [
  "contains",
  "not_contains",
  "any",
  "all",
  "equal",
  "not_equal",
  "greater_than",
  "less_than",
  "greater_than_equal",
  "less_than_equal",
] as const;
export type Operator = (typeof OPERATORS)[number];

export const NUMERIC_OPERATORS = [
  "greater_than",
  "less_than",
  "greater_than_equal",
  "less_than_equal",
] as const satisfies readonly Operator[];

export const ACTION_TYPES = ["BLOCK", "OVERRIDE", "MASK", "FLAG"] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * Which texts a rule reads: `input`, `output`, `contexts` (each of `payload.contexts`), `both` (input and
 * output), `all` (every text) or `input_and_contexts` (everything sent to the model).
 */
export const RULE_TARGETS = ["input", "output", "contexts", "both", "all", "input_and_contexts"] as const;
export type RuleTarget = (typeof RULE_TARGETS)[number];

/** `enforce`: the ruleset's action applies; `shadow`: it is evaluated and reported, never applied. */
export const RULESET_MODES = ["enforce", "shadow"] as const;
export type RulesetMode = (typeof RULESET_MODES)[number];

export const ENGINES = ["local", "llm", "patterns"] as const;
export type Engine = (typeof ENGINES)[number];

export const PROVIDERS = ["openai", "anthropic", "groq", "custom"] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export const CAPTURE_MODES = ["redacted", "full", "none"] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];

export const PROVIDER_ERROR_POLICIES = ["raise", "allow", "block"] as const;
export type ProviderErrorPolicy = (typeof PROVIDER_ERROR_POLICIES)[number];

/** Largest text (in UTF-16 code units, as `string.length` counts) accepted per payload field by default. */
export const DEFAULT_MAX_TEXT_LENGTH = 1_048_576;

function buildSchemas(z: typeof Zod.z) {
  const RuleValueSchema = z.union([z.string(), z.number().finite(), z.array(z.string())]);

  const RuleSchema = z.strictObject({
    metric: z.string().min(1),
    operator: z.enum(OPERATORS).default("contains"),
    value: RuleValueSchema.optional(),
    target: z.enum(RULE_TARGETS).optional(),
    engine: z.enum(ENGINES).optional(),
    /** `pii` only: regions (ISO 3166 alpha-2) whose national phone formats count (docs/pii.md). */
    regions: z.array(z.string()).optional(),
    /**
     * Metrics that report findings (`labels` kind) only: findings this rule must not act on — exact values,
     * email/URL domains (`*.acme.com` for subdomains), whole-text patterns (docs/allowlists.md).
     */
    allow: z
      .strictObject({
        values: z.array(z.string()).optional(),
        domains: z.array(z.string()).optional(),
        patterns: z.array(z.string()).optional(),
      })
      .optional(),
  });

  /** The user-facing text of an action: required for OVERRIDE, the message of a BLOCK, kept by MASK/FLAG. */
  const fallback = z.string().optional();
  /** `placeholder` configures MASK only; elsewhere it is an error that says so. */
  const noPlaceholder = z
    .custom<never>(() => false, {
      message: 'is a MASK option only (the text that replaces a finding); remove it, or use type "MASK"',
    })
    .optional();
  const ActionSchema = z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("OVERRIDE"), fallback: z.string(), placeholder: noPlaceholder }),
    z.strictObject({
      type: z.literal("MASK"),
      fallback,
      /** Placeholder template; `{TYPE}` becomes the finding's type in upper case. Default `[{TYPE}]`. */
      placeholder: z.string().optional(),
    }),
    z.strictObject({ type: z.literal("FLAG"), fallback, placeholder: noPlaceholder }),
    z.strictObject({
      type: z.literal("BLOCK"),
      /** The message the adapters and the service show. */
      fallback,
      /** @deprecated Use `fallback`; accepted as its alias (ignored when `fallback` is given). */
      message: z.string().optional(),
      placeholder: noPlaceholder,
    }),
  ]);

  const RuleSetSchema = z.strictObject({
    name: z.string().min(1).optional(),
    rules: z.array(RuleSchema).min(1),
    match: z.enum(["any", "all"]).default("any"),
    action: ActionSchema,
    /**
     * `enforce` (default) applies the action; `shadow` evaluates and captures the ruleset without ever
     * changing the response (`result.shadow` says what it would have done).
     */
    mode: z.enum(RULESET_MODES).default("enforce"),
  });

  const RuleSetsSchema = z.array(RuleSetSchema).min(1);

  const GuardConfigSchema = z.strictObject({
    service_key: z.string().min(1).optional(),
    provider: z.enum(PROVIDERS).default("openai"),
    model: z.string().min(1).optional(),
    group: z.string().min(1).max(200).default("default"),
    api_key: z.string().min(1).optional(),
    base_url: z.url().optional(),
    headers: z.record(z.string(), z.string()).optional(),
    /** `false` turns capture off entirely (nothing recorded, nothing written). */
    capture: z.union([z.enum(CAPTURE_MODES), z.literal(false)]).default("redacted"),
    /** The local spool's bound in bytes (default 256 MiB) and sealed segments' maximum age in seconds (7 days). */
    capture_max_bytes: z.number().int().min(1_048_576).default(268_435_456),
    capture_max_age: z.number().int().positive().default(604_800),
    on_provider_error: z.enum(PROVIDER_ERROR_POLICIES).default("raise"),
    /** Milliseconds before one provider request is abandoned (then retried). */
    timeout_ms: z.number().int().positive().default(30_000),
    /** Retries after the first provider request for retryable failures (timeouts, 429, 5xx). */
    max_retries: z.number().int().min(0).max(10).default(2),
    max_text_length: z.number().int().positive().default(DEFAULT_MAX_TEXT_LENGTH),
  });
  return { RuleValueSchema, RuleSchema, ActionSchema, RuleSetSchema, RuleSetsSchema, GuardConfigSchema };
}

/** The schemas, built (and zod loaded) on first use. */
export const schemas = lazy(() => buildSchemas(loadZod().z));
type Schemas = ReturnType<typeof buildSchemas>;

/** A rule's `value`: a name, a number or a list of names (the list may be `readonly`). */
export type RuleValue = string | number | readonly string[];

/**
 * A rule as the schema reads it: any metric name, any value. Results report rules in this form; users
 * write the typed `Rule` of `rule-types.ts` (exported as `Rule` from the package).
 */
export type Rule = Zod.input<Schemas["RuleSchema"]>;
/** Action as written by the user. */
export type Action = Zod.input<Schemas["ActionSchema"]>;
/** Ruleset as the schema reads it (any metric name); see `RuleSet` for the typed form users write. */
export type RuleSetInput = Zod.input<Schemas["RuleSetSchema"]>;
/** Ruleset as written by the user: typed per metric, `readonly` lists accepted (see `rule-types.ts`). */
export type { RuleSet } from "./rule-types.js";
/** Configuration as written by the user. */
export type GuardConfig = Zod.input<Schemas["GuardConfigSchema"]>;

/** Parsed forms, with defaults applied. */
export type ParsedRule = Zod.output<Schemas["RuleSchema"]>;
export type ParsedAction = Zod.output<Schemas["ActionSchema"]>;
export type ParsedRuleSet = Zod.output<Schemas["RuleSetSchema"]>;
export type ParsedGuardConfig = Zod.output<Schemas["GuardConfigSchema"]>;

/** What is checked: the user's `input`, the model's `output`, optional retrieved `contexts`. */
export interface Payload {
  input?: string | undefined;
  output?: string | undefined;
  contexts?: readonly string[] | undefined;
}
