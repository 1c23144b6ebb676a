/**
 * The detectors' fast paths must answer exactly what the slower check they skip would: each cheap test is
 * checked against the regex or the normalisation it stands in front of (properties, on texts made of
 * address, phone and Unicode pieces and noise).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DE_ENDING,
  DE_TYPE_SET,
  FRENCH_AT,
  mayEndInStreetType,
  mayStartFrench,
  mayStartStreet,
  STREET_HEAD,
} from "../../../../src/metrics/pii/address.js";
import {
  isTypeWordAt,
  JAPANESE,
  japaneseBlocks,
  LOWER_STREET,
  mayStartLowerStreet,
  numberRuns,
  TYPE_FIRST_WORDS,
} from "../../../../src/metrics/pii/address-intl.js";
import {
  normalizeChunk,
  normalizedView,
  OUTSIDE_STABLE_LATIN,
  SPECIAL,
} from "../../../../src/metrics/pii/normalized.js";

/** What `normalizedView` checked before the Latin fast path: ASCII, or no special character and NFKC-stable. */
function needsNoView(text: string): boolean {
  if ([...text].every((ch) => ch.charCodeAt(0) < 128)) return true;
  return !SPECIAL.test(text) && text.normalize("NFKC") === text;
}

const MARK = /\p{M}/u;

/** The view as it was built before runs of unchanged Latin letters were copied whole: character by character. */
function viewCharByChar(text: string): { text: string; starts: number[]; ends: number[] } {
  const n = text.length;
  const parts: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  while (i < n) {
    let j = i;
    while (j < n && text.charCodeAt(j) < 128) j++;
    if (j < n && j > i && text.charCodeAt(j) >= 0x300 && MARK.test(text[j] ?? "")) j--;
    if (j > i) {
      parts.push(text.slice(i, j));
      for (let p = i; p < j; p++) {
        starts.push(p);
        ends.push(p + 1);
      }
      i = j;
      continue;
    }
    const cp = text.codePointAt(i) ?? 0;
    let end = i + (cp > 0xffff ? 2 : 1);
    while (end < n) {
      const next = text.codePointAt(end) ?? 0;
      if (next < 0x300 || !MARK.test(String.fromCodePoint(next))) break;
      end += next > 0xffff ? 2 : 1;
    }
    const chunk = text.slice(i, end);
    const replacement = cp < 128 ? chunk.normalize("NFC") : normalizeChunk(chunk, cp);
    for (let r = 0; r < replacement.length; r++) {
      starts.push(i);
      ends.push(end);
    }
    parts.push(replacement);
    i = end;
  }
  return { text: parts.join(""), starts, ends };
}

const UNICODE_PIECES = [
  "Straße 5",
  "é",
  "e\u0301",
  "\u00e9\u0301",
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
  "\ud834\udd65",
  "\ud83d\ude00",
  "\u3231",
  "\ufb03",
  "\u00bc".repeat(40),
];

describe("pii fast paths: the normalised view", () => {
  it("lists exactly the code points below U+0300 that the view leaves alone", () => {
    for (let cp = 0; cp < 0x300; cp++) {
      const ch = String.fromCharCode(cp);
      const stable = !SPECIAL.test(ch) && ch.normalize("NFKC") === ch;
      expect(OUTSIDE_STABLE_LATIN.test(ch), `U+${cp.toString(16)}`).toBe(!stable);
    }
  });

  it("is skipped exactly when the view would be the text itself (property)", () => {
    const piece = fc.constantFrom(...UNICODE_PIECES);
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 30 }), (parts) => {
        const text = parts.join("");
        expect(normalizedView(text) === undefined).toBe(needsNoView(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("maps every character as a character-by-character build does (property)", () => {
    const piece = fc.constantFrom(...UNICODE_PIECES);
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 30 }), (parts) => {
        const text = parts.join("");
        const view = normalizedView(text);
        if (view === undefined) return;
        const expected = viewCharByChar(text);
        expect(view.text).toBe(expected.text);
        expect([...view.starts]).toEqual(expected.starts);
        expect([...view.ends]).toEqual(expected.ends);
      }),
      { numRuns: 3000 },
    );
  });
});

