/**
 * The one span-replacement routine. Spans found in a text are merged into sorted, non-overlapping
 * replacements (`mergeSpans`), then written into the text (`applyReplacements`). Overlapping spans become
 * one replacement covering their union, carrying the placeholder of the span with the lowest `rank` (the
 * earliest ruleset; within it, the earliest and then longest span). The evaluator, the adapters (streams
 * included) and capture's redaction all go through here.
 */
import type { ReplacedSpan } from "../types.js";

export interface Span {
  start: number;
  end: number;
  type: string;
}

/** A span to replace, with its own placeholder; lower `rank` wins when spans overlap. */
export interface RankedSpan extends Span {
  placeholder: string;
  ruleset: string | number;
  rank: number;
}

export const DEFAULT_PLACEHOLDER = "[{TYPE}]";

/** Filled-in placeholders by template, then type: a decision masks many spans with the same few. */
const filled = new Map<string, Map<string, string>>();
/** Past this many templates the cache starts over (templates come from rulesets, so this is rare). */
const MAX_TEMPLATES = 64;

export function placeholderFor(template: string, type: string): string {
  let byType = filled.get(template);
  if (byType === undefined) {
    if (filled.size >= MAX_TEMPLATES) filled.clear();
    byType = new Map();
    filled.set(template, byType);
  }
  let placeholder = byType.get(type);
  if (placeholder === undefined) {
    placeholder = template.replaceAll("{TYPE}", type.toUpperCase());
    // Types are metric labels (a bounded set); a cap keeps an unusual caller from growing it forever.
    if (byType.size < 256) byType.set(type, placeholder);
  }
  return placeholder;
}

function bySpanOrder(a: RankedSpan, b: RankedSpan): number {
  return a.start - b.start || b.end - a.end || a.rank - b.rank;
}

/** Whether the spans are all non-empty and already in `bySpanOrder` (a detector's output usually is). */
function nonEmptyAndOrdered(spans: readonly RankedSpan[]): boolean {
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i]!;
    if (span.end <= span.start) return false;
    if (i > 0 && bySpanOrder(spans[i - 1]!, span) > 0) return false;
  }
  return true;
}

/** Merges spans into sorted, non-overlapping replacements (empty spans are dropped). */
export function mergeSpans(spans: readonly RankedSpan[]): ReplacedSpan[] {
  // The sort is stable, so spans already in order need neither the copy nor the sort.
  const sorted = nonEmptyAndOrdered(spans)
    ? spans
    : spans.filter((span) => span.end > span.start).sort(bySpanOrder);
  const out: ReplacedSpan[] = [];
  let i = 0;
  while (i < sorted.length) {
    let winner = sorted[i]!;
    let end = winner.end;
    let j = i + 1;
    while (j < sorted.length && sorted[j]!.start < end) {
      const next = sorted[j]!;
      if (next.end > end) end = next.end;
      if (next.rank < winner.rank) winner = next;
      j++;
    }
    out.push({
      start: sorted[i]!.start,
      end,
      type: winner.type,
      placeholder: winner.placeholder,
      ruleset: winner.ruleset,
    });
    i = j;
  }
  return out;
}

/** Writes sorted, non-overlapping replacements (as `mergeSpans` returns them) into `text`. */
export function applyReplacements(text: string, replaced: readonly ReplacedSpan[]): string {
  if (replaced.length === 0) return text;
  let out = "";
  let cursor = 0;
  for (const span of replaced) {
    out += text.slice(cursor, span.start) + span.placeholder;
    cursor = span.end;
  }
  return out + text.slice(cursor);
}

/** Replacements clipped to [from, to) and shifted to start at 0 (for a piece of the original text). */
export function clipReplacements(
  replaced: readonly ReplacedSpan[],
  from: number,
  to: number,
): ReplacedSpan[] {
  const out: ReplacedSpan[] = [];
  for (const span of replaced) {
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    if (end > start) out.push({ ...span, start: start - from, end: end - from });
  }
  return out;
}

/** Replacements shifted by `offset` (for a piece checked at an offset of the whole text). */
export function shiftReplacements(replaced: readonly ReplacedSpan[], offset: number): ReplacedSpan[] {
  if (offset === 0) return [...replaced];
  return replaced.map((span) => ({ ...span, start: span.start + offset, end: span.end + offset }));
}

/** Replaces spans of `text` with `template` (`{TYPE}` → the span's type); overlapping spans are merged. */
export function maskSpans(
  text: string,
  spans: readonly Span[],
  template: string = DEFAULT_PLACEHOLDER,
): string {
  if (spans.length === 0) return text;
  const ranked = spans.map((span) => ({
    start: span.start,
    end: span.end,
    type: span.type,
    placeholder: placeholderFor(template, span.type),
    ruleset: 0,
    rank: 0,
  }));
  return applyReplacements(text, mergeSpans(ranked));
}
