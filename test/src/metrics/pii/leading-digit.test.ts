/**
 * The card and numeric-date regexes check the character before their first digit after that digit
 * (`\d(?<![…]\d)`), not before it (`(?<![…])\d`), which lets the engine skip to digits; both forms must
 * match the same spans with the same captures (property, on texts of digits, separators and context).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARD_CANDIDATE } from "../../../../src/metrics/pii/card.js";
import { NUMERIC } from "../../../../src/metrics/pii/date.js";

/** The regexes as they were written with a leading lookbehind. */
const FORMER: Array<[RegExp, RegExp]> = [
  [CARD_CANDIDATE, /(?<![\w.\-+/$€£,])\d{4}(?:[ .-]?\d){8,15}(?![\w\-/]|[.,]\d)/g],
  [
    NUMERIC,
    /(?<![\w.\-/:])(?:(\d{4})([-/.])(\d{1,2})\2(\d{1,2})|(\d{1,2})([-/.])(\d{1,2})\6(\d{4}|\d{2}))(?![\w\-/]|[.:]\d)/g,
  ],
];

function matches(regex: RegExp, text: string): string[][] {
  return [...text.matchAll(new RegExp(regex.source, regex.flags))].map((m) => [String(m.index), ...m]);
}

describe("pii: regexes with the lookbehind after the first digit", () => {
  it("match exactly as with a leading lookbehind (property)", () => {
    const piece = fc.constantFrom(
      "0",
      "1",
      "4",
      "9",
      "12",
      "2024",
      "4111",
      " ",
      "-",
      ".",
      "/",
      ":",
      ",",
      "+",
      "$",
      "€",
      "£",
      "a",
      "_",
      "\n",
      "4111 1111 1111 1111",
      "05/01/2024",
      "2024-05-01",
      "1.2.24",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        for (const [now, former] of FORMER) expect(matches(now, text)).toEqual(matches(former, text));
      }),
      { numRuns: 5000 },
    );
  });
});
