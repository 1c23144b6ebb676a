/**
 * Capture's redaction reuses the decision: the PII types a rule already looked for in a text are not looked
 * for again, and a MASK's shown text is redacted from the checked text's spans. The record must be the one
 * a full, independent redaction (`redactText`: every PII type and every secret) gives.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  type InterceptionRecord,
  type InterceptionSink,
  redactText,
  scannedByRules,
} from "../../../src/capture/record.js";
import { compileRuleSets } from "../../../src/engine/evaluate.js";
import { Guard, type RuleSet } from "../../../src/index.js";
import { MetricRegistry } from "../../../src/metrics/registry.js";
import { resolveRuleSets } from "../../../src/validate.js";
import { SERVICE_KEY, useTempHome } from "../../helpers/core.js";

beforeAll(() => {
  useTempHome();
});

class MemorySink implements InterceptionSink {
  records: InterceptionRecord[] = [];
  append(record: InterceptionRecord): void {
    this.records.push(record);
  }
  async flush(): Promise<void> {}
}

const FOUR: RuleSet["rules"][number] = {
  metric: "pii",
  value: ["email", "ssn", "address", "phone_number"],
};

// A token generated, never written out, so the repository holds nothing secret-shaped.
const TOKEN = `ghp_${"aB3dE6gH9jK2mN5pQ8sT1vW4yZ7cF0hJ3kL6"}`;

const TEXTS = [
  `Mail jane.doe@example.com or call +1 415-555-0132; card 4111 1111 1111 1111 from 203.0.113.42.`,
  `Ship to 1600 Pennsylvania Ave NW, Washington, DC 20500 by 2024-03-05. Token ${TOKEN}, see https://example.com/a?b=c`,
  `IBAN DE89 3704 0044 0532 0130 00, SSN 536-22-1947, and nothing else.`,
  `Only a card: 5500 0000 0000 0004, and an address: 10 Downing Street, London SW1A 2AA`,
];

function recordFor(rulesets: RuleSet[], output: string, input?: string): Promise<InterceptionRecord> {
  const sink = new MemorySink();
  const guard = new Guard({ rulesets, config: { service_key: SERVICE_KEY }, sink });
  return guard
    .check({ payload: input === undefined ? { output } : { input, output }, capture: true })
    .then((response) => {
      expect(response.triggered).toBe(true);
      expect(sink.records).toHaveLength(1);
      return sink.records[0]!;
    });
}

describe("capture's redaction reuses the decision", () => {
  it("knows what the rules looked for in each text", () => {
    const resolved = resolveRuleSets(
      [
        { rules: [{ ...FOUR, target: "output" }], action: { type: "MASK" } },
        { rules: [{ metric: "pii", value: ["iban"], target: "both" }], action: { type: "FLAG" } },
        { rules: [{ metric: "pii", value: ["ip_address"], regions: ["DE"] }], action: { type: "FLAG" } },
        { rules: [{ metric: "secrets", target: "input" }], action: { type: "FLAG" } },
        { rules: [{ metric: "secrets", value: ["jwt"], target: "output" }], action: { type: "FLAG" } },
      ],
      new MetricRegistry(),
    );
    const scanned = scannedByRules(compileRuleSets(resolved));
    expect([...scanned.output].sort()).toEqual(["address", "email", "iban", "phone_number", "ssn"]);
    // A rule with regions finds other phone numbers than capture's default run: not reused.
    expect([...scanned.input]).toEqual(["iban"]);
    expect(scanned.secretsInput).toBe(true);
    // A secrets rule for some types only does not cover capture's run of every type.
    expect(scanned.secretsOutput).toBe(false);
  });

  for (const action of ["MASK", "FLAG", "BLOCK"] as const) {
    it(`${action}: the record equals a full redaction of the payload and of the shown text`, async () => {
      for (const text of TEXTS) {
        const input = `from the user: ${text}`;
        const record = await recordFor(
          [{ rules: [{ ...FOUR, target: "both" }], action: { type: action } }],
          text,
          input,
        );
        const full = {
          input: redactText(input),
          output: redactText(text),
        };
        expect(record.payload).toEqual(full);
        const shown = action === "MASK" ? redactText(maskedBy(text)) : full.output;
        expect(record.text).toBe(shown);
        // Nothing the detectors find survives in the record.
        for (const raw of [
          "jane.doe@example.com",
          "4111 1111 1111 1111",
          "203.0.113.42",
          TOKEN,
          "536-22-1947",
        ])
          expect(JSON.stringify(record)).not.toContain(raw);
      }
    });
  }

  it("an allowed value is still redacted in the record (the decision's findings are not reused then)", async () => {
    const text = "write to support@example.com or jane.doe@example.com";
    const record = await recordFor(
      [
        {
          rules: [{ metric: "pii", value: ["email"], allow: { values: ["support@example.com"] } }],
          action: { type: "MASK" },
        },
      ],
      text,
    );
    expect(record.payload).toEqual({ output: redactText(text) });
    expect(record.text).not.toContain("support@example.com");
  });

  it("a MASK with its own placeholder keeps it in the shown text, other PII redacted around it", async () => {
    const record = await recordFor(
      [{ rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK", placeholder: "<gone>" } }],
      "write to jane.doe@example.com with card 4111 1111 1111 1111",
    );
    expect(record.text).toBe("write to <gone> with card [CREDIT_CARD]");
    expect(record.payload).toEqual({ output: "write to [EMAIL] with card [CREDIT_CARD]" });
  });
});

/** The text a four-type MASK shows (its default placeholder), computed by a Guard that captures nothing. */
function maskedBy(text: string): string {
  const guard = new Guard({
    rulesets: [{ rules: [FOUR], action: { type: "MASK" } }],
    config: { service_key: SERVICE_KEY, capture: false },
  });
  const response = guard.decide({ payload: { output: text } });
  if (response instanceof Promise) throw new Error("local rules decide synchronously");
  return response.text;
}
