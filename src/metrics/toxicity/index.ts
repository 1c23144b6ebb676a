/**
 * `toxicity` (local engine): lexicon words (from `obscenity` and `badwords-list`, sorted into labels) and
 * sentence patterns (threats, insults aimed at the reader, attacks on groups), both matched on the
 * obfuscation-resistant skeleton so `f u c k`, `b1tch` and look-alike letters are seen. The score is
 * `1 - Π(1 - weight)` over the distinct words and patterns found; `detected` at score >= 0.5. Labels and
 * findings are reported only when detected. The `llm` engine asks the configured judge instead.
 */
import type { Detection, Detector, MetricDefinition, MetricOutcome } from "../contract.js";
import { llmEngine } from "../llm/index.js";
import { originalSpan, skeleton } from "../text/normalize.js";
import {
  EMBEDDED_ROOTS,
  type LexiconEntry,
  lookupWord,
  rootExceptions,
  TOXICITY_LABELS,
  type ToxicityLabel,
} from "./lexicon.js";
import { TOXIC_PATTERNS } from "./patterns.js";

export { TOXICITY_LABELS };
export const TOXICITY_THRESHOLD = 0.5;

const COMPOUND_PREFIXES = new Set(
  "mother motha mutha bull dip horse chicken dumb holy ape bat jack cluster brain mind cock ass dog pig fist finger cyber skank butt".split(
    " ",
  ),
);
const COMPOUND_ENDINGS = new Set([
  "",
  "s",
  "er",
  "ers",
  "ing",
  "in",
  "ed",
  "y",
  "ty",
  "head",
  "face",
  "hole",
  "bag",
  "wit",
  "wad",
  "stick",
  "show",
  "load",
]);

const MASKED_PROFANITY =
  /\b(?:f[*#@%_.]{1,3}(?:c?k|ck)[a-z]*|f[*#@%_.]{2,3}[a-z]*ing|sh[*#@%_.]{1,2}t[a-z]*|b[*#@%_.]{1,3}tch[a-z]*|a[*#@%_.$]{2,3}hole|c[*#@%_.]{1,2}nt[a-z]*)/gi;

interface Hit {
  key: string;
  label: ToxicityLabel;
  weight: number;
  start: number;
  end: number;
}

function wordEntry(word: string): LexiconEntry | undefined {
  const entry = lookupWord(word);
  if (entry !== undefined) return entry;
  if (word.length < 5) return undefined;
  for (const [root, rootEntry] of EMBEDDED_ROOTS) {
    const at = word.indexOf(root);
    if (at < 0 || rootExceptions().some((exception) => word.includes(exception))) continue;
    // A compound (`motherfucker`, `shithead`, `dumbfuck`), not a root hidden in an unrelated word (`Scunthorpe`).
    if (
      at === 0 ||
      COMPOUND_PREFIXES.has(word.slice(0, at)) ||
      COMPOUND_ENDINGS.has(word.slice(at + root.length))
    ) {
      return rootEntry;
    }
  }
  return undefined;
}

/** Scores `text`; exported for the benchmark. */
export function scoreToxicity(text: string): MetricOutcome {
  const sk = skeleton(text);
  const hits: Hit[] = [];
  const s = sk.text;
  let wordStart = 0;
  for (let i = 0; i <= s.length; i++) {
    if (i < s.length && s.charCodeAt(i) !== 32) continue;
    if (i - wordStart >= 3) {
      const word = s.slice(wordStart, i);
      const entry = wordEntry(word);
      if (entry !== undefined) {
        const { start, end } = originalSpan(sk, wordStart, i);
        hits.push({ key: `w:${word}`, label: entry.label, weight: entry.weight, start, end });
      }
    }
    wordStart = i + 1;
  }
  // Profanity masked with symbols (`f*ck`, `sh#t`, `a**hole`) loses its letters in the skeleton: read the raw text.
  MASKED_PROFANITY.lastIndex = 0;
  for (let m = MASKED_PROFANITY.exec(text); m !== null; m = MASKED_PROFANITY.exec(text)) {
    hits.push({
      key: `m:${m[0].toLowerCase()}`,
      label: "profanity",
      weight: 0.55,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const pattern of TOXIC_PATTERNS) {
    pattern.regex.lastIndex = 0;
    for (let m = pattern.regex.exec(s); m !== null; m = pattern.regex.exec(s)) {
      const { start, end } = originalSpan(sk, m.index, m.index + m[0].length);
      hits.push({ key: `p:${pattern.id}`, label: pattern.label, weight: pattern.weight, start, end });
    }
  }
  if (hits.length === 0) return { detected: false, score: 0, labels: [], detections: [] };
  const weights = new Map<string, number>();
  for (const hit of hits) weights.set(hit.key, Math.max(weights.get(hit.key) ?? 0, hit.weight));
  let miss = 1;
  for (const weight of weights.values()) miss *= 1 - weight;
  const score = Math.round((1 - miss) * 1000) / 1000;
  if (score < TOXICITY_THRESHOLD) {
    return {
      detected: false,
      score,
      labels: [],
      detections: [],
      detail: `weak signals: ${[...weights.keys()].join(", ")}`,
    };
  }
  const labels = [...new Set(hits.map((hit) => hit.label))];
  const detections: Detection[] = hits
    .filter((hit) => hit.end > hit.start)
    .map((hit) => ({ type: hit.label, start: hit.start, end: hit.end, score: hit.weight }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  return { detected: true, score, labels, detections };
}

export const toxicityMetric: MetricDefinition = {
  name: "toxicity",
  description: "Detects profanity, insults, threats, sexual content and attacks on groups.",
  kind: "score",
  defaultTarget: "both",
  defaultEngine: "local",
  valueRole: "labels",
  labels: TOXICITY_LABELS,
  engines: {
    local: (): Detector => (input) => scoreToxicity(input.text),
    llm: llmEngine("toxicity"),
  },
};
