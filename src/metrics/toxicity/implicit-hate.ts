/**
 * Implicit hate without a slur or a listed insult: a group kept out of the speaker's life or country ("I'd
 * rather die than be friends with a Muslim", "send them all back on the boats", "the best thing for Mexicans is
 * to stay in Mexico"), the movement's code words ("white genocide", "they want to replace us"), a nation
 * "cleansed" of a group, violence of the past wished back ("bring back lynching"), people who should not be
 * born, a woman's "place". The shapes come from the kinds of rows public implicit-hate sets hold (none copied);
 * each pattern was checked against every clean training text and the clean look-alikes of
 * `test/src/metrics/toxicity/implicit-hate.test.ts` (news about the theory, history lessons, a garage cleaned).
 */

import { any, gap, rx } from "../text/phrase.js";
import { GROUP_MEMBER, GROUPS, plainGap, reportedBefore, type ToxicPattern } from "./sentences.js";

const MEMBERS = `${GROUPS}|${GROUP_MEMBER}`;
/** What the speaker refuses to share with a group's members. */
const SHARE = any(
  "be friends with|marry|date|live next to|live near|live next door to|work with|sit next to|shake hands with|hire|rent to|sell to|vote for|trust",
);
/** "them", "these people", "all of them". */
const THEM = any("them|em|these people|those people|all of them|the lot of them|every last one of them");

/**
 * Groups named with a common word ("old", "poor"): not in `GROUPS`, whose first words open every group
 * pattern (a text with "how old is…" would pay for all of them), but read by the patterns here that start with
 * the name and are cheap to run.
 */
const COMMON_WORD_GROUPS = any("old people|old folks|poor people|the poor|the elderly|elderly people");

