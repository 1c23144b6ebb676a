/**
 * The metrics that exist only on the `llm` engine: `bias`, `ctx_adherence` and `topic`. (`toxicity`,
 * `tone` and `prompt_injection` have a local engine too; their modules use `llmEngine` for the llm one.)
 */
import type { Operator, RuleValue } from "../../schema.js";
import type { MetricDefinition } from "../contract.js";
import { llmEngine } from "./index.js";
import { BIAS_LABELS, CTX_ADHERENCE_LABELS } from "./prompts.js";

export const bias: MetricDefinition = {
  name: "bias",
  description:
    "LLM-judged bias: stereotypes or prejudice about a group. Score 0..1 (detected at >= 0.5); labels name the groups targeted.",
  kind: "score",
  defaultTarget: "output",
  defaultEngine: "llm",
  engines: { llm: llmEngine("bias") },
  valueRole: "labels",
  labels: BIAS_LABELS,
};

export const ctxAdherence: MetricDefinition = {
  name: "ctx_adherence",
  description:
    "LLM-judged support of the output by payload.contexts (the input is the question). Score = support 0..1; " +
    'detected when support < 0.5. Use no value, or a number with "less_than" (e.g. less_than 0.7).',
  kind: "score",
  defaultTarget: "output",
  defaultEngine: "llm",
  engines: { llm: llmEngine("ctx_adherence") },
  valueRole: "labels",
  labels: CTX_ADHERENCE_LABELS,
  checkValue(value: RuleValue | undefined, operator: Operator): string | undefined {
    if (value === undefined || typeof value === "number") return undefined;
    if (operator === "contains" || operator === "any" || operator === "all" || operator === "not_contains")
      return undefined;
    return `metric "ctx_adherence" scores support from 0 to 1: use no value, a number (e.g. operator "less_than", value 0.7) or the labels "unsupported_claim"/"contradiction".`;
  },
};

export const topic: MetricDefinition = {
  name: "topic",
  description:
    "LLM-judged denied topics: value lists the topics in plain words. Reports the topics the text is about as labels; score 0..1.",
  kind: "score",
  defaultTarget: "both",
  defaultEngine: "llm",
  engines: { llm: llmEngine("topic") },
  valueRole: "terms",
  checkValue(value: RuleValue | undefined): string | undefined {
    const topics = typeof value === "string" ? [value] : Array.isArray(value) ? value : undefined;
    if (topics === undefined || topics.length === 0 || topics.some((t) => t.trim() === "")) {
      return 'metric "topic" needs the denied topics in plain words: a non-empty string or list of strings, e.g. ["politics", "medical advice"].';
    }
    return undefined;
  },
};
