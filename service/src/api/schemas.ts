/**
 * zod schemas of the REST API: request bodies and queries are validated with them, and `openapi.ts`
 * generates the OpenAPI document from the same objects, so the two cannot drift apart.
 */
import {
  ACTION_TYPES,
  allowSpecIssues,
  BUILTIN_METRICS,
  CAPTURE_MODES,
  loadZod,
  schemas,
} from "content-shield/internal";
import { STATS_BUCKETS } from "../store/types.js";

const { z } = loadZod();
const { GuardConfigSchema, RuleSchema, RuleSetsSchema } = schemas();

export const MAX_BATCH_SIZE = 1000;

const RulesetRef = z.union([z.string(), z.number().int()]);
const IsoTime = z.iso.datetime({ offset: true });

export const CapturedFindingSchema = z.object({
  type: z.string(),
  target: z.enum(["input", "output", "contexts"]),
  context_index: z.number().int().min(0).optional(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  score: z.number(),
  text: z.string().optional(),
  location: z
    .string()
    .max(500)
    .optional()
    .describe("Where the text was in the request or response body, e.g. `messages[3].content`."),
  role: z.string().max(100).optional().describe("Who wrote that text: `user`, `system`, `tool`, …"),
});

export const CapturedVerdictSchema = z.object({
  metric: z.string(),
  target: z.string(),
  triggered: z.boolean(),
  score: z.number().nullable(),
  labels: z.array(z.string()),
  detail: z.string().nullable(),
  allowed: z.number().int().min(0).optional().describe("Findings the rule's allowlists dropped."),
  shadow: z.literal(true).optional().describe('A verdict of a `mode: "shadow"` ruleset.'),
});

const CapturedPayloadSchema = z
  .object({ input: z.string().optional(), output: z.string().optional() })
  .nullable();

/** One interception as the library captures it (`InterceptionRecord`). */
export const InterceptionRecordSchema = z.object({
  id: z.uuid(),
  created_at: IsoTime,
  key_hash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional()
    .describe("SHA-256 of the capturing key; when present it must be the hash of the request's key."),
  group: z.string().min(1).max(200),
  ruleset: RulesetRef,
  triggered_rulesets: z.array(RulesetRef),
  action: z.enum(ACTION_TYPES),
  metric: z.string().min(1).max(200),
  rule: RuleSchema.partial().extend({ metric: z.string() }),
  findings: z.array(CapturedFindingSchema),
  verdicts: z.array(CapturedVerdictSchema),
  text: z.string().nullable(),
  payload: CapturedPayloadSchema,
  capture: z.enum(CAPTURE_MODES),
  latency_ms: z.number().min(0),
  shadow: z
    .literal(true)
    .optional()
    .describe('Captured only because `mode: "shadow"` rulesets triggered (nothing was applied).'),
  shadow_rulesets: z
    .array(z.object({ ruleset: RulesetRef, action: z.enum(ACTION_TYPES), changed: z.boolean() }))
    .optional()
    .describe("The shadow rulesets that triggered and what each would have done."),
});

/** `POST /v1/capture-reports`: records a client's spool bound dropped before they could be delivered. */
export const CaptureReportSchema = z.object({
  id: z.uuid().describe("Chosen by the client; a report re-sent with the same id is counted once."),
  dropped: z
    .number()
    .int()
    .min(1)
    .max(1_000_000_000)
    .describe("Interceptions dropped by the capture bound (`capture_max_bytes`, `capture_max_age`)."),
  group: z
    .string()
    .min(1)
    .max(200)
    .refine((value) => !value.includes("\u0000"), "must not contain NUL characters.")
    .optional()
    .describe("The `config.group` of the dropped interceptions."),
});

export const CaptureReportResultSchema = z.object({
  recorded: z.boolean().describe("False when a report with this id was already recorded."),
});

export const IngestBodySchema = z
  .array(InterceptionRecordSchema)
  .max(MAX_BATCH_SIZE)
  .meta({ description: `Up to ${MAX_BATCH_SIZE} interception records.` });

export const RejectedRecordSchema = z.object({
  index: z.number().int().min(0).describe("Position of the record in the request's array."),
  id: z.string().nullable().describe("The record's id, when it had one."),
  errors: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .describe("Why it was refused, each naming the place, e.g. body[3].created_at."),
});

export const IngestResultSchema = z
  .object({
    accepted: z.number().int().describe("Records stored now."),
    duplicates: z
      .number()
      .int()
      .describe("Records whose id this account already stored (a redelivery); not stored again."),
    rejected: z
      .array(RejectedRecordSchema)
      .describe("Records refused, with reasons; the others were stored."),
  })
  .meta({
    description:
      "Multi-status answer: accepted + duplicates + rejected.length equals the number of records sent. A client counts the batch as delivered only when it does, and keeps each rejected record aside with its reasons.",
  });

export const StoredInterceptionSchema = InterceptionRecordSchema.omit({ key_hash: true }).extend({
  key_id: z.uuid().nullable(),
  received_at: IsoTime,
  action: z.string(),
});

export const InterceptionPageSchema = z.object({
  items: z.array(StoredInterceptionSchema),
  next_cursor: z.string().nullable(),
});

export const ListQuerySchema = z.strictObject({
  group: z.string().min(1).optional(),
  metric: z.string().min(1).optional(),
  action: z.enum(ACTION_TYPES).optional(),
  from: IsoTime.optional().describe("Inclusive lower bound on created_at."),
  to: IsoTime.optional().describe("Exclusive upper bound on created_at."),
  limit: z.coerce.number().int().min(1).max(500).optional().describe("Page size, default 50."),
  cursor: z.string().min(1).optional().describe("next_cursor of the previous page."),
});

export const StatsQuerySchema = z.strictObject({
  from: IsoTime.optional(),
  to: IsoTime.optional(),
  bucket: z.enum(STATS_BUCKETS).optional().describe("Time-series bucket, default hour."),
});

const CountSchema = z.object({ key: z.string(), count: z.number().int() });
export const StatsSchema = z.object({
  total: z.number().int(),
  by_metric: z.array(CountSchema),
  by_action: z.array(CountSchema),
  by_group: z.array(CountSchema),
  by_rule: z.array(z.object({ ruleset: z.string(), metric: z.string(), count: z.number().int() })),
  series: z.array(z.object({ bucket: z.string(), metric: z.string(), count: z.number().int() })),
  bucket: z.enum(STATS_BUCKETS),
});

export const PayloadSchema = z
  .strictObject({
    input: z.string().optional(),
    output: z.string().optional(),
    contexts: z.array(z.string()).optional(),
  })
  .meta({ description: "At least one text." });

/** The body's outer shape; rulesets and config are then validated by the Guard with the core schemas. */
export const ShieldBodySchema = z.strictObject({
  payload: PayloadSchema,
  rulesets: RuleSetsSchema,
  config: GuardConfigSchema.omit({ service_key: true }).optional(),
});

const FindingSchema = z.object({
  type: z.string(),
  target: z.enum(["input", "output", "contexts"]),
  context_index: z.number().int().min(0).optional().describe("With target contexts: which context."),
  start: z.number().int(),
  end: z.number().int(),
  text: z.string(),
  score: z.number(),
});

const ReplacedSpanSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  type: z.string(),
  placeholder: z.string(),
  ruleset: RulesetRef,
});

