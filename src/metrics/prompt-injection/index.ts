/**
 * `prompt_injection`. Engine `local` (default): a logistic-regression model over hashed n-grams of the
 * normalised text plus the pattern signals (`model.ts`, artefact in `models/`), calibrated to 0..1; labels
 * and spans from the pattern signals where they fire. Engine `patterns`: the signals alone (`patterns.ts`).
 * Engine `llm` asks the configured judge instead.
 */
import type { Detector, MetricDefinition } from "../contract.js";
import { llmEngine } from "../llm/index.js";
import { scoreInjection } from "./model.js";
import { scoreInjectionPatterns } from "./patterns.js";
import { INJECTION_LABELS } from "./signals.js";

export { injectionThreshold, scoreInjection } from "./model.js";
export { INJECTION_THRESHOLD as PATTERNS_THRESHOLD, scoreInjectionPatterns } from "./patterns.js";

export const promptInjectionMetric: MetricDefinition = {
  name: "prompt_injection",
  description: "Detects instruction overrides, jailbreaks, system-prompt extraction and template injection.",
  kind: "score",
  defaultTarget: "input_and_contexts", // what reaches the model: the input and every context
  // The learned model is the default: on held-out sources it beats the patterns on recall and F1 at a ≤ 3%
  // false-positive rate, and flags no system prompt, role description or greeting without attack evidence
  // (docs/detectors.md, BENCHMARKS.md). `engine: "patterns"` keeps the hand-written signals alone.
  defaultEngine: "local",
  valueRole: "labels",
  labels: INJECTION_LABELS,
  engines: {
    local: (): Detector => (input) => scoreInjection(input.text),
    patterns: (): Detector => (input) => scoreInjectionPatterns(input.text),
    llm: llmEngine("prompt_injection"),
  },
};