const PATTERNS: readonly ToxicPattern[] = [
  {
    // "Old people should not be allowed to vote", "poor people are lazy".
    id: "identity_common_word_group",
    label: "identity_attack",
    weight: 0.75,
    words: "old poor elderly",
    regex: rx(
      `${COMMON_WORD_GROUPS} ${any("shouldn t|should not|should never|must not|mustn t")} be allowed to ${any("vote|work|drive|speak|exist|marry|have kids|have children|live|breed")}`,
      `${COMMON_WORD_GROUPS} ${any("are|r")}${any(" all| just| so| always| basically| nothing but| simply")}? ${any("lazy|a burden|a drain|parasites|leeches|useless|worthless|disgusting|scum|trash|garbage|vermin|subhuman|stupid|a waste of space|a waste of oxygen|a waste of money")}`,
    ),
  },
  {
    // "I'd rather die than be friends with a Muslim", "I would never rent to a Mexican".
    id: "identity_shun",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any("rather die than|would never|i d never|will never|won t ever|would rather die than")}${gap(3)} ${SHARE} ${any("a|an|any|those|these")}? ?${any(MEMBERS)}(?! ${any("restaurant|restaurants|food|place|family|friend|friends|guy|man|woman|company|business|bakery|shop|store|dish|dishes|accent|flag|painter|plumber|doctor|lawyer")}\\b)`,
    ),
  },
  {
    // "The best thing for Mexicans is to stay in Mexico".
    id: "identity_stay_out",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `the best thing for ${any(GROUPS)} ${any("is|would be")} to ${any("stay in|stay out|go back|leave|get out|disappear|be deported|stay away|stay where")}`,
    ),
  },
  {
    // "Send them all back on the boats they came in", "ship them back where they came from".
    id: "identity_send_back",
    label: "identity_attack",
    weight: 0.75,
    words: "send ship deport kick boot throw",
    regex: rx(
      `${any("send|ship|deport|kick|boot|throw")} ${THEM}${any(" all")}? ${any("back|out")} ${any("where they came from|to where they came from|to the countries they came from|to the country they came from|to the countries they come from|on the boats|on boats|on the boat|to their country|to their countries|to their own country|to africa|to mexico|to the desert|to their shithole|to the jungle|to their caves|to the third world")}`,
    ),
  },
  {
    // The group named, then sent away: "these illegals, send them all back", "immigrants? deport them all".
    id: "identity_send_back",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any(GROUPS)}${plainGap(4)} ${any("send|ship|deport|kick|boot|throw")} ${THEM}${any(" all")}? ${any("back|out|away")}(?! ${any("to school|to work|home safely|safely|a message|an email|a letter|a card|a gift")}\\b)`,
      `${any(GROUPS)}${plainGap(4)} deport ${THEM}${any(" all")}?(?= ${any("now|today|already|immediately|and|before")}\\b|$)`,
    ),
  },
  {
    // A group's places of worship or gathering attacked: "we should burn their mosques to the ground",
    // "someone needs to shoot up that synagogue" (the intent is required: news reports an attack).
    id: "identity_places_attacked",
    label: "identity_attack",
    weight: 0.8,
    words: "burn bomb torch blow shoot firebomb attack",
    regex: rx(
      `${any("should|must|need to|needs to|have to|has to|let s|lets|gonna|going to|will|ll|want to|wanna|i d love to|ought to")} ${any("burn|bomb|torch|blow up|shoot up|firebomb|attack")}${any(" down")}? ${any("their|the|all the|every|all|those|these|that|this|a|another")} ${any("mosques?|synagogues?|churches|temples?|gurdwaras?|gay bars?|gay clubs?|refugee centers?|refugee centres?|refugee camps?|asylum centers?|asylum centres?|school of theirs|schools of theirs|mosque of theirs")}\\b`,
    ),
  },
  {
    // A slur written as two words (the one-word spelling is in the lexicon).
    id: "slur_phrase",
    label: "identity_attack",
    weight: 0.85,
    words: "ching",
    regex: rx(`ching ${any("chong|chang chong|chang")}`),
  },
  {
    // A region wished flattened: "the middle east would be better off turned into a parking lot", "nuke them
    // into a glass parking lot".
    id: "identity_flattened",
    label: "identity_attack",
    weight: 0.75,
    words: "parking",
    regex: rx(
      `${any("the middle east|gaza|iran|iraq|afghanistan|syria|africa|mexico|palestine|pakistan|their country|their countries|that country|those countries|the arab world|the whole region|that whole region")}${gap(8)} ${any("turn|turned|turning|make|made|bomb|bombed|nuke|nuked|flatten|flattened|glass|glassed")}${gap(3)} into ${any("a|one big|a giant|a big|a huge")} ${any("glass|glowing|radioactive")}? ?parking lot`,
      `${any("bomb|bombed|nuke|nuked|flatten|flattened|glass|glassed")} ${any("them|the whole place|the place|that country|the whole country|the region|the whole region|the middle east|gaza|iran|iraq|afghanistan|syria|palestine")}${gap(2)} into ${any("a|one big|a giant|a big|a huge")} ${any("glass|glowing|radioactive")}? ?parking lot`,
    ),
  },
  {
    // A group kept from power: "if you let women lead, the company will fail", "put Muslims in charge and the
    // country is finished".
    id: "identity_unfit_to_lead",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any("if|once|when")} ${any("you|we|they|u")}? ?${any("let|allow|put|give|elect|hire|vote in")} ${any(GROUPS)}${plainGap(4)} ${any("the|this|our|your|a|any")}? ?${any("company|country|nation|business|team|world|government|economy|society|place|city")}? ?${any("will|would|is going to|ll|is gonna")} ${any("fail|collapse|crumble|fall apart|go bankrupt|be ruined|be destroyed|go to hell|go down the drain|go to shit|burn|be finished|be doomed|be over")}\\b`,
    ),
  },
  {
    // The movement's code words: "white genocide", "they want to replace us" (not the theory named by the news).
    id: "identity_code_words",
    label: "identity_attack",
    weight: 0.7,
    words:
      "replace race traitors mongrelization mongrelisation zog zionist heil sieg goyim gas hitler white existence",
    regex: rx(
      `${any("protect the white race|save the white race|preserve the white race|the white race from extinction|secure the existence of our people|hitler was right|hitler did nothing wrong|hitler should have finished the job|hitler should have finished what he started|finish what hitler started|race traitors|mongrelization|mongrelisation|zog|zionist occupied government|sieg heil|heil hitler|race war now|the goyim know|gas the jews|gas the kikes")}`,
      `${any("want to|wants to|trying to|try to|plan to|plans to|are going to|intend to|are here to")} replace ${any("us|white people|whites|europeans|americans|white americans|the white race|our people|our race")}${any(" with")}`,
    ),
  },
  {
    // "White genocide", "white power" alone: weak (a movement's names and slogans, which one source of posts
    // labels as hate only beside other words).
    id: "identity_code_words_weak",
    label: "identity_attack",
    weight: 0.4,
    words: "genocide mixing power rahowa",
    regex: rx(
      `${any("white genocide|race mixing|white power|rahowa")}(?! ${any("conspiracy|theory|myth|claim|narrative|trope|rhetoric|meme")}\\b)`,
    ),
  },
  {
    // "We need to cleanse our nation of these invaders".
    id: "identity_cleanse",
    label: "identity_attack",
    weight: 0.85,
    words: "cleanse purge rid clean free",
    regex: rx(
      `${any("cleanse|purge|rid|clean|free")} ${any("our|the|this")} ${any("nation|country|land|streets|cities|city|race|continent|europe|america|society|gene pool")} of ${any("these|those|the|all|all the|all these")}?${gap(1)} ?${any("invaders|vermin|parasites|filth|scum|migrants|immigrants|foreigners|muslims|jews|blacks|subhumans|degenerates|rats|cockroaches|gays|queers|trannies|gypsies|illegals|mongrels")}`,
    ),
  },
  {
    // "We should bring back lynching", "time for the ovens again".
    id: "identity_atrocity_back",
    label: "identity_attack",
    weight: 0.85,
    words: "lynching lynchings lynch gas ovens segregation slavery jim crow holocaust concentration",
    regex: rx(
      // The subject and modal are part of the match, so "people who say we should bring back…" reads as reported.
      `${any("we |you |they |i |let s |lets ")}?${any("should |must |need to |ought to |want to |d love to |would love to ")}?${any("bring back|time for|we need|need more|need some|miss the days of|the good old days of|reinstate|restart|make")}${any(" the")}? ${any("lynching|lynchings|lynch mobs|gas chambers|ovens|segregation|slavery|jim crow|holocaust|concentration camps")}${any(" again| great again")}?`,
    ),
  },
  {
    // Lynching pictured: "when enough of them are hanging from lampposts", "hang every last one of them from the
    // trees" (not lights or moss "hanging from the trees": a person or group is named before).
    id: "identity_lynching_pictured",
    label: "threat",
    weight: 0.8,
    words: "hanging hang hung swinging swing dangling",
    regex: rx(
      `${any(`${THEM}|they|they re|they are|of them|traitors|${GROUPS}`)}${gap(2)} ${any("hanging|hang|hung|swinging|swing|dangling")} from ${any("the |a |every |")}${any("lampposts|lamppost|lamp posts|lamp post|trees|tree|nooses|noose|ropes|gallows|cranes|bridges")}`,
      `hang ${any(`${THEM}|the traitors|traitors|the lot|every one of them`)}${gap(1)} from ${any("the |a |every |")}${any("lampposts|lamppost|lamp posts|lamp post|trees|tree|nearest tree|gallows|cranes|bridges")}`,
    ),
  },
  {
    // A people or a faith called the enemy of a civilisation: "jews as a whole are enemies of christ", "the
    // muslims are the enemy of the west".
    id: "identity_enemy",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any(GROUPS)}${any(" as a whole| as a race| as a people| themselves")}? ${any("are|r|is|re|")} ?${any("the |an |a |")}?enem${any("y|ies")} of ${any("christ|god|the white race|white race|white people|whites|our people|our race|our nation|humanity|mankind|civilization|civilisation|western civilization|western civilisation|the west|america|europe|the people|the state")}`,
    ),
  },
  {
    // A group named as a disease or a problem to be solved: "the LGBT cancer", "the muslim plague", "solve the
    // whole muslim problem" ("the black plague" is the pandemic; a "Jewish genetic disease" is medicine: neither).
    id: "identity_disease",
    label: "identity_attack",
    weight: 0.75,
    words:
      "jewish muslim islamic gay lgbt lgbtq trans immigrant migrant refugee mexican african arab gypsy zionist homosexual tranny",
    regex: rx(
      `${any("the|this|that|a")} ${any("jewish|muslim|islamic|gay|lgbt|lgbtq|trans|tranny|immigrant|migrant|refugee|mexican|african|arab|gypsy|zionist|homosexual")} ${any("cancer|plague|infestation|scourge|vermin|parasites|parasite|filth|menace")}`,
      `${any("solve|solving|solution to|final solution to|deal with|get rid of|take care of")} the${any(" whole| entire")}? ${any("jewish|muslim|islamic|black|gay|lgbt|trans|immigrant|migrant|refugee|mexican|african|arab|gypsy|negro")} ${any("problem|question|issue")}`,
    ),
  },
  {
    // "People with Down syndrome should not be born", "autistic kids shouldn't exist".
    id: "identity_not_born",
    label: "identity_attack",
    weight: 0.8,
    words:
      "syndrome disabilities disability autism autistic disabled retarded handicapped cripples gays gay trans",
    regex: rx(
      `${any("down syndrome|disabilities|disability|autism|autistic kids|autistic children|autistic people|disabled people|disabled kids|disabled children|retarded people|retarded kids|handicapped people|cripples|gays|gay people|trans people|trans kids")}${plainGap(1)} ${any("should not|shouldn t|should never|don t deserve to|do not deserve to|must not")} ${any("be born|exist|breed|reproduce|have children|have kids|be alive|be allowed to live")}`,
    ),
  },
  {
    // "If my son turned out gay I'd disown him".
    id: "identity_disown",
    label: "identity_attack",
    weight: 0.75,
    words: "disown kill beat throw kick",
    regex: rx(
      `if ${any("my son|my daughter|my kid|my child|my brother|my sister|my boy|my girl")}${gap(3)} ${any("gay|lesbian|trans|queer|bisexual|a muslim|black|a dyke|a fag|a faggot|a tranny")}${gap(3)} ${any("disown|kill|beat|throw|kick")} ${any("him|her|them|it")}`,
    ),
  },
  {
    // A people said to breed or swarm like animals, or to rape and loot its way in: "they keep dropping
    // litters", "breeding like rabbits", "murdering their way through the country", "non-white hordes", "the
    // parasites should go back", "the media are dominated by Jews".
    id: "identity_swarm",
    label: "identity_attack",
    weight: 0.7,
    words:
      "litters litter breed breeding breeds raping murdering looting killing hordes hoards swarms invaders parasites dominated controlled owned",
    regex: rx(
      `${any("they|these|those|who|hordes|hoards|people|immigrants|migrants|refugees|women|muslims|mexicans|africans|blacks|illegals")}${gap(4)} ${any("dropping|drop|pumping out|squeezing out|popping out|spitting out")} ${any("litters|litter")}|${any("breed|breeding|breeds")} like ${any("rats|rabbits|cockroaches|animals|flies|roaches|vermin|insects")}|${any("raping|murdering|looting|killing")} their way ${any("across|through|into|around")}|non ?white ${any("hordes|hoards|swarms|invaders|masses")}|the parasites${gap(3)} ${any("go home|go back|get out|leave|be deported")}|${any("dominated|controlled|owned")} by ${any("the jews|jews|jewish people|the zionists|zionists")}`,
    ),
  },
  {
    // "A woman's place is under her husband", "a woman's place is in the kitchen".
    id: "identity_womans_place",
    label: "identity_attack",
    weight: 0.7,
    words: "place",
    regex: rx(
      `${any("a woman s|a womans|a women s|women s|womens|a wife s|a girl s")} place is ${any("in the kitchen|in the home|at home|under|behind|beneath|on her knees|barefoot|in the bedroom|serving")}`,
    ),
  },
];

/** The implicit-hate patterns; none counts where the words before report or deny it ("people who say …"). */
export const IMPLICIT_HATE_PATTERNS: readonly ToxicPattern[] = PATTERNS.map((pattern) => ({
  ...pattern,
  negated: (s: string, start: number) => reportedBefore(s, start),
}));
