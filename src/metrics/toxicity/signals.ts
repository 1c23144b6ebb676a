/**
 * The toxicity signals (engine `patterns`, and the labels and spans of engine `local`): lexicon words (from
 * `obscenity` and `badwords-list`, sorted into labels) and sentence patterns (threats, insults aimed at the
 * reader, attacks on groups), both matched on the obfuscation-resistant skeleton so `f u c k`, `b1tch` and
 * look-alike letters are seen. The score is `1 - Π(1 - weight)` over the distinct words and patterns found;
 * `detected` at score >= 0.5. Labels and findings are reported only when detected.
 */
import type { Detection, MetricOutcome } from "../contract.js";
import { hasBlocksOf, originalSpan, skeleton, skeletonWords } from "../text/normalize.js";
import { latin1View, readsOnlyLatin1, withoutTraceBreaks } from "../text/regex-code.js";
import { alternatives, type ScriptRanges, scriptRanges } from "../text/regex-source.js";
import { mostSpaces } from "../text/regex-span.js";
import { type GateReading, WordGates } from "../text/word-gates.js";
import { WordSpotter } from "../text/word-spotter.js";
import { clauseStart, I18N_TOXIC_TERMS } from "./i18n-lexicon.js";
import { I18N_GROUP_WORDS, I18N_TOXIC_PATTERNS } from "./i18n-sentences.js";
import { IMPLICIT_HATE_PATTERNS } from "./implicit-hate.js";
import {
  EMBEDDED_ROOTS,
  type LexiconEntry,
  lookupWord,
  rootExceptions,
  type ToxicityLabel,
} from "./lexicon.js";
import { GROUP_MEMBER, GROUP_WORDS, GROUPS, TOXIC_PATTERNS, type ToxicPattern } from "./sentences.js";
import { STEREOTYPE_PATTERNS } from "./stereotypes.js";
import { TAUNT_PATTERNS } from "./taunts.js";
import { type Correction, correctedWord, withCorrections } from "./typos.js";

/** Every hand-written toxicity pattern read on the skeleton, in the order they run. */
export const ALL_TOXIC_PATTERNS: readonly ToxicPattern[] = [
  ...TOXIC_PATTERNS,
  ...STEREOTYPE_PATTERNS,
  ...TAUNT_PATTERNS,
  ...IMPLICIT_HATE_PATTERNS,
  ...I18N_TOXIC_PATTERNS,
];
/** Whether each pattern matches the same in a text's `latin1View`. */
const READS_LATIN1_VIEW: readonly boolean[] = ALL_TOXIC_PATTERNS.map((p) => readsOnlyLatin1(p.regex));
/** For each pattern with `words`, those words (space-separated in `ToxicPattern.words`). */
const PATTERN_WORDS: ReadonlyArray<readonly string[] | undefined> = ALL_TOXIC_PATTERNS.map((p) =>
  p.words?.split(" "),
);
/** The script ranges of the multilingual terms' `requires` tests, where they are one class (`scriptRanges`). */
const TERM_SCRIPTS: ReadonlyArray<ScriptRanges | undefined> = I18N_TOXIC_TERMS.map((t) =>
  t.requires === undefined ? undefined : scriptRanges(t.requires),
);
/** The gate words of the multilingual terms (`I18nToxicTerm.words`), in the order of `I18N_TOXIC_TERMS`. */
const TERM_WORDS: ReadonlyArray<readonly string[] | undefined> = I18N_TOXIC_TERMS.map((t) =>
  t.words?.split(" "),
);

/**
 * Each gate word, and the gated patterns and terms it opens (indexes into `ALL_TOXIC_PATTERNS` and
 * `I18N_TOXIC_TERMS`). A text's few trigger words open their gates (`openGates`); a gated pattern or term runs
 * only when one of its words stands in the text. (The Romance shapes share a gate of ~1,450 words: walking it
 * for each of them cost ~300 µs per text that held any trigger, and testing each trigger against each gate
 * ~10 µs.)
 */
const GATES: ReadonlyMap<string, { patterns: number[]; terms: number[] }> = (() => {
  const gates = new Map<string, { patterns: number[]; terms: number[] }>();
  const opened = (word: string) => {
    const gate = gates.get(word) ?? { patterns: [], terms: [] };
    gates.set(word, gate);
    return gate;
  };
  PATTERN_WORDS.forEach((words, p) => {
    for (const word of new Set(words)) opened(word).patterns.push(p);
  });
  TERM_WORDS.forEach((words, t) => {
    for (const word of new Set(words)) opened(word).terms.push(t);
  });
  return gates;
})();
const TRIGGER_WORDS: ReadonlySet<string> = new Set(GATES.keys());

/**
 * `openGates`' buffers, reused (the next call overwrites them): a typed array of this size is allocated outside
 * V8's heap, ~1 µs each.
 */
const OPEN_GATES = {
  patterns: new Uint8Array(ALL_TOXIC_PATTERNS.length),
  terms: new Uint8Array(I18N_TOXIC_TERMS.length),
};

