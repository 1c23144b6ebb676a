/**
 * A MASK's shown text is redacted by merging the redaction's spans into the decision's replacements; when
 * every redaction span lies inside a replacement the decision's own masked text is the answer. Both ways
 * must give what the one merge gives (property, on random spans).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redactMasked } from "../../../src/capture/record.js";
import {
  applyReplacements,
  DEFAULT_PLACEHOLDER,
  mergeSpans,
  placeholderFor,
  type RankedSpan,
  type Span,
} from "../../../src/engine/mask.js";

const TYPES = ["email", "phone_number", "url"] as const;

function merged(original: string, replaced: readonly RankedSpan[], redaction: readonly Span[]): string {
  const ranked: RankedSpan[] = [...replaced.map((span) => ({ ...span, rank: 0 }))];
  for (const span of redaction)
    ranked.push({
      ...span,
      placeholder: placeholderFor(DEFAULT_PLACEHOLDER, span.type),
      ruleset: 0,
      rank: 1,
    });
  return applyReplacements(original, mergeSpans(ranked));
}

describe("capture: the redaction of a MASK's shown text", () => {
  it("equals one merge of the replacements and the redaction's spans (property)", () => {
    const span = (length: number) =>
      fc
        .tuple(fc.nat(length), fc.nat(12), fc.constantFrom(...TYPES))
        .map(([start, size, type]) => ({ start, end: Math.min(length, start + size), type }));
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 60 })
          .chain((text) =>
            fc.tuple(
              fc.constant(text),
              fc.array(span(text.length), { maxLength: 5 }),
              fc.array(span(text.length), { maxLength: 5 }),
              fc.boolean(),
            ),
          ),
        ([original, masks, extra, inside]) => {
          const replaced = mergeSpans(
            masks.map((s) => ({ ...s, placeholder: `<${s.type}>`, ruleset: "r", rank: 0 })),
          );
          // Redaction spans inside the replacements (the usual case), or anywhere.
          const redaction: Span[] = inside
            ? replaced.map((r, i) => ({
                start: r.start + (i % 2),
                end: Math.max(r.start + (i % 2), r.end - (i % 3 === 0 ? 0 : 1)),
                type: r.type,
              }))
            : extra;
          const masked = applyReplacements(original, replaced);
          const expected = merged(
            original,
            replaced.map((r) => ({ ...r, rank: 0 })),
            redaction,
          );
          expect(redactMasked(original, masked, replaced, redaction)).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