const TextResultSchema = z.object({
  text: z.string().describe("The final text after the applied action."),
  changed: z.boolean(),
  replaced: z
    .array(ReplacedSpanSchema)
    .describe("Spans of the original text that were replaced: sorted, non-overlapping."),
});

export const ShieldResponseSchema = z.object({
  text: z.string(),
  triggered: z.boolean(),
  action: z.enum(ACTION_TYPES).nullable(),
  rule: RuleSchema.partial().extend({ metric: z.string() }).nullable(),
  ruleset: RulesetRef.nullable(),
  triggered_rulesets: z.array(RulesetRef),
  applied: z
    .object({
      type: z.enum(ACTION_TYPES),
      fallback: z.string().optional(),
      placeholder: z.string().optional(),
      ruleset: RulesetRef,
    })
    .nullable()
    .describe("The applied action with what it needs: BLOCK's message and OVERRIDE's text in fallback."),
  texts: z
    .object({
      input: TextResultSchema.optional(),
      output: TextResultSchema.optional(),
      contexts: z.array(TextResultSchema).optional().describe("One per payload.contexts entry, same order."),
    })
    .describe("Each checked text's final form and the spans replaced."),
  verdicts: z.array(
    z.object({
      metric: z.string(),
      target: z.string(),
      triggered: z.boolean(),
      score: z.number().nullable(),
      findings: z.array(FindingSchema),
      labels: z.array(z.string()),
      detail: z.string().nullable(),
      allowed: z.number().int().optional().describe("Findings the rule's allowlists dropped."),
      shadow: z.literal(true).optional().describe("A verdict of a shadow ruleset."),
    }),
  ),
  findings: z.array(FindingSchema),
  shadow: z
    .array(
      z.object({
        ruleset: RulesetRef,
        action: z.enum(ACTION_TYPES),
        changed: z.boolean(),
        rule: RuleSchema.partial().extend({ metric: z.string() }),
        findings: z.array(FindingSchema),
      }),
    )
    .optional()
    .describe("With shadow rulesets: each one that triggered and the action it would have applied."),
  interception_id: z.uuid().nullable(),
  latency_ms: z.number(),
});

