/**
 * Street addresses. US form: house number, optional pre-direction, one to four capitalised name words (or
 * an ordinal such as "5th"), a USPS street suffix, optional post-direction and unit ("Apt. 4B", "Suite 200",
 * "#12"), and an optional "City, ST 12345[-6789]" (or Canadian "City, ON M5H 2N2") tail. UK form: the same street part with an optional town
 * and postcode ("10 Downing Street, London SW1A 2AA"). German form: "Hauptstraße 5, 10115 Berlin". French
 * form: "12 rue de la Paix, 75002 Paris". Also "PO Box 123". Capitalisation is required for name words, which
 * keeps phrases like "3 apples in the park" out. Every quantifier is bounded, so matching is linear.
 */
import type { Detection } from "../contract.js";
import { findIntlAddresses, type NumberRuns, numberRuns } from "./address-intl.js";
import {
  alternation,
  COUNTRIES,
  STATE_CODES,
  STATE_NAMES,
  STREET_SUFFIXES,
  UNIT_DESIGNATORS,
} from "./address-words.js";
import type { Finder } from "./types.js";

const NUMBER = "\\d{1,6}(?:-\\d{1,4})?[A-Za-z]?";
const DIRECTION = "(?:North|South|East|West|NE|NW|SE|SW|N|S|E|W)\\.?";
/** A comma and/or one space or line break: how the parts of an address are joined, on one line or several. */
const SEP = "(?:,? ?\\n|, ?| )";
const UNIT = `(?:${SEP}(?:${alternation(UNIT_DESIGNATORS)})\\.? ?#? ?[A-Za-z0-9][A-Za-z0-9-]{0,5}(?![\\w])|,? #\\s?[A-Za-z0-9][A-Za-z0-9-]{0,5}(?![\\w]))`;
const STATES = `${STATE_CODES.join("|")}|${STATE_NAMES}|N\\.Y\\.|D\\.C\\.?`;
const COUNTRY_LINE = `(?:${SEP}(?:${COUNTRIES})(?![\\w]))?`;
/**
 * One to four capitalised words ("St."-style abbreviations allowed, other dots end the city); each word is
 * taken whole (the lookahead stops backtracking into it).
 */
const CITY_WORD = "(?:(?:St|Ste|Ft|Mt)\\.|[A-ZÀ-Þ][A-Za-zÀ-ÿ'’-]{1,24}(?![A-Za-zÀ-ÿ'’-]))";
/** A city written with its first letter capitalised, or in capitals. */
const CITY = `${CITY_WORD}(?: ${CITY_WORD}){0,3}`;
const US_TAIL = `(?:${SEP}${CITY},? (?:${STATES})(?:,? \\d{5}(?:-\\d{4})?)?(?![\\w])${COUNTRY_LINE})`;
const CA_TAIL = `(?:${SEP}${CITY},? (?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)(?: [A-Z]\\d[A-Z] ?\\d[A-Z]\\d)?(?![\\w])${COUNTRY_LINE})`;
const AU_TAIL = `(?:${SEP}${CITY},? (?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT),? \\d{4}(?![\\w])${COUNTRY_LINE})`;
const IN_TAIL = `(?:${SEP}${CITY}(?: -|,)? \\d{3} ?\\d{3}(?![\\w])${COUNTRY_LINE})`;
const UK_POSTCODE = "[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}";
const UK_TAIL = `(?:(?:${SEP}${CITY}){0,2}${SEP}${UK_POSTCODE}(?![\\w])(?:${SEP}${CITY})?${COUNTRY_LINE})`;
/** European postcode and town: 12345, 1234, 1011 AB (NL), 00-950 (PL), 112 01 (SE), 1000-001 (PT). */
const EU_TAIL = `(?:${SEP}(?:[A-Z]{1,2}-)?(?:\\d{4,5}(?:-\\d{3})?|\\d{4} ?[A-Z]{2}|\\d{2}-\\d{3}|\\d{3} \\d{2}) ${CITY}(?![\\w])${COUNTRY_LINE})`;