/** Which gated patterns and terms the `triggers` (the text's gate words) open: 1 at their indexes. */
function openGates(triggers: ReadonlySet<string> | undefined): { patterns: Uint8Array; terms: Uint8Array } {
  const open = OPEN_GATES;
  open.patterns.fill(0);
  open.terms.fill(0);
  for (const word of triggers ?? []) {
    const gate = GATES.get(word);
    if (gate === undefined) continue;
    for (const p of gate.patterns) open.patterns[p] = 1;
    for (const t of gate.terms) open.terms[t] = 1;
  }
  return open;
}
/** The group words of every language: a text without one skips the `group` patterns. */
const ALL_GROUP_WORDS: ReadonlySet<string> = new Set([...GROUP_WORDS, ...I18N_GROUP_WORDS]);

/** One list of labels, defined in the lexicon (the judge's prompt reads the same list). */
export { TOXICITY_LABELS } from "./lexicon.js";
export const TOXICITY_THRESHOLD = 0.5;

const COMPOUND_PREFIXES = new Set(
  "mother motha mutha bull dip horse chicken dumb holy ape bat jack cluster brain mind cock ass dog pig fist finger cyber skank butt".split(
    " ",
  ),
);
const COMPOUND_ENDINGS = new Set([
  "",
  "s",
  "er",
  "ers",
  "ing",
  "in",
  "ed",
  "y",
  "ty",
  "head",
  "face",
  "hole",
  "bag",
  "wit",
  "wad",
  "stick",
  "show",
  "load",
]);

