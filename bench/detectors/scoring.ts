/** Confusion counts and the usual figures for a binary detector over labeled texts. */

export interface Labeled {
  text: string;
  /** true = attack / toxic. */
  positive: boolean;
  /** Which part of the set it comes from (for per-group recall or false-positive rate). */
  group: string;
}

export interface Figures {
  precision: number;
  recall: number;
  f1: number;
  fpr: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export function figures(items: readonly Labeled[], predictions: readonly boolean[]): Figures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  items.forEach((item, i) => {
    const predicted = predictions[i]!;
    if (item.positive && predicted) tp++;
    else if (item.positive) fn++;
    else if (predicted) fp++;
    else tn++;
  });
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const fpr = fp + tn === 0 ? 0 : fp / (fp + tn);
  return { precision, recall, f1, fpr, tp, fp, fn, tn };
}

/** Share of the items of one group flagged. */
export function flaggedShare(
  items: readonly Labeled[],
  predictions: readonly boolean[],
  group: string,
): number {
  let total = 0;
  let flagged = 0;
  items.forEach((item, i) => {
    if (item.group !== group) return;
    total++;
    if (predictions[i]) flagged++;
  });
  return total === 0 ? Number.NaN : flagged / total;
}

export const pct = (x: number) => (Number.isNaN(x) ? "—" : `${(x * 100).toFixed(1)}%`);
export const num = (x: number) => x.toFixed(3);
