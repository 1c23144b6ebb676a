/**
 * Character classes shared by the local detectors. Offsets are UTF-16 code units, as JS strings index, so
 * every helper here works on code units and never changes a text's length.
 */

import { withTraceBreaks } from "./regex-code.js";

const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;

/** Whether the code unit at `index` belongs to a word (letter, digit, combining mark or `_`). */
export function isWordCharAt(text: string, index: number): boolean {
  if (index < 0 || index >= text.length) return false;
  const code = text.charCodeAt(index);
  if (code < 128) {
    return (
      (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95
    );
  }
  // A low surrogate belongs to the code point that starts one unit earlier.
  if (code >= 0xdc00 && code <= 0xdfff && index > 0)
    return WORD_CHAR.test(String.fromCodePoint(text.codePointAt(index - 1)!));
  return WORD_CHAR.test(String.fromCodePoint(text.codePointAt(index)!));
}

/** Whether `text.slice(start, end)` stands as a whole word: no word character glued on either side. */
export function isWholeWord(text: string, start: number, end: number): boolean {
  if (isWordCharAt(text, start) && isWordCharAt(text, start - 1)) return false;
  if (isWordCharAt(text, end - 1) && isWordCharAt(text, end)) return false;
  return true;
}

/**
 * Lower-cases a text without changing its length, so offsets into the result are offsets into the
 * original. Characters whose lower case has another length (e.g. `İ`) are kept as they are.
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const folded = ch.toLowerCase();
    out += folded.length === 1 ? folded : ch;
  }
  return out;
}

const LETTER = /\p{L}/u;

/** Whether the code point that ends just before `index` is a letter (surrogate pairs read as one). */
function letterBefore(text: string, index: number): boolean {
  if (index <= 0) return false;
  const code = text.charCodeAt(index - 1);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  const from = code >= 0xdc00 && code <= 0xdfff && index > 1 ? index - 2 : index - 1;
  return LETTER.test(String.fromCodePoint(text.codePointAt(from)!));
}

/**
 * A global, case-insensitive Unicode regex for terms that no letter may touch on either side: it matches
 * as `(?<!\p{L})(?:terms)(?!\p{L})` would, but checks the letter before each match by hand. V8 runs that
 * lookbehind at every position, ~6x slower on two-byte strings (any text with one character beyond
 * Latin-1, such as a zero-width space) than the rest of the expression.
 */
export class LetterBoundedRegExp extends RegExp {
  /** `terms`: an alternation of terms; a `LetterBoundedRegExp` is copied (`matchAll`, `replace` do so). */
  constructor(terms: string | RegExp, flags?: string) {
    if (typeof terms === "string") super(withTraceBreaks(`(?:${terms})(?!\\p{L})`), "giu");
    else super(terms, flags ?? terms.flags);
  }

  override exec(text: string): RegExpExecArray | null {
    for (let m = super.exec(text); m !== null; m = super.exec(text)) {
      if (!letterBefore(text, m.index)) return m;
      this.lastIndex = m.index + 1;
    }
    return null;
  }
}

/**
 * A Russian expression (`LetterBoundedRegExp`, case-insensitive) whose letters inside a word are Cyrillic ones:
 * `\p{L}` in `source` becomes `[а-яё]`, since V8 compiles a `\p{L}` class to a long range check at each use
 * (`regex-code.ts`).
 */
export function cyrillicWords(source: string): LetterBoundedRegExp {
  return new LetterBoundedRegExp(source.replaceAll("\\p{L}", "[а-яё]"));
}
