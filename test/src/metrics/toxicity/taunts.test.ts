import { describe, expect, it } from "vitest";
import { scoreToxicityPatterns } from "../../../../src/metrics/toxicity/index.js";
import { GROUP_WORDS } from "../../../../src/metrics/toxicity/sentences.js";
import { groupWindows } from "../../../../src/metrics/toxicity/signals.js";
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
  it("windows each group word to whole words on both sides, merged where they overlap", () => {
    const filler = "the cat sat on the mat and ".repeat(20);
    const s = `${filler}immigrants ${filler}${filler}women ${filler}`.trim();
    const windows = groupWindows(s);
    expect(windows).toHaveLength(2);
    for (const [from, to] of windows) {
      expect(from === 0 || s[from - 1] === " ").toBe(true);
      expect(to === s.length || s[to] === " ").toBe(true);
    }
    expect(s.slice(...windows[0]!)).toContain("immigrants");
    expect(s.slice(...windows[1]!)).toContain("women");
    expect(groupWindows("immigrants and women")).toEqual([[0, 20]]);
    expect(groupWindows("no group named here")).toEqual([]);
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
