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

export const RULE_TARGETS = ["input", "output", "both"] as const;
export type RuleTarget = (typeof RULE_TARGETS)[number];

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
  });

  const ActionSchema = z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("OVERRIDE"), fallback: z.string() }),
    z.strictObject({
      type: z.literal("MASK"),
      /** Placeholder template; `{TYPE}` becomes the finding's type in upper case. Default `[{TYPE}]`. */
      placeholder: z.string().optional(),
    }),
    z.strictObject({ type: z.literal("FLAG") }),
    z.strictObject({ type: z.literal("BLOCK"), message: z.string().optional() }),
  ]);

  const RuleSetSchema = z.strictObject({
    name: z.string().min(1).optional(),
    rules: z.array(RuleSchema).min(1),
    match: z.enum(["any", "all"]).default("any"),
    action: ActionSchema,
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
    capture: z.enum(CAPTURE_MODES).default("redacted"),
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

export type RuleValue = Zod.infer<Schemas["RuleValueSchema"]>;

/** Rule as written by the user (defaults optional). */
export type Rule = Zod.input<Schemas["RuleSchema"]>;
/** Action as written by the user. */
export type Action = Zod.input<Schemas["ActionSchema"]>;
/** Ruleset as written by the user. */
export type RuleSet = Zod.input<Schemas["RuleSetSchema"]>;
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
