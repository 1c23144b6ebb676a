/**
 * The prompt-injection signals (engine `patterns`, and the labels and spans of engine `local`): weighted
 * phrase signals over an obfuscation-resistant skeleton of the text, chat-template delimiters over the raw
 * text, and a second pass over decoded payloads (base64, hex, Unicode tag characters, and rot13/reversed
 * text when the message announces a cipher). The score is `1 - Π(1 - weight)` over the distinct signals that
 * fired, raised when the attack was obfuscated and halved when the text discusses attacks rather than making
 * one; `detected` at score >= 0.5.
 */
import type { Detection, MetricOutcome } from "../contract.js";
import { deleet, hasBlocksOf, hasSymbol, originalSpan, type Skeleton, skeleton } from "../text/normalize.js";
import { latin1View, readsOnlyLatin1 } from "../text/regex-code.js";
import { scriptRanges } from "../text/regex-source.js";
import { WordGates } from "../text/word-gates.js";
import { AGENT_SIGNALS } from "./agent-signals.js";
import { findCueDensity } from "./cue-density.js";
import { DECODE_CUE, findEncodedPayloads, rot13 } from "./decode.js";
import { DELIMITER_SIGNALS as BASE_DELIMITER_SIGNALS } from "./delimiter-signals.js";
import { I18N_FAMILY_PHRASES, I18N_FAMILY_RAW } from "./i18n-family-signals.js";
import { I18N_PARAPHRASE_PHRASES, I18N_PARAPHRASE_RAW } from "./i18n-paraphrase-signals.js";
import { I18N_SIGNALS } from "./i18n-signals.js";
import { MORE_LANGUAGE_PHRASES, MORE_LANGUAGE_RAW } from "./more-languages.js";
import {
  attemptBefore,
  mentionedAt,
  namedAfter,
  negationBefore,
  quotedInSecurityTalk,
  SENTENCE_BREAK,
} from "./negation.js";
import { PARAPHRASE_SIGNALS, RAW_PARAPHRASE_SIGNALS } from "./paraphrase-signals.js";
import { INJECTION_WORDS } from "./prefilter.js";
import { servesUsers } from "./shape.js";
import { PHRASE_SIGNALS as BASE_PHRASE_SIGNALS, META_DISCUSSION, type Signal } from "./signals.js";
import { TASK_SWITCH_SIGNALS } from "./task-switch-signals.js";
import { TEMPLATE_SIGNALS } from "./template-signals.js";

const PHRASE_SIGNALS: readonly Signal[] = [
  ...BASE_PHRASE_SIGNALS,
  ...PARAPHRASE_SIGNALS,
  ...AGENT_SIGNALS,
  ...TASK_SWITCH_SIGNALS,
  ...TEMPLATE_SIGNALS,
  ...MORE_LANGUAGE_PHRASES,
  ...I18N_PARAPHRASE_PHRASES,
  ...I18N_FAMILY_PHRASES,
];
const DELIMITER_SIGNALS: readonly Signal[] = [
  ...BASE_DELIMITER_SIGNALS,
  ...RAW_PARAPHRASE_SIGNALS,
  ...I18N_SIGNALS,
  ...MORE_LANGUAGE_RAW,
  ...I18N_PARAPHRASE_RAW,
  ...I18N_FAMILY_RAW,
];
/**
 * The expressions read on the skeleton through gates (see `WordGates`): the phrase signals, and last
 * `META_DISCUSSION` (read by `discussesAttacks`, not scanned for hits).
 */
const GATED: readonly RegExp[] = [...PHRASE_SIGNALS.map((signal) => signal.regex), META_DISCUSSION];
const DISCUSSION = GATED.length - 1;
/** Per gated expression, the groups of words its matches need (see `requiredWords`) and its leading words. */
const GATES = new WordGates(
  INJECTION_WORDS,
  GATED.map((regex) => regex.source),
  GATED.map((regex) => regex.global && !regex.sticky),
);
/** Whether each phrase signal matches the same in a text's `latin1View`. */
const READS_LATIN1_VIEW: readonly boolean[] = PHRASE_SIGNALS.map((signal) => readsOnlyLatin1(signal.regex));

let lastDiscussed: { text: string; discusses: boolean } | undefined;

/**
 * Whether a skeleton talks about attacks (how to detect them, what they are) rather than making one
 * (`META_DISCUSSION`); kept for the last text, which the patterns and the model's features both ask about.
 */
