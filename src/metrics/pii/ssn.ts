/**
 * US Social Security numbers: `123-45-6789`, `123 45 6789`, or nine bare digits when a word such as "SSN" or
 * "social security" comes shortly before. The number must be issuable: area not 000, 666 or 900-999, group
 * not 00, serial not 0000. The regex is linear (fixed-width groups, no nested quantifiers).
 */
import type { Detection } from "../contract.js";
import { type Finder, ID_CONTEXT, precededBy, sentenceBefore } from "./types.js";

const SSN_PATTERN = /(?<![\w.\-+/$€£,])(\d{3})([- ]?)(\d{2})\2(\d{4})(?![\w\-/]|[.,]\d)/g;
const SSN_CONTEXT =
  /\b(?:ssn|ssns|ss#|ss #|ss no|social security|social sec|soc\.? ?sec|ssa|taxpayer id|tin)\b/i;
/** Text right before the number that makes it a different kind of number (phone `+1`, money, IDs). */
const NOT_SSN_BEFORE = /(?:\+\d{1,3}[ .-]?|\(\d{3}\)\s?|#\s?)$/;

export function isValidSsn(area: number, group: number, serial: number): boolean {
  if (area === 0 || area === 666 || area >= 900) return false;
  return group !== 0 && serial !== 0;
}

export const findSsns: Finder = (text, facts, out: Detection[]) => {
  if (!facts.hasDigit) return;
  SSN_PATTERN.lastIndex = 0;
  for (let m = SSN_PATTERN.exec(text); m !== null; m = SSN_PATTERN.exec(text)) {
    const area = Number(m[1]);
    const group = Number(m[3]);
    const serial = Number(m[4]);
    if (!isValidSsn(area, group, serial)) continue;
    const start = m.index;
    if (NOT_SSN_BEFORE.test(text.slice(Math.max(0, start - 6), start))) continue;
    const separated = m[2] !== "";
    const context = SSN_CONTEXT.test(sentenceBefore(text, start, 48));
    // Bare nine digits are most often an ID; only an SSN word earlier in the sentence makes them an SSN.
    if (!separated && (!context || precededBy(text, start, ID_CONTEXT, 24))) continue;
    // Spaced groups without context are weaker evidence than dashes.
    const score = m[2] === " " && !context ? 0.7 : 0.95;
    out.push({ type: "ssn", start, end: start + m[0].length, score });
  }
};
