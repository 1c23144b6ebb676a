/**
 * The written-date finder tries its regex only near month names; it must find exactly what a scan of the
 * whole text with the same regex finds (property, on texts made of date pieces and noise).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Detection } from "../../../../src/metrics/contract.js";
import { findDates, WRITTEN } from "../../../../src/metrics/pii/date.js";
import { textFacts } from "../../../../src/metrics/pii/types.js";

const MONTH: Readonly<Record<string, number>> = {
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

/** The written dates a full scan finds (the finder's checks: a real day of the month, not a timestamp). */
function writtenByFullScan(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = new RegExp(WRITTEN.source, "g");
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const month = MONTH[(m[2] ?? m[4] ?? "").slice(0, 3).toLowerCase()] ?? 0;
    const day = Number.parseInt(m[1] ?? m[5] ?? "", 10);
    const year = Number(m[3] ?? m[6]);
    const end = m.index + m[0].length;
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const timestamp = /^(?:T\d{1,2}:\d{2}|,? \d{1,2}:\d{2}(?::\d{2}|\s?[ap]\.?m\.?))/i.test(
      text.slice(end, end + 16),
    );
    if (month >= 1 && day >= 1 && day <= days && !timestamp) out.push([m.index, end]);
  }
  return out;
}

function writtenFound(text: string): Array<[number, number]> {
  const found: Detection[] = [];
  findDates(text, textFacts(text), found);
  return found.filter((d) => d.score === 0.95).map((d) => [d.start, d.end]);
}

describe("pii: written dates", () => {
  it("are found near month names exactly as a scan of the whole text finds them (property)", () => {
    const piece = fc.constantFrom(
      "Wednesday., ",
      "Monday, ",
      "Sat ",
      "31st of ",
      "1 ",
      "29 ",
      "12th ",
      "May",
      "Sept. ",
      "February ",
      "Jun",
      "Dec.",
      " 3rd",
      " 30,",
      ", 2024",
      " 1999",
      " 2023",
      " of ",
      "May 1, 2024",
      "1 May 2024",
      " ",
      ",",
      "x",
      "\n",
      "12:30",
      "Janet",
      "Mayday",
      "September ",
      "December 31st, ",
      "September 30th, ",
      "September 30th, 2024",
      "30th, ",
      "2024",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 6 })), { maxLength: 60 }), (parts) => {
        const text = parts.join("");
        expect(writtenFound(text)).toEqual(writtenByFullScan(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("finds several dates in one text, and one with its weekday", () => {
    const text = "Due Wednesday, May 1, 2024; then 31st of December 2025 and Sept. 3rd 2026.";
    expect(writtenFound(text).map(([s, e]) => text.slice(s, e))).toEqual([
      "Wednesday, May 1, 2024",
      "31st of December 2025",
      "Sept. 3rd 2026",
    ]);
  });
});
