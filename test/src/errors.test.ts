import { beforeAll, describe, expect, it } from "vitest";
import {
  AuthenticationError,
  ConfigError,
  createServiceKey,
  Guard,
  PayloadError,
  RuleSetError,
  ShieldError,
} from "../../src/index.js";
import { loadZod } from "../../src/util/zod.js";
import { describeZodIssues } from "../../src/validate.js";
import { registerTestMetrics, SERVICE_KEY, useTempHome } from "../helpers/core.js";
import { withEnv } from "../helpers/env.js";

const config = { service_key: SERVICE_KEY };
const flag = { type: "FLAG" as const };

beforeAll(() => {
  useTempHome();
  registerTestMetrics();
});

async function errorOf(promise: Promise<unknown>): Promise<ShieldError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShieldError);
  return error as ShieldError;
}

function shieldWith(rulesets: unknown, payload: unknown = { output: "x" }, cfg: unknown = config) {
  // Deliberately untyped: these tests feed what a JavaScript caller or a JSON file could.
  return Guard.shield({ payload, rulesets, config: cfg } as Parameters<typeof Guard.shield>[0]);
}

describe("ruleset errors name the exact place", () => {
  it("misspelt operator: path, did-you-mean and the allowed values", async () => {
    const error = await errorOf(
      shieldWith([{ rules: [{ metric: "word" }, { metric: "word", operator: "contain" }], action: flag }]),
    );
    expect(error).toBeInstanceOf(RuleSetError);
    expect(error.code).toBe("RULESET_INVALID");
    expect(error.message).toContain(
      'rulesets[0].rules[1].operator: "contain" is not a valid operator; did you mean "contains"?',
    );
    expect(error.message).toContain('Allowed: "contains", "not_contains"');
  });
  it("unknown metric with a suggestion", async () => {
    const error = await errorOf(shieldWith([{ rules: [{ metric: "wrod" }], action: flag }]));
    expect(error.message).toContain(
      'rulesets[0].rules[0].metric: "wrod" is not a metric; did you mean "word"?',
    );
  });
  it("unknown action type and missing fallback", async () => {
    const bad = await errorOf(
      shieldWith([{ rules: [{ metric: "word" }], action: { type: "OVERIDE", fallback: "x" } }]),
    );
    expect(bad.message).toContain(
      'rulesets[0].action.type: "OVERIDE" is not an action type; did you mean "OVERRIDE"?',
    );
    const missing = await errorOf(
      shieldWith([{ rules: [{ metric: "word" }], action: { type: "OVERRIDE" } }]),
    );
    expect(missing.message).toContain("rulesets[0].action.fallback: is required");
  });
  it("unknown keys with did-you-mean and the allowed keys", async () => {
    const error = await errorOf(shieldWith([{ rules: [{ metric: "word", valeu: "alpha" }], action: flag }]));
    expect(error.message).toContain('rulesets[0].rules[0].valeu: unknown key; did you mean "value"?');
    const setKey = await errorOf(shieldWith([{ rules: [{ metric: "word" }], action: flag, mtach: "all" }]));
    expect(setKey.message).toContain('rulesets[0].mtach: unknown key; did you mean "match"?');
  });
  it("wrong types and empty lists", async () => {
    const error = await errorOf(shieldWith([{ rules: [{ metric: "word", value: { a: 1 } }], action: flag }]));
    expect(error.message).toContain(
      "rulesets[0].rules[0].value: expected a string, a number or a list of strings, got an object",
    );
    expect((await errorOf(shieldWith([]))).message).toContain("rulesets: must not be empty");
    expect((await errorOf(shieldWith([{ rules: [], action: flag }]))).message).toContain(
      "rulesets[0].rules: must not be empty",
    );
    expect((await errorOf(shieldWith("nope"))).message).toContain("rulesets: expected array, got the string");
    expect((await errorOf(shieldWith(undefined))).message).toContain("rulesets: is required");
  });
  it("numeric operators need numbers; equal needs a value", async () => {
    const error = await errorOf(
      shieldWith([
        { rules: [{ metric: "score_of", operator: "greater_than", value: "high" }], action: flag },
      ]),
    );
    expect(error.message).toContain('rulesets[0].rules[0].value: operator "greater_than" compares numbers');
    const equal = await errorOf(
      shieldWith([{ rules: [{ metric: "word", operator: "equal" }], action: flag }]),
    );
    expect(equal.message).toContain('rulesets[0].rules[0].value: operator "equal" needs a value');
  });
  it("reports every problem at once", async () => {
    const error = (await errorOf(
      shieldWith([
        { rules: [{ metric: "nope" }], action: flag },
        { rules: [{ metric: "word", operator: "greater_than" }], action: flag },
      ]),
    )) as RuleSetError;
    expect(error.issues.map((i) => i.at)).toEqual([
      "rulesets[0].rules[0].metric",
      "rulesets[1].rules[0].value",
    ]);
  });
  it("engine the metric lacks", async () => {
    const error = await errorOf(shieldWith([{ rules: [{ metric: "word", engine: "llm" }], action: flag }]));
    expect(error.message).toContain(
      'rulesets[0].rules[0].engine: metric "word" has no "llm" engine. Allowed: "local"',
    );
  });
});

