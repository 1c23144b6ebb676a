/**
 * Leave-one-source-out figures of the learned detectors (retrained here per held-out source, exactly as
 * `npm run train` does), the pattern detectors (engine `patterns`) and the npm peers, on the same held-out
 * sources of `../shared/train`, in one run.
 *
 *   npm run build && npx tsc -p scripts/train/tsconfig.json && node dist/bench/detectors/loso.js [--task injection|toxicity] [--data DIR]
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { readDataset, type Task } from "../../scripts/train/data.js";
import { type Evaluation, evaluate, nestedBestF1, thresholdFor } from "../../scripts/train/evaluate.js";
import { featurise, losoMargins } from "../../scripts/train/loso.js";
import { BLOCKS, calibrate, TRAIN_OPTIONS } from "../../scripts/train/settings.js";
import { injectionPeers, type Predictor, toxicityPeers } from "./peers.js";

const repo = resolve(fileURLToPath(import.meta.url), "../../../..");

const f = (x: number | null) => (x === null ? "–" : x.toFixed(3));

function summaryRow(name: string, e: Evaluation): string {
  return `| ${name} | ${f(e.recall.mean)} | ${f(e.recall.worst)} | ${f(e.fpr.mean)} | ${f(e.fpr.worst)} | ${f(e.f1.mean)} | ${f(e.f1.worst)} | ${f(e.pooled.precision)} | ${f(e.pooled.recall)} | ${f(e.pooled.f1)} | ${f(e.pooled.fpr)} |`;
}

async function runTask(dataDir: string, task: Task): Promise<void> {
  const { rows } = readDataset(dataDir, task);
  const groups = rows.map((row) => row.group);
  const ys = rows.map((row) => row.y);
  const data = featurise(task, rows, BLOCKS[task]);
  const margins = losoMargins(rows, data, TRAIN_OPTIONS[task]);
  const { scores, alone, threshold, nested } = calibrate(task, margins, data, ys, groups);
  // The same operating point as the shipped detector, so the row shows what the floors add. (A threshold
  // fitted on these scores alone can meet the FPR target everywhere and fall to ~0.)
  const aloneThreshold = threshold;
  const results: Array<[string, Evaluation]> = [
    [
      "**content-shield local (model, fully held out: calibration and threshold fitted without the source)**",
      nested,
    ],
    [
      `content-shield local, shipped calibration (threshold ${threshold} fitted on all sources' held-out scores)`,
      evaluate(
        groups,
        ys,
        scores.map((s) => s >= threshold),
      ),
    ],
    [
      `content-shield model alone, no lexicon floor (shipped threshold ${aloneThreshold})`,
      evaluate(
        groups,
        ys,
        alone.map((s) => s >= aloneThreshold),
      ),
    ],
    [
      "content-shield local at the best-F1 threshold (fitted without the source, shipped calibration)",
      nestedBestF1(groups, ys, scores),
    ],
    [
      "content-shield local at 0.3 (recall-oriented)",
      evaluate(
        groups,
        ys,
        scores.map((s) => s >= 0.3),
      ),
    ],
    [
      "content-shield patterns (engine `patterns`)",
      evaluate(
        groups,
        ys,
        data.patternScores.map((s) => s >= 0.5),
      ),
    ],
  ];
  // The operating point: the threshold whose false-positive rate (mean over held-out benign sources,
  // shipped calibration) is at most 5%; below 0.5 it reads the scores of texts without evidence too.
  const at5 = thresholdFor(groups, ys, scores, 0.05);
  results.splice(5, 0, [
    `content-shield local at FPR ≤ 5% (threshold ${at5})`,
    evaluate(
      groups,
      ys,
      scores.map((s) => s >= at5),
    ),
  ]);
  // The model at the pattern detectors' own false-positive rate (shipped calibration), for a like-for-like view.
  const patternsFpr = results[6]![1].fpr.mean ?? 0;
  const matched = thresholdFor(groups, ys, scores, patternsFpr);
  results.splice(5, 0, [
    `content-shield local at the patterns' FPR (threshold ${matched})`,
    evaluate(
      groups,
      ys,
      scores.map((s) => s >= matched),
    ),
  ]);
  // And the patterns at the model's false-positive rate: their score threshold moved until their FPR is the
  // model's, so each side is also read at the other's operating point.
  const modelFpr = nested.fpr.mean ?? 0;
  const patternsAt = thresholdFor(groups, ys, data.patternScores, modelFpr);
  results.splice(8, 0, [
    `content-shield patterns at the model's FPR (score threshold ${patternsAt})`,
    evaluate(
      groups,
      ys,
      data.patternScores.map((s) => s >= patternsAt),
    ),
  ]);
  const peers: Record<string, Predictor> = task === "injection" ? injectionPeers() : toxicityPeers();
  for (const [name, predict] of Object.entries(peers)) {
    const predicted: boolean[] = [];
    for (const row of rows) predicted.push(await predict(row.text));
    results.push([name, evaluate(groups, ys, predicted)]);
  }
  console.log(`\n### ${task}: ${rows.length} rows, ${new Set(groups).size} sources, each held out once\n`);
  console.log(
    "| detector | recall mean | recall worst | FPR mean | FPR worst | F1 mean | F1 worst | pooled precision | pooled recall | pooled F1 | pooled FPR |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const [name, e] of results) console.log(summaryRow(name, e));
  console.log("\nPer held-out source (recall on its attacks / false-positive rate on its benign rows):\n");
  console.log(
    `| source | positives | negatives | ${results.map(([name]) => name.replace(/\*\*/g, "")).join(" | ")} |`,
  );
  console.log(`|---|---|---|${results.map(() => "---").join("|")}|`);
  const first = results[0]![1].perSource;
  first.forEach((source, i) => {
    const cells = results.map(([, e]) => {
      const s = e.perSource[i]!;
      return `${f(s.recall)} / ${f(s.fpr)}`;
    });
    console.log(`| ${source.source} | ${source.positives} | ${source.negatives} | ${cells.join(" | ")} |`);
  });
}

const { values } = parseArgs({
  options: { data: { type: "string", default: resolve(repo, "../shared/train") }, task: { type: "string" } },
});
const tasks: Task[] = values.task === undefined ? ["injection", "toxicity"] : [values.task as Task];
for (const task of tasks) await runTask(values.data!, task);
