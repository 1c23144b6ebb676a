/**
 * A cheap pre-check for the phrase expressions the detectors read on a skeleton: an expression can only match a
 * skeleton that holds certain words (an override needs one of `ignore`, `disregard`, `forget`… and one of
 * `instructions`, `rules`…), and no match starts before the first of the words it opens with. The words are
 * read from each expression's own source once, at load; a text whose skeleton lacks every word of one group
 * skips that expression entirely, and the others are scanned from where a match can start.
 */

import { withoutTraceBreaks } from "./regex-code.js";
import { alternatives, split } from "./regex-source.js";
import { mostSpaces } from "./regex-span.js";
import type { WordSpotter } from "./word-spotter.js";

type Token =
  | { kind: "boundary" }
  | { kind: "space" }
  | { kind: "letter"; char: string; optional: boolean }
  | { kind: "group"; body: string }
  /** A lookahead or lookbehind: it reads no character, so the words around it are read across it. */
  | { kind: "assertion" }
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

const LOOKAROUND = /^\(\?(?:=|!|<=|<!)/;

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
        : LOOKAROUND.test(source.slice(i, i + 4))
          ? { kind: "assertion" }
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
          spaceLed:
            token.kind === "group" &&
            alternatives(token.body).every((alternative) => alternative.startsWith(" ")),
        };
    }
    out.push(token);
    i = end + q.length;
  }
  return out;
}

/**
 * Words so common in any text that a gate on them opens for nearly every text: a gate prefers another word of
 * the same phrase ("do not follow" is gated on "follow").
 */
const COMMON = new Set(
  "a an the i im you your youre we they he she it its is are was were be been being do does did not no to of in on at for with and or but this that these those what how can could will would should may might must have has had me my our us all any some as by from so if then there here just only now new up out about".split(
    " ",
  ),
);

/** How many common words a set of gate words holds: the fewer, the more texts the gate keeps shut. */
const commonness = (words: readonly string[]): number => words.filter((word) => COMMON.has(word)).length;

/**
 * The whole words one space-separated part of an alternative stands for: letters, with the stem too where it
 * ends in `x?`, and small letter classes spelled out (`apologi[sz]e`: apologise, apologize); undefined for
 * anything else (a group, a range, a quantifier).
 */
/** Plain lower-case letters, with an optional last letter (`rules?`): the common part, read without the general path. */
const PLAIN_PART = /^[a-z]+\??$/;

function partWords(part: string): string[] | undefined {
  if (PLAIN_PART.test(part)) {
    if (!part.endsWith("?")) return part.length >= 2 ? [part] : undefined;
    const word = part.slice(0, -1);
    return word.length >= 3 ? [word.slice(0, -1), word] : undefined;
  }
  const m = /^((?:[a-z]|\[[a-z]+\])+?)(\?)?$/.exec(part);
  if (m === null || (m[2] === "?" && !/[a-z]$/.test(m[1]!))) return undefined;
  let words = [""];
  for (const atom of m[1]!.match(/[a-z]|\[[a-z]+\]/g)!) {
    const letters = atom.length === 1 ? [atom] : [...atom.slice(1, -1)];
    words = words.flatMap((word) => letters.map((letter) => word + letter));
    if (words.length > 8) return undefined;
  }
  if (m[2] === "?") words = words.flatMap((word) => [word.slice(0, -1), word]);
  return words.every((word) => word.length >= 2) ? words : undefined;
}

