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
  "gold diggers|golddiggers|nagging|hysterical|bossy|bad drivers|terrible drivers|horrible drivers|lazy|liars|thieves|drunks|drunkards|alcoholics|freeloaders|leeches|moochers|spongers|backwards|backward|dirty|smelly|stinky|criminals|thugs|rapists|terrorists|pedophiles|paedophiles|perverts|predators|groomers|violent|dangerous|greedy|sneaky|untrustworthy|deceitful|dishonest|ungrateful|useless|inferior|incapable|unfit|illiterate|uneducated|ignorant|bad at|terrible at|hopeless at|on welfare|welfare queens|a drain|a burden|to blame for|responsible for all|taking over|stealing|not to be trusted|never to be trusted|all the same|confused perverts|mentally ill|parasites|invaders|an invasion|an infestation|savages|animals|ugly|hags|ugly hags|whores|sluts|men in dresses|men pretending|biological men|women in disguise|confused men|confused women|a punishment|a curse|a mistake|backwards people|primitive|the devil|devils|demons|the enemy|evil incarnate|a virus|submissive|only good for (?:one thing|sex|cleaning|cooking|breeding|picking fruit|manual labou?r|the kitchen|making babies)|good for nothing|here illegally|in this country illegally|prone to (?:alcoholism|crime|violence|drinking|laziness|lying)|genetically (?:inferior|predisposed to crime|prone to)|weak minded|weak";
/** What a stereotype says a group does. */
const DOES =
  "go crazy|get hysterical|overreact to everything|can t drive|cannot drive|lie|steal|cheat|rape|smell|stink|breed|care about money|only care about money|care about themselves|commit all the crime|commit most of the crime|commit crimes?|commit more crimes?|commit the most crimes?|are more likely to commit crimes?|bring crime|bring disease|spread disease|blow things up|blow themselves up|take our jobs|take our women|steal our jobs|live off|sponge off|leech off|want handouts|never work|refuse to work|recruit our|groom our|ruin everything|destroy everything|can t be trusted|cannot be trusted|can never be trusted|should not be trusted|shouldn t be trusted|have never invented|never invented|contribute nothing|have contributed nothing|hate our country|hate us|killed jesus|control everything|are trying to recruit|are trying to groom|are trying to take over|can t drive|cannot drive|can t think|cannot think|can t control themselves|cannot control themselves|bring nothing but|come here to (?:steal|rape|take|leech|sponge|live off|collect welfare|abuse|exploit|commit crimes?|have anchor babies|have babies|breed)|have anchor babies|eat anything that moves|eat dogs|eat cats|eat bats|look out for their own|only look out for their own|only help their own|treat women like (?:property|objects|dirt|slaves|animals|garbage)|run hollywood|run the media|run the banks|run the world|push their agenda|have (?:a )?lower iqs?(?: than)?|have low iqs?|want to impose sharia|want sharia law|want to take over|want to destroy (?:us|our|the west|america|europe|this country)|want to kill us|want to control (?:us|everything|the world)|want to outbreed us|want to convert us|are looking for attention|are just looking for attention|looking for attention and sympathy|fake their disabilit(?:y|ies)|are faking it|play the victim|always play the victim|will eat anything|eat anything with legs|have lower intelligence|have smaller brains|are behind (?:every|all|most|all the|all of the) (?:wars?|crimes?|problems?|terror attacks?|wars in history)|started all the wars|start all the wars|caused all the wars|cause all the wars|can t swim|can t read|cannot read|can t speak (?:proper )?english|have no (?:personality|personalities|culture|morals|manners|shame|values|souls?|empathy|brains|respect for (?:anyone|anything|women|life))|drink all day|drink all the time|are always drunk|do nothing all day|sit around all day|do nothing but (?:drink|complain|steal|breed|whine|cause trouble)";
