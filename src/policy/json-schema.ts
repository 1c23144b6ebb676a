/**
 * The published JSON Schema of policy files (`schema/policy.schema.json`, exported as
 * `content-shield/policy.schema.json`), generated from the zod schemas the Guard validates with, so editors
 * autocomplete and check what the library accepts. Regenerate with `npm run schema`; a test fails when the
 * shipped file is out of date.
 */
import { MetricRegistry } from "../metrics/registry.js";
import { schemas } from "../schema.js";
import { loadZod } from "../util/zod.js";

export const POLICY_SCHEMA_ID = "https://unpkg.com/content-shield/schema/policy.schema.json";

type JsonObject = Record<string, unknown>;

/** The JSON Schema (draft 2020-12) of a policy file `{ $schema?, rulesets, config? }`. */
export function policyJsonSchema(): JsonObject {
  const { z } = loadZod();
  const { RuleSetsSchema, GuardConfigSchema } = schemas();
  const policy = z.strictObject({
    $schema: z.string().optional(),
    rulesets: RuleSetsSchema,
    config: GuardConfigSchema.optional(),
  });
  const metrics = [...new Set(new MetricRegistry().names())].sort();
  const schema = z.toJSONSchema(policy, {
    io: "input",
    // `placeholder` outside MASK is a zod custom check that always fails: in JSON Schema, a forbidden key.
    unrepresentable: "any",
    override: (context) => {
      const json = context.jsonSchema as JsonObject;
      if (context.zodSchema._zod.def.type === "custom") {
        for (const key of Object.keys(json)) delete json[key];
        json.not = {};
      }
    },
  }) as JsonObject;
  const rule = (((schema.properties as JsonObject).rulesets as JsonObject).items as JsonObject)
    .properties as JsonObject;
  const ruleProperties = ((rule.rules as JsonObject).items as JsonObject).properties as JsonObject;
  // Built-in metric names for completion; any other name is a custom metric (Guard.registerMetric).
  ruleProperties.metric = {
    anyOf: [{ enum: metrics }, { type: "string", minLength: 1 }],
    description: "A built-in metric, or the name of a custom metric registered with Guard.registerMetric.",
  };
  return {
    $schema: schema.$schema,
    $id: POLICY_SCHEMA_ID,
    title: "Content Shield policy",
    description:
      "Rulesets and config for content-shield (proxy, middleware `policy` option, check, validate).",
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== "$schema")),
  };
}
