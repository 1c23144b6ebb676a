/**
 * Payment card numbers: 12-19 digits, optionally grouped by single spaces or dashes in the layouts cards are
 * printed in (4-4-4-4[-3], Amex 4-6-5, Diners 4-6-4). A candidate must belong to a known issuer range with a
 * length that issuer uses, and pass the Luhn checksum. Numbers labelled as orders, invoices, tracking numbers
 * and the like are left alone.
 */
import type { Detection } from "../contract.js";
import { digitsOf, type Finder, ID_CONTEXT, precededBy } from "./types.js";

/**
 * 12-19 digits not preceded by a word character, `.`, `-`, `+`, `/`, `$`, `€`, `£` or `,`. The lookbehind
 * follows the first digit (`\d(?<![…]\d)` is `(?<![…])\d`): a regex that starts with a digit lets the
 * engine skip ahead to the next one, where a leading lookbehind is tried at every position.
 */
export const CARD_CANDIDATE = /\d(?<![\w.\-+/$€£,]\d)\d{3}(?:[ .-]?\d){8,15}(?![\w\-/]|[.,]\d)/g;
const IBAN_HEAD = /[A-Z]{2}\d{2} $/;
const CARD_CONTEXT = /\b(?:card|cc|credit|debit|visa|mastercard|amex|american express|discover|pan)\b/i;

/** Luhn (mod 10) checksum over a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

function inRange(prefix: number, low: number, high: number): boolean {
  return prefix >= low && prefix <= high;
}

/** The issuer network for a digit string, or undefined when no known range and length fit. */
export function cardNetwork(digits: string): string | undefined {
  const n = digits.length;
  const p1 = digits.charCodeAt(0) - 48;
  const p2 = Number(digits.slice(0, 2));
  const p3 = Number(digits.slice(0, 3));
  const p4 = Number(digits.slice(0, 4));
  const p6 = Number(digits.slice(0, 6));
  if (p1 === 4) return n === 13 || n === 16 || n === 19 ? "visa" : undefined;
  if ((inRange(p2, 51, 55) || inRange(p4, 2221, 2720)) && n === 16) return "mastercard";
  if ((p2 === 34 || p2 === 37) && n === 15) return "amex";
  if (
    (p4 === 6011 || inRange(p3, 644, 649) || p2 === 65 || inRange(p6, 622126, 622925)) &&
    n >= 16 &&
    n <= 19
  )
    return "discover";
  if ((inRange(p3, 300, 305) || p2 === 36 || p2 === 38 || p2 === 39) && n >= 14 && n <= 19) return "diners";
  if (inRange(p4, 3528, 3589) && n >= 16 && n <= 19) return "jcb";
  if (p2 === 62 && n >= 16 && n <= 19) return "unionpay";
  if (inRange(p4, 2200, 2204) && n >= 16 && n <= 19) return "mir";
  if ((p2 === 50 || inRange(p2, 56, 69)) && n >= 12 && n <= 19) return "maestro";
  // UATP (airline cards such as AirPlus): ISO/IEC 7812 major industry identifier 1; found only next to
  // card words, since 15 digits starting with 1 are common in other numbers.
  if (p1 === 1 && n === 15) return "uatp";
  return undefined;
}

/** Whether the groups of a separated candidate follow a printed card layout. */
function groupedLikeACard(candidate: string): boolean {
  const separator = candidate.includes(" ") ? " " : candidate.includes(".") ? "." : "-";
  for (const other of [" ", ".", "-"]) if (other !== separator && candidate.includes(other)) return false;
  const groups = candidate.split(separator).map((g) => g.length);
  if (groups.length === 1) return true;
  const [a, b, c] = groups;
  if (groups.length === 3 && a === 4 && b === 6 && (c === 5 || c === 4)) return true;
  for (let i = 0; i < groups.length - 1; i++) if (groups[i] !== 4) return false;
  const last = groups[groups.length - 1] ?? 0;
  return last >= 1 && last <= 4;
}

export const findCards: Finder = (text, facts, out: Detection[]) => {
  if (!facts.hasDigit) return;
  CARD_CANDIDATE.lastIndex = 0;
  for (let m = CARD_CANDIDATE.exec(text); m !== null; m = CARD_CANDIDATE.exec(text)) {
    const candidate = m[0];
    const digits = digitsOf(candidate);
    if (digits.length < 12 || digits.length > 19) continue;
    const network = groupedLikeACard(candidate) ? cardNetwork(digits) : undefined;
    if (network === undefined || !luhnValid(digits)) continue;
    const start = m.index;
    if (network === "uatp") {
      if (!precededBy(text, start, CARD_CONTEXT, 40)) continue;
    } else if (precededBy(text, start, ID_CONTEXT, 28) && !precededBy(text, start, CARD_CONTEXT, 40))
      continue;
    // The digits inside a grouped IBAN ("DE89 3704 0044 0532 0130 00") are not a card, even when only
    // cards are asked for.
    if (precededBy(text, start, IBAN_HEAD, 6)) continue;
    out.push({ type: "credit_card", start, end: start + candidate.length, score: 1 });
  }
};
