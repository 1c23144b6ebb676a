import { beforeAll, describe, expect, it } from "vitest";
import { Guard, type RuleSet, ShieldBlockedError } from "../../../src/index.js";
import { registerTestMetrics, SERVICE_KEY, useTempHome } from "../../helpers/core.js";
import { withEnv } from "../../helpers/env.js";

const config = { service_key: SERVICE_KEY };

beforeAll(() => {
  useTempHome();
  registerTestMetrics();
});

function shield(output: string, rulesets: RuleSet[], input?: string) {
  return Guard.shield({ payload: input === undefined ? { output } : { input, output }, rulesets, config });
}

describe("combination within a ruleset", () => {
  const rules = [
    { metric: "word", value: "alpha" },
    { metric: "word", value: "beta" },
  ] as const;
  it("match any triggers when one rule triggers", async () => {
    const r = await shield("alpha only", [{ rules, action: { type: "FLAG" } }]);
    expect(r.triggered).toBe(true);
    expect(r.verdicts.map((v) => v.triggered)).toEqual([true, false]);
  });
  it("match all needs every rule", async () => {
    const one = await shield("alpha only", [{ rules, match: "all", action: { type: "FLAG" } }]);
    expect(one.triggered).toBe(false);
    const both = await shield("alpha and beta", [{ rules, match: "all", action: { type: "FLAG" } }]);
    expect(both.triggered).toBe(true);
  });
  it("reports the first triggered rule as given, and the ruleset name or index", async () => {
    const r = await shield("beta", [
      { rules: [{ metric: "word", value: "gamma" }], action: { type: "FLAG" } },
      { name: "second", rules, action: { type: "FLAG" } },
    ]);
    expect(r.ruleset).toBe("second");
    expect(r.rule).toEqual({ metric: "word", value: "beta" });
    const unnamed = await shield("gamma", [
      { rules: [{ metric: "word", value: "gamma" }], action: { type: "FLAG" } },
    ]);
    expect(unnamed.ruleset).toBe(0);
  });
});

describe("action precedence", () => {
  const sets = (types: Array<"BLOCK" | "OVERRIDE" | "MASK" | "FLAG">): RuleSet[] =>
    types.map((type, i) => ({
      name: `set${i}`,
      rules: [{ metric: "word" }],
      action: type === "OVERRIDE" ? { type, fallback: `fallback ${i}` } : { type },
    }));

  it("OVERRIDE beats MASK and FLAG regardless of order", async () => {
    const r = await shield("alpha", sets(["FLAG", "MASK", "OVERRIDE"]));
    expect(r.action).toBe("OVERRIDE");
    expect(r.text).toBe("fallback 2");
    expect(r.triggered_rulesets).toEqual(["set0", "set1", "set2"]);
  });
  it("ties go to the earlier ruleset", async () => {
    const r = await shield("alpha", sets(["FLAG", "OVERRIDE", "OVERRIDE"]));
    expect(r.text).toBe("fallback 1");
    expect(r.ruleset).toBe("set1");
  });
  it("BLOCK beats everything and rejects with the full response", async () => {
    const error = await shield("alpha", sets(["OVERRIDE", "BLOCK", "MASK"])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShieldBlockedError);
    const blocked = error as ShieldBlockedError;
    expect(blocked.code).toBe("SHIELD_BLOCKED");
    expect(blocked.response.action).toBe("BLOCK");
    expect(blocked.response.ruleset).toBe("set1");
    expect(blocked.response.triggered_rulesets).toEqual(["set0", "set1", "set2"]);
    expect(blocked.response.interception_id).toMatch(/^[0-9a-f-]{36}$/);
  });
  it("MASK beats FLAG and FLAG leaves the text unchanged", async () => {
    expect((await shield("x alpha", sets(["FLAG", "MASK"]))).text).toBe("x [ALPHA]");
    const flagged = await shield("x alpha", sets(["FLAG"]));
    expect(flagged.text).toBe("x alpha");
    expect(flagged.action).toBe("FLAG");
    expect(flagged.interception_id).not.toBeNull();
  });
  it("several MASK rulesets mask the union of their spans", async () => {
    const r = await shield("alpha beta gamma", [
      { rules: [{ metric: "word", value: "alpha" }], action: { type: "MASK" } },
      { rules: [{ metric: "word", value: "gamma" }], action: { type: "MASK" } },
    ]);
    expect(r.text).toBe("[ALPHA] beta [GAMMA]");
    expect(r.findings.map((f) => f.type)).toEqual(["alpha", "gamma"]);
  });
  it("a MASK placeholder template is honoured", async () => {
    const r = await shield("alpha", [
      { rules: [{ metric: "word" }], action: { type: "MASK", placeholder: "<{TYPE}>" } },
    ]);
    expect(r.text).toBe("<ALPHA>");
  });
  it("nothing triggered: text unchanged, no action, no interception", async () => {
    const r = await shield("nothing here", sets(["BLOCK"]));
    expect(r).toMatchObject({
      text: "nothing here",
      triggered: false,
      action: null,
      rule: null,
      ruleset: null,
    });
    expect(r.interception_id).toBeNull();
    expect(r.latency_ms).toBeGreaterThanOrEqual(0);
  });
});

