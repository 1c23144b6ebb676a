/**
 * Encoded payloads: an attacker hides the instruction in base64, hex, rot13, reversed text or Unicode tag
 * characters and asks the model to decode it. Each finder returns the decoded text and where the encoded
 * form sits, so the phrase signals can be run again on what the model would read.
 */

export interface EncodedPayload {
  start: number;
  end: number;
  decoded: string;
  encoding: "base64" | "hex" | "tag_characters";
}

const BASE64 = /[A-Za-z0-9+/_-]{16,}={0,2}/g;
const HEX = /(?:(?:\\x|0x)?[0-9a-fA-F]{2}[\s:,]?){12,}/g;
const PRINTABLE = /^[\x20-\x7e\t\r\n]*$/;

function mostlyText(decoded: string): boolean {
  if (decoded.length < 8 || !PRINTABLE.test(decoded)) return false;
  let letters = 0;
  for (let i = 0; i < decoded.length; i++) {
    const c = decoded.charCodeAt(i) | 32;
    if (c >= 97 && c <= 122) letters++;
  }
  return letters / decoded.length > 0.6 && decoded.includes(" ");
}

/** Base64/base64url and hex runs that decode to readable text. */
export function findEncodedPayloads(text: string): EncodedPayload[] {
  const out: EncodedPayload[] = [];
  BASE64.lastIndex = 0;
  for (let m = BASE64.exec(text); m !== null; m = BASE64.exec(text)) {
    const decoded = Buffer.from(
      m[0],
      m[0].includes("-") || m[0].includes("_") ? "base64url" : "base64",
    ).toString("latin1");
    if (mostlyText(decoded))
      out.push({ start: m.index, end: m.index + m[0].length, decoded, encoding: "base64" });
  }
  HEX.lastIndex = 0;
  for (let m = HEX.exec(text); m !== null; m = HEX.exec(text)) {
    const digits = m[0].replace(/\\x|0x|[\s:,]/g, "");
    if (digits.length % 2 !== 0) continue;
    const decoded = Buffer.from(digits, "hex").toString("latin1");
    if (mostlyText(decoded))
      out.push({ start: m.index, end: m.index + m[0].length, decoded, encoding: "hex" });
  }
  const tags = decodeTagCharacters(text);
  if (tags !== undefined) out.push(tags);
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
