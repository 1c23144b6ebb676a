/**
 * Person names, precision first. Candidates are runs of one to four capitalised words (Latin script, an
 * initial such as "M." allowed inside); a run is a name when
 * - a title starts it ("Dr. Jane Doe", "Mr Alvarez", "Frau Weber"), or
 * - a cue comes right before it ("my name is Dan", "Dear Maria,", "Regards,\nTom Baker", "ask for Ms…"),
 *   and its first word is a known given name or surname (any capitalised word after "my name is"), or
 * - its first word is a known given name and the next is a known surname or another capitalised word that
 *   is not a place, street, organisation, month or day word ("Richard M. Nixon", "Ayşe Demir"). Given names
 *   that are also English words ("Will", "May", "Grant") need a known surname.
 * Lexicons: `person-names.ts` (public-domain sources, see docs/pii.md). A single first name without a cue
 * ("Dan") or a surname alone is not reported.
 */
import type { Detection } from "../contract.js";
import { STREET_SUFFIXES, UNIT_DESIGNATORS } from "./address-words.js";
import { AMBIGUOUS_GIVEN_NAMES, GIVEN_NAMES, SURNAMES } from "./person-names.js";
import type { Finder } from "./types.js";

/** Runs of capitalised words (or initials) separated by single spaces. */
const RUN =
  /(?<![\p{L}\p{N}.@/_\\-])\p{Lu}(?:[\p{Ll}\p{M}'’]{1,20}(?:-\p{Lu}[\p{Ll}\p{M}]{1,20})?|\.)(?: (?:\p{Lu}\.|\p{Lu}[\p{Ll}\p{M}'’]{1,20}(?:-\p{Lu}[\p{Ll}\p{M}]{1,20})?)){0,4}(?![\p{L}\p{N}@])/gu;

const TITLES = new Set(
  "Mr Mrs Ms Miss Mx Dr Prof Sir Dame Lady Lord Madam Mme Mlle Herr Frau Sr Sra Srta Sig Signora Dott Rev Fr Capt Sgt Lt Col Gen Judge Senator Sen Rep Gov President Officer Detective Nurse Coach Uncle Aunt".split(
    " ",
  ),
);

/** A title right before a run ("Dr. ", "Mrs "). */
const TITLE_BEFORE = /(?<![\p{L}])(\p{Lu}\p{Ll}{1,9})\.? $/u;