/** The street head: a house number and up to six following words (name words, the suffix, maybe a unit word). */
export const STREET_HEAD = new RegExp(
  `${NUMBER}((?: (?:[A-Z][A-Za-z'’-]{0,24}\\.?|\\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)\\b)){2,6})`,
  "y",
);
/** What may follow the suffix: a post-direction, a unit, a city/state/ZIP, town/postcode or ZIP/town tail. */
const STREET_TAIL = new RegExp(
  `(?: ${DIRECTION}(?![\\w]))?${UNIT}?(?:${US_TAIL}|${CA_TAIL}|${AU_TAIL}|${UK_TAIL}|${EU_TAIL}|${IN_TAIL})?`,
  "y",
);
const SUFFIX_SET: ReadonlySet<string> = new Set(STREET_SUFFIXES.flatMap((w) => [w, w.toUpperCase()]));
const LONGEST_SUFFIX = Math.max(...[...SUFFIX_SET].map((w) => w.length));
/** German street types, as a word ending ("Kamptalweg") and as a word of their own ("Berliner Straße"). */
const DE_TYPE_WORDS =
  "straße strasse str. weg platz allee gasse ring damm ufer feld hof graben steig stieg pfad chaussee markt berg garten park kamp wall tor weide höhe straat gracht laan plein kade singel dijk steeg markt gata gatan vägen väg gränd torg gade vej vei veien gate gaten plass katu tie kuja polku tori".split(
    " ",
  );
export const DE_TYPE_SET: ReadonlySet<string> = new Set(DE_TYPE_WORDS);
/** The last two letters of each street type, as one number (the word must end in one of them). */
const DE_TYPE_ENDINGS: ReadonlySet<number> = new Set(
  DE_TYPE_WORDS.map((w) => w.charCodeAt(w.length - 2) * 0x10000 + w.charCodeAt(w.length - 1)),
);

/** Lower case of an ASCII or Latin-1 letter (other characters as they are). */
function lowerLatin1(c: number): number {
  return (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7) ? c + 32 : c;
}

/**
 * Whether the word ending at `end` may end in a street type ("…weg", "…straße", "…str."): its last two
 * characters, in lower case, end one. Beyond Latin-1 the answer is "may" (the full check decides).
 */
export function mayEndInStreetType(text: string, end: number): boolean {
  const a = text.charCodeAt(end - 2);
  const b = text.charCodeAt(end - 1);
  if (a >= 0x100 || b >= 0x100) return true;
  return DE_TYPE_ENDINGS.has(lowerLatin1(a) * 0x10000 + lowerLatin1(b));
}
export const DE_ENDING = new RegExp(`(?:${DE_TYPE_WORDS.map((w) => w.replace(".", "\\.")).join("|")})$`);
/** A house number after a lower-case letter or "." — where a German street name ends. */
const DE_NUMBER = /\d{1,4}(?: ?[a-zA-Z])?(?!\w)/y;
const DE_TAIL = new RegExp(EU_TAIL, "y");
/** A lower-case street's postcode and town ("hauptstraße 5, 10115 berlin"): required, since without it a
 * lower-case compound before a number is too often prose. */
const DE_LOWER_TAIL = /,? \d{5} [a-zäöüß][a-zäöüß-]{1,30}(?![\p{L}\d-])/uy;
const FR_WORD =
  "(?:(?:de|du|des|la|le|les|et|aux?|sur|sous|en|[ld]['’][A-ZÀ-Þ][\\p{L}-]{0,20}|[A-ZÀ-Þ0-9][\\p{L}'’-]{0,20})(?![\\p{L}'’-]))";