const MASKED_PROFANITY =
  /\b(?:(?:m[o0]th[e3]r|m[o0]th[a4]|muth[a4])?f[*#@%_.]{1,3}(?:c?k|ck)[a-z]*|f[*#@%_.]{2,3}[a-z]*ing|sh[*#@%_.]{1,2}t[a-z]*|b[*#@%_.]{1,3}tch[a-z]*|a[*#@%_.$]{2,3}hole|(?:dumb|jack|smart|bad|fat)a[$*#@]{2}|c[*#@%_.]{1,2}nt[a-z]*)/gi;

export interface Hit {
  key: string;
  label: ToxicityLabel;
  weight: number;
  start: number;
  end: number;
}

function wordEntry(word: string): LexiconEntry | undefined {
  const entry = lookupWord(word);
  if (entry !== undefined) return entry;
  if (word.length < 5) return undefined;
  for (const [root, rootEntry] of EMBEDDED_ROOTS) {
    const at = word.indexOf(root);
    if (at < 0 || rootExceptions().some((exception) => word.includes(exception))) continue;
    // A compound (`motherfucker`, `shithead`, `dumbfuck`), not a root hidden in an unrelated word (`Scunthorpe`).
    if (
      at === 0 ||
      COMPOUND_PREFIXES.has(word.slice(0, at)) ||
      COMPOUND_ENDINGS.has(word.slice(at + root.length))
    ) {
      return rootEntry;
    }
  }
  return undefined;
}

/** What the word pass needs of one skeleton word; the same for every text, so it is remembered (`factsOf`). */
interface WordFacts {
  /** The key word(s) a misspelling spells (`correctedWord`). */
  corrected: string | undefined;
  /** The word read: the skeleton word, or the last of its corrected words ("ihate" reads "hate"). */
  word: string;
  /** A group word of any language (`ALL_GROUP_WORDS`). */
  group: boolean;
  /** A gate word of a pattern or term (`TRIGGER_WORDS`). */
  trigger: boolean;
  entry: LexiconEntry | undefined;
}

/** The facts of most words: nothing to correct, count or gate. */
const PLAIN_WORD: WordFacts = {
  corrected: undefined,
  word: "",
  group: false,
  trigger: false,
  entry: undefined,
};
/** Words seen, and their facts: ordinary text repeats its words, and looking each one up costs ~0.2 µs. */
const WORD_FACTS = new Map<string, WordFacts>();
/** A bound on the words remembered: text of ever-new words (random tokens) empties the map when reached. */
const WORD_FACTS_LIMIT = 50_000;

function factsOf(skeletonWord: string): WordFacts {
  const known = WORD_FACTS.get(skeletonWord);
  if (known !== undefined) return known;
  const corrected = correctedWord(skeletonWord);
  // "ihate" reads "i hate": the key word is the last of the corrected words.
  const word = corrected === undefined ? skeletonWord : corrected.slice(corrected.lastIndexOf(" ") + 1);
  const group = ALL_GROUP_WORDS.has(word);
  const trigger = TRIGGER_WORDS.has(word);
  const entry = wordEntry(word);
  const facts =
    corrected === undefined && !group && !trigger && entry === undefined
      ? PLAIN_WORD
      : { corrected, word, group, trigger, entry };
  if (WORD_FACTS.size >= WORD_FACTS_LIMIT) WORD_FACTS.clear();
  WORD_FACTS.set(skeletonWord, facts);
  return facts;
}

const FLOOR_TERMS = new Set(
  [
    "insult_ru",
    "insult_zh",
    "insult_ja",
    "insult_ko",
    "threat_i18n",
    "threat_cjk",
    "group_hate_ru",
    "group_hate_cjk",
  ].map((id) => `i:${id}`),
);

/** Lexicon words that are also common names or name parts (`Dick Van Dyke`, `Fanny Brice`). */
const NAME_LIKE = new Set(["dick", "dyke", "cock", "fanny", "willy", "hooker", "johnson"]);
/**
 * Slurs and insults that are also ordinary words, and the words around that give the ordinary sense: a dyke
 * by the sea, faggots (meatballs, firewood) for dinner, fags (cigarettes) smoked, a bitch (a female dog) at
 * the vet.
 */
const HOMONYM_CONTEXT: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  (
    [
      [
        "dyke dykes",
        "beach water flood floods flooding sea embankment embankments wall walls council built build building river canal polder dam dams levee tide",
      ],
      [
        "faggot faggots",
        "ate eat eaten eating dinner lunch meatball meatballs butcher cooked cook cooking fried pan gravy onion onions peas sticks bundle bundles fuel wood firewood delicious recipe",
      ],
      ["fag fags", "smoke smoked smoking smokes cigarette cigarettes packet lighter ashtray puff tobacco"],
      // "Spic and span": spotless.
      ["spic spics spick", "span"],
      [
        "jackass jackasses",
        "donkey donkeys mule mules burro burros penguin penguins male males stallion farm breed breeding bray brays rabbit rabbits",
      ],
      // "Summa cum laude"; "tit for tat", the blue tit; reporters "dogging" a senator; the coon hound.
      ["cum", "laude summa magna"],
      ["tit tits", "tat blue great coal marsh willow bird birds nest nested nesting feeder garden"],
      ["dogging", "the him her them reporters press journalists questions rumours rumors allegations"],
      ["coon coons", "hound hounds coonhound hunting skin cap"],
      [
        "bitch bitches",
        "dog dogs puppies puppy litter vet breed breeder breeding canine canines kennel labrador barking whelp whelped pedigree",
      ],
    ] as const
  ).flatMap(([words, context]) => {
    const set = new Set(context.split(" "));
    return words.split(" ").map((word) => [word, set] as const);
  }),
);

/** Words that aim a homonym at a person whatever stands around it ("you bitch", "stupid dyke"). */
const AIMED = new Set("you ur u youre fucking stupid dumb dirty filthy little fat ugly".split(" "));

/**
 * Whether the homonym `word` at `[start, end)` of the skeleton `s` has its ordinary sense: a context word of
 * `HOMONYM_CONTEXT` within eight words, and no word just before that aims it at a person.
 */
function ordinarySense(word: string, s: string, start: number, end: number): boolean {
  const context = HOMONYM_CONTEXT.get(word);
  if (context === undefined) return false;
  const before = s
    .slice(Math.max(0, start - 80), start)
    .split(" ")
    .filter((w) => w !== "");
  if (AIMED.has(before[before.length - 1] ?? "")) return false;
  const after = s
    .slice(end, end + 80)
    .split(" ")
    .filter((w) => w !== "");
  return [...before.slice(-8), ...after.slice(0, 8)].some((w) => context.has(w));
}

/**
 * A slur or insult named rather than aimed: "calling people X", "called me a X", "the word X", "words like X"
 * (how people complain about it). "Calling you a X" is aimed, and not in it.
 */
const MENTION =
  /(?:\b(?:call|calls|calling|called|name|names|naming|named) (?:me|people|someone|somebody|them|him|her|us|others|anyone|each other|women|men|girls|kids|refugees|immigrants|muslims|jews)(?: a| an)?|\b(?:the|that|this) (?:word|words|term|terms|slur|slurs|insult|insults)|\bwords like|\bsaying|\bsay) $/;

/** Whether the word starting at `start` of the skeleton `s` is mentioned, not used (`MENTION`). */
function mentioned(s: string, start: number, end: number): boolean {
  return MENTION.test(s.slice(Math.max(0, start - 40), start)) || NAMED_AFTER.test(s.slice(end, end + 40));
}

/** A slur named, then called one: "Paki is an offensive slur", "X is a derogatory term for…". */
const NAMED_AFTER =
  /^ (?:is|was|are|s) (?:a|an)? ?(?:racist|racial|ethnic|offensive|derogatory|hateful|homophobic|transphobic|vile|ugly|disgusting|horrible|awful|nasty)? ?(?:slur|slurs|insult|term|word|epithet)\b/;

/**
 * A claim denied or reported a few words before a weak insult word ("you can't seriously believe that all
 * women are stupid", "when you said people like me were pathetic", "the very opposite of stupid", "tout sauf
 * stupides"): the insult is not the speaker's.
 */
const DENIED_CLAIM =
  /\b(?:opposite of|far from|anything but|believe|believes|believed|said|say|says|saying|claim|claims|claimed|think|thinks|thought|pretend|pretending|sauf|pas|jamais|nicht|kein|keine|nunca|nao|non|mai)\b(?: [a-z]+){0,6} $/;

/**
 * The speaker of themselves, advice or a question about an act, at most two words before a weak insult word:
 * "I feel so dumb", "I was so stupid to trust him", "is it stupid to buy now?", "don't be a fool".
 */
const SELF_OR_ADVICE =
  /\b(?:i was|i am|i m|im|i feel|i felt|i look|i looked|am i|was i|would i be|we were|we are|we re|made me|makes me|make me|feel|felt|is it|was it|would it be|isn t it|will it be|don t be|do not be|dont be|never be)(?: (?:seem|look|sound))?(?: like)?(?: [a-z]+){0,2} $/;

/**
 * What a weak insult adjective describes when it insults no one: a slip or a thing ("a stupid mistake", "dumb
 * luck", "this stupid printer"), the speaker of themselves ("stupid me"), and the idioms of "fool" ("plays the fool", "a fool's errand").
 */
const THING_AFTER =
  /^ (?:mistakes?|questions?|errors?|luck|typos?|bugs?|autocorrect|phones?|printers?|computers?|laptops?|cars?|alarms?|weather|traffic|cold|flu|games?|rules?|jokes?|songs?|movies?|shows?|hats?|s errand|s gold|around|me once|me|for love|for you|at catching|proof|pays|pay|s guide|s bracket|bracket)\b/;
const FOOL_IDIOM =
  /\b(?:(?:play|plays|played|playing|act|acts|acting)(?: the| a)?|april|nobody s|no one s|more the) $/;

/**
 * Whether the weak insult word at `start`..`end` of the skeleton `s` insults no one: it follows a denial or a
 * report (`DENIED_CLAIM`), the speaker speaks of themselves or asks about an act (`SELF_OR_ADVICE`), or it
 * describes a thing or is an idiom (`THING_AFTER`, `FOOL_IDIOM`).
 */
function aimedAtNoOne(s: string, start: number, end: number): boolean {
  const before = s.slice(Math.max(0, start - 60), start);
  return (
    DENIED_CLAIM.test(before) ||
    SELF_OR_ADVICE.test(before) ||
    THING_AFTER.test(s.slice(end, end + 24)) ||
    FOOL_IDIOM.test(before)
  );
}

/**
 * English slurs that are the ordinary word in Spanish and Portuguese ("negro": black). In Italian "negro" is
 * the slur ("nero" is the colour), so an Italian text keeps it.
 */
const ROMANCE_NEUTRAL = new Set(["negro", "negros", "negra", "negras"]);
/** Spanish and Portuguese things called black, just before the word ("humor negro", "mercado negro", "lista negra"). */
const ROMANCE_COLOURED =
  /\b(?:humor|mercado|agujero|buraco|cafe|vino|vinho|pan|color|cor|viernes|sexta|lista|magia|oveja|ovelha|caja|caixa|cine|novela|peste|marea|mare|chocolate|te|cha|oro|ouro|punto|ponto|luto|traje|vestido|pelo|cabelo|gato|perro|cao) $/;
/** Function words of Spanish and Portuguese that English texts do not use. */
const ROMANCE_WORDS = new Set(
  "el los las una un es soy hay muy pero tambien del estoy uma tem nao sao seu meu sou estou mais tambem algum eu ele ela eles elas voce voces com para dos das por que muito muitos muitas muchos muchas todos todas nunca sempre siempre esse essa esses essas aqueles aquelas estos estas ningun ninguno ninguna nenhum nenhuma somos foram fueron yo con vivo amo adoro".split(
    " ",
  ),
);
/** Words of Italian that Spanish and Portuguese do not use. */
const ITALIAN_WORDS = new Set(
  "sei sono della delle dei degli nel nella nei gli questo questa quello quella anche molto che perche essere altro tipico".split(
    " ",
  ),
);

/** Whether the skeleton `s` is a Spanish or Portuguese text: a function word of theirs, none of Italian. */
function romanceText(s: string): boolean {
  let romance = false;
  for (const word of s.split(" ")) {
    if (ITALIAN_WORDS.has(word)) return false;
    if (ROMANCE_WORDS.has(word)) romance = true;
  }
  return romance;
}

const CAPITALISED = /^[A-Z][a-z]+$/;
const NAME_BEFORE = /[A-Z][a-z]+\.?[ \t]+$/;
const NAME_AFTER = /^[ \t]+(?:van |von |de |la )?[A-Z][a-z]+/;

/** Whether `text[start, end)` is a capitalised word next to another capitalised word: part of a name. */
function partOfName(text: string, start: number, end: number): boolean {
  if (!CAPITALISED.test(text.slice(start, end))) return false;
  return (
    NAME_BEFORE.test(text.slice(Math.max(0, start - 30), start)) || NAME_AFTER.test(text.slice(end, end + 30))
  );
}

/** How the English patterns write a group's name: a match of one holds a group word. */
const GROUP_NAMES = [`(?:${GROUPS}|${GROUP_MEMBER})`, `(?:${GROUPS})`, `(?:${GROUP_MEMBER})`];

/**
 * Whether every match of `source` names a group: each of its top-level alternatives holds one of
 * `GROUP_NAMES` outside any group and not made optional. Other group patterns name the group only by a
 * pronoun in some alternatives ("I just don't want them near my kids", "… c'est pourquoi ils méritent de
 * mourir"): they read the whole text (they run only on text that names a group).
 */
export function namesGroupInEveryMatch(source: string): boolean {
  let depth = 0;
  let held = false;
  for (let i = 0; i <= source.length; i++) {
    const c = source[i];
    if (c === undefined || (c === "|" && depth === 0)) {
      if (!held) return false;
      held = false;
    } else if (c === "\\") i++;
    else if (c === "[") while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
    else if (c === ")") depth--;
    else if (c === "(") {
      const name = depth === 0 ? GROUP_NAMES.find((n) => source.startsWith(n, i)) : undefined;
      if (name !== undefined && !/^[?*]|^\{0/.test(source.slice(i + name.length))) {
        held = true;
        i += name.length - 1;
      } else depth++;
    }
  }
  return true;
}
/**
 * How many spaces each English group pattern's window reaches on each side of a group word: two more than the
 * most a match of it can hold with what its lookarounds read (`mostSpaces`), so every position a match reads lies
 * strictly inside (Infinity: the whole text, for a pattern that need not name the group in a match).
 */
const GROUP_REACH: readonly number[] = ALL_TOXIC_PATTERNS.map((p) => {
  const written = withoutTraceBreaks(p.regex.source);
  return p.group === true && namesGroupInEveryMatch(written)
    ? mostSpaces(written) + 2
    : Number.POSITIVE_INFINITY;
});

/** The words the patterns' own gates look up (`WORD_GATES`). */
const TOXICITY_WORDS = new WordSpotter();
/**
 * The words each pattern needs, read from its expression (`WordGates`): a pattern runs only where they stand, and a
 * pattern read on the whole skeleton starts its scan where a match can (the windowed group patterns are read
 * around a group's name instead).
 */
export const WHOLE_TEXT: readonly boolean[] = GROUP_REACH.map((reach) => reach === Number.POSITIVE_INFINITY);
const WORD_GATES = new WordGates(
  TOXICITY_WORDS,
  ALL_TOXIC_PATTERNS.map((p) => p.regex.source),
  ALL_TOXIC_PATTERNS.map((p, k) => WHOLE_TEXT[k] === true && p.regex.global && !p.regex.sticky),
);

/** The gates of `WORD_GATES` on a skeleton (for tests: no pattern may match where they are shut). */
export function patternGates(skeletonText: string): GateReading {
  return WORD_GATES.open(skeletonText);
}

/**
 * For a windowed group pattern that opens with a group's name (`\b(?:muslims?|jews?|…) …`, without a top-level
 * alternation): that opening as an expression of its own, shared by the patterns that open with it, and the
 * pattern made sticky. Every match of the pattern starts where its opening matches, so the openings of a window
 * are found once and the pattern is tried only there: 21 patterns open so, and each scanned its whole window.
 */
export const LEADING_NAME: ReadonlyArray<LeadingName | undefined> = (() => {
  const openings = new Map<string, { opening: RegExp; id: number }>();
  return ALL_TOXIC_PATTERNS.map((p, k) => {
    const written = withoutTraceBreaks(p.regex.source);
    const name = GROUP_NAMES.find((n) => written.startsWith(`\\b${n}`));
    if (GROUP_REACH[k] === Number.POSITIVE_INFINITY || name === undefined || alternatives(written).length > 1)
      return undefined;
    if (/^[?*]|^\{0/.test(written.slice(2 + name.length))) return undefined;
    const key = `${p.regex.flags}:${name}`;
    const shared = openings.get(key) ?? {
      opening: new RegExp(`\\b${name}`, p.regex.flags),
      id: openings.size,
    };
    openings.set(key, shared);
    return { ...shared, sticky: new RegExp(p.regex.source, `${p.regex.flags.replace("g", "")}y`) };
  });
})();

export interface LeadingName {
  /** The opening, global; `id` tells the openings apart. */
  opening: RegExp;
  id: number;
  /** The pattern, sticky. */
  sticky: RegExp;
}

/** Every position of `text` where `opening` (a global expression) matches, overlapping matches included. */
export function openingsIn(opening: RegExp, text: string): number[] {
  const starts: number[] = [];
  opening.lastIndex = 0;
  for (let m = opening.exec(text); m !== null; m = opening.exec(text)) {
    starts.push(m.index);
    opening.lastIndex = m.index + 1;
  }
  return starts;
}

/**
 * The matches of a pattern that opens with a group's name in `text` (`starts`: where its opening matches), as
 * [index, length]: those a global scan of the pattern finds, left to right and not overlapping.
 */
export function matchesAtOpenings(
  leading: LeadingName,
  text: string,
  starts: readonly number[],
): Array<[number, number]> {
  const matches: Array<[number, number]> = [];
  let next = 0;
  for (const at of starts) {
    if (at < next) continue;
    leading.sticky.lastIndex = at;
    const m = leading.sticky.exec(text);
    if (m === null) continue;
    next = at + m[0].length;
    matches.push([at, m[0].length]);
  }
  return matches;
}

/** Where the skeleton `s` names a group: the [start, end) of each group word (three letters or more). */
export function groupWords(s: string): Array<readonly [number, number]> {
  const found: Array<readonly [number, number]> = [];
  let wordStart = 0;
  for (const word of skeletonWords(s)) {
    const wordEnd = wordStart + word.length;
    if (word.length >= 3 && ALL_GROUP_WORDS.has(word)) found.push([wordStart, wordEnd]);
    wordStart = wordEnd + 1;
  }
  return found;
}

/**
 * The stretches of the skeleton `s` around its group words (`words`, from `groupWords`), `reach` spaces on
 * each side (to a space or the text's end), merged where they overlap. A pattern whose every match names the
 * group (`namesGroupInEveryMatch`) needs only these: a long text that names a group once is read there, not
 * whole by each of ~40 expressions. A match holds at most `reach - 2` spaces with everything its assertions
 * read, so it lies strictly inside the window of the group word it names, off the edges where `\b`, `^`, `$`
 * and the lookarounds could read otherwise than in the whole text: the windows find every match of the whole
 * text whose group name stands as a word of its own (not one glued to the word before it, "allwomen", which
 * the 300-character windows before missed too unless another group word stood near).
 */
export function groupWindows(
  s: string,
  words: ReadonlyArray<readonly [number, number]>,
  reach: number,
): Array<readonly [number, number]> {
  const windows: Array<[number, number]> = [];
  for (const [start, end] of words) {
    // Back to just after the `reach`-th space before the word, on to the `reach`-th space after it.
    let from = start;
    for (let spaces = 0; from > 0; from--) if (s.charCodeAt(from - 1) === 32 && ++spaces === reach) break;
    let to = end;
    for (let spaces = 0; to < s.length; to++) if (s.charCodeAt(to) === 32 && ++spaces === reach) break;
    const last = windows[windows.length - 1];
    if (last !== undefined && from <= last[1]) last[1] = Math.max(last[1], to);
    else windows.push([from, to]);
  }
  return windows;
}

/** What the lexicon and sentence patterns found in a text, before any threshold. */
export interface ToxicityAnalysis {
  /** `1 - Π(1 - weight)` over the distinct words and patterns found. */
  score: number;
  hits: readonly Hit[];
  weights: ReadonlyMap<string, number>;
  /**
   * `1 - Π(1 - weight)` over the evidence the model is not trusted to weigh: threats (any language; the
   * rarest class in the training data, and the threat signals' precision on it is 0.8–1.0) and the
   * multilingual terms the training data has (almost) none of: Russian, Chinese, Japanese and Korean insults. (Spanish, French, German, Portuguese
   * and Italian insults are left to the model, which has Multilingual HateCheck rows in those languages:
   * leave-one-source-out measured more false positives than catches from them.)
   */
  lexiconScore: number;
}

export function analyzeToxicity(text: string): ToxicityAnalysis {
  const sk = skeleton(text);
  const hits: Hit[] = [];
  let s = sk.text;
  let corrections: Correction[] | undefined;
  let toSkeleton = (index: number) => index;
  let namesGroup = false;
  let triggers: Set<string> | undefined;
  let romance: boolean | undefined;
  let next = 0;
  for (const skeletonWord of skeletonWords(s)) {
    const wordStart = next;
    const wordEnd = wordStart + skeletonWord.length;
    next = wordEnd + 1;
    if (skeletonWord.length < 3) continue;
    const facts = factsOf(skeletonWord);
    if (facts === PLAIN_WORD) continue;
    const { corrected, word, entry } = facts;
    if (corrected !== undefined) {
      corrections ??= [];
      corrections.push([wordStart, wordEnd - wordStart, corrected]);
    }
    if (facts.group) namesGroup = true;
    if (facts.trigger) {
      triggers ??= new Set();
      triggers.add(word);
    }
    if (entry === undefined) continue;
    const { start, end } = originalSpan(sk, wordStart, wordEnd);
    if (
      (HOMONYM_CONTEXT.has(word) && ordinarySense(word, s, wordStart, wordEnd)) ||
      (entry.label !== "profanity" && mentioned(s, wordStart, wordEnd)) ||
      // The weakest insult words alone (weight 0.5 or less) count only where they insult someone.
      (entry.label === "insult" && entry.weight <= 0.5 && aimedAtNoOne(s, wordStart, wordEnd))
    )
      continue;
    if (ROMANCE_NEUTRAL.has(word)) romance ??= romanceText(s);
    if (
      (NAME_LIKE.has(word) && partOfName(text, start, end)) ||
      (ROMANCE_NEUTRAL.has(word) &&
        (romance || ROMANCE_COLOURED.test(s.slice(Math.max(0, wordStart - 12), wordStart))))
    )
      continue;
    hits.push({ key: `w:${word}`, label: entry.label, weight: entry.weight, start, end });
  }
  if (corrections !== undefined) ({ text: s, toSkeleton } = withCorrections(s, corrections));
  // Profanity masked with symbols (`f*ck`, `sh#t`, `a**hole`) loses its letters in the skeleton: read the raw text.
  MASKED_PROFANITY.lastIndex = 0;
  for (let m = MASKED_PROFANITY.exec(text); m !== null; m = MASKED_PROFANITY.exec(text)) {
    hits.push({
      key: `m:${m[0].toLowerCase()}`,
      label: "profanity",
      weight: 0.55,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  /** The windows of each reach the text's group patterns need, made on first use. */
  const windows = new Map<number, ReadonlyArray<readonly [number, number]>>();
  /**
   * Where each window's group names open (see `LEADING_NAME`), found on first use: per window, per opening read
   * on the skeleton (index `2 * id`) or on its Latin-1 view (`2 * id + 1`).
   */
  const openings = new Map<readonly [number, number], Array<number[] | undefined>>();
  let named: ReadonlyArray<readonly [number, number]> | undefined;
  // A run of the text's letters glued into a longer skeleton word ("connard" of "connard!!ok") is a word to the
  // terms read on the text itself: it opens their gates too.
  for (const run of sk.gluedRuns) {
    const facts = factsOf(run);
    if (facts === PLAIN_WORD || !facts.trigger) continue;
    triggers ??= new Set();
    triggers.add(facts.word);
  }
  const open = openGates(triggers);
  const found = (pattern: ToxicPattern, at: number, length: number): void => {
    if (pattern.negated?.(s, at, at + length)) return;
    const { start, end } = originalSpan(sk, toSkeleton(at), toSkeleton(at + length));
    hits.push({ key: `p:${pattern.id}`, label: pattern.label, weight: pattern.weight, start, end });
  };
  let view: string | undefined;
  const gates = WORD_GATES.open(s);
  for (let p = 0; p < ALL_TOXIC_PATTERNS.length; p++) {
    const pattern = ALL_TOXIC_PATTERNS[p]!;
    if (pattern.group === true && !namesGroup) continue;
    if (PATTERN_WORDS[p] !== undefined && open.patterns[p] === 0) continue;
    // The words its expression needs are missing (windows end at spaces, so a window's words are the text's), or
    // none of those a whole-text pattern opens with is there.
    if (gates.open[p] === 0) continue;
    const start = WHOLE_TEXT[p] === true ? gates.from[p]! : 0;
    // A text in another script is read as its Latin-1 view by the patterns that allow it (one compiled copy each).
    if (READS_LATIN1_VIEW[p] === true) view ??= latin1View(s);
    const read = READS_LATIN1_VIEW[p] === true && view !== undefined ? view : s;
    // A group pattern's match holds a group word: it is read only in the text around those words.
    let spans: ReadonlyArray<readonly [number, number]> = [[0, s.length]];
    const reach = GROUP_REACH[p]!;
    if (reach !== Number.POSITIVE_INFINITY) {
      named ??= groupWords(s);
      spans = windows.get(reach) ?? groupWindows(s, named, reach);
      windows.set(reach, spans);
    }
    const leading = LEADING_NAME[p];
    for (const span of spans) {
      const [from, to] = span;
      const part = from === 0 && to === s.length ? read : read.slice(from, to);
      if (leading !== undefined) {
        let perOpening = openings.get(span);
        if (perOpening === undefined) {
          perOpening = [];
          openings.set(span, perOpening);
        }
        const slot = 2 * leading.id + (read === s ? 0 : 1);
        const starts = perOpening[slot] ?? openingsIn(leading.opening, part);
        perOpening[slot] = starts;
        for (const [at, length] of matchesAtOpenings(leading, part, starts))
          found(pattern, from + at, length);
        continue;
      }
      // No match starts before `start` (0 but on the whole text, see `WORD_GATES`).
      pattern.regex.lastIndex = start;
      for (let m = pattern.regex.exec(part); m !== null; m = pattern.regex.exec(part))
        found(pattern, from + m.index, m[0].length);
    }
  }
  // Many terms share one script test (`CJK`, `CYRILLIC`): each is run once per text, and not at all where none of
  // its script's blocks is there.
  const tested = new Map<RegExp, boolean>();
  const passes = (requirement: RegExp, ranges: ScriptRanges | undefined): boolean => {
    let result = tested.get(requirement);
    if (result === undefined && ranges !== undefined && !hasBlocksOf(sk.blocks, ranges)) result = false;
    if (result === undefined) {
      requirement.lastIndex = 0;
      result = requirement.test(text);
      tested.set(requirement, result);
    }
    return result;
  };
  for (let t = 0; t < I18N_TOXIC_TERMS.length; t++) {
    const term = I18N_TOXIC_TERMS[t]!;
    if (term.requires !== undefined && !passes(term.requires, TERM_SCRIPTS[t])) continue;
    if (TERM_WORDS[t] !== undefined && open.terms[t] === 0 && term.opensOn?.test(text) !== true) continue;
    term.regex.lastIndex = 0;
    for (let m = term.regex.exec(text); m !== null; m = term.regex.exec(text)) {
      if (term.unlessClauseHas?.test(text.slice(clauseStart(text, m.index), m.index))) continue;
      hits.push({
        key: `i:${term.id}`,
        label: term.label,
        weight: term.weight,
        start: m.index,
        end: m.index + m[0].length,
      });
    }
  }
  // A threat or insult inside quotation marks is usually reported or denounced ("he should be jailed for
  // writing 'all X should die'"): where the text around the quotes says something of its own (three words or
  // more), quoted hits do not count for the score; and they never lift the model's floor.
  const quoted = quotedRanges(text);
  // A hit ends inside the quote when only its leading filler words ("like all …") stand before it.
  const unquoted = (hit: Hit) => !quoted.some(([from, to]) => hit.end > from && hit.end <= to);
  const counted = quoted.length > 0 && wordsOutside(text, quoted) >= 3 ? hits.filter(unquoted) : hits;
  const weights = new Map<string, number>();
  for (const hit of counted) weights.set(hit.key, Math.max(weights.get(hit.key) ?? 0, hit.weight));
  const threats = new Set(
    hits.filter((hit) => hit.label === "threat" && unquoted(hit)).map((hit) => hit.key),
  );
  const floorKeys = new Set(
    hits.filter((hit) => FLOOR_TERMS.has(hit.key) && unquoted(hit)).map((hit) => hit.key),
  );
  let miss = 1;
  let lexiconMiss = 1;
  for (const [key, weight] of weights) {
    miss *= 1 - weight;
    if (floorKeys.has(key) || threats.has(key)) lexiconMiss *= 1 - weight;
  }
  return {
    score: Math.round((1 - miss) * 1000) / 1000,
    hits,
    weights,
    lexiconScore: Math.round((1 - lexiconMiss) * 1000) / 1000,
  };
}

const QUOTED = /["“„«「『]([^"”»」』\n]{1,300})["”»」』]/g;

/** The [start, end) ranges of `text` inside quotation marks (straight, curly, guillemets, CJK brackets). */
function quotedRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  QUOTED.lastIndex = 0;
  for (let m = QUOTED.exec(text); m !== null; m = QUOTED.exec(text))
    ranges.push([m.index, m.index + m[0].length]);
  return ranges;
}

/** A word: a run of letters, or two Chinese/Japanese characters (those scripts put no space between words). */
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,2}|\p{L}+/gu;

/** How many words `text` has outside the `ranges` (quotations). */
function wordsOutside(text: string, ranges: ReadonlyArray<[number, number]>): number {
  let count = 0;
  let from = 0;
  for (const [start, end] of [...ranges, [text.length, text.length] as [number, number]]) {
    count += text.slice(from, start).match(WORD)?.length ?? 0;
    from = end;
  }
  return count;
}

/** The labels and spans of the words and patterns found. */
export function toxicityFindings(analysis: ToxicityAnalysis): { labels: string[]; detections: Detection[] } {
  const labels = [...new Set(analysis.hits.map((hit) => hit.label))];
  // A word and a sentence pattern (or two patterns) can report the same span: one detection each, the
  // strongest weight.
  const bySpan = new Map<string, Detection>();
  for (const hit of analysis.hits) {
    if (hit.end <= hit.start) continue;
    const key = `${hit.start}:${hit.end}:${hit.label}`;
    const seen = bySpan.get(key);
    if (seen === undefined || hit.weight > seen.score)
      bySpan.set(key, { type: hit.label, start: hit.start, end: hit.end, score: hit.weight });
  }
  const detections = [...bySpan.values()].sort((a, b) => a.start - b.start || b.end - a.end);
  return { labels, detections };
}

/** Scores `text` with the lexicon and patterns alone (engine `patterns`, the detector before issue 13). */
export function scoreToxicityPatterns(text: string): MetricOutcome {
  const analysis = analyzeToxicity(text);
  const { score, weights } = analysis;
  if (weights.size === 0) return { detected: false, score: 0, labels: [], detections: [] };
  if (score < TOXICITY_THRESHOLD) {
    return {
      detected: false,
      score,
      labels: [],
      detections: [],
      detail: `weak signals: ${[...weights.keys()].join(", ")}`,
    };
  }
  return { detected: true, score, ...toxicityFindings(analysis) };
}
