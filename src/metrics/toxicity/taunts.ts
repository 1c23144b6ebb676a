/**
 * Taunts and casual contempt, the shapes of comment sections and chat that carry no slur and no listed insult
 * word: "yo mama so fat…", "are you stupid?", "the dumbest take I've ever read", "get cancer", "go choke on…",
 * "that's so retarded", "these hoes", "they're all criminals", "if you're poor it's because you're lazy".
 * Written from what public toxicity sets label toxic (not copied from them); each pattern was checked against
 * every clean training text and the clean look-alikes of `test/src/metrics/toxicity/taunts.test.ts`.
 */

import { any, rx } from "../text/phrase.js";
import { plainGap, reportedBefore, type ToxicPattern, unlessReported } from "./sentences.js";

/** What a generalisation says "they all" are: names for people, enough alone. */
const ALL_ARE_NOUNS =
  "liars|thieves|criminals|crooks|rapists|terrorists|animals|savages|parasites|leeches|scum|trash|garbage|vermin|pigs|subhuman|inbred|retarded|idiots|morons";
/** …and traits, weak alone ("they're all lazy on Sunday mornings", of someone's cats). */
const ALL_ARE_TRAITS = "lazy|dirty|filthy|violent|stupid|corrupt|evil";
const ALL_ARE = `${ALL_ARE_NOUNS}|${ALL_ARE_TRAITS}`;
/** "They're all …": "they are all criminals". */
const THEY_ALL = `${any("they re|they are|theyre|they r")} all${any(" just| a bunch of| nothing but")}?`;
/** Who "if you're …" singles out. */
const IF_YOU_RE = any(
  "poor|fat|old|black|gay|trans|disabled|muslim|jewish|woman|girl|immigrant|refugee|foreigner|mexican|asian|arab|african|indian|latino|latina|hispanic|homeless|autistic|lesbian|unemployed|on welfare",
);