/** Cues right before a name. */
const CUE =
  /(?:\bmy name is|\bmy name's|\bname is|\bname:|\bi am|\bi'm|\bthis is|\bdear|\bhi|\bhello|\bhey|\bregards,?|\bsincerely,?|\bthanks,?|\bthank you,?|\bcheers,?|\bbest,?|\bfrom:|\bcc:|\bsigned:?|\bcontact|\bask for|\bspeak (?:to|with)|\bspoke (?:to|with)|\btalk to|\bpatient|\bclient|\bme llamo|\bmi nombre es|\bje m'appelle|\bich heiße|\bich bin|\bmi chiamo|\bmeu nome é|\bbenim adım|\badım)\s*$/i;
/** Cues after which any capitalised word is taken as a name. */
const STRONG_CUE =
  /(?:name is|name's|name:|me llamo|nombre es|m'appelle|ich heiße|mi chiamo|nome é|adım)\s*$/i;

/** Capitalised words that are not names even after a given name. */
const NOT_NAMES = new Set(
  `January February March April May June July August September October November December Monday Tuesday
Wednesday Thursday Friday Saturday Sunday Street Avenue Road University College School Hospital Bank Inc Corp
Company Group City County State Park Center Centre Institute Foundation Church Airport Station Hotel Team
Department Office Street Square Lake River Mountain Beach North South East West New Old Saint San Santa
The And Or Of For In On At To With From By My Your Our His Her Their This That These Those It Is Are Was
Were Be I We You He She They Me Us Him Them Please Thanks Hello Dear Regards Best Yes No Not Mr Mrs Ms Dr
Day Christmas Easter Thanksgiving Halloween Valley Heights Hills Island County Bay Harbor Port Fort
API SDK Cloud Server Client Service Services Support Sales Manager Director Engineer Team Project`.split(
    /\s+/,
  ),
);

interface Lexicon {
  given: ReadonlySet<string>;
  ambiguous: ReadonlySet<string>;
  surnames: ReadonlySet<string>;
  streets: ReadonlySet<string>;
}

let lexicon: Lexicon | undefined;

function load(): Lexicon {
  if (lexicon === undefined) {
    lexicon = {
      given: new Set(GIVEN_NAMES.split(" ")),
      ambiguous: new Set(AMBIGUOUS_GIVEN_NAMES.split(" ")),
      surnames: new Set(SURNAMES.split(" ")),
      streets: new Set([...STREET_SUFFIXES, ...UNIT_DESIGNATORS]),
    };
  }
  return lexicon;
}

/** ASCII-folded form for lexicon lookups ("Ayşe" -> "Ayse", "Müller" -> "Muller", "O'Brien" -> "OBrien"). */
function fold(word: string): string {
  return word
    .normalize("NFD")
    .replace(/[\u0300-\u036f'’-]/g, "")
    .replace(/ı/g, "i");
}

function isInitial(word: string): boolean {
  return word.length === 2 && word[1] === ".";
}

/** How many words of `words` (from `from`) form a name after a given name, or 0. */
function nameLength(lex: Lexicon, words: readonly string[], from: number, loose: boolean): number {
  let k = from + 1;
  // Middle initials or middle given names.
  while (k < words.length - 1 && k < from + 3 && (isInitial(words[k]!) || lex.given.has(fold(words[k]!))))
    k++;
  const last = words[k];
  if (last === undefined || isInitial(last)) return 0;
  const folded = fold(last);
  if (lex.surnames.has(folded)) return k - from + 1;
  if (!loose || NOT_NAMES.has(last) || lex.streets.has(last)) return 0;
  return k - from + 1;
}

export const findPersons: Finder = (text, _facts, out: Detection[]) => {
  const lex = load();
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m !== null; m = RUN.exec(text)) {
    const words = m[0].split(" ");
    // A run that names a street, an organisation or a place is not a person ("Martin Luther King Blvd").
    if (words.some((w) => lex.streets.has(w) || lex.streets.has(w.replace(/\.$/, "")))) continue;
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    let first = 0;
    let score = 0;
    let count = 0;
    const head = (words[0] ?? "").replace(/\.$/, "");
    const titled = TITLE_BEFORE.exec(before);
    if (titled !== null && TITLES.has(titled[1] ?? "")) {
      while (count < 3 && count < words.length && !NOT_NAMES.has(words[count]!)) count++;
      if (count > 0) score = 0.9;
    } else if (TITLES.has(head) && words.length > 1) {
      first = 1;
      while (count < 3 && first + count < words.length && !NOT_NAMES.has(words[first + count]!)) count++;
      if (count > 0) score = 0.9;
    } else if (CUE.test(before)) {
      const w0 = fold(words[0]!);
      const known = lex.given.has(w0) || lex.surnames.has(w0);
      if ((known || STRONG_CUE.test(before)) && !NOT_NAMES.has(words[0]!)) {
        count = Math.max(1, nameLength(lex, words, 0, true) || 1);
        score = 0.85;
      }
    } else {
      for (let i = 0; i < words.length - 1; i++) {
        const w = fold(words[i]!);
        if (!lex.given.has(w) || NOT_NAMES.has(words[i]!)) continue;
        // "The New York Times": a run led by a function word or a place word names no one.
        if (i > 0 && NOT_NAMES.has(words[i - 1]!)) break;
        const n = nameLength(lex, words, i, !lex.ambiguous.has(words[i]!));
        if (n > 0) {
          first = i;
          count = n;
          score = 0.8;
          break;
        }
      }
    }
    if (score === 0 || count === 0) continue;
    let start = m.index;
    for (let i = 0; i < first; i++) start += words[i]!.length + 1;
    let end = start;
    for (let i = first; i < first + count; i++) end += words[i]!.length + (i > first ? 1 : 0);
    out.push({ type: "person", start, end, score });
  }
};
