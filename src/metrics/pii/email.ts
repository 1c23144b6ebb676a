/**
 * Email addresses. No regex: from each `@`, scan left over the local part and right over the domain, then
 * validate (dot rules, label rules, an alphabetic top-level domain). Each character is visited a bounded
 * number of times, so the scan is linear even on adversarial input.
 */
import type { Detection } from "../contract.js";
import { type Finder, isAsciiLetter } from "./types.js";

const UNICODE_WORD = /[\p{L}\p{M}\p{N}]/u;

/** Letters, marks and digits beyond ASCII: internationalised local parts and domains (RFC 6531). */
function isUnicodeWord(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return false;
  // Surrogate pairs: test the whole code point from its first half, accept the second half.
  if (c >= 0xdc00 && c <= 0xdfff) return i > 0 && isUnicodeWord(text, i - 1);
  return UNICODE_WORD.test(String.fromCodePoint(text.codePointAt(i)!));
}

function isLocalCode(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 46 || // .
    c === 95 || // _
    c === 37 || // %
    c === 43 || // +
    c === 45 || // -
    c === 39 // '
  );
}

function isDomainCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46 || c === 45;
}

/** Validates a domain `text[start, end)`; returns the end of the valid domain (trailing dots trimmed) or -1. */
function domainEnd(text: string, start: number, end: number): number {
  // Sentence punctuation after an address: "mail a@b.com." — trim dots and hyphens at the end.
  while (end > start && (text.charCodeAt(end - 1) === 46 || text.charCodeAt(end - 1) === 45)) end--;
  if (end - start < 4 || end - start > 253) return -1;
  let labelStart = start;
  let labels = 0;
  for (let i = start; i <= end; i++) {
    if (i === end || text.charCodeAt(i) === 46) {
      const len = i - labelStart;
      if (len === 0 || len > 63) return -1;
      if (text.charCodeAt(labelStart) === 45 || text.charCodeAt(i - 1) === 45) return -1;
      labels++;
      if (i === end) {
        // Top-level domain: letters only (any script: `.рф`, `.中国`), at least two; or an IDN `xn--…`.
        if (len < 2) return -1;
        const idn = text.startsWith("xn--", labelStart);
        for (let j = labelStart; j < i && !idn; j++) {
          if (!isAsciiLetter(text.charCodeAt(j)) && !isUnicodeWord(text, j)) return -1;
          if (text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) return -1;
        }
      }
      labelStart = i + 1;
    }
  }
  return labels >= 2 ? end : -1;
}

export const findEmails: Finder = (text, facts, out: Detection[]) => {
  if (!facts.hasAt) return;
  let at = text.indexOf("@");
  let floor = 0; // the local part cannot reach back before the previous address or `@`
  while (at !== -1) {
    let start = at;
    while (start > floor && (isLocalCode(text.charCodeAt(start - 1)) || isUnicodeWord(text, start - 1)))
      start--;
    // A local part does not start with a dot or quote.
    while (start < at && (text.charCodeAt(start) === 46 || text.charCodeAt(start) === 39)) start++;
    let end = at + 1;
    while (end < text.length && (isDomainCode(text.charCodeAt(end)) || isUnicodeWord(text, end))) end++;
    const next = text.indexOf("@", at + 1);
    const localLen = at - start;
    let found = false;
    if (
      localLen > 0 &&
      localLen <= 64 &&
      text.charCodeAt(at - 1) !== 46 &&
      !text.slice(start, at).includes("..")
    ) {
      const stop = domainEnd(text, at + 1, end);
      // Not part of a longer token such as `a@b.com@c` or `user@host.com/path`.
      const after = stop < text.length ? text.charCodeAt(stop) : 32;
      if (stop !== -1 && after !== 64 && !text.slice(at + 1, stop).includes("..")) {
        out.push({ type: "email", start, end: stop, score: 1 });
        floor = stop;
        found = true;
      }
    }
    if (!found) floor = at + 1;
    at = next;
  }
};
