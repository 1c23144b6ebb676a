import { describe, expect, it } from "vitest";
import { scoreToxicityPatterns } from "../../../../src/metrics/toxicity/index.js";
import { firedPatterns } from "../../../fixtures/detectors/toxicity.js";

/** `text` is flagged, and pattern `id` is among what fired. */
function expectFlaggedBy(text: string, id: string): void {
  expect(firedPatterns(text)).toContain(id);
  expect(scoreToxicityPatterns(text).detected, text).toBe(true);
}

/**
 * Comment-section insults, stereotypes told through "they", threats on condition and groups kept from power
 * or attacked where they gather: shapes of public toxicity sets the training sources hardly hold (written
 * here, none copied), each beside the look-alike that must stay clean.
 */
describe("toxicity: comment and stereotype shapes (patterns)", () => {
  it.each([
    ["Go back to your trailer park, you inbred hick.", "insult_you_noun"],
    ["You people are the scum of the earth.", "insult_you_are"],
    ["This guy is a total tool.", "insult_third_person"],
    ["Nobody wants you here, just leave already.", "insult_shut_up"],
    ["Go crawl back into whatever hole you came from.", "insult_shut_up"],
    ["People like you are why this country is going down the drain.", "insult_shut_up"],
    ["I'd slap you if you said that to my face.", "threat_direct"],
    ["Keep talking and see what happens to you.", "threat_violent_phrase"],
    ["I will find your kids.", "threat_know"],
    ["Kill them wherever you find them.", "threat_violent_phrase"],
    ["it goes like ching chong wang wong", "slur_phrase"],
    ["i can't stand these illegals, send them all back", "identity_send_back"],
    ["Asians are good at math but they have no personality at all.", "identity_stereotype"],
    ["Native Americans just drink all day on reservations.", "identity_stereotype"],
    ["Jews are behind every war in history.", "identity_stereotype"],
    ["Black people can't swim and they can't read either.", "identity_stereotype"],
    ["White people are the devil.", "identity_stereotype"],
    ["if you let women lead, the company will fail within a year", "identity_unfit_to_lead"],
    ["Hitler was right about the jews.", "identity_code_words"],
    ["We should burn their mosques to the ground.", "identity_places_attacked"],
    ["Someone needs to shoot up that school of theirs.", "identity_places_attacked"],
  ])("flags %j (%s)", expectFlaggedBy);

  it("still flags the homonyms aimed at a person", () => {
    for (const text of ["you fucking coon", "she's a dumb tit"]) {
      expect(scoreToxicityPatterns(text).detected, text).toBe(true);
    }
  });

  it("does not flag the same words in ordinary use", () => {
    for (const text of [
      "I will never hurt you",
      "I hope you never die",
      "You will never suffer again, I promise",
      "Muslims are not vermin",
      "Gay people are not disgusting",
      "Women are not too emotional to lead",
      "Kids don't need a good beating",
      "I'll never hurt you, I promise",
      "I'd kill for a pizza right now",
      "I would hit you up later this week",
      "Shut up and take my money!",
      "Watch your back when lifting heavy boxes.",
      "I will find your kids a babysitter for Friday.",
      "Redneck Rampage is a 1997 game",
      "Someone bombed the synagogue last year and the trial starts today.",
      "We will attack the church roof repairs tomorrow",
      "Send them back to the store if the shoes don't fit.",
      "Refugees arrive every week and we send them to school.",
      "If you let the dough rest, the bread will rise.",
      "My tool is a total lifesaver in the garage.",
      "Muslims around the world are celebrating Eid this week.",
      "There are three parking spaces left.",
      "Set the line spacing to 1.5 and the margins to 2 cm.",
      "I was fooled by the ending of that film.",
      "Creeping thyme grows well between paving stones.",
      "Mr Wang is our new CEO.",
      "She graduated summa cum laude from Yale.",
      "It was tit for tat between the two teams.",
      "A blue tit nested in our garden.",
      "Reporters kept dogging the senator for weeks.",
      "The coon hound barked all night.",
      "Paki is an offensive slur and shouldn't be used.",
      "She began to sob quietly.",
      "We found deer scat on the trail.",
      "Set your API key to XXX in the config.",
    ]) {
      expect(scoreToxicityPatterns(text).detected, text).toBe(false);
    }
  });
});