describe("issues carry structure, and every problem is reported at once", () => {
  function ruleSetError(rulesets: unknown): RuleSetError {
    try {
      new Guard({ rulesets, config } as unknown as ConstructorParameters<typeof Guard>[0]);
    } catch (error) {
      expect(error).toBeInstanceOf(RuleSetError);
      return error as RuleSetError;
    }
    throw new Error("expected a RuleSetError");
  }

  it("an operator typo does not hide a metric typo or value errors in other rules", () => {
    const error = ruleSetError([
      { rules: [{ metric: "pii", operator: "contians", value: ["emial"] }], action: flag },
      { name: "second", rules: [{ metric: "wrod" }, { metric: "pii", value: "phone" }], action: flag },
      { rules: [{ metric: "score_of", operator: "greater_than", value: "10" }], action: flag },
    ]);
    expect(error.issues.map((i) => [i.code, i.at])).toEqual([
      ["unknown_operator", "rulesets[0].rules[0].operator"],
      ["unknown_entity", "rulesets[0].rules[0].value[0]"],
      ["unknown_metric", "rulesets[1].rules[0].metric"],
      ["unknown_entity", "rulesets[1].rules[1].value"],
      ["wrong_value_type", "rulesets[2].rules[0].value"],
    ]);
    const [operator, entity, metric] = error.issues;
    expect(operator).toMatchObject({
      code: "unknown_operator",
      path: ["rulesets", 0, "rules", 0, "operator"],
      received: "contians",
      suggestion: "contains",
    });
    expect(operator!.allowed).toContain("greater_than_equal");
    expect(operator!.message).toBe(
      '"contians" is not a valid operator; did you mean "contains"? Allowed: "contains", "not_contains", "any", "all", "equal", "not_equal", "greater_than", "less_than", "greater_than_equal", "less_than_equal".',
    );
    expect(entity).toMatchObject({
      path: ["rulesets", 0, "rules", 0, "value", 0],
      received: "emial",
      suggestion: "email",
    });
    expect(entity!.allowed).toContain("phone_number");
    expect(metric).toMatchObject({ received: "wrod", suggestion: "word" });
    expect(metric!.allowed).toEqual(expect.arrayContaining(["pii", "input_pii", "word", "score_of"]));
    expect(error.issues[3]).toMatchObject({ received: "phone", suggestion: "phone_number" });
    expect(error.issues[4]).toMatchObject({ received: "10", path: ["rulesets", 2, "rules", 0, "value"] });
    // The message lists them all, one per line, each with its location.
    expect(error.message.split("\n")).toHaveLength(5);
    expect(error.message).toContain(
      'rulesets[1].rules[0].metric: "wrod" is not a metric; did you mean "word"?',
    );
  });

  it("unknown keys, missing fields and wrong types have their own codes", () => {
    const error = ruleSetError([
      { rules: [{ metric: "word", valeu: "alpha" }], action: flag },
      { rules: [{ metric: "word", operator: "equal" }], action: { type: "OVERRIDE" } },
      { rules: "pii", action: flag },
      { rules: [{ metric: "pii", engine: "llm" }], action: { type: "OVERIDE", fallback: "x" } },
    ]);
    expect(error.issues.map((i) => [i.code, i.at])).toEqual([
      ["unknown_key", "rulesets[0].rules[0].valeu"],
      ["missing_field", "rulesets[1].action.fallback"],
      ["missing_field", "rulesets[1].rules[0].value"],
      ["invalid_type", "rulesets[2].rules"],
      ["unknown_action_type", "rulesets[3].action.type"],
      ["unsupported_engine", "rulesets[3].rules[0].engine"],
    ]);
    expect(error.issues[0]).toMatchObject({ received: "valeu", suggestion: "value" });
    expect(error.issues[0]!.allowed).toEqual([
      "metric",
      "operator",
      "value",
      "target",
      "engine",
      "regions",
      "allow",
    ]);
    expect(error.issues[4]).toMatchObject({ received: "OVERIDE", suggestion: "OVERRIDE" });
    expect(error.issues[5]).toMatchObject({ received: "llm", allowed: ["local"] });
  });

  it("a conflicting alias target and a bad value check are reported beside each other", () => {
    const error = ruleSetError([
      {
        rules: [
          { metric: "input_pii", target: "output" },
          { metric: "regex", value: "(" },
        ],
        action: flag,
      },
    ]);
    expect(error.issues.map((i) => [i.code, i.at])).toEqual([
      ["conflict", "rulesets[0].rules[0].target"],
      ["invalid_value", "rulesets[0].rules[1].value"],
    ]);
  });

  it("config errors are structured and all reported", () => {
    let caught: unknown;
    try {
      new Guard({
        rulesets: [{ rules: [{ metric: "word" }], action: flag }],
        config: { ...config, servce_key: "x", provider: "opena1", timeout_ms: -1 },
      } as unknown as ConstructorParameters<typeof Guard>[0]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const issues = (caught as ConfigError).issues;
    expect(issues.map((i) => [i.code, i.at])).toEqual(
      expect.arrayContaining([
        ["unknown_key", "config.servce_key"],
        ["invalid_value", "config.provider"],
        ["too_small", "config.timeout_ms"],
      ]),
    );
    expect(issues.find((i) => i.at === "config.provider")).toMatchObject({
      path: ["config", "provider"],
      received: "opena1",
      suggestion: "openai",
      allowed: ["openai", "anthropic", "groq", "custom"],
    });
  });

  it("a union of choices lists every branch's values (e.g. an enum or false)", () => {
    const { z } = loadZod();
    const schema = z.strictObject({ capture: z.union([z.enum(["redacted", "full"]), z.literal(false)]) });
    const input = { capture: "ful" };
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const [issue] = describeZodIssues(result.error!, "config", input);
    expect(issue).toMatchObject({
      code: "invalid_value",
      path: ["config", "capture"],
      received: "ful",
      allowed: ["redacted", "full", false],
      suggestion: "full",
      message: '"ful" is not a valid capture; did you mean "full"? Allowed: "redacted", "full", false.',
    });
    const mixed = z.strictObject({ n: z.union([z.number(), z.literal("auto")]) }).safeParse({ n: "x" });
    expect(describeZodIssues(mixed.error!, "config", { n: "x" })[0]!.code).toBe("invalid");
  });

  it("the error constructors still take the short { path, message } form", () => {
    const error = new RuleSetError([{ path: "rulesets[2].rules[10].value[3]", message: "is wrong." }]);
    expect(error.issues).toEqual([
      {
        code: "invalid",
        path: ["rulesets", 2, "rules", 10, "value", 3],
        at: "rulesets[2].rules[10].value[3]",
        message: "is wrong.",
      },
    ]);
    expect(error.message).toBe("rulesets[2].rules[10].value[3]: is wrong.");
    const payload = new PayloadError([{ path: "payload", message: "has no text to check." }]);
    expect(payload.issues[0]).toMatchObject({ code: "invalid", path: ["payload"], at: "payload" });
    const structured = new ConfigError([
      { code: "missing_field", path: ["config", "api_key"], message: "is required." },
    ]);
    expect(structured.issues[0]!.at).toBe("config.api_key");
    expect(structured.message).toBe("config.api_key: is required.");
  });
});

describe("payload errors", () => {
  const rulesets = [{ rules: [{ metric: "word" }], action: flag }];
  it("empty payload", async () => {
    const error = await errorOf(shieldWith(rulesets, {}));
    expect(error).toBeInstanceOf(PayloadError);
    expect(error.message).toContain("payload: has no text to check");
  });
  it("non-string texts and contexts", async () => {
    expect((await errorOf(shieldWith(rulesets, { output: 42 }))).message).toContain(
      "payload.output: must be a string, got the number 42",
    );
    expect((await errorOf(shieldWith(rulesets, { input: "a", contexts: ["ok", 3] }))).message).toContain(
      "payload.contexts[1]: must be a string",
    );
    expect((await errorOf(shieldWith(rulesets, null))).message).toContain("payload: must be an object");
  });
  it("unknown payload keys", async () => {
    const error = await errorOf(shieldWith(rulesets, { ouput: "x" }));
    expect(error.message).toContain('payload.ouput: "ouput" is not a payload key; did you mean "output"?');
  });
  it("oversized texts name the limit and how to raise it", async () => {
    const error = await errorOf(
      shieldWith(rulesets, { output: "a".repeat(101) }, { ...config, max_text_length: 100 }),
    );
    expect(error.message).toContain(
      "payload.output: is 101 characters long; the limit is 100 (config.max_text_length)",
    );
  });
});

describe("config and authentication errors", () => {
  const rulesets = [{ rules: [{ metric: "word" }], action: flag }];
  it("unknown config keys and bad values", async () => {
    const error = await errorOf(shieldWith(rulesets, undefined, { ...config, servce_key: "x" }));
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain('config.servce_key: unknown key; did you mean "service_key"?');
    const provider = await errorOf(shieldWith(rulesets, undefined, { ...config, provider: "opena1" }));
    expect(provider.message).toContain(
      'config.provider: "opena1" is not a valid provider; did you mean "openai"?',
    );
  });
  it("custom provider needs base_url", async () => {
    const error = await errorOf(shieldWith(rulesets, undefined, { ...config, provider: "custom" }));
    expect(error.message).toContain('config.base_url: is required when provider is "custom"');
  });
  it("llm rules need an api_key, and a custom provider needs a model, when the Guard is built", () => {
    const judged = [
      {
        rules: [{ metric: "word" as const }, { metric: "bias" as const, engine: "llm" as const }],
        action: flag,
      },
    ];
    expect(() => new Guard({ rulesets: judged, config })).toThrow(
      'config.api_key: is required because rulesets[0].rules[1] (metric "bias") runs on the "llm" engine',
    );
    expect(
      () =>
        new Guard({
          rulesets: judged,
          config: { ...config, api_key: "k", provider: "custom", base_url: "http://127.0.0.1:9/v1" },
        }),
    ).toThrow('config.model: is required with provider "custom" because rulesets[0].rules[1]');
  });
  it("no key: AuthenticationError telling how to create one", async () => {
    const error = await withEnv("CONTENT_SHIELD_SERVICE_KEY", undefined, () =>
      errorOf(shieldWith(rulesets, { output: "x" }, {})),
    );
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.message).toContain("content-shield keys create");
  });
  it("the key comes from the environment when the config has none", async () => {
    const r = await withEnv("CONTENT_SHIELD_SERVICE_KEY", createServiceKey(), () =>
      shieldWith(rulesets, { output: "alpha" }, {}),
    );
    expect((r as { triggered: boolean }).triggered).toBe(true);
  });
  it("a mistyped key fails its checksum offline", async () => {
    const key = createServiceKey();
    const typo = `${key.slice(0, 10)}${key[10] === "a" ? "b" : "a"}${key.slice(11)}`;
    const error = await errorOf(shieldWith(rulesets, { output: "x" }, { service_key: typo }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.message).toContain("config.service_key is not a valid Content Shield service key");
    expect(error.message).not.toContain(typo);
  });
  it("constructor errors are thrown synchronously by new Guard", () => {
    // @ts-expect-error: an unknown metric is a compile error too
    expect(() => new Guard({ rulesets: [{ rules: [{ metric: "nope" }], action: flag }], config })).toThrow(
      RuleSetError,
    );
  });
  it("registerMetric rejects bad names and duplicates", () => {
    expect(() => Guard.registerMetric("Bad Name", () => true)).toThrow(ConfigError);
    expect(() => Guard.registerMetric("word", () => true)).toThrow(/already a metric/);
  });

  it("regions belongs to pii rules only", () => {
    let error: unknown;
    try {
      new Guard({
        rulesets: [{ rules: [{ metric: "toxicity", regions: ["US"] } as never], action: { type: "FLAG" } }],
        config,
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RuleSetError);
    expect((error as RuleSetError).issues[0]).toMatchObject({
      code: "unknown_key",
      at: "rulesets[0].rules[0].regions",
    });
  });
});
