/**
 * `length` and `length_tokens`: measures of a text, for rules such as "output longer than 4,000
 * characters" or "input over 1,000 tokens". `length` counts Unicode code points (an emoji or an accented
 * letter is one character, as a reader counts them); `length_tokens` estimates LLM tokens with `tokenx`
 * (a heuristic within a few percent of real BPE tokenizers on English prose, with no model files). Both
 * are `measure` metrics: rules compare them with a number (`greater_than`, `less_than_equal`, …).
 */

import type { estimateTokenCount as EstimateTokenCount } from "tokenx";
import { lazy } from "../../util/lazy.js";
import { requireFrom } from "../../util/runtime.js";

const estimateTokenCount = lazy(
  () =>
    (requireFrom(import.meta.url)("tokenx") as { estimateTokenCount: typeof EstimateTokenCount })
      .estimateTokenCount,
);

import type { Detector, MetricDefinition, MetricOutcome } from "../contract.js";

/** The number of Unicode code points in `text` (a surrogate pair counts once). */
export function countCharacters(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/** The approximate number of LLM tokens in `text`. */
export function countTokens(text: string): number {
  return text.length === 0 ? 0 : estimateTokenCount()(text);
}

function measure(score: number, unit: string, other: string): MetricOutcome {
  return { detected: score > 0, score, labels: [], detections: [], detail: `${score} ${unit} (${other})` };
}

export const lengthMetric: MetricDefinition = {
  name: "length",
  description: "The text's length in characters (Unicode code points); compare it with a number.",
  kind: "measure",
  defaultTarget: "both",
  defaultEngine: "local",
  valueRole: "terms",
  engines: {
    local: (): Detector => (input) =>
      measure(countCharacters(input.text), "characters", `${input.text.length} UTF-16 code units`),
  },
};

export const lengthTokensMetric: MetricDefinition = {
  name: "length_tokens",
  description: "The text's approximate length in LLM tokens (tokenx estimate); compare it with a number.",
  kind: "measure",
  defaultTarget: "both",
  defaultEngine: "local",
  valueRole: "terms",
  engines: {
    local: (): Detector => (input) =>
      measure(countTokens(input.text), "tokens (estimated)", `${countCharacters(input.text)} characters`),
  },
};
