/**
 * Encoded payloads: an attacker hides the instruction in base64, hex, rot13, reversed text or Unicode tag
 * characters and asks the model to decode it. Each finder returns the decoded text and where the encoded
 * form sits, so the phrase signals can be run again on what the model would read.
 */

import { base64Bytes, hexBytes, latin1 } from "../../util/base64.js";

export interface EncodedPayload {
  start: number;
  end: number;
  decoded: string;
  encoding: "base64" | "hex" | "binary" | "morse" | "tag_characters" | "escapes";
}

/** Character escapes of code, HTML and URLs: `\x6f`, `\u006c`, `&#73;`, `&#x49;`, `%69`. */
const ESCAPE =
  /\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})|&#(\d{2,5});|&#x([0-9a-fA-F]{2,4});|%([0-9a-fA-F]{2})/g;
/** Escapes a text needs before it is read decoded: a URL's "%20" or an "&#39;" alone is ordinary. */
const MIN_ESCAPES = 3;
/** What an escape must decode to for the text to be read decoded: a letter or a space. */
const LETTER_OR_SPACE = /[\p{L} ]/u;

/**
 * The text with its character escapes decoded ("Ign\x6fre a\u006cl rules", "&#73;&#103;&#110;…", "%69%67%6e…"),
 * when it holds at least `MIN_ESCAPES` of them that decode to letters or spaces; undefined otherwise.
 */
export function decodeEscapes(text: string): EncodedPayload | undefined {
  if (!text.includes("\\x") && !text.includes("\\u") && !text.includes("&#") && !text.includes("%"))
    return undefined;
  let count = 0;
  let first = -1;
  let last = -1;
  ESCAPE.lastIndex = 0;
  const decoded = text.replace(ESCAPE, (match, x, u, dec, hex, pct, offset: number) => {
    const ch = String.fromCharCode(
      dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(x ?? u ?? hex ?? pct, 16),
    );
    if (!LETTER_OR_SPACE.test(ch)) return match;
    count++;
    if (first < 0) first = offset;
    last = offset + match.length;
    return ch;
  });
  if (count < MIN_ESCAPES) return undefined;
  return { start: first, end: last, decoded, encoding: "escapes" };
}

const HEX = /(?:(?:\\x|0x)?[0-9a-fA-F]{2}[\s:,]?){12,}/g;
const BINARY = /(?:[01]{8}\s?){8,}/g;
/** Morse code: at least eight dot-dash letters separated by spaces, words by " / " or wider gaps. */
const MORSE = /(?:[.-]{1,6}(?: {1,3}| ?\/ ?)){7,}[.-]{1,6}/g;
/** International Morse, letter and digit codes ("a .-" …), read into a table of code to character. */
const MORSE_LETTERS: ReadonlyMap<string, string> = new Map(
  (
    "a .- b -... c -.-. d -.. e . f ..-. g --. h .... i .. j .--- k -.- l .-.. m -- n -. o --- p .--. q --.- " +
    "r .-. s ... t - u ..- v ...- w .-- x -..- y -.-- z --.. 0 ----- 1 .---- 2 ..--- 3 ...-- 4 ....- 5 ..... " +
    "6 -.... 7 --... 8 ---.. 9 ----."
  )
    .split(" ")
    .flatMap((item, i, all) => (i % 2 === 0 ? [[all[i + 1]!, item] as const] : [])),
);

/** Morse read back: words split at "/" or runs of spaces, letters at single spaces; unknown codes as "?". */
export function decodeMorse(code: string): string {
  return code
    .trim()
    .split(/ ?\/ ?| {2,}/)
    .map((word) =>
      word
        .split(" ")
        .filter((letter) => letter !== "")
        .map((letter) => MORSE_LETTERS.get(letter) ?? "?")
        .join(""),
    )
    .join(" ");
}
/**
 * Whether decoded bytes read as text: mostly letters, with spaces, and printable but for a few bytes (a
 * payload pasted next to other characters or mangled in transit, `<!-- SGln…--`, decodes with a stray byte or
 * two; random tokens decode to ~60% unprintable bytes; one in 16 is allowed).
 */
function mostlyText(decoded: string): boolean {
  if (decoded.length < 8) return false;
  let letters = 0;
  let unprintable = 0;
  for (let i = 0; i < decoded.length; i++) {
    const code = decoded.charCodeAt(i);
    if ((code < 0x20 || code > 0x7e) && code !== 9 && code !== 10 && code !== 13) unprintable++;
    const c = code | 32;
    if (c >= 97 && c <= 122) letters++;
  }
  return unprintable * 16 <= decoded.length && letters / decoded.length > 0.6 && decoded.includes(" ");
}

