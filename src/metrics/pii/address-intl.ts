/**
 * Addresses outside the English "number, name, suffix" grammar, and US addresses written in lower case:
 * - street type first, house number after (ES, PT, BR, MX, IT, PL, GR romanised, and FR's "Rue de Rivoli 12"
 *   order): "Calle de Alcalá 48", "Via Roma 12", "Rua Augusta, 274", "ul. Marszałkowska 10/12",
 *   "Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200", with an optional postcode and town;
 * - military addresses: "PSC 1234, Box 5678, APO AE 09204", "USNS Comfort, FPO AA 34058";
 * - romanised Japanese blocks: "135, Higashifunahashi 2 Chome, Hirakata-shi";
 * - lower-case US streets with a full street word ("12 main street", "30 w 26th st"), scored lower.
 * Every quantifier is bounded, so matching stays linear.
 */
import type { Detection } from "../contract.js";

/** Title-case, capitals and lower-case forms of each word, for regexes that must keep name words capitalised. */
function cased(words: readonly string[]): string {
  const all = new Set<string>();
  for (const w of words) {
    all.add(w);
    all.add(w.toUpperCase());
    // Lower case only where it is the usual spelling (Polish "ul.", "al."), not for words of prose ("via").
    if (w === w.toLowerCase()) all.add(w);
  }
  return [...all]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/\./g, "\\.").replace(/\//g, "\\/"))
    .join("|");
}

/** Street types written before the name. */
const TYPE_FIRST = cased([
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
const TYPE_FIRST_STREET = new RegExp(
  `(?<![\\p{L}\\d])(?:${TYPE_FIRST}) ?(?:${FIRST}|${PARTICLE})(?: (?:${NAME}|${PARTICLE})){0,5},? (?:n[º°o]\\.? ?|No\\.? ?|#)?\\d{1,5}[A-Za-z]?(?:[/-]\\d{1,4}[A-Za-z]?)?(?![\\p{L}\\d])` +
    `(?:${SEP}(?:-? ?\\d{1,2}[ºª°]? ?(?:[A-Za-z]{1,3}\\.?)?,? )?(?:${TOWN}${SEP})?${POSTCODE}${SEP}${TOWN}(?:${SEP}[A-Z]{2}(?![\\p{L}]))?)?`,
  "gu",
);

/** US military mail: unit or ship, box, then APO/FPO/DPO with its "state" AA/AE/AP and a ZIP. */
const MILITARY =
  /(?<![\w])(?:(?:(?:PSC|CMR|Unit|UNIT) \d{1,5},? (?:Box|BOX) \d{1,5}|USNS [A-Z][a-z]+|USS [A-Z][a-z]+(?: [A-Z][a-z]+)?),? )?(?:APO|FPO|DPO) (?:AA|AE|AP) \d{5}(?:-\d{4})?(?![\w])/g;

/** Romanised Japanese: block number, district, "N Chome" / "N-chome", optional ward or city. */
const JAPANESE =
  /(?<![\w])(?:\d{1,4}(?:-\d{1,4}){0,2},? )?[A-Z][a-z]{2,20}(?:-[a-z]{2,10})?,? \d{1,2}[- ]?[Cc]h[oō]me(?:,? \d{1,4}(?:-\d{1,4}){0,2})?(?:,? [A-Z][a-z]{2,20}-(?:shi|ku|cho|machi|gun|fu|ken|to))*(?:,? [A-Z][a-z]{2,20}(?: \d{3}-\d{4})?)?/g;

/** Lower-case US street words that make a street on their own (abbreviations too common in prose are left out). */
const LOWER_SUFFIX =
  "street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|place|pl|terrace|parkway|pkwy|highway|hwy|circle|cir";
/** Words that make "3 blocks down the street" prose, not a street name. */
const PROSE =
  /^(?:the|a|an|of|to|and|or|in|on|at|for|from|down|up|across|along|over|this|that|my|your|our|his|her|their|its|blocks?|miles?|minutes?|hours?|times?|more|other|same|main st|one|two|three)$/;
const LOWER_STREET = new RegExp(
  `(?<![\\w.,$€£#/-])\\d{1,6}(?:-\\d{1,4})?[a-z]? (?:(?:n|s|e|w|north|south|east|west)\\.? )?((?:[a-z]{3,20}|\\d{1,3}(?:st|nd|rd|th)?)(?: [a-z]{3,20})?) (?:${LOWER_SUFFIX})\\.?(?![\\w])(?:,? (?:apt|suite|unit|#) ?\\d{1,5}[a-z]?)?`,
  "g",
);

function push(out: Detection[], start: number, end: number, score: number, text: string): void {
  let stop = end;
  while (stop > start && (text[stop - 1] === "," || text[stop - 1] === " " || text[stop - 1] === ".")) stop--;
  out.push({ type: "address", start, end: stop, score });
}

export function findIntlAddresses(text: string, out: Detection[]): void {
  TYPE_FIRST_STREET.lastIndex = 0;
  for (let m = TYPE_FIRST_STREET.exec(text); m !== null; m = TYPE_FIRST_STREET.exec(text)) {
    push(out, m.index, m.index + m[0].length, 0.85, text);
  }
  if (text.includes("PO ") || text.includes("PSC") || text.includes("CMR") || /[ADF]PO /.test(text)) {
    MILITARY.lastIndex = 0;
    for (let m = MILITARY.exec(text); m !== null; m = MILITARY.exec(text)) {
      push(out, m.index, m.index + m[0].length, 0.9, text);
    }
  }
  if (/ch[oō]me/i.test(text)) {
    JAPANESE.lastIndex = 0;
    for (let m = JAPANESE.exec(text); m !== null; m = JAPANESE.exec(text)) {
      push(out, m.index, m.index + m[0].length, 0.85, text);
    }
  }
  LOWER_STREET.lastIndex = 0;
  for (let m = LOWER_STREET.exec(text); m !== null; m = LOWER_STREET.exec(text)) {
    const name = m[1] ?? "";
    if (name.split(" ").some((w) => PROSE.test(w))) continue;
    push(out, m.index, m.index + m[0].length, 0.7, text);
  }
}
