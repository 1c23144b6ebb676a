/**
 * Engine `local` of `prompt_injection`: the learned model (`models/prompt-injection.json`, trained by
 * `scripts/train`) scores the text; the pattern signals are both features of the model and the source of
 * the labels and spans. The model loads on first use.
 */
import { lazy } from "../../util/lazy.js";
import type { MetricOutcome } from "../contract.js";
import { ALL_BLOCKS, type GramBlocks, type HashedGrams, hashGrams } from "../text/features.js";
import { loadModel, modelScore } from "../text/linear-model.js";
import { skeleton } from "../text/normalize.js";
import { analyzeInjection, type InjectionAnalysis, injectionFindings } from "./patterns.js";

export const INJECTION_MODEL_FILE = "prompt-injection.json";
/** The dense features, in the order the model was trained with. */
export const INJECTION_DENSE = ["patterns_score", "obfuscated", "delimiter", "discussing_attacks"] as const;

const model = lazy(() => loadModel(INJECTION_MODEL_FILE));

/** The model's inputs for `text` (grams valid until the next call). Shared with the training pipeline. */
export function injectionFeatures(
  text: string,
  blocks: GramBlocks = ALL_BLOCKS,
): {
  grams: HashedGrams;
  dense: number[];
  analysis: InjectionAnalysis;
} {
  const analysis = analyzeInjection(text);
  const grams = hashGrams(skeleton(text).text, blocks);
  const dense = [
    analysis.score,
    analysis.obfuscated ? 1 : 0,
    analysis.structural ? 1 : 0,
    analysis.meta ? 1 : 0,
  ];
  return { grams, dense, analysis };
}

/** The default threshold of engine `local`: chosen for a false-positive rate ≤ 3% on held-out benign sources. */
export function injectionThreshold(): number {
  return model().threshold;
}

/** Scores `text` with the learned model (engine `local`). */
export function scoreInjection(text: string): MetricOutcome {
  const m = model();
  const { grams, dense, analysis } = injectionFeatures(text, m.blocks);
  const { weights: signals, lexiconScore } = analysis;
  const score = modelScore(m, text, { grams, dense, signals, lexiconScore });
  const detected = score >= m.threshold;
  const names = [...signals.keys()].join(", ");
  const detail = `model ${m.name} v${m.version}${names === "" ? "" : `; signals: ${names}`}`;
  if (!detected) return { detected, score, labels: [], detections: [], detail };
  return { detected, score, ...injectionFindings(analysis), detail };
}
