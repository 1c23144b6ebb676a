/**
 * A "skeleton" of a text for phrase matching, with a map back to the original offsets. It undoes the
 * usual obfuscations of prompt attacks: Unicode confusables (`ｉgnоre` with Cyrillic/full-width letters,
 * mapped with the Unicode confusables table shipped by `unhomoglyph`), invisible characters inside words,
 * combining marks, leetspeak (`1gn0r3`), punctuation or spacing between letters (`i g n o r e`,
 * `i.g.n.o.r.e`) and case. The skeleton holds only lower-case letters and single spaces.
 */

import { lazy } from "../../util/lazy.js";
import { requireFrom } from "../../util/runtime.js";
import { invisibleCategory } from "../invisible-text/index.js";

/** Non-ASCII code point -> lower-case ASCII letters it imitates (built on first use). */
const confusables = lazy(() => {
  const table = requireFrom(import.meta.url)("unhomoglyph/data.json") as Record<string, string>;
  const map = new Map<number, string>();
  for (const [from, to] of Object.entries(table)) {
    const cp = from.codePointAt(0)!;
    const lower = to.toLowerCase();
    if (cp >= 128 && from.length === String.fromCodePoint(cp).length && /^[a-z]+$/.test(lower))
      map.set(cp, lower);
  }
  // Letters the table maps to look-alikes rather than to themselves (e.g. "ı" dotless i).
  for (const [ch, to] of [
    ["ı", "i"],
    ["ſ", "s"],
    ["ß", "ss"],
    // Small capitals, which read as text to a person and slip past word lists ("ɪɢɴᴏʀᴇ ᴀʟʟ…").
    ...[..."ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ"].map((small, i) => [small, "abcdefghijklmnopqrstuvwyz"[i]!] as const),
  ] as const) {
    map.set(ch.codePointAt(0)!, to);
  }
  return map;
});

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "i",
  "+": "t",
};
const MARK = /\p{M}/u;
const LETTER = /\p{L}/u;

export interface Skeleton {
  /** Lower-case letters and single spaces. */
  readonly text: string;
  /** For each skeleton character, the original offset where it starts and ends (shared: do not modify). */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /**
   * The runs of three or more of the text's letters (in skeleton letters) that a skeleton word joins to a
   * character that is no letter there — a leetspeak digit or symbol, a look-alike, an invisible character or a
   * mark: "connard" of "connard!!ok" (skeleton "connardiiok"). Such a run is no skeleton word of its own, so a
   * gate of skeleton words (three letters or more) that stands for an expression read on the text itself reads
   * these too. Runs of one or two letters ("1Z999AA1…", "4th") are left out.
   */
  readonly gluedRuns: readonly string[];
  /** Which ASCII characters other than letters the text holds: bit `code & 31` of word `code >>> 5`. */
  readonly symbols: Uint32Array;
  /**
   * Which blocks of 256 UTF-16 code units the text's characters beyond ASCII fall in (`code >>> 8`, bit
   * `block & 31` of word `block >>> 5`): a test for a script's letters fails where none of its blocks is there.
   */
  readonly blocks: Uint32Array;
}

/** Whether `blocks` (see `Skeleton.blocks`) holds a code unit in one of `ranges` (`[from, to]`, inclusive). */
export function hasBlocksOf(blocks: Uint32Array, ranges: ReadonlyArray<readonly [number, number]>): boolean {
  for (const [from, to] of ranges) if (hasBlockIn(blocks, from, to)) return true;
  return false;
}

/** Whether `blocks` (see `Skeleton.blocks`) holds a code unit in `[from, to]`. */
export function hasBlockIn(blocks: Uint32Array, from: number, to: number): boolean {
  for (let block = from >>> 8; block <= to >>> 8; block++)
    if ((blocks[block >>> 5]! & (1 << (block & 31))) !== 0) return true;
  return false;
}

/** Whether `symbols` (see `Skeleton.symbols`) holds the ASCII character `code`. */
export function hasSymbol(symbols: Uint32Array, code: number): boolean {
  return code < 128 && (symbols[code >>> 5]! & (1 << (code & 31))) !== 0;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

/** Letters, digits and the leet symbols `@ $ ! | +`: the characters a leetspeak word is made of. */
function isTokenCode(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 64 ||
    code === 36 ||
    code === 33 ||
    code === 124 ||
    code === 43
  );
}
/** 1 for ASCII codes that may be leetspeak letters. */
const LEET_CODES = new Uint8Array(128);
for (const ch of Object.keys(LEET)) LEET_CODES[ch.charCodeAt(0)] = 1;

