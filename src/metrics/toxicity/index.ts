/**
 * `toxicity`. Engine `patterns` (default): the hand-written signals. Engine `local` (opt-in): a logistic-regression model over hashed n-grams of the normalised
 * text plus the lexicon/pattern signals (`model.ts`, artefact in `models/`), calibrated to 0..1; labels and
 * spans from the signals where they fire. Engine `patterns`: the signals alone (`signals.ts`). Engine `llm`
 * asks the configured judge instead.
 */
import type { Detector, MetricDefinition } from "../contract.js";
import { llmEngine } from "../llm/index.js";
import { scoreToxicity } from "./model.js";
import { scoreToxicityPatterns, TOXICITY_LABELS } from "./signals.js";

export { scoreToxicity, toxicityThreshold } from "./model.js";
export {
  scoreToxicityPatterns,
  TOXICITY_LABELS,
  TOXICITY_THRESHOLD as PATTERNS_THRESHOLD,
} from "./signals.js";

export const toxicityMetric: MetricDefinition = {
  name: "toxicity",
  description: "Detects profanity, insults, threats, sexual content and attacks on groups.",
  kind: "score",
  defaultTarget: "both",
  // The learned model (`local`) is opt-in this release: at its default threshold (≤ 3% false positives) its
  // leave-one-source-out F1 is below the patterns' (BENCHMARKS.md, issue 13); see docs/detectors.md.
  defaultEngine: "patterns",
  valueRole: "labels",
  labels: TOXICITY_LABELS,
  engines: {
    local: (): Detector => (input) => scoreToxicity(input.text),
    patterns: (): Detector => (input) => scoreToxicityPatterns(input.text),
    llm: llmEngine("toxicity"),
  },
};
