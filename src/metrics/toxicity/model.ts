/**
 * Engine `local` of `toxicity`: the learned model (`models/toxicity.json`, trained by `scripts/train`)
 * scores the text; the lexicon and sentence patterns are both features of the model and the source of the
 * labels and spans. The model loads on first use.
 */
import { lazy } from "../../util/lazy.js";
import type { MetricOutcome } from "../contract.js";
import { ALL_BLOCKS, type GramBlocks, type HashedGrams, hashGrams, upperShare } from "../text/features.js";
import { loadModel, modelScore } from "../text/linear-model.js";
import { skeleton } from "../text/normalize.js";
import { SHAPE_FEATURES, shapeFeatures } from "./shape.js";
import { analyzeToxicity, type ToxicityAnalysis, toxicityFindings } from "./signals.js";

export const TOXICITY_MODEL_FILE = "toxicity.json";
/** The dense features, in the order the model was trained with. */
export const TOXICITY_DENSE = ["patterns_score", "upper_share", "signal_count", ...SHAPE_FEATURES] as const;

const model = lazy(() => loadModel(TOXICITY_MODEL_FILE));

/** The model's inputs for `text` (grams valid until the next call). Shared with the training pipeline. */
export function toxicityFeatures(
  text: string,
  blocks: GramBlocks = ALL_BLOCKS,
): {
  grams: HashedGrams;
  dense: number[];
  analysis: ToxicityAnalysis;
} {
  const analysis = analyzeToxicity(text);
  const sk = skeleton(text).text;
  const grams = hashGrams(sk, blocks);
  const dense = [
    analysis.score,
    upperShare(text),
    Math.min(analysis.weights.size, 3) / 3,
    ...shapeFeatures(text, sk, analysis.hits),
  ];
  return { grams, dense, analysis };
}

/** The default threshold of engine `local`: chosen for a false-positive rate ≤ 3% on held-out clean sources. */
export function toxicityThreshold(): number {
  return model().threshold;
}

/** Scores `text` with the learned model (engine `local`). */
export function scoreToxicity(text: string): MetricOutcome {
  const m = model();
  const { grams, dense, analysis } = toxicityFeatures(text, m.blocks);
  const { weights: signals, lexiconScore } = analysis;
  const score = modelScore(m, text, { grams, dense, signals, lexiconScore });
  const detected = score >= m.threshold;
  const detail = `model ${m.name} v${m.version}`;
  if (!detected) return { detected, score, labels: [], detections: [], detail };
  return { detected, score, ...toxicityFindings(analysis), detail };
}
