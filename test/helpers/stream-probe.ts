/**
 * Stream shields for the format tests: a probe Guard (its interceptions discarded) running the test
 * metrics (`registerTestMetrics`): emails masked, "launch code" overridden, "forbidden" blocked.
 */
import { StreamShield } from "../../adapters/shared/stream-shield.js";
import type { InterceptionSink } from "../../src/capture/record.js";
import { Guard } from "../../src/guard.js";
import { createServiceKey } from "../../src/keys.js";
import type { RuleSet } from "../../src/schema.js";
import { registerTestMetrics } from "./apps.js";

registerTestMetrics();

export const STREAM_RULESETS: RuleSet[] = [
  { name: "no-email", rules: [{ metric: "test_email" }], action: { type: "MASK" } },
  {
    name: "launch",
    rules: [{ metric: "test_launch" }],
    action: { type: "OVERRIDE", fallback: "I can't help with that." },
  },
  {
    name: "forbidden",
    rules: [{ metric: "test_forbidden" }],
    action: { type: "BLOCK", message: "Stopped." },
  },
];

const DISCARD: InterceptionSink = { append: () => {}, flush: async () => {} };

/** A factory of hold-back shields with a `window`-character window over the test rulesets. */
export function shieldFactory(window = 16, wholeTextLimit?: number): () => StreamShield {
  const guard = new Guard({
    rulesets: STREAM_RULESETS,
    config: { service_key: createServiceKey() },
    sink: DISCARD,
  });
  return () =>
    new StreamShield({
      guard,
      window,
      ...(wholeTextLimit !== undefined ? { wholeTextLimit } : {}),
    });
}

/** The email pattern the test metric masks, for building expected texts. */
export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** What the MASK ruleset makes of a text. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, "[EMAIL]");
}