/** The metrics an allowlist entry may name: the built-in metrics that report findings. */
export const ALLOWLIST_METRICS = Object.values(BUILTIN_METRICS)
  .filter((metric) => metric.kind === "labels")
  .map((metric) => metric.name);

const ALLOWLIST_KINDS = ["value", "domain", "pattern"] as const;
const GroupName = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => !value.includes("\u0000"), "must not contain NUL characters.");

export const AllowlistEntrySchema = z.object({
  id: z.uuid(),
  group: z.string().nullable().describe("The group it applies to; null: every group."),
  metric: z.string().describe("Applies to every rule of this metric."),
  kind: z.enum(ALLOWLIST_KINDS),
  value: z.string(),
  note: z.string().nullable(),
  source: z.enum(["api", "feedback"]),
  created_at: IsoTime,
});

/** `POST /v1/allowlists`: one entry, checked as a rule's `allow` would be (patterns: the `regex` checks). */
export const AllowlistEntryInputSchema = z
  .strictObject({
    group: GroupName.nullable()
      .optional()
      .describe("The group (`config.group`) it applies to; null or absent: every group."),
    metric: z.enum(ALLOWLIST_METRICS as [string, ...string[]]),
    kind: z
      .enum(ALLOWLIST_KINDS)
      .describe(
        "`value`: the finding's exact text (case-insensitive for emails and domains); `domain`: emails/URLs of `acme.com` or `*.acme.com`; `pattern`: a regex matching the finding's whole text.",
      ),
    value: z.string().min(1).max(1000),
    note: z.string().max(500).nullable().optional(),
    source: z
      .enum(["api", "feedback"])
      .optional()
      .describe("Default `api`; the dashboard's false-positive feedback adds `feedback` entries."),
  })
  .superRefine((entry, ctx) => {
    const key = entry.kind === "value" ? "values" : entry.kind === "domain" ? "domains" : "patterns";
    for (const issue of allowSpecIssues({ [key]: [entry.value] }, [])) {
      ctx.addIssue({ code: "custom", path: ["value"], message: issue.message });
    }
  });

export const AllowlistQuerySchema = z.strictObject({
  group: GroupName.optional().describe("Entries of this group and those for every group; absent: all."),
});

export const AllowlistSchema = z.object({ entries: z.array(AllowlistEntrySchema) });

export const AuthCheckSchema = z.object({
  ok: z.literal(true),
  account: z.object({ id: z.uuid(), email: z.string() }),
  key_id: z.uuid(),
});

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

/** `rulesets[0].rules[1].operator` from a zod path. */
export function formatPath(root: string, path: ReadonlyArray<PropertyKey>): string {
  let out = root;
  for (const part of path)
    out += typeof part === "number" ? `[${part}]` : out === "" ? String(part) : `.${String(part)}`;
  return out;
}
