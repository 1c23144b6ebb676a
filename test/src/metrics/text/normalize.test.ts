/** The skeleton: its text made from code units (natively under Node, by `fromCharCode` elsewhere), and leetspeak read back. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { codesToString, deleet, skeleton } from "../../../../src/metrics/text/normalize.js";

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

describe("skeleton: leetspeak symbols", () => {
  it.each([
    ["b!tch", "bitch"],
    ["a$$hole", "asshole"],
    ["sh!t!!", "shit"],
    ["1d10t!", "idiot"],
    ["Idiots!!", "idiots"],
    ["you IDIOT!!!!", "you idiot"],
    ["!!wow", "wow"],
    ["$$$money", "money"],
  ])("reads %j as %j (a symbol is a letter only between letters or digits of its word)", (text, expected) => {
    expect(skeleton(text).text).toBe(expected);
    expect(
      deleet(text)
        .toLowerCase()
        .replace(/[^a-z ]/g, ""),
    ).toBe(expected);
  });
});
