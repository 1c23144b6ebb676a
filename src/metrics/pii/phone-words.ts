/**
 * Phone words: "call", "phone", "tel", "mobile" and their equivalents in the languages of the regions
 * content-shield knows national formats for (and a few more). Next to one of them, a national number of any
 * region counts; before an "order #"-style label they also lift the ID veto.
 */

const WORDS = [
  // English
  "phone",
  "phones",
  "telephone",
  "tel",
  "tel.",
  "mobile",
  "mob",
  "cell",
  "cellphone",
  "fax",
  "call",
  "calling",
  "dial",
  "contact",
  "whatsapp",
  "sms",
  "text",
  "landline",
  "hotline",
  "ring",
  // German, Dutch, Nordic
  "telefon",
  "telefonnummer",
  "rufnummer",
  "handy",
  "anrufen",
  "ruf",
  "telefoon",
  "mobiel",
  "bellen",
  "bel",
  "puhelin",
  "soita",
  "ring",
  "mobil",
  // French, Spanish, Portuguese, Italian
  "téléphone",
  "portable",
  "appeler",
  "appelez",
  "teléfono",
  "telefono",
  "móvil",
  "movil",
  "celular",
  "llamar",
  "llama",
  "llámame",
  "telefone",
  "telemóvel",
  "ligar",
  "ligue",
  "cellulare",
  "chiamare",
  "chiama",
  "chiamami",
  // Turkish, Polish, Greek, Russian, Filipino
  "numara",
  "numarası",
  "ara",
  "arayın",
  "arayin",
  "cep",
  "telefonu",
  "komórka",
  "zadzwoń",
  "τηλέφωνο",
  "τηλ",
  "κινητό",
  "телефон",
  "тел",
  "звоните",
  "tawag",
];

const ALTERNATION = [...new Set(WORDS)]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/\./g, "\\."))
  .join("|");

/** A phone word anywhere in a string (whole words, any case; letters of any script). */
export const PHONE_CONTEXT = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ALTERNATION})(?![\\p{L}])`, "iu");

/** CJK phone words need no word boundary. */
const CJK_CONTEXT = /电话|手机|電話|携帯|전화|휴대폰/;

/** Whether a phone word is within 40 characters before `start` or 24 after `end` (not across a newline). */
export function phoneWordNear(text: string, start: number, end: number): boolean {
  let before = text.slice(Math.max(0, start - 40), start);
  const newline = before.lastIndexOf("\n");
  if (newline !== -1) before = before.slice(newline + 1);
  let after = text.slice(end, end + 24);
  const next = after.indexOf("\n");
  if (next !== -1) after = after.slice(0, next);
  const window = `${before} ${after}`;
  return PHONE_CONTEXT.test(window) || CJK_CONTEXT.test(window);
}
