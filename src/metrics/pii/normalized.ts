/**
 * A normalised view of a text for PII matching, with an exact map back to the original offsets. It undoes
 * what hides PII from pattern matching without changing what a value is:
 * - invisible characters are dropped (zero-width space/joiners, word joiner, BOM, soft hyphen, bidi marks);
 * - compatibility forms become their plain form (NFKC, per character: full-width `４１５`, `＠`, `＋`,
 *   ideographic and no-break spaces);
 * - Unicode dashes and minus signs become `-`, and decimal digits of other scripts (Arabic-Indic,
 *   Devanagari…) become ASCII digits;
 * - a letter followed by combining marks is composed (NFC), so `e` + U+0301 is one `é`.
 * Letters keep their script: `müller@beispiel.de` stays as written (an internationalised address), and
 * look-alike letters are not folded into ASCII (that would turn a Cyrillic name into a Latin one).
 *
 * ASCII text is returned as is (one regex test), so the usual case pays nothing.
 */

/** For each view character, where it starts and ends in the original text. */
export interface NormalizedView {
  readonly text: string;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

const MARK = /\p{M}/u;
const DIGIT = /\p{Nd}/u;

/** Code points dropped from the view. */
function isInvisible(cp: number): boolean {
  return (
    cp === 0x00ad || // soft hyphen
    cp === 0x034f || // combining grapheme joiner
    cp === 0x061c || // Arabic letter mark
    cp === 0x180e || // Mongolian vowel separator
    (cp >= 0x200b && cp <= 0x200f) || // zero-width space, joiners, LRM/RLM
    (cp >= 0x202a && cp <= 0x202e) || // bidi embeddings and overrides
    (cp >= 0x2060 && cp <= 0x2064) || // word joiner, invisible operators
    (cp >= 0x2066 && cp <= 0x2069) || // bidi isolates
    cp === 0xfeff // BOM / zero-width no-break space
  );
}

/** Dashes and minus signs read as `-`. */
function isDash(cp: number): boolean {
  return (cp >= 0x2010 && cp <= 0x2015) || cp === 0x2212 || cp === 0xfe58 || cp === 0xfe63 || cp === 0xff0d;
}

/** First code point of each block of ten decimal digits NFKC leaves alone (Arabic-Indic, Devanagari…). */
const DIGIT_ZEROS = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6,
  0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0xa620, 0xa8d0, 0xa900, 0xa9d0,
  0xaa50, 0xabf0,
];

function digitValue(cp: number): string | undefined {
  for (const zero of DIGIT_ZEROS) if (cp >= zero && cp < zero + 10) return String(cp - zero);
  return undefined;
}

/** The replacement of one original character (with its combining marks), or "" to drop it. */
export function normalizeChunk(chunk: string, cp: number): string {
  if (isInvisible(cp)) return "";
  if (isDash(cp)) return "-";
  if (cp === 0x00a0 || cp === 0x202f || cp === 0x2007) return " ";
  const compat = chunk.normalize("NFKC");
  if (compat.length === 1 && DIGIT.test(compat) && compat.charCodeAt(0) > 127) {
    return digitValue(compat.charCodeAt(0)) ?? compat;
  }
  // Keep the original when NFKC would expand one character into several words (e.g. "㍻") or into
  // something containing spaces: the view must not grow new word boundaries.
  if (compat.length > 4 || (compat.includes(" ") && compat !== " ")) return chunk;
  return compat;
}

/** Characters the view changes that NFKC leaves alone: invisibles, dashes, minus, other scripts' digits. */
export const SPECIAL =
  /\u034f|[\u00ad\u061c\u180e\u200b-\u200f\u2010-\u2015\u202a-\u202f\u2060-\u2064\u2066-\u2069\u2212\ufe58\ufe63\ufeff]|(?![0-9])\p{Nd}/u;

/**
 * The view of `text`, or undefined when it would be the text itself: plain ASCII, or text whose non-ASCII
 * characters need nothing (accented letters, other scripts already in NFKC form) — the usual case pays one
 * or two native passes.
 */
/** UTF-8 length: Node's native count where there is one, else a Web-standard encode. */
const utf8Length: (text: string) => number =
  (globalThis as { Buffer?: { byteLength(text: string, encoding: "utf8"): number } }).Buffer !== undefined
    ? (text) =>
        (
          globalThis as unknown as { Buffer: { byteLength(text: string, encoding: "utf8"): number } }
        ).Buffer.byteLength(text, "utf8")
    : (text) => new TextEncoder().encode(text).length;

/**
 * A character the view may change: one of the few below U+0300 that are not their own NFKC form (or are
 * `SPECIAL`; a test checks the list against `normalize`), or any from U+0300 on. Below U+0300 nothing combines
 * with its neighbour, so a text without such a character is its own view: Latin-1 and Latin Extended text
 * (German, French, Spanish…) is settled by this one scan, without `SPECIAL` and `normalize`.
 */
