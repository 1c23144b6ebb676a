/**
 * Addresses outside the English "number, name, suffix" grammar, and US addresses written in lower case:
 * - street type first, house number after (ES, PT, BR, MX, IT, PL, GR romanised, and FR's "Rue de Rivoli 12"
 *   order): "Calle de Alcalá 48", "Via Roma 12", "Rua Augusta, 274", "ul. Marszałkowska 10/12",
 *   "Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200", with an optional postcode and town;
 * - military addresses: "PSC 1234, Box 5678, APO AE 09204", "USNS Comfort, FPO AA 34058";
 * - romanised Japanese blocks: "135, Higashifunahashi 2 Chome, Hirakata-shi";
 * - lower-case US streets with a full street word ("12 main street", "30 w 26th st"), scored lower, with
 *   their lower-case city, state and ZIP when a ZIP ends them ("…, springfield, il 62704").
 * Every quantifier is bounded, so matching stays linear.
 */
import type { Detection } from "../contract.js";
import { STATE_CODES, STATE_NAMES } from "./address-words.js";
import { isAsciiLetter } from "./types.js";

/** Title-case and capital forms of each word (and lower case where that is the usual spelling). */
function casedSet(words: readonly string[]): Set<string> {
  const all = new Set<string>();
  for (const w of words) {
    all.add(w);
    all.add(w.toUpperCase());
    // Lower case only where it is the usual spelling (Polish "ul.", "al."), not for words of prose ("via").
    if (w === w.toLowerCase()) all.add(w);
  }
  return all;
}

function alternation(words: ReadonlySet<string>): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/\./g, "\\.").replace(/\//g, "\\/"))
    .join("|");
}

/** Street types written before the name. */
export const TYPE_FIRST_WORDS = casedSet([
  // Spanish (ES, MX and Latin America)
  "Calle",
  "C/",
  "C.",
  "Avenida",
  "Avda.",
  "Av.",
  "Paseo",
  "Plaza",
  "Pza.",
  "Carrera",
  "Cra.",
  "Calzada",
  "Camino",
  "Ronda",
  "Travesía",
  "Carretera",
  "Bulevar",
  "Glorieta",
  "Callejón",
  "Privada",
  "Cerrada",
  // Portuguese (PT, BR)
  "Rua",
  "R.",
  "Praça",
  "Travessa",
  "Largo",
  "Estrada",
  "Alameda",
  "Rodovia",
  "Avenida",
  // Italian
  "Via",
  "Viale",
  "Piazza",
  "Piazzale",
  "Corso",
  "Vicolo",
  "Strada",
  "Contrada",
  "Lungomare",
  "Borgo",
  // Polish
  "ul.",
  "ulica",
  "al.",
  "aleja",
  "os.",
  "osiedle",
  "pl.",
  "plac",
  // Greek (romanised)
  "Odos",
  "Odós",
  "Leoforos",
  "Leof.",
  "Plateia",
  // French (type first, number after: "Rue de Rivoli 12" as written in Belgium and Switzerland)
  "Rue",
  "Avenue",
  "Boulevard",
  "Chemin",
  "Place",
  "Route",
  "Chaussée",
]);
const TYPE_FIRST = alternation(TYPE_FIRST_WORDS);

/** Lower-case particles inside street names. */
const PARTICLE =
  "(?:de|del|de la|de los|de las|dos|das|do|da|di|della|delle|dei|degli|du|des|la|le|van|von|der|y|e)";
