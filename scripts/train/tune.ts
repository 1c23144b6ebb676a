/**
 * A cheaper leave-one-source-out for iterating on the learned detectors (not what `npm run train` or the
 * benchmark report): rows subsampled per source and class, then for each variant of the second stage
 * (margin alone, margin + dense signals) the held-out figures at the FPR-3% threshold and how many of the
 * hand-written benign traps (`bench/detectors/data/traps.ts`) a model trained on the sample flags. The second
 * stage is itself fitted leave-one-source-out here (nested), so no figure comes from a row it was fitted on.
 *
 *   npx tsc -p scripts/train/tsconfig.json && node dist/scripts/train/tune.js --task injection --cap 250 --l2 1e-5
 *
 * Options: --stage1 N (dense features the n-gram model reads), --only a,b (second-stage features). Environment:
 * GATE=1 with EVIDENCE=a,b (shape features that count as evidence) and SIGMIN=x (pattern score a signal needs
 * to count) emulate the `prompt_injection` evidence rule; NESTED=0 fits the second stage on all sources (leaks:
 * for comparison only); PER_SOURCE=1 prints every source. First-stage margins are cached in /tmp per options.
 * The shipped settings: --stage1 4 --only override_structure, GATE=1 SIGMIN=0.49
 * EVIDENCE=override_structure,persona_words,harm_words,extract_words.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { TRAP_CASES } from "../../bench/detectors/data/traps.js";
import { injectionFeatures } from "../../src/metrics/prompt-injection/model.js";
import { gramsVector } from "../../src/metrics/text/features.js";
import { withEvidence } from "../../src/metrics/text/linear-model.js";
import { toxicityFeatures } from "../../src/metrics/toxicity/model.js";
import { readDataset, subsample, type Task } from "./data.js";
import { evaluate, thresholdFor } from "./evaluate.js";
import { DEFAULT_TRAIN, fitStack, margin, train } from "./logistic.js";
import { featurise, losoMargins } from "./loso.js";
import { BLOCKS, TARGET_FPR } from "./settings.js";

const repo = resolve(fileURLToPath(import.meta.url), "../../../..");

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const f = (x: number | null) => (x === null ? "–" : x.toFixed(3));

const { values } = parseArgs({
  options: {
    task: { type: "string", default: "injection" },
    cap: { type: "string", default: "250" },
    l2: { type: "string", default: String(DEFAULT_TRAIN.l2) },
    epochs: { type: "string", default: String(DEFAULT_TRAIN.epochs) },
    rate: { type: "string", default: String(DEFAULT_TRAIN.learningRate) },
    only: { type: "string" },
    stage1: { type: "string" },
  },
});
const task = values.task as Task;
const options = {
  ...DEFAULT_TRAIN,
  l2: Number(values.l2),
  epochs: Number(values.epochs),
  learningRate: Number(values.rate),
  ...(values.stage1 === undefined ? {} : { firstStageDense: Number(values.stage1) }),
};
const rows = subsample(readDataset(resolve(repo, "../shared/train"), task).rows, Number(values.cap));
const ys = rows.map((r) => r.y);
const groups = rows.map((r) => r.group);
const data = featurise(task, rows, BLOCKS[task]);
const cacheFile = `/tmp/tune-margins-${task}-${values.cap}-${JSON.stringify(options).replace(/\W+/g, "_")}.json`;
const margins: number[] = existsSync(cacheFile)
  ? JSON.parse(readFileSync(cacheFile, "utf8"))
  : losoMargins(rows, data, options);
writeFileSync(cacheFile, JSON.stringify(margins));
const denseCount = data.denseNames.length;
const pick =
  values.only === undefined ? undefined : values.only.split(",").map((name) => data.denseNames.indexOf(name));
const inputs = (m: number, dense: ArrayLike<number>, useDense: boolean) =>
  useDense ? [m, ...(pick === undefined ? Array.from(dense) : pick.map((k) => dense[k]!))] : [m];

const full = train(data.sparse, denseCount, options);
const traps = Object.entries(TRAP_CASES).flatMap(([language, kinds]) =>
  Object.entries(kinds).flatMap(([kind, texts]) => texts.map((text) => ({ language, kind, text }))),
);
const trapRows = traps.map(({ text }) => {
  const { grams, dense, analysis } = task === "injection" ? injectionFeatures(text) : toxicityFeatures(text);
  const { indices, values: v } = gramsVector(grams);
  const row = { indices, values: v, dense: Float64Array.from(dense), y: 0 as const, weight: 1 };
  return {
    m: margin(full, row),
    dense,
    signal: analysis.weights.size > 0 || analysis.lexiconScore >= 0.5,
    lex: analysis.lexiconScore,
  };
});

console.log(
  `${task}: ${rows.length} rows, l2 ${options.l2}, epochs ${options.epochs}, rate ${options.learningRate}`,
);
for (const useDense of [false, true]) {
  const decided = new Array<boolean>(rows.length).fill(false);
  const evidenceAt = (process.env.EVIDENCE ?? "")
    .split(",")
    .filter((n) => n !== "")
    .map((n) => data.denseNames.indexOf(n));
  const hasSignal = rows.map(
    (_, i) =>
      data.patternScores[i]! > Number(process.env.SIGMIN ?? 0) ||
      data.lexiconScores[i]! >= 0.5 ||
      (process.env.GATE === "1" && evidenceAt.some((k) => data.sparse[i]!.dense[k]! > 0)),
  );
  const gateOff = (i: number) => process.env.GATE === "1" && !hasSignal[i]!;
  const stackScore = (c: number[], i: number) => {
    const x = inputs(margins[i]!, data.sparse[i]!.dense, useDense);
    let z = c[c.length - 1]!;
    x.forEach((v, k) => {
      z += c[k]! * v;
    });
    return data.lexiconScores[i]! >= 0.5 ? 1 : sigmoid(z);
  };
  // Fully nested: for each held-out source, the stack and the threshold come from the other sources only.
  for (const g of [...new Set(groups)]) {
    const at = rows.flatMap((r, i) => (r.group !== g || process.env.NESTED === "0" ? [i] : []));
    const c = fitStack(
      at.map((i) => inputs(margins[i]!, data.sparse[i]!.dense, useDense)),
      at.map((i) => ys[i]!),
      at.map((i) => data.sparse[i]!.weight),
    );
    const tg = thresholdFor(
      at.map((i) => groups[i]!),
      at.map((i) => ys[i]!),
      at.map((i) => (gateOff(i) ? 0 : withEvidence(stackScore(c, i), rows[i]!.text, hasSignal[i]!, 0.5))),
      TARGET_FPR,
    );
    rows.forEach((r, i) => {
      if (r.group === g)
        decided[i] = !gateOff(i) && withEvidence(stackScore(c, i), r.text, hasSignal[i]!, tg) >= tg;
    });
  }
  const e = evaluate(groups, ys, decided);
  const cAll = fitStack(
    rows.map((_, i) => inputs(margins[i]!, data.sparse[i]!.dense, useDense)),
    ys,
    data.sparse.map((r) => r.weight),
  );
  const t = thresholdFor(
    groups,
    ys,
    rows.map((r, i) => withEvidence(stackScore(cAll, i), r.text, hasSignal[i]!, 0.5)),
    TARGET_FPR,
  );
  // Traps: the stack fitted on every out-of-source row, the threshold above.
  const c = fitStack(
    rows.map((_, i) => inputs(margins[i]!, data.sparse[i]!.dense, useDense)),
    ys,
    data.sparse.map((r) => r.weight),
  );
  let flagged = 0;
  const names: string[] = [];
  traps.forEach((trap, k) => {
    const r = trapRows[k]!;
    const x = inputs(r.m, r.dense, useDense);
    let z = c[c.length - 1]!;
    x.forEach((v, j) => {
      z += c[j]! * v;
    });
    const ev = r.signal || (process.env.GATE === "1" && evidenceAt.some((k) => r.dense[k]! > 0));
    const raw = r.lex >= 0.5 ? 1 : sigmoid(z);
    const p = process.env.GATE === "1" && !ev ? 0 : withEvidence(raw, trap.text, ev, t);
    if (p >= t) {
      flagged++;
      names.push(`${trap.language}/${trap.kind}`);
    }
  });
  console.log(
    `${useDense ? "margin+dense" : "margin     "} t=${t} recall ${f(e.recall.mean)}/${f(e.recall.worst)} fpr ${f(e.fpr.mean)}/${f(e.fpr.worst)} f1 ${f(e.f1.mean)}/${f(e.f1.worst)} pooledF1 ${f(e.pooled.f1)} traps ${flagged}/${traps.length} ${names.join(" ")}`,
  );
  if (process.env.PER_SOURCE)
    for (const s of e.perSource)
      console.log(`    ${s.source}: recall ${f(s.recall)} fpr ${f(s.fpr)} (${s.positives}/${s.negatives})`);
  if (useDense)
    console.log(
      `  stack: ${c.map((v, k) => `${k === 0 ? "margin" : k === c.length - 1 ? "bias" : pick === undefined ? data.denseNames[k - 1] : data.denseNames[pick[k - 1]!]}=${v.toFixed(2)}`).join(" ")}`,
    );
}
const p = evaluate(
  groups,
  ys,
  data.patternScores.map((s) => s >= 0.5),
);
console.log(
  `patterns     recall ${f(p.recall.mean)}/${f(p.recall.worst)} fpr ${f(p.fpr.mean)}/${f(p.fpr.worst)} f1 ${f(p.f1.mean)}/${f(p.f1.worst)} pooledF1 ${f(p.pooled.f1)}`,
);
