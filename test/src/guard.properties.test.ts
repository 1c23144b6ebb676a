import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { maskSpans } from "../../src/engine/mask.js";
import { Guard, ShieldError } from "../../src/index.js";
import { OPERATORS } from "../../src/schema.js";
import { registerTestMetrics, SERVICE_KEY, useTempHome } from "../helpers/core.js";

beforeAll(() => {
  useTempHome();
  registerTestMetrics();
});

const anything = fc.anything({
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withTypedArray: true,
});

/** Values that look a little like rulesets, so the validator is exercised beyond its first check. */
const rulesetLike = fc.array(
  fc.record(
    {
      name: fc.oneof(fc.string(), anything),
      rules: fc.array(
        fc.record(
          {
            metric: fc.oneof(fc.constantFrom("word", "score_of", "pii", "nope"), anything),
            operator: fc.oneof(fc.constantFrom(...OPERATORS), fc.string(), anything),
            value: fc.oneof(fc.string(), fc.double(), fc.array(fc.string()), anything),
            target: fc.oneof(fc.constantFrom("input", "output", "both"), anything),
            engine: fc.oneof(fc.constantFrom("local", "llm"), anything),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
      match: fc.oneof(fc.constantFrom("any", "all"), anything),
      action: fc.oneof(
        fc.record(
          { type: fc.constantFrom("BLOCK", "OVERRIDE", "MASK", "FLAG"), fallback: fc.string() },
          { requiredKeys: ["type"] },
        ),
        anything,
      ),
    },
    { requiredKeys: [] },
  ),
  { maxLength: 3 },
);

const payloadLike = fc.oneof(
  fc.record(
    { input: fc.oneof(fc.string(), anything), output: fc.oneof(fc.string(), anything) },
    { requiredKeys: [] },
  ),
  anything,
);

describe("properties", () => {
  it("no input makes shield() reject with anything but a ShieldError", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(rulesetLike, anything),
        payloadLike,
        fc.oneof(fc.constant(undefined), anything),
        async (rulesets, payload, extra) => {
          const config = extra === undefined ? { service_key: SERVICE_KEY, capture: "none" } : extra;
          try {
            await Guard.shield({ payload, rulesets, config } as Parameters<typeof Guard.shield>[0]);
          } catch (error) {
            if (!(error instanceof ShieldError)) throw error;
            expect(error.message.length).toBeGreaterThan(0);
            expect(typeof error.code).toBe("string");
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it("MASK never leaves a detected span in the text", async () => {
    const guard = new Guard({
      rulesets: [{ rules: [{ metric: "word" }], action: { type: "MASK", placeholder: "#" } }],
      config: { service_key: SERVICE_KEY, capture: "none" },
    });
    const word = fc.constantFrom(
      "alpha",
      "beta",
      "gamma",
      "delta",
      "alphabet",
      "x",
      " ",
      "-",
      "\n",
      "é",
      "🙂",
    );
    await fc.assert(
      fc.asyncProperty(fc.array(word, { maxLength: 30 }), async (parts) => {
        const output = parts.join("");
        const response = await guard.shield({ payload: { output } });
        const probe = await Guard.probe({ payload: { output: response.text }, metric: "word" });
        expect(probe.findings).toEqual([]);
        // Everything that was not detected survives in order.
        expect(response.text.replaceAll("#", "")).toBe(output.replace(/\b(alpha|beta|gamma|delta)\b/g, ""));
      }),
      { numRuns: 400 },
    );
  });

  it("maskSpans covers the union of arbitrary overlapping spans", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }).chain((text) =>
          fc.tuple(
            fc.constant(text),
            fc.array(
              fc
                .tuple(fc.nat({ max: text.length }), fc.nat({ max: text.length }))
                .map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b), type: "x" })),
              { maxLength: 6 },
            ),
          ),
        ),
        ([text, spans]) => {
          // Reference: merge spans that overlap (touching spans stay separate), drop empty ones.
          const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
          const merged: Array<{ start: number; end: number }> = [];
          for (const s of sorted) {
            const last = merged[merged.length - 1];
            if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
            else merged.push({ start: s.start, end: s.end });
          }
          let expected = "";
          let cursor = 0;
          for (const m of merged) {
            expected += `${text.slice(cursor, m.start)}<X>`;
            cursor = m.end;
          }
          expected += text.slice(cursor);
          expect(maskSpans(text, spans, "<{TYPE}>")).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