const PATTERNS: readonly ToxicPattern[] = [
  {
    // "Yo mama so fat she needs her own zip code."
    id: "yo_mama",
    label: "insult",
    weight: 0.6,
    words: "mama momma mamma mom",
    regex: rx(
      `${any("yo mama|yo momma|yo mamma|yo mom|your mama|your momma|ur mom|ur mama")} ${any("so|is so|s so")} ${any("fat|ugly|stupid|dumb|poor|old|hairy|nasty|lazy|broke")}`,
    ),
  },
  {
    // "Are you stupid?", "are you retarded or something": a question that is an insult.
    id: "are_you_stupid",
    label: "insult",
    weight: 0.6,
    words: "stupid dumb retarded idiot moron brain braindead mentally",
    regex: rx(
      `${any("are you|are u|r u|r you|you re|youre")}${any(" really| just| fucking| actually")}? ${any("stupid|dumb|retarded|an idiot|a moron|brain dead|braindead|mentally challenged|mentally retarded")} ${any("or something|or what|or just|or are you|lol|lmao")}`,
      `^${any("are you|are u|r u")}${any(" really| just| fucking| actually")}? ${any("stupid|dumb|retarded|an idiot|a moron|brain dead|braindead")}$`,
    ),
  },
  {
    // "This is the dumbest take I've ever read."
    id: "dumbest_ever",
    label: "insult",
    weight: 0.55,
    words: "dumbest stupidest idiotic moronic retarded",
    regex: rx(
      `the ${any("dumbest|stupidest|most idiotic|most moronic|most retarded")} ${any("take|takes|comment|comments|thing|shit|idea|argument|post|opinion|person|people|article|reply|response|question")}${plainGap(1)} ${any("i ve ever|i have ever|ive ever|i ve|i have|ever")}`,
    ),
  },
  {
    // "Get cancer.", "go get hit by a bus": a curse said as an order.
    id: "curse_get",
    label: "threat",
    weight: 0.75,
    words: "cancer aids ebola hit run",
    regex: rx(
      `${any("^|go |just |hope you |hope u |hope ya |may you |you should |u should |pls |please ")}get ${any("cancer|aids|ebola|hit by a car|hit by a bus|hit by a truck|hit by a train|run over")}`,
    ),
  },
  {
    // "He looks like a pedophile": an accusation said as a look.
    id: "looks_like",
    label: "insult",
    weight: 0.55,
    words: "pedophile paedophile pedo rapist molester retard crackhead junkie",
    regex: rx(
      `${any("looks like|look like|sounds like|acts like|you look like|he looks like|she looks like")} ${any("a|an|some")}${any(" fucking| total| complete")}? ${any("pedophile|paedophile|pedo|rapist|child molester|retard|crackhead|junkie")}`,
    ),
  },
  {
    // "Go choke on a bag of dicks", "go suck a…".
    id: "curse_go",
    label: "insult",
    weight: 0.7,
    words: "choke suck",
    regex: rx(`${any("go choke on|choke on a bag of|go suck a|go suck on|go suck my|suck a bag of")}`),
  },
  {
    // "That's so retarded", "that's so gay": a group's name as the word for "bad".
    id: "slur_as_bad",
    label: "identity_attack",
    weight: 0.6,
    words: "retarded retard gay autistic spastic spaz",
    regex: rx(
      `${any("that s|thats|that is|this is|it s|its|you re|youre|ur|you are")} ${any("so|really|fucking|totally|pretty|such a|such|literally")} ${any("retarded|retard|gay|autistic|spastic|spaz")}(?! ${any("friendly|bar|bars|club|clubs|couple|couples|marriage|pride|rights|community|men|women|people|person|man|woman|character|characters|representation|icon|anthem|kids|son|daughter|friend|friends")}\\b)`,
    ),
  },
  {
    // "These hoes ain't loyal", "bitches and hoes" (not the garden tool: "a hoe and a rake").
    id: "hoes",
    label: "insult",
    weight: 0.6,
    words: "hoes hoe thots thot",
    regex: rx(
      `${any("these|those|them|dem|all|some|stupid|dirty|fucking|lil|silly|bad|ratchet|bitches and|bitches n|and")} ${any("hoes|thots")}(?! ${any("and rakes|and shovels|and spades")}\\b)`,
      `${any("you|ur|u|she s|shes|she is|your mom s|your mom is|ya|slap that|smack that|that dumb|this dumb|that stupid")}${any(" a| such a| just a| nothing but a| dirty| fucking")}? ${any("hoe|thot")}\\b`,
    ),
  },
  {
    // "They're all criminals": a generalisation about a group.
    id: "they_are_all",
    label: "identity_attack",
    weight: 0.55,
    words: ALL_ARE_NOUNS.replaceAll("|", " "),
    regex: rx(`${THEY_ALL} ${any(ALL_ARE_NOUNS)}`),
  },
  {
    // "They're all lazy": weak alone.
    id: "they_are_all_trait",
    label: "identity_attack",
    weight: 0.45,
    words: ALL_ARE_TRAITS.replaceAll("|", " "),
    regex: rx(`${THEY_ALL} ${any(ALL_ARE_TRAITS)}`),
  },
  {
    // Rape wished, relished or licensed: "I love to rape girls", "you can rape the little girls", "should be
    // raped", "I would rape your mum". The word alone is weak: news, survivors and debates name it.
    id: "rape_endorsed",
    label: "threat",
    weight: 0.75,
    negated: (s, start) => reportedBefore(s, start),
    words: "rape raped raping rapes",
    regex: rx(
      `${any("love to|like to|want to|wanna|gonna|going to|would|will|ll|d|can|could|should|deserve to|deserves to|needs to|need to|ought to|hope to|get to|allowed to|okay to|ok to|fine to|right to")}${any(" just| totally| go")}? ${any("rape|gang rape")}`,
      `${any("should|deserves to|deserve to|needs to|need to|ought to|hope she|hope he|hope they|hope you|wish she|wish they|wish you")}${any(" all| just")}? ${any("be|get|gets")} ${any("raped|gang raped")}`,
      `${any("rape|raping")} ${any("you|ur|your|his|her|them|their|yo")} ${any("mum|mom|mother|sister|wife|daughter|kids|ass|girlfriend")}`,
    ),
  },
  {
    // "If you're poor it's because you're lazy", "if you're fat you're just lazy".
    id: "if_you_are_then",
    label: "identity_attack",
    weight: 0.7,
    words: ALL_ARE.replaceAll("|", " "),
    regex: rx(
      `if you re${any(" a| an")}? ${IF_YOU_RE}${plainGap(4)} ${any("you re|you are|ur")}${any(" just| simply| probably| obviously")}? ${any(ALL_ARE)}`,
    ),
  },
];

export const TAUNT_PATTERNS: readonly ToxicPattern[] = unlessReported(PATTERNS);