/** A capitalised name word (any Latin letters). */
const NAME = "[A-ZÀ-ÞŁŚŻŹĆŃ][\\p{L}'’.-]{0,24}";
/** The first word may also be a number ("Calle 13 45", "Via 20 Settembre 4"). */
const FIRST = `(?:${NAME}|\\d{1,3}(?:º|ª|°)?(?= [A-Z\\d]))`;
/** European and Latin American postcodes, then a town. */
const POSTCODE = "(?:\\d{5}-\\d{3}|\\d{2}-\\d{3}|\\d{4,5}|\\d{3} \\d{2}|CEP \\d{5}-?\\d{3})";
const TOWN = "[A-ZÀ-Þ][\\p{L}'’-]{1,24}(?: [A-ZÀ-Þ][\\p{L}'’-]{1,24}){0,2}";
const SEP = "(?:,? ?\\n|, ?| - | )";
/** Stage two, sticky at a type word: the whole street, number and optional postcode and town. */
const TYPE_FIRST_STREET = new RegExp(
  `(?:${TYPE_FIRST}) ?(?:${FIRST}|${PARTICLE})(?: (?:${NAME}|${PARTICLE})){0,5},? (?:n[º°o]\\.? ?|No\\.? ?|#)?\\d{1,5}[A-Za-z]?(?:[/-]\\d{1,4}[A-Za-z]?)?(?![\\p{L}\\d])` +
    `(?:${SEP}(?:-? ?\\d{1,2}[ºª°]? ?(?:[A-Za-z]{1,3}\\.?)?,? )?(?:${TOWN}${SEP})?${POSTCODE}${SEP}${TOWN}(?:${SEP}[A-Z]{2}(?![\\p{L}]))?)?`,
  "yu",
);
/** Letters of Latin scripts (ASCII, Latin-1, Latin Extended), for the word scanner. */
function isWordCode(c: number): boolean {
  return ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7);
}

/** US military mail: unit or ship, box, then APO/FPO/DPO with its "state" AA/AE/AP and a ZIP. */
const MILITARY =
  /(?<![\w])(?:(?:(?:PSC|CMR|Unit|UNIT) \d{1,5},? (?:Box|BOX) \d{1,5}|USNS [A-Z][a-z]+|USS [A-Z][a-z]+(?: [A-Z][a-z]+)?),? )?(?:APO|FPO|DPO) (?:AA|AE|AP) \d{5}(?:-\d{4})?(?![\w])/g;

const MILITARY_BEFORE = /[ADF]PO A[AEP] $/;
const CHOME_AFTER = /^[- ]?ch[oō]me/i;

/** Romanised Japanese: block number, district, "N Chome" / "N-chome", optional ward or city. */
export const JAPANESE =
  /(?<![\w])(?:\d{1,4}(?:-\d{1,4}){0,2},? )?[A-Z][a-z]{2,20}(?:-[a-z]{2,10})?,? \d{1,2}[- ]?[Cc]h[oō]me(?:,? \d{1,4}(?:-\d{1,4}){0,2})?(?:,? [A-Z][a-z]{2,20}-(?:shi|ku|cho|machi|gun|fu|ken|to))*(?:,? [A-Z][a-z]{2,20}(?: \d{3}-\d{4})?)?/g;

/** The "Chome" every `JAPANESE` match holds, at most `CHOME_REACH` characters after the match's start. */
const CHOME = /[Cc]h[oō]me/g;
/** The longest stretch `JAPANESE` can match before its "Chome" (53 characters), with room to spare. */
const CHOME_REACH = 64;

/**
 * The spans a global scan of the text with `JAPANESE` matches, found by trying the pattern from a little
 * before each "Chome" instead of at every position: a match that starts earlier would need an earlier
 * "Chome", so no match is missed and none is new.
 */
export function japaneseBlocks(text: string): Array<[number, number]> {
  const blocks: Array<[number, number]> = [];
  let after = 0;
  CHOME.lastIndex = 0;
  while (CHOME.test(text)) {
    const at = CHOME.lastIndex - 5;
    if (at < after) continue;
    JAPANESE.lastIndex = Math.max(after, at - CHOME_REACH);
    const m = JAPANESE.exec(text);
    if (m === null) break;
    after = m.index + m[0].length;
    blocks.push([m.index, after]);
  }
  return blocks;
}

