/**
 * Hand-written model outputs (test/fixtures/pii/llm-outputs.json), independent of the faker corpus: every
 * labelled value must be found with its exact text, nothing else may be found, and the documented known
 * misses must still be missed (move them to `expected` when a detector learns them).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compilePii, PII_TYPES } from "../../../../src/metrics/pii/index.js";

interface Case {
  text: string;
  expected: Array<[string, string]>;
  not_yet?: Array<[string, string]>;
}

const fixture = JSON.parse(
  readFileSync(new URL("../../../fixtures/pii/llm-outputs.json", import.meta.url), "utf8"),
) as {
  cases: Case[];
};
const detect = compilePii(PII_TYPES);

describe("pii on hand-labelled model outputs", () => {
  it.each(fixture.cases.map((c, i) => [i, c] as const))("case %i", (_i, c) => {
    const found = detect(c.text).detections.map((d) => [d.type, c.text.slice(d.start, d.end)]);
    expect(found).toEqual(c.expected);
    for (const miss of c.not_yet ?? []) expect(found).not.toContainEqual(miss);
  });
});
