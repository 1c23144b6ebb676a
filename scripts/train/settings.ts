/** The training settings both `train.ts` and the leave-one-source-out benchmark use. */
import type { GramBlocks } from "../../src/metrics/text/features.js";
import {
  type Calibration,
  calibrated,
  type QuietCalibration,
  quietScore,
} from "../../src/metrics/text/linear-model.js";
import type { Task } from "./data.js";
import { type Evaluation, evaluate, thresholdFor } from "./evaluate.js";
import { DEFAULT_TRAIN, fitStack, type TrainOptions } from "./logistic.js";

export const MODEL_VERSION = 3;
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
 * The training options per model. `firstStageDense`: the n-gram model reads only the first dense features
 * (for injection the four pattern signals; the shape features of `shape.ts` are for the second stage and the
 * evidence rule).
 */
export const TRAIN_OPTIONS: Record<Task, TrainOptions> = {
  injection: { ...DEFAULT_TRAIN, firstStageDense: 4 },
  toxicity: DEFAULT_TRAIN,
};

/**
 * Which dense signals the stacked calibration reads beside the model's margin (leave-one-source-out decided,
 * with the second stage itself fitted per held-out source: for injection, the heuristic signals that
 * generalise least — persona and harmful-goal words, role openings, the pattern score — took large weights
 * learnt from one source and cost held-out precision on the others; the override structure (an override verb
 * with its target) held, and so did the third pass's attack shapes: a request for a secret, a claim of
 * authority, "from now on", output-format coercion and a request for an encoding (recall mean 0.61 -> 0.69,
 * worst source 0.14 -> 0.35, at the same FPR); for toxicity the pattern signals add recall).
 */
export const STACK_FEATURES: Record<Task, readonly string[]> = {
  injection: [
    "override_structure",
    "secret_request",
    "authority_claim",
    "from_now_on",
    "format_coercion",
    "obfuscation_request",
    "junk_suffix",
  ],
  toxicity: ["patterns_score", "upper_share", "signal_count"],
};

/** The lowest operating point the calibration is centred on (see `calibrate`). */
const MIN_OPERATING_POINT = 0.01;

/** Fits the calibration on out-of-source margins (see `fitStack`), as the artefact stores it. */
export function fitCalibration(
  task: Task,
  denseNames: readonly string[],
  margins: readonly number[],
  dense: readonly ArrayLike<number>[],
  ys: readonly (0 | 1)[],
  weights: readonly number[],
): Calibration {
  const used = STACK_FEATURES[task].map((name) => denseNames.indexOf(name));
  const c = fitStack(
    margins.map((m, i) => [m, ...used.map((k) => dense[i]![k]!)]),
    ys,
    weights,
  );
  const stacked = new Array<number>(denseNames.length).fill(0);
  used.forEach((k, j) => {
    stacked[k] = round(c[j + 1]!);
  });
  return { margin: round(c[0]!), dense: stacked, bias: round(c[c.length - 1]!) };
}

export function round(x: number): number {
  return Number(x.toPrecision(8));
}

export interface Calibrated {
  calibration: Calibration;
  /** How rows without evidence score below the threshold (absent when every row has evidence). */
  quiet: QuietCalibration | undefined;
  /**
   * Out-of-source scores as the detector computes them (a lexicon/decoded-payload floor counts as 1; a row
   * without evidence scores threshold * its quiet probability, below the threshold).
   */
  scores: number[];
  /** The same without the floors. */
  alone: number[];
  /** The default threshold: 0.5 after centring, or the next step up if rounding needs it. */
  threshold: number;
  /**
   * The detector's decisions at its default operating point, fully held out: for each source, the
   * calibration and the threshold are fitted on the other sources' out-of-source scores only.
   */
  nested: Evaluation;
}

interface CalibrationData {
  sparse: readonly { dense: Float64Array; weight: number }[];
  lexiconScores: readonly number[];
  evidence: readonly boolean[];
  denseNames: readonly string[];
}

/** Scores as the detector computes them: the floor lifts lexicon hits to 1, rows without evidence to 0. */
function detectorScores(
  data: CalibrationData,
  c: Calibration,
  margins: readonly number[],
  at: readonly number[],
) {
  return at.map((i) =>
    data.lexiconScores[i]! >= 0.5
      ? 1
      : data.evidence[i]
        ? calibrated(c, margins[i]!, data.sparse[i]!.dense)
        : 0,
  );
}

