/** Shared vocabulary of the PII detectors: entity types, the finder signature, small text helpers. */
import type { Detection } from "../contract.js";

/** Every entity type the `pii` metric knows, lower-case snake_case. */
export const PII_TYPES = [
  "email",
  "ssn",
  "phone_number",
  "address",
  "credit_card",
  "ip_address",
  "iban",
  "url",
  "date",
  "person",
] as const;

export type PiiType = (typeof PII_TYPES)[number];

/**
 * Types a rule must name to get: a rule without a `value` (and capture's redaction) looks for every other
 * type. `person` is here because its precision on the public corpus is below 0.9 (docs/pii.md).
 */
export const OPT_IN_TYPES: readonly PiiType[] = ["person"];

/** The types a rule without a `value` looks for. */
export const DEFAULT_TYPES: readonly PiiType[] = PII_TYPES.filter((t) => !OPT_IN_TYPES.includes(t));

/** Cheap facts about a text, computed once per call so finders can skip texts that cannot hold their type. */
export interface TextFacts {
  /** Whether the text holds an ASCII digit (every type but email and url needs one). */
  hasDigit: boolean;
  /** Whether the text holds an `@`. */
  hasAt: boolean;
  /** Whether the text holds a `:` (IPv6 and URL schemes). */
  hasColon: boolean;
}

/** A finder appends its detections (any order) to `out`. It must run in linear time in the text length. */
export type Finder = (text: string, facts: TextFacts, out: Detection[]) => void;

const DIGIT = /\d/;

export function textFacts(text: string): TextFacts {
  return { hasDigit: DIGIT.test(text), hasAt: text.includes("@"), hasColon: text.includes(":") };
}

/**
 * Whether `pattern` matches the `window` characters before `start`: anywhere in them, or right before
 * `start` when the pattern ends with `$`. Used for context words such as "order #", "version" or "card".
 */
export function precededBy(text: string, start: number, pattern: RegExp, window = 32): boolean {
  if (start === 0) return false;
  return pattern.test(text.slice(Math.max(0, start - window), start));
}

/** Up to `window` characters before `start`, cut at the last sentence end (". ", "! ", "? ", newline). */
export function sentenceBefore(text: string, start: number, window = 48): string {
  const slice = text.slice(Math.max(0, start - window), start);
  const cut = Math.max(
    slice.lastIndexOf(". "),
    slice.lastIndexOf("! "),
    slice.lastIndexOf("? "),
    slice.lastIndexOf("\n"),
  );
  return cut === -1 ? slice : slice.slice(cut + 1);
}

/** Digits of a string, separators dropped. */
export function digitsOf(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) out += s[i];
  }
  return out;
}

/** Words before a number that mark it as an identifier, not PII (order numbers, tickets, references…). */
export const ID_CONTEXT =
  /(?:\b(?:order|invoice|inv|tracking|track|ref|reference|id|ticket|case|confirmation|conf|transaction|txn|serial|sku|part|item|build|batch|account|acct|customer|member|booking|reservation|shipment|parcel|package|request|job|issue)\b\.?|\b(?:no|nr|po|pr|lot)(?:\.|\s*[#:])|#)\s*(?:no\.?|number|id|#)?\s*[:#]?\s*$/i;

/** Words before a dotted number that make it a version, section or build number. */
export const VERSION_BEFORE =
  /(?:\b(?:(?:upgrade|upgraded|upgrading|downgrade|downgraded|update|updated|updating|bump|bumped|install|installed|pin|pinned)\s+(?:it\s+|them\s+)?to|version|versions|ver|v|release|rel|build|firmware|fw|update|rev|revision|patch|section|sec|chapter|step|rule|clause|oid|sdk|api|node|python|java|chrome|firefox|ios|android|windows|macos|os|release)\.?\s*:?\s*|§\s*)$/i;

/** Whether `c` is an ASCII letter's code. */
export function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
