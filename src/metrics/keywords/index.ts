/**
 * `keywords`: finds the listed terms as whole words, case-insensitively. The terms are compiled once per
 * rule into an Aho–Corasick automaton (`modern-ahocorasick`), so a call costs one pass over the text
 * whatever the number of terms. Labels are the matched terms as the rule spells them. Compiling is linear in
 * the terms' total length and bounded: at most `MAX_KEYWORD_TERMS` terms of `MAX_KEYWORD_LENGTH` characters.
 */

import type AhoCorasick from "modern-ahocorasick";
import { requireFrom } from "../../util/runtime.js";
import type { CompileOptions, Detection, Detector, MetricDefinition, MetricOutcome } from "../contract.js";
import { NOTHING_FOUND } from "../contract.js";
import { itemName, valueList } from "../text/values.js";
import { foldCase, isWholeWord } from "../text/words.js";

/** Most terms one rule may list, and the longest term: compile time and memory grow with their total. */
export const MAX_KEYWORD_TERMS = 50_000;
export const MAX_KEYWORD_LENGTH = 1_000;

const NEEDS_TERMS = 'needs the terms to look for: a string or a list of strings, e.g. ["refund", "lawsuit"].';

function checkKeywordsValue(value: CompileOptions["value"]): string | undefined {
  if (value === undefined || typeof value === "number") {
    return `metric "keywords" ${NEEDS_TERMS}${typeof value === "number" ? ` Got the number ${value}.` : ""}`;
  }
  const terms = valueList(value);
  if (terms.length === 0) return `metric "keywords" ${NEEDS_TERMS} Got an empty list.`;
  if (terms.length > MAX_KEYWORD_TERMS)
    return `metric "keywords" takes at most ${MAX_KEYWORD_TERMS} terms per rule; got ${terms.length}. Split the list or use fewer terms.`;
  const long = terms.findIndex((term) => term.length > MAX_KEYWORD_LENGTH);
  if (long >= 0)
    return `${itemName(value, long)} is ${terms[long]!.length} characters long; a keyword may have at most ${MAX_KEYWORD_LENGTH}.`;
  const blank = terms.findIndex((term) => term.trim() === "");
  if (blank >= 0)
    return `${itemName(value, blank)} is blank; every keyword needs at least one visible character.`;
  return undefined;
}

/** Compiles the terms into one matcher; labels report the terms exactly as given (every spelling). */
export function compileKeywords(terms: readonly string[]): (text: string) => MetricOutcome {
  const spellings = new Map<string, string[]>();
  for (const term of terms) {
    const folded = foldCase(term.trim());
    if (folded === "") continue;
    const given = spellings.get(folded);
    if (given === undefined) spellings.set(folded, [term]);
    else if (!given.includes(term)) given.push(term);
  }
  // Loaded when a keywords rule is compiled, not when content-shield is imported.
  const Matcher = requireFrom(import.meta.url)("modern-ahocorasick") as typeof AhoCorasick;
  const matcher = new Matcher([...spellings].map(([pattern, given]) => ({ pattern, data: given })));
  return (text) => {
    if (text.length === 0) return NOTHING_FOUND;
    const folded = foldCase(text);
    let detections: Detection[] | undefined;
    let labels: Set<string> | undefined;
    for (const hit of matcher.iterate(folded)) {
      if (!isWholeWord(folded, hit.start, hit.end)) continue;
      detections ??= [];
      labels ??= new Set();
      detections.push({ type: "keyword", start: hit.start, end: hit.end, score: 1, labels: hit.data! });
      for (const term of hit.data!) labels.add(term);
    }
    if (detections === undefined || labels === undefined) return NOTHING_FOUND;
    detections.sort((a, b) => a.start - b.start || b.end - a.end);
    return { detected: true, score: 1, labels: [...labels], detections };
  };
}

export const keywordsMetric: MetricDefinition = {
  name: "keywords",
  description: "Finds listed terms as whole words, case-insensitively (thousands of terms in one pass).",
  kind: "labels",
  defaultTarget: "both",
  defaultEngine: "local",
  valueRole: "terms",
  checkValue: checkKeywordsValue,
  engines: {
    local: (options): Detector => {
      const find = compileKeywords(valueList(options.value));
      return (input) => find(input.text);
    },
  },
};
