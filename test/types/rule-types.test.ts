/**
 * The rule types catch at compile time what validation rejects at run time. Good and bad example files
 * are compiled with the project's TypeScript (test/helpers/typecheck.ts); the test asserts exactly which
 * lines fail. The types are also kept in step with the registry (metric names, labels, engines) and
 * assignable to the zod input types, and `as const` rulesets pass runtime validation.
 */
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { defineRuleset, defineRulesets, Guard, type Rule, type RuleSet } from "../../src/index.js";
import {
  CTX_ADHERENCE_LABELS,
  TONE_LABELS as JUDGE_TONE_LABELS,
  TOXICITY_LABELS as JUDGE_TOXICITY_LABELS,
  PROMPT_INJECTION_LABELS,
} from "../../src/metrics/llm/prompts.js";
import { INJECTION_LABELS } from "../../src/metrics/prompt-injection/signals.js";
import { BUILTIN_METRICS, METRIC_ALIASES } from "../../src/metrics/registry.js";
import { TONE_LABELS } from "../../src/metrics/tone/index.js";
import { TOXICITY_LABELS } from "../../src/metrics/toxicity/lexicon.js";
import {
  ENGINES,
  type ParsedRule,
  type RuleSetInput,
  type RuleValue,
  type Rule as SchemaRule,
} from "../../src/schema.js";
import { registerTestMetrics, SERVICE_KEY, useTempHome } from "../helpers/core.js";
import { type CompileError, lineOf, typecheck } from "../helpers/typecheck.js";

const GOOD_AS_CONST = `import { Guard } from "content-shield";

const rulesets = [
  { name: "no-pii", rules: [{ metric: "pii", value: ["email", "phone_number"] }], action: { type: "MASK" } },
  {
    name: "hostile",
    rules: [
      { metric: "toxicity", operator: "greater_than", value: 0.7 },
      { metric: "tone", value: ["angry", "sarcastic"] },
    ],
    match: "any",
    action: { type: "OVERRIDE", fallback: "Let's keep it respectful." },
  },
  { rules: [{ metric: "input_pii", operator: "greater_than_equal", value: 2 }], action: { type: "BLOCK" } },
  { rules: [{ metric: "length", operator: "less_than", value: 4000 }], action: { type: "FLAG" } },
  {
    name: "strict-pii",
    mode: "shadow",
    rules: [{ metric: "pii", value: ["email"], allow: { values: ["help@acme.com"], domains: ["*.acme.com"] } }],
    action: { type: "BLOCK" },
  },
  { rules: [{ metric: "keywords", value: ["acme"], allow: { patterns: ["/^acme$/i"] } }], action: { type: "FLAG" } },
] as const;

export const guard = new Guard({ rulesets, config: { group: "support-bot" } });
`;

const GOOD_DEFINE = `import { defineRuleset } from "content-shield";
import { defineRulesets, Guard } from "content-shield/guard";
import { shieldMiddleware } from "content-shield/express";

// No annotation, no "as const": the identity function keeps the literals.
const rulesets = defineRulesets([
  { rules: [{ metric: "keywords", value: ["internal roadmap"] }], action: { type: "OVERRIDE", fallback: "No." } },
  { rules: [{ metric: "secrets", value: "github_token" }], action: { type: "MASK", placeholder: "***" } },
  { rules: [{ metric: "prompt_injection", operator: "any", value: ["jailbreak"] }], action: { type: "BLOCK" } },
  { rules: [{ metric: "ctx_adherence", operator: "less_than", value: 0.7 }], action: { type: "FLAG" } },
]);
const one = defineRuleset({ rules: [{ metric: "bias", engine: "llm", value: ["gender"] }], action: { type: "FLAG" } });

export const guard = new Guard({ rulesets: [...rulesets, one] });
export const probe = Guard.probe({ payload: { output: "x" }, metric: "pii", value: ["email", "url"] as const });
export const middleware = shieldMiddleware({
  rulesets,
  block: { status: 403, body: (response, phase) => ({ blocked: response.action, phase }) },
});
`;

const GOOD_CUSTOM = `import { defineRulesets, Guard } from "content-shield";

declare module "content-shield" {
  interface CustomMetrics {
    refund_promise: "refund" | "credit";
  }
}

Guard.registerMetric("refund_promise", ({ text }) => /we will refund/i.test(text));

export const rulesets = defineRulesets([
  { rules: [{ metric: "refund_promise" }], action: { type: "FLAG" } },
  { rules: [{ metric: "refund_promise", value: ["credit"] }], action: { type: "FLAG" } },
  { rules: [{ metric: "refund_promise", operator: "greater_than", value: 0.8 }], action: { type: "FLAG" } },
]);
`;

