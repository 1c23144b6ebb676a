/**
 * Defensive reading of judge answers, and the fail-open/closed outcomes checked against the real
 * operator semantics for every operator and value shape (fast-check).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyOperator } from "../src/engine/operators.js";
import { failureOutcome } from "../src/engine/provider-failure.js";
import { systemPrompt, userPrompt } from "../src/metrics/llm/prompts.js";
import { MalformedAnswerError, parseJudgeAnswer } from "../src/providers/parse-answer.js";
import { NUMERIC_OPERATORS, OPERATORS } from "../src/schema.js";

describe("parseJudgeAnswer", () => {
  it("reads a plain JSON object", () => {
    expect(parseJudgeAnswer('{"score": 0.4, "reason": "Mild.", "labels": ["rude"]}')).toEqual({
      score: 0.4,
      reason: "Mild.",
      labels: ["rude"],
    });
  });

  it("reads a ```json fence with prose around it", () => {
    const text =
      'Here is my verdict:\n```json\n{"score": 0.9, "reason": "Hostile."}\n```\nLet me know if you need more.';
    expect(parseJudgeAnswer(text)).toEqual({ score: 0.9, reason: "Hostile.", labels: [] });
  });

  it("reads an object followed by trailing prose, with braces inside strings", () => {
    expect(parseJudgeAnswer('{"score": 1, "reason": "says {ignore} rules"} because it attacks').reason).toBe(
      "says {ignore} rules",
    );
  });

  it("clamps scores and coerces strings, percentages and booleans", () => {
    expect(parseJudgeAnswer('{"score": 7}').score).toBe(1);
    expect(parseJudgeAnswer('{"score": -2}').score).toBe(0);
    expect(parseJudgeAnswer('{"score": "0.25"}').score).toBe(0.25);
    expect(parseJudgeAnswer('{"score": "80%"}').score).toBe(0.8);
    expect(parseJudgeAnswer('{"score": true}').score).toBe(1);
    expect(parseJudgeAnswer('{"Score": 0.3, "Reason": 12}')).toEqual({
      score: 0.3,
      reason: "12",
      labels: [],
    });
  });

  it("normalises labels to unique lower-case snake_case; accepts a comma-separated string", () => {
    expect(
      parseJudgeAnswer('{"score": 0.5, "labels": ["Sexual Orientation", "sexual-orientation", 3, null]}')
        .labels,
    ).toEqual(["sexual_orientation", "3"]);
    expect(parseJudgeAnswer('{"score": 0.5, "labels": "Angry, rude"}').labels).toEqual(["angry", "rude"]);
  });

  it("rejects answers without a usable score", () => {
    for (const bad of [
      "",
      "   ",
      "fine",
      '{"reason": "x"}',
      '{"score": "high"}',
      "[0.5]",
      '{"score": null}',
      null,
    ]) {
      expect(() => parseJudgeAnswer(bad)).toThrow(MalformedAnswerError);
    }
  });

  it("never throws anything but MalformedAnswerError, and always returns a score in 0..1", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        try {
          const answer = parseJudgeAnswer(text);
          expect(answer.score).toBeGreaterThanOrEqual(0);
          expect(answer.score).toBeLessThanOrEqual(1);
        } catch (error) {
          expect(error).toBeInstanceOf(MalformedAnswerError);
        }
      }),
    );
  });
});

describe("failureOutcome", () => {
  const value = fc.oneof(
    fc.constant(undefined),
    fc.double({ min: -5, max: 5, noNaN: true }),
    fc.string({ maxLength: 8 }),
    fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 4 }),
  );

  it('"block" always triggers and "allow" never does, whatever the operator and value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPERATORS),
        value,
        fc.constantFrom("score" as const, "labels" as const),
        (op, v, kind) => {
          // Only rules validation accepts: numeric operators take numbers; equal, not_equal and all need a value.
          // (An empty list is left out: "contains []" can never trigger and "all []" always does.)
          fc.pre((NUMERIC_OPERATORS as readonly string[]).includes(op) ? typeof v === "number" : true);
          fc.pre(!(v === undefined && (op === "equal" || op === "not_equal" || op === "all")));
          // A labels metric compares numbers with its count of findings: only numeric/equality operators, and
          // a whole count of at least 1 (">= 0 findings" is always true, "== 1.5 findings" never).
          if (kind === "labels" && typeof v === "number") {
            fc.pre(
              Number.isInteger(v) &&
                v >= 1 &&
                ((NUMERIC_OPERATORS as readonly string[]).includes(op) ||
                  op === "equal" ||
                  op === "not_equal"),
            );
          }
          const blocked = failureOutcome(kind, op, v, "block", "boom");
          const allowed = failureOutcome(kind, op, v, "allow", "boom");
          expect(applyOperator(kind, op, v, blocked)).toBe(true);
          expect(applyOperator(kind, op, v, allowed)).toBe(false);
          expect(blocked.detail).toMatch(/^provider_error: boom/);
          expect(allowed.detail).toMatch(/^provider_error: boom/);
        },
      ),
    );
  });
});

describe("prompts", () => {
  it("every prompt asks for the JSON verdict (JSON mode needs the word JSON)", () => {
    for (const metric of [
      "toxicity",
      "bias",
      "ctx_adherence",
      "tone",
      "topic",
      "prompt_injection",
    ] as const) {
      expect(systemPrompt(metric)).toMatch(/Reply with only a JSON object: \{"score"/);
    }
  });

  it("ctx_adherence without a question says so", () => {
    expect(userPrompt("ctx_adherence", "a", undefined, ["c"])).toContain("(no question given)");
  });
});
