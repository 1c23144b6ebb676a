/**
 * Misspelt key words: hate written with two letters swapped ("I haet them", "you make me sikc", "a thraet") or
 * with a letter left out ("hatrd", "Muslm", "blck") reads as the word it spells. Only the words the sentence
 * patterns and the lexicon turn on are corrected: a swap of two neighbouring letters (same length, so every
 * offset of the skeleton still holds), or an inner letter missing in a word of five letters or more (the
 * corrected word is one letter longer: see `withCorrections`), and a key word glued to the "I" or "a" before it
 * when spaced-out letters were rejoined ("I h a t e" reads "ihate") or to a short word when a space was left out
 * ("justpathetic"). A misspelling that is itself a word of `KEEP`
 * ("back" for "black", "lies" for "lives") is not corrected.
 */
import { lookupWord } from "./lexicon.js";
import { GROUP_WORDS } from "./sentences.js";

/** The verbs, adjectives and nouns of hate that the patterns read ("hate", "disgusting", "threat"). */
const KEY_WORDS =
  "worth worthless death execute executed hatred contempt disdain lives people person cripple cripples fuck fucked fucking hate hates hated hateful despise despised loathe loathed detest detested disgust disgusted disgusting disgusts sick sickening repulsive revolting vile filthy dirty stupid dumb ignorant idiot idiots moron morons imbecile retard retarded worthless useless pathetic inferior subhuman vermin parasites scum filth trash garbage animals savages barbaric primitive uncivilised uncivilized threat threats dangerous kill killed murder murdered slaughter exterminate eradicate execute shoot strangle stab rape hang lynch burn torture should deserve nature typical violent criminals terrorists rapists cockroaches plague disease cancer";

const KEY_SET: ReadonlySet<string> = new Set(KEY_WORDS.split(" "));

/** Real words (and names) one swap away from a key word: left as written. */
const KEEP = new Set(
  "viel brun christina form from trail trial hats moon garage treat treats soot shot strange violet plage lies back backs refuge tans tras wort hinds latins shit chiese asan apathetic volent volant moros cancre".split(
    " ",
  ),
);

/** Short words a key word may be glued to. */
const GLUED_BEFORE = ["i", "a", "just", "so", "very", "are", "you", "all"];

/** The word with one inner letter left out (five letters or more: "hatrd", "blck"). */
function deletions(word: string): string[] {
  const out: string[] = [];
  if (word.length < 5) return out;
  for (let i = 1; i + 1 < word.length; i++) {
    if (word[i] === word[i - 1]) continue;
    out.push(word.slice(0, i) + word.slice(i + 1));
  }
  return out;
}

function swaps(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

let typoMap: ReadonlyMap<string, string> | undefined;

/** Misspelling -> key word, for every neighbour swap of the key words and group names of five letters or more. */
function typos(): ReadonlyMap<string, string> {
  if (typoMap !== undefined) return typoMap;
  const words = new Set([...KEY_WORDS.split(" "), ...[...GROUP_WORDS].filter((w) => w.length >= 5)]);
  const map = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const word of words) {
    if (word.length < 4) continue;
    for (const typo of [...swaps(word), ...deletions(word)]) {
      if (words.has(typo) || KEEP.has(typo)) continue;
      if (map.has(typo) && map.get(typo) !== word) ambiguous.add(typo);
      map.set(typo, word);
    }
  }
  // Spaced-out letters rejoined with the "I" or "a" before them ("I h a t e" -> "ihate"), or a space left out
  // after a short word ("are justpathetic"): split back. ("the" and "is" are not among them: "therapists".)
  for (const word of words) {
    if (word.length < 4) continue;
    for (const before of GLUED_BEFORE) {
      const glued = `${before}${word}`;
      if (!words.has(glued) && !KEEP.has(glued) && !map.has(glued)) map.set(glued, `${before} ${word}`);
    }
  }
  for (const typo of ambiguous) map.delete(typo);
  typoMap = map;
  return map;
}

/** Whether a letter stands three times in a row ("idiiiot"). */
function elongated(word: string): boolean {
  for (let i = 2; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c === word.charCodeAt(i - 1) && c === word.charCodeAt(i - 2)) return true;
  }
  return false;
}

/**
 * The key word `word` (a skeleton word) misspells, if any; a word with a letter held three times or more
 * ("idiiiot", "fuuuck", "stuuupid") reads as the key or lexicon word it stretches (runs cut to two letters,
 * then to one).
 */
export function correctedWord(word: string): string | undefined {
  if (word.length < 4) return undefined;
  const typo = typos().get(word);
  if (typo !== undefined || !elongated(word)) return typo;
  for (const candidate of [word.replace(/([a-z])\1{2,}/g, "$1$1"), word.replace(/([a-z])\1+/g, "$1")]) {
    if (KEY_SET.has(candidate) || lookupWord(candidate) !== undefined) return candidate;
  }
  return undefined;
}

/** A misspelt word of the skeleton: where it starts, how long it is, and the key word it spells. */
export type Correction = readonly [start: number, length: number, word: string];

/**
 * `s` with the misspelt words replaced, and the offset in `s` of each offset of the corrected text (a
 * correction may be a letter longer than the word it replaces; an offset inside it maps into the word).
 */
export function withCorrections(
  s: string,
  corrections: readonly Correction[],
): { text: string; toSkeleton: (index: number) => number } {
  let text = "";
  let from = 0;
  /** [start in the corrected text, its end, start in `s`, length in `s`] of each correction. */
  const spans: Array<[number, number, number, number]> = [];
  for (const [start, length, word] of corrections) {
    text += s.slice(from, start);
    spans.push([text.length, text.length + word.length, start, length]);
    text += word;
    from = start + length;
  }
  text += s.slice(from);
  const toSkeleton = (index: number): number => {
    let shift = 0;
    for (const [start, end, original, length] of spans) {
      if (index < start) break;
      if (index < end) return original + Math.min(index - start, length);
      shift = end - (original + length);
    }
    return index - shift;
  };
  return { text, toSkeleton };
}
