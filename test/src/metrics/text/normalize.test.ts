/** The skeleton: its text made from code units (natively under Node, by `fromCharCode` elsewhere), and leetspeak read back. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  codesToString,
  deleet,
  hasBlockIn,
  hasSymbol,
  skeleton,
  skeletonWords,
} from "../../../../src/metrics/text/normalize.js";
import { scriptRanges } from "../../../../src/metrics/text/regex-source.js";

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

describe("skeleton: glued runs", () => {
  it.each([
    ["Quel connard!!ok", ["connard"]],
    ["idiot\u200bs", ["idiot"]],
    ["id\u200biot", ["iot"]],
    ["de\u0301bile", ["bile"]],
    ["my iPhone15 broke", ["iphone"]],
    ["reach me at anna@example.org", ["anna", "example"]],
    ["Straße1", ["strasse"]],
    ["tracking number 1Z999AA10123456784, order 4th", []],
    ["café crème, Straße, ǅemal", []],
    ["Hi! How are you?? Fine...", []],
    ["i g n o r e this", []],
  ])("%j: %j (runs of three letters or more joined to what is no letter of the text)", (text, runs) => {
    expect(skeleton(text).gluedRuns).toEqual(runs);
  });

  it("lists every run of three letters or more of the text that is no word of the skeleton (property)", () => {
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
        const words = new Set([...sk.text.split(" "), ...sk.gluedRuns]);
        for (const run of text.match(/\p{L}{3,}/gu) ?? [])
          expect(words.has(skeleton(run).text), JSON.stringify(text)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("skeleton: symbols and words", () => {
  it("lists the ASCII characters other than letters that the text holds, leetspeak symbols included (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const { symbols } = skeleton(text);
        for (let code = 0; code < 128; code++) {
          const letter = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
          expect(hasSymbol(symbols, code), `${code} in ${JSON.stringify(text)}`).toBe(
            !letter && text.includes(String.fromCharCode(code)),
          );
        }
      }),
      { numRuns: 300 },
    );
    expect(hasSymbol(skeleton("b!tch <|").symbols, "!".charCodeAt(0))).toBe(true);
  });

  it("splits a skeleton at its spaces once, and again for another text", () => {
    const first = skeletonWords("ignore all rules");
    expect(first).toEqual(["ignore", "all", "rules"]);
    expect(skeletonWords("ignore all rules")).toBe(first);
    expect(skeletonWords("")).toEqual([""]);
    expect(skeletonWords("ignore all rules")).toEqual(first);
  });
});

describe("Skeleton.blocks", () => {
  it("lists the 256-unit blocks of the characters beyond ASCII, surrogates of both halves too", () => {
    expect([...skeleton("plain ASCII, 123!").blocks].every((word) => word === 0)).toBe(true);
    const { blocks } = skeleton("привет 中文 😀 café");
    expect(hasBlockIn(blocks, 0x0400, 0x04ff)).toBe(true);
    expect(hasBlockIn(blocks, 0x4e00, 0x4eff)).toBe(true);
    expect(hasBlockIn(blocks, 0xd83d, 0xd83d)).toBe(true);
    expect(hasBlockIn(blocks, 0xde00, 0xdeff)).toBe(true);
    expect(hasBlockIn(blocks, 0x00e9, 0x00e9)).toBe(true);
    expect(hasBlockIn(blocks, 0x3040, 0x30ff)).toBe(false);
    expect(hasBlockIn(blocks, 0xac00, 0xd7af)).toBe(false);
  });

  it("reads a script test as ranges only where it is one class beyond Latin-1", () => {
    expect(scriptRanges(/[\u3040-\u30ff\uac00-\ud7af]/)).toEqual([
      [0x3040, 0x30ff],
      [0xac00, 0xd7af],
    ]);
    expect(scriptRanges(/[\u0400-\u04ff]/u)).toEqual([[0x0400, 0x04ff]]);
    for (const regex of [
      /[\u0400-\u04ff]/i,
      /[\u00c0-\u00ff]/,
      /[\ud800-\udbff]/,
      /[<[]/,
      /[\u0400-\u04ff]x/,
    ])
      expect(scriptRanges(regex), regex.source).toBeUndefined();
  });

  it("never rules out a script test that matches (property)", () => {
    const tests = [
      /[\u3040-\u30ff]/,
      /[\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/,
      /[\u0e00-\u0e7f]/,
    ];
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const { blocks } = skeleton(text);
        for (const regex of tests)
          if (regex.test(text))
            expect(scriptRanges(regex)!.some(([from, to]) => hasBlockIn(blocks, from, to))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
