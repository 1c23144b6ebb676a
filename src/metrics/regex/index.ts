/**
 * `regex`: user patterns, compiled once per rule. A value item is either a bare pattern (`order-\d{6}`,
 * case-sensitive) or a literal with flags (`/refund|chargeback/i`; flags i, m, s, u, v). Every pattern must
 * pass the static backtracking check in `safety.ts`; the text is then scanned in windows of
 * `REGEX_WINDOW` code units (overlapping by `REGEX_WINDOW_OVERLAP`), which bounds what any remaining
 * polynomial backtracking can cost on a long input. Labels are the patterns (as given) that matched.
 */
import type { CompileOptions, Detection, Detector, MetricDefinition, MetricOutcome } from "../contract.js";
import { NOTHING_FOUND } from "../contract.js";
import { itemName, valueList } from "../text/values.js";
import { unsafeReason } from "./safety.js";

export const REGEX_WINDOW = 8192;
export const REGEX_WINDOW_OVERLAP = 512;
const ALLOWED_FLAGS = new Set(["i", "m", "s", "u", "v", "g", "y"]);
const LITERAL = /^\/(.*)\/([a-z]*)$/s;

interface ParsedPattern {
  source: string;
  flags: string;
}

/** Splits `/source/flags` literals; a bare string is a case-sensitive pattern. */
export function parsePattern(item: string): ParsedPattern | string {
  const literal = LITERAL.exec(item);
  if (literal === null) return { source: item, flags: "" };
  const flags = literal[2]!;
  for (const flag of flags) {
    if (!ALLOWED_FLAGS.has(flag)) return `unknown flag "${flag}"; allowed flags: i, m, s, u, v`;
  }
  return { source: literal[1]!, flags: flags.replace(/[gy]/g, "") };
}

/** Why a pattern cannot be used, or undefined when it compiles and passes the safety check. */
export function patternProblem(item: string): string | undefined {
  if (item === "") return "is an empty pattern; it would match everywhere";
  const parsed = parsePattern(item);
  if (typeof parsed === "string") return parsed;
  try {
    new RegExp(parsed.source, parsed.flags);
  } catch (error) {
    return `is not a valid regular expression: ${(error as Error).message}`;
  }
  const unsafe = unsafeReason(parsed.source, parsed.flags);
  return unsafe === undefined ? undefined : `is rejected as unsafe: it ${unsafe}`;
}

function checkRegexValue(value: CompileOptions["value"]): string | undefined {
  if (value === undefined || typeof value === "number") {
    return 'metric "regex" needs the patterns to look for: a string or a list of strings, e.g. ["order-\\\\d{6}", "/refund/i"].';
  }
  const items = valueList(value);
  if (items.length === 0) return 'metric "regex" needs at least one pattern; got an empty list.';
  const problems: string[] = [];
  items.forEach((item, index) => {
    const problem = patternProblem(item);
    if (problem !== undefined) problems.push(`${itemName(value, index)} ${JSON.stringify(item)} ${problem}`);
  });
  return problems.length === 0 ? undefined : `${problems.join("; ")}.`;
}

function scan(regex: RegExp, text: string, offset: number, limit: number, out: Detection[]): void {
  regex.lastIndex = 0;
  for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
    const start = offset + match.index;
    if (match[0].length === 0) {
      regex.lastIndex++;
      continue;
    }
    if (start >= limit) break;
    out.push({ type: "pattern", start, end: start + match[0].length, score: 1 });
  }
}

/** Compiles valid patterns into one finder; matches are reported in text order. */
export function compilePatterns(items: readonly string[]): (text: string) => MetricOutcome {
  const compiled = items.map((item) => {
    const parsed = parsePattern(item);
    if (typeof parsed === "string") throw new Error(`regex pattern ${JSON.stringify(item)}: ${parsed}`);
    return { label: item, regex: new RegExp(parsed.source, `${parsed.flags}g`) };
  });
  const step = REGEX_WINDOW - REGEX_WINDOW_OVERLAP;
  return (text) => {
    const detections: Detection[] = [];
    const labels: string[] = [];
    for (const { label, regex } of compiled) {
      const found: Detection[] = [];
      if (text.length <= REGEX_WINDOW) scan(regex, text, 0, text.length, found);
      else {
        for (let start = 0; start < text.length; start += step) {
          const last = start + REGEX_WINDOW >= text.length;
          scan(
            regex,
            text.slice(start, start + REGEX_WINDOW),
            start,
            last ? text.length : start + step,
            found,
          );
          if (last) break;
        }
      }
      if (found.length === 0) continue;
      for (const d of found) detections.push(d);
      labels.push(label);
    }
    if (labels.length === 0) return NOTHING_FOUND;
    detections.sort((a, b) => a.start - b.start || b.end - a.end);
    return { detected: true, score: 1, labels, detections };
  };
}

export const regexMetric: MetricDefinition = {
  name: "regex",
  description:
    "Finds matches of user regular expressions, checked for catastrophic backtracking at validation.",
  kind: "labels",
  defaultTarget: "both",
  defaultEngine: "local",
  valueRole: "terms",
  checkValue: checkRegexValue,
  engines: {
    local: (options): Detector => {
      const find = compilePatterns(valueList(options.value));
      return (input) => find(input.text);
    },
  },
};
