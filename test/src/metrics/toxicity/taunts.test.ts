import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOLDOUT_TOXIC, HOLDOUT2_TOXIC } from "../../../../bench/detectors/data/holdout.js";
import { TOXIC } from "../../../../bench/detectors/data/toxicity.js";
import { skeleton } from "../../../../src/metrics/text/normalize.js";
import { withoutTraceBreaks } from "../../../../src/metrics/text/regex-code.js";
import { mostSpaces } from "../../../../src/metrics/text/regex-span.js";
import { IMPLICIT_HATE_PATTERNS } from "../../../../src/metrics/toxicity/implicit-hate.js";
import { scoreToxicityPatterns } from "../../../../src/metrics/toxicity/index.js";
import { GROUP_WORDS, GROUPS, TOXIC_PATTERNS } from "../../../../src/metrics/toxicity/sentences.js";
import {
  groupWindows,
  groupWords,
  namesGroupInEveryMatch,
} from "../../../../src/metrics/toxicity/signals.js";
import { STEREOTYPE_PATTERNS } from "../../../../src/metrics/toxicity/stereotypes.js";
import { TAUNT_PATTERNS } from "../../../../src/metrics/toxicity/taunts.js";
import { firedPatterns } from "../../../fixtures/detectors/toxicity.js";