/** The bounds of the token (a run of letters, digits and leet symbols) around a position, for `leetAt`. */
interface LeetToken {
  /** Where the token ends (exclusive); a position at or past it needs the next token. */
  end: number;
  letters: boolean;
  /** The first and last letter or digit of the token (-1 when it has none). */
  firstAlnum: number;
  lastAlnum: number;
}

/** A token cache that holds no position yet. */
function newLeetToken(): LeetToken {
  return { end: 0, letters: false, firstAlnum: -1, lastAlnum: -1 };
}

/**
 * Whether the leet character at `i` reads as a letter: digits do inside a token (a run of letters, digits
 * and leet symbols) that has at least one letter (`1n57ruc710n5`), symbols only between its letters or digits
 * (`b!tch`, not the `!!` ending "idiots!!"). `token` caches the bounds of the token around `i`.
 */
function leetAt(text: string, i: number, token: LeetToken): string | undefined {
  const mapped = LEET[text[i]!];
  if (mapped === undefined) return undefined;
  if (i >= token.end) {
    let start = i;
    while (start > 0 && isTokenCode(text.charCodeAt(start - 1))) start--;
    let end = i + 1;
    let letters = false;
    let firstAlnum = -1;
    let lastAlnum = -1;
    for (let k = start; k < text.length && isTokenCode(text.charCodeAt(k)); k++) {
      end = k + 1;
      const code = text.charCodeAt(k);
      const letter = isAsciiLetter(code);
      if (letter) letters = true;
      if (letter || (code >= 48 && code <= 57)) {
        if (firstAlnum < 0) firstAlnum = k;
        lastAlnum = k;
      }
    }
    token.end = end;
    token.letters = letters;
    token.firstAlnum = firstAlnum;
    token.lastAlnum = lastAlnum;
  }
  if (!token.letters) return undefined;
  const code = text.charCodeAt(i);
  if (code >= 48 && code <= 57) return mapped;
  return i > token.firstAlnum && i < token.lastAlnum ? mapped : undefined;
}

const ASCII_WORD = /^[a-z]+$/;
const MARKS = /\p{M}/gu;

/** The ASCII letters a non-ASCII character imitates: compatibility forms (full-width, math), then confusables. */
function lookAlike(ch: string, cp: number): string | undefined {
  const compat = ch.normalize("NFKC").toLowerCase();
  if (ASCII_WORD.test(compat)) return compat;
  // Accented Latin letters read as their base letter (é -> e), so phrases in other languages match too.
  const base = compat.normalize("NFD").replace(MARKS, "");
  if (ASCII_WORD.test(base)) return base;
  const lower = ch.toLowerCase();
  const table = confusables();
  return table.get(lower.codePointAt(0)!) ?? table.get(cp);
}

/**
 * Node's `Buffer` on a little-endian machine (any Node platform): it reads UTF-16 code units into a string
 * natively, lone surrogates kept, ~9x faster than `String.fromCharCode.apply` on a typed array. Elsewhere
 * (browsers, workers) the skeleton's text is built by `fromCharCode`.
 */
const NODE_BUFFER: NodeBufferLike | null =
  new Uint8Array(new Uint16Array([1]).buffer)[0] === 1
    ? ((globalThis as { Buffer?: NodeBufferLike }).Buffer ?? null)
    : null;

export interface NodeBufferLike {
  from(
    buffer: ArrayBufferLike,
    byteOffset: number,
    length: number,
  ): { toString(encoding: "utf16le"): string };
}

/**
 * The builder's buffers, shared by every build and grown as needed: a typed array of a kilobyte or more is
 * allocated outside V8's heap (~1 µs each), and the skeleton keeps only a copy of the offsets (`offsets`).
 */
const SCRATCH = {
  codes: new Uint16Array(1024),
  starts: new Int32Array(1024),
  ends: new Int32Array(1024),
  wide: new Uint8Array(1024),
};

/** Growable buffers for the skeleton under construction (`SCRATCH`: one build at a time). */
class SkeletonBuilder {
  codes: Uint16Array;
  starts: Int32Array;
  ends: Int32Array;
  /**
   * For each emitted space, what it stood for: `NARROW_MARK` (one separator that is not white space: the dot
   * of `i.g.n.o.r.e`), `WIDE` (two or more separators) or `NARROW_SPACE` (one white-space character).
   */
  wide: Uint8Array;
  length = 0;
  gap = 0;
  /** Whether the current gap holds white space. */
  gapWhite = false;
  /** See `Skeleton.gluedRuns`. */
  readonly gluedRuns: string[] = [];
  /** See `Skeleton.symbols`, `Skeleton.blocks`. */
  readonly symbols = new Uint32Array(4);
  readonly blocks = new Uint32Array(8);
  /** The current run of the text's own letters: how many, and where its skeleton letters start and end. */
  private run = 0;
  private runStart = 0;
  private runEnd = 0;
  /** Whether glue joined the current word. */
  private wordGlued = false;