const FRENCH = `(?<![\\w])\\d{1,4}(?: ?(?:bis|ter))?,? (?:[Rr]ue|[Aa]venue|[Bb]oulevard|[Bb]d|[Pp]lace|[Cc]hemin|[Aa]llée|[Ii]mpasse|[Qq]uai|[Rr]oute|[Cc]ours|[Vv]oie|[Pp]assage)(?: ${FR_WORD}){1,5}(?:${EU_TAIL})?`;
const PO_BOX =
  "(?<![\\w])(?:P\\.? ?O\\.? ?Box|Post Office Box|Postfach|Postbus|Apartado(?: de [Cc]orreos)?|Caixa Postal|Casella Postale|Bo[iî]te [Pp]ostale|Skrytka [Pp]ocztowa|Postboks) \\d{1,6}(?: \\d{2}){0,2}(?![\\w])";

/** French "12 rue de la Paix", tried sticky at each number (a full `u`-flag scan costs more). */
export const FRENCH_AT = new RegExp(FRENCH.replace("(?<![\\w])", ""), "yu");

const PO_BOX_RE = new RegExp(PO_BOX, "gi");
/** The word right before a PO box number (lower-cased): "Box 12", "Postfach 12 34 56", "Correos 12"… */
const PO_WORDS: ReadonlySet<string> = new Set([
  "box",
  "postfach",
  "postbus",
  "postboks",
  "correos",
  "apartado",
  "postal",
  "postale",
  "pocztowa",
]);

/**
 * PO boxes, found from the numbers of the text: when the word before a number is a PO-box word, the box
 * pattern is tried from a little before it (no full scan of texts that hold none).
 */
function findPoBoxes(text: string, numbers: readonly number[], out: Detection[]): void {
  let after = 0;
  for (const number of numbers) {
    if (number < after || text.charCodeAt(number - 1) !== 32) continue;
    let start = number - 1;
    while (start > 0 && isDeWordCode(text.charCodeAt(start - 1))) start--;
    if (number - 1 - start < 3 || number - 1 - start > 9) continue;
    // Every PO-box word starts with b, p, c or a: most words before a number are looked at no further.
    const head = text.charCodeAt(start) | 32;
    if (head !== 98 && head !== 112 && head !== 99 && head !== 97) continue;
    if (!PO_WORDS.has(text.slice(start, number - 1).toLowerCase())) continue;
    PO_BOX_RE.lastIndex = Math.max(after, start - 24);
    for (let m = PO_BOX_RE.exec(text); m !== null && m.index <= number; m = PO_BOX_RE.exec(text)) {
      let end = m.index + m[0].length;
      if (end <= number) continue;
      if (text.charCodeAt(end - 1) === 46) end--;
      out.push({ type: "address", start: m.index, end, score: 0.85 });
      after = end;
      break;
    }
  }
}

/** ASCII digits, letters and "-": the characters of a house number ("12", "221B", "99-40"). */
function isHouseNumberCode(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || c === 45;
}

/**
 * Whether `STREET_HEAD` can match at `number`, checked in a few character reads: its house number (digits,
 * "-", a letter: at most 12 characters, no space) must be followed by a space and a capital or a digit, and
 * so must the first word after it.
 */
export function mayStartStreet(text: string, number: number, digitsEnd: number): boolean {
  const limit = number + 12;
  let j = digitsEnd;
  while (j <= limit && isHouseNumberCode(text.charCodeAt(j))) j++;
  if (j > limit || !isSpaceThenWord(text, j)) return false;
  // The head needs a second word: after the first one (letters, digits of an ordinal, ' ’ -; a dot may
  // end it), again a space and a capital or a digit.
  let k = j + 2;
  const wordLimit = j + 25; // the last character of a 25-character word starting at j + 1
  while (k <= wordLimit && isHeadWordCode(text.charCodeAt(k))) k++;
  if (text.charCodeAt(k) === 46) k++;
  return isSpaceThenWord(text, k);
}

