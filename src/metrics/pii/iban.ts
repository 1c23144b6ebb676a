/**
 * IBANs (ISO 13616): a country code with its registered length, two check digits, and the BBAN, written
 * compact or in groups of four separated by single spaces. Validated by the length for the country and the
 * mod-97 checksum (ISO 7064), so random letter-digit strings do not match.
 */
import type { Detection } from "../contract.js";
import type { Finder } from "./types.js";

/** Registered IBAN lengths per country (SWIFT IBAN registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HN: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

const IBAN_START = /(?<![\w-])([A-Z]{2})(\d{2})(?=[ ]?[A-Z0-9])/g;

function isUpperAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
}

/** ISO 7064 mod 97-10 over a compact IBAN. */
export function ibanChecksumValid(compact: string): boolean {
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (let i = 0; i < rearranged.length; i++) {
    const c = rearranged.charCodeAt(i);
    if (c >= 48 && c <= 57) remainder = (remainder * 10 + (c - 48)) % 97;
    else remainder = (remainder * 100 + (c - 55)) % 97;
  }
  return remainder === 1;
}

export const findIbans: Finder = (text, facts, out: Detection[]) => {
  if (facts.digits < 8) return;
  IBAN_START.lastIndex = 0;
  for (let m = IBAN_START.exec(text); m !== null; m = IBAN_START.exec(text)) {
    const length = IBAN_LENGTHS[m[1] ?? ""];
    if (length === undefined) continue;
    // Walk exactly `length` alphanumerics, allowing single spaces between them.
    let compact = "";
    let i = m.index;
    while (i < text.length && compact.length < length) {
      const c = text.charCodeAt(i);
      if (isUpperAlnum(c)) {
        compact += text[i];
        i++;
      } else if (
        c === 32 &&
        compact.length >= 4 &&
        i + 1 < text.length &&
        isUpperAlnum(text.charCodeAt(i + 1))
      ) {
        i++;
      } else break;
    }
    if (compact.length !== length) continue;
    const after = i < text.length ? text.charCodeAt(i) : 32;
    if (isUpperAlnum(after) || (after >= 97 && after <= 122)) continue;
    if (!ibanChecksumValid(compact)) continue;
    out.push({ type: "iban", start: m.index, end: i, score: 1 });
    IBAN_START.lastIndex = i;
  }
};
