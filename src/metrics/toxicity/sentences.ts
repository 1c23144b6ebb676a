/**
 * Sentence patterns for what single words miss: threats, insults aimed at the reader, and attacks on a
 * group. Written against the skeleton (lower-case letters and single spaces); gaps are bounded.
 */

import { any, gap, rx } from "../text/phrase.js";
import type { ToxicityLabel } from "./lexicon.js";

/**
 * What makes "coming for you" or "come to your house" a visit, not a threat: a lift, a meal, help, within three
 * words ("I'm coming for you at 5 to pick you up", "I'll come to your house for dinner").
 */
const FRIENDLY_VISIT = `(?!(?: [a-z]+){0,3} (?:to pick you up|pick you up|to give you a ride|give you a ride|to drive you|to take you|for dinner|for lunch|for breakfast|for coffee|for a coffee|for a drink|for the party|for a visit|to visit|to help|and help|to fix|to drop off|to deliver|to install|to repair|with the car|in the car|at the airport|at the station)\\b)`;

export interface ToxicPattern {
  id: string;
  label: ToxicityLabel;
  weight: number;
  regex: RegExp;
  /** Every match names a group as a whole word of `GROUP_WORDS`: a text without one skips the pattern. */
  group?: true;
  /**
   * Words (of three letters or more, space-separated) one of which every match contains as a whole word: a
   * text without any skips the pattern (checked by a test on every hand-written text).
   */
  words?: string;
  /**
   * A match does not count when `negated(skeleton, start, end)` says the words around it deny or report it
   * ("nunca dije que …", "ich hasse … nicht").
   */
  negated?: (s: string, start: number, end: number) => boolean;
}

const HARM =
  "kill|murder|hurt|stab|end|shoot|strangle|choke|punch|slap|rape|torture|behead|bomb|gut|maim|beat up|find and kill|hunt down";
export const GROUPS =
  "muslims?|jews?|jewish people|christians?|hindus?|sikhs?|blacks?|black people|whites?|white people|asians?|chinese|mexicans?|latinos?|hispanics?|arabs?|immigrants?|refugees?|foreigners|gays?|gay people|gay men|gay women|gay couples|same sex couples|lesbian couples|trans women|trans men|black men|black women|muslim women|lesbians?|trans people|transgender people|queers?|homosexuals?|women|females|girls|feminists|disabled people|autistic people|africans?|indians?|gypsies|roma|catholics|atheists|chinese people|indian people|arab people|mexican people|asian people|african people|muslim people|muslim men|arab men|native americans|indigenous people|migrants|illegals|illegal immigrants|illegal aliens|fat people|obese people|mentally ill people|handicapped people|retarded people|lgbt people|lgbtq people|lgbt|lgbtq|transgenders|transsexuals|bisexuals?|nonbinary people|pakistanis?|somalis?|nigerians?|palestinians?|israelis?|homeless people|elderly|seniors|boomers|disabled|liberals|conservatives|leftists|lefties|libtards|democrats|republicans|trump supporters|maga supporters|progressives|autistic kids|autistic children|disabled kids|disabled children|wheelchair users|blind people|deaf people";
/** One member of a group, for threats against "the next woman I see", "a gay person like you". */
export const GROUP_MEMBER =
  "woman|female|girl|muslim|jew|christian|hindu|sikh|black person|black man|black woman|white person|asian|mexican|immigrant|refugee|foreigner|gay person|gay man|lesbian|trans person|transgender person|homosexual|disabled person|arab|african|gypsy";
/**
 * The speaker's intent to act ("I'll", "I'm going to", "we should", "someone should"), with the adverbs people
 * put inside it ("I really am just going to", "we will keep").
 */
const ADVERBS = any(
  " really| just| truly| seriously| definitely| honestly| actually| totally| personally| finally",
);
const INTENT = any(
  `i ll|i will|im going to|i m going to|i am going to|im gonna|i m gonna|i am gonna|gonna|we will|we ll|we are going to|we re going to|we should|someone should|i want to|i wanna|let s|lets|i would love to|i d love to|we must|we need to|${any("i|we")}${ADVERBS}{0,2} ${any(`${any("am|m|are|re")}${ADVERBS}{0,2} ${any("going to|gonna|about to")}|${any("will|ll")}${ADVERBS}{0,2}`)}|${any("i|we")} ${any("will|ll|are going to|re going to|am going to|m going to")} keep`,
);
/** What may stand between a violent verb and the group it targets ("stab an immigrant", "murder that woman"). */
const TARGET_DETERMINERS = `(?: ${any("all|every|the next|any|those|these|that|this|a|an|the|some|more|all the|all of the|every single|all those|all these|each|another|you")})?`;
/** Harm done to a group: the violent verbs of threats and calls to violence. */
const GROUP_HARM =
  "kill|murder|shoot|stab|hang|lynch|drown|slaughter|eradicate|exterminate|execute|torture|gas|burn|behead|rape|massacre|wipe out|get rid of|strangle|poison|bomb|hurt|harm|attacking|killing|hurting|hunting|beating|shooting|hunt down|beat up";
/**
 * What may follow a group named as the target of hate: the end of the text or a function word. Not another
 * noun, so the group word is not a modifier ("shoot a Muslim wedding", "eradicate the Asian hornet",
 * "can't stand Mexican food").
 */
export const GROUP_END = `(?= ${any(
  "like|who|that|in|on|at|with|and|or|for|from|because|i|we|you|once|forever|now|today|tomorrow|tonight|here|there|out|off|without|until|if|when|before|after|as|to|so|all|of|is|are|will|they|this|these|those|anymore|ever|again|too|first|next|around|should|must|need|deserve|send|ship|deport|go|get|were|ruin|ruining",
)}\\b|$)`;
/** Pests, germs, their poisons and a game's foes: what "kill them all" is ordinarily said of. */
const PEST_WORDS =
  "antibiotics?|medicine|spray|pesticides?|insecticides?|poison|bleach|vinegar|treatment|chemo|fungicide|herbicide|bacteria|germs|viruses|bugs|weeds|pests|ants|mosquitoes|mosquitos|lice|roaches|cockroaches|termites|fleas|ticks|mice|zombies|monsters|aliens|enemies|mobs|bosses|level|game|orcs|goblins|demons";
/** Up to `n` words, none of them one of `words`. */
const gapWithout = (words: string, n: number) => `(?: (?!${any(words)}\\b)[a-z]+){0,${n}}`;
const NEGATIONS = "not|no|never|don|doesn|didn|won|t";
/** Up to `n` words, none of them a negation ("you are not an idiot", "I hope you never die"). */
const unnegatedGap = (n: number) => gapWithout(NEGATIONS, n);
/** Up to `n` words, none of them a negation or a relative pronoun ("I hope refugees don't die", "the Jews who were killed"). */
export const plainGap = (n: number) => gapWithout(`${NEGATIONS}|who|that|which`, n);
/** Determiners and intensifiers between a verb and the group it targets ("loathe all these women"). */
const DETERMINERS = `(?: ${any("all|these|those|you|most|the|such|every|any|fucking|filthy|dirty|of")}){0,2}`;
/** "die", not of a cause or in a manner ("should die of old age", "die peacefully"). */
const DIE = `die(?! ${any("of|from|with|peacefully|happy|old|at home|naturally|in peace|young")}\\b)`;
/** The words a group's name starts with (`GROUPS`, `GROUP_MEMBER`), for the `group` gate. */
export const GROUP_WORDS: ReadonlySet<string> = new Set(
  `${GROUPS}|${GROUP_MEMBER}`.split("|").flatMap((name) => {
    const first = name.split(" ")[0]!;
    return first.endsWith("?") ? [first.slice(0, -2), first.slice(0, -1)] : [first];
  }),
);
/** Traits a derogation ascribes to a group ("typical of them to be lazy"). */
const NEGATIVE_TRAITS =
  "stupid|dumb|ignorant|lazy|violent|cruel|filthy|dirty|disgusting|primitive|uncivilised|uncivilized|greedy|dishonest|ungrateful|evil|useless|worthless|pathetic|brainless|inferior|vile|repulsive|despicable|sickening|revolting|savage|barbaric|criminal|untrustworthy|treacherous|parasitic|subhuman";
/** What a group is called through a pronoun ("they are just parasites"): the unambiguous part of `DEHUMANISING`. */
const VERMIN =
  "vermin|rats|cockroaches|parasites|subhuman|sub human|savages|filth|scum|disgusting|repulsive|repugnant|revolting|vile|human garbage|human trash|garbage|trash|animals|lesser beings|inferior|worthless|a disease|a plague|a cancer|pests|worms|lice|abominations|degenerates|pigs|apes|monkeys|a waste of space";