describe("toxicity: taunts and casual contempt (patterns)", () => {
  it.each([
    ["Yo mama so fat she needs her own zip code", "yo_mama"],
    ["are you stupid or something??", "are_you_stupid"],
    ["This is the dumbest take I've ever read.", "dumbest_ever"],
    ["Get cancer.", "curse_get"],
    ["hope you get hit by a bus", "curse_get"],
    ["Go choke on a bag of dicks", "curse_go"],
    ["That's so retarded", "slur_as_bad"],
    ["these hoes ain't loyal", "hoes"],
    ["slap that hoe", "hoes"],
    ["he looks like a pedophile honestly", "looks_like"],
    ["The politicians? They're all crooks.", "they_are_all"],
    ["If you're poor it's because you're lazy", "if_you_are_then"],
    ["I'd love to rape that girl", "rape_endorsed"],
    ["she deserves to get raped", "rape_endorsed"],
    ["gonna rape your sister", "rape_endorsed"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedPatterns(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it("reads contempt for more groups: the old, the poor, the disabled, political camps", () => {
    for (const text of [
      "Old people should not be allowed to vote",
      "The disabled are a burden on society",
      "Trump supporters are inbred hicks.",
      "Liberals are mentally ill snowflakes.",
      "I wouldn't trust a gypsy with my wallet",
    ]) {
      expect(scoreToxicityPatterns(text).detected, text).toBe(true);
      expect(scoreToxicityPatterns(text).labels, text).toContain("identity_attack");
    }
  });

  it("names the old and the poor without making 'old' or 'poor' open every group pattern", () => {
    // A text that names a group runs every group pattern; "how old is…" must not.
    for (const word of ["old", "poor", "the", "people"]) expect(GROUP_WORDS.has(word), word).toBe(false);
    expect(scoreToxicityPatterns("Poor people are lazy and a drain on all of us.").detected).toBe(true);
  });

  it("does not flag the same words in ordinary use", () => {
    for (const text of [
      "How do people get cancer from smoking?",
      "My grandfather had to get cancer treatment twice.",
      "That's so gay friendly, I love this café.",
      "This bar is so gay, in the best way: rainbow flags everywhere.",
      "Buy two garden hoes and a rake for the allotment.",
      "Your mom is so kind, thank her for dinner.",
      "Old people are at higher risk from the flu.",
      "Poor people often lack access to healthcare.",
      "Liberals and conservatives disagree about taxes.",
      "They're all lazy on Sunday mornings, my cats.",
      "Wow this policy of fining people for offending liberals is disgusting.",
    ]) {
      expect(scoreToxicityPatterns(text).detected, text).toBe(false);
    }
  });
});

describe("toxicity: group patterns read around the group words", () => {
  it("windows each group word to a number of spaces on both sides, merged where they overlap", () => {
    const filler = "the cat sat on the mat and ".repeat(20);
    const s = `${filler}immigrants ${filler}${filler}women ${filler}`.trim();
    const windows = groupWindows(s, groupWords(s), 5);
    expect(windows).toHaveLength(2);
    for (const [from, to] of windows) {
      expect(from === 0 || s[from - 1] === " ").toBe(true);
      expect(to === s.length || s[to] === " ").toBe(true);
      // Four whole words on each side of the group word: five spaces out, edges excluded.
      expect(s.slice(from, to).split(" ")).toHaveLength(9);
    }
    expect(s.slice(...windows[0]!)).toBe("on the mat and immigrants the cat sat on");
    expect(s.slice(...windows[1]!)).toContain("women");
    expect(groupWindows("immigrants and women", groupWords("immigrants and women"), 3)).toEqual([[0, 20]]);
    expect(groupWords("no group named here")).toEqual([]);
  });

  it("reads windows only for a pattern whose every alternative names the group, not optionally", () => {
    const groups = `(?:${GROUPS})`;
    expect(namesGroupInEveryMatch(`\\b${groups} are rats\\b|\\bdeport all ${groups}\\b`)).toBe(true);
    expect(namesGroupInEveryMatch(`\\b${groups}? are rats\\b`)).toBe(false);
    expect(namesGroupInEveryMatch(`\\b${groups} are rats\\b|\\bi don t want them near my kids\\b`)).toBe(
      false,
    );
    expect(namesGroupInEveryMatch(`\\b(?:all ${groups}) are rats\\b`)).toBe(false);
  });

  it("finds in the windows exactly the matches each group pattern finds in the whole text (property)", () => {
    // The patterns whose every match names the group read windows; the others the whole text.
    const groupPatterns = [
      ...TOXIC_PATTERNS,
      ...STEREOTYPE_PATTERNS,
      ...IMPLICIT_HATE_PATTERNS,
      ...TAUNT_PATTERNS,
    ].filter(
      (pattern) => pattern.group === true && namesGroupInEveryMatch(withoutTraceBreaks(pattern.regex.source)),
    );
    expect(groupPatterns.length).toBeGreaterThan(35);
    const filler = fc.constantFrom(
      "the",
      "and",
      "so",
      "they",
      "not",
      "women",
      "are",
      "like",
      "you",
      "go",
      "i",
    );
    const padding = fc.array(filler, { maxLength: 25 }).map((words) => words.join(" "));
    // Hand-written attacks on groups (the patterns' own matches), at random places among filler words.
    const attacks = [...TOXIC.map(([, text]) => text), ...HOLDOUT_TOXIC, ...HOLDOUT2_TOXIC]
      .map((text) => skeleton(text).text)
      .filter((sk) => groupWords(sk).length > 0);
    const text = fc
      .tuple(padding, fc.constantFrom(...attacks), padding, fc.constantFrom(...attacks), padding)
      .map((parts) => parts.filter((part) => part !== "").join(" "));
    const all = (regex: RegExp, part: string, offset: number) =>
      [...part.matchAll(new RegExp(regex.source, regex.flags))].map((m) => `${offset + m.index}:${m[0]}`);
    fc.assert(
      fc.property(text, (s) => {
        const named = groupWords(s);
        for (const pattern of groupPatterns) {
          const reach = mostSpaces(withoutTraceBreaks(pattern.regex.source)) + 2;
          const found = groupWindows(s, named, reach).flatMap(([from, to]) =>
            all(pattern.regex, s.slice(from, to), from),
          );
          expect(found, `${pattern.id}: ${s}`).toEqual(all(pattern.regex, s, 0));
        }
      }),
      { numRuns: 150 },
    );
  });

  it("finds a group attack anywhere in a long text, with its span in the original text", () => {
    const filler = "We talked about the weather, the match and dinner plans for the weekend. ".repeat(30);
    for (const text of [`Immigrants are vermin. ${filler}`, `${filler}Immigrants are vermin.`]) {
      const outcome = scoreToxicityPatterns(text);
      expect(outcome.detected).toBe(true);
      const finding = outcome.detections.find((d) => d.type === "identity_attack");
      expect(text.slice(finding!.start, finding!.end)).toMatch(/Immigrants are vermin$/);
    }
  });

  it("reads the word 'rape' alone as weak: news, support and debate name it", () => {
    for (const text of [
      "She volunteers at a rape crisis centre on weekends.",
      "The report covers rape statistics in the armed forces.",
      "Marital rape was only criminalised there in 1991.",
      "There should be consequences for saying you would rape someone.",
    ]) {
      expect(scoreToxicityPatterns(text).detected, text).toBe(false);
    }
  });
});