/** A space, then a capital letter or a digit: where a name word of a street head starts. */
function isSpaceThenWord(text: string, at: number): boolean {
  if (text.charCodeAt(at) !== 32) return false;
  const c = text.charCodeAt(at + 1);
  return (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
}

/** The characters of a street-head word after its first: letters, digits (ordinals), ' ’ and -. */
function isHeadWordCode(c: number): boolean {
  return isHouseNumberCode(c) || c === 39 || c === 0x2019;
}

/**
 * The end of the rightmost street suffix among the words `text[first, end)` (single spaces between them),
 * the first word excepted (a street needs a name before its suffix); -1 when there is none. A trailing "."
 * ("St.") is allowed.
 */
function suffixEndIn(text: string, first: number, end: number): number {
  let wordEnd = end;
  while (wordEnd > first) {
    const start = text.lastIndexOf(" ", wordEnd - 1) + 1;
    if (start <= first) return -1;
    const stop = text.charCodeAt(wordEnd - 1) === 46 ? wordEnd - 1 : wordEnd;
    if (stop - start <= LONGEST_SUFFIX && SUFFIX_SET.has(text.slice(start, stop))) return wordEnd;
    wordEnd = start - 1;
  }
  return -1;
}

/**
 * US/UK street addresses in two steps: the head regex finds a number and the capitalised words after it; the
 * rightmost word (after at least one name word) that is a USPS/UK street suffix ends the street name (a Set
 * lookup instead of a 400-way regex alternation); a sticky regex then takes the optional tail.
 */
function findStreets(text: string, { starts: numbers, ends }: NumberRuns, out: Detection[]): void {
  let after = 0;
  for (let n = 0; n < numbers.length; n++) {
    const number = numbers[n]!;
    if (number < after || !mayStartStreet(text, number, ends[n]!)) continue;
    STREET_HEAD.lastIndex = number;
    const m = STREET_HEAD.exec(text);
    if (m === null) continue;
    const headEnd = m.index + m[0].length;
    const suffixEnd = suffixEndIn(text, headEnd - (m[1] ?? "").length + 1, headEnd);
    // Without a suffix, another number inside this head may still start an address: go on to it.
    if (suffixEnd === -1) continue;
    let end = suffixEnd;
    // Every part of the tail starts with a space, a comma or a line break: no regex run without one.
    const next = text.charCodeAt(suffixEnd);
    if (next === 32 || next === 44 || next === 10) {
      STREET_TAIL.lastIndex = suffixEnd;
      end += STREET_TAIL.exec(text)?.[0].length ?? 0;
    }
    // A final "." ends the sentence or an abbreviation ("St."); either way it is not personal data.
    if (text.charCodeAt(end - 1) === 46) end--;
    // A street alone ("2 Main Street tacos") is weaker evidence than a full address with a town.
    out.push({ type: "address", start: m.index, end, score: end - suffixEnd > 6 ? 0.9 : 0.8 });
    after = end;
  }
}

/** A capital letter: ASCII or Latin-1. */
function isCapitalCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7);
}

/** Letters (ASCII and German) and "." — the characters of a German street-name word. */
/** Lower-case letters that end a street name before its number (ASCII, German, Nordic, Latin-1). */
function isLowerDeCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 0xdf && c <= 0xff && c !== 0xf7);
}

function isDeWordCode(c: number): boolean {
  if (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) return true; // Latin-1 and Latin Extended letters
  return (
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 46 ||
    c === 196 ||
    c === 214 ||
    c === 220 ||
    c === 223 ||
    c === 228 ||
    c === 246 ||
    c === 252
  );
}

/**
 * German streets ("Kamptalweg 35b", "Meckhofer Feld 15a", "Von-Diergardt-Str. 79c, 83065 Ost Enna"): from
 * each house number, walk back over the street name in plain code — the last word must end in a street type
 * (or be one, after a capitalised name word) — then take an optional "12345 Town" tail.
 */
