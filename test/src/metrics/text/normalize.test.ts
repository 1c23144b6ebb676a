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

describe("skeleton: glued", () => {
  it.each([
    ["Quel connard!!ok", true],
    ["idiot\u200bs", true],
    ["id\u200biot", true],
    ["de\u0301bile", true],
    ["my iPhone15 broke", true],
    ["reach me at anna@example.org", true],
    ["tracking number 1Z999AA10123456784, order 4th", false],
    ["café crème, Straße, ǅemal", false],
    ["Hi! How are you?? Fine...", false],
    ["i g n o r e this", false],
  ])(
    "%j: glued %s (a run of three letters or more joined to what is no letter of the text)",
    (text, glued) => {
      expect(skeleton(text).glued).toBe(glued);
    },
  );

  it("is set wherever a run of three letters or more of the text is no word of the skeleton (property)", () => {
    const piece = fc.constantFrom(
      "a",
      "b",
      "cd",
      "efg",
      "hijk",
      "1",
      "3",
      "!",
      "@",
      " ",
      ".",
      "\u200b",
      "é",
      "\u0301",
      "ß",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join("");
        const sk = skeleton(text);
        const words = new Set(sk.text.split(" "));
        const runs = text.match(/\p{L}{3,}/gu) ?? [];
        const split = runs.some((run) => !words.has(skeleton(run).text));
        if (split) expect(sk.glued, JSON.stringify(text)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
