/** Replaces spans of a text with placeholders. Overlapping spans are merged (the union is masked). */

export interface Span {
  start: number;
  end: number;
  type: string;
}

export const DEFAULT_PLACEHOLDER = "[{TYPE}]";

export function placeholderFor(template: string, type: string): string {
  return template.replaceAll("{TYPE}", type.toUpperCase());
}

export function maskSpans(
  text: string,
  spans: readonly Span[],
  template: string = DEFAULT_PLACEHOLDER,
): string {
  if (spans.length === 0) return text;
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  let out = "";
  let cursor = 0;
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i]!;
    let end = first.end;
    let j = i + 1;
    while (j < sorted.length && sorted[j]!.start < end) {
      end = Math.max(end, sorted[j]!.end);
      j++;
    }
    const start = Math.max(first.start, cursor);
    if (end > start) {
      out += text.slice(cursor, start) + placeholderFor(template, first.type);
      cursor = end;
    }
    i = j;
  }
  return out + text.slice(cursor);
}
