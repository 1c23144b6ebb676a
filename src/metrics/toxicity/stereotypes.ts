/**
 * Implicit hate: a group described by a stereotype, without a slur or an insult word ("Latinos are lazy and
 * just want handouts", "you can't trust a Muslim", "the only good immigrant is a deported one"). Each pattern
 * needs a group as the subject of the claim, so a group that suffers something ("refugees face violence") is
 * not read; counter-speech before it ("it's a myth that …", "stop saying …") does not count
 * (`reportedBefore`).
 */

import { any, gap, rx } from "../text/phrase.js";
import {
  DEHUMANISING,
  GROUP_END,
  GROUP_MEMBER,
  GROUPS,
  plainGap,
  type ToxicPattern,
  unlessReported,
} from "./sentences.js";

/** What a stereotype says a group is. */
const PREDICATE =
  "lazy|liars|thieves|drunks|drunkards|alcoholics|freeloaders|leeches|moochers|spongers|backwards|backward|dirty|smelly|stinky|criminals|thugs|rapists|terrorists|pedophiles|paedophiles|perverts|predators|groomers|violent|dangerous|greedy|sneaky|untrustworthy|deceitful|dishonest|ungrateful|useless|inferior|incapable|unfit|illiterate|uneducated|ignorant|bad at|terrible at|hopeless at|on welfare|welfare queens|a drain|a burden|to blame for|responsible for all|taking over|stealing|not to be trusted|never to be trusted|all the same|confused perverts|mentally ill|parasites|invaders|an invasion|an infestation|savages|animals|ugly|hags|ugly hags|whores|sluts|men in dresses|men pretending|biological men|women in disguise|confused men|confused women";
/** What a stereotype says a group does. */
const DOES =
  "lie|steal|cheat|rape|smell|stink|breed|care about money|only care about money|care about themselves|commit all the crime|commit most of the crime|commit crimes?|bring crime|bring disease|spread disease|blow things up|blow themselves up|take our jobs|take our women|steal our jobs|live off|sponge off|leech off|want handouts|never work|refuse to work|recruit our|groom our|ruin everything|destroy everything|can t be trusted|cannot be trusted|can never be trusted|should not be trusted|shouldn t be trusted|have never invented|never invented|contribute nothing|have contributed nothing|hate our country|hate us|killed jesus|control everything|are trying to recruit|are trying to groom|are trying to take over|can t drive|cannot drive|can t think|cannot think|can t control themselves|cannot control themselves";
const SUBJECT_ADVERBS = any(
  " all| just| always| so| such| mostly| basically| only| naturally| inherently| nothing but| a bunch of| a pack of| really| simply| never| constantly",
);
const MEMBERS = `${GROUPS}|${GROUP_MEMBER}`;
/** What a call to remove a group wants done to it. */
const ELIMINATED =
  "sterilized|sterilised|castrated|neutered|gassed|exterminated|eradicated|put down|wiped out|euthanized|euthanised|wiped off the earth|removed from the gene pool";

const PATTERNS: readonly ToxicPattern[] = [
  {
    // "Latinos are lazy", "Muslim men are all rapists", "Arabs are all the same, violent and backwards".
    id: "identity_stereotype",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)}${any(" like you| like them")}? ${any("are|r|were")}${SUBJECT_ADVERBS}{0,2} ${any(PREDICATE)}\\b`,
    ),
  },
  {
    // The group named, then what it is said to be a few words on: "Chinese people eat dogs and are disgusting".
    id: "identity_stereotype",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any(GROUPS)}${plainGap(4)} and ${any("are|r")}${SUBJECT_ADVERBS}{0,2} ${any(DEHUMANISING)}\\b`,
    ),
  },
  {
    // "Jews only care about money", "refugees bring crime", "gays are trying to recruit our children".
    id: "identity_stereotype",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(`${any(GROUPS)}${SUBJECT_ADVERBS}{0,2} ${any(DOES)}\\b`),
  },
  {
    // "Immigrants aren't real Americans and never will be".
    id: "identity_stereotype",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)} ${any("aren t|are not|will never be|can never be|are never")} ${any("real|true|proper")} ${any("americans|citizens|british|brits|germans|french|europeans|canadians|australians|people|men|women|christians")}`,
    ),
  },
  {
    // "You can't trust a Muslim", "never trust an immigrant".
    id: "identity_stereotype",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any("you can t|you cannot|you can never|never|don t ever|do not ever|can t|cannot")} trust${any(" a| an| any| the| those| these")}? ${any(MEMBERS)}${GROUP_END}`,
    ),
  },
  {
    // "The only good immigrant is a deported one."
    id: "identity_stereotype",
    group: true,
    label: "identity_attack",
    weight: 0.85,
    regex: rx(
      `the only good ${any(MEMBERS)} ${any("is|are")} ${any("a dead|dead|a deported|deported|a gone|gone|a silent|one who")}`,
    ),
  },
  {
    // "Why do Muslims always have to blow things up?", "why are women so bad at driving?"
    id: "identity_stereotype",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `why ${any("do|are|must|does|can t")} ${any(GROUPS)}${any(" always| all| so| never| constantly")}${gap(3)} ${any(`${PREDICATE}|${DOES}`)}\\b`,
    ),
  },
  {
    // "Homosexuality is a disease that needs to be cured", "Islam is a cancer".
    id: "identity_stereotype",
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any("homosexuality|being gay|being trans|being transgender|transgenderism|islam|judaism")} ${any("is|s")}${any(" just| simply| clearly| a")}? ${any("a disease|disease|a mental illness|mental illness|a mental disorder|an abomination|unnatural|a sickness|a perversion|a cancer|a plague|a virus|evil")}`,
    ),
  },
  {
    // "Women shouldn't be allowed to vote", "if you're a woman you shouldn't be allowed to drive".
    id: "identity_exclude_rights",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(MEMBERS)}${plainGap(2)} ${any("shouldn t|should not|should never|must not|mustn t")} be allowed to ${any("vote|work|drive|speak|teach|exist|marry|adopt|have kids|have children|hold office|own property|go to school|have rights|live here|breed")}`,
    ),
  },
  {
    // "Those people should be sterilized", "Gypsies should all be gassed": a call to remove a group.
    id: "identity_eliminate",
    group: true,
    label: "identity_attack",
    weight: 0.9,
    regex: rx(`${any(GROUPS)} should${any(" all")}? be ${any(ELIMINATED)}`),
  },
  {
    id: "identity_eliminate",
    label: "identity_attack",
    weight: 0.85,
    words:
      "sterilized sterilised castrated neutered gassed exterminated eradicated put wiped euthanized euthanised removed",
    regex: rx(
      `${any("those people|these people|people like that|people like them|people like you|all of them|they all")} should${any(" all")}? be ${any(ELIMINATED)}`,
    ),
  },
];

/** The stereotype patterns; those about a group do not count where the words before report or deny them. */
export const STEREOTYPE_PATTERNS: readonly ToxicPattern[] = unlessReported(PATTERNS);