/** Lower-case US street words that make a street on their own (abbreviations too common in prose are left out). */
const LOWER_SUFFIX =
  "street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|place|pl|terrace|parkway|pkwy|highway|hwy|circle|cir";
/** Words that make "3 blocks down the street" prose, not a street name. */
const PROSE =
  /^(?:the|a|an|of|to|and|or|in|on|at|for|from|down|up|across|along|over|this|that|my|your|our|his|her|their|its|blocks?|miles?|minutes?|hours?|times?|more|other|same|main st|one|two|three)$/;
/**
 * A lower-case city, state and ZIP after a lower-case street: ", springfield, il 62704". The ZIP is required,
 * since lower-case state codes are words of prose ("in", "or", "me").
 */
const LOWER_TAIL = `(?:,? [a-z]{2,20}(?: [a-z]{2,20}){0,2},? (?:${[...STATE_NAMES.split("|"), ...STATE_CODES]
  .map((w) => w.toLowerCase())
  .sort((a, b) => b.length - a.length)
  .join("|")}) \\d{5}(?:-\\d{4})?(?![\\w-]))?`;
export const LOWER_STREET = new RegExp(
  `\\d{1,6}(?:-\\d{1,4})?[a-z]? (?:(?:n|s|e|w|north|south|east|west)\\.? )?((?:[a-z]{3,20}|\\d{1,3}(?:st|nd|rd|th)?)(?: [a-z]{3,20})?) (?:${LOWER_SUFFIX})\\.?(?: (?:nw|ne|sw|se))?(?![\\w])(?:,? (?:apt|suite|unit|#) ?\\d{1,5}[a-z]?)?${LOWER_TAIL}`,
  "y",
);