const SUBJECT_ADVERBS = any(
  " all| just| always| so| such| mostly| basically| only| naturally| inherently| nothing but| a bunch of| a pack of| really| simply| never| constantly| will| tend to",
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
    // Groups named with "people" first ("people in wheelchairs"): not in `GROUPS`, whose first word opens every
    // group pattern, so read here behind their own words.
    id: "identity_stereotype",
    label: "identity_attack",
    weight: 0.75,
    words: "wheelchairs disabilities autism",
    regex: rx(
      `people ${any("in wheelchairs|with disabilities|with autism")}${SUBJECT_ADVERBS}{0,2} ${any(DOES)}\\b`,
      `people ${any("in wheelchairs|with disabilities|with autism")} ${any("are|r")}${SUBJECT_ADVERBS}{0,2} ${any(PREDICATE)}\\b`,
    ),
  },
  {
    // A country's people as a stereotype: "the only good thing about Mexico is the food, the people are all
    // criminals".
    id: "identity_stereotype",
    label: "identity_attack",
    weight: 0.7,
    words: "people men women locals natives",
    regex: rx(
      `${any("the people there|the people|their people|their men|their women|the locals|the natives")} ${any("are|r")} ${any("all|just|nothing but|mostly")} ${any(PREDICATE)}\\b`,
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
    // "Why do Jews always have to make everything about the holocaust", "why are Mexicans always so loud".
    id: "identity_stereotype",
    group: true,
    label: "identity_attack",
    weight: 0.7,
    regex: rx(
      `why ${any("do|are|must|does")} ${any(GROUPS)} always ${any("have to|need to|got to|gotta")} make everything about`,
    ),
  },
  {
    // A member's worth denied: "a woman's opinion on politics is worthless", "there is no such thing as a smart
    // woman", "he only got into Harvard because he is black", "she's obviously a diversity hire".
    id: "identity_worth_denied",
    label: "identity_attack",
    weight: 0.75,
    words: "opinion opinions vote votes word words voice voices input say thing because hire hires",
    regex: rx(
      `${any(`${GROUP_MEMBER}|${GROUPS}`)} s ${any("opinion|opinions|vote|votes|word|words|voice|voices|input|say")}${plainGap(3)} ${any("is|are|s")}${any(" completely| totally| utterly| just| always")}? ${any("worthless|irrelevant|meaningless|useless|pointless|garbage|trash|worth nothing|not worth anything")}`,
      `there ${any("is|s")} no such thing as ${any("a|an")} ${any("smart|intelligent|good|honest|decent|competent|peaceful|moderate|innocent|trustworthy|clean|hardworking|hard working|sane")} ${any(GROUP_MEMBER)}\\b`,
      `only ${any("got|get|gets|was|were|is")} ${any("in|into|hired|the job|promoted|elected|accepted|admitted|chosen|picked|nominated")}${plainGap(3)} because ${any("he|she|they")} ${any("is|s|are|re|was|were")} ${any("black|a woman|female|gay|trans|hispanic|latino|latina|asian|muslim|jewish|a minority|disabled|an immigrant")}\\b`,
      `${any("she s|he s|she is|he is|they re|they are|you re|you are|obviously|clearly|just|another|such")} ${any("a|an")}? ?${any("diversity|affirmative action|dei|token")} hires?\\b`,
    ),
  },
  {
    // The group sent back into hiding or kept out: "gay people should keep it in the closet", "disabled kids
    // should be kept out of normal schools".
    id: "identity_keep_away",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any(GROUPS)}${plainGap(2)} ${any("should|must|need to|ought to|have to")} ${any("stay|keep it|keep themselves|be kept|go back|get back|remain|be put back")} in the closet`,
      `${any(GROUPS)}${plainGap(2)} ${any("should|must|need to|ought to|have to")} be ${any("kept|banned|barred|locked")} ${any("out of|away from|from")} ${any("normal|regular|our|public|mainstream|decent")} ${any("schools|society|neighborhoods|neighbourhoods|jobs|workplaces|churches|families|life")}`,
    ),
  },
  {
    // A member moving in lowers the neighbourhood: "if a black man moves into your neighborhood, property values
    // go down".
    id: "identity_stereotype",
    label: "identity_attack",
    weight: 0.75,
    words: "moves move moved",
    regex: rx(
      `${any("if|when|once")} ${any("a|an|some|those|these")}? ?${any(`${GROUP_MEMBER}|${GROUPS}`)} ${any("moves|move|moved")} ${any("in|into|next door|nearby|near you|in next door")}${gap(4)} ${any("property values|house prices|home values|prices|the neighborhood|the neighbourhood|crime")} ${any("go|goes|will go|drop|drops|will drop|fall|falls|will fall|go up|goes up|rise|rises|will rise|goes to hell|go to hell|goes downhill|go downhill")}`,
    ),
  },
  {
    // "Why do Muslims always have to blow things up?", "why are women so bad at driving?", "why are all X such
    // bad drivers?"
    id: "identity_stereotype",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `why ${any("do|are|must|does|can t")} ${any("all |the ")}?${any(GROUPS)}${any(" always| all| so| such| never| constantly")}${gap(3)} ${any(`${PREDICATE}|${DOES}`)}\\b`,
    ),
  },
  {
    // "Homosexuality is a disease that needs to be cured", "Islam is a cancer".
    id: "identity_stereotype",
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any("homosexuality|being gay|being trans|being transgender|transgenderism|islam|judaism")} ${any("is|s")}${any(" just| simply| clearly| a| nothing but")}? ${any("a death cult|death cult|a cult of death|a religion of hate|a religion of war|an ideology of hate|a disease|disease|a mental illness|mental illness|a mental disorder|an abomination|unnatural|a sickness|a perversion|a cancer|a plague|a virus|evil|a sin|sinful")}`,
      `${any("islam|judaism|the quran|the koran")} ${any("is|s")} not a religion of peace${gap(2)} ${any("it is|it s|its|but")} ${any("a death cult|a cult of death|a religion of hate|a religion of war|an ideology of hate|a cult")}`,
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
      `${any("women|a woman|girls|wives")} ${any("should|need to|must|belong|ought to")}${any(" just| only| all")}? ${any("stay at home|stay home|stay in the kitchen|be at home|in the kitchen|at home|be barefoot and pregnant")}${any(" and| or| instead| where")}`,
    ),
  },
  {
    // Workplace and everyday sexism said plainly: "girls are just terrible drivers", "women suck at logic", "why
    // are all women so bossy", "are you hormonal?", "leave the decisions to men", "women should take care
    // of the home", "she only got the job because she is a woman".
    id: "identity_sexism",
    words: "women girls females wives",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(
      `${any("women|girls|females|wives")}(?<!\\b${any("that|myth|stereotype|idea|claim|think|believe|whether|if|say|says|said")} ${any("women|girls|females|wives")}) ${any("are|r")}${any(" seriously| really| just| all| always| naturally| simply| truly")}{0,2} ${any("awful|terrible|horrible|bad|lousy|hopeless|useless|worse|the worst")} ${any("drivers|leaders|bosses|engineers|managers|at math|at maths|at science|at driving|at leading|at logic|at empathy|at anything|at everything")}`,
    ),
  },
  {
    id: "identity_sexism",
    words: "women girls females",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(`${any("women|girls|females")} ${any("suck|are crap|are rubbish|are trash")} at`),
  },
  {
    id: "identity_sexism",
    words: "women girls females",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(
      `${any("women|girls|females")} ${any("learn slowly|learn slower|are slow learners|can t learn|cannot learn|can t think logically|cannot think logically|can t do math|are problems|are a problem|are the problem|are only trouble|are nothing but trouble")}`,
    ),
  },
  {
    id: "identity_sexism",
    words: "women girls females",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(
      `why ${any("are|is")}${any(" all")}? ${any("women|girls|females")}${any(" so| always| such| always so")} ${any("bossy|emotional|hysterical|dramatic|stupid|dumb|annoying|irrational|crazy|needy|shallow|manipulative")}`,
    ),
  },
  {
    id: "identity_sexism",
    words: "woman girl female blonde",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(
      `${any("you must be|you re obviously|you are obviously|you re clearly|you are clearly")} ${any("a woman|a girl|female|a female|a blonde")}(?! ${any("of|who|with|in|and|so|because|to")}\\b)`,
    ),
  },
  {
    id: "identity_sexism",
    words: "hormonal period pmsing rag",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(
      `${any("are you|you re|you are|you must be|she s|she is|she must be")}${any(" just| being| so")}? ${any("hormonal|on your period|on her period|pmsing|on the rag")}`,
    ),
  },
  {
    id: "identity_sexism",
    words: "men man",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(
      `${any("leave|leaving")} ${any("running|the running of|decisions|the decisions|leadership|the thinking|the important decisions|business|the business|politics|the company")}${gap(2)} ${any("up to|to")} ${any("the men|men|a man")}`,
    ),
  },
  {
    id: "identity_sexism",
    words: "men males man",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(
      `${any("positions|position|jobs|job|roles|role|leadership|management|engineering|politics|science|boardrooms|the boardroom")}${gap(2)} ${any("better suit|are better suited to|is better suited to|belong to|is for|are for|should go to|should be left to")}${any(" to")}? ${any("men|males|a man")}`,
    ),
  },
  {
    id: "identity_sexism",
    words: "women woman wives girls",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(
      `${any("women|a woman|wives|girls")} ${any("should|need to|must|ought to")}${gap(1)} ${any("take care of|look after|run|stick to|focus on|tend to")}${gap(2)} ${any("home|the home|their home|their homes|the house|the household|the kitchen|the children|the kids|housework")}`,
    ),
  },
  {
    id: "identity_sexism",
    words: "woman",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(`${any("because|if")} she ${any("is|s|were|was")}${any(" not| n t")}? a woman`),
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
