/**
 * `regex`: user patterns on a linear-time engine (`re2js`, RE2 semantics; see `engine.ts`), compiled once
 * per rule. A value item is either a bare pattern (`order-\d{6}`, case-sensitive) or a literal with flags
 * (`/refund|chargeback/i`; flags i, m, s, u). Nothing a pattern says can make a call superlinear in the
 * text: there is no backtracking. Labels are the patterns (as given) that matched.
 */
import type { CompileOptions, Detection, Detector, MetricDefinition, MetricOutcome } from "../contract.js";
import { NOTHING_FOUND } from "../contract.js";
import { itemName, valueList } from "../text/values.js";
import { type CompiledPattern, compileUserPattern } from "./engine.js";

export { MAX_REGEX_PROGRAM, MAX_REGEX_SOURCE } from "./engine.js";

const LITERAL = /^\/(.*)\/([a-z]*)$/s;

interface ParsedPattern {
  source: string;
  flags: string;
}

/** Splits `/source/flags` literals; a bare string is a case-sensitive pattern. */
export function parsePattern(item: string): ParsedPattern {
  const literal = LITERAL.exec(item);
  if (literal === null) return { source: item, flags: "" };
  return { source: literal[1]!, flags: literal[2]! };
}

/** The compiled pattern, or why it cannot be used. */
export function compilePattern(item: string): CompiledPattern | string {
  if (item === "") return "is an empty pattern; it would match everywhere";
  const { source, flags } = parsePattern(item);
  if (source === "") return "is an empty pattern; it would match everywhere";
  return compileUserPattern(source, flags);
}

/** Why a pattern cannot be used, or undefined when the linear-time engine accepts it. */
export function patternProblem(item: string): string | undefined {
  const compiled = compilePattern(item);
  return typeof compiled === "string" ? compiled : undefined;
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
    if (problem !== undefined)
      problems.push(`${itemName(value, index)} ${JSON.stringify(item.slice(0, 200))} ${problem}`);
  });
  return problems.length === 0 ? undefined : `${problems.join("; ")}.`;
}

/** Compiles valid patterns into one finder; matches are reported in text order. */
export function compilePatterns(items: readonly string[]): (text: string) => MetricOutcome {
  const compiled = items.map((item) => {
    const pattern = compilePattern(item);
    if (typeof pattern === "string") throw new Error(`regex pattern ${JSON.stringify(item)} ${pattern}`);
    return { label: item, pattern };
  });
  return (text) => {
    const detections: Detection[] = [];
    const labels: string[] = [];
    for (const { label, pattern } of compiled) {
      // A boolean test first: it runs on RE2's DFA (no capture positions), far cheaper than the NFA that
      // finding positions needs, and most texts do not match.
      if (!pattern.test(text)) continue;
      let found = false;
      for (const match of pattern.matchAll(text)) {
        if (match[0].length === 0) continue;
        found = true;
        const start = match.index ?? 0;
        detections.push({ type: "pattern", start, end: start + match[0].length, score: 1, labels: [label] });
      }
      if (found) labels.push(label);
    }
    if (labels.length === 0) return NOTHING_FOUND;
    detections.sort((a, b) => a.start - b.start || b.end - a.end);
    return { detected: true, score: 1, labels, detections };
  };
}

export const regexMetric: MetricDefinition = {
  name: "regex",
  description:
    "Finds matches of user regular expressions on a linear-time engine (RE2 dialect: no lookaround or backreferences).",
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
