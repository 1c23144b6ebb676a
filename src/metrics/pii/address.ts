/**
 * Street addresses. US form: house number, optional pre-direction, one to four capitalised name words (or
 * an ordinal such as "5th"), a USPS street suffix, optional post-direction and unit ("Apt. 4B", "Suite 200",
 * "#12"), and an optional "City, ST 12345[-6789]" tail. UK form: the same street part with an optional town
 * and postcode ("10 Downing Street, London SW1A 2AA"). German form: "Hauptstraße 5, 10115 Berlin". French
 * form: "12 rue de la Paix, 75002 Paris". Also "PO Box 123". Capitalisation is required for name words, which
 * keeps phrases like "3 apples in the park" out. Every quantifier is bounded, so matching is linear.
 */
import type { Detection } from "../contract.js";
import { alternation, STATE_CODES, STREET_SUFFIXES, UNIT_DESIGNATORS } from "./address-words.js";
import type { Finder } from "./types.js";

const NUMBER = "\\d{1,6}(?:-\\d{1,4})?[A-Za-z]?";
const DIRECTION = "(?:North|South|East|West|NE|NW|SE|SW|N|S|E|W)\\.?";
const NAME_WORD = "(?:[A-Z][A-Za-z'’-]{0,24}|\\d{1,3}(?:st|nd|rd|th))";
const SUFFIX = `(?:${alternation(STREET_SUFFIXES)})(?![\\w'’-])\\.?`;
const UNIT = `(?:,? (?:${alternation(UNIT_DESIGNATORS)})\\.? ?#? ?[A-Za-z0-9][A-Za-z0-9-]{0,5}(?![\\w])|,? #\\s?[A-Za-z0-9][A-Za-z0-9-]{0,5}(?![\\w]))`;
const CITY = "[A-ZÀ-Þ][A-Za-zÀ-ÿ.'’-]{1,24}(?: [A-ZÀ-Þ][A-Za-zÀ-ÿ.'’-]{1,24}){0,3}";
const US_TAIL = `(?:,? ${CITY},? (?:${STATE_CODES.join("|")})(?: \\d{5}(?:-\\d{4})?)?(?![\\w]))`;
const UK_POSTCODE = "[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}";
const UK_TAIL = `(?:(?:,? ${CITY})?,? ${UK_POSTCODE}(?![\\w]))`;
const EU_TAIL = `(?:,? \\d{4,5} ${CITY}(?![\\w]))`;

const STREET = `(?<![\\w.,$€£#/-])${NUMBER} (?:${DIRECTION} )?(?:${NAME_WORD} ){1,4}${SUFFIX}(?: ${DIRECTION}(?![\\w]))?${UNIT}?(?:${US_TAIL}|${UK_TAIL}|${EU_TAIL})?`;
/** German street types, as a word ending ("Kamptalweg") and as a word of their own ("Berliner Straße"). */
const DE_TYPE_WORDS =
  "straße strasse str. weg platz allee gasse ring damm ufer feld hof graben steig stieg pfad chaussee markt berg garten park kamp wall tor weide höhe".split(
    " ",
  );
const escapeDot = (w: string): string => w.replace(".", "\\.");
const DE_ENDINGS = DE_TYPE_WORDS.map(escapeDot).join("|");
const DE_WORDS = DE_TYPE_WORDS.map((w) => escapeDot(w[0]?.toUpperCase() + w.slice(1))).join("|");
const DE_NAME = "[A-ZÄÖÜ][a-zäöüß]{0,30}";
const GERMAN = `(?<![A-Za-zÄÖÜäöüß-])(?:(?:${DE_NAME}[- ]){1,3}(?:${DE_WORDS})|(?:${DE_NAME}[- ]){0,3}${DE_NAME}(?:${DE_ENDINGS})) \\d{1,4}(?: ?[a-z])?(?![\\w])${EU_TAIL}?`;
const FR_WORD =
  "(?:de|du|des|la|le|les|et|aux?|sur|sous|en|[ld]['’][A-ZÀ-Þ][\\p{L}-]{0,20}|[A-ZÀ-Þ0-9][\\p{L}'’-]{0,20})";
const FRENCH = `(?<![\\w])\\d{1,4}(?: ?(?:bis|ter))?,? (?:[Rr]ue|[Aa]venue|[Bb]oulevard|[Bb]d|[Pp]lace|[Cc]hemin|[Aa]llée|[Ii]mpasse|[Qq]uai|[Rr]oute|[Cc]ours|[Vv]oie|[Pp]assage)(?: ${FR_WORD}){1,5}(?:${EU_TAIL})?`;
const PO_BOX = "(?<![\\w])(?:P\\.? ?O\\.? ?Box|Post Office Box) \\d{1,6}(?![\\w])";

const GERMAN_HINT = new RegExp(`(?:${DE_ENDINGS}|${DE_WORDS}) \\d`);
const FRENCH_HINT =
  /\d,? (?:[Rr]ue|[Aa]venue|[Bb]oulevard|[Bb]d|[Pp]lace|[Cc]hemin|[Aa]llée|[Ii]mpasse|[Qq]uai|[Rr]oute|[Cc]ours|[Vv]oie|[Pp]assage) /;

const FAMILIES: ReadonlyArray<{ pattern: RegExp; mayMatch: (text: string) => boolean }> = [
  { pattern: new RegExp(STREET, "g"), mayMatch: () => true },
  { pattern: new RegExp(GERMAN, "g"), mayMatch: (text) => GERMAN_HINT.test(text) },
  { pattern: new RegExp(FRENCH, "gu"), mayMatch: (text) => FRENCH_HINT.test(text) },
  { pattern: new RegExp(PO_BOX, "gi"), mayMatch: (text) => /box \d/i.test(text) },
];

export const findAddresses: Finder = (text, facts, out: Detection[]) => {
  if (!facts.hasDigit) return;
  for (const { pattern, mayMatch } of FAMILIES) {
    if (!mayMatch(text)) continue;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      let end = m.index + m[0].length;
      // A final "." ends the sentence or an abbreviation ("St."); either way it is not personal data.
      if (text.charCodeAt(end - 1) === 46) end--;
      out.push({ type: "address", start: m.index, end, score: 0.85 });
    }
  }
};