/** Pieces of addresses and of the prose around them, for texts where the street patterns nearly match. */
const ADDRESS_PIECES = [
  " 12",
  " 7",
  " 221B",
  " 99-40",
  " 123456",
  " 1234567",
  " 5-",
  " 12a",
  "12",
  " ",
  ",",
  "\n",
  "(",
  " Main",
  " main",
  " oak",
  " Street",
  " street",
  " St.",
  " st",
  " 5th",
  " 63rd",
  " Ave",
  " w",
  " North",
  " rue",
  " Rue",
  " Avenue",
  " bis",
  "bis",
  "ter",
  " de la",
  " Paix",
  " Apt",
  " #4",
  "-",
  ".",
  " build",
  " Calle",
];

const STREET_WORDS = [
  " Abcdefghijklmnopqrstuvwxy", // the longest name word a street head takes (25 letters)
  " Abcdefghijklmnopqrstuvwxyz",
  " O'Neil",
  " rue",
  " Rue",
  " de la",
  " Paix",
  " main",
  " oak",
  " street",
  " st",
  " Main",
  " Street",
  " St.",
  " 5th",
  " w",
  " North",
  " Ave",
  " Apt",
  " #4",
  ",",
  " ",
  "\n",
  " 12",
  ".",
];

/**
 * Where each pattern matches at a house number, its cheap check must say it may (property); and the digit
 * runs are where a character-by-character reading puts them.
 */
describe("pii fast paths: the checks before the street patterns", () => {
  const gates: Array<[string, RegExp, (text: string, at: number, digitsEnd: number) => boolean]> = [
    ["US/UK street head", STREET_HEAD, mayStartStreet],
    ["French street", FRENCH_AT, mayStartFrench],
    ["lower-case US street", LOWER_STREET, mayStartLowerStreet],
  ];
  it.each(gates)("%s: never skips a number where the pattern matches", (_name, pattern, gate) => {
    const piece = fc.constantFrom(...ADDRESS_PIECES);
    const loose = fc.array(fc.oneof(piece, piece, piece, fc.string({ maxLength: 3 })), { maxLength: 16 });
    // A house number, what may glue to it, then street words: most of these nearly match a pattern.
    const shaped = fc.tuple(
      fc.array(piece, { maxLength: 3 }),
      fc.constantFrom(
        " 12",
        " 7",
        " 221B",
        " 99-40",
        " 123456",
        " 1234567",
        " 1234",
        " 12345",
        " 5-",
        " 12a",
      ),
      fc.constantFrom("", " bis", "bis", "ter", ",", "-12", "-12345", "a", "A"),
      fc.array(fc.constantFrom(...STREET_WORDS), { maxLength: 6 }),
      fc.array(piece, { maxLength: 3 }),
    );
    const mismatches: string[] = [];
    let matched = 0;
    fc.assert(
      fc.property(fc.oneof(loose, shaped), (parts) => {
        const text = parts.flat().join("");
        const { starts, ends } = numberRuns(text);
        starts.forEach((at, n) => {
          pattern.lastIndex = at;
          if (pattern.exec(text) === null) return;
          matched++;
          if (!gate(text, at, ends[n] ?? at)) mismatches.push(`${JSON.stringify(text)} @${at}`);
        });
      }),
      { numRuns: 20000 },
    );
    expect(mismatches).toEqual([]);

    expect(matched).toBeGreaterThan(100);
  });
});

