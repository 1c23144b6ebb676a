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
import {
  analyzeInjection,
  INJECTION_THRESHOLD,
  type InjectionAnalysis,
  injectionFindings,
} from "./patterns.js";
import { ATTACK_VOCABULARY, DOMAIN_VOCABULARY, SHAPE_FEATURES, servesUsers, shapeFeatures } from "./shape.js";
import { META_DISCUSSION } from "./signals.js";

export const INJECTION_MODEL_FILE = "prompt-injection.json";
/** The dense features, in the order the model was trained with. */
export const INJECTION_DENSE = [
  "patterns_score",
  "obfuscated",
  "delimiter",
  "discussing_attacks",
  "lexicon_score",
  "any_signal",
  ...SHAPE_FEATURES,
] as const;

const model = lazy(() => loadModel(INJECTION_MODEL_FILE));

/** The model's inputs for `text` (grams valid until the next call). Shared with the training pipeline. */
export function injectionFeatures(
  text: string,
  blocks: GramBlocks = ALL_BLOCKS,
): {
  grams: HashedGrams;
  dense: number[];
  analysis: InjectionAnalysis;
  /**
   * Whether the text shows any evidence of an attack of its own: hand-written signals that reach the
   * patterns' threshold (so not ones the text merely discusses), a lexicon phrase,
   * or attack vocabulary (an override verb with its target, extraction, persona or harmful-goal words) in a
   * text that does not discuss attacks ("what is a jailbreak?").
   * Without it the model alone never flags the text: system prompts, role descriptions, greetings and
   * everyday requests ("ignore the noise in this photo") share the n-grams of role-play attacks, but not
   * their vocabulary.
   */
  evidence: boolean;
} {
  const analysis = analyzeInjection(text);
  const sk = skeleton(text).text;
  const grams = hashGrams(sk, blocks);
  const shape = shapeFeatures(text, sk);
  META_DISCUSSION.lastIndex = 0;
  const domainOnly = DOMAIN_VOCABULARY.some((k) => shape[k]! > 0) && servesUsers(text);
  const vocabulary =
    ATTACK_VOCABULARY.some((k) => shape[k]! > 0 && !(domainOnly && DOMAIN_VOCABULARY.includes(k))) &&
    !META_DISCUSSION.test(sk);
  // Signals are evidence when they reach the patterns' own threshold (a text that discusses attacks has them
  // halved, see patterns.ts; a lone weak signal such as "developer mode" is not enough).
  const signal = analysis.score >= INJECTION_THRESHOLD;
  const evidence = signal || analysis.lexiconScore >= 0.5 || vocabulary;
  const dense = [
    analysis.score,
    analysis.obfuscated ? 1 : 0,
    analysis.structural ? 1 : 0,
    analysis.meta ? 1 : 0,
    analysis.lexiconScore,
    analysis.weights.size > 0 ? 1 : 0,
    ...shape,
  ];
  return { grams, dense, analysis, evidence };
}

/** The default threshold of engine `local`: chosen for a false-positive rate ≤ 3% on held-out benign sources. */
export function injectionThreshold(): number {
  return model().threshold;
}

/** Scores `text` with the learned model (engine `local`). */
export function scoreInjection(text: string): MetricOutcome {
  const m = model();
  const { grams, dense, analysis, evidence } = injectionFeatures(text, m.blocks);
  const { weights: signals, lexiconScore } = analysis;
  const score = modelScore(m, text, { grams, dense, signals, lexiconScore, evidence });
  const detected = score >= m.threshold;
  const names = [...signals.keys()].join(", ");
  const detail = `model ${m.name} v${m.version}${names === "" ? "" : `; signals: ${names}`}`;
  if (!detected) return { detected, score, labels: [], detections: [], detail };
  return { detected, score, ...injectionFindings(analysis), detail };
}
