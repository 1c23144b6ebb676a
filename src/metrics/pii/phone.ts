/**
 * Phone numbers. A linear regex proposes digit groups (with an optional `+CC`, a bracketed area code and an
 * extension); libphonenumber-js's numbering plans (min metadata, default country US) decide. North American
 * and `+CC` numbers are checked against the same metadata through a fast path (`plans.ts`); national
 * numbers of other countries are parsed by libphonenumber-js. A number its numbering plan calls valid is reported; a number that is only *possible* (right length, e.g. a fictional 555 area code) is
 * reported when it is written like a phone number (`+CC`, or grouped as `(NXX) NXX-XXXX` / `NXX-NXX-XXXX`).
 * Bare digit runs need full validity and no "order #"-style label before them. A grouped national number
 * with a trunk `0` ("020 7946 0958") is reported when it is valid in one of a few common countries.
 *
 * libphonenumber-js costs ~40 ms to load, so it is required lazily, the first time a rule that detects
 * phone numbers is compiled — importing content-shield stays cheap.
 */
import { createRequire } from "node:module";
import type { Detection } from "../contract.js";
import { type PlanValidator, planValidator } from "./plans.js";
import { type Finder, ID_CONTEXT, precededBy, sentenceBefore } from "./types.js";

type PhoneLib = typeof import("libphonenumber-js/min");

