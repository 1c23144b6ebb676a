/**
 * `storableText` checks short strings with a loop and long ones with a regex; both must give what the
 * replacement regex alone gives (property, on strings of NUL, lone and paired surrogates and text).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storableText } from "../../../src/capture/storable.js";

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what must be found.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

describe("capture: storable texts", () => {
  it("replace NUL and lone surrogates at any length (property)", () => {
    const piece = fc.constantFrom(
      "\u0000",
      "\uD83D",
      "\uDE00",
      "\uD83D\uDE00",
      "a",
      "é",
      " ",
      "x".repeat(30),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 5 })), { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        expect(storableText(text)).toBe(text.replace(UNSTORABLE, "\uFFFD"));
      }),
      { numRuns: 3000 },
    );
  });
});
