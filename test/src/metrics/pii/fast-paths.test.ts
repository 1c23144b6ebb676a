/**
 * The detectors' fast paths must answer exactly what the slower check they skip would: each cheap test is
 * checked against the regex or the normalisation it stands in front of (properties, on texts made of
 * address, phone and Unicode pieces and noise).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizedView, OUTSIDE_STABLE_LATIN, SPECIAL } from "../../../../src/metrics/pii/normalized.js";

/** What `normalizedView` checked before the Latin fast path: ASCII, or no special character and NFKC-stable. */
function needsNoView(text: string): boolean {
  if ([...text].every((ch) => ch.charCodeAt(0) < 128)) return true;
  return !SPECIAL.test(text) && text.normalize("NFKC") === text;
}

describe("pii fast paths: the normalised view", () => {
  it("lists exactly the code points below U+0300 that the view leaves alone", () => {
    for (let cp = 0; cp < 0x300; cp++) {
      const ch = String.fromCharCode(cp);
      const stable = !SPECIAL.test(ch) && ch.normalize("NFKC") === ch;
      expect(OUTSIDE_STABLE_LATIN.test(ch), `U+${cp.toString(16)}`).toBe(!stable);
    }
  });

  it("is skipped exactly when the view would be the text itself (property)", () => {
    const piece = fc.constantFrom(
      "Straße 5",
      "é",
      "e\u0301",
      "\u00ba",
      "\u00a0",
      "\u00ad",
      "\u0132",
      "\u02b0",
      "\u02ff",
      "\u0300",
      "\u034f",
      "\u200b",
      "\u2013",
      "\uff14",
      "\u0663",
      "ñ",
      "ø",
      "A",
      " 12 ",
      "\u00c5",
      "A\u030a",
      "\u1100\u1161",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 30 }), (parts) => {
        const text = parts.join("");
        expect(normalizedView(text) === undefined).toBe(needsNoView(text));
      }),
      { numRuns: 3000 },
    );
  });
});
