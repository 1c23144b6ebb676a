/**
 * Misspelt key words: hate written with two letters swapped ("I haet them", "you make me sikc", "a thraet")
 * reads as the word it spells. Only the words the sentence patterns and the lexicon turn on are corrected,
 * and only a swap of two neighbouring letters (same length, so every offset of the skeleton still holds). A
 * swap that spells another word of `KEEP` is not corrected.
 */
import { GROUP_WORDS } from "./sentences.js";

/** The verbs, adjectives and nouns of hate that the patterns read ("hate", "disgusting", "threat"). */
const KEY_WORDS =
  "hate hates hated hateful despise despised loathe loathed detest detested disgust disgusted disgusting disgusts sick sickening repulsive revolting vile filthy dirty stupid dumb ignorant idiot idiots moron morons imbecile retard retarded worthless useless pathetic inferior subhuman vermin parasites scum filth trash garbage animals savages barbaric primitive uncivilised uncivilized threat threats dangerous kill killed murder murdered slaughter exterminate eradicate execute shoot strangle stab rape hang lynch burn torture should deserve nature typical violent criminals terrorists rapists cockroaches plague disease cancer";

/** Real words (and names) one swap away from a key word: left as written. */
const KEEP = new Set("viel brun christina form from trail trial".split(" "));

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
    for (const typo of swaps(word)) {
      if (words.has(typo) || KEEP.has(typo)) continue;
      if (map.has(typo) && map.get(typo) !== word) ambiguous.add(typo);
      map.set(typo, word);
    }
  }
  for (const typo of ambiguous) map.delete(typo);
  typoMap = map;
  return map;
}

/** The key word `word` (a skeleton word) misspells, if any. */
export function correctedWord(word: string): string | undefined {
  return word.length >= 4 ? typos().get(word) : undefined;
}

/** `s` with the words at the given offsets replaced by their corrections (each the same length as the word). */
export function withCorrections(
  s: string,
  corrections: ReadonlyArray<readonly [start: number, word: string]>,
): string {
  let out = "";
  let from = 0;
  for (const [start, word] of corrections) {
    out += s.slice(from, start) + word;
    from = start + word.length;
  }
  return out + s.slice(from);
}
