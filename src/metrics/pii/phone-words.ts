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

const WORD_SET: ReadonlySet<string> = new Set(WORDS.map((w) => w.replace(/\.$/, "")));

const ALTERNATION = [...new Set(WORDS)]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/\./g, "\\."))
  .join("|");

/** A phone word anywhere in a string (whole words, any case; letters of any script). */
export const PHONE_CONTEXT = new RegExp(`(?<![\\p{L}\\p{N}])(?:${ALTERNATION})(?![\\p{L}])`, "iu");

/** CJK phone words need no word boundary. */
const CJK_CONTEXT = /电话|手机|電話|携帯|전화|휴대폰/;

function isLetterCode(c: number): boolean {
  return ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && c < 0x2000);
}

/** Whether `text[from, to)` holds a phone word: one pass over its words, each looked up in a Set. */
function hasPhoneWord(text: string, from: number, to: number): boolean {
  let i = from;
  let cjk = false;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c >= 0x3000) cjk = true;
    if (!isLetterCode(c)) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < to && isLetterCode(text.charCodeAt(end))) end++;
    if (end - i >= 2 && end - i <= 14 && WORD_SET.has(text.slice(i, end).toLowerCase())) return true;
    i = end;
  }
  return cjk && CJK_CONTEXT.test(text.slice(from, to));
}

/** Whether a phone word is within 40 characters before `start` or 24 after `end` (not across a newline). */
export function phoneWordNear(text: string, start: number, end: number): boolean {
  let from = Math.max(0, start - 40);
  const newline = text.lastIndexOf("\n", start - 1);
  if (newline >= from) from = newline + 1;
  // Start at a word boundary, so the window does not begin inside a word.
  while (
    from > 0 &&
    from < start &&
    isLetterCode(text.charCodeAt(from - 1)) &&
    isLetterCode(text.charCodeAt(from))
  )
    from++;
  let to = Math.min(text.length, end + 24);
  const next = text.indexOf("\n", end);
  if (next !== -1 && next < to) to = next;
  while (
    to < text.length &&
    to > end &&
    isLetterCode(text.charCodeAt(to)) &&
    isLetterCode(text.charCodeAt(to - 1))
  )
    to--;
  return hasPhoneWord(text, from, start) || hasPhoneWord(text, end, to);
}