/**
 * How a row without evidence scores: a logistic regression of the label on the out-of-source margin, over
 * those rows only (with the training weights), so such a text is ranked by the model below the threshold.
 */
function fitQuiet(
  margins: readonly number[],
  data: CalibrationData,
  ys: readonly (0 | 1)[],
): QuietCalibration | undefined {
  const rows = margins.map((_, i) => i).filter((i) => !data.evidence[i]);
  if (rows.length === 0 || rows.every((i) => ys[i] === ys[rows[0]!])) return undefined;
  const c = fitStack(
    rows.map((i) => [margins[i]!]),
    rows.map((i) => ys[i]!),
    rows.map((i) => data.sparse[i]!.weight),
  );
  return { margin: round(c[0]!), bias: round(c[1]!) };
}

/**
 * Fits the calibration, finds the threshold for `TARGET_FPR` on the out-of-source scores, then shifts the
 * calibration's intercept so that threshold sits at 0.5 (a change of prior: the same ranking and the same
 * decisions), so a rule written as `score >= 0.5` means the default operating point. Rows without evidence
 * (see `injectionFeatures`) are never flagged by the model alone, as at run time.
 */
export function calibrate(
  task: Task,
  margins: readonly number[],
  data: CalibrationData,
  ys: readonly (0 | 1)[],
  groups: readonly string[],
): Calibrated {
  const dense = data.sparse.map((row) => row.dense);
  const weights = data.sparse.map((row) => row.weight);
  const all = margins.map((_, i) => i);
  const fitted = fitCalibration(task, data.denseNames, margins, dense, ys, weights);
  const centre = (c: Calibration, at: number): Calibration => ({
    ...c,
    bias: round(c.bias - Math.log(at / (1 - at))),
  });
  // When the evidence rule alone keeps the false-positive rate under the target, every threshold meets it and
  // the lowest one found is ~0: the operating point is then put at 1% on the model's own scale, not at 0.
  const first = thresholdFor(groups, ys, detectorScores(data, fitted, margins, all), TARGET_FPR);
  const floored = first < MIN_OPERATING_POINT;
  let calibration = centre(fitted, floored ? MIN_OPERATING_POINT : first);
  let threshold = 0.5;
  if (!floored) {
    // `thresholdFor` rounds up to 0.001; when the first threshold is small that step is large in log-odds, so
    // centre once more on the threshold read on the centred scores.
    const second = thresholdFor(groups, ys, detectorScores(data, calibration, margins, all), TARGET_FPR);
    if (Math.abs(second - 0.5) > 0.002) calibration = centre(calibration, second);
    threshold = thresholdFor(groups, ys, detectorScores(data, calibration, margins, all), TARGET_FPR);
  }
  const quiet = fitQuiet(margins, data, ys);
  const below = (i: number) => (quiet === undefined ? 0 : quietScore(quiet, threshold, margins[i]!));
  const alone = margins.map((m, i) => (data.evidence[i] ? calibrated(calibration, m, dense[i]!) : below(i)));
  const scores = detectorScores(data, calibration, margins, all).map((s, i) =>
    data.evidence[i] || data.lexiconScores[i]! >= 0.5 ? s : below(i),
  );
  const predicted = new Array<boolean>(margins.length).fill(false);
  for (const group of [...new Set(groups)].sort()) {
    const others = all.filter((i) => groups[i] !== group);
    const c = fitCalibration(
      task,
      data.denseNames,
      others.map((i) => margins[i]!),
      others.map((i) => dense[i]!),
      others.map((i) => ys[i]!),
      others.map((i) => weights[i]!),
    );
    const t = thresholdFor(
      others.map((i) => groups[i]!),
      others.map((i) => ys[i]!),
      detectorScores(data, c, margins, others),
      TARGET_FPR,
    );
    const held = all.filter((i) => groups[i] === group);
    detectorScores(data, c, margins, held).forEach((p, k) => {
      predicted[held[k]!] = p >= t;
    });
  }
  return {
    calibration,
    quiet,
    scores,
    alone,
    threshold,
    nested: evaluate(groups, ys, predicted),
  };
}
