/**
 * A cheap pre-check for the phrase signals: a signal can only match a skeleton that holds certain words (an
 * override needs one of `ignore`, `disregard`, `forget`… and one of `instructions`, `rules`…). The words are
 * read from each signal's own regex source once, at load; a text whose skeleton lacks every word of one
 * group skips that regex entirely.
 */

import { WordSpotter } from "../text/word-spotter.js";

type Token =
  | { kind: "boundary" }
  | { kind: "space" }
  | { kind: "letter"; char: string; optional: boolean }
  | { kind: "group"; body: string }
  | { kind: "other"; spaceLed?: boolean };

/** The index just past the group or class that opens at `source[from]`, or -1. */
function closing(source: string, from: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = from; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") i++;
    else if (inClass) {
      inClass = ch !== "]";
      if (!inClass && depth === 0) return i + 1;
    } else if (ch === "[") inClass = true;
    else if (ch === "(") depth++;
    else if (ch === ")" && --depth === 0) return i + 1;
  }
  return -1;
}

/** The length of the quantifier at `source[at]` (0 if none), and whether it makes the atom optional or repeated. */
function quantifier(source: string, at: number): { length: number; exactlyOnce: boolean; optional: boolean } {
  const ch = source[at];
  let length = 0;
  let exactlyOnce = false;
  let optional = false;
  if (ch === "?" || ch === "*") [length, optional] = [1, true];
  else if (ch === "+") length = 1;
  else if (ch === "{") {
    const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
    if (m === null) return { length: 0, exactlyOnce: true, optional: false };
    length = m[0].length;
    exactlyOnce = m[1] === "1" && (m[2] === undefined || m[3] === "1");
    optional = m[1] === "0";
  } else return { length: 0, exactlyOnce: true, optional: false };
  if (source[at + length] === "?") length++;
  return { length, exactlyOnce, optional };
}

/** Whether the atom is a quantified group whose every match starts with a space (`(?: [a-z]+){0,3}`). */
const spaceLed = (token: Token): boolean => token.kind === "other" && token.spaceLed === true;

/** The top-level atoms of a regex source, or undefined when it has a top-level alternation. */
function tokens(source: string): Token[] | undefined {
  const out: Token[] = [];
  for (let i = 0; i < source.length; ) {
    const ch = source[i]!;
    let end: number;
    let token: Token;
    if (ch === "|") return undefined;
    if (ch === "\\") {
      end = i + 2;
      token = source[i + 1] === "b" ? { kind: "boundary" } : { kind: "other" };
    } else if (ch === "(" || ch === "[") {
      end = closing(source, i);
      if (end < 0) return undefined;
      token = source.startsWith("(?:", i)
        ? { kind: "group", body: source.slice(i + 3, end - 1) }
        : { kind: "other" };
    } else {
      end = i + 1;
      token =
        ch === " "
          ? { kind: "space" }
          : /[a-z]/.test(ch)
            ? { kind: "letter", char: ch, optional: false }
            : { kind: "other" };
    }
    const q = quantifier(source, end);
    if (!q.exactlyOnce) {
      // `s?` at the end of a word: the word with and without it; any other quantified atom is opaque.
      if (token.kind === "letter" && source[end] === "?" && q.length === 1)
        token = { ...token, optional: true };
      // `(?: [a-z]+){0,3}`: whatever it matches starts with a space, so a word before it ends there.
      else
        token = {
          kind: "other",
          spaceLed: token.kind === "group" && token.body.startsWith(" ") && !token.body.includes("|"),
        };
    }
    out.push(token);
    i = end + q.length;
  }
  return out;
}

/** The words an alternative of a group starts with (its first word, and the stem when that ends in `x?`). */
function firstWords(alternative: string): { words: string[]; whole: boolean } | undefined {
  const m = /^([a-z]+)(\?)?( |$)/.exec(alternative);
  if (m === null) return undefined;
  const word = m[1]!;
  const words = m[2] === "?" ? [word.slice(0, -1), word] : [word];
  return { words, whole: m[3] === " " };
}

/**
 * Groups of words that a match of `source` (a regex over a skeleton) must contain: for each group, one of its
 * words as a whole word. Read only where certain: words and flat `(?:a|b c)` groups that start at a word
 * boundary (`\b` or a space) and end at one. `[]` when nothing can be read (the signal always runs).
 */
export function requiredWords(source: string): string[][] {
  const list = tokens(source);
  if (list === undefined) return [];
  const groups: string[][] = [];
  const endsWord = (k: number): boolean => {
    let at = k;
    while (at < list.length && spaceLed(list[at]!)) at++;
    return at >= list.length || list[at]!.kind === "space" || list[at]!.kind === "boundary";
  };
  let atStart = false;
  for (let k = 0; k < list.length; k++) {
    const token = list[k]!;
    if (token.kind === "space" || token.kind === "boundary") {
      atStart = token.kind === "space" || k + 1 < list.length;
      continue;
    }
    if (!atStart) continue;
    atStart = false;
    if (token.kind === "letter") {
      let word = "";
      let j = k;
      let optionalLast = false;
      for (; j < list.length; j++) {
        const t = list[j]!;
        if (t.kind !== "letter" || optionalLast) break;
        word += t.char;
        optionalLast = t.optional;
      }
      if (endsWord(j)) groups.push(optionalLast ? [word.slice(0, -1), word] : [word]);
      k = j - 1;
    } else if (token.kind === "group" && !/[()[\]\\]/.test(token.body)) {
      const read = token.body.split("|").map(firstWords);
      if (read.every((r) => r !== undefined && (r.whole || endsWord(k + 1))))
        groups.push(read.flatMap((r) => r!.words));
    }
  }
  return groups;
}

/** The words the injection detector's passes look up (gates, cue words, shape words): one pass finds them. */
export const INJECTION_WORDS = new WordSpotter();

/**
 * The gates of a list of signals, built once: each signal's word groups (`requiredWords`), indexed by word,
 * so the known words of a skeleton tell which signals can match it.
 */
export class WordGates {
  private readonly groupsOfWord = new Map<string, number[]>();
  private readonly signalGroups: number[][];
  private readonly groupCount: number;

  constructor(sources: readonly string[]) {
    let count = 0;
    this.signalGroups = sources.map((source) =>
      requiredWords(source).map((words) => {
        const id = count++;
        for (const word of new Set(words)) {
          const ids = this.groupsOfWord.get(word);
          if (ids === undefined) this.groupsOfWord.set(word, [id]);
          else ids.push(id);
        }
        return id;
      }),
    );
    this.groupCount = count;
    INJECTION_WORDS.register(this.groupsOfWord.keys());
  }

  /** For each signal, whether `skeletonText` (lower-case words and single spaces) holds its required words. */
  open(skeletonText: string): boolean[] {
    const present = new Uint8Array(this.groupCount);
    // Common words ("the", "you") recur and open many groups: each distinct word is looked up once.
    for (const word of INJECTION_WORDS.distinct(skeletonText)) {
      const ids = this.groupsOfWord.get(word);
      if (ids !== undefined) for (const id of ids) present[id] = 1;
    }
    return this.signalGroups.map((groups) => groups.every((id) => present[id] === 1));
  }
}