describe("pii fast paths: the digit runs", () => {
  it("start after a space, line break, bracket, quote or colon (or at 0) and end at the last digit (property)", () => {
    const piece = fc.constantFrom(...ADDRESS_PIECES, "“7", "'8", ":9", "\t5", "\r6", "a1", "00");
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 20 }), (parts) => {
        const text = parts.join("");
        const expected: Array<[number, number]> = [];
        const isDigit = (i: number) => text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57;
        for (let i = 0; i < text.length; i++) {
          if (!isDigit(i) || !(i === 0 || " \t\n\r(\"'“:".includes(text[i - 1] ?? ""))) continue;
          let end = i;
          while (isDigit(end)) end++;
          expected.push([i, end]);
        }
        const { starts, ends } = numberRuns(text);
        expect(starts.map((start, n) => [start, ends[n]])).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("pii fast paths: Japanese blocks", () => {
  it("are the spans a scan of the whole text finds (property)", () => {
    const piece = fc.constantFrom(
      "135, ",
      "1-2-3 ",
      "Higashifunahashi",
      "Roppongi",
      "-ku",
      " 2 Chome",
      " 2-chome",
      " 12 Chōme",
      "Chome",
      ", Hirakata-shi",
      " Osaka-fu",
      ", Tokyo 106-0032",
      " ",
      ", ",
      "\n",
      "x".repeat(60),
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(piece, piece, fc.string({ maxLength: 3 })), { maxLength: 20 }),
        (parts) => {
          const text = parts.join("");
          const scanned: Array<[number, number]> = [];
          const whole = new RegExp(JAPANESE.source, "g");
          for (let m = whole.exec(text); m !== null; m = whole.exec(text))
            scanned.push([m.index, m.index + m[0].length]);
          expect(japaneseBlocks(text)).toEqual(scanned);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe("pii fast paths: type-first street words", () => {
  it("are recognised as a lookup of the word and its dotted and glued forms does (property)", () => {
    const typeWord = fc.constantFrom(...TYPE_FIRST_WORDS);
    const word = fc.oneof(
      typeWord,
      fc.tuple(typeWord, fc.constantFrom(".", "/", "Mayor", ".Paulista", "x", "")).map(([a, b]) => a + b),
      fc.constantFrom("Version", "Calle", "Ca", "C", "Av", "Avenida", "Lungomares", "Rua.", "ul.", "x"),
      fc.string({ minLength: 1, maxLength: 12 }),
    );
    fc.assert(
      fc.property(word, fc.constantFrom("", "at ", "Calle "), (w, before) => {
        const text = `${before}${w} 12`;
        const start = before.length;
        const end = start + w.length;
        const expected =
          TYPE_FIRST_WORDS.has(w) ||
          (w.endsWith(".") && TYPE_FIRST_WORDS.has(w.slice(0, -1))) ||
          (w.length > 2 && (w[2] === "." || w[2] === "/") && TYPE_FIRST_WORDS.has(w.slice(0, 3))) ||
          (w.length > 1 && (w[1] === "." || w[1] === "/") && TYPE_FIRST_WORDS.has(w.slice(0, 2)));
        expect(isTypeWordAt(text, start, end)).toBe(expected);
      }),
      { numRuns: 10000 },
    );
  });
});

describe("pii fast paths: German street types", () => {
  it("a word whose last two letters end no street type is neither one nor ends in one (property)", () => {
    const typeWord = fc.constantFrom(...DE_TYPE_SET);
    const cased = (w: string, how: number) =>
      how === 0 ? w : how === 1 ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1);
    const word = fc.oneof(
      fc
        .tuple(
          fc.constantFrom("", "Haupt", "Kamptal", "Berliner ", "Von-Diergardt-", "Ä", "Lindenau"),
          typeWord,
          fc.nat(2),
        )
        .map(([head, type, how]) => cased(head + type, how)),
      fc.constantFrom(
        "Version",
        "build",
        "Street",
        "STRASSE",
        "Straße",
        "Stra\u00dfe",
        "ÖSTRASSE",
        "Ufer",
        "WEG",
        "Ī",
        "İ",
      ),
      fc.string({ minLength: 2, maxLength: 10 }),
    );
    fc.assert(
      fc.property(word, (w) => {
        const lower = w.toLowerCase();
        const street = DE_TYPE_SET.has(lower) || DE_ENDING.test(lower);
        if (street) expect(mayEndInStreetType(w, w.length)).toBe(true);
      }),
      { numRuns: 10000 },
    );
  });
});
