/** The skeleton's text is made from its code units natively under Node, by `fromCharCode` elsewhere: the same. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codesToString, skeleton } from "../../../../src/metrics/text/normalize.js";

describe("codesToString", () => {
  it("gives the same string through Node's Buffer and through fromCharCode, lone surrogates kept (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 20_000 }), (units) => {
        const codes = Uint16Array.from(units);
        const length = Math.floor(units.length / 2) + (units.length % 2);
        const expected = String.fromCharCode(...units.slice(0, length));
        expect(codesToString(codes, length)).toBe(expected);
        expect(codesToString(codes, length, null)).toBe(expected);
      }),
      { numRuns: 100 },
    );
  });

  it("reads a skeleton of text with astral letters and a lone surrogate as before", () => {
    expect(skeleton("Ign\u{1D428}re \ud800 ALL rules").text).toBe("ignore all rules");
  });
});
