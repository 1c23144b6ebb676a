/** The training settings both `train.ts` and the leave-one-source-out benchmark use. */
import type { GramBlocks } from "../../src/metrics/text/features.js";
import { type Calibration, calibrated } from "../../src/metrics/text/linear-model.js";
import type { Task } from "./data.js";
import { thresholdFor } from "./evaluate.js";
import { fitStack } from "./logistic.js";

export const MODEL_VERSION = 1;
/** Target false-positive rate of the default threshold, averaged over held-out benign sources. */
export const TARGET_FPR = 0.03;
export const MODEL_FILES: Record<Task, string> = {
  injection: "prompt-injection.json",
  toxicity: "toxicity.json",
};
/** The gram blocks each model reads (chosen by leave-one-source-out, see docs/detectors.md). */
export const BLOCKS: Record<Task, GramBlocks> = {
  injection: { chars: true, words: true },
  toxicity: { chars: true, words: true },
};
/**
 * Which dense signals the stacked calibration may use beside the model's margin (leave-one-source-out
 * decided: for injection the signals' own out-of-source false positives cost more recall at 3% FPR than they
 * add, so the calibration reads the margin alone; for toxicity they add recall).
 */
export const STACK_DENSE: Record<Task, boolean> = { injection: false, toxicity: true };

/** Fits the calibration on out-of-source margins (see `fitStack`), as the artefact stores it. */
export function fitCalibration(
  task: Task,
  margins: readonly number[],
  dense: readonly ArrayLike<number>[],
  ys: readonly (0 | 1)[],
  weights: readonly number[],
): Calibration {
  const denseCount = dense[0]?.length ?? 0;
  const useDense = STACK_DENSE[task];
  const c = fitStack(
    margins.map((m, i) => (useDense ? [m, ...Array.from(dense[i]!)] : [m])),
    ys,
    weights,
  );
  return {
    margin: round(c[0]!),
    dense: useDense ? c.slice(1, -1).map(round) : new Array<number>(denseCount).fill(0),
    bias: round(c[c.length - 1]!),
  };
}

export function round(x: number): number {
  return Number(x.toPrecision(8));
}

export interface Calibrated {
  calibration: Calibration;
  /** Out-of-source scores as the detector computes them (a lexicon/decoded-payload floor counts as 1). */
  scores: number[];
  /** The same without the floors. */
  alone: number[];
  /** The default threshold: 0.5 after centring, or the next step up if rounding needs it. */
  threshold: number;
}

/**
 * Fits the calibration, finds the threshold for `TARGET_FPR` on the out-of-source scores, then shifts the
 * calibration's intercept so that threshold sits at 0.5 (a change of prior: the same ranking and the same
 * decisions), so a rule written as `score >= 0.5` means the default operating point.
 */
export function calibrate(
  task: Task,
  margins: readonly number[],
  data: { sparse: readonly { dense: Float64Array; weight: number }[]; lexiconScores: readonly number[] },
  ys: readonly (0 | 1)[],
  groups: readonly string[],
): Calibrated {
  const dense = data.sparse.map((row) => row.dense);
  const fitted = fitCalibration(
    task,
    margins,
    dense,
    ys,
    data.sparse.map((row) => row.weight),
  );
  const score = (c: Calibration) => margins.map((m, i) => calibrated(c, m, dense[i]!));
  const floor = (alone: number[]) => alone.map((p, i) => (data.lexiconScores[i]! >= 0.5 ? 1 : p));
  const first = thresholdFor(groups, ys, floor(score(fitted)), TARGET_FPR);
  const calibration = { ...fitted, bias: round(fitted.bias - Math.log(first / (1 - first))) };
  const alone = score(calibration);
  const scores = floor(alone);
  return { calibration, scores, alone, threshold: thresholdFor(groups, ys, scores, TARGET_FPR) };
}
