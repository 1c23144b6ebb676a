/**
 * Finding highlights for the interception detail page.
 * Captured text is usually redacted: each finding was replaced by a placeholder such as `[EMAIL]`
 * (see `buildInterceptionRecord`), so the original offsets no longer apply. `redactedSpans` replays the
 * redaction to find where each placeholder landed; `originalSpans` is used when the text was captured in full.
 */
import { html, type SafeHtml } from "./html.js";

export interface FindingLike {
  type: string;
  target: string;
  start: number;
  end: number;
  score: number;
}

export interface Span {
  start: number;
  end: number;
  type: string;
  score: number;
}

/** Spans of the findings for `target` in text captured in full (offsets as recorded, overlaps dropped). */
export function originalSpans(text: string, findings: readonly FindingLike[], target: string): Span[] {
  const sorted = findings
    .filter((f) => f.target === target && f.end > f.start && f.start >= 0 && f.end <= text.length)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const spans: Span[] = [];
  let cursor = 0;
  for (const f of sorted) {
    if (f.start < cursor) continue;
    spans.push({ start: f.start, end: f.end, type: f.type, score: f.score });
    cursor = f.end;
  }
  return spans;
}

/** Spans of the `[TYPE]` placeholders in redacted text, found by replaying the redaction. */
export function redactedSpans(redacted: string, findings: readonly FindingLike[], target: string): Span[] {
  const sorted = findings
    .filter((f) => f.target === target && f.end > f.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const spans: Span[] = [];
  let cursor = 0;
  let shift = 0;
  for (const f of sorted) {
    if (f.end <= cursor) continue;
    const start = Math.max(f.start, cursor);
    const placeholder = `[${f.type.toUpperCase()}]`;
    const at = start + shift;
    if (redacted.slice(at, at + placeholder.length) !== placeholder)
      return placeholderSpans(redacted, findings, target);
    spans.push({ start: at, end: at + placeholder.length, type: f.type, score: f.score });
    shift += placeholder.length - (f.end - start);
    cursor = f.end;
  }
  return spans;
}

/** Fallback: every `[TYPE]` token whose type is among the findings for `target`. */
function placeholderSpans(redacted: string, findings: readonly FindingLike[], target: string): Span[] {
  const scores = new Map<string, number>();
  for (const f of findings) {
    if (f.target === target)
      scores.set(f.type.toUpperCase(), Math.max(scores.get(f.type.toUpperCase()) ?? 0, f.score));
  }
  const spans: Span[] = [];
  for (const match of redacted.matchAll(/\[([A-Z0-9_]+)\]/g)) {
    const name = match[1]!;
    const score = scores.get(name);
    if (score === undefined) continue;
    spans.push({ start: match.index, end: match.index + match[0].length, type: name.toLowerCase(), score });
  }
  return spans;
}

/** Renders text with `<mark>` around each span; every piece of text is escaped. */
export function renderHighlighted(text: string, spans: readonly Span[]): SafeHtml {
  const parts: SafeHtml[] = [];
  let cursor = 0;
  for (const span of spans) {
    if (span.start < cursor || span.end > text.length) continue;
    parts.push(html`${text.slice(cursor, span.start)}`);
    parts.push(
      html`<mark class="finding" data-type="${span.type}" title="${span.type} · score ${span.score.toFixed(2)}">${text.slice(span.start, span.end)}</mark>`,
    );
    cursor = span.end;
  }
  parts.push(html`${text.slice(cursor)}`);
  return html`${parts}`;
}

/** Highlights the findings for `target` in captured text, whichever capture mode produced it. */
export function highlightCaptured(
  text: string,
  findings: readonly FindingLike[],
  target: string,
  capture: string,
): SafeHtml {
  const spans =
    capture === "full" ? originalSpans(text, findings, target) : redactedSpans(text, findings, target);
  return renderHighlighted(text, spans);
}