export function discussesAttacks(skeletonText: string): boolean {
  if (lastDiscussed?.text === skeletonText) return lastDiscussed.discusses;
  const { open, from } = GATES.open(skeletonText);
  const start = from[DISCUSSION]!;
  let discusses = false;
  if (open[DISCUSSION] === 1) {
    META_DISCUSSION.lastIndex = start;
    discusses = META_DISCUSSION.test(skeletonText);
    META_DISCUSSION.lastIndex = 0;
  }
  lastDiscussed = { text: skeletonText, discusses };
  return discusses;
}

export const INJECTION_THRESHOLD = 0.5;
/** Placeholder: the cue-density signal is computed by `findCueDensity`, not by a regex. */
const CUE_REGEX = /(?!)/g;
/** Readable text found inside base64, hex, binary or tag characters (found by `findEncodedPayloads`). */
const ENCODED_TEXT: Signal = { id: "encoded_text", label: "obfuscation", weight: 0.45, regex: /(?!)/g };

export interface Hit {
  signal: Signal;
  start: number;
  end: number;
  obfuscated: boolean;
  /** Found inside a decoded payload (base64, hex, tag characters) or in the rot13/reversed reading. */
  decoded?: boolean;
}

const NON_LETTERS = /[^a-z]+/g;
/** Zero-width characters (one UTF-16 unit each, so offsets are kept when they are replaced by a space). */
const INVISIBLE = "[\\u200b-\\u200d\\u2060\\ufeff\\u180e]";
const INVISIBLE_SEPARATORS = new RegExp(INVISIBLE, "g");
const INVISIBLE_RUNS = new RegExp(`${INVISIBLE}+`, "g");
const LETTER = /\p{L}/u;

/**
 * Whether a run of zero-width characters stands between two letters. Found run by run (a text has few):
 * `/\p{L}[…]+\p{L}/u` would test the letter class at every character (~15 µs on 1 KB).
 */
function invisibleBetweenLetters(text: string): boolean {
  INVISIBLE_RUNS.lastIndex = 0;
  for (let m = INVISIBLE_RUNS.exec(text); m !== null; m = INVISIBLE_RUNS.exec(text)) {
    const after = m.index + m[0].length;
    if (m.index > 0 && after < text.length && LETTER.test(text[m.index - 1]!) && LETTER.test(text[after]!))
      return true;
  }
  return false;
}

const MARKS = /\p{M}/gu;
/** Letters of ordinary spelling that the skeleton folds without NFD's help (German, Turkish). */
const PLAIN_FOLDS = /[ßı]/g;

/**
 * Whether the raw span reads the same as the skeleton match once lower-cased and its accents dropped: "règles
 * précédentes" is how French is written, not an obfuscation (look-alike letters from other scripts, leetspeak
 * and full-width forms still are).
 */
