/**
 * IBANs (ISO 13616): a country code with its registered length, two check digits, and the BBAN, written
 * compact or in groups of four separated by single spaces. Validated by the length for the country and the
 * mod-97 checksum (ISO 7064), so random letter-digit strings do not match.
 */
import type { Detection } from "../contract.js";
import type { Finder } from "./types.js";

/** Country code and IBAN length: the SWIFT IBAN registry, then countries on the "partial IBAN" list. */
const LENGTH_TABLE = `
AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28
EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HN28 HR21 HU28 IE22 IL23 IQ23 IS26
IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31 MU30 NI28
NL18 NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25
SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30
AO25 BF28 BJ28 CF27 CG27 CI28 CM27 CV25 DZ26 GA27 GQ27 GW25 IR26 KM27 MA28 MG27 ML28 MZ25 NE28 SN28
TD27 TG28
`;

/** IBAN length per country code. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.fromEntries(
  LENGTH_TABLE.trim()
    .split(/\s+/)
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
);

/** Country code and check digits; lower-case IBANs ("de89 3704 …") are found too. */
const IBAN_START = /(?<![\w-])([A-Za-z]{2})(\d{2})(?=[ ]?[A-Za-z0-9])/g;

function isUpperAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
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
  if (!facts.hasDigit) return;
  IBAN_START.lastIndex = 0;
  for (let m = IBAN_START.exec(text); m !== null; m = IBAN_START.exec(text)) {
    const country = m[1] ?? "";
    // One case throughout: "De89…" is not how an IBAN is written.
    const lower = country === country.toLowerCase();
    if (!lower && country !== country.toUpperCase()) continue;
    const length = IBAN_LENGTHS[country.toUpperCase()];
    if (length === undefined) continue;
    // Walk exactly `length` alphanumerics, allowing single spaces between them.
    let compact = "";
    let i = m.index;
    while (i < text.length && compact.length < length) {
      const c = text.charCodeAt(i);
      if (isUpperAlnum(c)) {
        if (c >= 65 && lower !== c >= 97) break;
        compact += text[i]!.toUpperCase();
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
    if (isUpperAlnum(after)) continue;
    if (!ibanChecksumValid(compact)) continue;
    out.push({ type: "iban", start: m.index, end: i, score: 1 });
    IBAN_START.lastIndex = i;
  }
};
