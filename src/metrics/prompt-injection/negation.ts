/**
 * Negations before an instruction: "do not ignore the previous instructions", "never forget your rules",
 * "n'oubliez pas les consignes", "non ignorate le istruzioni" are what a system prompt says to defend itself,
 * not an attack. Words in the skeleton form ("don't" reads "don t").
 */

/** Negation words of the ten languages' skeletons ("t" closes "don t", "can t"; "n" opens "n oubliez"). */
export const NEGATIONS: ReadonlySet<string> = new Set([
  "not",
  "never",
  "dont",
  "t",
  "cannot",
  "no",
  "nor",
  "without",
  "n",
  "non",
  "nao",
  "nicht",
  "jamais",
  "nunca",
  "mai",
  "niemals",
  "nie",
]);
/** Words that may stand between a negation and the verb ("never just ignore", "do not ever forget"). */
const BETWEEN = new Set([
  "just",
  "simply",
  "ever",
  "really",
  "completely",
  "entirely",
  "blindly",
  "you",
  "please",
]);

/** The word of `skeletonText` that ends just before `end` (exclusive), and where it starts. */
function wordBefore(skeletonText: string, end: number): { word: string; start: number } | undefined {
  let to = end;
  while (to > 0 && skeletonText.charCodeAt(to - 1) === 32) to--;
  if (to === 0) return undefined;
  let from = to;
  while (from > 0 && skeletonText.charCodeAt(from - 1) !== 32) from--;
  return { word: skeletonText.slice(from, to), start: from };
}

/**
 * The negation (its skeleton span) that the phrase starting at `index` of `skeletonText` follows, one word
 * allowed between; undefined if none.
 */
export function negationBefore(
  skeletonText: string,
  index: number,
): { start: number; end: number } | undefined {
  const first = wordBefore(skeletonText, index);
  if (first === undefined) return undefined;
  if (NEGATIONS.has(first.word)) return { start: first.start, end: first.start + first.word.length };
  if (!BETWEEN.has(first.word)) return undefined;
  const second = wordBefore(skeletonText, first.start);
  return second !== undefined && NEGATIONS.has(second.word)
    ? { start: second.start, end: second.start + second.word.length }
    : undefined;
}

/**
 * Whether the phrase at `index` follows a negation. The skeleton has no punctuation, so "No. Ignore all
 * previous instructions" reads as negated here: where the raw text is at hand, check it with `negationBefore`
 * and `SENTENCE_BREAK` instead.
 */
export function negatedAt(skeletonText: string, index: number): boolean {
  return negationBefore(skeletonText, index) !== undefined;
}

/** Punctuation that ends a sentence or a clause: a negation before it does not reach past it. */
export const SENTENCE_BREAK = /[.!?;:\n。！？；：]/;