function readsPlainly(raw: string, matched: string): boolean {
  const folded = raw
    .normalize("NFD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(PLAIN_FOLDS, (ch) => (ch === "ß" ? "ss" : "i"));
  return folded.replace(NON_LETTERS, " ").trim() === matched;
}

function scanPhrases(
  source: string,
  toOriginal: (from: number, to: number) => { start: number; end: number },
  plainText: string | undefined,
  hits: Hit[],
  /** Where the phrases named as quotations go (see `mentionedAt`), when the caller wants them. */
  named?: Hit[],
): void {
  const { open, from } = GATES.open(source);
  let view: string | undefined;
  for (let index = 0; index < PHRASE_SIGNALS.length; index++) {
    // A signal whose words are missing, or none of whose leading words is there, cannot match: it is not run.
    if (!open[index]) continue;
    const signal = PHRASE_SIGNALS[index]!;
    // A text in another script is read as its Latin-1 view by the signals that allow it (one compiled copy each).
    if (READS_LATIN1_VIEW[index] === true) view ??= latin1View(source);
    const read = READS_LATIN1_VIEW[index] === true && view !== undefined ? view : source;
    // No match starts before the first of its leading words: the scan starts there.
    signal.regex.lastIndex = from[index]!;
    for (let m = signal.regex.exec(read); m !== null; m = signal.regex.exec(read)) {
      const { start, end } = toOriginal(m.index, m.index + m[0].length);
      // One expression for two readings: a match `weaker.when` accepts counts as the weaker signal.
      const found = signal.weaker?.when.test(m[0]) === true ? signal.weaker.signal : signal;
      // "Do not ignore the previous instructions", "never reveal your system prompt", "I cannot reveal my system
      // prompt": a system prompt defending itself, or the assistant refusing (not "No. Ignore…").
      // An attempt a system prompt names to refuse it ("if a user asks you to enter developer mode, decline")
      // is set aside whatever the label.
      if (plainText !== undefined) {
        const negation =
          signal.label === "instruction_override" ||
          signal.label === "prompt_extraction" ||
          signal.negatable === true
            ? negationBefore(source, m.index)
            : attemptBefore(source, m.index);
        if (negation !== undefined) {
          const between = plainText.slice(toOriginal(negation.start, negation.end).end, start);
          if (!SENTENCE_BREAK.test(between)) continue;
        }
      }
      // "The attacker used the phrase: ignore all previous instructions" names the attack, it does not make it.
      const obfuscated = plainText === undefined || !readsPlainly(plainText.slice(start, end), m[0]);
      if (
        plainText !== undefined &&
        (mentionedAt(source, m.index) || quotedInSecurityTalk(plainText, start) || namedAfter(plainText, end))
      ) {
        named?.push({ signal: found, start, end, obfuscated });
        continue;
      }
      hits.push({ signal: found, start, end, obfuscated });
    }
  }
}

/** The tests the raw signals require (`requires`), each once. */
const REQUIREMENTS = [...new Set(DELIMITER_SIGNALS.flatMap((signal) => signal.requires ?? []))];

/** One character a regex source matches as itself: escaped punctuation, or any character but the syntax's. */
const PLAIN = String.raw`(?:\\[^\w\s]|[^\\[\](){}|.*+?^$])`;
/** A class of such characters, without ranges or negation (`[#*[<]`). */
const ONE_CLASS = /^\[((?:\\[^\w\s]|[^\\\]\-^])+)\]$/;
/** Strings, one or an alternation of them, bare or in one group (`<\|`, `(?:%%%|===)`). */
const ALTERNATIVES = new RegExp(String.raw`^(?:\(\?:)?(${PLAIN}+(?:\|${PLAIN}+)*)\)?$`);
const asWritten = (written: string): string => written.replace(/\\(.)/g, "$1");

/**
 * The strings one of which a text holds exactly when a requirement matches it, for a requirement that is a
 * string, a class of characters or an alternation of strings (`:`, `<\|`, `[#*[<]`, `(?:%%%|===)`); undefined
 * for any other expression. `String.includes` finds them ~10x faster than a regex in text with a character
 * beyond Latin-1, which V8 stores two bytes a character.
 */
export function requiredStrings(regex: RegExp): string[] | undefined {
  if (regex.flags !== "") return undefined;
  const chars = ONE_CLASS.exec(regex.source)?.[1];
  if (chars !== undefined) return chars.match(/\\?./gs)!.map(asWritten);
  const strings = ALTERNATIVES.exec(regex.source)?.[1];
  return strings?.split(/(?<!\\)\|/).map(asWritten);
}
const REQUIRED_STRINGS = REQUIREMENTS.map(requiredStrings);

const SCRIPT_RANGES = REQUIREMENTS.map(scriptRanges);
/** Per required string, its character codes when all are ASCII characters other than letters (`Skeleton.symbols`). */
const SYMBOL_CODES = REQUIRED_STRINGS.map((strings) =>
  strings?.map((string) => {
    const codes = [...string].map((ch) => ch.charCodeAt(0));
    return codes.every((code) => code < 128 && !/[A-Za-z]/.test(String.fromCharCode(code)))
      ? codes
      : undefined;
  }),
);

/**
 * Which `requires` tests `text` passes, each run once per text (several signals share one test). With the
 * `symbols` of the text's skeleton, a string of ASCII symbols is settled by them where one of its characters is
 * missing or it is one character long.
 */
function requirementsMet(text: string, symbols?: Uint32Array, blocks?: Uint32Array): ReadonlySet<RegExp> {
  const met = new Set<RegExp>();
  for (let k = 0; k < REQUIREMENTS.length; k++) {
    const regex = REQUIREMENTS[k]!;
    const ranges = SCRIPT_RANGES[k];
    if (blocks !== undefined && ranges !== undefined && !hasBlocksOf(blocks, ranges)) continue;
    const strings = REQUIRED_STRINGS[k];
    if (strings === undefined ? regex.test(text) : holdsOne(text, strings, SYMBOL_CODES[k]!, symbols))
      met.add(regex);
  }
  return met;
}

