/**
 * Calendar dates: ISO `2024-05-01`, numeric `05/01/2024`, `1/5/24`, `01.05.2024`, `2024/05/01`, and written
 * `1 May 2024`, `1st of May, 2024`, `May 1, 2024`, `Sept. 3rd 2024`, `Monday, May 1, 2024`. Month and day are
 * checked (day within the month's length; a numeric date is kept when it reads correctly as month/day or
 * day/month). A date directly followed by a time of day (`2024-05-01T12:30`, `2024-05-01 12:30:45`) is a
 * timestamp, not a date, and is skipped; so are version-like dotted triples with a short year.
 */
import type { Detection } from "../contract.js";
import { type Finder, precededBy } from "./types.js";

const MONTHS =
  "Jan(?:uary|\\.)?|Feb(?:ruary|\\.)?|Mar(?:ch|\\.)?|Apr(?:il|\\.)?|May|June?\\.?|July?\\.?|Aug(?:ust|\\.)?|Sep(?:tember|t\\.?|\\.)?|Oct(?:ober|\\.)?|Nov(?:ember|\\.)?|Dec(?:ember|\\.)?";
const DAY = "(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?";
const YEAR = "(?:1[6-9]|2[0-2])\\d\\d";
const WEEKDAY = "(?:(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs)?|Fri|Sat(?:ur)?|Sun)(?:day)?\\.?,? )?";

/**
 * Numeric dates, not preceded by a word character, `.`, `-`, `/` or `:`: the lookbehind follows the first
 * digit (`\d(?<![…]\d)` is `(?<![…])\d`), so the engine skips ahead to digits instead of trying it at
 * every position.
 */
export const NUMERIC =
  /(?:(\d(?<![\w.\-/:]\d)\d{3})([-/.])(\d{1,2})\2(\d{1,2})|(\d(?<![\w.\-/:]\d)\d?)([-/.])(\d{1,2})\6(\d{4}|\d{2}))(?![\w\-/]|[.:]\d)/g;
export const WRITTEN = new RegExp(
  `(?<![\\w])${WEEKDAY}(?:(${DAY})(?: of)? (${MONTHS}),? (${YEAR})|(${MONTHS}) (${DAY}),? (${YEAR}))(?![\\w]|[.:]\\d)`,
  "g",
);
/**
 * Every written date holds a month name (case as in `MONTHS`), at most 20 characters after the match's
 * start ("Wednesday., 31st of May"): the written-date regex is tried (sticky) only at the positions up to
 * that far before each month name, not at every position of the text.
 */
const MONTH_NAME = /Jan|Feb|Mar|Apr|May|Ju[nl]|Aug|Sep|Oct|Nov|Dec/g;
const BEFORE_MONTH = 24;
/** How far after a month name's start its date's year ends at the latest (20), with room to spare. */
const YEAR_AFTER = 24;
const WRITTEN_AT = new RegExp(WRITTEN.source, "y");
/** Words that make a dotted or dashed number a version or build ("build 2024.09.1", "v2024-05-01"). */
const BUILD_BEFORE = /\b(?:version|ver|v|build|firmware|fw|rev|revision|patch|sdk)\.?\s*:?\s*$/i;
const TIME_AFTER = /^(?:T\d{1,2}:\d{2}|,? \d{1,2}:\d{2}(?::\d{2}|\s?[ap]\.?m\.?))/i;
const MONTH_INDEX: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function validDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(month, year);
}

function isTimestamp(text: string, end: number): boolean {
  return TIME_AFTER.test(text.slice(end, end + 16));
}

function numericDateValid(m: RegExpExecArray): boolean {
  if (m[1] !== undefined) {
    const year = Number(m[1]);
    // Dotted year-first dates are written in full ("2024.09.01"); "2024.09.1" reads like a build number.
    if (m[2] === "." && ((m[3] ?? "").length < 2 || (m[4] ?? "").length < 2)) return false;
    return year >= 1600 && year <= 2299 && validDay(year, Number(m[3]), Number(m[4]));
  }
  const a = Number(m[5]);
  const b = Number(m[7]);
  const yearText = m[8] ?? "";
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (yearText.length === 4 && (year < 1600 || year > 2299)) return false;
  // Dotted short forms ("1.2.24") read like versions; dotted dates need a four-digit year.
  if (m[6] === "." && yearText.length === 2) return false;
  // Dashed short forms ("12-05-24") look like IDs more often than dates.
  if (m[6] === "-" && yearText.length === 2) return false;
  return validDay(year, a, b) || validDay(year, b, a);
}

/**
 * Whether four digits in a row start within `YEAR_AFTER` characters of a month name at `at`. A written date
 * ends with its year right after the month ("May, 2024", "September 31st, 2024": the longest month name,
 * a day and a comma put it 16 characters on), so a month name with none is not the month of a date and
 * the written-date regex is not tried for it (the starts before it are tried for a later month name).
 */
function yearFollows(text: string, at: number): boolean {
  const end = Math.min(text.length, at + YEAR_AFTER);
  let digits = 0;
  for (let i = at + 3; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (++digits === 4) return true;
    } else digits = 0;
  }
  return false;
}

export const findDates: Finder = (text, facts, out: Detection[]) => {
  if (!facts.hasDigit) return;
  NUMERIC.lastIndex = 0;
  for (let m = NUMERIC.exec(text); m !== null; m = NUMERIC.exec(text)) {
    const end = m.index + m[0].length;
    if (!numericDateValid(m) || isTimestamp(text, end) || precededBy(text, m.index, BUILD_BEFORE, 16))
      continue;
    out.push({ type: "date", start: m.index, end, score: 0.9 });
  }
  // Candidate starts in increasing order, so the first match found at or after `tried` is the leftmost.
  let tried = 0;
  MONTH_NAME.lastIndex = 0;
  for (let name = MONTH_NAME.exec(text); name !== null; name = MONTH_NAME.exec(text)) {
    if (name.index < tried || !yearFollows(text, name.index)) continue;
    for (let at = Math.max(tried, name.index - BEFORE_MONTH); at <= name.index; at++) {
      WRITTEN_AT.lastIndex = at;
      const m = WRITTEN_AT.exec(text);
      tried = at + 1;
      if (m === null) continue;
      const end = at + m[0].length;
      tried = end;
      MONTH_NAME.lastIndex = Math.max(MONTH_NAME.lastIndex, end);
      const month = MONTH_INDEX[(m[2] ?? m[4] ?? "").slice(0, 3).toLowerCase()] ?? 0;
      const day = Number.parseInt(m[1] ?? m[5] ?? "", 10);
      const year = Number(m[3] ?? m[6]);
      if (validDay(year, month, day) && !isTimestamp(text, end))
        out.push({ type: "date", start: at, end, score: 0.95 });
      break;
    }
  }
};
