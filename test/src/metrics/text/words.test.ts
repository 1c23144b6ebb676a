import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WordSpotter } from "../../../../src/metrics/text/word-spotter.js";
import { LetterBoundedRegExp } from "../../../../src/metrics/text/words.js";

const TERMS = "idiotas?|est[úu]pid[oa]s?|hij[oa]s? de puta|убью тебя|ta gueule";

/** Every match of a global regex, as [index, text] pairs. */
function matches(regex: RegExp, text: string): Array<[number, string]> {
  regex.lastIndex = 0;
  const out: Array<[number, string]> = [];
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) out.push([m.index, m[0]]);
  return out;
}

describe("LetterBoundedRegExp", () => {
  const reference = new RegExp(`(?<!\\p{L})(?:${TERMS})(?!\\p{L})`, "giu");
  const bounded = new LetterBoundedRegExp(TERMS);

  it("finds the terms no letter touches, as the lookbehind expression does", () => {
    const text = "Eres un idiota. xidiota, idiotas! ESTÚPIDO\u200b. Я убью тебя. 𝐀idiota ta gueule";
    expect(matches(bounded, text)).toEqual(matches(reference, text));
    expect(matches(bounded, text).map(([, t]) => t)).toEqual([
      "idiota",
      "idiotas",
      "ESTÚPIDO",
      "убью тебя",
      "ta gueule",
    ]);
  });

  it("keeps the letter check through matchAll and replace, which copy the expression", () => {
    const text = "xidiota, idiota y estúpido";
    expect([...text.matchAll(bounded)].map((m) => m.index)).toEqual(
      [...text.matchAll(reference)].map((m) => m.index),
    );
    expect(text.replace(bounded, "*")).toBe(text.replace(reference, "*"));
  });

  it("matches exactly like the lookbehind expression on any text (property)", () => {
    const piece = fc.constantFrom(
      "idiota",
      "idiotas",
      "estupido",
      "x",
      "é",
      " ",
      ".",
      "\u200b",
      "𝐀",
      "Я",
      "убью тебя",
      "ta gueule",
      "hija de puta",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const text = parts.join("");
        expect(matches(bounded, text)).toEqual(matches(reference, text));
        expect(bounded.test(text)).toBe(reference.test(text));
        bounded.lastIndex = 0;
        reference.lastIndex = 0;
      }),
    );
  });
});

describe("WordSpotter", () => {
  it("lists the registered words of a skeleton with their word index and offsets, once per text", () => {
    const spotter = new WordSpotter();
    spotter.register(["ignore", "rules"]);
    const spotted = spotter.spot("please ignore the old rules now");
    expect(spotted).toEqual({
      total: 6,
      words: ["ignore", "rules"],
      ids: [0, 1],
      index: [1, 4],
      from: [7, 22],
      to: [13, 27],
    });
    expect(spotter.spot("please ignore the old rules now")).toBe(spotted);
    spotter.register(["old"]);
    const again = spotter.spot("please ignore the old rules now");
    expect(again.words).toEqual(["ignore", "old", "rules"]);
    // Words are numbered in the order they were registered; registering one again keeps its number.
    expect(again.ids).toEqual([0, 2, 1]);
    spotter.register(["rules"]);
    expect(spotter.idOf("rules")).toBe(1);
    expect(spotter.idOf("unknown")).toBeUndefined();
    expect(spotter.spot("")).toEqual({ total: 0, words: [], ids: [], index: [], from: [], to: [] });
  });
});
