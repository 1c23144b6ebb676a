/**
 * Weighted logistic regression over sparse rows (hashed grams + dense features), trained by Adagrad SGD in
 * a seeded order, so the same rows give the same weights; Platt calibration; int8 quantisation.
 */
import { HASH_SIZE } from "../../src/metrics/text/features.js";

export interface SparseRow {
  indices: Int32Array;
  values: Float32Array;
  dense: Float64Array;
  y: 0 | 1;
  weight: number;
}

export interface TrainOptions {
  /**
   * How many of the leading dense features the n-gram model itself reads (the rest are left to the
   * stacked second stage, see `settings.ts`); undefined: all.
   */
  firstStageDense?: number;
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export const DEFAULT_TRAIN: TrainOptions = { epochs: 2, learningRate: 0.4, l2: 1e-6, seed: 13 };

export interface Weights {
  hashed: Float64Array;
  dense: Float64Array;
  bias: number;
}

/** mulberry32: a small seeded generator, for a shuffle that is the same on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

export function margin(w: Weights, row: SparseRow): number {
  let z = w.bias;
  for (let i = 0; i < row.indices.length; i++) z += w.hashed[row.indices[i]!]! * row.values[i]!;
  for (let i = 0; i < row.dense.length; i++) z += w.dense[i]! * row.dense[i]!;
  return z;
}

export function train(
  rows: readonly SparseRow[],
  denseCount: number,
  options: TrainOptions = DEFAULT_TRAIN,
): Weights {
  const w: Weights = { hashed: new Float64Array(HASH_SIZE), dense: new Float64Array(denseCount), bias: 0 };
  const g2 = new Float64Array(HASH_SIZE);
  const g2Dense = new Float64Array(denseCount);
  let g2Bias = 0;
  const firstStage = Math.min(denseCount, options.firstStageDense ?? denseCount);
  const order = rows.map((_, i) => i);
  const next = random(options.seed);
  const eps = 1e-8;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
    }
    for (const k of order) {
      const row = rows[k]!;
      const g = (sigmoid(margin(w, row)) - row.y) * row.weight;
      for (let i = 0; i < row.indices.length; i++) {
        const j = row.indices[i]!;
        const grad = g * row.values[i]! + options.l2 * w.hashed[j]!;
        g2[j] = g2[j]! + grad * grad;
        w.hashed[j] = w.hashed[j]! - (options.learningRate * grad) / Math.sqrt(g2[j]! + eps);
      }
      for (let i = 0; i < firstStage; i++) {
        const grad = g * row.dense[i]!;
        g2Dense[i] = g2Dense[i]! + grad * grad;
        w.dense[i] = w.dense[i]! - (options.learningRate * grad) / Math.sqrt(g2Dense[i]! + eps);
      }
      g2Bias += g * g;
      w.bias -= (options.learningRate * g) / Math.sqrt(g2Bias + eps);
    }
  }
  return w;
}

/** int8 weights and their scale; `dequantised` gives back what the runtime will compute with. */
export function quantise(w: Weights): { int8: Int8Array; scale: number; dequantised: Weights } {
  let max = 0;
  for (const v of w.hashed) max = Math.max(max, Math.abs(v));
  const scale = max > 0 ? max / 127 : 1;
  const int8 = new Int8Array(HASH_SIZE);
  const back = new Float64Array(HASH_SIZE);
  for (let i = 0; i < HASH_SIZE; i++) {
    const q = Math.max(-127, Math.min(127, Math.round(w.hashed[i]! / scale)));
    int8[i] = q;
    back[i] = q * scale;
  }
  return { int8, scale, dequantised: { hashed: back, dense: w.dense, bias: w.bias } };
}

function plattLoss(
  margins: readonly number[],
  ys: readonly (0 | 1)[],
  weights: readonly number[],
  a: number,
  b: number,
): number {
  let loss = 0;
  for (let i = 0; i < margins.length; i++) {
    const z = a * margins[i]! + b;
    // log(1 + exp(-z)) for y = 1, log(1 + exp(z)) for y = 0, computed stably.
    const t = ys[i] === 1 ? -z : z;
    loss += weights[i]! * (t > 0 ? t + Math.log1p(Math.exp(-t)) : Math.log1p(Math.exp(t)));
  }
  return loss;
}

/** Fits p = 1 / (1 + exp(-(a m + b))) to weighted labels by Newton's method with step halving. */
export function fitPlatt(
  margins: readonly number[],
  ys: readonly (0 | 1)[],
  weights: readonly number[],
): { a: number; b: number } {
  let a = 1;
  let b = 0;
  let loss = plattLoss(margins, ys, weights, a, b);
  for (let iteration = 0; iteration < 100; iteration++) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-9;
    let hab = 0;
    let hbb = 1e-9;
    for (let i = 0; i < margins.length; i++) {
      const m = margins[i]!;
      const p = sigmoid(a * m + b);
      const r = (p - ys[i]!) * weights[i]!;
      const s = p * (1 - p) * weights[i]!;
      ga += r * m;
      gb += r;
      haa += s * m * m;
      hab += s * m;
      hbb += s;
    }
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    let step = 1;
    let next = plattLoss(margins, ys, weights, a - da, b - db);
    while (next > loss && step > 1e-6) {
      step /= 2;
      next = plattLoss(margins, ys, weights, a - step * da, b - step * db);
    }
    if (next > loss) break;
    a -= step * da;
    b -= step * db;
    const improved = loss - next;
    loss = next;
    if (improved < 1e-9 * Math.max(1, loss)) break;
  }
  return { a, b };
}

