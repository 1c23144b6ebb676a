/**
 * Allowlists in rules (`allow`): exact values, email/URL domains, whole-text patterns, applied before the
 * operator, so an allowed finding neither triggers its rule nor gets masked; `verdict.allowed` counts them.
 * Validation locates every bad entry.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { compileAllow, findingHost, withoutAllowed } from "../../../src/engine/allow.js";
import { compileAllowlist, Guard, type RuleSet, RuleSetError } from "../../../src/index.js";
import { registerTestMetrics, SERVICE_KEY, useTempHome } from "../../helpers/core.js";

const config = { service_key: SERVICE_KEY };

beforeAll(() => {
  useTempHome();
  registerTestMetrics();
});

function check(rulesets: readonly RuleSet[], output: string) {
  return new Guard({ rulesets, config, sink: null }).check({ payload: { output } });
}

function rulesetError(rulesets: unknown): RuleSetError {
  try {
    new Guard({ rulesets: rulesets as RuleSet[], config, sink: null });
  } catch (error) {
    if (error instanceof RuleSetError) return error;
    throw error;
  }
  throw new Error("expected a RuleSetError");
}

describe("allow on pii", () => {
  const text = "Write to Support@Acme.com or bob@gmail.com, or see https://docs.acme.com/help.";

  it("masks the findings not allowed and leaves exact values (case-insensitive for emails) alone", async () => {
    const result = await check(
      [
        {
          rules: [{ metric: "pii", value: "email", allow: { values: ["support@acme.com"] } }],
          action: { type: "MASK" },
        },
      ],
      text,
    );
    expect(result.triggered).toBe(true);
    expect(result.text).toBe("Write to Support@Acme.com or [EMAIL], or see https://docs.acme.com/help.");
    expect(result.verdicts[0]!.allowed).toBe(1);
    expect(result.findings.map((f) => f.text)).toEqual(["bob@gmail.com"]);
  });

  it("does not trigger when every finding is allowed", async () => {
    const result = await check(
      [
        {
          rules: [
            {
              metric: "pii",
              value: ["email", "url"],
              allow: { domains: ["acme.com", "*.acme.com", "gmail.com"] },
            },
          ],
          action: { type: "BLOCK" },
        },
      ],
      text,
    );
    expect(result.triggered).toBe(false);
    expect(result.action).toBeNull();
    expect(result.verdicts[0]!.allowed).toBe(3);
    expect(result.verdicts[0]!.labels).toEqual([]);
    expect(result.verdicts[0]!.findings).toEqual([]);
  });

  it("*.acme.com allows subdomains, not the bare domain; acme.com allows the bare domain only", async () => {
    const rules = (domains: string[]): RuleSet[] => [
      { rules: [{ metric: "pii", value: ["email", "url"], allow: { domains } }], action: { type: "MASK" } },
    ];
    const wildcard = await check(rules(["*.acme.com"]), text);
    expect(wildcard.text).toBe("Write to [EMAIL] or [EMAIL], or see https://docs.acme.com/help.");
    const bare = await check(rules(["acme.com"]), text);
    expect(bare.text).toBe("Write to Support@Acme.com or [EMAIL], or see [URL].");
  });

  it("a pattern must match the finding's whole text", async () => {
    const rules = (patterns: string[]): RuleSet[] => [
      { rules: [{ metric: "pii", value: "email", allow: { patterns } }], action: { type: "MASK" } },
    ];
    expect((await check(rules(["/^bob@.*$/i"]), text)).text).toContain("bob@gmail.com");
    // `gmail` occurs inside the finding but does not match all of it.
    expect((await check(rules(["gmail"]), text)).text).not.toContain("bob@gmail.com");
    expect((await check(rules([".*@gmail\\.com"]), text)).verdicts[0]!.allowed).toBe(1);
  });

  it("counts with a numeric operator see only the findings left", async () => {
    const rulesets: RuleSet[] = [
      {
        rules: [
          { metric: "pii", operator: "greater_than_equal", value: 2, allow: { values: ["bob@gmail.com"] } },
        ],
        action: { type: "FLAG" },
      },
    ];
    const result = await check(rulesets, "bob@gmail.com and eve@evil.test");
    expect(result.triggered).toBe(false);
    expect(result.verdicts[0]!.allowed).toBe(1);
  });

  it("leaves verdicts of rules without an allowlist unchanged (no allowed field)", async () => {
    const result = await check(
      [{ rules: [{ metric: "pii", value: "email" }], action: { type: "FLAG" } }],
      text,
    );
    expect(result.verdicts[0]).not.toHaveProperty("allowed");
  });
});

describe("allow on other labels metrics", () => {
  it("keywords: an allowed term's label goes with it", async () => {
    const result = await check(
      [
        {
          rules: [{ metric: "keywords", value: ["acme", "refund"], allow: { values: ["Acme"] } }],
          action: { type: "FLAG" },
        },
      ],
      "Acme will refund you.",
    );
    expect(result.triggered).toBe(true);
    expect(result.verdicts[0]!.labels).toEqual(["refund"]);
    expect(result.verdicts[0]!.allowed).toBe(1);
  });

  it("regex: an allowed match does not trigger the rule", async () => {
    const result = await check(
      [
        {
          rules: [{ metric: "regex", value: "order-\\d{6}", allow: { values: ["order-000000"] } }],
          action: { type: "BLOCK" },
        },
      ],
      "Test order: order-000000.",
    );
    expect(result.triggered).toBe(false);
    expect(result.verdicts[0]!.allowed).toBe(1);
  });

  it("secrets: a documented test key is allowed by pattern", async () => {
    const rulesets: RuleSet[] = [
      {
        rules: [{ metric: "secrets", allow: { patterns: ["AKIA[A-Z0-9]*EXAMPLE"] } }],
        action: { type: "MASK" },
      },
    ];
    const allowed = await check(rulesets, "use AKIAIOSFODNN7EXAMPLE in the docs");
    expect(allowed.triggered).toBe(false);
    const real = await check(rulesets, "use AKIAIOSFODNN7ABCDEFG in prod");
    expect(real.triggered).toBe(true);
  });

  it("a custom labels metric takes allow too", async () => {
    const result = await check(
      [{ rules: [{ metric: "word", allow: { values: ["alpha"] } } as never], action: { type: "MASK" } }],
      "alpha beta",
    );
    expect(result.text).toBe("alpha [BETA]");
  });
});

describe("allow validation", () => {
  it("refuses allow on a metric without findings, naming the place", () => {
    const error = rulesetError([
      { rules: [{ metric: "toxicity", value: 0.5, allow: { values: ["x"] } }], action: { type: "FLAG" } },
    ]);
    expect(error.issues[0]).toMatchObject({ code: "unknown_key", at: "rulesets[0].rules[0].allow" });
    expect(error.issues[0]!.message).toMatch(/pii/);
  });

  it("locates bad domains, blank values and patterns the linear-time engine refuses", () => {
    const error = rulesetError([
      {
        rules: [
          {
            metric: "pii",
            allow: {
              values: ["ok", "  "],
              domains: ["acme.com", "not a domain", "*.*.acme.com"],
              patterns: ["(?=x)a", "a{2000}"],
            },
          },
        ],
        action: { type: "FLAG" },
      },
    ]);
    expect(error.issues.map((issue) => issue.at)).toEqual([
      "rulesets[0].rules[0].allow.values[1]",
      "rulesets[0].rules[0].allow.domains[1]",
      "rulesets[0].rules[0].allow.domains[2]",
      "rulesets[0].rules[0].allow.patterns[0]",
      "rulesets[0].rules[0].allow.patterns[1]",
    ]);
    expect(error.issues[3]!.message).toMatch(/lookahead/);
    expect(error.issues.every((issue) => issue.code === "invalid_value")).toBe(true);
  });

  it("an unknown key inside allow gets a did-you-mean", () => {
    const error = rulesetError([
      { rules: [{ metric: "pii", allow: { domain: ["acme.com"] } }], action: { type: "FLAG" } },
    ]);
    expect(error.issues[0]).toMatchObject({
      code: "unknown_key",
      at: "rulesets[0].rules[0].allow.domain",
      suggestion: "domains",
    });
  });

  it("a non-list entry list is a located type error", () => {
    const error = rulesetError([
      { rules: [{ metric: "pii", allow: { values: "x" } }], action: { type: "FLAG" } },
    ]);
    expect(error.issues[0]).toMatchObject({ code: "invalid_type", at: "rulesets[0].rules[0].allow.values" });
  });
});

describe("per-call allowlist (compileAllowlist)", () => {
  it("applies entries to every rule of their metric, with each rule's own allow", async () => {
    const guard = new Guard({
      rulesets: [
        {
          name: "a",
          rules: [{ metric: "pii", value: "email", allow: { values: ["x@y.io"] } }],
          action: { type: "MASK" },
        },
        { name: "b", rules: [{ metric: "input_pii" }], action: { type: "FLAG" } },
      ],
      config,
      sink: null,
    });
    const allowlist = compileAllowlist([
      { metric: "pii", kind: "domain", value: "acme.com" },
      { metric: "keywords", kind: "value", value: "x@z.io" },
      { metric: "pii", kind: "pattern", value: "(?=bad)" }, // refused by the engine: left out
    ]);
    const payload = { input: "bob@acme.com", output: "bob@acme.com, x@y.io, x@z.io" };
    const result = await guard.check({ payload, allowlist });
    expect(result.text).toBe("bob@acme.com, x@y.io, [EMAIL]");
    expect(result.triggered_rulesets).toEqual(["a"]);
    expect(result.verdicts.map((v) => v.allowed)).toEqual([3, 1]); // "a" reads input and output
    // Without it, only the rule's own allow applies.
    expect((await guard.check({ payload })).text).toBe("[EMAIL], x@y.io, [EMAIL]");
  });
});

describe("compileAllow", () => {
  it("reads the host of emails and URLs only", () => {
    expect(findingHost("Bob@Mail.Acme.COM")).toBe("mail.acme.com");
    expect(findingHost("https://a.acme.com:8443/x?y")).toBe("a.acme.com");
    expect(findingHost("www.acme.com/path")).toBe("www.acme.com");
    expect(findingHost("acme.com is great")).toBeUndefined();
    expect(findingHost("555-0100")).toBeUndefined();
  });

  it("returns nothing for an empty allowlist and keeps an outcome without allowed findings as is", () => {
    expect(compileAllow({})).toBeUndefined();
    const matcher = compileAllow({ values: ["zzz"] })!;
    const outcome = {
      detected: true,
      score: 1,
      labels: ["x"],
      detections: [{ type: "x", start: 0, end: 1, score: 1 }],
    };
    expect(withoutAllowed(outcome, "a", matcher)).toEqual({ outcome, allowed: 0 });
  });
});