export const DEHUMANISING =
  "repulsive|despicable|sickening|revolting|vile|repugnant|lesser beings|lesser humans|the worst|the absolute worst|refuse|barbaric|barbarians|uncivilised|uncivilized|primitive|brainless|stupidest|dumbest|dishonest|a threat|a danger|a menace|a burden|a blight|pests|worms|lice|beasts|freaks|perverts|degenerates|abominations|a disgrace|an abomination|mentally ill|sick in the head|animals|vermin|rats|cockroaches|parasites|subhuman|sub human|savages|filth|scum|disgusting|inferior|a disease|a plague|a cancer|trash|garbage|evil|terrorists|criminals|rapists|pigs|apes|monkeys|dogs|stupid|worthless|less than human|inbred|inbred hicks|hicks|rednecks|snowflakes|sheep|sheeple|brainwashed|brain dead|braindead|morons|idiots|retards|clowns|losers|useless eaters|leeches|not human";
const INSULT_NOUN =
  "traitor|sellout|sociopath|psychopath|lunatic|nutcase|wacko|scum of the earth|hick|redneck|hillbilly|white trash|trailer trash|idiot|moron|imbecile|loser|failure|disgrace|embarrassment|disappointment|joke|fraud|buffoon|ignoramus|hypocrite|charlatan|liar|troll|waste of space|waste of oxygen|piece of shit|piece of garbage|piece of trash|nobody|pig|clown|retard|bitch|cunt|whore|slut|bastard|asshole|jerk|freak|creep|parasite|coward|scum|trash|garbage|dumbass|dickhead|prick|twat|wanker|fool|dummy|donkey|cow";
const DIRECT_INSULT =
  "hick|hicks|redneck|rednecks|hillbilly|hillbillies|white trash|trailer trash|inbred|inbreds|basement dweller|neckbeard|incel|idiot|idiots|moron|morons|imbecile|loser|losers|pig|clown|retard|bitch|cunt|whore|slut|bastard|asshole|jerk|parasite|coward|scum|dumbass|dickhead|prick|twat|wanker|fool|dummy|piece of shit|piece of trash";
/** An object pronoun after an insult noun makes it a verb of the same spelling ("you prick us", "you fool them"). */
const NOT_A_VERB = `(?! ${any("us|me|him|her|them|it")}\\b)`;
/** Up to one word that does not praise ("you're such a good troll" is a compliment). */
const PLAIN_OR_HARSH_WORD = `(?: (?!${any("good|great|nice|funny|best|brilliant|talented|amazing|awesome|excellent|wonderful|lovely|cute|clever|fine")}\\b)[a-z]+)?`;
const INSULT_ADJ_EXTRA = "dumbest|stupidest|ugliest|worst|moronic|braindead|brain dead|";
const INSULT_ADJ_BASE =
  "stupid|dumb|pathetic|worthless|useless|ugly|disgusting|fat|retarded|inbred|brainless|clueless|incompetent|hopeless|miserable|repulsive|vile|gross|dense|thick|ignorant|insufferable|annoying|illiterate|delusional|spineless|gutless|dimwitted|halfwitted|unhinged";

/**
 * Someone else's words, or words denied, just before a group attack ("people saying …", "stop saying that …",
 * "I never said …"): counter-speech reports them. The speaker's own "I'm saying …" is not in it.
 */
const REPORTED_EN =
  /(?:^(?:do|does|are|is)|\bis it (?:true|a fact|right|fair to say|correct)|\bdo you (?:think|believe|agree)|\bwould you say)(?: that)? ?$|\b(?:threaten(?:s|ing|ed)? to|threats? to|(?:people|someone|somebody|they|others|anyone|those|you|he|she|folks|men|guys|crowds?|soldiers|protesters|marchers|demonstrators|rioters|fans|supporters|mobs?|nazis|skinheads|students)(?: [a-z]+){0,3} (?:saying|say|says|said|claim|claims|claiming|think|thinks|believe|believes|write|writes|wrote|tweet|tweets|post|posts|call|calls|calling|chant|chants|chanting|chanted|shout|shouts|shouting|shouted|yell|yells|yelling|yelled)|stop (?:saying|calling|writing|pretending)|(?<!\bi m |\bi am |\bim |\bjust |\bi m just )\bsaying|(?:for|about|by|from|of) (?:saying|writing|claiming|tweeting|posting)|(?:myth|stereotype|lie|misconception|falsehood|trope|notion|claim|belief|assumption|idea|prejudice)s? that|(?:not true|untrue|false|wrong|racist|sexist|bigoted|offensive|ignorant|hateful|ridiculous|absurd|harmful)(?: to (?:say|think|claim|believe|assume|suggest))? that|(?:never|didn t|did not|don t|do not|not) (?:said|say|saying|write|wrote|claim|claimed|think))(?: that| them| us| me)?(?: [a-z]+){0,1} ?$/;

/** Whether the words before a group attack at `start` in the skeleton `s` report or deny it (`REPORTED_EN`). */
export function reportedBefore(s: string, start: number): boolean {
  return REPORTED_EN.test(s.slice(Math.max(0, start - 50), start));
}