export const OUTSIDE_STABLE_LATIN =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: code units are meant; U+0300 on is one range.
  /[\u00a0\u00a8\u00aa\u00ad\u00af\u00b2-\u00b5\u00b8-\u00ba\u00bc-\u00be\u0132\u0133\u013f\u0140\u0149\u017f\u01c4-\u01cc\u01f1-\u01f3\u02b0-\u02b8\u02d8-\u02dd\u02e0-\u02e4\u0300-\uffff]/;

/** 0, 1, 2…, shared by every view: the map of a run of unchanged characters is a copy of a piece of it. */
let identities = new Int32Array(0);

/** The identity sequence 0 … length - 1 (at least), grown to the longest text seen. */
function identity(length: number): Int32Array {
  if (identities.length < length) {
    identities = new Int32Array(Math.max(length, identities.length * 2));
    for (let p = 0; p < identities.length; p++) identities[p] = p;
  }
  return identities;
}

/** `OUTSIDE_STABLE_LATIN`, searched from a position. */
const MAY_CHANGE = new RegExp(OUTSIDE_STABLE_LATIN.source, "g");

export function normalizedView(text: string): NormalizedView | undefined {
  // ASCII: one UTF-8 byte per character (a native count, ~4x faster than a regex scan).
  if (utf8Length(text) === text.length) return undefined;
  MAY_CHANGE.lastIndex = 0;
  if (!MAY_CHANGE.test(text)) return undefined;
  // The first such character is a Latin one the view changes (º, ², a soft hyphen…): no need to ask NFKC.
  if (text.charCodeAt(MAY_CHANGE.lastIndex - 1) >= 0x300) {
    if (!SPECIAL.test(text) && text.normalize("NFKC") === text) return undefined;
  }
  const n = text.length;
  const parts: string[] = [];
  // Most characters map to one; grown (doubled) in the rare case NFKC expands many of them. Both maps
  // share one buffer (allocating a typed array costs more than filling it).
  let capacity = n + 64;
  let both = new Int32Array(2 * capacity);
  let starts = both.subarray(0, capacity);
  let ends = both.subarray(capacity);
  let k = 0;
  const makeRoom = (count: number): void => {
    if (k + count <= capacity) return;
    capacity = capacity * 2 + count;
    both = new Int32Array(2 * capacity);
    both.set(starts);
    both.set(ends, capacity);
    starts = both.subarray(0, capacity);
    ends = both.subarray(capacity);
  };
  const ids = identity(n + 1);
  let i = 0;
  while (i < n) {
    // A run of characters the view leaves alone (not followed by a combining mark) is copied whole; a
    // native search finds where it ends.
    MAY_CHANGE.lastIndex = i;
    let j = MAY_CHANGE.test(text) ? MAY_CHANGE.lastIndex - 1 : n;
    // Its last character goes with the marks after it. (As character-by-character building did: an ASCII
    // letter before a mark outside the BMP is copied alone, a Latin-1 one takes it.)
    if (j < n && j > i && text.charCodeAt(j) >= 0x300) {
      const mark = text.charCodeAt(j - 1) < 128 ? text[j]! : String.fromCodePoint(text.codePointAt(j)!);
      if (MARK.test(mark)) j--;
    }
    if (j > i) {
      parts.push(text.slice(i, j));
      // Character p maps to [p, p + 1): copied from the identity sequence.
      makeRoom(j - i);
      starts.set(ids.subarray(i, j), k);
      ends.set(ids.subarray(i + 1, j + 1), k);
      k += j - i;
      i = j;
      continue;
    }
    const cp = text.codePointAt(i)!;
    // A character and the combining marks that follow it.
    let end = i + (cp > 0xffff ? 2 : 1);
    while (end < n) {
      const next = text.codePointAt(end)!;
      if (next < 0x300 || !MARK.test(String.fromCodePoint(next))) break;
      end += next > 0xffff ? 2 : 1;
    }
    const chunk = text.slice(i, end);
    const replacement = cp < 128 ? chunk.normalize("NFC") : normalizeChunk(chunk, cp);
    makeRoom(replacement.length);
    starts.fill(i, k, k + replacement.length);
    ends.fill(end, k, k + replacement.length);
    k += replacement.length;
    parts.push(replacement);
    i = end;
  }
  const out = parts.join("");
  return { text: out, starts: starts.subarray(0, k), ends: ends.subarray(0, k) };
}

/** Maps a span of the view back to the original text: from the first character's start to the last one's end. */
export function originalSpan(
  view: NormalizedView,
  start: number,
  end: number,
): { start: number; end: number } {
  const first = view.starts[start] ?? 0;
  const last = end > start ? (view.ends[end - 1] ?? first) : first;
  return { start: first, end: last };
}
