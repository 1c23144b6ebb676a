/** Wraps a user function `fn(payload)` as a metric: it may return a boolean, a score or findings, sync or async. */
import { MetricError } from "../errors.js";
import type { Payload, RuleTarget } from "../schema.js";
import type { TextTarget } from "../types.js";
import type { Detection, DetectorInput, MetricDefinition, MetricOutcome } from "./contract.js";

/** A finding returned by a custom metric: a span of the checked text. */
export interface CustomFinding {
  type: string;
  start: number;
  end: number;
  score?: number;
}

/** What a custom metric may return. */
export type CustomMetricResult = boolean | number | readonly CustomFinding[];

/** The payload a custom metric receives: the full payload plus which text this call checks. */
export interface CustomMetricPayload extends Payload {
  /** The text under check (the input, the output or one context, per the rule's target). */
  text: string;
  target: TextTarget;
  /** With `target: "contexts"`: the index of `text` in `contexts`. */
  context_index?: number;
}

export type CustomMetricFunction = (
  payload: CustomMetricPayload,
) => CustomMetricResult | Promise<CustomMetricResult>;

export interface CustomMetricOptions {
  /**
   * `score` (default): numeric operators compare the score. `labels`: the metric reports typed findings;
   * numeric operators compare the number of findings and a list value names finding types.
   */
  kind?: "score" | "labels";
  /** Which text the metric reads by default (`output` unless set). */
  target?: RuleTarget;
  /** Score at or above which a numeric result counts as detected (default 0.5). */
  threshold?: number;
  description?: string;
}

function toOutcome(name: string, result: unknown, threshold: number, text: string): MetricOutcome {
  if (typeof result === "boolean") {
    return { detected: result, score: result ? 1 : 0, labels: result ? [name] : [], detections: [] };
  }
  if (typeof result === "number" && Number.isFinite(result)) {
    const detected = result >= threshold;
    return { detected, score: result, labels: detected ? [name] : [], detections: [] };
  }
  if (Array.isArray(result)) {
    const detections: Detection[] = [];
    for (const [index, item] of result.entries()) {
      const f = item as Partial<CustomFinding> | null;
      if (
        f === null ||
        typeof f !== "object" ||
        typeof f.type !== "string" ||
        !Number.isInteger(f.start) ||
        !Number.isInteger(f.end) ||
        f.start! < 0 ||
        f.end! < f.start! ||
        f.end! > text.length
      ) {
        throw new MetricError(
          `custom metric "${name}" returned an invalid finding at index ${index}: expected { type: string, start, end } with 0 <= start <= end <= ${text.length}.`,
        );
      }
      detections.push({
        type: f.type,
        start: f.start!,
        end: f.end!,
        score: typeof f.score === "number" ? f.score : 1,
      });
    }
    return {
      detected: detections.length > 0,
      score: detections.length > 0 ? Math.max(...detections.map((d) => d.score)) : 0,
      labels: [...new Set(detections.map((d) => d.type))],
      detections,
    };
  }
  throw new MetricError(
    `custom metric "${name}" returned ${result === null ? "null" : typeof result}; expected a boolean, a finite number or a list of findings.`,
  );
}

export function customMetric(
  name: string,
  fn: CustomMetricFunction,
  options: CustomMetricOptions = {},
): MetricDefinition {
  const threshold = options.threshold ?? 0.5;
  const run = (input: DetectorInput): MetricOutcome | Promise<MetricOutcome> => {
    const payload: CustomMetricPayload = {
      input: input.payload.input,
      output: input.payload.output,
      contexts: input.payload.contexts,
      text: input.text,
      target: input.target,
    };
    if (input.contextIndex !== undefined) payload.context_index = input.contextIndex;
    let result: CustomMetricResult | Promise<CustomMetricResult>;
    try {
      result = fn(payload);
    } catch (error) {
      throw new MetricError(
        `custom metric "${name}" threw: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    if (result instanceof Promise) {
      return result.then(
        (value) => toOutcome(name, value, threshold, input.text),
        (error: unknown) => {
          throw new MetricError(
            `custom metric "${name}" rejected: ${error instanceof Error ? error.message : String(error)}`,
            { cause: error },
          );
        },
      );
    }
    return toOutcome(name, result, threshold, input.text);
  };
  return {
    name,
    description: options.description ?? `custom metric "${name}"`,
    kind: options.kind ?? "score",
    defaultTarget: options.target ?? "output",
    defaultEngine: "local",
    engines: { local: () => run },
    valueRole: "labels",
  };
}
