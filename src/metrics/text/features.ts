/**
 * Hashed n-gram features of a skeleton text (see `normalize.ts`), shared by the learned detectors and their
 * training pipeline (`scripts/train`): character 3- to 5-grams over the whole skeleton (1- and 2-grams too
 * around CJK characters, which carry a word's meaning in one or two characters), plus word unigrams and
 * bigrams. Each gram is hashed (FNV-1a, then a murmur finaliser) into a space of `2^HASH_BITS` slots. The two
 * blocks are weighted `1/sqrt(count)` each, so a long text does not score higher for being long.
 * Any change here changes what a trained model means: bump `FEATURE_VERSION` and retrain.
 */

export const FEATURE_VERSION = 1;
export const HASH_BITS = 18;
export const HASH_SIZE = 1 << HASH_BITS;
const MASK = HASH_SIZE - 1;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 16777619;
const WORD_SEED = 0x2545f491;
const BIGRAM_SEED = 0x7f4a7c15;
/** First code point treated as CJK (CJK radicals, kana, hangul and ideographs lie above it). */
const CJK_FROM = 0x2e80;

/** The grams of one text: slot indices (with repeats) in reused buffers, valid until the next call. */
export interface HashedGrams {
  readonly chars: Int32Array;
  readonly charCount: number;
  readonly words: Int32Array;
  readonly wordCount: number;
}

let codeBuffer = new Uint16Array(1024);
let charBuffer = new Int32Array(4096);
let wordBuffer = new Int32Array(1024);

function slot(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x & MASK;
}

/** Which blocks of grams a model reads. */
export interface GramBlocks {
  chars: boolean;
  words: boolean;
}
export const ALL_BLOCKS: GramBlocks = { chars: true, words: true };

/**
 * Hashes the grams of `skeletonText` (lower-case letters and single spaces). The buffers are read through
 * local constants and each block's flag once: V8 then keeps the loops free of module-variable loads.
 */
export function hashGrams(skeletonText: string, blocks: GramBlocks = ALL_BLOCKS): HashedGrams {
  const n = skeletonText.length + 2;
  if (codeBuffer.length < n) codeBuffer = new Uint16Array(n * 2);
  if (charBuffer.length < n * 5) charBuffer = new Int32Array(n * 6);
  if (wordBuffer.length < n) wordBuffer = new Int32Array(n * 2);
  const codes = codeBuffer;
  const chars = charBuffer;
  const words = wordBuffer;
  codes[0] = 32;
  for (let i = 0; i < skeletonText.length; i++) codes[i + 1] = skeletonText.charCodeAt(i);
  codes[n - 1] = 32;
  let c = 0;
  if (blocks.chars) {
    for (let i = 0; i < n; i++) {
      const first = codes[i]!;
      let h = Math.imul(FNV_OFFSET ^ first, FNV_PRIME);
      if (first >= CJK_FROM) chars[c++] = slot(h);
      const last = Math.min(n, i + 5);
      for (let k = i + 1; k < last; k++) {
        const code = codes[k]!;
        h = Math.imul(h ^ code, FNV_PRIME);
        // Grams of three characters or more; around CJK characters, of one and two as well.
        if (k - i >= 2 || first >= CJK_FROM || code >= CJK_FROM) chars[c++] = slot(h);
      }
    }
  }
  let w = 0;
  if (blocks.words) {
    let previous = 0;
    let hasPrevious = false;
    let h = WORD_SEED;
    let length = 0;
    for (let i = 1; i < n; i++) {
      const code = codes[i]!;
      if (code !== 32) {
        h = Math.imul(h ^ code, FNV_PRIME);
        length++;
        continue;
      }
      if (length > 0) {
        words[w++] = slot(h);
        if (hasPrevious) words[w++] = slot(Math.imul(previous ^ BIGRAM_SEED, FNV_PRIME) ^ h);
        previous = h;
        hasPrevious = true;
      }
      h = WORD_SEED;
      length = 0;
    }
  }
  return { chars, charCount: c, words, wordCount: w };
}

/**
 * The grams as a sparse vector (distinct slots in ascending order and their values), as training reads them.
 * `dot(weights, vector)` equals what `gramsDot` computes from the same grams.
 */
export function gramsVector(grams: HashedGrams): { indices: Int32Array; values: Float32Array } {
  const counts = new Map<number, number>();
  const charUnit = grams.charCount > 0 ? 1 / Math.sqrt(grams.charCount) : 0;
  const wordUnit = grams.wordCount > 0 ? 1 / Math.sqrt(grams.wordCount) : 0;
  for (let i = 0; i < grams.charCount; i++) {
    const s = grams.chars[i]!;
    counts.set(s, (counts.get(s) ?? 0) + charUnit);
  }
  for (let i = 0; i < grams.wordCount; i++) {
    const s = grams.words[i]!;
    counts.set(s, (counts.get(s) ?? 0) + wordUnit);
  }
  const indices = Int32Array.from(counts.keys()).sort();
  const values = new Float32Array(indices.length);
  for (let i = 0; i < indices.length; i++) values[i] = counts.get(indices[i]!)!;
  return { indices, values };
}

/** The weighted sum of the grams' slots in `weights` (each block scaled by `1/sqrt(count)`). */
export function gramsDot(weights: Int8Array | Float64Array, grams: HashedGrams): number {
  const { chars: charSlots, charCount, words: wordSlots, wordCount } = grams;
  let chars = 0;
  for (let i = 0; i < charCount; i++) chars += weights[charSlots[i]!]!;
  let words = 0;
  for (let i = 0; i < wordCount; i++) words += weights[wordSlots[i]!]!;
  return (
    (charCount > 0 ? chars / Math.sqrt(charCount) : 0) + (wordCount > 0 ? words / Math.sqrt(wordCount) : 0)
  );
}

/** Share of upper-case letters among the ASCII letters of `text` when it has at least 8 (else 0): shouting. */
export function upperShare(text: string): number {
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) {
      upper++;
      letters++;
    } else if (code >= 97 && code <= 122) letters++;
  }
  return letters >= 8 ? upper / letters : 0;
}
