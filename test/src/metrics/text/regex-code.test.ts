import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HAND_WRITTEN_TEXTS } from "../../../../bench/detectors/data/hand-written.js";
import { AGENT_SIGNALS } from "../../../../src/metrics/prompt-injection/agent-signals.js";
import { PARAPHRASE_SIGNALS } from "../../../../src/metrics/prompt-injection/paraphrase-signals.js";
import { PHRASE_SIGNALS } from "../../../../src/metrics/prompt-injection/signals.js";
import { skeleton } from "../../../../src/metrics/text/normalize.js";
import {
  latin1View,
  readsOnlyLatin1,
  withoutTraceBreaks,
  withTraceBreaks,
} from "../../../../src/metrics/text/regex-code.js";
import { I18N_TOXIC_TERMS } from "../../../../src/metrics/toxicity/i18n-lexicon.js";
import { I18N_TOXIC_PATTERNS } from "../../../../src/metrics/toxicity/i18n-sentences.js";
import { TOXIC_PATTERNS } from "../../../../src/metrics/toxicity/sentences.js";
import { STEREOTYPE_PATTERNS } from "../../../../src/metrics/toxicity/stereotypes.js";

/** Every match of `regex` in `text`: where, what, and each group. */
function matches(regex: RegExp, text: string): string[] {
  const global = new RegExp(regex.source, regex.flags.includes("g") ? regex.flags : `${regex.flags}g`);
  return [...text.matchAll(global)].map((m) => JSON.stringify([m.index, ...m]));
}

describe("withTraceBreaks", () => {
  it("breaks after a group of alternatives that cannot begin a match, after its quantifier", () => {
    expect(withTraceBreaks("\\bthey (?:are|were)? (?:rats|pigs)\\b")).toBe(
      "\\bthey (?:are|were)?(?=) (?:rats|pigs)(?=)\\b",
    );
    expect(withTraceBreaks("x(?: [a-z]+){0,2}? y")).toBe("x(?: [a-z]+){0,2}?(?=) y");
  });

  it("leaves alone a group that may begin a match, and everything in it, when asked (leading false)", () => {
    expect(withTraceBreaks("(?:all|most)? ?(?:women|men) are", false)).toBe(
      "(?:all|most)? ?(?:women|men) are",
    );
    expect(withTraceBreaks("(?:i|we)(?: really| just){0,2} go|x (?:a|b)", false)).toBe(
      "(?:i|we)(?: really| just){0,2}(?=) go|x (?:a|b)(?=)",
    );
  });

  it("breaks after a group that may begin a match too, by default", () => {
    expect(withTraceBreaks("(?:all|most)? ?(?:women|men) are")).toBe(
      "(?:all|most)?(?=) ?(?:women|men)(?=) are",
    );
    expect(withTraceBreaks("(?:i|we)(?: really| just){0,2} go")).toBe(
      "(?:i|we)(?=)(?: really| just){0,2}(?=) go",
    );
  });

  it("reads escapes and character classes as atoms, not groups", () => {
    expect(withTraceBreaks("a\\(b|c\\) [(|)] (?:d|e)")).toBe("a\\(b|c\\) [(|)] (?:d|e)(?=)");
    expect(withTraceBreaks("q[\\]|(]+ (?:d|e){2}")).toBe("q[\\]|(]+ (?:d|e){2}(?=)");
  });

  it("puts back the written expression (withoutTraceBreaks)", () => {
    for (const pattern of [...TOXIC_PATTERNS, ...I18N_TOXIC_PATTERNS]) {
      expect(withTraceBreaks(withoutTraceBreaks(pattern.regex.source))).toBe(pattern.regex.source);
    }
  });

  it("matches exactly what the written expression matches, at the same places (random expressions, property)", () => {
    const word = fc.constantFrom("a", "b", "ab", "ba", "aa", "c", " ");
    const atom: fc.Arbitrary<string> = fc.letrec<{ atom: string }>((tie) => ({
      atom: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        word,
        fc.constantFrom("[ab]", "\\b", "\\s", "."),
        fc
          .tuple(
            fc.array(tie("atom"), { minLength: 1, maxLength: 3 }),
            fc.array(tie("atom"), { maxLength: 3 }),
          )
          .map(([one, two]) => `(?:${one.join("")}|${two.join("")})`),
        fc
          .tuple(tie("atom"), fc.constantFrom("?", "*", "+", "{0,2}", "{1,2}", "??", "{2}"))
          .map(([inner, q]) => `(?:${inner})${q}`),
        tie("atom").map((inner) => `(${inner}|c)`),
        tie("atom").map((inner) => `(?!${inner})`),
        tie("atom").map((inner) => `(?<=${inner})`),
      ),
    })).atom;
    const source = fc.array(atom, { minLength: 1, maxLength: 5 }).map((atoms) => atoms.join(""));
    const text = fc.stringMatching(/^[abc ]{0,24}$/);
    fc.assert(
      fc.property(source, fc.array(text, { minLength: 1, maxLength: 4 }), (written, texts) => {
        const broken = withTraceBreaks(written);
        expect(withoutTraceBreaks(broken)).toBe(written);
        for (const t of texts)
          expect(matches(new RegExp(broken, "g"), t)).toEqual(matches(new RegExp(written, "g"), t));
      }),
      { numRuns: 400 },
    );
  });

  it("leaves every detector expression matching as written, on the hand-written texts", () => {
    const texts = HAND_WRITTEN_TEXTS;
    const skeletons = texts.map((text) => skeleton(text).text);
    // The sentence patterns and phrase signals read the skeleton; the multilingual terms the text as written.
    const expressions: Array<readonly [RegExp, readonly string[]]> = [
      ...[...TOXIC_PATTERNS, ...STEREOTYPE_PATTERNS, ...I18N_TOXIC_PATTERNS].map(
        (p) => [p.regex, skeletons] as const,
      ),
      ...[...PHRASE_SIGNALS, ...PARAPHRASE_SIGNALS, ...AGENT_SIGNALS].map(
        (s) => [s.regex, skeletons] as const,
      ),
      ...I18N_TOXIC_TERMS.map((t) => [t.regex, texts] as const),
    ];
    let broken = 0;
    let found = 0;
    for (const [regex, readings] of expressions) {
      if (regex.source === withoutTraceBreaks(regex.source)) continue;
      broken++;
      const written = new RegExp(withoutTraceBreaks(regex.source), regex.flags);
      for (const text of readings) {
        const expected = matches(written, text);
        found += expected.length;
        expect(matches(regex, text), `${regex.source.slice(0, 80)} on ${text}`).toEqual(expected);
      }
    }
    expect(broken).toBeGreaterThan(300);
    expect(found).toBeGreaterThan(200);
  });
});