/** Whether `text` holds one of `strings` (`codes`: their characters, where all are ASCII symbols). */
function holdsOne(
  text: string,
  strings: readonly string[],
  codes: ReadonlyArray<readonly number[] | undefined>,
  symbols: Uint32Array | undefined,
): boolean {
  for (let s = 0; s < strings.length; s++) {
    const characters = symbols === undefined ? undefined : codes[s];
    if (characters !== undefined) {
      let all = true;
      for (const code of characters) all &&= hasSymbol(symbols!, code);
      if (!all) continue;
      if (characters.length === 1) return true;
    }
    if (text.includes(strings[s]!)) return true;
  }
  return false;
}

/** The gate words of the raw signals (`Signal.words`), looked up in the skeleton's spotted words. */
INJECTION_WORDS.register(DELIMITER_SIGNALS.flatMap((signal) => signal.words ?? []));

/** Whether `spotted` holds one of `words` (a loop: a callback per signal would be allocated on every text). */
function holdsAny(spotted: ReadonlySet<string>, words: readonly string[]): boolean {
  for (const word of words) if (spotted.has(word)) return true;
  return false;
}

function scanDelimiters(
  text: string,
  hits: Hit[],
  at?: { start: number; end: number },
  met: ReadonlySet<RegExp> = requirementsMet(text),
  /** The spotted words of the text's skeleton, where known: signals with `words` run only if one is there. */
  spotted?: ReadonlySet<string>,
  /** Where the phrases reported right after them go (see `namedAfter`), when the caller wants them. */
  named?: Hit[],
): void {
  for (const signal of DELIMITER_SIGNALS) {
    if (signal.requires !== undefined && !met.has(signal.requires)) continue;
    if (spotted !== undefined && signal.words !== undefined && !holdsAny(spotted, signal.words)) continue;
    signal.regex.lastIndex = 0;
    for (let m = signal.regex.exec(text); m !== null; m = signal.regex.exec(text)) {
      const start = at?.start ?? m.index;
      const end = at?.end ?? m.index + m[0].length;
      const read =
        signal.weaker?.when.test(m[0]) === true
          ? signal.weaker.signal
          : signal.weakerAtStart !== undefined && at === undefined && onFirstLine(text, m.index)
            ? signal.weakerAtStart
            : signal;
      if (named !== undefined && at === undefined && namedAfter(text, end))
        named.push({ signal: read, start, end, obfuscated: false });
      else hits.push({ signal: read, start, end, obfuscated: at !== undefined });
      if (m[0].length === 0) signal.regex.lastIndex++;
    }
  }
}

/** Whether `index` of `text` is on its first non-blank line. */
function onFirstLine(text: string, index: number): boolean {
  const before = text.slice(0, index);
  return !before.trimStart().includes("\n");
}

/**
 * The plainest attacks, word group by word group (a trailing "?" marks an optional group), read again in a text
 * whose words were split to slip past word lists ("dis regard all prev ious instruc tions").
 */
const SPLIT_PHRASES: ReadonlyArray<readonly string[]> = [
  [
    "ignore|disregard|forget",
    "all?",
    "of?",
    "the|your?",
    "previous|prior|above|earlier|preceding",
    "instructions|rules|prompts|directives|guidelines",
  ],
  [
    "reveal|print|show|output|repeat",
    "me?",
    "your|the",
    "system|hidden|initial|original",
    "prompt|instructions",
  ],
];
/** `SPLIT_PHRASES` with `between` after each word group but the last. */
function splitPhrases(between: string): RegExp {
  const phrase = (groups: readonly string[]) =>
    groups
      .map((group, i) => {
        const optional = group.endsWith("?");
        const words = `(?:${optional ? group.slice(0, -1) : group})${i < groups.length - 1 ? between : ""}`;
        return optional ? `(?:${words})?` : words;
      })
      .join("");
  return new RegExp(SPLIT_PHRASES.map(phrase).join("|"));
}
/** The phrases with every space removed: read only when the plain reading found no override nor extraction. */
const SPLIT_ATTACKS = splitPhrases("");
/** The same phrases written plainly: when the skeleton holds them, the plain reading has already decided (a negation, a document's rules). */
const PLAIN_ATTACKS = splitPhrases(" ");
/** The longest skeleton the split-word reading reads. */
const SPLIT_READING_LIMIT = 600;
const SPLIT_WORDS: Signal = {
  id: "split_words",
  label: "instruction_override",
  weight: 0.85,
  regex: /(?!)/g,
};

