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
  reportedBefore,
  type ToxicPattern,
  unlessReported,
} from "./sentences.js";

/** What a stereotype says a group is. */
const PREDICATE =
  "lazy|liars|thieves|drunks|drunkards|alcoholics|freeloaders|leeches|moochers|spongers|backwards|backward|dirty|smelly|stinky|criminals|thugs|rapists|terrorists|pedophiles|paedophiles|perverts|predators|groomers|violent|dangerous|greedy|sneaky|untrustworthy|deceitful|dishonest|ungrateful|useless|inferior|incapable|unfit|illiterate|uneducated|ignorant|bad at|terrible at|hopeless at|on welfare|welfare queens|a drain|a burden|to blame for|responsible for all|taking over|stealing|not to be trusted|never to be trusted|all the same|confused perverts|mentally ill|parasites|invaders|an invasion|an infestation|savages|animals|ugly|hags|ugly hags|whores|sluts|men in dresses|men pretending|biological men|women in disguise|confused men|confused women|a punishment|a curse|a mistake|backwards people|primitive|the devil|devils|demons|the enemy|evil incarnate|a virus";
/** What a stereotype says a group does. */
const DOES =
  "lie|steal|cheat|rape|smell|stink|breed|care about money|only care about money|care about themselves|commit all the crime|commit most of the crime|commit crimes?|commit more crimes?|commit the most crimes?|are more likely to commit crimes?|bring crime|bring disease|spread disease|blow things up|blow themselves up|take our jobs|take our women|steal our jobs|live off|sponge off|leech off|want handouts|never work|refuse to work|recruit our|groom our|ruin everything|destroy everything|can t be trusted|cannot be trusted|can never be trusted|should not be trusted|shouldn t be trusted|have never invented|never invented|contribute nothing|have contributed nothing|hate our country|hate us|killed jesus|control everything|are trying to recruit|are trying to groom|are trying to take over|can t drive|cannot drive|can t think|cannot think|can t control themselves|cannot control themselves|bring nothing but|come here to (?:steal|rape|take|leech|sponge|live off|collect welfare|abuse|exploit|commit crimes?|have anchor babies|have babies|breed)|have anchor babies|eat anything that moves|eat dogs|eat cats|eat bats|look out for their own|only look out for their own|only help their own|treat women like (?:property|objects|dirt|slaves|animals|garbage)|run hollywood|run the media|run the banks|run the world|push their agenda|have lower iqs|have a lower iq|have low iqs|have lower intelligence|have smaller brains|are behind (?:every|all|most|all the|all of the) (?:wars?|crimes?|problems?|terror attacks?|wars in history)|started all the wars|start all the wars|caused all the wars|cause all the wars|can t swim|can t read|cannot read|can t speak (?:proper )?english|have no (?:personality|personalities|culture|morals|manners|shame|values|souls?|empathy|brains|respect for (?:anyone|anything|women|life))|drink all day|drink all the time|are always drunk|do nothing all day|sit around all day|do nothing but (?:drink|complain|steal|breed|whine|cause trouble)";
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
    // The group named, then "they" a few words on: "Asians are good at math but they have no personality",
    // "Mexicans work hard, but they are all criminals".
    id: "identity_stereotype",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any(GROUPS)}${plainGap(6)} ${any("but|and|because|since")} they${SUBJECT_ADVERBS}{0,2} ${any(DOES)}\\b`,
      `${any(GROUPS)}${plainGap(6)} ${any("but|and|because|since")} they ${any("are|re")}${SUBJECT_ADVERBS}{0,2} ${any(PREDICATE)}\\b`,
    ),
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
      `${any("you can t|you cannot|you can never|never|don t ever|do not ever|can t|cannot|wouldn t|would not|would never|i d never|won t ever")} trust${any(" a| an| any| the| those| these")}? ${any(MEMBERS)}${GROUP_END}`,
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
      `${any("homosexuality|being gay|being trans|being transgender|transgenderism|islam|judaism")} ${any("is|s")}${any(" just| simply| clearly| a")}? ${any("a disease|disease|a mental illness|mental illness|a mental disorder|an abomination|unnatural|a sickness|a perversion|a cancer|a plague|a virus|evil|a sin|sinful")}`,
    ),
  },
  {
    // "Women shouldn't be allowed to vote", "if you're a woman you shouldn't be allowed to drive".
    id: "identity_exclude_rights",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(MEMBERS)}${plainGap(2)} ${any("shouldn t|should not|should never|must not|mustn t")} be allowed ${any(`to ${any("vote|work|drive|speak|teach|exist|marry|adopt|have kids|have children|hold office|own property|go to school|have rights|live here|breed")}|${any("anywhere near|near|around")} ${any("children|kids|our kids|our children|schools")}`)}`,
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
  {
    // "Muslims can never truly integrate", "immigrants will never fit in": a group declared unable to belong.
    id: "identity_never_belong",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)} ${any("can never|will never|cannot|can t|could never|are incapable of|are unable to")}${any(" truly| really| fully| ever| properly")}? ${any("integrate|assimilate|fit in|be civilized|be civilised|be one of us|be trusted|belong here|be part of our society|adapt to our culture|respect our culture")}`,
    ),
  },
  {
    // "Immigrants should learn English or go home": a condition put on a group's right to stay.
    id: "identity_or_go_home",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any(GROUPS)} ${any("should|must|need to|have to|better")}${plainGap(5)} or ${any("go home|go back|get out|leave|be deported|be sent back|go back home|get deported")}`,
    ),
  },
  {
    // "Gay marriage is an abomination against nature", "interracial couples are disgusting".
    id: "identity_abomination",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any("gay|homosexual|same sex|interracial|trans|transgender|lesbian|mixed race")} ${any("marriage|marriages|relationships|sex|couples|lifestyle|families|parents|adoption")} ${any("is|are")}${any(" an| a| just| simply")}? ${any("abomination|abominations|unnatural|a sin|sinful|disgusting|a perversion|perverted|against nature|an abomination against nature|a mental illness|a disease|sick|wrong and sick")}`,
    ),
  },
  {
    // "I don't want them anywhere near my kids" (with a group named): a group kept from children.
    id: "identity_keep_away",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any("don t want|do not want|keep|won t let|will not let|never let")} ${any(`them|those people|these people|${GROUPS}`)} ${any("anywhere near|near|around|away from|close to|teach|babysit")} ${any("my|our|the")} ${any("kids|children|daughters?|sons?|schools|families|family")}`,
    ),
  },
  {
    // "Girls who wear short skirts are asking for it": blame for sexual violence put on women.
    id: "identity_asking_for_it",
    words: "asking coming",
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any("girls|women|she|sluts|a girl|a woman")} who${gap(6)} ${any("are|is|was|were")} ${any("asking for it|asking to be raped|asking to get raped|had it coming")}`,
    ),
  },
  {
    // "Africa has never produced anything of value", "black neighborhoods are always full of crime".
    id: "identity_stereotype",
    words: "africa africans arabs mexico india black muslim immigrant mexican arab jewish latino asian gypsy",
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any("africa|africans|arabs|the arab world|mexico|india")}${any(" has| have")}${any(" never| not once")} ${any("produced|invented|created|contributed|achieved|built|given the world")} ${any("anything|a single thing|one thing")}`,
      `${any("black|muslim|immigrant|mexican|arab|jewish|latino|asian|gypsy")} ${any("neighborhoods|neighbourhoods|areas|countries|parts of town")} ${any("are|is")}${any(" always| all| just| basically")}? ${any("full of crime|crime ridden|crime infested|shitholes|shit holes|ghettos|filthy|dirty|war zones")}`,
    ),
    negated: (s, start) => reportedBefore(s, start),
  },
  {
    // The "replacement" conspiracy: "the white race is being replaced" (not where it is reported as a claim).
    id: "identity_conspiracy",
    words: "replaced wiped exterminated bred outbred",
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any("the white race|white people|whites|white europeans|europeans|white americans|our people|our race")} ${any("is|are")} being ${any("replaced|wiped out|exterminated|bred out|outbred")}`,
    ),
    negated: (s, start) => reportedBefore(s, start),
  },
  {
    // "Our country was better before they let all these foreigners in", "women should stay at home".
    id: "identity_exclude_rights",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `before ${any("they|we|the government|you")} ${any("let|started letting|allowed")}${any(" all| all of| in all")}?${any(" these| those| the")}? ${any(GROUPS)} in\\b`,
      `${any("women|a woman|girls|wives")} ${any("should|need to|must|belong|ought to")}${any(" just| only| all")}? ${any("stay at home|stay home|stay in the kitchen|be at home|in the kitchen|at home|be barefoot and pregnant")}${any(" and| instead| where")}`,
    ),
  },
  {
    // Holocaust denial: "the Holocaust is greatly exaggerated", "the Holocaust never happened".
    id: "identity_denial",
    words: "holocaust holohoax",
    label: "identity_attack",
    weight: 0.85,
    regex: rx(
      `holohoax|the holocaust ${any("is|was")}${any(" greatly| hugely| vastly| massively| totally| a| just| all| largely")}{0,2} ${any("exaggerated|a hoax|hoax|a lie|lie|a myth|myth|fake|made up|fabricated|overblown|invented|propaganda")}|the holocaust never happened`,
    ),
  },
];

/** The stereotype patterns; those about a group do not count where the words before report or deny them. */
export const STEREOTYPE_PATTERNS: readonly ToxicPattern[] = unlessReported(PATTERNS);