describe("operators", () => {
  const cases: Array<[string, RuleSet["rules"][number], string, boolean]> = [
    [
      "contains a listed label",
      { metric: "word", operator: "contains", value: ["alpha", "beta"] },
      "beta",
      true,
    ],
    ["contains: none listed", { metric: "word", operator: "contains", value: ["alpha"] }, "beta", false],
    ["contains without value: anything detected", { metric: "word" }, "delta", true],
    ["not_contains: absent", { metric: "word", operator: "not_contains", value: "alpha" }, "beta", true],
    ["not_contains: present", { metric: "word", operator: "not_contains", value: "alpha" }, "alpha", false],
    ["not_contains without value: nothing found", { metric: "word", operator: "not_contains" }, "zzz", true],
    ["any", { metric: "word", operator: "any", value: ["gamma", "delta"] }, "delta", true],
    ["all: every label", { metric: "word", operator: "all", value: ["alpha", "beta"] }, "beta alpha", true],
    ["all: one missing", { metric: "word", operator: "all", value: ["alpha", "beta"] }, "alpha", false],
    ["equal: exactly", { metric: "word", operator: "equal", value: ["alpha"] }, "alpha alpha", true],
    ["equal: extra", { metric: "word", operator: "equal", value: ["alpha"] }, "alpha beta", false],
    // A label listed twice is still one label (fast-check found `equal` could never trigger then).
    [
      "equal: a repeated label",
      { metric: "word", operator: "equal", value: ["alpha", "alpha"] },
      "alpha",
      true,
    ],
    ["not_equal", { metric: "word", operator: "not_equal", value: ["alpha"] }, "alpha beta", true],
    [
      "greater_than counts findings",
      { metric: "word", operator: "greater_than", value: 2 },
      "alpha beta gamma",
      true,
    ],
    [
      "greater_than counts findings (no)",
      { metric: "word", operator: "greater_than", value: 2 },
      "alpha beta",
      false,
    ],
    [
      "less_than_equal counts findings",
      { metric: "word", operator: "less_than_equal", value: 1 },
      "alpha",
      true,
    ],
    ["score greater_than", { metric: "score_of", operator: "greater_than", value: 0.5 }, "score=0.7", true],
    [
      "score greater_than (equal is not)",
      { metric: "score_of", operator: "greater_than", value: 0.7 },
      "score=0.7",
      false,
    ],
    [
      "score greater_than_equal",
      { metric: "score_of", operator: "greater_than_equal", value: 0.7 },
      "score=0.7",
      true,
    ],
    ["score less_than", { metric: "score_of", operator: "less_than", value: 0.5 }, "score=0.2", true],
    ["score equal", { metric: "score_of", operator: "equal", value: 0.2 }, "score=0.2", true],
    ["score not_equal", { metric: "score_of", operator: "not_equal", value: 0.2 }, "score=0.2", false],
    [
      "score contains a number: at least",
      { metric: "score_of", operator: "contains", value: 0.6 },
      "score=0.6",
      true,
    ],
    [
      "score not_contains a number: below",
      { metric: "score_of", operator: "not_contains", value: 0.6 },
      "score=0.5",
      true,
    ],
    ["score without value: detected at the threshold", { metric: "score_of" }, "score=0.5", true],
    ["score without value: below the threshold", { metric: "score_of" }, "score=0.4", false],
  ];
  it.each(cases)("%s", async (_name, rule, text, expected) => {
    const r = await shield(text, [{ rules: [rule], action: { type: "FLAG" } }]);
    expect(r.verdicts[0]!.triggered).toBe(expected);
    expect(r.triggered).toBe(expected);
  });
});