/** Digits after a space or line break: where a house number can start (a short literal search). */
const NUMBER_RUN = /[ \t\n\r("'“:]\d+/g;
const PARTICLES = new Set(
  "de del la los las dos das do da di della delle dei degli du des le van von der y e".split(" "),
);

/**
 * Starts of type words that begin a street ending at a house number: from each "word number" spot, walk
 * back over capitalised name words and particles (at most six) to a type word. Prose stops the walk at
 * once ("build 2024": "build" is neither), so a text pays one regex pass and a few word lookups.
 */
/** 1 for the lower-case letters a particle or a lower-case type word starts with. */
const LOWER_HEADS = new Uint8Array(128);
for (const w of [...PARTICLES, "ul.", "al.", "os.", "pl.", "ulica", "aleja", "osiedle", "plac"]) {
  LOWER_HEADS[w.charCodeAt(0)] = 1;
}

const LONGEST_TYPE_WORD = Math.max(...[...TYPE_FIRST_WORDS].map((w) => w.length));
/** The first two characters of each type word, as one number: most capitalised words fail this lookup. */
const TYPE_WORD_HEADS: ReadonlySet<number> = new Set(
  [...TYPE_FIRST_WORDS].map((w) => w.charCodeAt(0) * 0x10000 + w.charCodeAt(1)),
);
const LONGEST_PARTICLE = Math.max(...[...PARTICLES].map((w) => w.length));

function isSlashOrDot(c: number): boolean {
  return c === 46 || c === 47;
}

/**
 * Whether the word `text[start, end)` is a type word: as it stands, with a final dot dropped ("Av."), or
 * glued to the next word after its first two or three characters ("C/Mayor", "Av.Paulista"). Words too
 * long to be one and glued to nothing are rejected without a slice.
 */
export function isTypeWordAt(text: string, start: number, end: number): boolean {
  const length = end - start;
  // Every form below starts with a type word's first two characters.
  if (length < 2 || !TYPE_WORD_HEADS.has(text.charCodeAt(start) * 0x10000 + text.charCodeAt(start + 1))) {
    return false;
  }
  const glued2 = length > 1 && isSlashOrDot(text.charCodeAt(start + 1));
  const glued3 = length > 2 && isSlashOrDot(text.charCodeAt(start + 2));
  if (length > LONGEST_TYPE_WORD + 1 && !glued2 && !glued3) return false;
  const word = text.slice(start, end);
  return (
    TYPE_FIRST_WORDS.has(word) ||
    (text.charCodeAt(end - 1) === 46 && TYPE_FIRST_WORDS.has(word.slice(0, -1))) ||
    (glued3 && TYPE_FIRST_WORDS.has(word.slice(0, 3))) ||
    (glued2 && TYPE_FIRST_WORDS.has(word.slice(0, 2)))
  );
}

function typeWordStarts(text: string, numbers: readonly number[]): number[] {
  const starts: number[] = [];
  for (const number of numbers) {
    // "Calle Mayor 5", "Rua Augusta, 274": the name ends right before the space (and comma).
    let end = number - 1;
    if (end > 0 && text.charCodeAt(end - 1) === 44) end--;
    const last = text.charCodeAt(end - 1);
    if (end < 1 || !(isWordCode(last) || last === 46)) continue;
    for (let words = 0; words < 7 && end > 0; words++) {
      let start = end;
      while (
        start > 0 &&
        (isWordCode(text.charCodeAt(start - 1)) ||
          text.charCodeAt(start - 1) === 46 || // "."
          text.charCodeAt(start - 1) === 47) // "/"
      )
        start--;
      if (start === end) break;
      // Most words before a number are lower-case prose ("build 2024"): only capitalised words, particles
      // and the lower-case Polish types ("ul.", "al.", "os.", "pl.") can belong to a type-first street.
      const head = text.charCodeAt(start);
      const upper = (head >= 65 && head <= 90) || (head >= 0xc0 && head <= 0xde);
      if (!upper && LOWER_HEADS[head] !== 1) break;
      if (isTypeWordAt(text, start, end)) {
        starts.push(start);
        break;
      }
      if (!upper && (end - start > LONGEST_PARTICLE || !PARTICLES.has(text.slice(start, end)))) break;
      if (start < 2 || text[start - 1] !== " ") break;
      end = start - 1;
    }
  }
  return starts;
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isLowerCode(c: number): boolean {
  return c >= 97 && c <= 122;
}

/**
 * Whether `LOWER_STREET` can match at `number`: a house number of at most six digits (maybe "-12" and a
 * letter: "12a", "99-40"), then a space and a lower-case word or a digit ("12 main", "30 w 26 st"). Read
 * in a few characters before the regex is tried.
 */
export function mayStartLowerStreet(text: string, number: number, digitsEnd: number): boolean {
  if (digitsEnd - number > 6) return false;
  let e = digitsEnd;
  if (text.charCodeAt(e) === 45) {
    const digits = ++e;
    while (e - digits <= 4 && isDigitCode(text.charCodeAt(e))) e++;
    if (e === digits || e - digits > 4) return false;
  }
  if (isLowerCode(text.charCodeAt(e))) e++;
  if (text.charCodeAt(e) !== 32) return false;
  const next = text.charCodeAt(e + 1);
  return isLowerCode(next) || isDigitCode(next);
}

function push(out: Detection[], start: number, end: number, score: number, text: string): void {
  let stop = end;
  while (stop > start && (text[stop - 1] === "," || text[stop - 1] === " " || text[stop - 1] === ".")) stop--;
  out.push({ type: "address", start, end: stop, score });
}

/** The digit runs that start after a space or line break (or at the start): where house numbers may be. */
export interface NumberRuns {
  /** Where each run starts: the anchors of the street finders. */
  readonly starts: number[];
  /** Where each run's digits end (same order), read once here for every finder's checks. */
  readonly ends: number[];
}

export function numberRuns(text: string): NumberRuns {
  const starts: number[] = [];
  const ends: number[] = [];
  if (isDigitCode(text.charCodeAt(0))) {
    let end = 1;
    while (isDigitCode(text.charCodeAt(end))) end++;
    starts.push(0);
    ends.push(end);
  }
  NUMBER_RUN.lastIndex = 0;
  // `test` leaves `lastIndex` at the run's end without building a match array; its start is a few
  // digits back.
  while (NUMBER_RUN.test(text)) {
    const end = NUMBER_RUN.lastIndex;
    let start = end - 1;
    while (isDigitCode(text.charCodeAt(start - 1))) start--;
    starts.push(start);
    ends.push(end);
  }
  return { starts, ends };
}

/** Where numbers start after a space or line break (or at the start). */
export function numberStarts(text: string): number[] {
  return numberRuns(text).starts;
}

/**
 * Colombian addresses, the country's standard form: a road type and number, then "#" (or "No.") and the
 * cross street's number with the distance from the corner: "Calle 45 # 12-30", "Cra 18 #63-64", "Cl. 26 Sur
 * # 48-12", "Transversal 93 # 53-48 apto 201". The "#"/"No." and the "N-N" pair make it specific.
 */
const COLOMBIAN =
  /(?<![\p{L}\d])(?:Calle|CALLE|calle|Cl\.?|CL\.?|Cll\.?|CLL\.?|Carrera|CARRERA|carrera|Cra\.?|CRA\.?|Kra\.?|KRA\.?|Kr\.?|KR\.?|Avenida|AVENIDA|avenida|Av\.?|AV\.?|Ak\.?|AK\.?|Ac\.?|AC\.?|Diagonal|DIAGONAL|diagonal|Dg\.?|DG\.?|Transversal|TRANSVERSAL|transversal|Tv\.?|TV\.?|Tr\.?|TR\.?|Circular|CIRCULAR|circular|Cir\.?) ?\d{1,3}(?: ?[A-Za-z](?![\p{L}]))?(?: (?:Bis|BIS|bis)(?: ?[A-Za-z](?![\p{L}]))?)?(?: (?:Sur|SUR|sur|Este|ESTE|este|Norte|NORTE|norte))? ?(?:#|No\.?|NO\.?|no\.?|N°|Nº|nº|n°) ?\d{1,3}(?: ?[A-Za-z](?![\p{L}]))?(?: ?[-–] ?\d{1,3})(?: (?:Sur|SUR|sur|Este|ESTE|este))?(?:,? (?:(?:apto|Apto|APTO|apartamento|Apartamento|int|Int|INT|interior|Interior|oficina|Oficina|of\.|Of\.|piso|Piso|local|Local|casa|Casa|torre|Torre)\.? ?\d{1,4}[A-Za-z]?))?/gu;

const LETTER = /\p{L}/u;

/**
 * The first match of the global `regex` in `text[from, to)` that covers `anchor`, as whole-text offsets: the
 * pattern is tried on a short window around an anchor instead of the whole text.
 */
function matchAround(
  regex: RegExp,
  text: string,
  from: number,
  to: number,
  anchor: number,
): [number, number] | null {
  const window = text.slice(from, Math.min(text.length, to));
  regex.lastIndex = 0;
  for (let m = regex.exec(window); m !== null; m = regex.exec(window)) {
    const start = from + m.index;
    const end = start + m[0].length;
    if (end <= anchor) continue;
    return start > anchor ? null : [start, end];
  }
  return null;
}

/**
 * Where a Colombian address's "#", "No." or "N°" stands before a cross street ("# 12-30", "No. 63A-64"): found
 * from each dash between digits, read backwards (dashes are rarer than any letter of the marks, and the
 * normalised view the detectors read turns "nº" into "no").
 */
function crossStreetMarks(text: string): number[] {
  const marks: number[] = [];
  for (const dash of ["-", "\u2013"]) {
    for (let d = text.indexOf(dash); d !== -1; d = text.indexOf(dash, d + 1)) {
      const mark = markBefore(text, d);
      if (mark !== -1) marks.push(mark);
    }
  }
  return marks.sort((x, y) => x - y);
}

/** The start of the mark before the cross street whose dash is at `d`, or -1. */
function markBefore(text: string, d: number): number {
  let after = d + 1;
  if (text.charCodeAt(after) === 32) after++;
  if (!isDigitCode(text.charCodeAt(after))) return -1;
  let i = d - 1;
  if (text.charCodeAt(i) === 32) i--;
  if (isAsciiLetter(text.charCodeAt(i))) i--;
  if (text.charCodeAt(i) === 32) i--;
  const digitsEnd = i;
  while (digitsEnd - i < 4 && isDigitCode(text.charCodeAt(i))) i--;
  if (i === digitsEnd || digitsEnd - i > 3) return -1;
  if (text.charCodeAt(i) === 32) i--;
  const c = text.charCodeAt(i);
  if (c === 35) return i; // "#"
  // "No", "No.", "N°", "Nº", "no" (the normalised "nº"), any case.
  const mark = c === 46 ? i - 1 : i;
  const last = text.charCodeAt(mark);
  const first = text.charCodeAt(mark - 1);
  if ((first === 78 || first === 110) && (last === 111 || last === 79 || last === 0xb0 || last === 0xba)) {
    return isAsciiLetter(text.charCodeAt(mark - 2)) ? -1 : mark - 1;
  }
  return -1;
}

/**
 * Tries the pattern only around each cross-street mark (a window of the road type before it and the numbers
 * after it), so a long text with order numbers ("#12345") costs a few short regex runs.
 */
function findColombian(text: string, out: Detection[]): void {
  let after = 0;
  for (const mark of crossStreetMarks(text)) {
    if (mark < after) continue;
    const span = matchAround(COLOMBIAN, text, Math.max(after, mark - 40), mark + 40, mark);
    if (span === null) continue;
    // The window may cut a word: the road type must not continue one in the whole text.
    const [start, end] = span;
    if (start > 0 && (isDigitCode(text.charCodeAt(start - 1)) || LETTER.test(text[start - 1]!))) continue;
    push(out, start, end, 0.85, text);
    after = end;
  }
}

/**
 * Russian street addresses: the street type and name, then the house ("д. 7" or the bare number), building
 * and flat: "ул. Тверская, д. 7, кв. 12", "проспект Мира 15к2".
 */
const RUSSIAN =
  /(?<!\p{L})(?:ул\.|улица|улице|улицы|пр\.|пр-т|просп\.|проспект|проспекте|проспекта|пер\.|переулок|переулке|ш\.|шоссе|наб\.|набережная|набережной|бул\.|бульвар|бульваре|б-р|пл\.|площадь|площади|Ул\.|Улица|Проспект|Переулок|Шоссе|Набережная|Бульвар|Площадь) ?[А-ЯЁ0-9][\p{L}\d-]*(?: [А-ЯЁа-яё][\p{L}-]*){0,2}(?:,? (?:д\.|дом) ?| )\d{1,4}(?:[а-яА-Я](?![\d\p{L}]))?(?:\/\d{1,4})?(?:(?:,? (?:корп\.|корпус|к\.|стр\.|строение) ?|к)\d{1,3})?(?:,? (?:кв\.|квартира|оф\.|офис) ?\d{1,4})?/gu;
/** Japanese addresses: prefecture, municipality, district and the block numbers ("丸の内1-9-1", "1丁目9番1号"). */
const JAPANESE_ADDRESS =
  /(?:[\u4e00-\u9fff]{1,3}[都道府県])?[\u4e00-\u9fff\u30a0-\u30ff]{1,6}[市区町村郡][\u4e00-\u9fff\u3040-\u30ff]{0,12}?\d{1,4}(?:丁目|[-－−‐])\d{1,4}(?:番地?|[-－−‐])\d{1,4}号?/gu;
/** Chinese addresses: province/city, district, the road ("路", "街", "大道"…) and the number with 号. */
const CHINESE =
  /(?:[\u4e00-\u9fff]{2,3}(?:省|自治区))?(?:[\u4e00-\u9fff]{2,4}市)?(?:[\u4e00-\u9fff]{1,4}(?:区|县|镇))?[\u4e00-\u9fff]{1,10}(?:路|街|道|大道|大街|巷|胡同|弄)\d{1,5}号(?:院)?(?:\d{1,4}(?:号楼|栋|幢|楼|单元|室))*/gu;
/** Korean road-name addresses: city, district, the road ("…로", "…길") and the building number. */
const KOREAN =
  /(?:[가-힣]{2,10}(?:특별시|광역시|특별자치시|특별자치도|도) )?(?:[가-힣]{1,8}(?:시|군|구) )+[가-힣0-9]{1,12}(?:로|길) ?\d{1,4}(?:-\d{1,4})?(?:번길 ?\d{1,4})?/gu;
/**
 * Mexican (and other Latin American) addresses with a "#": "Calle Hidalgo #123, Col. Centro, 06000",
 * "Av. Juárez No. 45 Int. 3". Tried only before each "#"/"No." that a number follows.
 */
const MEXICAN =
  /(?<![\p{L}\d])(?:Calle|CALLE|Av\.|AV\.|Avenida|AVENIDA|Blvd\.|Boulevard|Calzada|Privada|Cerrada|Prolongación|Andador|Callejón|Circuito|Paseo) [\p{Lu}\d][\p{L}\d.'-]*(?: (?:de |del |la |los |las )?[\p{Lu}\d][\p{L}\d.'-]*){0,4} ?(?:#|No\.|Núm\.|Num\.) ?\d{1,5}[A-Z]?(?: (?:Int\.?|Interior|Depto\.?|Dpto\.?) ?\d{1,4}[A-Z]?)?(?:, ?(?:Col\.?|Colonia|Fracc\.?|Fraccionamiento) [\p{Lu}][\p{L}.'-]*(?: (?:de |del |la )?[\p{Lu}][\p{L}.'-]*){0,3})?(?:, ?(?:C\.? ?P\.? ?)?\d{5})?/gu;

const BEYOND_LATIN1 = /[\u0100-\uffff]/;
const RUSSIAN_HEADS = [
  "ул",
  "пр",
  "пер",
  "ш.",
  "наб",
  "бул",
  "пл",
  "б-р",
  "Ул",
  "Пр",
  "Пер",
  "Ш",
  "Наб",
  "Бул",
  "Пл",
];
const JAPANESE_HEADS = ["市", "区", "町", "村", "郡"];
const MEXICAN_HEADS =
  /(?:Calle|CALLE|Av\.|AV\.|Avenida|AVENIDA|Blvd\.|Boulevard|Calzada|Privada|Cerrada|Prolongaci|Andador|Callej|Circuito|Paseo) /;

/** Words before a Chinese address that the pattern would take with it: "(请)寄到", "住在", "位于"… */
const CHINESE_LEAD = /^(?:请)?(?:寄到|送到|发到|寄往|送往|住在|位于|地址是|地址为|在|到)/u;

function findChinese(text: string, out: Detection[]): void {
  CHINESE.lastIndex = 0;
  for (let m = CHINESE.exec(text); m !== null; m = CHINESE.exec(text)) {
    const lead = CHINESE_LEAD.exec(m[0])?.[0].length ?? 0;
    push(out, m.index + lead, m.index + m[0].length, 0.85, text);
  }
}

function runAll(regex: RegExp, text: string, out: Detection[], score: number): void {
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text))
    push(out, m.index, m.index + m[0].length, score, text);
}

/**
 * Addresses written in Cyrillic, Japanese and Korean, and the Latin American "#" form. Each is tried only
 * when one of its anchor characters is in the text: `indexOf` of a character a text's encoding cannot hold
 * answers at once, so Latin text pays nothing.
 */
function findWorldAddresses(text: string, out: Detection[]): void {
  // Text in Latin-1 alone (most text) skips the three scripts' checks at once.
  if (BEYOND_LATIN1.test(text)) {
    if (RUSSIAN_HEADS.some((head) => text.includes(head))) runAll(RUSSIAN, text, out, 0.85);
    if (JAPANESE_HEADS.some((head) => text.includes(head))) runAll(JAPANESE_ADDRESS, text, out, 0.85);
    if (text.includes("로") || text.includes("길")) runAll(KOREAN, text, out, 0.85);
    if (text.includes("号")) findChinese(text, out);
  }
  let after = 0;
  for (let i = text.indexOf("#"); i !== -1; i = text.indexOf("#", i + 1)) {
    if (i < after) continue;
    const next = text.charCodeAt(i + 1) === 32 ? text.charCodeAt(i + 2) : text.charCodeAt(i + 1);
    if (!isDigitCode(next)) continue;
    const from = Math.max(after, i - 60);
    // A street word must stand before the "#" ("Order #12345" stops here).
    if (!MEXICAN_HEADS.test(text.slice(from, i))) continue;
    const span = matchAround(MEXICAN, text, from, i + 80, i);
    if (span === null) continue;
    push(out, span[0], span[1], 0.85, text);
    after = span[1];
  }
}

export function findIntlAddresses(
  text: string,
  { starts: numbers, ends }: NumberRuns,
  out: Detection[],
): void {
  findColombian(text, out);
  findWorldAddresses(text, out);
  let after = 0;
  for (const start of typeWordStarts(text, numbers).sort((a, b) => a - b)) {
    if (start < after) continue;
    TYPE_FIRST_STREET.lastIndex = start;
    const m = TYPE_FIRST_STREET.exec(text);
    if (m === null) continue;
    push(out, m.index, m.index + m[0].length, 0.85, text);
    after = m.index + m[0].length;
  }
  // Military ZIPs ("APO AE 09204") and Japanese blocks ("2 Chome") are spotted at their numbers; only
  // then is the pattern tried, from a little before.
  // A character or two is read before the slice and the regex: most numbers fail there.
  let military = false;
  let japanese = false;
  for (let n = 0; n < numbers.length; n++) {
    const number = numbers[n]!;
    if (
      !military &&
      number >= 7 &&
      text.charCodeAt(number - 1) === 32 &&
      text.startsWith("PO A", number - 6) &&
      MILITARY_BEFORE.test(text.slice(number - 7, number))
    )
      military = true;
    if (!japanese) {
      const e = ends[n]!;
      const c =
        text.charCodeAt(e) === 45 || text.charCodeAt(e) === 32 ? text.charCodeAt(e + 1) : text.charCodeAt(e);
      if ((c | 32) === 99 && CHOME_AFTER.test(text.slice(e, e + 7))) japanese = true; // "c" of "chome"
    }
  }
  if (military) {
    MILITARY.lastIndex = 0;
    for (let m = MILITARY.exec(text); m !== null; m = MILITARY.exec(text)) {
      push(out, m.index, m.index + m[0].length, 0.9, text);
    }
  }
  if (japanese) {
    for (const [start, end] of japaneseBlocks(text)) push(out, start, end, 0.85, text);
  }
  after = 0;
  for (let n = 0; n < numbers.length; n++) {
    const number = numbers[n]!;
    if (number < after || !mayStartLowerStreet(text, number, ends[n]!)) continue;
    LOWER_STREET.lastIndex = number;
    const m = LOWER_STREET.exec(text);
    if (m === null) continue;
    after = m.index + m[0].length;
    const name = m[1] ?? "";
    if (name.split(" ").some((w) => PROSE.test(w))) continue;
    push(out, m.index, m.index + m[0].length, 0.7, text);
  }
}
