/**
 * The metric registry: one literal map of the built-in metrics, and a `MetricRegistry` instance per
 * Guard (a snapshot of the defaults plus custom metrics). Adding a detector: its module, one line in
 * `BUILTIN_METRICS`, its test file.
 */
import type { MetricDefinition } from "./contract.js";
import { invisibleTextMetric } from "./invisible-text/index.js";
import { keywordsMetric } from "./keywords/index.js";
import { lengthMetric, lengthTokensMetric } from "./length/index.js";
import { bias, ctxAdherence, topic } from "./llm/judged-metrics.js";
import { piiMetric } from "./pii/index.js";
import { promptInjectionMetric } from "./prompt-injection/index.js";
import { regexMetric } from "./regex/index.js";
import { secretsMetric } from "./secrets/index.js";
import { toneMetric } from "./tone/index.js";
import { toxicityMetric } from "./toxicity/index.js";

export const BUILTIN_METRICS: Readonly<Record<string, MetricDefinition>> = {
  bias,
  ctx_adherence: ctxAdherence,
  topic,
  pii: piiMetric,
  keywords: keywordsMetric,
  regex: regexMetric,
  invisible_text: invisibleTextMetric,
  length: lengthMetric,
  length_tokens: lengthTokensMetric,
  secrets: secretsMetric,
  prompt_injection: promptInjectionMetric,
  toxicity: toxicityMetric,
  tone: toneMetric,
};

/** Names accepted in `rule.metric` as shorthands: the metric and the target they imply. */
export const METRIC_ALIASES: Readonly<Record<string, { metric: string; target: "input" }>> = {
  input_pii: { metric: "pii", target: "input" },
  input_tone: { metric: "tone", target: "input" },
};

export class MetricRegistry {
  private readonly metrics: Map<string, MetricDefinition>;

  constructor(metrics: Iterable<MetricDefinition> = Object.values(BUILTIN_METRICS)) {
    this.metrics = new Map();
    for (const metric of metrics) this.metrics.set(metric.name, metric);
  }

  get(name: string): MetricDefinition | undefined {
    return this.metrics.get(name);
  }

  has(name: string): boolean {
    return this.metrics.has(name);
  }

  /** Metric names, including aliases, for messages and suggestions. */
  names(): string[] {
    return [...this.metrics.keys(), ...Object.keys(METRIC_ALIASES)];
  }

  register(metric: MetricDefinition): void {
    this.metrics.set(metric.name, metric);
  }

  /** A copy: later registrations on either side do not affect the other. */
  clone(): MetricRegistry {
    return new MetricRegistry(this.metrics.values());
  }
}