function findGermanStreets(text: string, numbers: readonly number[], out: Detection[]): void {
  for (const number of numbers) {
    // A street name's last letter (lower case, or "." of "Str."), a space, then the number.
    const last = text.charCodeAt(number - 2);
    if (number < 2 || text.charCodeAt(number - 1) !== 32 || !(isLowerDeCode(last) || last === 46)) continue;
    const numberAt = number - 1; // the space before the number
    // The last word: letters and dots back to a space, hyphen or the start.
    let start = numberAt;
    while (start > 0 && isDeWordCode(text.charCodeAt(start - 1))) start--;
    if (numberAt - start < 3 || numberAt - start > 40) continue;
    const capitalised = isCapitalCode(text.charCodeAt(start));
    if (!mayEndInStreetType(text, numberAt)) continue;
    const lower = text.slice(start, numberAt).toLowerCase();
    const isTypeWord = DE_TYPE_SET.has(lower);
    if (!isTypeWord && !DE_ENDING.test(lower)) continue;
    DE_NUMBER.lastIndex = number;
    const m = DE_NUMBER.exec(text);
    if (m === null) continue;
    const numberEnd = number + m[0].length;
    if (!capitalised && !isTypeWord) {
      // A whole street in lower case ("hauptstraße 5, 10115 berlin"): only with its postcode and town.
      DE_LOWER_TAIL.lastIndex = numberEnd;
      const tail = DE_LOWER_TAIL.exec(text);
      if (tail !== null) out.push({ type: "address", start, end: numberEnd + tail[0].length, score: 0.7 });
      continue;
    }
    // Up to three capitalised name words before it, joined by spaces or hyphens.
    let words = 0;
    while (words < 3 && start > 1 && (text[start - 1] === " " || text[start - 1] === "-")) {
      let s = start - 1;
      while (s > 0 && isDeWordCode(text.charCodeAt(s - 1))) s--;
      if (s === start - 1 || !isCapitalCode(text.charCodeAt(s))) break;
      start = s;
      words++;
    }
    if (isTypeWord && words === 0) continue;
    DE_TAIL.lastIndex = numberEnd;
    const tail = DE_TAIL.exec(text);
    const tailLength = tail?.[0].length ?? 0;
    out.push({ type: "address", start, end: numberEnd + tailLength, score: tailLength > 0 ? 0.9 : 0.8 });
  }
}

/** 1 for the first letters of the French street types, and "b"/"t" of "bis"/"ter". */
const FRENCH_HEADS = new Uint8Array(128);
for (const c of "RrAaBbPpCcIiQqVvt") FRENCH_HEADS[c.charCodeAt(0)] = 1;

/**
 * Whether `FRENCH_AT` can match at `number`: at most four digits, then "bis"/"ter" or an optional comma and
 * a space before a street type's first letter. Most numbers fail this in a few character reads.
 */
export function mayStartFrench(text: string, number: number, digitsEnd: number): boolean {
  if (digitsEnd - number > 4) return false;
  let e = digitsEnd;
  let c = text.charCodeAt(e);
  if (c === 98 || c === 116) return true; // "12bis", "12ter"
  if (c === 44) c = text.charCodeAt(++e);
  return c === 32 && FRENCH_HEADS[text.charCodeAt(e + 1)] === 1;
}

export const findAddresses: Finder = (text, facts, out: Detection[]) => {
  if (!facts.hasDigit) return;
  const runs = numberRuns(text);
  const numbers = runs.starts;
  findStreets(text, runs, out);
  findGermanStreets(text, numbers, out);
  findIntlAddresses(text, runs, out);
  let after = 0;
  for (let n = 0; n < numbers.length; n++) {
    const number = numbers[n]!;
    if (number < after || !mayStartFrench(text, number, runs.ends[n]!)) continue;
    FRENCH_AT.lastIndex = number;
    const m = FRENCH_AT.exec(text);
    if (m === null) continue;
    let end = number + m[0].length;
    if (text.charCodeAt(end - 1) === 46) end--;
    out.push({ type: "address", start: number, end, score: 0.85 });
    after = end;
  }
  findPoBoxes(text, numbers, out);
};
