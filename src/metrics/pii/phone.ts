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
import { requireFrom } from "../../util/runtime.js";
import type { Detection } from "../contract.js";
import { PHONE_CONTEXT, phoneWordNear } from "./phone-words.js";
import { type PlanValidator, planValidator } from "./plans.js";
import { allRegionPlans, DEFAULT_REGIONS, NANP_REGIONS, type RegionPlan, regionPlan } from "./regions.js";
import { type Finder, ID_CONTEXT, precededBy, sentenceBefore } from "./types.js";

type PhoneLib = typeof import("libphonenumber-js/min");

/** A `word:` glued to a number makes it something else (a port, a time); `tel:` links are tried apart. */
const CANDIDATE =
  /(?<![\w+\-./@#$€£,])(?<!\w:(?=\d))(?:\+\d{1,3}[ .-]?(?:\(\d{1,5}\)[ .-]?)?|\(\d{1,5}\)[ .-]?)?\d{1,15}(?:[ .-]\d{1,8}){0,6}(?:,? ?(?:x|ext\.?|extension) ?\d{1,6})?(?![\w\-/:@]|[.,]\d)/gi;
/** North American layouts: (NXX) NXX-XXXX, NXX-NXX-XXXX, NXX.NXX.XXXX, 1-NXX-NXX-XXXX, optional extension. */
/** The number of a `tel:` link ("tel:+14155552671", "tel:0532-123-4567"). */
const TEL_LINK = /tel:(\+?[\d().-]{7,20})(?![\w])/gi;
const NANP_LAYOUT =
  /^(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-])\d{3}[ .-]\d{4}(?:,? ?(?:x|ext\.?|extension) ?\d{1,6})?$/i;
const SEPARATOR = /[ .\-()]/;
/**
 * ZIP+4 (94583-2176), Brazilian CEP (01310-100), SSN (078-05-1120) shapes and mixed separators (693-09.4444):
 * not national phones.
 */
const NOT_NATIONAL = /^(?:\d{5}-\d{4}|\d{5}-\d{3}|\d{3}[- ]\d{2}[- ]\d{4})$/;

/** Whether a candidate may be a national number: trunk-0 first, or grouped like one written without it. */
function nationalShape(candidate: string, digits: string): boolean {
  // Cheapest tests first: most digit groups in prose fail the first one.
  if (digits[0] !== "0" && !WITHOUT_TRUNK.test(candidate)) return false;
  if (NOT_NATIONAL.test(candidate)) return false;
  return !(candidate.includes("-") && candidate.includes("."));
}
/** A number written without its trunk prefix (Chinese mobiles): three groups, 3-4-4 or 3-3-4 digits. */
const WITHOUT_TRUNK = /^\d{3}[ -]\d{3,4}[ -]\d{4}$/;
/** An area code in parentheses, the trunk prefix left out: "(11) 91234-5678". */
const AREA_IN_PARENS = /^\(\d{2,3}\) ?\d{4,5}-\d{4}$/;
/**
 * A national number written in groups without its trunk prefix, as Spain ("612 34 56 78") and Brazil ("(11)
 * 91234-5678") write them: accepted only next to a phone word, and only if a numbering plan validates it.
 */
const GROUPED_NATIONAL = /^(?:\(\d{2,3}\) ?\d{4,5}-\d{4}|\d{3}(?: \d{2}){3}|\d{3} \d{3} \d{3})$/;
/** 01.11.1975, 2024-05-01, 5/1/24: dates, whatever a numbering plan says. */
const DATE_SHAPE = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;

let phoneLib: PhoneLib | undefined;

/** Loads libphonenumber-js once (synchronously: detectors stay synchronous). */
export function loadPhoneLib(): PhoneLib {
  if (phoneLib === undefined) {
    const require = requireFrom(import.meta.url);
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
  /** Whether North American national numbers count (US or CA among the regions). */
  nanp: boolean;
  /** The other regions whose national formats count, in the order given. */
  national: readonly RegionPlan[];
}

/** Validity of a North American number given its 10 national digits. */
function nanpValid(v: Validators, national: string): boolean {
  if (v.plans !== null) return v.plans.nanp(national);
  return v.lib.parsePhoneNumberFromString(national, "US")?.isValid() === true;
}

/** Validity of an international number given as digits, calling code first. */
function internationalValid(v: Validators, digits: string): boolean {
  // The fast path answers from the same metadata; parsing (~20 µs) only when it is unavailable.
  if (v.plans !== null) return v.plans.internationalValid(digits);
  return v.lib.parsePhoneNumberFromString(`+${digits}`)?.isValid() === true;
}

/**
 * Whether national `digits` are a valid number of the region: the calling code plus the number without
 * its trunk prefix ("0532 123 45 67" in TR is +90 532 123 45 67). Numbers of ten digits or more may also be
 * written without the trunk prefix (Chinese mobiles, "138 1234 5678").
 */
function validIn(v: Validators, plan: RegionPlan, candidate: string, digits: string): boolean {
  if (plan.trunk !== "" && digits.startsWith(plan.trunk)) {
    if (internationalValid(v, plan.code + digits.slice(plan.trunk.length))) return true;
  }
  if (
    plan.trunk !== "" &&
    (digits[0] === "0" || (!WITHOUT_TRUNK.test(candidate) && !AREA_IN_PARENS.test(candidate)))
  )
    return false;
  return internationalValid(v, plan.code + digits);
}

/** Score for a number written with `+CC`, `00CC` or `011CC`, or 0. */
function internationalScore(v: Validators, candidate: string, digits: string): number {
  if (digits.length === 11 && digits[0] === "1") return nanpValid(v, digits.slice(1)) ? 0.95 : 0.7;
  if (v.plans?.internationalValid(digits) === true) return 0.95;
  const number = v.lib.parsePhoneNumberFromString(candidate[0] === "+" ? candidate : `+${digits}`);
  if (number?.isValid()) return 0.95;
  return number?.isPossible() && candidate[0] === "+" ? 0.7 : 0;
}

/** Score for a candidate from its digits and layout alone, or 0 when it is not a phone number. */
function numberScore(v: Validators, candidate: string, digits: string): number {
  if (candidate.charCodeAt(0) === 43) return internationalScore(v, candidate, digits);
  if (DATE_SHAPE.test(candidate)) return 0;
  // International dialling prefixes: "0044 20 7946 0958", "011 44 20 7946 0958".
  if (digits.length >= 10 && digits.startsWith("00") && digits[2] !== "0") {
    return internationalScore(v, candidate, digits.slice(2)) > 0.7 ? 0.9 : 0;
  }
  if (digits.length >= 12 && digits.startsWith("011")) {
    return internationalScore(v, candidate, digits.slice(3)) > 0.7 ? 0.9 : 0;
  }
  const separated = SEPARATOR.test(candidate);
  const nanpLayout = separated && NANP_LAYOUT.test(candidate);
  if (v.nanp && (!separated || nanpLayout)) {
    const national =
      digits.length === 11 && digits[0] === "1" ? digits.slice(1) : digits.length === 10 ? digits : "";
    if (national !== "") {
      if (nanpValid(v, national)) return separated ? 0.95 : 0.8;
      // A fictional or unassigned number written exactly like a phone number ("(555) 555-0100").
      if (nanpLayout) return 0.7;
    }
  }
  // National formats of the other regions, grouped; not shaped like a ZIP+4 or an SSN, one kind of separator.
  if (separated && nationalShape(candidate, digits)) {
    for (const plan of v.national) if (validIn(v, plan, candidate, digits)) return 0.8;
  }
  return 0;
}

/** A national number of any region, accepted only next to a phone word. */
function anyRegionScore(v: Validators, candidate: string, digits: string): number {
  if (DATE_SHAPE.test(candidate)) return 0;
  for (const plan of allRegionPlans()) if (validIn(v, plan, candidate, digits)) return 0.75;
  return 0;
}

/** Score for a candidate at `start` in `text`, or 0 when it is not a phone number. */
function judge(v: Validators, candidate: string, text: string, start: number): number {
  if (candidate.length < 7) return 0;
  const digits = digitsOf(candidate);
  if (digits === "") return 0;
  let score = numberScore(v, candidate, digits);
  if (score === 0) {
    if (candidate.charCodeAt(0) === 43 || digits.length > 13 || digits.length < 8) return 0;
    // A North American number grouped unusually ("425 8829090").
    const nanp = v.nanp && (digits.length === 10 || (digits.length === 11 && digits[0] === "1"));
    const grouped = GROUPED_NATIONAL.test(candidate) && !NOT_NATIONAL.test(candidate);
    if (!nanp && !grouped && !nationalShape(candidate, digits)) return 0;
    // A phone word admits any region's format, but not a labelled identifier ("contact us (case 0451…)").
    if (precededBy(text, start, ID_CONTEXT, 28)) return 0;
    if (!phoneWordNear(text, start, start + candidate.length)) return 0;
    if (nanp && nanpValid(v, digits.slice(-10))) score = 0.8;
    else if (grouped || nationalShape(candidate, digits)) score = anyRegionScore(v, candidate, digits);
  }
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
 * Whether "el:" (of "tel:") occurs in the text: found from its colons, which are rare, where a search for
 * the whole string walks every "e" of the prose.
 */
function hasTelColon(text: string): boolean {
  for (let i = text.indexOf(":", 2); i !== -1; i = text.indexOf(":", i + 1)) {
    if (text.charCodeAt(i - 1) === 108 && text.charCodeAt(i - 2) === 101) return true;
  }
  return false;
}

export function makePhoneFinder(regions: readonly string[] = DEFAULT_REGIONS): Finder {
  const national = regions.filter((r) => !NANP_REGIONS.has(r)).map(regionPlan);
  const v: Validators = {
    lib: loadPhoneLib(),
    plans: planValidator(),
    nanp: regions.some((r) => NANP_REGIONS.has(r)),
    national,
  };
  return (text, facts, out: Detection[]) => {
    if (!facts.hasDigit) return;
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
      // "052 5552606 074-7111234": two numbers in one run of digit groups. Try the leading groups up to
      // each space (longest first); the rest is scanned again.
      if (score === 0 && m[0].includes(" ")) {
        const whole = m[0];
        for (
          let cut = whole.lastIndexOf(" ");
          cut > 6 && score === 0;
          cut = whole.lastIndexOf(" ", cut - 1)
        ) {
          const head = whole.slice(0, cut);
          score = judge(v, head, text, m.index);
          if (score > 0) {
            candidate = head;
            start = m.index;
            CANDIDATE.lastIndex = m.index + cut + 1;
          }
        }
      }
      if (score > 0) out.push({ type: "phone_number", start, end: start + candidate.length, score });
    }
    if (facts.hasColon && hasTelColon(text)) {
      TEL_LINK.lastIndex = 0;
      for (let m = TEL_LINK.exec(text); m !== null; m = TEL_LINK.exec(text)) {
        const number = m[1] ?? "";
        const start = m.index + 4;
        // A tel: link says it is a phone number: any region's format counts.
        const digits = digitsOf(number);
        const score = digits === "" ? 0 : numberScore(v, number, digits) || anyRegionScore(v, number, digits);
        if (score > 0) out.push({ type: "phone_number", start, end: start + number.length, score });
      }
    }
  };
}
