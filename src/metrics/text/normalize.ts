/**
 * A "skeleton" of a text for phrase matching, with a map back to the original offsets. It undoes the
 * usual obfuscations of prompt attacks: Unicode confusables (`ｉgnоre` with Cyrillic/full-width letters,
 * mapped with the Unicode confusables table shipped by `unhomoglyph`), invisible characters inside words,
 * combining marks, leetspeak (`1gn0r3`), punctuation or spacing between letters (`i g n o r e`,
 * `i.g.n.o.r.e`) and case. The skeleton holds only lower-case letters and single spaces.
 */
import { createRequire } from "node:module";
import { invisibleCategory } from "../invisible-text/index.js";

const confusableTable = createRequire(import.meta.url)("unhomoglyph/data.json") as Record<string, string>;

/** Non-ASCII code point -> lower-case ASCII letters it imitates. */
const CONFUSABLES = new Map<number, string>();
for (const [from, to] of Object.entries(confusableTable)) {
  const cp = from.codePointAt(0)!;
  const lower = to.toLowerCase();
  if (cp >= 128 && from.length === String.fromCodePoint(cp).length && /^[a-z]+$/.test(lower))
    CONFUSABLES.set(cp, lower);
}
// Letters the table maps to look-alikes rather than to themselves (e.g. "ı" dotless i).
for (const [ch, to] of [
  ["ı", "i"],
  ["ſ", "s"],
  ["ß", "ss"],
] as const) {
  CONFUSABLES.set(ch.codePointAt(0)!, to);
}

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
  text: string;
  /** For each skeleton character, the original offset where it starts and ends. */
  starts: number[];
  ends: number[];
}

function isAsciiLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

const LEET_TOKEN = /[A-Za-z0-9@$!|+]/;

/**
 * Whether the leet character at `i` reads as a letter: digits do inside a token (a run of letters, digits
 * and leet symbols) that has at least one letter (`1n57ruc710n5`), symbols only strictly inside one
 * (`b!tch`, not the `!` ending a sentence). `token` caches the bounds of the token around `i`.
 */
function leetAt(
  text: string,
  i: number,
  token: { start: number; end: number; letters: boolean },
): string | undefined {
  const mapped = LEET[text[i]!];
  if (mapped === undefined) return undefined;
  if (i >= token.end) {
    let start = i;
    while (start > 0 && LEET_TOKEN.test(text[start - 1]!)) start--;
    let end = i + 1;
    let letters = false;
    for (let k = start; k < text.length && LEET_TOKEN.test(text[k]!); k++) {
      end = k + 1;
      if (isAsciiLetter(text.charCodeAt(k))) letters = true;
    }
    token.start = start;
    token.end = end;
    token.letters = letters;
  }
  if (!token.letters) return undefined;
  const code = text.charCodeAt(i);
  if (code >= 48 && code <= 57) return mapped;
  return i > token.start && i < token.end - 1 ? mapped : undefined;
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
  return CONFUSABLES.get(lower.codePointAt(0)!) ?? CONFUSABLES.get(cp);
}

/** Builds the skeleton of `text`. Runs of single letters (`i g n o r e`) are joined into words. */
export function skeleton(text: string): Skeleton {
  const chars: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  /** For each emitted space: whether it stood for a wide gap (two or more separators). */
  const wide: boolean[] = [];
  let gap = 0;
  const token = { start: 0, end: 0, letters: false };
  const emit = (s: string, start: number, end: number) => {
    if (gap > 0 && chars.length > 0) {
      chars.push(" ");
      starts.push(start);
      ends.push(start);
      wide.push(gap > 1);
    }
    gap = 0;
    for (const ch of s) {
      chars.push(ch);
      starts.push(start);
      ends.push(end);
      wide.push(false);
    }
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      if (isAsciiLetter(code)) emit(String.fromCharCode(code | 32), i, i + 1);
      else {
        const leet = leetAt(text, i, token);
        if (leet !== undefined) emit(leet, i, i + 1);
        else gap++;
      }
      continue;
    }
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    const ch = String.fromCodePoint(cp);
    const confusable = lookAlike(ch, cp);
    if (confusable !== undefined) emit(confusable, i, i + width);
    else if (invisibleCategory(cp) !== undefined || MARK.test(ch)) {
      // Invisible characters and combining marks vanish: they glue the letters around them.
    } else if (LETTER.test(ch)) emit(ch.toLowerCase(), i, i + width);
    else gap++;
    i += width - 1;
  }
  return joinSpacedLetters(chars, starts, ends, wide);
}

/** Removes narrow spaces inside runs of four or more single letters: `i g n o r e` -> `ignore`. */
function joinSpacedLetters(chars: string[], starts: number[], ends: number[], wide: boolean[]): Skeleton {
  const joined = chars.join("");
  const run = /(?:^| )(?:[a-z] ){3,}[a-z](?= |$)/g;
  if (!run.test(joined)) return { text: joined, starts, ends };
  run.lastIndex = 0;
  const drop = new Set<number>();
  for (let m = run.exec(joined); m !== null; m = run.exec(joined)) {
    const from = m.index + (joined[m.index] === " " ? 1 : 0);
    for (let k = from; k < m.index + m[0].length; k++) if (chars[k] === " " && !wide[k]) drop.add(k);
  }
  const outChars: string[] = [];
  const outStarts: number[] = [];
  const outEnds: number[] = [];
  for (let k = 0; k < chars.length; k++) {
    if (drop.has(k)) continue;
    outChars.push(chars[k]!);
    outStarts.push(starts[k]!);
    outEnds.push(ends[k]!);
  }
  return { text: outChars.join(""), starts: outStarts, ends: outEnds };
}

/** The original span of skeleton characters [from, to). */
export function originalSpan(sk: Skeleton, from: number, to: number): { start: number; end: number } {
  return { start: sk.starts[from] ?? 0, end: sk.ends[Math.max(from, to - 1)] ?? 0 };
}

/** The text with leetspeak letters read back (`5y573m` -> `system`), same length, other characters unchanged. */
export function deleet(text: string): string {
  let out: string[] | undefined;
  const token = { start: 0, end: 0, letters: false };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 || isAsciiLetter(code)) continue;
    const leet = leetAt(text, i, token);
    if (leet === undefined) continue;
    out ??= text.split("");
    out[i] = leet;
  }
  return out === undefined ? text : out.join("");
}