describe("toxicity: stereotypes stated as fact, worth denied, groups kept out (patterns)", () => {
  it.each([
    ["the only good thing about mexico is the food, the people are all criminals", "identity_stereotype"],
    ["asian women are submissive and only good for one thing", "identity_stereotype"],
    ["if a black man moves into your neighborhood, property values go down", "identity_stereotype"],
    ["muslims want to impose sharia law on all of us", "identity_stereotype"],
    ["why do jews always have to make everything about the holocaust", "identity_stereotype"],
    ["most latinos are in this country illegally", "identity_stereotype"],
    ["people in wheelchairs are just looking for attention and sympathy", "identity_stereotype"],
    ["chinese people will eat anything with legs", "identity_stereotype"],
    ["native americans are prone to alcoholism because they are weak", "identity_stereotype"],
    ["blacks have lower iq than whites, it's science", "identity_stereotype"],
    ["islam is not a religion of peace, it is a death cult", "identity_stereotype"],
    ["a woman's opinion on politics is worthless", "identity_worth_denied"],
    ["there is no such thing as a smart woman", "identity_worth_denied"],
    ["he only got into harvard because he is black", "identity_worth_denied"],
    ["you can tell she's a diversity hire, she can barely do her job", "identity_worth_denied"],
    ["gay people should keep it in the closet where it belongs", "identity_keep_away"],
    ["disabled kids should be kept out of normal schools", "identity_keep_away"],
    ["i would never let my daughter marry a muslim", "identity_shun"],
    ["we need to protect the white race from extinction", "identity_code_words"],
    ["the middle east would be better off if it was turned into a parking lot", "identity_flattened"],
  ])("flags %j (%s)", expectFlaggedBy);

  it("does not flag facts, debate or counter-speech about the same groups", () => {
    for (const text of [
      "saying that all muslims are terrorists is racist and wrong",
      "People keep saying that all muslims are terrorists",
      "many asian americans face discrimination in the workplace",
      "latinos are the fastest growing group in the us population",
      "wheelchair users need accessible buildings and transport",
      "affirmative action is a debated policy in college admissions",
      "the iq test has been criticised for cultural bias",
      "my sister married a muslim man and they are very happy",
      "children with disabilities benefit from inclusive classrooms",
      "there are many brilliant women in science",
      "older voters tend to turn out at higher rates",
      "some people believe immigrants take jobs, but the data says otherwise",
      "They turned the old factory into a parking lot last year.",
      "When a new family moves in next door, we bring them cookies.",
      "The documentary explores how gay men were persecuted in the 1950s",
    ]) {
      expect(scoreToxicityPatterns(text).detected, text).toBe(false);
    }
  });
});

describe("toxicity: hatred said to someone's face and a call to kill them all (patterns)", () => {
  it.each([
    ["I seriously hate you.", "hate_you"],
    ["Honestly, I despise you guys.", "hate_you"],
    ["Exterminate every last one of them.", "threat_kill_all"],
    ["Just nuke them all already.", "threat_kill_all"],
  ])("flags %j (%s)", (text, id) => {
    expect(firedPatterns(text)).toContain(id);
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "I don't hate you, I'm just tired.",
    "We would never kill them all, that is not who we are.",
    "The antibiotic should kill them all within a week, said the doctor about the bacteria.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

/** Prejudice behind a disclaimer, hatred of a group said plainly, orders backed by death (written here). */
describe("toxicity: disclaimers, group hatred and orders backed by death (patterns)", () => {
  it.each([
    ["I'm not homophobic, but they shouldn't adopt children.", "not_x_but"],
    ["Call me sexist, but a woman has no place on a building site.", "not_x_but"],
    ["girls can't drive, sorry #notsexist", "not_x_but"],
    ["Honestly I despise these people and their parades.", "hate_these_people"],
    ["Males are simply superior, deal with it.", "sex_superior"],
    ["Quit reverting my page or you die.", "or_die"],
  ])("flags %j (%s)", expectFlaggedBy);

  it.each([
    "I hate these shoes, they pinch.",
    "I hate those people who cut in line at airports.",
    "I hate when people leave the fridge open.",
    "The team's motto was do or die.",
    "Women are superior at some tasks, the study claims.",
    "Nobody here is sexist, the survey found.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });

  it("reads comment insults the lexicons lacked", () => {
    expect(scoreToxicityPatterns("Shut it, you absolute schmuck.").detected).toBe(true);
    expect(scoreToxicityPatterns("Only a microbrain would post this.").detected).toBe(true);
  });
});

describe("toxicity: masked and misspelt profanity, and an insult noun that is a verb (patterns)", () => {
  it.each(["You absolute m0therf*cker.", "this fukking lag again"])("flags %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it("reads 'you prick us' as the verb, and 'what a prick' as the insult", () => {
    expect(firedPatterns("If you prick him, he bleeds like anyone.")).not.toContain("insult_you_noun");
    expect(firedPatterns("what an absolute prick")).toContain("insult_what_a");
  });
});

describe("toxicity: everyday sexism, game-chat taunts and threats to come after someone (patterns)", () => {
  it.each([
    ["Girls are just terrible drivers, sorry.", "identity_sexism"],
    ["Why are women always so emotional?", "identity_sexism"],
    ["Calm down, are you on your period?", "identity_sexism"],
    ["Leadership roles are better suited to men.", "identity_sexism"],
    ["Wives should take care of the household.", "identity_sexism"],
    ["uninstall the game pls", "gamer_taunt"],
    ["worst support in the world, hope you lose every match", "gamer_taunt"],
    ["We are coming for you and your kids.", "coming_for_you"],
    ["Delete it or you better watch your back.", "coming_for_you"],
  ])("flags %j (%s)", expectFlaggedBy);

  it.each([
    "Women are underrepresented in engineering.",
    "You must be a woman of great patience.",
    "Leave the keys to the men at the front desk.",
    "He was a terrible player in his first season but improved.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});

describe("toxicity: a people said to breed, swarm or rule (patterns, round 6)", () => {
  it.each([
    "They keep breeding like rats in those suburbs.",
    "Non-white hordes are coming for our towns.",
    "Hollywood is controlled by the Jews, everyone knows.",
    "Ship them all back to the country they came from.",
  ])("flags %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(true);
  });

  it.each([
    "The shelter had two cats dropping litters this spring.",
    "The article debunks the myth that the media are owned by one group.",
  ])("does not flag %j", (text) => {
    expect(scoreToxicityPatterns(text).detected, text).toBe(false);
  });
});