describe("latin1View and readsOnlyLatin1", () => {
  it("replaces each code unit above U+00FF by U+007F and keeps every other, at the same offsets", () => {
    expect(latin1View("Ça va — “oui” 😀 ж")).toBe("Ça va \x7f \x7foui\x7f \x7f\x7f \x7f");
    const plain = "déjà vu, naïve";
    expect(latin1View(plain)).toBe(plain);
    const long = `${"ab ж ".repeat(5000)}end`;
    const view = latin1View(long);
    expect(view.length).toBe(long.length);
    expect(view.slice(-8)).toBe("ab \x7f end");
    expect([...view].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
  });

  it("lets through only expressions that nothing outside Latin-1 can match", () => {
    const allowed = [
      /\bthey (?:are|were) rats\b/g,
      /[a-z]+ \d{3}\w*\./g,
      /^all (?!not\b)[a-z]+$/g,
      /a-b\(c\)/y,
    ];
    const refused = [
      /a.b/g,
      /[^a-z]/g,
      /a\sb/g,
      /\S+/g,
      /\W/g,
      /\D/g,
      /\p{L}/gu,
      /\u0436/g,
      /\x41/g,
      /(a)\1/g,
      /^a/gm,
      /rats/gi,
      /ж/g,
    ];
    for (const regex of allowed) expect(readsOnlyLatin1(regex), regex.source).toBe(true);
    for (const regex of refused) expect(readsOnlyLatin1(regex), regex.source).toBe(false);
  });

  it("gives the same matches on a text and on its view, for every expression it lets through (property)", () => {
    const piece = fc.constantFrom(
      "a",
      "b",
      "ab",
      " ",
      "é",
      "ж",
      "😀",
      "\u2028",
      "\u3000",
      "_",
      "1",
      ".",
      "—",
    );
    const text = fc.array(piece, { maxLength: 20 }).map((parts) => parts.join(""));
    const atom = fc.constantFrom(
      "a",
      "b",
      "ab",
      " ",
      "[ab]",
      "\\b",
      "\\B",
      "\\w",
      "\\d",
      "_",
      "(?:a|b )",
      "(?!a)",
      "(?<=b)",
      "x?",
      "(?: [ab]+){0,2}",
    );
    const source = fc.array(atom, { minLength: 1, maxLength: 5 }).map((atoms) => atoms.join(""));
    fc.assert(
      fc.property(source, fc.array(text, { minLength: 1, maxLength: 4 }), (written, texts) => {
        const regex = new RegExp(withTraceBreaks(written), "g");
        expect(readsOnlyLatin1(regex)).toBe(true);
        for (const t of texts) expect(matches(regex, latin1View(t))).toEqual(matches(regex, t));
      }),
      { numRuns: 400 },
    );
  });
});
