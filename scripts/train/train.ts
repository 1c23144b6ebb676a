/**
 * Trains the `prompt_injection` and `toxicity` models from `../shared/train` (or `--data DIR`), writes
 * `models/<name>.json` and `models/report.json` (data sha256, each artefact's sha256, the leave-one-source-out
 * figures). Deterministic: the same data gives the same bytes.
 *
 *   npm run train                       # both models
 *   npm run train -- --task toxicity    # one model (the report keeps the other's entry)
 *   npm run train -- --dry-run          # figures only, nothing written
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { FEATURE_VERSION, HASH_BITS } from "../../src/metrics/text/features.js";
import { type Calibration, MODEL_FORMAT, type ModelFile } from "../../src/metrics/text/linear-model.js";
import { readDataset, type Task } from "./data.js";
import { type Evaluation, evaluate } from "./evaluate.js";
import { quantise, train } from "./logistic.js";
import { featurise, losoMargins } from "./loso.js";
import {
  BLOCKS,
  calibrate,
  MODEL_FILES,
  MODEL_VERSION,
  round,
  TARGET_FPR,
  TRAIN_OPTIONS,
} from "./settings.js";

const repo = resolve(fileURLToPath(import.meta.url), "../../../..");

function rounded(e: Evaluation): Evaluation {
  return JSON.parse(JSON.stringify(e, (_, v) => (typeof v === "number" ? round(v) : v))) as Evaluation;
}

export interface TaskReport {
  model: string;
  sha256: string;
  bytes: number;
  data: { file: string; sha256: string; rows: number; positives: number; sources: number };
  threshold: number;
  calibration: Calibration;
  /**
   * model: fully held out (calibration and threshold fitted without the held-out source); shipped: the
   * shipped calibration and threshold (fitted on every source's held-out scores) on the same scores.
   */
  loso: { model: Evaluation; shipped: Evaluation; patterns: Evaluation };
}

function runTask(
  dataDir: string,
  task: Task,
  log: (line: string) => void,
): { file: ModelFile; report: Omit<TaskReport, "sha256" | "bytes"> } {
  const dataset = readDataset(dataDir, task);
  const { rows } = dataset;
  log(`${task}: ${rows.length} rows`);
  const data = featurise(task, rows, BLOCKS[task]);
  const margins = losoMargins(rows, data, TRAIN_OPTIONS[task], log);
  const ys = rows.map((row) => row.y);
  const groups = rows.map((row) => row.group);
  // The figures reported: fully held out (the calibration and threshold fitted without the held-out source).
  const { calibration, quiet, threshold, scores, nested: model } = calibrate(task, margins, data, ys, groups);
  const shipped = evaluate(
    groups,
    ys,
    scores.map((p) => p >= threshold),
  );
  const patterns = evaluate(
    groups,
    ys,
    data.patternScores.map((s) => s >= 0.5),
  );
  log(
    `  threshold ${threshold}: recall mean ${model.recall.mean?.toFixed(3)} worst ${model.recall.worst?.toFixed(3)}, FPR mean ${model.fpr.mean?.toFixed(3)} worst ${model.fpr.worst?.toFixed(3)}, pooled F1 ${model.pooled.f1?.toFixed(3)}`,
  );
  const final = quantise(train(data.sparse, data.denseNames.length, TRAIN_OPTIONS[task]));
  const file: ModelFile = {
    format: MODEL_FORMAT,
    name: task === "injection" ? "prompt_injection" : "toxicity",
    version: MODEL_VERSION,
    feature_version: FEATURE_VERSION,
    hash_bits: HASH_BITS,
    blocks: BLOCKS[task],
    dense: [...data.denseNames],
    dense_weights: [...final.dequantised.dense].map(round),
    bias: round(final.dequantised.bias),
    weights: Buffer.from(final.int8.buffer, final.int8.byteOffset, final.int8.length).toString("base64"),
    scale: round(final.scale),
    calibration,
    threshold,
    ...(quiet === undefined ? {} : { without_evidence: quiet }),
  };
  return {
    file,
    report: {
      model: MODEL_FILES[task],
      data: {
        file: `${task}.jsonl`,
        sha256: dataset.sha256,
        rows: rows.length,
        positives: ys.filter((y) => y === 1).length,
        sources: new Set(groups).size,
      },
      threshold,
      calibration,
      loso: { model: rounded(model), shipped: rounded(shipped), patterns: rounded(patterns) },
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      data: { type: "string", default: resolve(repo, "../shared/train") },
      task: { type: "string" },
      "dry-run": { type: "boolean", default: false },
    },
  });
  const tasks: Task[] = values.task === undefined ? ["injection", "toxicity"] : [values.task as Task];
  const reportPath = resolve(repo, "models/report.json");
  const report: {
    generated_by: string;
    train_options: typeof TRAIN_OPTIONS;
    target_fpr: number;
    tasks: Partial<Record<Task, TaskReport>>;
  } =
    existsSync(reportPath) && values.task !== undefined
      ? JSON.parse(readFileSync(reportPath, "utf8"))
      : { generated_by: "npm run train", train_options: TRAIN_OPTIONS, target_fpr: TARGET_FPR, tasks: {} };
  for (const task of tasks) {
    const { file, report: taskReport } = runTask(values.data!, task, (line) => console.log(line));
    const bytes = `${JSON.stringify(file)}\n`;
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    report.tasks[task] = { ...taskReport, sha256, bytes: Buffer.byteLength(bytes) };
    console.log(`  ${MODEL_FILES[task]}: ${Buffer.byteLength(bytes)} bytes, sha256 ${sha256}`);
    if (!values["dry-run"]) writeFileSync(resolve(repo, "models", MODEL_FILES[task]), bytes);
  }
  if (!values["dry-run"]) writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
}

await main();