const BAD = `import { defineRulesets, Guard, type RuleSet } from "content-shield";
import { shieldMiddleware } from "content-shield/koa";

export const a = defineRulesets([{ rules: [{ metric: "pi" }], action: { type: "FLAG" } }]); // @metric
export const b: RuleSet[] = [{ rules: [{ metric: "pii", value: ["emial"] }], action: { type: "MASK" } }]; // @entity
export const c = new Guard({
  rulesets: [{ rules: [{ metric: "toxicity", operator: "greater_than", value: "10" }], action: { type: "FLAG" } }], // @number
});
export const d = defineRulesets([{ rules: [{ metric: "tone", value: "furious" }], action: { type: "FLAG" } }]); // @label
export const e = defineRulesets([{ rules: [{ metric: "pii", engine: "llm" }], action: { type: "FLAG" } }]); // @engine
export const f = defineRulesets([{ rules: [{ metric: "keywords" }], action: { type: "FLAG" } }]); // @terms
export const g = defineRulesets([{ rules: [{ metric: "refund_promis" }], action: { type: "FLAG" } }]); // @custom
export const h = defineRulesets([{ rules: [{ metric: "pii", operator: "contians" }], action: { type: "FLAG" } }]); // @operator
export const i = shieldMiddleware({
  rulesets: [],
  block: { body: (response) => response.nope }, // @body
});
export const j = defineRulesets([{ rules: [{ metric: "pii", allow: { domain: ["acme.com"] } }], action: { type: "FLAG" } }]); // @allowkey
export const l = defineRulesets([{ mode: "shadw", rules: [{ metric: "pii" }], action: { type: "FLAG" } }]); // @mode
`;

/** The marked lines of BAD, in order: each must fail, and nothing else may. */
const BAD_MARKERS = [
  "@metric",
  "@entity",
  "@number",
  "@label",
  "@engine",
  "@terms",
  "@custom",
  "@operator",
  "@body",
  "@allowkey",
  "@mode",
];

function lines(errors: readonly CompileError[] | undefined): number[] {
  return [...new Set((errors ?? []).map((error) => error.line))].sort((x, y) => x - y);
}

describe("the rule types, compiled with tsc", () => {
  const registry = registryExamples();
  let project: Record<string, CompileError[]>;
  beforeAll(() => {
    project = typecheck({
      "good-as-const.ts": GOOD_AS_CONST,
      "good-define.ts": GOOD_DEFINE,
      "good-custom.ts": GOOD_CUSTOM,
      "bad.ts": BAD,
      "registry.ts": registry.source,
    });
  }, 120_000);

  it("accept as-const rulesets, defineRulesets and a custom metric declared by declaration merging", () => {
    expect(project["good-as-const.ts"]).toEqual([]);
    expect(project["good-define.ts"]).toEqual([]);
    expect(project["good-custom.ts"]).toEqual([]);
  });

  it("reject exactly the mistaken lines", () => {
    expect(lines(project["bad.ts"])).toEqual(BAD_MARKERS.map((marker) => lineOf(BAD, marker)));
  });

  it("name the mistake in the error", () => {
    const at = (marker: string) =>
      (project["bad.ts"] ?? [])
        .filter((error) => error.line === lineOf(BAD, marker))
        .map((error) => error.message)
        .join("\n");
    expect(at("@metric")).toContain(`Type '"pi"' is not assignable to type`);
    expect(at("@metric")).toContain('"pii"');
    expect(at("@entity")).toContain(`Type '"emial"' is not assignable to type`);
    expect(at("@entity")).toContain(`Did you mean '"email"'?`);
    expect(at("@number")).toMatch(/Type '(string|"10")' is not assignable to type 'number'/);
    expect(at("@label")).toContain('"furious"');
    expect(at("@engine")).toContain(`Type '"llm"' is not assignable to type '"local"'`);
    expect(at("@custom")).toContain(`Type '"refund_promis"' is not assignable to type`);
    expect(at("@operator")).toContain('"contians"');
    expect(at("@body")).toContain("Property 'nope' does not exist on type 'ShieldResponse'");
    expect(at("@allowkey")).toContain("'domain' does not exist");
    expect(at("@mode")).toContain('"shadw"');
  });

  it("follow the registry: every metric name, every label, exactly the engines each metric has", () => {
    const errors = project["registry.ts"] ?? [];
    expect(errors.filter((error) => error.line === 2)).toEqual([]);
    expect(lines(errors)).toEqual(registry.unsupported);
    expect(registry.unsupported.length).toBeGreaterThan(5);
  });

  it("also hold under a plain strict tsconfig (without exactOptionalPropertyTypes)", () => {
    const plain = typecheck(
      { "good-as-const.ts": GOOD_AS_CONST, "good-define.ts": GOOD_DEFINE, "bad.ts": BAD },
      "strict",
    );
    expect(plain["good-as-const.ts"]).toEqual([]);
    expect(plain["good-define.ts"]).toEqual([]);
    // Without the custom metric's declaration, `refund_promis` fails as before; so does every other line.
    expect(lines(plain["bad.ts"])).toEqual(BAD_MARKERS.map((marker) => lineOf(BAD, marker)));
  }, 120_000);
});

