import { describe, expect, it } from "vitest";
import {
  highlightCaptured,
  originalSpans,
  redactedSpans,
  renderHighlighted,
} from "../../../service/src/web/highlight.js";
import { buildInterceptionRecord } from "../../../src/capture/record.js";

const text = "mail a@b.co or call 555-0100 <now>";
const findings = [
  { type: "email", target: "output", start: 5, end: 11, score: 1 },
  { type: "phone_number", target: "output", start: 20, end: 28, score: 0.9 },
  { type: "email", target: "input", start: 0, end: 4, score: 1 },
];

describe("redactedSpans", () => {
  it("finds each placeholder by replaying the redaction", () => {
    const redacted = "mail [EMAIL] or call [PHONE_NUMBER] <now>";
    const spans = redactedSpans(redacted, findings, "output");
    expect(spans.map((s) => redacted.slice(s.start, s.end))).toEqual(["[EMAIL]", "[PHONE_NUMBER]"]);
  });

  it("agrees with the redaction the capture code performs (overlapping findings too)", () => {
    const input = "ssn 123-45-6789 and mail x@y.io";
    const all = [
      { type: "ssn", target: "input" as const, start: 4, end: 15, text: "123-45-6789", score: 1 },
      { type: "phone_number", target: "input" as const, start: 4, end: 12, text: "123-45-6", score: 0.5 },
      { type: "email", target: "input" as const, start: 25, end: 31, text: "x@y.io", score: 1 },
    ];
    const record = buildInterceptionRecord(
      {
        text: input,
        triggered: true,
        action: "FLAG",
        rule: { metric: "pii" },
        ruleset: 0,
        triggered_rulesets: [0],
        applied: { type: "FLAG", ruleset: 0 },
        texts: { input: { text: input, changed: false, replaced: [] } },
        verdicts: [],
        findings: all,
        interception_id: null,
        latency_ms: 1,
      },
      {
        id: "x",
        keyHash: "h",
        group: "g",
        capture: "redacted",
        input,
        output: undefined,
        checkedTarget: "input",
        allFindings: all,
      },
    );
    const redacted = record.payload?.input ?? "";
    const spans = redactedSpans(redacted, all, "input");
    expect(spans.map((s) => redacted.slice(s.start, s.end))).toEqual(["[SSN]", "[EMAIL]"]);
  });

  it("falls back to matching placeholder tokens when offsets do not line up", () => {
    const spans = redactedSpans("changed text [EMAIL] here", findings, "output");
    expect(spans).toEqual([{ start: 13, end: 20, type: "email", score: 1 }]);
  });
});

describe("originalSpans", () => {
  it("uses the recorded offsets for full captures and drops overlaps and out-of-range spans", () => {
    const spans = originalSpans(
      text,
      [
        ...findings,
        { type: "x", target: "output", start: 6, end: 9, score: 1 },
        { type: "y", target: "output", start: 30, end: 99, score: 1 },
      ],
      "output",
    );
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(["a@b.co", "555-0100"]);
  });
});

describe("renderHighlighted", () => {
  it("wraps spans in <mark> and escapes everything, including the marked text", () => {
    const out = highlightCaptured(text, findings, "output", "full").toString();
    expect(out).toBe(
      'mail <mark class="finding" data-type="email" title="email · score 1.00">a@b.co</mark> or call <mark class="finding" data-type="phone_number" title="phone_number · score 0.90">555-0100</mark> &lt;now&gt;',
    );
    const evil = renderHighlighted("<script>x</script>", [
      { start: 0, end: 8, type: "<t>", score: 1 },
    ]).toString();
    expect(evil).not.toContain("<script>");
    expect(evil).toContain('data-type="&lt;t&gt;"');
  });
});
