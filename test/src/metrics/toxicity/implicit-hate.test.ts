import { describe, expect, it } from "vitest";
import { scoreToxicityPatterns } from "../../../../src/metrics/toxicity/index.js";
import { firedPatterns } from "../../../fixtures/detectors/toxicity.js";

describe("toxicity: implicit hate without a slur (patterns)", () => {
  it.each([
    ["I'd rather die than be friends with a Muslim", "identity_shun"],
    ["I would never rent to a Mexican, not after last time", "identity_shun"],
    ["the best thing for mexicans is to stay in mexico", "identity_stay_out"],
    ["send them all back on the boats they came in", "identity_send_back"],
    ["the globalists want to replace us with third world migrants", "identity_code_words"],
    ["ZOG controls every newspaper", "identity_code_words"],
    ["we need to cleanse our nation of these invaders", "identity_cleanse"],
    ["we should bring back lynching", "identity_atrocity_back"],
    ["people with down syndrome should not be born", "identity_not_born"],
    ["if my son turned out gay I'd disown him", "identity_disown"],
    ["a woman's place is under her husband", "identity_womans_place"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedPatterns(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
    expect(scoreToxicityPatterns(text).labels).toContain("identity_attack");
  });

  it("reads 'white genocide' alone as weak", () => {
    expect(firedPatterns("Oh dear, white genocide again.")).toEqual(["identity_code_words_weak"]);
    expect(scoreToxicityPatterns("Oh dear, white genocide again.").detected).toBe(false);
  });

  it("does not flag news, history, reports of the claim or the same words in ordinary use", () => {
    for (const text of [
      "The white genocide conspiracy theory has been linked to several attacks.",
      "Lynching is a dark chapter of American history we must teach.",
      "People who say we should bring back lynching are monsters.",
      "We need to clean the garage of all the old paint cans.",
      "Send them back to the store if the shoes don't fit.",
      "I'd rather die than be late to my own wedding.",
      "I would never hire a painter without references.",
      "People with Down syndrome can live full lives.",
      "If my son turned out to be a vegan I'd have to learn to cook.",
      "The best thing for beginners is to stay in the shallow end.",
      "A woman's place is wherever she wants it to be.",
    ]) {
      expect(scoreToxicityPatterns(text).detected, text).toBe(false);
    }
  });

  it.each([
    ["String them up and leave them hanging from the lampposts.", "identity_lynching_pictured"],
    ["Hang the traitors from the nearest tree.", "identity_lynching_pictured"],
    ["Muslims are the enemy of western civilization.", "identity_enemy"],
    ["The gay plague is spreading through our schools.", "identity_disease"],
    ["Someone has to solve the Jewish question once and for all.", "identity_disease"],
    ["Sieg heil, brothers.", "identity_code_words"],
  ])("reads %j (%s)", (text, id) => {
    expect(firedPatterns(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "Christmas lights were hanging from the trees along the avenue.",
    "The Black Plague killed a third of Europe.",
    "Tay-Sachs is often described as a Jewish genetic disease.",
    "Cancer is the enemy of every family it touches.",
    "The film shows soldiers shouting heil hitler at a 1938 rally.",
    "White power cables run along the ceiling of the lab.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: stereotypes of women stated as fact (patterns)", () => {
  it.each([
    ["Girls are just gold diggers, every one of them.", "identity_stereotype"],
    ["Women always get hysterical over nothing.", "identity_stereotype"],
    ["Women can't drive, that's just how it is.", "identity_stereotype"],
    ["Women should stay at home or keep quiet.", "identity_exclude_rights"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedPatterns(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "The crowd went crazy when the goal was scored.",
    "Is it true that women are worse drivers? The insurance data says no.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: a group unwelcome, set upon or made for one thing (patterns)", () => {
  it.each([
    ["Jews are not welcome in our town.", "identity_unwelcome"],
    ["Let's go hunt some immigrants tonight.", "identity_go_attack"],
    ["Girls were born to cook and clean, nothing more.", "identity_made_for"],
    ["Transgenders deserve to suffer.", "identity_exclude"],
    ["LGBTQ should be banned from schools.", "identity_exclude"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedPatterns(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "Refugees are welcome here, said the mayor.",
    "Let's go beat the other team on Saturday.",
    "The LGBTQ support group meets on Thursdays.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: a group called an abomination, to be locked up, or asked about as a stereotype (patterns)", () => {
  it.each([
    ["Gay people are an abomination.", "identity_dehumanise"],
    ["Muslims should all be locked up.", "identity_belong"],
    ["Why are all Mexicans such bad drivers?", "identity_stereotype"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedPatterns(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "The villain in the film calls the experiment an abomination.",
    "The burglars should be locked up, the judge said.",
    "Why are all the shops closed on Sunday?",
    "Why are teenagers such bad sleepers? Their body clocks shift.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});
