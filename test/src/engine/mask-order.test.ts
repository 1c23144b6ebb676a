/**
 * `mergeSpans` skips its copy and sort when the spans already come in order: the replacements must be the
 * same as those of the sort-then-merge it always did (property, on random and on ordered span lists).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeSpans, type RankedSpan } from "../../../src/engine/mask.js";
import type { ReplacedSpan } from "../../../src/types.js";

/** The merge as written before: filter, sort, then one pass over the groups of overlapping spans. */
function sortThenMerge(spans: readonly RankedSpan[]): ReplacedSpan[] {
  const sorted = spans
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start || b.end - a.end || a.rank - b.rank);
  const out: ReplacedSpan[] = [];
  let i = 0;
  while (i < sorted.length) {
    let winner = sorted[i]!;
    let end = winner.end;
    let j = i + 1;
    while (j < sorted.length && sorted[j]!.start < end) {
      const next = sorted[j]!;
      if (next.end > end) end = next.end;
      if (next.rank < winner.rank) winner = next;
      j++;
    }
    out.push({
      start: sorted[i]!.start,
      end,
      type: winner.type,
      placeholder: winner.placeholder,
      ruleset: winner.ruleset,
    });
    i = j;
  }
  return out;
}

const span = fc
  .record({
    start: fc.integer({ min: 0, max: 40 }),
    length: fc.integer({ min: -1, max: 8 }),
    type: fc.constantFrom("email", "ssn", "address", "phone_number"),
    rank: fc.integer({ min: 0, max: 3 }),
  })
  .map(
    ({ start, length, type, rank }): RankedSpan => ({
      start,
      end: start + length,
      type,
      placeholder: `[${type.toUpperCase()}:${rank}]`,
      ruleset: rank,
      rank,
    }),
  );

describe("mergeSpans", () => {
  it("gives the replacements of sort-then-merge, spans in any order or already ordered (property)", () => {
    fc.assert(
      fc.property(fc.array(span, { maxLength: 12 }), fc.boolean(), (spans, order) => {
        const input = order
          ? spans
              .filter((s) => s.end > s.start)
              .sort((a, b) => a.start - b.start || b.end - a.end || a.rank - b.rank)
          : spans;
        expect(mergeSpans(input)).toEqual(sortThenMerge(input));
      }),
      { numRuns: 5000 },
    );
  });
});