/** Adds the hits of a second reading (leetspeak undone, zero-width read as spaces) that the plain one lacks. */
function addObfuscated(hits: Hit[], more: readonly Hit[]): void {
  const plain = new Set(hits.map((hit) => `${hit.signal.id}:${hit.start}`));
  for (const hit of more)
    if (!plain.has(`${hit.signal.id}:${hit.start}`)) hits.push({ ...hit, obfuscated: true });
}

function collectHits(text: string): { hits: Hit[]; named: Hit[]; sk: Skeleton } {
  const hits: Hit[] = [];
  const named: Hit[] = [];
  const sk = skeleton(text);
  const direct = (from: number, to: number) => originalSpan(sk, from, to);
  scanPhrases(sk.text, direct, text, hits, named);
  // Zero-width characters glue the letters around them in the skeleton ("ig\u200bnore"); used between words
  // instead ("ignore\u200ball\u200bprevious…"), they are read again as spaces.
  if (invisibleBetweenLetters(text)) {
    const spaced = text.replace(INVISIBLE_SEPARATORS, " ");
    const spacedSkeleton = skeleton(spaced);
    const again: Hit[] = [];
    scanPhrases(spacedSkeleton.text, (from, to) => originalSpan(spacedSkeleton, from, to), spaced, again);
    addObfuscated(hits, again);
  }
  const met = requirementsMet(text, sk.symbols, sk.blocks);
  // The skeleton undoes look-alikes, accents and leetspeak: a raw match's words are in it (also for the
  // leet reading below).
  const spotted = INJECTION_WORDS.distinct(sk.text);
  scanDelimiters(text, hits, undefined, met, spotted, named);
  // A system prompt that describes an assistant serving users ("your task is to …") packs instructions,
  // rules and secrets by nature: the fallback does not read it (the explicit signals still do).
  const dense = servesUsers(text) ? undefined : findCueDensity(sk.text);
  if (dense !== undefined) {
    const span = originalSpan(sk, dense.from, dense.to);
    hits.push({
      signal: { id: "cue_density", label: dense.label, weight: 0.55, regex: CUE_REGEX },
      ...span,
      obfuscated: false,
    });
  }
  const readable = deleet(text);
  if (readable !== text) {
    const leet: Hit[] = [];
    // Leetspeak is read back in ASCII characters only: the scripts found in `text` are those of `readable`.
    scanDelimiters(readable, leet, undefined, met, spotted);
    addObfuscated(hits, leet);
  }
  if (DECODE_CUE.test(text)) {
    const decoded: Hit[] = [];
    scanPhrases(rot13(sk.text), direct, undefined, decoded);
    const n = sk.text.length;
    const reversed = [...sk.text].reverse().join("");
    scanPhrases(reversed, (from, to) => originalSpan(sk, n - to, n - from), undefined, decoded);
    for (const hit of decoded) hits.push({ ...hit, decoded: true });
  }
  for (const payload of findEncodedPayloads(text)) {
    const inner: Hit[] = [];
    const decodedSkeleton = skeleton(payload.decoded);
    scanPhrases(decodedSkeleton.text, () => payload, undefined, inner);
    scanDelimiters(payload.decoded, inner, payload);
    for (const hit of inner) {
      hits.push({ ...hit, start: payload.start, end: payload.end, obfuscated: true, decoded: true });
    }
    // Readable text hidden in an encoding is evidence of its own, even when no phrase fires on it (not escapes:
    // a URL's "%20" or an HTML page's entities are how ordinary text is written there).
    if (inner.length === 0 && payload.encoding !== "escapes")
      hits.push({ signal: ENCODED_TEXT, start: payload.start, end: payload.end, obfuscated: true });
  }
  // Split words are read in short texts only: the attacks seen are a line long, and removing a long text's spaces
  // costs ~4 µs per KB on every benign text.
  if (
    named.length === 0 &&
    sk.text.length <= SPLIT_READING_LIMIT &&
    !hits.some(
      (hit) => hit.signal.label === "instruction_override" || hit.signal.label === "prompt_extraction",
    )
  ) {
    const split = SPLIT_ATTACKS.exec(sk.text.replaceAll(" ", ""));
    if (split !== null && !PLAIN_ATTACKS.test(sk.text))
      hits.push({ signal: SPLIT_WORDS, start: 0, end: text.length, obfuscated: true });
  }
  return { hits, named, sk };
}

