/**
 * The `llm` engine: metrics judged by an LLM through the configured provider (see src/providers).
 * `llmEngine(metric)` is the compile function a metric puts under `engines.llm`: it builds the metric's
 * prompt once per rule; the detector asks the judge per call and turns `{score, reason, labels}` into an
 * outcome. A failed judgement (any judge, built or user-supplied) becomes an outcome carrying the
 * `ProviderError` as `failure`; the evaluator applies `on_provider_error` to it. An aborted call rejects
 * with the signal's reason.
 */
import { PayloadError, ProviderError, ShieldError } from "../../errors.js";
import type { RuleValue } from "../../schema.js";
import type { CompileOptions, Detector, DetectorInput, JudgeAnswer, MetricOutcome } from "../contract.js";
import { type JudgedMetric, METRIC_PROMPTS, systemPrompt, userPrompt } from "./prompts.js";

export type { JudgedMetric } from "./prompts.js";
export {
  BIAS_LABELS,
  PROMPT_INJECTION_LABELS,
  TONE_LABELS,
  TOXICITY_LABELS,
} from "./prompts.js";

function topicsOf(value: RuleValue | undefined): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value : [];
}

const normalize = (label: string): string =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");

/** Keeps the labels the metric knows; for `topic`, maps the judge's labels back to the rule's own words. */
function labelMapper(
  metric: JudgedMetric,
  value: RuleValue | undefined,
  vocabulary: readonly string[],
): (labels: readonly string[]) => string[] {
  const known = new Map<string, string>();
  if (metric === "topic") for (const topic of topicsOf(value)) known.set(normalize(topic), topic);
  else for (const label of vocabulary) known.set(normalize(label), label);
  return (labels) => {
    const out = new Set<string>();
    for (const label of labels) {
      const mapped = known.get(normalize(label));
      if (mapped !== undefined) out.add(mapped);
    }
    return [...out];
  };
}

/**
 * The compile function of a metric's `llm` engine. `threshold` (default 0.5) decides `detected`, which
 * rules without a value use: score >= threshold, or for `ctx_adherence` (score = support) score < threshold.
 * `labels` replaces the label vocabulary the judge may answer with
 * (default: the metric's vocabulary in prompts.ts).
 */
export function llmEngine(
  metric: JudgedMetric,
  threshold = 0.5,
  labels: readonly string[] | undefined = undefined,
): (options: CompileOptions) => Detector {
  const vocabulary = labels ?? METRIC_PROMPTS[metric].labels ?? [];
  return (options) => {
    const system = systemPrompt(metric, topicsOf(options.value), labels);
    const mapLabels = labelMapper(metric, options.value, vocabulary);
    const toOutcome = (answer: JudgeAnswer): MetricOutcome => {
      const labels = mapLabels(answer.labels);
      const detected =
        metric === "ctx_adherence"
          ? answer.score < threshold
          : answer.score >= threshold || (metric === "topic" && labels.length > 0);
      return { detected, score: answer.score, labels, detections: [], detail: answer.reason };
    };
    return async (input: DetectorInput): Promise<MetricOutcome> => {
      const { judge, signal } = input;
      if (judge === undefined) {
        throw new ProviderError(
          `${options.path} (metric ${metric}) runs on the llm engine, but no judge was configured.`,
        );
      }
      if (metric === "ctx_adherence" && input.payload.contexts.length === 0) {
        throw new PayloadError([
          {
            path: "payload.contexts",
            message: `is required by ${options.path} (metric "ctx_adherence" judges the output against the retrieved contexts); pass the contexts the answer was generated from.`,
          },
        ]);
      }
      const user = userPrompt(metric, input.text, input.payload.input, input.payload.contexts);
      try {
        return toOutcome(await judge.judge({ metric, rule_path: options.path, system, user }, signal));
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (error instanceof ShieldError && !(error instanceof ProviderError)) throw error;
        const failure =
          error instanceof ProviderError
            ? error
            : new ProviderError(`the judge failed for ${options.path} (metric ${metric}): ${String(error)}`, {
                cause: error,
              });
        return { detected: false, score: null, labels: [], detections: [], failure };
      }
    };
  };
}