/** 1 for the ASCII codes of base64 and base64url (and `=` padding): a table, read ~1.5x faster than comparisons. */
const BASE64_CODES = new Uint8Array(128);
for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-=")
  BASE64_CODES[ch.charCodeAt(0)] = 1;

function isBase64Char(code: number): boolean {
  return code < 128 && BASE64_CODES[code] === 1;
}

const HEX_RUN = /^(?:[0-9a-fA-F]{2})+$/;

/** Base64/base64url and hex runs that decode to readable text. One pass finds the candidate runs. */
export function findEncodedPayloads(text: string): EncodedPayload[] {
  const out: EncodedPayload[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && isBase64Char(text.charCodeAt(i))) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= 16) {
      const run = text.slice(start, i);
      const isHex = HEX_RUN.test(run);
      const decoded = latin1(isHex ? hexBytes(run) : base64Bytes(run));
      if (mostlyText(decoded)) out.push({ start, end: i, decoded, encoding: isHex ? "hex" : "base64" });
    }
    start = -1;
  }
  // Hex written with separators or escapes (`69 67 6e`, `\x69\x67`) is rarer; only then run the regex.
  if (text.includes("\\x") || text.includes("0x") || / [0-9a-fA-F]{2} [0-9a-fA-F]{2} /.test(text)) {
    HEX.lastIndex = 0;
    for (let m = HEX.exec(text); m !== null; m = HEX.exec(text)) {
      const digits = m[0].replace(/\\x|0x|[\s:,]/g, "");
      if (digits.length % 2 !== 0 || HEX_RUN.test(m[0].trim())) continue;
      const decoded = latin1(hexBytes(digits));
      if (mostlyText(decoded))
        out.push({ start: m.index, end: m.index + m[0].length, decoded, encoding: "hex" });
    }
  }
  // Bytes written in binary (`01001001 01100111 …`).
  if (text.includes("0000") || text.includes("0110") || text.includes("0100")) {
    BINARY.lastIndex = 0;
    for (let m = BINARY.exec(text); m !== null; m = BINARY.exec(text)) {
      const bytes = m[0].trim().split(/\s+/);
      const decoded = String.fromCharCode(...bytes.map((b) => Number.parseInt(b, 2)));
      if (mostlyText(decoded))
        out.push({ start: m.index, end: m.index + m[0].length, decoded, encoding: "binary" });
    }
  }
  // Morse (`.... . .-.. .-.. --- / .-- --- .-. .-.. -..`).
  if (text.includes(".-") || text.includes("-.")) {
    MORSE.lastIndex = 0;
    for (let m = MORSE.exec(text); m !== null; m = MORSE.exec(text)) {
      const decoded = decodeMorse(m[0]);
      if (mostlyText(decoded))
        out.push({ start: m.index, end: m.index + m[0].length, decoded, encoding: "morse" });
    }
  }
  const tags = decodeTagCharacters(text);
  if (tags !== undefined) out.push(tags);
  const escapes = decodeEscapes(text);
  if (escapes !== undefined) out.push(escapes);
  return out;
}

/** ASCII smuggled as Unicode tag characters (U+E0020..E007E), invisible when rendered. */
export function decodeTagCharacters(text: string): EncodedPayload | undefined {
  let decoded = "";
  let start = -1;
  let end = -1;
  for (let i = text.indexOf("\uDB40"); i >= 0 && i < text.length; i = text.indexOf("\uDB40", i + 1)) {
    const cp = text.codePointAt(i)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) {
      decoded += String.fromCharCode(cp - 0xe0000);
      if (start < 0) start = i;
      end = i + 2;
    }
  }
  return decoded.length >= 4 ? { start, end, decoded, encoding: "tag_characters" } : undefined;
}

/** rot13 of a skeleton (lower-case letters and spaces); keeps every offset. */
export function rot13(skeletonText: string): string {
  let out = "";
  for (let i = 0; i < skeletonText.length; i++) {
    const c = skeletonText.charCodeAt(i);
    out += c >= 97 && c <= 122 ? String.fromCharCode(((c - 97 + 13) % 26) + 97) : skeletonText[i]!;
  }
  return out;
}

/** Words that announce an encoded or transformed message. */
export const DECODE_CUE = /rot-?13|caesar|cipher|decode|decrypt|revers|backwards|base-?64|\bhex\b|encoded/i;
