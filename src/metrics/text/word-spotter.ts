/**
 * One pass over a skeleton's words (see `normalize.ts`) that lists the words several detectors look up, so
 * each of them reads a handful of known words instead of slicing and looking up every word of the text.
 * Detectors register their vocabularies at load; `spot` keeps its last result, as `skeleton` does.
 */

import { skeletonWords } from "./normalize.js";

/** The known words of a skeleton, in order. */
export interface SpottedWords {
  /** How many words the skeleton has (known or not). */
  readonly total: number;
  readonly words: readonly string[];
  /** Per known word: its number (see `WordSpotter.idOf`). */
  readonly ids: readonly number[];
  /** Per known word: its index among all the skeleton's words, and its skeleton offsets. */
  readonly index: readonly number[];
  readonly from: readonly number[];
  readonly to: readonly number[];
}

export class WordSpotter {
  /** The registered words, numbered in the order they were registered. */
  private readonly known = new Map<string, number>();
  private lastText: string | undefined;
  private lastSpotted: SpottedWords | undefined;
  private lastDistinct: ReadonlySet<string> | undefined;

  /** Adds words to look for (lower-case letters, as the skeleton writes them). */
  register(words: Iterable<string>): void {
    for (const word of words) if (!this.known.has(word)) this.known.set(word, this.known.size);
    this.lastText = undefined;
  }

  /** The number of a registered word (0, 1, 2… in the order words were registered), or undefined. */
  idOf(word: string): number | undefined {
    return this.known.get(word);
  }

  /** The registered words of `skeletonText` (lower-case words separated by single spaces). */
  spot(skeletonText: string): SpottedWords {
    if (skeletonText === this.lastText && this.lastSpotted !== undefined) return this.lastSpotted;
    const words: string[] = [];
    const ids: number[] = [];
    const index: number[] = [];
    const from: number[] = [];
    const to: number[] = [];
    let total = 0;
    let start = 0;
    for (const word of skeletonWords(skeletonText)) {
      const end = start + word.length;
      if (word !== "") {
        const id = this.known.get(word);
        if (id !== undefined) {
          words.push(word);
          ids.push(id);
          index.push(total);
          from.push(start);
          to.push(end);
        }
        total++;
      }
      start = end + 1;
    }
    this.lastText = skeletonText;
    this.lastSpotted = { total, words, ids, index, from, to };
    this.lastDistinct = undefined;
    return this.lastSpotted;
  }

  /** The registered words of `skeletonText`, each once (kept for the last text, as `spot` is). */
  distinct(skeletonText: string): ReadonlySet<string> {
    const spotted = this.spot(skeletonText);
    this.lastDistinct ??= new Set(spotted.words);
    return this.lastDistinct;
  }
}