  constructor(capacity: number) {
    if (SCRATCH.codes.length < capacity) {
      SCRATCH.codes = new Uint16Array(capacity);
      SCRATCH.starts = new Int32Array(capacity);
      SCRATCH.ends = new Int32Array(capacity);
      SCRATCH.wide = new Uint8Array(capacity);
    }
    this.codes = SCRATCH.codes;
    this.starts = SCRATCH.starts;
    this.ends = SCRATCH.ends;
    this.wide = SCRATCH.wide;
  }

  /** A copy of the offsets of the skeleton's characters (one allocation for both). */
  offsets(): { starts: Int32Array; ends: Int32Array } {
    const both = new Int32Array(2 * this.length);
    both.set(this.starts.subarray(0, this.length));
    both.set(this.ends.subarray(0, this.length), this.length);
    return { starts: both.subarray(0, this.length), ends: both.subarray(this.length) };
  }

  private push(code: number, start: number, end: number, wide: number): void {
    if (this.length === this.codes.length) this.grow();
    const k = this.length++;
    this.codes[k] = code;
    this.starts[k] = start;
    this.ends[k] = end;
    this.wide[k] = wide;
  }

  private grow(): void {
    const size = this.codes.length * 2 + 16;
    const codes = new Uint16Array(size);
    codes.set(this.codes);
    const starts = new Int32Array(size);
    starts.set(this.starts);
    const ends = new Int32Array(size);
    ends.set(this.ends);
    const wide = new Uint8Array(size);
    wide.set(this.wide);
    this.codes = SCRATCH.codes = codes;
    this.starts = SCRATCH.starts = starts;
    this.ends = SCRATCH.ends = ends;
    this.wide = SCRATCH.wide = wide;
  }

  /** Emits one lower-case letter (a char code), preceded by a space when separators came before it. */
  letter(code: number, start: number, end: number): void {
    if (this.gap > 0 && this.length > 0) {
      this.push(32, start, start, this.gap > 1 ? WIDE : this.gapWhite ? NARROW_SPACE : NARROW_MARK);
    }
    this.gap = 0;
    this.gapWhite = false;
    this.push(code, start, end, 0);
  }

  /** Notes that the letter just emitted is a letter of the text itself. */
  textLetter(emitted: number): void {
    if (this.run++ === 0) this.runStart = this.length - emitted;
    this.runEnd = this.length;
  }

  /** Notes a character of the current word that is no letter of the text (a stand-in letter, an invisible). */
  glue(): void {
    this.wordGlued = true;
    this.endRun();
  }

  private endRun(): void {
    if (this.run >= 3 && this.wordGlued)
      this.gluedRuns.push(
        codesToString(this.codes.subarray(this.runStart, this.runEnd), this.runEnd - this.runStart),
      );
    this.run = 0;
  }

  /** Ends the current word: see `Skeleton.gluedRuns`. */
  endWord(): void {
    this.endRun();
    this.wordGlued = false;
  }

  /** Counts one separator character (`code`) of the current gap. */
  separator(code: number): void {
    if (this.gap === 0) this.endWord();
    this.gap++;
    if (code === 32 || code === 9 || code === 10 || code === 13 || code === 0xa0) this.gapWhite = true;
  }

  text(): string {
    return codesToString(this.codes, this.length);
  }
}

/**
 * The string of `codes[0, length)`: natively through Node's `Buffer` where there is one (`buffer`; `null`
 * for none), else by `String.fromCharCode` in chunks. Both keep lone surrogates as they are.
 */
export function codesToString(
  codes: Uint16Array,
  length: number,
  buffer: NodeBufferLike | null = NODE_BUFFER,
): string {
  if (buffer !== null) return buffer.from(codes.buffer, codes.byteOffset, length * 2).toString("utf16le");
  let out = "";
  for (let k = 0; k < length; k += 8192) {
    const chunk = codes.subarray(k, Math.min(length, k + 8192));
    out += String.fromCharCode.apply(null, chunk as unknown as number[]);
  }
  return out;
}

let lastText: string | undefined;
let lastSkeleton: Skeleton | undefined;
let lastWordsText: string | undefined;
let lastWords: readonly string[] = [];

/**
 * The words of a skeleton text (`text.split(" ")`: `[""]` for an empty one), kept for the last text, so the
 * detectors that read one text's words share one split.
 */
export function skeletonWords(skeletonText: string): readonly string[] {
  if (skeletonText !== lastWordsText) {
    lastWords = skeletonText.split(" ");
    lastWordsText = skeletonText;
  }
  return lastWords;
}

