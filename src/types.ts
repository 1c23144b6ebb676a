/** Result types of `shield()` and `probe()`: plain JSON-serialisable data. */
import type { ActionType, Payload, Rule, RuleTarget } from "./schema.js";

/** A text of the payload: the user's `input`, the model's `output`, or one of `payload.contexts`. */
export type TextTarget = "input" | "output" | "contexts";

/** One detected span. Offsets are UTF-16 code units into the `target` text, as JS strings index. */
export interface Finding {
  type: string;
  target: TextTarget;
  /** With `target: "contexts"`: the index of the context in `payload.contexts`. */
  context_index?: number;
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
  /**
   * Findings the rule's allowlists (its `allow`, a remote policy's entries) dropped before the operator ran;
   * present only on rules that have an allowlist.
   */
  allowed?: number;
  /** Present (true) on the verdicts of a `mode: "shadow"` ruleset: reported, never applied. */
  shadow?: true;
}

/** What a triggered `mode: "shadow"` ruleset would have done, had it been enforced. */
export interface ShadowOutcome {
  /** The shadow ruleset: its name, or its index when it has none. */
  ruleset: string | number;
  /** The action it would have applied. */
  action: ActionType;
  /**
   * Whether enforcing it (with the enforced rulesets) would have changed the answer: another action
   * applied, or another text shown.
   */
  changed: boolean;
  /** Its first triggered rule (as given). */
  rule: Rule;
  /** Findings of its triggered rules. */
  findings: Finding[];
}

/** One replaced span of an original text: what replaced it, and which ruleset asked for it. */
export interface ReplacedSpan {
  /** UTF-16 offsets into the ORIGINAL text. */
  start: number;
  end: number;
  /** The finding type (or metric, for a whole-text mask; `override` for an OVERRIDE). */
  type: string;
  /** The text put in its place. */
  placeholder: string;
  /** The ruleset (name or index) whose action replaced it. */
  ruleset: string | number;
}

/** The result for one checked text. */
export interface TextResult {
  /** The final text after the applied action. */
  text: string;
  changed: boolean;
  /** Spans of the original text that were replaced: sorted, non-overlapping. */
  replaced: ReplacedSpan[];
}

/** Per-text results: one entry for each text the payload carried. */
export interface TextResults {
  input?: TextResult;
  output?: TextResult;
  /** One per `payload.contexts` entry, same order. */
  contexts?: TextResult[];
}

/** The applied action, with everything needed to apply it. */
export interface AppliedAction {
  type: ActionType;
  /**
   * OVERRIDE: the replacement text. BLOCK: the user-facing message (the ruleset's `fallback`, or a
   * sentence naming the ruleset). MASK/FLAG: the ruleset's `fallback` when it has one.
   */
  fallback?: string;
  /** MASK: the deciding ruleset's placeholder template (each span carries its own placeholder in `texts`). */
  placeholder?: string;
  /** The deciding ruleset: its name, or its index when it has none. */
  ruleset: string | number;
}

export interface ShieldResponse {
  /** What to show the user: the output's final text when there is output, else the input's. */
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
  /** The applied action and what it needs (fallback, placeholder, ruleset), or null when nothing triggered. */
  applied: AppliedAction | null;
  /** For each checked text (input, output, each context): its final text and the spans replaced. */
  texts: TextResults;
  /** One per evaluated rule, in ruleset/rule order. */
  verdicts: Verdict[];
  /** Findings of every triggered rule, flattened. */
  findings: Finding[];
  /**
   * Guards with `mode: "shadow"` rulesets only: each shadow ruleset that triggered, with the action it would
   * have applied. Shadow rulesets never change `text`, `action`, `applied`, `texts`, `triggered`,
   * `triggered_rulesets` or `findings`.
   */
  shadow?: ShadowOutcome[];
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