const PATTERNS: readonly ToxicPattern[] = [
  {
    id: "threat_wish",
    label: "threat",
    weight: 0.8,
    regex: rx(
      `${any("hope|wish|love to see|want to see|would like to see|pray|can t wait to see|cant wait to see")}${gap(1)} ${any("you|u|he|she|they|your|your family|your kids|all of you")}${unnegatedGap(2)} ${any("die|dies|dead|get hit|gets hit|get cancer|gets cancer|burn|burns|burn down|burns down|suffer|rot|get raped|get shot|get killed|drown|drowns|blows up|explodes|gets robbed|get robbed|crashes")}`,
    ),
  },
  {
    // "Your mother should have aborted you", "I wish you had never been born".
    id: "insult_unborn",
    label: "insult",
    weight: 0.8,
    words: "aborted swallowed abortion condom born",
    regex: rx(
      `${any("your mother|your mom|your mum|your parents|your dad|your father")} should have ${any("aborted you|swallowed you|had an abortion|used a condom")}|${any("wish|hope")} you ${any("were|had|had never|were never")} ${any("never been born|been aborted|never born")}`,
    ),
  },
  {
    // "You deserve to be raped", "you deserve to die".
    id: "threat_deserve",
    label: "threat",
    weight: 0.85,
    words: "deserve deserves deserved",
    regex: rx(
      `${any("you|u|you all|all of you|you people|your family|your kids|your children|your mother|your mom|your wife|you and your family")} ${any("deserve|deserves|deserved")} to ${any("be raped|get raped|die|be killed|get killed|be shot|get shot|be beaten|get beaten|burn|be tortured|be hanged|be lynched|rot|suffer")}`,
    ),
  },
  {
    // Curses and threats said as idioms: "may you and your children get cancer", "I will break every bone in
    // your body", "you should be wiped off the face of the earth", "the only good cop is a dead cop", "should
    // just hurry up and die", "you should just end it all".
    id: "threat_idiom",
    label: "threat",
    weight: 0.8,
    words: "may bone bones wiped wipe wiping only hurry end yourself life lives regret care notice cry mind",
    regex: rx(
      `may ${any("you|u|he|she|they|your family|all of you")}(?: and your ${any("children|kids|family|mother|mom|wife|husband|loved ones")})? ${any("die|rot|burn|suffer|get cancer|choke|drown|burn in hell|rot in hell|never wake up")}`,
      `break every bone in ${any("your|his|her|their|ur")} body`,
      `${any("should|must|deserve to|deserves to|needs to|need to|ought to")} be wiped off the face of the ${any("earth|planet")}|${any("wipe|wiping")} ${any("you|u|them|him|her|your family|your kind|you people|all of you")} off the face of the ${any("earth|planet")}`,
      `the only good [a-z]+(?: [a-z]+)? ${any("is a dead|are dead|is dead|is one that s dead")}`,
      `${any("should|need to|needs to|ought to|gotta|can")}${any(" just| all")}{0,2} hurry up and ${any("die|drop dead|kill yourself|kill themselves")}`,
      `${any("you|u|ya")} ${any("should|need to|ought to|might as well")}${any(" just| honestly| really| seriously")}{0,2} ${any("end it all|end your life|end yourself|off yourself|top yourself")}`,
      `${INTENT}${plainGap(1)} make ${any("your|ur|his|her|their")} ${any("life|lives")} ${any("a living hell|hell|a nightmare|miserable")}`,
      `${any("you ll|you will|youll|u ll|you re going to|you are going to")} regret the day ${any("you|u")} ${any("crossed|met|messed|were born|fucked|screwed")}`,
      `${any("nobody|no one|noone")} would ${any("care|notice|cry|mind")} if ${any("you|u")} ${any("died|disappeared|were gone|were dead|killed yourself|vanished|dropped dead")}`,
    ),
  },
  {
    // Insults said as idioms: "you're the reason your parents drink", "you're wasting oxygen", "your opinion is
    // trash and so are you".
    id: "insult_idiom",
    label: "insult",
    weight: 0.7,
    words: "reason wasting waste oxygen",
    regex: rx(
      `${any("you re|you are|youre|ur")} the reason ${any("your parents|your dad|your mom|your mum|your mother|your father|your family")} ${any("drink|drinks|divorced|left|cry|cries|hate you|are ashamed")}`,
      `${any("you re|you are|youre|ur|stop")} ${any("wasting|a waste of")} ${any("oxygen|good oxygen|air|skin")}`,
    ),
  },
  {
    id: "insult_idiom",
    label: "insult",
    weight: 0.7,
    words: "trash garbage stupid worthless pathetic dumb idiotic disgusting ugly useless joke disgrace",
    regex: rx(
      `${any("trash|garbage|stupid|worthless|pathetic|dumb|idiotic|disgusting|ugly|useless|a joke|a disgrace")} and so ${any("are you|is he|is she|are they")}`,
    ),
  },
  {
    // "I'll dox you and post your address everywhere."
    id: "threat_dox",
    label: "threat",
    weight: 0.8,
    words: "dox doxx swat everywhere online internet",
    regex: rx(
      `${INTENT}${plainGap(1)} ${any("dox|doxx|swat")} ${any("you|u|him|her|them|your family")}`,
      `${INTENT}${plainGap(1)} ${any("post|publish|leak|share|spread")} your ${any("home address|address|phone number|location")} ${any("everywhere|online|on the internet")}`,
    ),
  },
  {
    // "Imagine being this ugly", "imagine being so stupid".
    id: "insult_imagine",
    label: "insult",
    weight: 0.6,
    words: "imagine",
    regex: rx(
      `imagine being ${any("this|that|so|as")} ${any(`${INSULT_ADJ_BASE}|braindead|brain dead|ugly|fat`)}`,
    ),
  },
  {
    // "Stop being such a pussy", "don't be a pussy" (not "a pussy cat").
    id: "insult_coward",
    label: "insult",
    weight: 0.6,
    words: "pussy pussies",
    regex: rx(
      `${any("such a|you|being a|don t be a|dont be a|stop being a|what a|you re a|you are a|bunch of")} ${any("pussy|pussies")}(?! ${any("cat|cats|willow|willows|galore")}\\b)`,
    ),
  },
  {
    // "Send me a picture of your tits."
    id: "sexual_request",
    label: "sexual",
    weight: 0.75,
    words: "tits boobs breasts nipples pussy dick cock ass",
    regex: rx(
      `${any("send|show|give|post")} ${any("me|us")}${gap(3)} ${any("picture|pictures|pic|pics|photo|photos|video|videos|selfie|selfies")} of ${any("your|ur")} ${any("tits|boobs|breasts|nipples|pussy|dick|cock|ass")}`,
    ),
  },
  {
    // "Come sit on my lap, sweetie."
    id: "sexual_request",
    label: "sexual",
    weight: 0.75,
    words: "lap face",
    regex: rx(`${any("come|go|now")} sit on my ${any("lap|face")}`),
  },
  {
    // The assistant itself insulted: "this bot is trash", "useless piece of junk".
    id: "insult_bot",
    label: "insult",
    weight: 0.55,
    words: "trash garbage stupid dumb worthless pathetic shit crap junk retarded braindead brain",
    regex: rx(
      `${any("this|that|the|you|ur|your|stupid|dumb")} ${any("bot|chatbot|ai|assistant|program|machine")} ${any("is|s")}${any(" such| so| a| total| complete| absolute| utter| fucking")}{0,2} ${any("trash|garbage|stupid|dumb|worthless|pathetic|shit|crap|junk|retarded|braindead|brain dead")}`,
      `${any("useless|worthless|stupid|dumb|pathetic|fucking|broken")} piece of ${any("junk|crap|shit|garbage|trash")}`,
    ),
  },
  {
    // Explicit sexual requests: "describe how you would have sex with me", "write a graphic sex scene", "send me
    // pics of naked women".
    id: "sexual_request",
    label: "sexual",
    weight: 0.75,
    words: "sex sexual naked nude nudes topless porn explicit graphic erotic hook fuck",
    regex: rx(
      `${any("have sex with|hook up with|fuck")} me`,
      `${any("write|describe|tell|give|show|send|create|generate|make|roleplay")}${gap(3)} ${any("explicit|graphic|erotic|pornographic|nsfw|x rated|hardcore|dirty")} ${any("sex|sexual|porn|erotic")} ${any("scene|scenes|story|stories|detail|details|act|acts|fantasy|fantasies|roleplay|role play|chat")}`,
      `${any("describe|write|tell|show")}${gap(2)} ${any("in explicit detail|in graphic detail")}${gap(3)} ${any("sex|sexual")}|${any("describe|write|tell|show")}${gap(2)} ${any("sex|sexual")}${gap(5)} ${any("in explicit detail|in graphic detail")}`,
      `${any("pics|pictures|photos|images|videos|vids|nudes")} of ${any("naked|nude|topless")} ${any("women|girls|men|boys|people|chicks|babes|teens|ladies|guys|kids|children|minors")}`,
    ),
  },
  {
    // Said of anyone, in comments: "you must be retarded", "a corrupt weasel", "the only thing you're good for is…",
    // "spoiled brats who need a good beating".
    id: "insult_comment",
    label: "insult",
    weight: 0.7,
    words:
      "retarded stupid idiot moron brain braindead insane mental messed sick deranged delusional dumb weasel weasels rat rats snake snakes scumbag scumbags crook crooks worm worms coward cowards beating slap kicking smack thrashing whipping",
    regex: rx(
      `you ${any("must be|have to be|gotta be|are clearly|re clearly|are obviously|re obviously|are seriously|re seriously|are truly|re truly")} ${any("retarded|stupid|an idiot|a moron|brain dead|braindead|insane|mental|messed up in the head|sick in the head|deranged|delusional|dumb")}`,
      `${any("corrupt|lying|slimy|sleazy|dirty|spineless|gutless|two faced|sneaky")} ${any("weasel|weasels|rat|rats|snake|snakes|scumbag|scumbags|crook|crooks|worm|worms|coward|cowards")}`,
      `${any("brats|kids|people|protesters|thugs|idiots|morons|punks|bastards|he|she|they|you|him|her|them")}${unnegatedGap(3)} ${any("need|needs|deserve|deserves")} a good ${any("beating|slap|kicking|smack|thrashing|whipping")}`,
    ),
  },
  {
    id: "insult_comment",
    label: "insult",
    weight: 0.7,
    words: "only",
    regex: rx(`the only thing ${any("you re|you are|youre|ur|he s|she s|they re|you ll ever be")} good for`),
  },
  {
    // "Were you dropped on your head as a baby?"
    id: "insult_dropped",
    label: "insult",
    weight: 0.7,
    words: "dropped",
    regex: rx(
      `dropped on ${any("your|his|her|their|ur")} head ${any("as a|when you were a|when he was a|when she was a")} ${any("baby|kid|child|toddler|infant")}`,
    ),
  },
  {
    // "Your brain must be the size of a pea", "you pea-brained…", "two brain cells to rub together".
    id: "insult_idiom",
    label: "insult",
    weight: 0.7,
    words:
      "brain brained peabrain peabrained cells rock potato brick doorknob carrot turnip goldfish houseplant toaster snail temperature skin oxygen sperm",
    regex: rx(
      `iq of ${any("a|an")} ${any("rock|potato|brick|doorknob|carrot|turnip|goldfish|houseplant|toaster|snail")}|room temperature iq`,
      `${any("waste of skin|waste of good oxygen|waste of oxygen|waste of sperm")}`,
      `brain${any(" is| must be| was| s")}?(?: about| only)? the size of ${any("a|an")} ${any("pea|peanut|walnut|raisin|grape|pinhead|gnat|ant")}`,
      `${any("pea brain|pea brained|peabrain|peabrained|pea sized brain|walnut sized brain|bird brain|bird brained")}`,
      `${any("two|2|three|3")} brain cells ${any("to rub together|left|between")}`,
    ),
  },
  {
    // Dismissal with mild profanity: "what a bunch of crap", "you're full of crap", "take your crap elsewhere".
    id: "profanity_dismissal",
    label: "profanity",
    weight: 0.5,
    words: "crap",
    regex: rx(
      `${any("full of|bunch of|load of|pile of|piece of|heap of|pack of|your|utter|total|such")} crap`,
    ),
  },
  {
    id: "curse_die",
    label: "threat",
    weight: 0.8,
    regex: rx(
      `${any("eat shit and die|drop dead|go die|just die|die in a fire|rot in hell|burn in hell|go jump off|hope you choke|get cancer and die|get aids and die|go get raped|hope you get raped")}`,
    ),
  },
  {
    id: "identity_belong",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)} ${any("belong|should stay|should be kept|need to stay|must stay")} ${any("in the kitchen|in cages|in zoos|in chains|in their place|at home|in the trash|in prison|in jail|barefoot|in the gutter")}|${any(GROUPS)}${gap(4)} ${any("should|must|need to|ought to")} ${any("all ")}?be ${any("locked up|locked away|put away|rounded up|put in camps|caged|jailed|imprisoned|institutionali[sz]ed")}\\b`,
    ),
  },
  {
    // A class of people insulted ("stupid people", "these pathetic liberals", "brainwashed sheep like you").
    id: "insult_people",
    label: "insult",
    weight: 0.7,
    regex: rx(
      `${any("stupid|stupidest|dumb|dumbest|idiotic|moronic|pathetic|brainless|brain dead|braindead|brainwashed|ignorant|retarded|worthless|disgusting|clueless|deluded|delusional|spineless|gutless|lying|corrupt|filthy|insane|crazy|inbred|spoiled|lazy|primitive|savage|uncivilized|uncivilised|subhuman")} ${any("people|person|persons|folks|voters|residents|members|fans|liberals|libs|conservatives|republicans|democrats|leftists|lefties|righties|trumpers|progressives|socialists|sheep|men|women|guys|kids|americans|canadians|politicians|hillbillies|rednecks|hippies|snowflakes|fools|losers|clowns|idiots|morons|bigots|hypocrites|trolls|commenters|posters|sheeple|mods|moderators|admins")}\\b`,
    ),
  },
  {
    id: "insult_third_person",
    label: "insult",
    weight: 0.7,
    regex: rx(
      `${any("he|she|they|this guy|that guy|your mom|your mother|your father|your dad|your sister|your wife|ur mom")} ${any("is|are|s|re")} ${any("a|an|such a|such an|the|a total|a complete|a fucking|an absolute|so")}?${gap(1)} ?${any(`${DIRECT_INSULT}|whore|slut|skank|dickhead|dumbest|stupidest|retarded`)}`,
      `${any("he|she|this guy|that guy|you|u|this dude|that dude")} ${any("is|s|re|are")} ${any("a total|a complete|such a|an absolute|a fucking|a real")} tool\\b`,
    ),
  },
  {
    id: "threat_make_pay",
    label: "threat",
    weight: 0.8,
    regex: rx(
      `${any("make|making")} ${any("you|u|him|her|them")} ${any("pay|suffer|bleed|regret|beg|scream|disappear")}`,
    ),
  },
  {
    id: "identity_go_back",
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any("go back to|get out of|go home to")} ${any("your country|your own country|your shithole|africa|mexico|your jungle|your desert|where you came from|our country|my country")}`,
    ),
  },
  {
    id: "identity_slurred_group",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any("dirty|filthy|stinking|fucking|bloody")} ${any(`${GROUPS}|${GROUP_MEMBER.replace(/\b(?:woman|female|girl)\|/g, "")}`)}`,
    ),
  },
  {
    id: "sexual_request",
    label: "sexual",
    weight: 0.8,
    regex: rx(
      `${any("show|send|give|flash|let me see")} ${any("me|us")} ${any("your|ur|some|those|them")}?${gap(1)} ?${any("tits|boobs|nudes|pussy|dick|cock|ass|naked body|nude pics|nude photos|body naked")}|${any("talk dirty|sext me|get naked|take off your clothes|strip for me|bend you over|nice tits|nice boobs|nice rack|nice ass|show you what a real man")}`,
    ),
  },
  {
    id: "threat_direct",
    label: "threat",
    weight: 0.9,
    regex: rx(
      `${any("i ll|i will|im going to|i m going to|i am going to|im gonna|i m gonna|i am gonna|gonna|we will|we ll|someone should|someone will|i want to|i wanna|i just want to|i really want to|i just wanna|let s")}${plainGap(2)} ${any(HARM)} ${any("you|u|your|ya|him|her|them|yourself|your family|your kids")}(?! ${any("an|a|some|over|back")}\\b)`,
      // A conditional threat: "I'd slap you if you said that to my face", "I would punch him".
      `${any("i d|i would|id")}${plainGap(1)} ${any("slap|punch|smack|kick|stab|strangle|choke|shoot|kill|beat|beat up|break|hit")} ${any("you|u|ya|him|her|them")}${any(" so hard| in the face| in the mouth| right now| if| for")}`,
    ),
  },
  {
    // "Kill them all", "exterminate every last one of them", "kill all humans" (not "never kill them all", nor pests,
    // germs or a game's monsters named near: "the spray should kill them all, ants and roaches alike").
    id: "threat_kill_all",
    label: "threat",
    weight: 0.8,
    regex: rx(
      // The lookbehinds follow the verb, so they run only where a verb matched.
      `${any("kill|murder|slaughter|exterminate|gas|nuke|massacre")}(?<!\\b${any("not|never|t|don t|won t|wouldn t|shouldn t|can t")} [a-z]+)(?<!\\b${any(PEST_WORDS)}(?: [a-z]+){0,8} [a-z]+) ${any("them all|all of them|every last one of them|every one of them|all humans|all the humans|all of humanity|all humanity")}(?!(?: [a-z]+){0,10} ${any(PEST_WORDS)}\\b)`,
    ),
  },
  {
    // Hatred said to someone's face: "I hate you", "I really despise you people" (not "I don't hate you").
    id: "hate_you",
    label: "insult",
    weight: 0.6,
    regex: rx(
      `i${any(" really| just| fucking| absolutely| so| truly| honestly| seriously")}? ${any("hate|despise|loathe|detest")} ${any("you people|you guys|all of you|you|u|ya")}`,
    ),
  },
  {
    // Game-chat taunts: "uninstall the game", "go back to the tutorial", "hope you lose every match", "smooth brain", "how
    // are you this bad", "terrible teammate", "cancer of this team" ("noob" alone is banter).
    id: "gamer_taunt",
    words: "uninstall",
    label: "insult",
    weight: 0.6,
    regex: rx(`uninstall${any(" life| your life| the game| pls| please| now| and quit")}`),
  },
  {
    id: "gamer_taunt",
    words: "tutorial",
    label: "insult",
    weight: 0.6,
    regex: rx(`go back to${any(" the")}? tutorial`),
  },
  {
    id: "gamer_taunt",
    words: "lose",
    label: "insult",
    weight: 0.6,
    regex: rx(`hope you lose${any(" every| all| each")}? ${any("game|games|match|matches|round")}`),
  },
  {
    id: "gamer_taunt",
    words: "smooth smoothbrain smoothbrained",
    label: "insult",
    weight: 0.6,
    regex: rx(`smooth ?brain${any("ed| player| kid| idiot")}?`),
  },
  {
    id: "gamer_taunt",
    words: "bad",
    label: "insult",
    weight: 0.6,
    regex: rx(
      `how are you this bad|${any("you re|youre|ur|you are")}${any(" so| this")} bad${any(" lmao| lol| at this game| at the game")}?$`,
    ),
  },
  {
    id: "gamer_taunt",
    words: "teammate teammates mate player players support jungler healer tank",
    label: "insult",
    weight: 0.6,
    regex: rx(
      `${any("lol|omg|lmao|you|ur|youre|you re|what a|such a|this|absolute|fucking")} ${any("horrible|terrible|worst|trash|useless|garbage|braindead")} ${any("teammate|teammates|team mate|player|players|support|jungler|healer|tank")}`,
    ),
  },
  {
    id: "gamer_taunt",
    words: "tumor cancer liability anchor",
    label: "insult",
    weight: 0.6,
    regex: rx(
      `${any("tumor|cancer|liability|anchor")} ${any("on|of|to")} ${any("the|this|my|our")} team|${any("you re|youre|ur|you are")} a liability`,
    ),
  },
  {
    // "we are coming for you and your kids", "you better watch your back".
    id: "coming_for_you",
    words: "coming better",
    label: "threat",
    weight: 0.7,
    regex: rx(
      `${any("i am|i m|im|we are|we re")} coming ${any("after|for")} you${any(" and your family| and your kids| and your children| next|")}(?! ${any("with|to|at|in|on|for")}\\b)|${any("or|and|so")} you ${any("better|had better|d better")} ${any("hide|run|watch your back|sleep with one eye open")}`,
    ),
  },
  {
    // Hatred of a group, said plainly: "I hate these people", "I despise these people" (not "I hate these
    // shoes", not "I hate when people…").
    id: "hate_these_people",
    words: "hate despise loathe detest",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(
      `i${any(" really| just| fucking| absolutely| so| truly| honestly| seriously")}? ${any("hate|despise|loathe|detest")} ${any("these|those|this|that")} ${any("people|group of people|kind of people|type of people|community|lot|bunch")}(?! ${any("who|that|which|when|if|at|in|on|with")}\\b)`,
    ),
  },
  {
    // The disclaimer before a prejudice: "I'm not sexist, but…", "call me racist, but…", "#notsexist".
    id: "not_x_but",
    words:
      "sexist racist homophobic transphobic bigot bigoted misogynist misogynistic islamophobic antisemitic xenophobic notsexist notracist notasexist notaracist",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(
      `${any("i m not|im not|i am not|not to be|call me|i m no|i am no|not that i m|not that i am")}${any(" a")}? ${any("sexist|racist|homophobic|transphobic|bigot|bigoted|misogynist|misogynistic|islamophobic|antisemitic|xenophobic")} but`,
      any("notsexist|notracist|notasexist|notaracist"),
    ),
  },
  {
    // One sex declared above the other: "males are simply superior", "women are inferior to men".
    id: "sex_superior",
    words: "superior inferior",
    label: "identity_attack",
    weight: 0.6,
    regex: rx(
      `${any("men|males|guys|women|females|girls")} ${any("are|will always be")}${any(" simply| just| naturally| biologically| clearly")}? ${any("superior|inferior")}(?! ${any("at|in|for")}\\b)`,
    ),
  },
  {
    // An order backed by death: "quit reverting my page or you die", "leave now or you die" (not "do or die").
    id: "or_die",
    words: "die kill",
    label: "threat",
    weight: 0.6,
    regex: rx(
      `${any("stop|quit|leave|get out|go away|back off|shut up|delete|undo|revert|apologi[sz]e|pay")}${gap(4)} or ${any("die|you die|you will die|you ll die|else you die|i will kill you|i ll kill you")}`,
    ),
  },
  {
    id: "threat_violent_phrase",
    label: "threat",
    weight: 0.85,
    regex: rx(
      any(
        "break your (?:neck|legs|face|bones|arms?|jaw)|beat the (?:crap|shit|hell|living daylights|life) out of (?:you|him|her|them|ya)|make sure (?:you|he|she|they) (?:never|can t|cannot|won t) (?:walks?|sees?|talks?|works?|breathes?|wakes? up)(?: again)?|regret the day (?:you|he|she|they) (?:were|was) born|see what happens to your (?:kids|family|children|wife|husband|house|mother|mom|daughter|son)|kill them wherever you find them|(?:keep talking|say that again|try me|do that again|try it|come here) and see what happens|end up in a (?:ditch|body bag|coffin|grave|hospital bed)|you re dead meat|you are dead meat|burn down your (?:house|home|car|shop|store|school|church)|slit your throat|cut your throat|end your life|smash your face|beat you up|beat the shit out of you|put you in the ground|put a bullet in|rip your head off|snap your neck|burn your house|burn you alive|knock your (?:teeth|head|lights) (?:out|in|off)|teach you a lesson with (?:a|my) (?:bat|baseball bat|knife|gun|crowbar|hammer|fist|belt)|(?:won t|will not|wont) live to see (?:tomorrow|another day|the morning|next week|your next birthday)",
      ),
    ),
  },
  {
    id: "threat_die",
    label: "threat",
    weight: 0.85,
    regex: rx(
      `${any("you|u|ya")} ${any("will|are going to|re going to|gonna|should|deserve to|better")}${unnegatedGap(1)} ${any("die|suffer|bleed|regret this|pay for this|be sorry|get hurt|get what s coming")}`,
    ),
  },
  {
    // "I will cut their throats", "someone should snap the necks of those people", "I'll snap that neck of yours".
    id: "threat_violent_phrase",
    label: "threat",
    weight: 0.85,
    regex: rx(
      `${INTENT}${plainGap(2)} ${any("cut|slit|slash|snap|break|crush|smash|bash in|wring")} ${any("their|your|his|her|the|that|those|these|all")}${gap(1)} ${any("throats?|necks?|skulls?|spines?")}`,
    ),
  },
  {
    // "I'm coming to your school tomorrow with a gun", "bring a gun to work".
    id: "threat_weapon",
    words: "gun knife rifle shotgun bat machete bomb",
    label: "threat",
    weight: 0.85,
    regex: rx(
      `${any("coming to|come to|going to|showing up at|show up at|walk into|walking into|see you at|waiting for you at|wait for you at|find you at|visit you at")} ${any("your|the|my|our")} ${any("school|house|home|work|office|class|job|church|mosque|synagogue|party|campus")}${gap(2)} with ${any("a|my|an")} ${any("gun|knife|rifle|shotgun|bat|machete|bomb")}|${any("bring|bringing|brought")} ${any("a|my")} ${any("gun|rifle|shotgun|bomb")} to ${any("school|work|class|church|campus")}`,
    ),
  },
  {
    // Calls to kill people by a trait that is not a protected group ("people like you should be lined up and
    // shot", "all cops should be killed") and a person by title ("somebody needs to take out the president").
    id: "threat_people",
    words: "should must need needs deserve ought has gotta hang lynch string",
    label: "threat",
    weight: 0.85,
    regex: rx(
      `${any("people like you|your kind|you people|those people|these people|cops|police|police officers|politicians|journalists|liberals|conservatives|democrats|republicans|leftists|trumpers|bankers|landlords|rich people|all of them|all of you")}${any(" like you| like him| like her| like them| like that| like this")}? ${any("should|must|need to|deserve to|ought to")}${plainGap(2)} ${any(`be lined up and shot|be shot|be killed|be hanged|be hung|be executed|be murdered|${DIE}|be put down|be gassed|be lynched|be burned alive|be burnt alive`)}|${any("someone|somebody|anyone|we|you")} ${any("should|needs to|need to|has to|must|ought to|gotta")} ${any("take out|assassinate|kill|shoot|murder|get rid of|eliminate|hang|lynch")} ${any("him|her|that guy|that man|that woman|the president|the prime minister|the senator|the governor|the mayor|the judge|the king|the queen|the pope")}\\b|${any(`${any("hang|lynch|string up")} ${any("him|her|them|that|this|those|these")}|string ${any("him|her|them")} up`)}${gap(2)} ${any("from|on")} ${any("a|the|the nearest|the closest")} ${any("tree|lamppost|lamp post|bridge|lamp")}`,
    ),
  },
  {
    id: "threat_know",
    label: "threat",
    weight: 0.75,
    regex: rx(
      `${any(`i know where you live|i know where you work|i know where your (?:kids|children|daughter|son|family|wife|husband) (?:go to school|goes to school|live|lives|work|works|sleep|sleeps|play|plays)|watch your back(?! (?:when|while|if|during|as|lifting|and knees|posture|muscles))|sleep with one eye open|you re dead|you are dead|your days are numbered|i will find you|i ll find you|coming for you${FRIENDLY_VISIT}|i m coming for you${FRIENDLY_VISIT}|(?:i|we) (?:will|ll) find your (?:kids|children|family|wife|husband|daughter|son|mother|mom|parents)(?= and| wherever| no matter|$)`)}`,
    ),
  },
  {
    id: "self_harm_incite",
    label: "threat",
    weight: 0.9,
    regex: rx(
      `${any("kill yourself|kys|go die|drink bleach|hang yourself|end yourself|unalive yourself|nobody would miss you|jump off a bridge|go cut yourself|cut yourself again|cut deeper|slit your wrists|do everyone a favor and (?:die|disappear|kill yourself|end it)|the world would be better off without you|everyone would be better off without you")}`,
      `${any("nobody|no one|noone")} would ${any("care|notice|cry|mind")} if ${any("you|u")} ${any("overdosed|od d|od ed|hanged yourself|cut yourself|jumped")}`,
    ),
  },
  {
    // Sexual advances and explicit descriptions: "I want to lick every inch of your body", "let's sext", "in
    // nothing but lingerie, send pics", "he pounded her from behind".
    id: "sexual_request",
    label: "sexual",
    weight: 0.75,
    words: "lick sext sexting lingerie underwear thong panties moaning moaned screaming wearing",
    regex: rx(
      `${any("i want to|i wanna|i d love to|let me|i m going to|i will")} lick ${any("every inch of|your|all of")}`,
      `${any("let s|lets|wanna|want to")} ${any("sext|sexting")}`,
      `${any("in nothing but|only in|just in")} ${any("lingerie|underwear|your underwear|a thong|panties")}${gap(2)} ${any("send|show|pics|pictures|photos|now")}`,
      `${any("moaning|moaned|screaming")} ${any("while|as")} ${any("he|she|they|i|you")} ${any("pounded|pounding|fucked|fucking|rode|riding|banged|banging")}`,
      `tell me what ${any("you re|you are|youre|ur")} wearing ${any("right now|now|tonight")}`,
    ),
  },
  {
    id: "insult_you_are",
    label: "insult",
    weight: 0.8,
    regex: rx(
      `${any("you re|you are|ur|you|youre|u r|u are|you people are|you guys are|you lot are|you all are|y all are|all of you are")}${unnegatedGap(1)} ${any("a|an|such a|such an|the|the biggest|a total|a complete|a fucking|an absolute|one|so|really|very|just")}?${PLAIN_OR_HARSH_WORD} ?\\b${any(`${INSULT_NOUN}|${INSULT_ADJ_EXTRA}${INSULT_ADJ_BASE}`)}${NOT_A_VERB}`,
    ),
  },
  {
    id: "insult_you_noun",
    label: "insult",
    weight: 0.75,
    regex: rx(
      // Not the verb of the same spelling: "if you prick him", "you fool them".
      `${any("you|u")} ${any(`${INSULT_ADJ_EXTRA}${INSULT_ADJ_BASE}`)}?${gap(1)} ?\\b${any(DIRECT_INSULT)}${NOT_A_VERB}`,
      `${any("you|u")} ${any("lazy|filthy|spoiled|greedy|lying|sorry|sniveling|snivelling|slimy|whiny|whining|rotten|stinking|miserable|pathetic|spineless|gutless|worthless")}(?: ${any("little|old|fat")})? ${any("leech|freeloader|moocher|slob|bum|brat|parasite|pig|rat|snake|weasel|cow|worm|toad|maggot|cockroach|twerp|coward|creep|loser|excuse for a man|excuse for a human")}`,
    ),
  },
  {
    id: "insult_shut_up",
    label: "insult",
    weight: 0.5,
    regex: rx(
      `${any("shut up(?! and take my money)|nobody wants you here|no one wants you here|nobody wants you around|no one wants you around|crawl back into (?:whatever|the|your) hole|people like you are (?:why|the reason|the problem|what s wrong)|shut your mouth|shut your face|stfu|screw you|fuck you|fuck off|piss off|go to hell|get lost loser|nobody likes you|nobody cares about you|you suck|you disgust me|get a life|go screw yourself|screw yourself|go fuck yourself|fuck yourself|shut your trap|shut your pie hole|shut your piehole|shut your cake hole|keep your filthy mouth shut|nobody asked you|no one asked you|nobody asked for your opinion|crawl back under your rock|crawl back under the rock you came from|go back under your rock|none of your damn business|none of your fucking business|mind your own damn business|mind your own fucking business|go cry to your mommy|go cry to your mummy|go cry to your mom|go cry to mommy|run back to your safe space|go back to your safe space|shut the hell up|shut the fuck up|gtfo|gtfoh|eat a bag of dicks|suck my balls|suck my dick|suck my cock|kiss my ass")}`,
    ),
  },
  {
    // "Immigrants are vermin", "the Jew is a parasite" (not "…for offending liberals is disgusting": a plural
    // group with "is" is the object of another subject).
    id: "identity_dehumanise",
    group: true,
    label: "identity_attack",
    weight: 0.9,
    regex: rx(
      `${any("all|those|these|most|the|filthy|dirty|fucking|typical|bloody")}?${gap(1)} ?${any(GROUPS)}${any(" like you| like them| like that| like these")}? ${any("are|(?<!s )is|r|were")}${unnegatedGap(2)} ${any(DEHUMANISING)}`,
    ),
  },
  {
    id: "identity_exclude",
    group: true,
    label: "identity_attack",
    weight: 0.9,
    regex: rx(
      `${any(GROUPS)} ${any("should|must|need to|deserve to|ought to|will")}${plainGap(1)} ${any(`${DIE}|be killed|be exterminated|be eliminated|be deported|go back|be banned|be kicked out|be thrown out|be locked up|be sent back|be gassed|be shot|burn|be wiped out|not exist|not be allowed|be removed|disappear|be abused|be beaten|be raped|be hit|be tortured|be enslaved|be hanged|be lynched|be stoned|suffer`)}`,
    ),
  },
  {
    // "Muslims are not welcome here", "migrants are never welcome in our town".
    id: "identity_unwelcome",
    group: true,
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any(GROUPS)}${any(" are| re| aren t| will")}?${any(" not| never| no longer| be never")} welcome ${any("here|in our|in this|in my|around here|anywhere")}`,
    ),
  },
  {
    // "Let's go beat these queers", "time to hunt some immigrants".
    id: "identity_go_attack",
    group: true,
    label: "threat",
    weight: 0.85,
    regex: rx(
      `${any("let s|lets|let us|we should|time to|go and|we re going to|we are going to|we will")}${any(" go")}? ${any("beat|bash|attack|hunt|lynch|kill|shoot|burn|stone|jump")}${any(" up")}?${any(" these| those| the| some| all| all the| all those")}? ${any(GROUPS)}${GROUP_END}`,
    ),
  },
  {
    // "Women are made for making babies and cooking dinner and nothing else."
    id: "identity_made_for",
    label: "identity_attack",
    weight: 0.75,
    regex: rx(
      `${any("women|girls|females|wives|a woman|a wife")} ${any("are|were|is")}${any(" only| just")}? ${any("made|born|meant|created|put on this earth|put on earth")} ${any("for|to")}${gap(1)} ${any("making babies|make babies|babies|cooking|cook|cleaning|clean|sex|breeding|breed|serving|serve|pleasing|please|the kitchen|housework")}`,
    ),
  },

  {
    id: "threat_find",
    label: "threat",
    weight: 0.8,
    regex: rx(
      `${any(`find where you live|find out where you live|i know where you live|we know where you live|coming for you${FRIENDLY_VISIT}|come to your (?:house|home)${FRIENDLY_VISIT}|find you and`)}`,
    ),
  },
  {
    id: "identity_too",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)} ${any("are|r")}${unnegatedGap(1)} ${any("too|so|just too|naturally too|simply too")} ${any("dumb|stupid|weak|emotional|lazy|primitive|inferior|incompetent|hysterical")} ${any("to|for")}`,
    ),
  },
  {
    // Someone pointed at and called a name: "this clown", "those morons", "you jerks", "a lying pig", "what a
    // despicable human being" (not "the fool" of a story or "that clown at the circus": the name is one
    // people call each other).
    id: "insult_pointed",
    words:
      "idiot idiots moron morons imbecile imbeciles clown clowns jerk jerks fools loser losers troll trolls scumbag scumbags lowlife lowlifes dumbass dumbasses asshole assholes cretin cretins buffoon buffoons dimwit dimwits nitwit halfwit numbskull twit twits hypocrite hypocrites snowflake snowflakes bigot bigots creep creeps degenerate degenerates dolt dolts imbecil toad toadies lunatic lunatics nutjob nutjobs nutcase wacko wackos goon goons thug thugs lying despicable disgusting vile pathetic worthless repulsive contemptible sorry poor waste",
    label: "insult",
    weight: 0.6,
    regex: rx(
      `${any("this|that|these|those|you|ya|such|bunch of|a bunch of|all you|all these|all those")}${any(` ${INSULT_ADJ_BASE}| lying| little| sick| bloody| damn| fucking| stupid`)}? ${any("idiot|idiots|moron|morons|imbecile|imbeciles|clown|clowns|jerk|jerks|fools|loser|losers|troll|trolls|scumbag|scumbags|lowlife|lowlifes|dumbass|dumbasses|asshole|assholes|cretin|cretins|buffoon|buffoons|dimwit|dimwits|nitwit|halfwit|numbskull|twit|twits|hypocrite|hypocrites|snowflake|snowflakes|bigot|bigots|creep|creeps|degenerate|degenerates|dolt|dolts|imbecil|toad|toadies|lunatic|lunatics|nutjob|nutjobs|nutcase|wacko|wackos|goon|goons|thug|thugs")}\\b(?! ${any("of|in the|at the|from the|costume|show|school|car|fish|doll|dolls|emoji|face|makeup|shoes|nose|act|proof")}\\b)|lying ${any("pig|pigs|sack|scumbag|bastard|bitch|piece|snake|rat|weasel|crook|moron|idiot|fool|clown|asshole|hypocrite")}\\b|${any("despicable|disgusting|vile|pathetic|worthless|repulsive|contemptible|sorry excuse for a|poor excuse for a|waste of a")} ${any("human being|human beings|excuse for a human|excuse of a human|person|individual|people")}\\b`,
    ),
  },
  {
    // A name given through a comparison: "idiots like you", "a fat ugly cow like you", "losers like him".
    id: "insult_like_you",
    words:
      "idiot idiots moron morons imbecile imbeciles clown clowns jerk jerks fool fools loser losers troll trolls scumbag scumbags lowlife lowlifes cow cows pig pigs whore whores slut sluts bitch bitches bastard bastards asshole assholes cretin cretins dumbass dumbasses hag hags freak freaks creep creeps retard retards",
    label: "insult",
    weight: 0.7,
    regex: rx(
      `${any("idiot|idiots|moron|morons|imbecile|imbeciles|clown|clowns|jerk|jerks|fool|fools|loser|losers|troll|trolls|scumbag|scumbags|lowlife|lowlifes|cow|cows|pig|pigs|whore|whores|slut|sluts|bitch|bitches|bastard|bastards|asshole|assholes|cretin|cretins|dumbass|dumbasses|hag|hags|freak|freaks|creep|creeps|retard|retards")} like ${any("you|u|him|her|them|yourself|that")}`,
    ),
  },
  {
    // Anyone called a name as a predicate: "the mayor is a complete moron", "he was such an idiot".
    id: "insult_predicate",
    words:
      "idiot idiots moron morons imbecile imbeciles jerk jerks loser losers scumbag scumbags lowlife dumbass asshole assholes cretin cretins buffoon dimwit nitwit halfwit numbskull twit douchebag douche dickhead prick twat wanker retard retards piece waste",
    label: "insult",
    weight: 0.6,
    regex: rx(
      `${any("is|was|s|are|were|re")} ${any("a|an|such a|such an|the biggest|a total|a complete|an absolute|a real|a bloody|a fucking|a stupid|a lying|a pathetic|a worthless|nothing but a|nothing but an|just a|just an|a bunch of|bunch of")} ${any("idiot|idiots|moron|morons|imbecile|imbeciles|jerk|jerks|loser|losers|scumbag|scumbags|lowlife|dumbass|asshole|assholes|cretin|cretins|buffoon|dimwit|nitwit|halfwit|numbskull|twit|douchebag|douche|dickhead|prick|twat|wanker|retard|retards|piece of shit|piece of garbage|piece of trash|waste of space|waste of oxygen")}\\b`,
    ),
  },
  {
    id: "insult_what_a",
    label: "insult",
    weight: 0.7,
    regex: rx(
      `${any("what a|what an|such a|such an")} ${any("stupid|idiotic|useless|pathetic|worthless|moronic|brainless|retarded|dumb|garbage|trash")}${gap(2)} ${any("bot|ai|assistant|machine|program|chatbot|idiot|moron|loser|person|piece of junk|piece of garbage|answer")}`,
      `what ${any("a|an")}${any(" total| complete| absolute| utter| pompous| sad| pathetic| arrogant| smug| lying| clueless")}{0,2} ${any("prick|clown|buffoon|fraud|hypocrite|jackass|dimwit|nitwit|halfwit|ignoramus|dolt|twit|douche|douchebag|creep|loser|moron|idiot|imbecile|cretin|dumbass|bozo|dope|dunce")}(?! ${any("of|in|at|show|costume|car|scheme|case|ring|alert|department|detection|prevention|story|movie|film|book|game|party|fish|cap|hat")}\\b)`,
    ),
  },
  {
    id: "identity_hate",
    group: true,
    label: "identity_attack",
    weight: 0.85,
    regex: rx(
      `${any("i hate|i despise|i can t stand|death to|kill all|exterminate|get rid of all|gas the|deport all|ban all")}${gap(1)} ${any(GROUPS)}${GROUP_END}`,
    ),
  },
  {
    // "I absolutely loathe women", "we cannot stand immigrants": the speaker's hatred of a group.
    id: "identity_hate_speaker",
    group: true,
    label: "identity_attack",
    weight: 0.85,
    regex: rx(
      `${any("i|we|i m|we re|i am|we are")}${any(" really| absolutely| truly| just| so| totally| fucking| genuinely| simply")}? ${any("hate|despise|detest|loathe|abhor|can t stand|cannot stand|can not stand|disgusted by")}${DETERMINERS} ${any(GROUPS)}${GROUP_END}`,
    ),
  },
  {
    // "Women like you make me sick", "these immigrants disgust me".
    id: "identity_disgust",
    group: true,
    label: "identity_attack",
    weight: 0.85,
    regex: rx(
      `${any(GROUPS)}${any(" like you| like them| like that")}?${any(" really| just| all| so")}? ${any("disgust me|make me sick|make me want to puke|make me want to vomit|make me furious|fill me with rage|fill me with disgust|fill me with hatred")}`,
    ),
  },
  {
    // "I'm going to shoot the next woman I see", "let's eradicate those immigrants": violence against a group.
    id: "identity_threat",
    group: true,
    label: "threat",
    weight: 0.9,
    regex: rx(
      `${INTENT}${plainGap(2)} ${any(GROUP_HARM)}${TARGET_DETERMINERS}${gap(1)} ?${any(`${GROUPS}|${GROUP_MEMBER}`)}${GROUP_END}`,
    ),
  },
  {
    // "I am going to make those women suffer", "I want to end every immigrant's life".
    id: "identity_threat",
    group: true,
    label: "threat",
    weight: 0.9,
    regex: rx(
      `${INTENT}${plainGap(1)} ${any(`make${TARGET_DETERMINERS}${gap(1)} ?${any(`${GROUPS}|${GROUP_MEMBER}`)} ${any("suffer|bleed|pay|scream|beg")}|end${TARGET_DETERMINERS}${gap(1)} ?${any(`${GROUPS}|${GROUP_MEMBER}`)} s ${any("life|lives")}|end the lives of${TARGET_DETERMINERS} ${any(GROUPS)}`)}`,
    ),
  },
  {
    // "Those people ought to be executed", "immigrants deserve to suffer"; not "should not be", and not what
    // will or could happen to them ("refugees could die in the crossing").
    id: "identity_violence",
    group: true,
    label: "identity_attack",
    weight: 0.9,
    regex: rx(
      `${any(GROUPS)}${any(" like you| like them| like that")}? ${any("should|must|need to|deserve to|ought to")}${plainGap(2)} ${any(`be executed|be hanged|be hung|be lynched|be eradicated|be exterminated|be slaughtered|be tortured|be drowned|be raped|be murdered|be shot|be killed|be gassed|be burned|be burnt|be wiped out|${DIE}|suffer|be dead`)}`,
    ),
  },
  {
    // "I would love to see those immigrants suffer", "if only those women were eradicated".
    id: "identity_wish",
    group: true,
    label: "identity_attack",
    weight: 0.85,
    regex: rx(
      `${any("love to see|want to see|like to see|wish|hope|pray|better off if|better if|if only")}${plainGap(2)} ${any(GROUPS)}${plainGap(2)} ${any("die|dies|dead|suffer|burn|rot|get shot|get killed|be shot|be killed|drown|disappear|were eradicated|were exterminated|were wiped out|were killed|were dead|were gone|were executed|were gassed|were shot|had their throats cut")}`,
    ),
  },
  {
    // Derogation as a generalisation: "typical of a woman to be that stupid", "only immigrants can be so
    // violent", "no one is as filthy as these people", "it's in their nature to be lazy" (with a group).
    id: "identity_generalise",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any("typical of|so typical of|just like")}${any(" a| an| the| those| these")}? ${any(`${GROUPS}|${GROUP_MEMBER}`)} to be${any(" so| that| this| really| very| such")}? ${any(NEGATIVE_TRAITS)}`,
    ),
  },
  {
    // A group named as vermin in one noun phrase: "Muslim trash", "jew rats", "Arab scum".
    id: "identity_vermin_noun",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any("muslim|jew|jewish|arab|mexican|asian|african|immigrant|refugee|migrant|gay|tranny|chinese|indian|paki|gypsy|latino|hispanic|islamic|zionist")} ${any("trash|scum|rats|vermin|filth|cockroaches|parasites|subhumans|savages|mongrels|invaders|hordes")}|${any("white|black|brown")} ${any("trash|scum|vermin|filth|subhumans|savages|mongrels")}`,
    ),
  },
  {
    id: "identity_generalise",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `only ${any(GROUPS)} ${any("can be|are|could be")}${any(" so| that| this")}? ${any(NEGATIVE_TRAITS)}`,
    ),
  },
  {
    id: "identity_generalise",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any("no one|nobody|nothing")}${any(" else")}? is ${any("as|more|worse than")}${plainGap(1)} ?${any(`${NEGATIVE_TRAITS}|`)}${any(" as| than")}? ${any("these|those|the|a|an|all")}? ?${any(`${GROUPS}|${GROUP_MEMBER}`)}${GROUP_END}`,
    ),
  },
  {
    id: "identity_generalise",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)}${any(" can t stop themselves from being| are naturally| are inherently| are genetically| are by nature| are all")}${plainGap(1)} ${any(NEGATIVE_TRAITS)}`,
    ),
  },
  {
    // Coded hate of the white-supremacist glossaries, written as phrases.
    id: "identity_coded",
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      any(
        "race traitors?|race mixing|race mixers?|mud (?:people|races?)|jungle bunn(?:y|ies)|porch monkeys?|oven dodgers?|subhuman (?:apes?|animals?|savages?|scum)",
      ),
    ),
  },
  {
    // "Immigrants are invading / ruining this country", "they don't belong here".
    id: "identity_invasion",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)} ${any("are|keep|have been|will keep")} ${any("invading|infesting|polluting|overrunning|ruining|destroying|breeding like|outbreeding|replacing")}`,
    ),
  },
  {
    id: "identity_invasion",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)} ${any("don t|do not|dont")} belong ${any("here|in this country|in our country|in europe|in america|in the west|among us|in our society")}`,
    ),
  },
  {
    // "The world would be better off without gay people."
    id: "identity_without",
    group: true,
    label: "identity_attack",
    weight: 0.85,
    regex: rx(`better off without${DETERMINERS} ${any(GROUPS)}${GROUP_END}`),
  },
  {
    // A group named, then called vermin through a pronoun: "I try to get along with women but they are just
    // too repulsive", "most of them are disgusting".
    id: "identity_pronoun",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)}\\b${gap(10)} ${any("they|most of them|all of them|each of them|every one of them")} ${any("are|re")}${any(" just| still| nothing but| all| simply| pretty| too| so| such| really| only")}{0,2} ${any(VERMIN)}`,
    ),
  },
  {
    // The speaker's contempt: "I have so much disdain for these women", "sick of being around immigrants".
    id: "identity_contempt",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(`${any("i|we")} ${any("have|feel|ve got|have got|got")}${any(" so much| such| nothing but| only| pure| utter| deep| great")}{0,2} ${any("disdain|hatred|contempt|scorn|loathing|disgust|hate")}|no ${any("respect|compassion|sympathy|empathy|place|room|space")}`)}${any(" at all| whatsoever")}? for${DETERMINERS} ${any(`${GROUPS}|${GROUP_MEMBER}`)}${GROUP_END}|${any("disgusted by|sick of|tired of|fed up with|sick and tired of")}${any(" being around| seeing| all| living with| dealing with")}{0,2}${DETERMINERS} ${any(GROUPS)}${GROUP_END}`,
    ),
  },
  {
    // Worth denied: "gay lives don't matter", "women are not our equals", "no Muslim can ever be trusted".
    id: "identity_worthless",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(`${GROUPS}|${GROUP_MEMBER}|female|gay|black|muslim|jewish|trans|disabled|immigrant`)} ${any("lives|life")} ${any(`${any("don t|do not|dont|doesn t|does not|are not|aren t|is not|isn t|have no|has no|should not|shouldn t")} ${any("matter|worth(?! any less| less| the same)|value|important|count")}|${any("are|is")}${any(" absolutely| completely| totally| simply")}? ${any("worth nothing|worthless|meaningless|of no value|not worth anything")}|${any("mean|means")} nothing`)}|${any(GROUPS)} ${any("are|will never be|can never be")}${any(" not| never| clearly not| simply not")}? ${any("our equals?|equal to us|human|real people|worthy of")}\\b(?! ${any("rights|beings and|too")}\\b)`,
    ),
  },
  {
    // Inferiority as a trait of birth: "black people are naturally less intelligent", "… are more violent than".
    id: "identity_inferior",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)} ${any("are|r")}${any(" naturally| inherently| genetically| biologically| by nature| just| simply| all")}{0,2} ${any(`${any("less|not as")} ${any("intelligent|smart|capable|civilised|civilized|evolved|human|trustworthy|honest|rational|competent")}|${any("more|far more|much more")} ${any("violent|criminal|primitive|savage|dangerous|stupid|lazy|dishonest|aggressive")} than`)}`,
    ),
  },
  {
    // The conspiracy tropes: "Jews control the banks and the media".
    id: "identity_conspiracy",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)} ${any("control|secretly control|secretly run|own|run all|are behind|control all")} ${any("the|our|all the")} ${any("banks|media|world|government|governments|money|hollywood|finance|economy|press|news")}`,
    ),
  },
  {
    // People likened to breeding vermin, and told they do not deserve to live: "these people breed like rats",
    // "you people are animals", "you don't deserve to live here" (not "deserve to live in peace").
    id: "dehumanise_people",
    words:
      "breed multiply reproduce human vermin rats cockroaches parasites subhuman savages filth scum disgusting repulsive repugnant revolting vile garbage trash animals lesser inferior worthless disease plague cancer pests worms lice abominations degenerates pigs apes monkeys waste",
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any("they|these people|those people|them|people like them|people like you|you people|you lot")} ${any("breed|multiply|reproduce")} like ${any("rats|rabbits|cockroaches|vermin|animals|flies|insects")}|${any("you people|people like you|you lot|your kind|their kind")} ${any("are|re")}${any(" just| all| nothing but| no better than")}? ${any(VERMIN)}\\b`,
    ),
  },
  {
    id: "threat_deserve_live",
    words: "deserve",
    label: "threat",
    weight: 0.75,
    regex: rx(
      `${any("don t|do not|doesn t|does not|dont|didn t")} deserve to ${any("live|exist|breathe")}(?! ${any("in|like|with|without|under|on|through|such|a|an|the")}\\b)`,
    ),
  },
  {
    // Animals and dirt put above a group: "women belong in a zoo", "my dog is smarter than any immigrant".
    id: "identity_animal",
    group: true,
    label: "identity_attack",
    weight: 0.8,
    regex: rx(
      `${any(GROUPS)} ${any("belong|should be kept|should live|should be dumped|should be thrown")} ${any("in a|in the|into a|into the|on a")} ${any("zoo|cage|landfill|dump|sewer|gutter|trash|bin|kennel|barn|jungle")}|${any("dog|cat|rat|monkey|insect|pig|cockroach|goldfish|hamster")} ${any("is|are")} ${any("smarter|more intelligent|more valuable|more human|worth more|cleaner|more civilised|more civilized")} than${any(" any| all| every| all of you| all the| a| an")}? ${any(`${GROUPS}|${GROUP_MEMBER}`)}${GROUP_END}`,
    ),
  },
];

/** The patterns; those about a group do not count where the words before report or deny them. */
export const TOXIC_PATTERNS: readonly ToxicPattern[] = unlessReported(PATTERNS);

/** `patterns`, those about a group (`group: true`) not counting where the words before report or deny them. */
export function unlessReported(patterns: readonly ToxicPattern[]): readonly ToxicPattern[] {
  return patterns.map((pattern) =>
    pattern.group === true
      ? { ...pattern, negated: (s: string, start: number) => reportedBefore(s, start) }
      : pattern,
  );
}