/**
 * Builds the skeleton of `text`. Runs of single letters (`i g n o r e`) are joined into words. The last
 * result is kept, so several rules (injection, toxicity, tone) reading the same text build it once.
 */
export function skeleton(text: string): Skeleton {
  if (text === lastText && lastSkeleton !== undefined) return lastSkeleton;
  const built = buildSkeleton(text);
  lastText = text;
  lastSkeleton = built;
  return built;
}

function buildSkeleton(text: string): Skeleton {
  const b = new SkeletonBuilder(text.length + 16);
  const token = newLeetToken();
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) {
        b.letter(code | 32, i, i + 1);
        b.textLetter(1);
      } else {
        b.symbols[code >>> 5]! |= 1 << (code & 31);
        const leet = LEET_CODES[code] === 0 ? undefined : leetAt(text, i, token);
        if (leet !== undefined) {
          b.letter(leet.charCodeAt(0), i, i + 1);
          b.glue();
        } else b.separator(code);
      }
      continue;
    }
    b.blocks[code >>> 13]! |= 1 << ((code >>> 8) & 31);
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    if (width === 2) {
      const low = text.charCodeAt(i + 1);
      b.blocks[low >>> 13]! |= 1 << ((low >>> 8) & 31);
    }
    const ch = String.fromCodePoint(cp);
    const confusable = lookAlike(ch, cp);
    if (confusable !== undefined) {
      for (let k = 0; k < confusable.length; k++) b.letter(confusable.charCodeAt(k), i, i + width);
      if (LETTER.test(ch)) b.textLetter(confusable.length);
      else b.glue();
    } else if (invisibleCategory(cp) !== undefined || MARK.test(ch)) {
      // Invisible characters and combining marks vanish: they glue the letters around them.
      if (b.gap === 0 && b.length > 0) b.glue();
    } else if (LETTER.test(ch)) {
      const lower = ch.toLowerCase();
      for (let k = 0; k < lower.length; k++) b.letter(lower.charCodeAt(k), i, i + width);
      b.textLetter(lower.length);
    } else b.separator(cp);
    i += width - 1;
  }
  b.endWord();
  return joinSpacedLetters(b);
}

const NARROW_MARK = 0;
const WIDE = 1;
const NARROW_SPACE = 2;

/**
 * Removes narrow spaces inside runs of four or more single letters: `i g n o r e` -> `ignore`. Where the
 * run's letters are joined by a mark (`i.g.n.o.r.e a.l.l`), only the marks are removed and a white-space
 * character stays a word break.
 */
function joinSpacedLetters(b: SkeletonBuilder): Skeleton {
  const joined = b.text();
  const run = /(?:^| )(?:[a-z] ){3,}[a-z](?= |$)/g;
  if (!run.test(joined))
    return {
      text: joined,
      ...b.offsets(),
      gluedRuns: b.gluedRuns,
      symbols: b.symbols,
      blocks: b.blocks,
    };
  run.lastIndex = 0;
  const drop = new Uint8Array(b.length);
  for (let m = run.exec(joined); m !== null; m = run.exec(joined)) {
    const from = m.index + (joined[m.index] === " " ? 1 : 0);
    const to = m.index + m[0].length;
    let marks = false;
    for (let k = from; k < to && !marks; k++)
      if (b.codes[k] === 32 && b.wide[k] === NARROW_MARK) marks = true;
    const joiner = marks ? NARROW_MARK : NARROW_SPACE;
    for (let k = from; k < to; k++) if (b.codes[k] === 32 && b.wide[k] === joiner) drop[k] = 1;
  }
  let out = "";
  const starts: number[] = [];
  const ends: number[] = [];
  for (let k = 0; k < b.length; k++) {
    if (drop[k] === 1) continue;
    out += joined[k]!;
    starts.push(b.starts[k]!);
    ends.push(b.ends[k]!);
  }
  // Only runs of single letters are joined: no run of three letters or more gains glue.
  return {
    text: out,
    starts: Int32Array.from(starts),
    ends: Int32Array.from(ends),
    gluedRuns: b.gluedRuns,
    symbols: b.symbols,
    blocks: b.blocks,
  };
}

/** The original span of skeleton characters [from, to). */
export function originalSpan(sk: Skeleton, from: number, to: number): { start: number; end: number } {
  return { start: sk.starts[from] ?? 0, end: sk.ends[Math.max(from, to - 1)] ?? 0 };
}

/** The text with leetspeak letters read back (`5y573m` -> `system`), same length, other characters unchanged. */
export function deleet(text: string): string {
  let out = "";
  let copied = 0;
  const token = newLeetToken();
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 || LEET_CODES[code] === 0) continue;
    const leet = leetAt(text, i, token);
    if (leet === undefined) continue;
    out += text.slice(copied, i) + leet;
    copied = i + 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
