/**
 * What a MASK result masks, as spans: the adapters need the spans (not only the masked text) to mask
 * several segments of one body, and to mask a stream piece by piece.
 */
import { DEFAULT_PLACEHOLDER, maskSpans, placeholderFor, type Span } from "../../src/engine/mask.js";
import type { RuleSet } from "../../src/schema.js";
import type { ShieldResponse, TextTarget } from "../../src/types.js";
import { SEGMENT_SEPARATOR } from "./extract.js";

export interface MaskPlan {
  spans: Span[];
  template: string;
  /** Set when a triggered MASK ruleset had no spans (a score-only metric): the whole text is masked as this type. */
  whole: string | undefined;
}

/** The spans of `target` masked by the triggered MASK rulesets (the same union the core masks). */
export function maskPlan(
  rulesets: readonly RuleSet[],
  response: ShieldResponse,
  target: TextTarget,
): MaskPlan {
  const spans: Span[] = [];
  let template: string | undefined;
  let whole: string | undefined;
  let offset = 0;
  rulesets.forEach((ruleset, index) => {
    const verdicts = response.verdicts.slice(offset, offset + ruleset.rules.length);
    offset += ruleset.rules.length;
    if (ruleset.action.type !== "MASK" || !response.triggered_rulesets.includes(ruleset.name ?? index))
      return;
    template ??= ruleset.action.placeholder;
    let found = false;
    for (const verdict of verdicts) {
      if (!verdict.triggered) continue;
      for (const finding of verdict.findings) {
        if (finding.target !== target) continue;
        spans.push({ start: finding.start, end: finding.end, type: finding.type });
        found = true;
      }
    }
    if (!found) whole ??= verdicts.find((verdict) => verdict.triggered && verdict.target !== "input")?.metric;
  });
  return { spans, template: template ?? DEFAULT_PLACEHOLDER, whole };
}

/** Spans clipped to [from, to) and shifted to start at 0. */
export function clipSpans(spans: readonly Span[], from: number, to: number): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    if (end > start) out.push({ start: start - from, end: end - from, type: span.type });
  }
  return out;
}

/** Masks each segment of a text that was checked as `segments.join(SEGMENT_SEPARATOR)`. */
export function maskSegments(segments: readonly string[], plan: MaskPlan): string[] {
  if (plan.whole !== undefined) return segments.map(() => placeholderFor(plan.template, plan.whole!));
  let offset = 0;
  return segments.map((segment) => {
    const masked = maskSpans(segment, clipSpans(plan.spans, offset, offset + segment.length), plan.template);
    offset += segment.length + SEGMENT_SEPARATOR.length;
    return masked;
  });
}

/** The action object of the ruleset that decided a response. */
export function decidingAction(
  rulesets: readonly RuleSet[],
  response: ShieldResponse,
): RuleSet["action"] | undefined {
  const { ruleset } = response;
  if (ruleset === null) return undefined;
  if (typeof ruleset === "number") return rulesets[ruleset]?.action;
  return rulesets.find((set) => set.name === ruleset)?.action;
}
