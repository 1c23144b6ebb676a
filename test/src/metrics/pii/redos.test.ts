/**
 * Adversarial long inputs for every PII pattern. No timing assertions: a pattern with catastrophic
 * backtracking would hang here and the vitest timeout would fail the run. Each case also checks the result,
 * including a real value appended after the junk (found at its exact offset).
 */
import { describe, expect, it } from "vitest";
import { compilePii, PII_TYPES, type PiiType } from "../../../../src/metrics/pii/index.js";

const all = compilePii(PII_TYPES);
const N = 50_000;

const JUNK: ReadonlyArray<[string, string]> = [
  ["digits", "1".repeat(N)],
  ["spaced digits", "1 ".repeat(N)],
  ["dashed digits", "12-".repeat(N)],
  ["dotted digits", "1.".repeat(N)],
  ["slashes", "1/".repeat(N)],
  ["parens", "(1) ".repeat(N / 2)],
  ["plus", "+1 ".repeat(N / 2)],
  ["at signs", "a@".repeat(N)],
  ["dotted domain", `a@${"a.".repeat(N)}`],
  ["local part", `${"a.".repeat(N)}@`],
  ["colons", ":".repeat(N)],
  ["hex colons", "a:".repeat(N)],
  ["double colons", "1::".repeat(N / 2)],
  ["url", `http://${"a".repeat(N)}`],
  ["www", "www.".repeat(N / 2)],
  ["capitalised words", `1 ${"Main ".repeat(N / 4)}`],
  ["numbers and words", "12 Main ".repeat(N / 4)],
  ["street suffixes", `12 ${"Street ".repeat(N / 4)}`],
  ["units", `12 Main Street${" Apt".repeat(N / 4)}`],
  ["german", `${"Haupt".repeat(N / 5)}straße 5`],
  ["french", `12 rue ${"de ".repeat(N / 3)}`],
  ["iban-like", "DE89 ".repeat(N / 4)],
  ["upper alnum", "AB12".repeat(N / 4)],
  ["months", "May 1, ".repeat(N / 5)],
  ["ordinals", "1st of ".repeat(N / 5)],
  ["ip-like", "1.1.1.".repeat(N / 5)],
  ["versions", "v1.2.3.4 ".repeat(N / 8)],
  ["extensions", "555 x".repeat(N / 4)],
  ["mixed", "a1 -.(@:/_".repeat(N / 10)],
];

const REAL: ReadonlyArray<[PiiType, string]> = [
  ["email", "jane@example.com"],
  ["ssn", "123-45-6789"],
  ["phone_number", "(415) 555-2671"],
  ["credit_card", "4111 1111 1111 1111"],
  ["ip_address", "10.1.2.3"],
  ["iban", "GB82 WEST 1234 5698 7654 32"],
  ["url", "https://example.com/x"],
  ["date", "May 1, 2024"],
  ["address", "1600 Pennsylvania Avenue NW"],
];

describe("pii on adversarial input", () => {
  it.each(JUNK)("survives %s", (_name, junk) => {
    const outcome = all(junk);
    for (const d of outcome.detections) {
      expect(d.start).toBeGreaterThanOrEqual(0);
      expect(d.end).toBeLessThanOrEqual(junk.length);
    }
    // Junk is never a checksummed type.
    expect(outcome.labels).not.toContain("credit_card");
    expect(outcome.labels).not.toContain("iban");
    expect(outcome.labels).not.toContain("email");
  });

  it.each(REAL)("finds a %s appended after each kind of junk", (type, value) => {
    const run = compilePii([type]);
    for (const [, junk] of JUNK) {
      const text = `${junk}\n\nthen ${value}.`;
      const start = text.length - value.length - 1;
      const last = run(text).detections.at(-1);
      expect(last).toMatchObject({ type, start, end: start + value.length });
    }
  });
});