const CANDIDATE =
  /(?<![\w+\-./:@#$€£,])(?:\+\d{1,3}[ .-]?(?:\(\d{1,5}\)[ .-]?)?|\(\d{1,5}\)[ .-]?)?\d{1,15}(?:[ .-]\d{1,8}){0,6}(?:,? ?(?:x|ext\.?|extension) ?\d{1,6})?(?![\w\-/:@]|[.,]\d)/gi;
/** North American layouts: (NXX) NXX-XXXX, NXX-NXX-XXXX, NXX.NXX.XXXX, 1-NXX-NXX-XXXX, optional extension. */
const NANP_LAYOUT =
  /^(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}(?:,? ?(?:x|ext\.?|extension) ?\d{1,6})?$/i;
const SEPARATOR = /[ .\-()]/;
const PHONE_CONTEXT =
  /\b(?:phone|tel|telephone|mobile|cell|fax|call|dial|contact|whatsapp|sms|text|landline|hotline)\b/i;
const TRUNK_ZERO = /^\(?0[1-9]/;
/** 01.11.1975, 2024-05-01, 5/1/24: dates, whatever a numbering plan says. */
const DATE_SHAPE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;
/** Countries tried, in order, for national numbers written with a trunk prefix. */
const NATIONAL_FALLBACK = [
  ["GB", "44"],
  ["DE", "49"],
  ["FR", "33"],
  ["IT", "39"],
  ["ES", "34"],
  ["NL", "31"],
  ["AU", "61"],
  ["IN", "91"],
] as const;

let phoneLib: PhoneLib | undefined;

/** Loads libphonenumber-js once (synchronously: detectors stay synchronous). */
export function loadPhoneLib(): PhoneLib {
  if (phoneLib === undefined) {
    const require = createRequire(import.meta.url);
    phoneLib = require("libphonenumber-js/min") as PhoneLib;
  }
  return phoneLib;
}

/** The digits of a candidate up to its extension (the first letter), or "" when there are too few or many. */
function digitsOf(candidate: string): string {
  let out = "";
  for (let i = 0; i < candidate.length; i++) {
    const c = candidate.charCodeAt(i);
    if (c >= 48 && c <= 57) out += candidate[i];
    else if (c >= 65) break; // "x123", "ext. 123"
  }
  return out.length < 7 || out.length > 15 ? "" : out;
}

interface Validators {
  lib: PhoneLib;
  /** Fast validity from the same metadata (null: ask libphonenumber). */
  plans: PlanValidator | null;
}

/** Validity of a North American number given its 10 national digits. */
function nanpValid(v: Validators, national: string): boolean {
  if (v.plans !== null) return v.plans.nanp(national);
  return v.lib.parsePhoneNumberFromString(national, "US")?.isValid() === true;
}

/** Score for a candidate from its digits and layout alone, or 0 when it is not a phone number. */
function numberScore(v: Validators, candidate: string, digits: string): number {
  if (candidate.charCodeAt(0) === 43) {
    if (digits.length === 11 && digits[0] === "1") return nanpValid(v, digits.slice(1)) ? 0.95 : 0.7;
    // The fast path only confirms; anything it does not call valid is parsed (national prefixes and other
    // subtleties are libphonenumber-js's business).
    if (v.plans?.internationalValid(digits) === true) return 0.95;
    const number = v.lib.parsePhoneNumberFromString(candidate);
    if (number?.isValid()) return 0.95;
    return number?.isPossible() ? 0.7 : 0;
  }
  if (DATE_SHAPE.test(candidate)) return 0;
  const separated = SEPARATOR.test(candidate);
  const nanpLayout = separated && NANP_LAYOUT.test(candidate);
  // Without a country code, a grouped number must be grouped the North American way to be read as one.
  if (separated && !nanpLayout) return nationalScore(v, candidate, digits);
  const national =
    digits.length === 11 && digits[0] === "1" ? digits.slice(1) : digits.length === 10 ? digits : "";
  if (national === "") return 0;
  if (nanpValid(v, national)) return separated ? 0.95 : 0.8;
  // A fictional or unassigned number written exactly like a phone number ("(555) 555-0100").
  return nanpLayout ? 0.7 : 0;
}

/** Score for a candidate at `start` in `text`, or 0 when it is not a phone number. */
function judge(v: Validators, candidate: string, text: string, start: number): number {
  if (candidate.length < 7) return 0;
  const digits = digitsOf(candidate);
  if (digits === "") return 0;
  const score = numberScore(v, candidate, digits);
  // "Order 4155552671", "Part no. 908-429-3206": labelled identifiers, unless the sentence talks about phones.
  if (
    score > 0 &&
    candidate.charCodeAt(0) !== 43 &&
    precededBy(text, start, ID_CONTEXT, 28) &&
    !PHONE_CONTEXT.test(sentenceBefore(text, start, 48))
  )
    return 0;
  return score;
}

/**
 * A grouped national number with a trunk "0" ("020 7946 0958", "(030) 901820"), valid in a common country:
 * the calling code plus the number without its trunk 0 must be valid there (Italy keeps the 0). Checked with
 * the fast numbering-plan path when available, else by parsing.
 */
function nationalScore(v: Validators, candidate: string, digits: string): number {
  if (!TRUNK_ZERO.test(candidate)) return 0;
  for (const [country, code] of NATIONAL_FALLBACK) {
    const international = code + (country === "IT" ? digits : digits.slice(1));
    const valid =
      v.plans !== null
        ? v.plans.internationalValid(international)
        : v.lib.parsePhoneNumberFromString(candidate, country)?.isValid() === true;
    if (valid) return 0.8;
  }
  return 0;
}

export function makePhoneFinder(): Finder {
  const v: Validators = { lib: loadPhoneLib(), plans: planValidator() };
  return (text, _facts, out: Detection[]) => {
    CANDIDATE.lastIndex = 0;
    for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
      let candidate = m[0];
      let start = m.index;
      let score = judge(v, candidate, text, start);
      // "room 12 (415) 555-2671": drop space-separated leading groups while the rest is still long enough
      // to be a North American number written the usual way.
      while (score === 0) {
        const gap = candidate.indexOf(" ");
        if (gap === -1 || candidate[0] === "+" || candidate[0] === "(") break;
        candidate = candidate.slice(gap + 1);
        start += gap + 1;
        if (candidate.length < 10) break;
        if (NANP_LAYOUT.test(candidate)) score = judge(v, candidate, text, start);
      }
      if (score > 0) out.push({ type: "phone_number", start, end: start + candidate.length, score });
    }
  };
}
