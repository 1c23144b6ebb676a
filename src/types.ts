/** Result types of `shield()` and `probe()`: plain JSON-serialisable data. */
import type { ActionType, Payload, Rule, RuleTarget } from "./schema.js";

export type TextTarget = "input" | "output";

/** One detected span. Offsets are UTF-16 code units into the `target` text, as JS strings index. */
export interface Finding {
  type: string;
  target: TextTarget;
  start: number;
  end: number;
  /** The matched substring (`text.slice(start, end)`). */
  text: string;
  /** Confidence 0..1. */
  score: number;
}

/** What one rule found. */
export interface Verdict {
  metric: string;
  target: RuleTarget;
  triggered: boolean;
  /** The metric's score (0..1 for risk scores; a count or measure for `length`), or null. */
  score: number | null;
  findings: Finding[];
  /** Labels the metric reported (entity types, tone labels, matched keywords…). */
  labels: string[];
  /** Human-readable explanation (the judge's reason, a policy note, …), or null. */
  detail: string | null;
}

export interface ShieldResponse {
  /** What to show the user. */
  text: string;
  triggered: boolean;
  /** The applied action's type, or null when nothing triggered. */
  action: ActionType | null;
  /** The first rule (as given) of the ruleset whose action was applied. */
  rule: Rule | null;
  /** The deciding ruleset's name, or its index when it has none; null when nothing triggered. */
  ruleset: string | number | null;
  /** Every triggered ruleset (name or index), in order. */
  triggered_rulesets: Array<string | number>;
  /** One per evaluated rule, in ruleset/rule order. */
  verdicts: Verdict[];
  /** Findings of every triggered rule, flattened. */
  findings: Finding[];
  /** Id of the captured interception, or null when nothing was captured. */
  interception_id: string | null;
  latency_ms: number;
}

export interface ProbeResult {
  metric: string;
  detected: boolean;
  score: number | null;
  findings: Finding[];
  labels: string[];
}

export type { Payload };
