/** Precision, recall, F1 and false-positive rate per held-out source, their mean and worst, and pooled. */

export interface Figures {
  source: string;
  positives: number;
  negatives: number;
  tp: number;
  fp: number;
  /** null where the source has no rows of the class the figure needs. */
  precision: number | null;
  recall: number | null;
  f1: number | null;
  fpr: number | null;
}

export interface Summary {
  mean: number | null;
  worst: number | null;
  /** The source with the worst figure. */
  worstSource: string | null;
}

export interface Evaluation {
  perSource: Figures[];
  pooled: Figures;
  recall: Summary;
  fpr: Summary;
  /** Over the sources that hold both classes. */
  f1: Summary;
}

function figures(source: string, ys: readonly (0 | 1)[], predicted: readonly boolean[]): Figures {
  let tp = 0;
  let fp = 0;
  let positives = 0;
  for (let i = 0; i < ys.length; i++) {
    if (ys[i] === 1) positives++;
    if (predicted[i] && ys[i] === 1) tp++;
    if (predicted[i] && ys[i] === 0) fp++;
  }
  const negatives = ys.length - positives;
  const recall = positives > 0 ? tp / positives : null;
  const fpr = negatives > 0 ? fp / negatives : null;
  const precision = positives > 0 && negatives > 0 && tp + fp > 0 ? tp / (tp + fp) : null;
  const f1 =
    positives > 0 && negatives > 0
      ? precision === null || recall === null || precision + recall === 0
        ? 0
        : (2 * precision * recall) / (precision + recall)
      : null;
  return { source, positives, negatives, tp, fp, precision, recall, f1, fpr };
}

function summarise(
  list: readonly Figures[],
  pick: (f: Figures) => number | null,
  worstIsHigh: boolean,
): Summary {
  let sum = 0;
  let count = 0;
  let worst: number | null = null;
  let worstSource: string | null = null;
  for (const f of list) {
    const v = pick(f);
    if (v === null) continue;
    sum += v;
    count++;
    if (worst === null || (worstIsHigh ? v > worst : v < worst)) {
      worst = v;
      worstSource = f.source;
    }
  }
  return { mean: count > 0 ? sum / count : null, worst, worstSource };
}

/** `groups[i]` is the source of row i; `predicted[i]` was made by a model that never saw that source. */
export function evaluate(
  groups: readonly string[],
  ys: readonly (0 | 1)[],
  predicted: readonly boolean[],
): Evaluation {
  const names = [...new Set(groups)].sort();
  const perSource = names.map((name) => {
    const at = groups.flatMap((g, i) => (g === name ? [i] : []));
    return figures(
      name,
      at.map((i) => ys[i]!),
      at.map((i) => predicted[i]!),
    );
  });
  return {
    perSource,
    pooled: figures("all sources (pooled)", ys, predicted),
    recall: summarise(perSource, (f) => f.recall, false),
    fpr: summarise(perSource, (f) => f.fpr, true),
    f1: summarise(perSource, (f) => f.f1, false),
  };
}

/** Smallest threshold whose false-positive rate, averaged over the sources with negatives, is ≤ `target`. */
export function thresholdFor(
  groups: readonly string[],
  ys: readonly (0 | 1)[],
  scores: readonly number[],
  target: number,
): number {
  const fprAt = (t: number) =>
    evaluate(
      groups,
      ys,
      scores.map((s) => s >= t),
    ).fpr.mean ?? 0;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (fprAt(mid) <= target) hi = mid;
    else lo = mid;
  }
  return Math.ceil(hi * 1000) / 1000;
}

/**
 * Threshold (0.05..0.95 in steps of 0.025) maximising the F1 averaged over the sources that hold both classes;
 * ties go to the lower threshold.
 */
export function bestF1Threshold(
  groups: readonly string[],
  ys: readonly (0 | 1)[],
  scores: readonly number[],
): number {
  let best = 0.5;
  let bestF1 = -1;
  for (let k = 0; k <= 36; k++) {
    const t = 0.05 + k * 0.025;
    const f1 =
      evaluate(
        groups,
        ys,
        scores.map((s) => s >= t),
      ).f1.mean ?? 0;
    if (f1 > bestF1 + 1e-9) {
      bestF1 = f1;
      best = t;
    }
  }
  return best;
}

/** Each source's decisions at the best-F1 threshold fitted on the other sources' scores only. */
export function nestedBestF1(
  groups: readonly string[],
  ys: readonly (0 | 1)[],
  scores: readonly number[],
): Evaluation {
  const predicted = new Array<boolean>(scores.length).fill(false);
  for (const group of [...new Set(groups)].sort()) {
    const others = scores.flatMap((_, i) => (groups[i] !== group ? [i] : []));
    const t = bestF1Threshold(
      others.map((i) => groups[i]!),
      others.map((i) => ys[i]!),
      others.map((i) => scores[i]!),
    );
    scores.forEach((s, i) => {
      if (groups[i] === group) predicted[i] = s >= t;
    });
  }
  return evaluate(groups, ys, predicted);
}
