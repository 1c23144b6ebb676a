import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { Guard, RuleSetError } from "../../../src/index.js";
import { findInvisible } from "../../../src/metrics/invisible-text/index.js";
import { compileKeywords } from "../../../src/metrics/keywords/index.js";
import { countCharacters } from "../../../src/metrics/length/index.js";
import { compilePatterns, patternProblem } from "../../../src/metrics/regex/index.js";
import { config, maskWith, useTempHome } from "../../fixtures/detectors/helpers.js";

beforeAll(useTempHome);

describe("keywords", () => {
  it("finds whole words case-insensitively with offsets and reports terms as given", async () => {
    const text = "Ask for a REFUND now; refunds and prerefund do not count. Lawsuit!";
    const result = await Guard.probe({
      payload: { output: text },
      metric: "keywords",
      value: ["refund", "Lawsuit"],
    });
    expect(result.detected).toBe(true);
    expect(result.labels.sort()).toEqual(["Lawsuit", "refund"]);
    expect(result.findings.map((f) => f.text)).toEqual(["REFUND", "Lawsuit"]);
    expect(result.findings[0]).toMatchObject({ type: "keyword", start: 10, end: 16, target: "output" });
  });

  it("matches multi-word and non-alphanumeric terms", async () => {
    const result = await Guard.probe({
      payload: { input: "We use C++ and New York style pizza." },
      metric: "keywords",
      value: ["new york", "c++", "york"],
    });
    expect(new Set(result.labels)).toEqual(new Set(["new york", "c++", "york"]));
  });

  it("masks every occurrence through Guard.shield", async () => {
    expect(await maskWith("keywords", "the Secret plan is secret.", ["secret"])).toBe(
      "the [KEYWORD] plan is [KEYWORD].",
    );
  });

  it("does not trigger on a word that only contains a term", async () => {
    const result = await Guard.probe({
      payload: { output: "scunthorpe classic assassin" },
      metric: "keywords",
      value: ["ass"],
    });
    expect(result.detected).toBe(false);
    expect(result.findings).toEqual([]);
  });

  it("handles thousands of terms", () => {
    const terms = Array.from({ length: 5000 }, (_, i) => `term${i}x`);
    const find = compileKeywords([...terms, "needle"]);
    const outcome = find(`${"hay ".repeat(300)}needle term4999x term12`);
    expect(outcome.labels).toEqual(["needle", "term4999x"]);
  });

  it("finds a term inserted anywhere in random text at its offset (property)", () => {
    const find = compileKeywords(["zebra"]);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-y .,!?\n]{0,80}$/), fc.nat(), (hay, at) => {
        const pos = at % (hay.length + 1);
        const text = `${hay.slice(0, pos)} ZeBrA ${hay.slice(pos)}`;
        const outcome = find(text);
        expect(outcome.detections).toEqual([
          { type: "keyword", start: pos + 1, end: pos + 6, score: 1, labels: ["zebra"] },
        ]);
      }),
    );
  });

  it("finds the same with a few terms (indexOf) as with the automaton (property)", () => {
    const word = fc.stringMatching(/^[a-cA-C+ ]{1,4}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.stringMatching(/^[a-cA-C+ .\n]{0,60}$/),
        (terms, text) => {
          const viaIndexOf = compileKeywords(terms)(text);
          const viaAutomaton = compileKeywords(terms, 0)(text);
          expect(viaIndexOf).toEqual(viaAutomaton);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("rejects a missing, numeric or blank value with a located RuleSetError", async () => {
    for (const value of [undefined, 3, ["ok", "  "]]) {
      const rulesets = [
        {
          rules: [{ metric: "keywords", ...(value === undefined ? {} : { value }) }],
          action: { type: "FLAG" as const },
        },
      ];
      // @ts-expect-error: keywords without terms is a compile error too
      const error = await Guard.shield({ payload: { input: "x" }, rulesets, config: config() }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(RuleSetError);
      expect((error as RuleSetError).issues[0]!.at).toBe("rulesets[0].rules[0].value");
    }
  });
});

describe("regex", () => {
  it("finds matches of bare and /literal/flags patterns and masks them", async () => {
    const text = "Order ORD-123456 and ord-654321 shipped";
    const result = await Guard.probe({
      payload: { output: text },
      metric: "regex",
      value: ["ORD-\\d{6}", "/shipped/i"],
    });
    expect(result.findings.map((f) => f.text)).toEqual(["ORD-123456", "shipped"]);
    expect(result.labels).toEqual(["ORD-\\d{6}", "/shipped/i"]);
    expect(await maskWith("regex", text, "/ord-\\d{6}/i")).toBe("Order [PATTERN] and [PATTERN] shipped");
  });

  it("explains invalid patterns and flags, naming the item", async () => {
    const rulesets = [
      {
        rules: [{ metric: "regex" as const, value: ["ok", "(unclosed", "/x/q"] }],
        action: { type: "FLAG" as const },
      },
    ];
    const error = (await Guard.shield({ payload: { input: "x" }, rulesets, config: config() }).catch(
      (e: unknown) => e,
    )) as RuleSetError;
    expect(error).toBeInstanceOf(RuleSetError);
    expect(error.issues[0]!.at).toBe("rulesets[0].rules[0].value");
    expect(error.message).toContain('value[1] "(unclosed" is not a valid regular expression');
    expect(error.message).toContain('value[2] "/x/q" unknown flag "q"');
  });

  const unavailable: Array<[string, RegExp]> = [
    ["(?=a)b", /lookahead or lookbehind/],
    ["(?<!a)b", /lookahead or lookbehind/],
    ["(a)\\1", /backreference/],
    ["a++", /possessive/],
    ["\\u00e9", /\\x\{XXXX\}/],
    ["/[a--b]/v", /flag "v"/],
  ];
  it.each(unavailable)("refuses %s, which the linear-time engine cannot run, saying why", (pattern, why) => {
    expect(patternProblem(pattern)).toMatch(why);
  });

  const accepted = [
    "order\\s*#?\\d+",
    ".*foo.*",
    "\\b[A-Z]{2,}\\d+\\b",
    "[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}",
    "(ab|cd)*e",
    "(\\d{3}-)?\\d{4}",
    "(?:foo|bar)+",
    "(a+)+$",
    "a.*b.*c.*d",
  ];
  it.each(accepted)("accepts the pattern %s (no backtracking, so nesting is harmless)", (pattern) => {
    expect(patternProblem(pattern)).toBeUndefined();
  });

  it("runs patterns on adversarial inputs and finds matches anywhere in a long text", () => {
    const find = compilePatterns([".*foo.*", "order\\s*#?\\d+", "(ab|cd)*e", "(a+)+$"]);
    const adversarial = `${"a".repeat(50_000)}!${" ".repeat(20_000)}${"abcd".repeat(5_000)}`;
    expect(find(adversarial).detected).toBe(false);
    const long = `${"x ".repeat(20_000)}order #42 ${"y".repeat(10)}`;
    const outcome = compilePatterns(["order\\s*#?\\d+"])(long);
    expect(outcome.detections.map((d) => long.slice(d.start, d.end))).toEqual(["order #42"]);
  });
});

describe("invisible_text", () => {
  it("finds and labels each category with offsets", async () => {
    const tag = String.fromCodePoint(0xe0049, 0xe0047);
    const text = `a\u200Bb\u202Ec${tag}d\u00ADe\uFE01`;
    const result = await Guard.probe({ payload: { input: text }, metric: "invisible_text" });
    expect(result.labels).toEqual([
      "zero_width",
      "bidi_control",
      "tag",
      "other_format",
      "variation_selector",
    ]);
    expect(result.findings.map((f) => [f.type, f.start, f.end])).toEqual([
      ["zero_width", 1, 2],
      ["bidi_control", 3, 4],
      ["tag", 5, 9],
      ["other_format", 10, 11],
      ["variation_selector", 12, 13],
    ]);
  });

  it("masks invisible runs (an empty placeholder strips them)", async () => {
    const response = await Guard.shield({
      payload: { output: "ig\u200B\u200Bnore" },
      rulesets: [{ rules: [{ metric: "invisible_text" }], action: { type: "MASK", placeholder: "" } }],
      config: config(),
    });
    expect(response.text).toBe("ignore");
  });

  it("leaves emoji ZWJ sequences, emoji presentation and Persian ZWNJ alone", async () => {
    const text = "family 👨\u200D👩\u200D👧 heart ❤\uFE0F and می\u200Cخواهم";
    const result = await Guard.probe({ payload: { input: text }, metric: "invisible_text" });
    expect(result.detected).toBe(false);
  });

  it("selects categories by value and rejects unknown ones", async () => {
    const result = await Guard.probe({
      payload: { input: "x\u200By" },
      metric: "invisible_text",
      value: "bidi_control",
    });
    expect(result.detected).toBe(false);
    await expect(
      Guard.probe({ payload: { input: "x" }, metric: "invisible_text", value: "zero_wdth" }),
    ).rejects.toThrow(/zero_width/);
  });

  it("finds an invisible character inserted anywhere (property)", () => {
    const invisible = ["\u200B", "\u2060", "\u202E", "\uFEFF", String.fromCodePoint(0xe0041)];
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.nat(), fc.constantFrom(...invisible), (base, at, ch) => {
        const visible = base.replace(/[^\x20-\x7e]/g, "");
        const pos = at % (visible.length + 1);
        const detections = findInvisible(visible.slice(0, pos) + ch + visible.slice(pos));
        expect(detections).toHaveLength(1);
        expect(detections[0]).toMatchObject({ start: pos, end: pos + ch.length });
      }),
    );
  });
});

describe("length", () => {
  it("measures characters as code points and compares with numeric operators", async () => {
    expect(countCharacters("héllo 👋")).toBe(7);
    const probe = await Guard.probe({ payload: { output: "héllo 👋" }, metric: "length" });
    expect(probe.score).toBe(7);
    const rulesets = [
      {
        rules: [{ metric: "length" as const, operator: "greater_than" as const, value: 10 }],
        action: { type: "OVERRIDE" as const, fallback: "too long" },
      },
    ];
    expect((await Guard.shield({ payload: { output: "short" }, rulesets, config: config() })).text).toBe(
      "short",
    );
    expect(
      (await Guard.shield({ payload: { output: "x".repeat(11) }, rulesets, config: config() })).text,
    ).toBe("too long");
  });

  it("estimates tokens with length_tokens", async () => {
    const text = "The quick brown fox jumps over the lazy dog. ".repeat(20);
    const probe = await Guard.probe({ payload: { input: text }, metric: "length_tokens" });
    expect(probe.score).toBeGreaterThan(150);
    expect(probe.score).toBeLessThan(300);
    const rulesets = [
      {
        rules: [{ metric: "length_tokens" as const, operator: "greater_than_equal" as const, value: 100 }],
        action: { type: "OVERRIDE" as const, fallback: "please shorten your message" },
      },
    ];
    const response = await Guard.shield({ payload: { input: text }, rulesets, config: config() });
    expect(response.text).toBe("please shorten your message");
  });

  it("rejects a string value with a message naming numeric operators", async () => {
    const rulesets = [
      { rules: [{ metric: "length", value: "500 tokens" }], action: { type: "FLAG" as const } },
    ];
    // @ts-expect-error: a string value on a measure is a compile error too
    await expect(Guard.shield({ payload: { input: "x" }, rulesets, config: config() })).rejects.toThrow(
      /use a number value/,
    );
  });
});