function stackLoss(
  xs: readonly (readonly number[])[],
  ys: readonly (0 | 1)[],
  ws: readonly number[],
  c: readonly number[],
): number {
  let loss = 0;
  for (let i = 0; i < xs.length; i++) {
    let z = c[c.length - 1]!;
    const x = xs[i]!;
    for (let k = 0; k < x.length; k++) z += c[k]! * x[k]!;
    const t = ys[i] === 1 ? -z : z;
    loss += ws[i]! * (t > 0 ? t + Math.log1p(Math.exp(-t)) : Math.log1p(Math.exp(t)));
  }
  return loss;
}

/** Solves `h x = g` for a small symmetric positive-definite `h` (Gaussian elimination). */
function solve(h: number[][], g: number[]): number[] {
  const n = g.length;
  const a = h.map((row, i) => [...row, g[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r]![col]! / p;
      for (let k = col; k <= n; k++) a[r]![k] = a[r]![k]! - f * a[col]![k]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

/**
 * Stacked calibration: a logistic regression over the model's out-of-source margin and the dense signals,
 * fitted on leave-one-source-out predictions, so it learns how far each input can be trusted on sources
 * the model never saw. Returns one coefficient per input, then the intercept. Newton with step halving and a
 * small ridge.
 */
export function fitStack(
  xs: readonly (readonly number[])[],
  ys: readonly (0 | 1)[],
  ws: readonly number[],
): number[] {
  const d = (xs[0]?.length ?? 0) + 1;
  const ridge = 1e-3;
  let c = new Array<number>(d).fill(0);
  c[0] = 1;
  let loss = stackLoss(xs, ys, ws, c);
  for (let iteration = 0; iteration < 100; iteration++) {
    const g = new Array<number>(d).fill(0);
    const h = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (let i = 0; i < xs.length; i++) {
      const x = [...xs[i]!, 1];
      let z = 0;
      for (let k = 0; k < d; k++) z += c[k]! * x[k]!;
      const p = sigmoid(z);
      const r = (p - ys[i]!) * ws[i]!;
      const s = p * (1 - p) * ws[i]!;
      for (let k = 0; k < d; k++) {
        g[k] = g[k]! + r * x[k]!;
        for (let l = 0; l < d; l++) h[k]![l] = h[k]![l]! + s * x[k]! * x[l]!;
      }
    }
    for (let k = 0; k < d; k++) {
      g[k] = g[k]! + ridge * c[k]!;
      h[k]![k] = h[k]![k]! + ridge;
    }
    const step = solve(h, g);
    let scale = 1;
    let next = c.map((v, k) => v - step[k]!);
    let nextLoss = stackLoss(xs, ys, ws, next);
    while (nextLoss > loss && scale > 1e-6) {
      scale /= 2;
      next = c.map((v, k) => v - scale * step[k]!);
      nextLoss = stackLoss(xs, ys, ws, next);
    }
    if (nextLoss > loss) break;
    const improved = loss - nextLoss;
    c = next;
    loss = nextLoss;
    if (improved < 1e-9 * Math.max(1, loss)) break;
  }
  return c;
}