/** Whether the part after a space (`split` at spaces) opens with a quantifier of that space (`terror ?muslime`). */
const spaceQuantified = (next: string): boolean => /^[?*+{]/.test(next);

/**
 * The gate words of one alternative of a group: the words of one of its parts between spaces outside nested
 * groups (the least common, the longest among those). The last part counts only when the group ends a word, and
 * no part before an optional space does (`terror ?muslime` also reads "terrormuslime").
 */
function alternativeWords(alternative: string, endsWord: boolean): string[] | undefined {
  const parts = split(alternative, " ");
  let best: string[] | undefined;
  for (const [i, part] of parts.entries()) {
    const ended = i === parts.length - 1 ? endsWord : !spaceQuantified(parts[i + 1]!);
    const words = ended ? partWords(part) : undefined;
    if (words === undefined) continue;
    if (
      best === undefined ||
      commonness(words) < commonness(best) ||
      (commonness(words) === commonness(best) &&
        words[words.length - 1]!.length > best[best.length - 1]!.length)
    )
      best = words;
  }
  return best;
}

/**
 * The words a match of `source` (a regex over a skeleton) must contain, for each of its top-level alternatives
 * (branches): groups of words, one word of each group as a whole word. A match holds all the groups of one
 * branch. Read only where certain: words, and groups (`(?:a|b c|free of (?:all )?rules)`) each of whose
 * alternatives holds such a word, that start at a word boundary (`\b` or a space) and end at one. `[]` when a
 * branch has nothing that can be read (the signal always runs).
 */
export function requiredWords(written: string): string[][][] {
  return branchWords(alternatives(withoutTraceBreaks(written)));
}

/** `requiredWords` of a source's top-level branches (its `alternatives`, without trace breaks). */
function branchWords(branches: readonly string[]): string[][][] {
  const read = branches.map(sequenceWords);
  return read.some((groups) => groups.length === 0) ? [] : read;
}

/**
 * Whether every match of `source` starts with a space: each alternative opens with one, after optional groups
 * that start with one and lookarounds (`(?: [a-z]+){0,2} (?:rules)`), or with a group of which that holds.
 */
function startsWithSpace(source: string): boolean {
  return alternatives(source).every((alternative) => {
    for (const token of tokens(alternative) ?? []) {
      if (token.kind === "space") return true;
      if (token.kind === "group") return startsWithSpace(token.body);
      if (token.kind !== "assertion" && !spaceLed(token)) return false;
    }
    return false;
  });
}

/** `requiredWords` of a source without a top-level alternation. */
function sequenceWords(source: string): string[][] {
  const list = tokens(source);
  if (list === undefined) return [];
  const groups: string[][] = [];
  // Where the source ends, a match may end inside a word ("rule" in "rules"): only a boundary or a space ends one.
  const endsWord = (k: number): boolean => endsWordAt(list, k, false);
  let atStart = false;
  for (let k = 0; k < list.length; k++) {
    const token = list[k]!;
    if (token.kind === "assertion") continue;
    if (token.kind === "space" || token.kind === "boundary") {
      atStart = token.kind === "space" || k + 1 < list.length;
      continue;
    }
    if (!atStart) continue;
    atStart = false;
    if (token.kind === "letter") {
      const { words, end } = letterRun(list, k);
      if (endsWord(end)) groups.push(words);
      k = end - 1;
    } else if (token.kind === "group") {
      const read = alternatives(token.body).map((alternative) =>
        alternativeWords(alternative, endsWord(k + 1)),
      );
      if (read.every((words) => words !== undefined))
        groups.push([...new Set(read.flatMap((words) => words!))]);
    }
  }
  return groups;
}

/**
 * The word spelled by the letters from token `k` (with and without a last optional letter, `rules?`), and the
 * token after them.
 */
function letterRun(list: readonly Token[], k: number): { words: string[]; end: number } {
  let word = "";
  let end = k;
  let optionalLast = false;
  for (; end < list.length; end++) {
    const t = list[end]!;
    if (t.kind !== "letter" || optionalLast) break;
    word += t.char;
    optionalLast = t.optional;
  }
  return { words: optionalLast ? [word.slice(0, -1), word] : [word], end };
}

/**
 * Where a match of a top-level sequence can end a word at token `k`: a space, a boundary or a group every match of
 * which starts with a space follows (optional space-led groups and lookarounds skipped), or the sequence ends
 * there and `outer` says what follows it ends a word.
 */
function endsWordAt(list: readonly Token[], k: number, outer: boolean): boolean {
  let at = k;
  while (at < list.length && (spaceLed(list[at]!) || list[at]!.kind === "assertion")) at++;
  const next = list[at];
  if (next === undefined) return outer;
  return (
    next.kind === "space" || next.kind === "boundary" || (next.kind === "group" && startsWithSpace(next.body))
  );
}

/**
 * The words one of which every match of the sequence `list` opens with, where that is certain: after `\b` and
 * lookarounds, a word of letters or a group each of whose alternatives opens so (nested groups too), each word
 * ended by a space or a boundary. Undefined where it is not certain.
 */
function leadOf(list: readonly Token[] | undefined, bounded: boolean, outer: boolean): string[] | undefined {
  if (list === undefined) return undefined;
  let k = 0;
  for (; k < list.length; k++) {
    const token = list[k]!;
    if (token.kind === "boundary") bounded = true;
    else if (token.kind !== "assertion") break;
  }
  const token = list[k];
  if (!bounded || token === undefined) return undefined;
  if (token.kind === "letter") {
    const { words, end } = letterRun(list, k);
    return endsWordAt(list, end, outer) ? words : undefined;
  }
  if (token.kind !== "group") return undefined;
  const after = endsWordAt(list, k + 1, outer);
  const words: string[] = [];
  for (const alternative of alternatives(token.body)) {
    // Digits alone: a skeleton of ASCII letters holds none, so the alternative never starts a match there.
    if (/^\d+$/.test(alternative)) continue;
    // A first word of letters and small classes (`summari[sz]e your…`), ended by a space or by the group.
    const parts = split(alternative, " ");
    const ended = parts.length > 1 ? !spaceQuantified(parts[1]!) : after;
    const spelled = ended ? partWords(parts[0]!) : undefined;
    const read = spelled ?? leadOf(tokens(alternative), true, after);
    if (read === undefined) return undefined;
    words.push(...read);
  }
  return words;
}

/**
 * The words one of which every match of `source` (a regex over a skeleton) opens with, for all its branches:
 * in a skeleton of lower-case letters and single spaces, no match starts before the first of them. Undefined
 * where a branch's first word is not certain (see `leadOf`).
 */
export function leadingWords(written: string): string[] | undefined {
  return branchLeads(alternatives(withoutTraceBreaks(written)));
}

/** `leadingWords` of a source's top-level branches. */
function branchLeads(branches: readonly string[]): string[] | undefined {
  const words = new Set<string>();
  for (const branch of branches) {
    const read = leadOf(tokens(branch), false, false);
    if (read === undefined) return undefined;
    for (const word of read) words.add(word);
  }
  return [...words];
}

/** The longest span, in spaces, over which a branch's bound is read (a longer one is not worth the walk). */
const SPAN_LIMIT = 40;
/** A branch's span not read yet. */
const UNREAD = -2;

/** Skeletons of lower-case ASCII letters and single spaces, where a match starts only where a word does. */
const ASCII_SKELETON = /^[a-z ]*$/;

/** The gates of a skeleton: which signals can match it, and from where a scan must read. */
export interface GateReading {
  /**
   * For each signal, 1 where the skeleton holds the required words of one of its branches (or it has none) and,
   * in a skeleton of ASCII letters, one of its leading words.
   */
  readonly open: Uint8Array;
  /**
   * For each signal, the skeleton offset before which none of its matches starts: the first of its leading words
   * (`leadingWords`) in a skeleton of ASCII letters, the skeleton's length where it holds none of them, else 0.
   */
  readonly from: Int32Array;
}

/** What a gate word opens: groups of words, and the signals it may lead. */
interface GateWord {
  readonly groups: readonly number[];
  readonly leads: readonly number[];
  /** The last `WordGates.open` call that read this word (each distinct word is read once per text). */
  seen: number;
}

let lastAsciiText: string | undefined;
let lastAscii = false;

/** Whether a skeleton holds only lower-case ASCII letters and spaces (kept for the last text: several gates ask). */
function asciiSkeleton(skeletonText: string): boolean {
  if (skeletonText !== lastAsciiText) {
    lastAscii = ASCII_SKELETON.test(skeletonText);
    lastAsciiText = skeletonText;
  }
  return lastAscii;
}

/**
 * The gates of a list of signals, built once: each signal's word groups (`requiredWords`), indexed by word,
 * so the known words of a skeleton tell which signals can match it, and its leading words (`leadingWords`), so
 * its scan starts at the first of them.
 */
export class WordGates {
  /** Per word number of the spotter, what the word opens (undefined for the words of other passes). */
  private readonly byId: Array<GateWord | undefined> = [];
  /** Per signal, 1 where its leading words are known; 1 where its scan reads from `lastIndex`. */
  private readonly led: Uint8Array;
  private readonly scannable: Uint8Array;
  /** Per signal, 1 where a branch of it needs no word (it always runs). */
  private readonly alwaysOpen: Uint8Array;
  /**
   * Per group of words, its branch; per branch, its signal, how many groups it needs (numbered from
   * `firstGroup`), and how many spaces its matches hold at most (-1: too many, or unbounded).
   */
  private readonly branchOf: Int32Array;
  private readonly signalOf: Int32Array;
  private readonly groupsNeeded: Int32Array;
  private readonly firstGroup: Int32Array;
  private readonly span: Int32Array;
  private readonly branchSource: string[] = [];
  /** Per signal, its branches: `branchesFrom[s]` to `branchesFrom[s + 1] - 1`. */
  private readonly branchesFrom: Int32Array;
  private calls = 0;
  /** The text of the last `open` call, whose reading the buffers still hold. */
  private lastText: string | undefined;
  /**
   * The buffers `open` fills, reused: a typed array of this size is allocated outside V8's heap, ~1 µs each.
   * Per group, whether a word of it is there and the skeleton offset of its first; per branch, how many of its
   * groups are there.
   */
  private readonly present: Uint8Array;
  private readonly groupAt: Int32Array;
  private readonly have: Int32Array;
  private readonly reading: GateReading;

  /**
   * `spotter`: the detector's word spotter, which the gate words are registered with; `scansFrom`: whether each
   * expression is scanned from `lastIndex` (flag `g`, not `y`).
   */
  constructor(
    private readonly spotter: WordSpotter,
    sources: readonly string[],
    scansFrom: readonly boolean[] = sources.map(() => false),
  ) {
    const groupsOfWord = new Map<string, number[]>();
    const leadsOfWord = new Map<string, number[]>();
    const branchOf: number[] = [];
    const signalOf: number[] = [];
    const groupsNeeded: number[] = [];
    const firstGroup: number[] = [];
    const span: number[] = [];
    const branchesFrom: number[] = [0];
    this.led = new Uint8Array(sources.length);
    this.scannable = Uint8Array.from(sources, (_, s) => (scansFrom[s] === true ? 1 : 0));
    this.alwaysOpen = new Uint8Array(sources.length);
    const add = (map: Map<string, number[]>, word: string, id: number) => {
      const ids = map.get(word);
      if (ids === undefined) map.set(word, [id]);
      else ids.push(id);
    };
    sources.forEach((source, s) => {
      // Each source is read once: its branches, their word groups, and (for a scan from `lastIndex`) where they start.
      const written = alternatives(withoutTraceBreaks(source));
      const branches = branchWords(written);
      if (branches.length === 0) this.alwaysOpen[s] = 1;
      branches.forEach((groups, b) => {
        const branch = signalOf.length;
        signalOf.push(s);
        groupsNeeded.push(groups.length);
        firstGroup.push(branchOf.length);
        // Read on first use (`spanOf`): most branches never open on a process's texts.
        span.push(scansFrom[s] === true ? UNREAD : -1);
        this.branchSource.push(written[b]!);
        for (const words of groups) {
          const id = branchOf.length;
          branchOf.push(branch);
          for (const word of new Set(words)) add(groupsOfWord, word, id);
        }
      });
      branchesFrom.push(signalOf.length);
      const leads = scansFrom[s] === true ? branchLeads(written) : undefined;
      if (leads !== undefined) {
        this.led[s] = 1;
        for (const word of leads) add(leadsOfWord, word, s);
      }
    });
    const words = [...new Set([...groupsOfWord.keys(), ...leadsOfWord.keys()])];
    spotter.register(words);
    for (const word of words)
      this.byId[spotter.idOf(word)!] = {
        groups: groupsOfWord.get(word) ?? [],
        leads: leadsOfWord.get(word) ?? [],
        seen: 0,
      };
    this.branchOf = Int32Array.from(branchOf);
    this.signalOf = Int32Array.from(signalOf);
    this.groupsNeeded = Int32Array.from(groupsNeeded);
    this.firstGroup = Int32Array.from(firstGroup);
    this.span = Int32Array.from(span);
    this.branchesFrom = Int32Array.from(branchesFrom);
    this.present = new Uint8Array(branchOf.length);
    this.groupAt = new Int32Array(branchOf.length);
    this.have = new Int32Array(signalOf.length);
    this.reading = { open: new Uint8Array(sources.length), from: new Int32Array(sources.length) };
  }

  /**
   * The gates of `skeletonText` (lower-case words and single spaces), in arrays a call on another text
   * overwrites (a call on the same text returns them as they are).
   */
  open(skeletonText: string): GateReading {
    if (skeletonText === this.lastText) return this.reading;
    this.lastText = skeletonText;
    const { present, have } = this;
    const { open, from } = this.reading;
    present.fill(0);
    have.fill(0);
    open.set(this.alwaysOpen);
    from.fill(0);
    const ascii = asciiSkeleton(skeletonText);
    if (ascii) for (let s = 0; s < from.length; s++) if (this.led[s] === 1) from[s] = skeletonText.length;
    // Common words ("the", "you") recur and open many groups: each distinct word is read once, at its first
    // occurrence. A branch opens its signal when all its groups are there.
    const call = ++this.calls;
    const spotted = this.spotter.spot(skeletonText);
    for (let i = 0; i < spotted.ids.length; i++) {
      const word = this.byId[spotted.ids[i]!];
      if (word === undefined || word.seen === call) continue;
      word.seen = call;
      for (const id of word.groups) {
        if (present[id] === 1) continue;
        present[id] = 1;
        this.groupAt[id] = spotted.from[i]!;
        const branch = this.branchOf[id]!;
        have[branch] = have[branch]! + 1;
        if (have[branch] === this.groupsNeeded[branch]) open[this.signalOf[branch]!] = 1;
      }
      if (ascii) for (const s of word.leads) if (spotted.from[i]! < from[s]!) from[s] = spotted.from[i]!;
    }
    if (ascii)
      for (let s = 0; s < open.length; s++) {
        if (open[s] === 0) continue;
        // None of its leading words is there: no match can start anywhere.
        if (this.led[s] === 1 && from[s]! >= skeletonText.length) open[s] = 0;
        else this.boundByGroups(s, skeletonText);
      }
    return this.reading;
  }

  /** How many spaces a match of branch `b` holds at most (-1: too many or unbounded), read on first use. */
  private spanOf(b: number): number {
    if (this.span[b] === UNREAD) {
      const spaces = mostSpaces(this.branchSource[b]!, false);
      this.span[b] = spaces <= SPAN_LIMIT ? spaces : -1;
    }
    return this.span[b]!;
  }

  /**
   * Raises `from[s]` to where a match of signal `s` can start given its groups' first words: a match of a
   * branch holds a word of each of its groups and spans at most `span` spaces (`mostSpaces`), so it starts no earlier than
   * `span` words before the latest of their first occurrences (in a skeleton of ASCII letters and spaces).
   */
  private boundByGroups(s: number, skeletonText: string): void {
    const { from } = this.reading;
    // A signal that always runs (a branch without words) has no groups to bound it.
    if (this.alwaysOpen[s] === 1 || this.scannable[s] === 0) return;
    let earliest = skeletonText.length;
    for (let b = this.branchesFrom[s]!; b < this.branchesFrom[s + 1]! && earliest > from[s]!; b++) {
      if (this.have[b] !== this.groupsNeeded[b]) continue;
      const spaces = this.spanOf(b);
      if (spaces < 0) return;
      let latest = 0;
      for (let g = this.firstGroup[b]!; g < this.firstGroup[b]! + this.groupsNeeded[b]!; g++)
        latest = Math.max(latest, this.groupAt[g]!);
      let at = latest;
      for (let k = 0; k < spaces && at > 0; k++) at = skeletonText.lastIndexOf(" ", at - 2) + 1;
      earliest = Math.min(earliest, at);
    }
    if (earliest > from[s]!) from[s] = earliest;
  }
}
