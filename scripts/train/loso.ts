/**
 * Leave-one-source-out: for each source, a model trained on every other source scores the held-out rows.
 * Those out-of-source scores are what calibration, the threshold and every reported figure are based on.
 */
import { INJECTION_DENSE, injectionFeatures } from "../../src/metrics/prompt-injection/model.js";
import { ALL_BLOCKS, type GramBlocks, gramsVector } from "../../src/metrics/text/features.js";
import { TOXICITY_DENSE, toxicityFeatures } from "../../src/metrics/toxicity/model.js";
import type { Row, Task } from "./data.js";
import { DEFAULT_TRAIN, margin, quantise, type SparseRow, type TrainOptions, train } from "./logistic.js";

/**
 * See `sampleWeights`. 1: every source weighs the same within its class, whatever its row count (leave-one-
 * source-out: toxicity F1 at the FPR-3% point 0.297 -> 0.319 against 0.5; injection unchanged), so no one
 * source's style dominates what the model learns.
 */
export const SOURCE_WEIGHT_POWER = 1;

export interface Featurised {
  sparse: SparseRow[];
  /** The pattern detector's score of each row (engine `patterns`). */
  patternScores: number[];
  /** The multilingual lexicons' score of each row (see `withLexicon`). */
  lexiconScores: number[];
  /** Whether the row has evidence of its own (injection: see `injectionFeatures`; toxicity: always). */
  evidence: boolean[];
  denseNames: readonly string[];
}

/**
 * Weights: each class weighs the same in total; within a class, a source of n rows weighs n^(1 - power)
 * (power 0.5: sqrt(n); power 1: every source the same), so large sources do not drown small ones.
 */
function sampleWeights(rows: readonly Row[], power: number): number[] {
  const cell = new Map<string, number>();
  for (const row of rows) cell.set(`${row.y}|${row.group}`, (cell.get(`${row.y}|${row.group}`) ?? 0) + 1);
  const raw = rows.map((row) => cell.get(`${row.y}|${row.group}`)! ** -power);
  const classTotal = [0, 0];
  rows.forEach((row, i) => {
    classTotal[row.y]! += raw[i]!;
  });
  return rows.map((row, i) => (raw[i]! * rows.length) / 2 / classTotal[row.y]!);
}

export function featurise(
  task: Task,
  rows: readonly Row[],
  blocks: GramBlocks = ALL_BLOCKS,
  weightPower = SOURCE_WEIGHT_POWER,
): Featurised {
  const weights = sampleWeights(rows, weightPower);
  const patternScores: number[] = [];
  const lexiconScores: number[] = [];
  const evidence: boolean[] = [];
  const sparse = rows.map((row, i) => {
    const features =
      task === "injection" ? injectionFeatures(row.text, blocks) : toxicityFeatures(row.text, blocks);
    const { grams, dense, analysis } = features;
    patternScores.push(analysis.score);
    lexiconScores.push(analysis.lexiconScore);
    evidence.push("evidence" in features ? features.evidence : true);
    const { indices, values } = gramsVector(grams);
    return { indices, values, dense: Float64Array.from(dense), y: row.y, weight: weights[i]! };
  });
  return {
    sparse,
    patternScores,
    lexiconScores,
    evidence,
    denseNames: task === "injection" ? INJECTION_DENSE : TOXICITY_DENSE,
  };
}

/** Out-of-source margins of every row (from the quantised fold model, as the runtime would compute). */
export function losoMargins(
  rows: readonly Row[],
  data: Featurised,
  options: TrainOptions = DEFAULT_TRAIN,
  log: (line: string) => void = () => {},
): number[] {
  const margins = new Array<number>(rows.length).fill(0);
  const groups = [...new Set(rows.map((row) => row.group))].sort();
  for (const group of groups) {
    const started = Date.now();
    const trainRows = data.sparse.filter((_, i) => rows[i]!.group !== group);
    const w = quantise(train(trainRows, data.denseNames.length, options)).dequantised;
    let n = 0;
    rows.forEach((row, i) => {
      if (row.group !== group) return;
      margins[i] = margin(w, data.sparse[i]!);
      n++;
    });
    log(`  held out ${group}: ${n} rows, ${Date.now() - started} ms`);
  }
  return margins;
}
