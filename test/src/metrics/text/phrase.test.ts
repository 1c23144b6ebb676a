import { describe, expect, it } from "vitest";
import { any, gap, rx } from "../../../../src/metrics/text/phrase.js";
import { withoutTraceBreaks } from "../../../../src/metrics/text/regex-code.js";

describe("rx", () => {
  it("binds word boundaries to every top-level alternative, also inside one source", () => {
    // Written as one source with its own alternation: "now" of "know" and "all" of "small" are no words.
    const regex = rx(`${any("now|next")} here is|${any("your|all")} ${any("safety protocols")}`, "old rules");
    expect(withoutTraceBreaks(regex.source)).toBe(
      "\\b(?:now|next) here is\\b|\\b(?:your|all) (?:safety protocols)\\b|\\bold rules\\b",
    );
    for (const [text, found] of [
      ["i know here is the file", false],
      ["now here is the file", true],
      ["small safety protocols", false],
      ["all safety protocols", true],
      ["the old rules", true],
      ["the bold rulesets", false],
    ] as const) {
      regex.lastIndex = 0;
      expect(regex.test(text), text).toBe(found);
    }
  });

  it("keeps alternatives inside groups and lookarounds whole", () => {
    const regex = rx(`ignore${gap(2)} ${any("rules|orders")}(?! of (?:chess|golf))`);
    expect(regex.test("ignore the rules")).toBe(true);
    regex.lastIndex = 0;
    expect(regex.test("ignore the rules of chess")).toBe(false);
  });
});
