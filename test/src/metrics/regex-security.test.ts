/**
 * Issue 11, item 2: user regexes run on a linear-time engine. The patterns that hung the service (they had
 * passed the old backtracking check) complete on inputs far larger than the ones that stalled it; generated
 * patterns either compile on the RE2 engine or are refused with a reason naming the item.
 */

import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createServiceKey, Guard, RuleSetError } from "../../../src/index.js";
import { MAX_KEYWORD_TERMS } from "../../../src/metrics/keywords/index.js";
import { RE2JS } from "../../../src/metrics/regex/engine.js";
import { compilePatterns, MAX_REGEX_PROGRAM, patternProblem } from "../../../src/metrics/regex/index.js";

/** Where an issue is, printed (`at` where issues carry it, else the `path` string). */
const where = (issue: object): unknown =>
  (issue as { at?: unknown }).at ?? (issue as { path?: unknown }).path;
const config = { service_key: createServiceKey(), capture: "none" as const };

/** The patterns from the issue, with the inputs that hung the backtracking engine, made 100x longer. */
const ATTACKS: Array<[string, string]> = [
  ["\\w*\\w*\\w*x", `${"a".repeat(50_000)}!`],
  [".*.*x", "a".repeat(200_000)],
  ["(a|a){0,40}b", "a".repeat(2_600)],
  ["[\\s\\S]*[\\s\\S]*[\\s\\S]*x", "a".repeat(200_000)],
  ["\\d+\\d+\\d+\\d+x", "1".repeat(200_000)],
  ["(a+)+$", `${"a".repeat(50_000)}!`],
];

describe("regex rules on a linear-time engine", () => {
  it("compiles user patterns with re2js (RE2 semantics, no backtracking)", () => {
    const re2js = createRequire(import.meta.url)("re2js") as { RE2JS: unknown };
    expect(RE2JS()).toBe(re2js.RE2JS);
    const find = compilePatterns(["(a+)+$"]);
    expect(find("aaa").labels).toEqual(["(a+)+$"]);
  });

  it.each(ATTACKS)("the issue's pattern %s completes on an adversarial input", async (pattern, text) => {
    const rulesets = [
      { rules: [{ metric: "regex" as const, value: pattern }], action: { type: "FLAG" as const } },
    ];
    const response = await Guard.shield({
      payload: { input: text },
      rulesets,
      config,
    }).catch((e: unknown) => e);
    expect(response).not.toBeInstanceOf(Error);
    expect((response as { triggered: boolean }).triggered).toBe(false);
  });

  it("refuses (a{1,30}){1,30}b, whose 900 copies exceed the program limit, instead of running it", () => {
    expect(patternProblem("(a{1,30}){1,30}b")).toMatch(/program instructions; the limit is 1000/);
  });

  it("refuses a pattern whose program is too large, naming the item and the limit", async () => {
    const rulesets = [
      {
        rules: [{ metric: "regex" as const, value: ["ok", "(?:.{0,50}a){40}z"] }],
        action: { type: "FLAG" as const },
      },
    ];
    const error = await Guard.shield({ payload: { input: "x" }, rulesets, config }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuleSetError);
    const issue = (error as RuleSetError).issues[0]!;
    expect(where(issue)).toBe("rulesets[0].rules[0].value");
    expect(issue.message).toContain('value[1] "(?:.{0,50}a){40}z"');
    expect(issue.message).toMatch(new RegExp(`limit is ${MAX_REGEX_PROGRAM}|limited to`));
  });

  it("refuses a pattern longer than the source limit", () => {
    expect(patternProblem("a".repeat(1001))).toMatch(/limited to 1000/);
  });
});

/** Generated patterns: a small regex grammar that includes every nesting shape behind ReDoS reports. */
const atom = fc.constantFrom("a", "b", ".", "\\w", "\\d", "\\s", "[ab]", "[^x]", "\\S", "[\\s\\S]");
const quant = fc.constantFrom("", "*", "+", "?", "{0,5}", "{1,3}", "{2,}", "*?", "+?");
const pattern: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.tuple(atom, quant).map(([a, q]) => `${a}${q}`),
    fc
      .tuple(fc.array(tie("node"), { minLength: 1, maxLength: 3 }), quant)
      .map(([items, q]) => `(?:${items.join("")})${q}`),
    fc
      .tuple(fc.array(tie("node"), { minLength: 2, maxLength: 3 }), quant)
      .map(([items, q]) => `(${items.join("|")})${q}`),
  ),
})).node;

/** Inputs that make backtracking engines explode: long runs of one character, then a mismatch. */
const adversarial = fc
  .tuple(
    fc.constantFrom("a", "b", "1", " ", "ab", "a1 "),
    fc.integer({ min: 300, max: 1_000 }),
    fc.constantFrom("!", "", "x\n", "\u00e9"),
  )
  .map(([unit, times, tail]) => `${unit.repeat(Math.ceil(times / unit.length))}${tail}`);

describe("property: generated patterns on adversarial inputs", () => {
  it("every pattern either is refused with a reason or runs on the RE2 engine and completes", () => {
    fc.assert(
      fc.property(pattern, adversarial, (source, text) => {
        const problem = patternProblem(source);
        if (problem !== undefined) {
          expect(problem).toMatch(/program instructions|limited to|linear-time|too much/);
          return;
        }
        const outcome = compilePatterns([source])(text);
        for (const d of outcome.detections) {
          expect(d.start).toBeGreaterThanOrEqual(0);
          expect(d.end).toBeLessThanOrEqual(text.length);
          expect(d.end).toBeGreaterThan(d.start);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("keywords compile is bounded", () => {
  it("refuses more terms than the library's limit and overlong terms, naming the item", async () => {
    const tooMany = Array.from({ length: MAX_KEYWORD_TERMS + 1 }, (_, i) => `t${i}`);
    const many = await Guard.shield({
      payload: { input: "x" },
      rulesets: [{ rules: [{ metric: "keywords" as const, value: tooMany }], action: { type: "FLAG" } }],
      config,
    }).catch((e: unknown) => e);
    expect(many).toBeInstanceOf(RuleSetError);
    expect((many as RuleSetError).message).toContain(`at most ${MAX_KEYWORD_TERMS} terms`);
    const long = await Guard.shield({
      payload: { input: "x" },
      rulesets: [
        {
          rules: [{ metric: "keywords" as const, value: ["ok", "y".repeat(1001)] }],
          action: { type: "FLAG" },
        },
      ],
      config,
    }).catch((e: unknown) => e);
    expect(where((long as RuleSetError).issues[0]!)).toBe("rulesets[0].rules[0].value");
    expect((long as RuleSetError).message).toContain("value[1] is 1001 characters long");
  });
});
