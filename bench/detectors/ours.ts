/**
 * content-shield's two engines of `prompt_injection` and `toxicity`, each as a text -> flagged predicate at its
 * default threshold, named as the benchmark tables name them (the default engine marked).
 */
import {
  PATTERNS_THRESHOLD as INJECTION_PATTERNS_THRESHOLD,
  injectionThreshold,
  scoreInjection,
  scoreInjectionPatterns,
} from "../../src/metrics/prompt-injection/index.js";
import {
  scoreToxicity,
  scoreToxicityPatterns,
  PATTERNS_THRESHOLD as TOXICITY_PATTERNS_THRESHOLD,
  toxicityThreshold,
} from "../../src/metrics/toxicity/index.js";
import type { Predictor } from "./peers.js";

export function injectionEngines(): Record<string, Predictor> {
  return {
    "content-shield local (default)": (text) => (scoreInjection(text).score ?? 0) >= injectionThreshold(),
    "content-shield patterns": (text) =>
      (scoreInjectionPatterns(text).score ?? 0) >= INJECTION_PATTERNS_THRESHOLD,
  };
}

export function toxicityEngines(): Record<string, Predictor> {
  return {
    "content-shield patterns (default)": (text) =>
      (scoreToxicityPatterns(text).score ?? 0) >= TOXICITY_PATTERNS_THRESHOLD,
    "content-shield local": (text) => (scoreToxicity(text).score ?? 0) >= toxicityThreshold(),
  };
}