describe("targets", () => {
  it("target input reads only the input; findings carry their target and offsets", async () => {
    const r = await shield(
      "output beta",
      [{ rules: [{ metric: "word", target: "input" }], action: { type: "FLAG" } }],
      "my alpha",
    );
    expect(r.findings).toEqual([
      { type: "alpha", target: "input", start: 3, end: 8, text: "alpha", score: 1 },
    ]);
    expect(r.text).toBe("output beta");
  });
  it("target both merges labels from both texts", async () => {
    const r = await shield(
      "beta",
      [
        {
          rules: [{ metric: "word", target: "both", operator: "all", value: ["alpha", "beta"] }],
          action: { type: "FLAG" },
        },
      ],
      "alpha",
    );
    expect(r.triggered).toBe(true);
    expect(r.verdicts[0]!.findings.map((f) => f.target)).toEqual(["input", "output"]);
  });
  it("a rule whose target text is absent is reported as not evaluated", async () => {
    const r = await Guard.shield({
      payload: { input: "alpha" },
      rulesets: [
        { rules: [{ metric: "word", target: "output", operator: "not_contains" }], action: { type: "FLAG" } },
      ],
      config,
    });
    expect(r.triggered).toBe(false);
    expect(r.verdicts[0]!.detail).toContain("not evaluated");
  });
  it("input-only payload: the response text is the (masked) input", async () => {
    const r = await Guard.shield({
      payload: { input: "hi alpha" },
      rulesets: [{ rules: [{ metric: "word", target: "both" }], action: { type: "MASK" } }],
      config,
    });
    expect(r.text).toBe("hi [ALPHA]");
  });
});

describe("new Guard(...).shield", () => {
  it("reuses validated rulesets across calls", async () => {
    const guard = new Guard({
      rulesets: [{ rules: [{ metric: "word" }], action: { type: "MASK" } }],
      config,
    });
    expect((await guard.shield({ payload: { output: "alpha" } })).text).toBe("[ALPHA]");
    expect((await guard.shield({ payload: { output: "gamma!" } })).text).toBe("[GAMMA]!");
  });
  it("custom async metrics and their failures", async () => {
    Guard.registerMetric("slow_yes", async () => true);
    Guard.registerMetric("broken", () => {
      throw new Error("boom");
    });
    const ok = await shield("x", [
      { rules: [{ metric: "slow_yes" }], action: { type: "OVERRIDE", fallback: "f" } },
    ]);
    expect(ok.text).toBe("f");
    await expect(
      shield("x", [{ rules: [{ metric: "broken" }], action: { type: "FLAG" } }]),
    ).rejects.toMatchObject({
      code: "METRIC_FAILED",
      message: expect.stringContaining("boom"),
    });
  });
});

describe("probe", () => {
  it("runs one metric over every text and reports what it found without a service key", async () => {
    const result = await withEnv("CONTENT_SHIELD_SERVICE_KEY", undefined, () =>
      Guard.probe({ payload: { input: "alpha", output: "beta gamma" }, metric: "word" }),
    );
    expect(result.metric).toBe("word");
    expect(result.detected).toBe(true);
    expect(result.labels.sort()).toEqual(["alpha", "beta", "gamma"]);
    expect(result.findings).toHaveLength(3);
  });
});
