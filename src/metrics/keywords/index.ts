/**
 * `keywords`: finds the listed terms as whole words, case-insensitively. A few terms are each looked for with
 * `indexOf`; more are compiled once per rule into an Aho–Corasick automaton (`modern-ahocorasick`), so a call
 * costs one pass over the text whatever the number of terms. Labels are the matched terms as the rule spells them. Compiling is linear in
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

/** Up to this many distinct terms, each is looked for with `indexOf` (native, a few ns per character); beyond,
 * one Aho–Corasick pass costs less than one search per term. */
const FEW_TERMS = 16;

interface Hit {
  start: number;
  end: number;
  /** The term's spellings as the rule gives them. */
  given: string[];
}

/** Every occurrence of each term in `folded` (overlapping ones too), by `indexOf`. */
function searchEach(terms: ReadonlyArray<readonly [string, string[]]>, folded: string): Hit[] {
  const hits: Hit[] = [];
  for (const [pattern, given] of terms) {
    for (let at = folded.indexOf(pattern); at !== -1; at = folded.indexOf(pattern, at + 1)) {
      hits.push({ start: at, end: at + pattern.length, given });
    }
  }
  // Labels follow the order the automaton reports hits in: by where they end, the longer first.
  return hits.sort((a, b) => a.end - b.end || a.start - b.start);
}

/**
 * Compiles the terms into one matcher; labels report the terms exactly as given (every spelling).
 * `fewTerms`: up to how many distinct terms `indexOf` is used instead of the automaton (tests compare both).
 */
export function compileKeywords(
  terms: readonly string[],
  fewTerms = FEW_TERMS,
): (text: string) => MetricOutcome {
  const spellings = new Map<string, string[]>();
  for (const term of terms) {
    const folded = foldCase(term.trim());
    if (folded === "") continue;
    const given = spellings.get(folded);
    if (given === undefined) spellings.set(folded, [term]);
    else if (!given.includes(term)) given.push(term);
  }
  let find: (folded: string) => Hit[];
  if (spellings.size <= fewTerms) {
    const few = [...spellings];
    find = (folded) => searchEach(few, folded);
  } else {
    // Loaded when a rule with many terms is compiled, not when content-shield is imported.
    const Matcher = requireFrom(import.meta.url)("modern-ahocorasick") as typeof AhoCorasick;
    const matcher = new Matcher([...spellings].map(([pattern, given]) => ({ pattern, data: given })));
    find = (folded) => {
      const hits: Hit[] = [];
      for (const hit of matcher.iterate(folded))
        hits.push({ start: hit.start, end: hit.end, given: hit.data! });
      return hits;
    };
  }
  return (text) => {
    if (text.length === 0) return NOTHING_FOUND;
    const folded = foldCase(text);
    let detections: Detection[] | undefined;
    let labels: Set<string> | undefined;
    for (const hit of find(folded)) {
      if (!isWholeWord(folded, hit.start, hit.end)) continue;
      detections ??= [];
      labels ??= new Set();
      detections.push({ type: "keyword", start: hit.start, end: hit.end, score: 1, labels: hit.given });
      for (const term of hit.given) labels.add(term);
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
