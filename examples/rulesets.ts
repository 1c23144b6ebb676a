/** The rulesets the example servers use: mask personal data, steer away from an off-limits topic. */
import type { RuleSet } from "../src/guard.js";

export const exampleRulesets: RuleSet[] = [
  {
    name: "off-limits",
    rules: [{ metric: "keywords", value: ["internal roadmap", "launch code"] }],
    action: { type: "OVERRIDE", fallback: "Sorry, I can't discuss that." },
  },
  {
    name: "no-pii",
    rules: [{ metric: "pii", value: ["email", "phone_number", "ssn", "address", "credit_card"] }],
    action: { type: "MASK" },
  },
];