/**
 * A file that uses every metric name, alias and label of the registry, on both engines: it must fail
 * exactly on the lines of the engines a metric lacks (returned).
 */
function registryExamples(): { source: string; unsupported: number[] } {
  const metrics = Object.values(BUILTIN_METRICS);
  const names = [...metrics.map((metric) => metric.name), ...Object.keys(METRIC_ALIASES)];
  const metricOf = (name: string) => BUILTIN_METRICS[METRIC_ALIASES[name]?.metric ?? name]!;
  const ruleLines: string[] = [];
  const unsupported: number[] = [];
  const header = 'import { type BuiltinMetricName, defineRuleset } from "content-shield";';
  // Names, both ways: a missing key or an extra key in this record is an error (on line 2).
  const record = `export const names: Record<BuiltinMetricName, true> = { ${names.map((n) => `${n}: true`).join(", ")} };`;
  for (const name of names) {
    const metric = metricOf(name);
    const labels = metric.valueRole === "labels" ? metric.labels : undefined;
    const value =
      metric.kind === "measure"
        ? 'operator: "greater_than", value: 1'
        : labels
          ? `operator: "any", value: ${JSON.stringify(labels)}`
          : 'value: ["a term"]';
    for (const engine of ENGINES) {
      ruleLines.push(
        `defineRuleset({ rules: [{ metric: "${name}", engine: "${engine}", ${value} }], action: { type: "FLAG" } });`,
      );
      if (metric.engines[engine] === undefined) unsupported.push(ruleLines.length + 2);
    }
  }
  return { source: [header, record, ...ruleLines].join("\n"), unsupported };
}

describe("label vocabularies", () => {
  it("the judge's tone labels extend the local ones; toxicity and prompt_injection share their lists", () => {
    expect(JUDGE_TONE_LABELS).toEqual(expect.arrayContaining([...TONE_LABELS]));
    expect(JUDGE_TOXICITY_LABELS).toBe(TOXICITY_LABELS);
    expect(PROMPT_INJECTION_LABELS.slice(0, INJECTION_LABELS.length)).toEqual([...INJECTION_LABELS]);
    expect(BUILTIN_METRICS.toxicity!.labels).toBe(TOXICITY_LABELS);
    expect(BUILTIN_METRICS.ctx_adherence!.labels).toBe(CTX_ADHERENCE_LABELS);
  });
});

describe("the rule types and the zod schema agree", () => {
  type DeepMutable<T> = T extends (...args: never[]) => unknown
    ? T
    : T extends readonly (infer U)[]
      ? DeepMutable<U>[]
      : T extends object
        ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
        : T;

  it("a typed ruleset is a valid zod input (once its readonly lists are copied)", () => {
    expectTypeOf<DeepMutable<RuleSet>>().toExtend<RuleSetInput>();
    expectTypeOf<DeepMutable<Rule>>().toExtend<SchemaRule>();
    expectTypeOf(defineRulesets).returns.toExtend<readonly RuleSet[]>();
    expectTypeOf<ParsedRule["value"]>().toExtend<RuleValue | undefined>();
    // Every field the schema has, the typed rules have (so a field added to the schema is never a type error).
    type KeysOfUnion<T> = T extends unknown ? keyof T : never;
    expectTypeOf<Exclude<keyof SchemaRule, KeysOfUnion<Rule>>>().toEqualTypeOf<never>();
  });
});

describe("as const rulesets at run time", () => {
  beforeAll(() => {
    useTempHome();
    registerTestMetrics();
  });

  function deepFreeze<T>(value: T): T {
    if (typeof value === "object" && value !== null) {
      for (const inner of Object.values(value)) deepFreeze(inner);
      Object.freeze(value);
    }
    return value;
  }

  it("frozen (readonly) rulesets pass validation and shield", async () => {
    const rulesets = deepFreeze(
      defineRulesets([
        { rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK" } },
        { rules: [{ metric: "keywords", value: ["roadmap"] }], action: { type: "FLAG" } },
      ] as const),
    );
    const guard = new Guard({ rulesets, config: { service_key: SERVICE_KEY, capture: "none" } });
    const response = await guard.shield({ payload: { output: "the roadmap is at a@b.com" } });
    expect(response.text).toBe("the roadmap is at [EMAIL]");
    expect(response.triggered_rulesets).toEqual([0, 1]);
    expect(Object.isFrozen(rulesets[0].rules)).toBe(true);
  });

  it("defineRuleset and defineRulesets return their argument", () => {
    const one = { rules: [{ metric: "pii" }], action: { type: "FLAG" } } as const;
    expect(defineRuleset(one)).toBe(one);
    const list = [one] as const;
    expect(defineRulesets(list)).toBe(list);
  });
});