/** What the phrase and delimiter signals found in a text, before any threshold. */
export interface InjectionAnalysis {
  /** `1 - Π(1 - weight)` over the distinct signals, raised when obfuscated, halved when discussing attacks. */
  score: number;
  hits: readonly Hit[];
  weights: ReadonlyMap<string, number>;
  obfuscated: boolean;
  structural: boolean;
  meta: boolean;
  /** Whether an attack phrase was named as a quotation ("the attacker used the phrase …") and not counted. */
  mentioned: boolean;
  /**
   * `1 - Π(1 - weight)` over the evidence the learned model cannot read: phrases of the multilingual lexicons
   * (`i18n-signals.ts`, `i18n-paraphrase-signals.ts`, `more-languages.ts`, `other_languages`) and signals found inside a decoded payload or a rot13/reversed
   * reading the text announces.
   */
  lexiconScore: number;
}

const LEXICON_IDS = new Set([
  ...[
    ...I18N_SIGNALS,
    ...MORE_LANGUAGE_PHRASES,
    ...MORE_LANGUAGE_RAW,
    ...I18N_PARAPHRASE_PHRASES,
    ...I18N_PARAPHRASE_RAW,
    ...I18N_FAMILY_PHRASES,
    ...I18N_FAMILY_RAW,
  ].map((signal) => signal.id),
  "other_languages",
]);

export function analyzeInjection(text: string): InjectionAnalysis {
  const { hits, named, sk } = collectHits(text);
  const weights = new Map<string, number>();
  const mentioned = named.length > 0;
  if (hits.length === 0)
    return {
      score: 0,
      hits,
      weights,
      obfuscated: false,
      structural: false,
      meta: mentioned,
      mentioned,
      lexiconScore: 0,
    };
  let obfuscated = false;
  let structural = false;
  for (const hit of hits) {
    weights.set(hit.signal.id, Math.max(weights.get(hit.signal.id) ?? 0, hit.signal.weight));
    obfuscated ||= hit.obfuscated;
    structural ||= hit.signal.label === "delimiter_injection";
  }
  let miss = 1;
  for (const weight of weights.values()) miss *= 1 - weight;
  let score = 1 - miss;
  if (obfuscated) score = 1 - (1 - score) * 0.8;
  const meta = !obfuscated && !structural && (mentioned || discussesAttacks(sk.text));
  if (meta) score *= 0.5;
  score = Math.round(score * 1000) / 1000;
  let lexiconMiss = 1;
  const lexicon = new Map<string, number>();
  for (const hit of hits) {
    if (hit.decoded !== true && !LEXICON_IDS.has(hit.signal.id)) continue;
    lexicon.set(hit.signal.id, Math.max(lexicon.get(hit.signal.id) ?? 0, hit.signal.weight));
  }
  for (const weight of lexicon.values()) lexiconMiss *= 1 - weight;
  const lexiconScore = Math.round((1 - lexiconMiss) * 1000) / 1000;
  return { score, hits, weights, obfuscated, structural, meta, mentioned, lexiconScore };
}

/** The labels and spans of the signals that fired. */
export function injectionFindings(analysis: InjectionAnalysis): {
  labels: string[];
  detections: Detection[];
} {
  const labels = new Set<string>(analysis.hits.map((hit) => hit.signal.label));
  if (analysis.obfuscated) labels.add("obfuscation");
  const seen = new Set<string>();
  const detections: Detection[] = [];
  for (const hit of analysis.hits) {
    const key = `${hit.start}:${hit.end}:${hit.signal.label}`;
    if (seen.has(key) || hit.end <= hit.start) continue;
    seen.add(key);
    detections.push({ type: hit.signal.label, start: hit.start, end: hit.end, score: hit.signal.weight });
  }
  detections.sort((a, b) => a.start - b.start || b.end - a.end);
  return { labels: [...labels], detections };
}

/** Scores `text` with the signals alone (engine `patterns`, the detector before issue 13). */
export function scoreInjectionPatterns(text: string): MetricOutcome {
  const analysis = analyzeInjection(text);
  const { score, weights, meta } = analysis;
  if (analysis.hits.length === 0) return { detected: false, score: 0, labels: [], detections: [] };
  const signals = [...weights.keys()].join(", ");
  if (score < INJECTION_THRESHOLD) {
    return {
      detected: false,
      score,
      labels: [],
      detections: [],
      detail: `weak signals: ${signals}${meta ? " (discussing attacks)" : ""}`,
    };
  }
  return { detected: true, score, ...injectionFindings(analysis), detail: `signals: ${signals}` };
}
