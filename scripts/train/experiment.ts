/**
 * Leave-one-source-out experiments on the first stage (the n-gram model) and the second stage (the stacked
 * calibration) of one learned detector, fully nested: for each held-out source the stack and the threshold
 * come from the other sources' out-of-source scores only. Reports the FPR-3% operating point and the best-F1
 * one (threshold maximising the other sources' mean F1), both applied to the held-out source.
 *
 *   npx tsc -p scripts/train/tsconfig.json && node dist/scripts/train/experiment.js --task toxicity \
 *     --power 1 --blocks words --l2 1e-5 --stage1 3 --stack patterns_score,upper_share [--cap 1500]
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { GramBlocks } from "../../src/metrics/text/features.js";
import { readDataset, subsample, type Task } from "./data.js";
import { bestF1Threshold, type Evaluation, evaluate, thresholdFor } from "./evaluate.js";
import { DEFAULT_TRAIN, fitStack } from "./logistic.js";
import { featurise, losoMargins } from "./loso.js";
import { TARGET_FPR } from "./settings.js";

const repo = resolve(fileURLToPath(import.meta.url), "../../../..");
const f = (x: number | null) => (x === null ? "–" : x.toFixed(3));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

const { values } = parseArgs({
  options: {
    task: { type: "string", default: "toxicity" },
    cap: { type: "string" },
    power: { type: "string", default: "0.5" },
    blocks: { type: "string", default: "both" },
    l2: { type: "string", default: String(DEFAULT_TRAIN.l2) },
    epochs: { type: "string", default: String(DEFAULT_TRAIN.epochs) },
    rate: { type: "string", default: String(DEFAULT_TRAIN.learningRate) },
    stage1: { type: "string" },
    stack: { type: "string", default: "" },
    "per-source": { type: "boolean", default: false },
  },
});
const task = values.task as Task;
const blocks: GramBlocks = {
  chars: values.blocks !== "words",
  words: values.blocks !== "chars",
};
const options = {
  ...DEFAULT_TRAIN,
  l2: Number(values.l2),
  epochs: Number(values.epochs),
  learningRate: Number(values.rate),
  ...(values.stage1 === undefined ? {} : { firstStageDense: Number(values.stage1) }),
};
const all = readDataset(resolve(repo, "../shared/train"), task).rows;
const rows = values.cap === undefined ? all : subsample(all, Number(values.cap));
const ys = rows.map((r) => r.y);
const groups = rows.map((r) => r.group);
const started = Date.now();
const data = featurise(task, rows, blocks, Number(values.power));
// Training-only label cleaning: clean rows with strong explicit evidence (NOISY=x: pattern score >= x) get
// weight 0 in the n-gram model's training; every figure still counts them.
const stackWeights = data.sparse.map((r) => r.weight);
if (process.env.NOISY)
  data.sparse.forEach((r, i) => {
    if (r.y === 0 && data.patternScores[i]! >= Number(process.env.NOISY)) r.weight = 0;
  });
const margins = losoMargins(rows, data, options);
data.sparse.forEach((r, i) => {
  r.weight = stackWeights[i]!;
});
// EVIDENCE_EXTRA=a,b: these dense features also count as evidence (injection's evidence rule).
for (const name of (process.env.EVIDENCE_EXTRA ?? "").split(",").filter((n) => n !== "")) {
  const k = data.denseNames.indexOf(name);
  if (k < 0) throw new Error(`no dense feature ${name}`);
  data.sparse.forEach((r, i) => {
    if (r.dense[k]! > 0) data.evidence[i] = true;
  });
}
if (process.env.NOGATE === "1") data.evidence.fill(true);
const stackAt = values.stack
  .split(",")
  .filter((n) => n !== "")
  .map((n) => {
    const k = data.denseNames.indexOf(n);
    if (k < 0) throw new Error(`no dense feature ${n}: ${data.denseNames.join(",")}`);
    return k;
  });
const inputs = (i: number) => [margins[i]!, ...stackAt.map((k) => data.sparse[i]!.dense[k]!)];
// STRONG=x: a row without evidence still counts when its stacked score reaches x (the model alone as evidence).
const strong = process.env.STRONG === undefined ? Number.POSITIVE_INFINITY : Number(process.env.STRONG);
const score = (c: number[], i: number) => {
  if (data.lexiconScores[i]! >= 0.5) return 1;
  const x = inputs(i);
  let z = c[c.length - 1]!;
  x.forEach((v, k) => {
    z += c[k]! * v;
  });
  const p = sigmoid(z);
  if (!data.evidence[i]) return p >= strong ? p : 0;
  return p;
};
const atFpr = new Array<boolean>(rows.length).fill(false);
const heldScores = new Array<number>(rows.length).fill(0);
const atBest = new Array<boolean>(rows.length).fill(false);
const thresholds: string[] = [];
for (const g of [...new Set(groups)].sort()) {
  const others = rows.flatMap((r, i) => (r.group !== g ? [i] : []));
  const held = rows.flatMap((r, i) => (r.group === g ? [i] : []));
  const c = fitStack(
    others.map(inputs),
    others.map((i) => ys[i]!),
    others.map((i) => data.sparse[i]!.weight),
  );
  const og = others.map((i) => groups[i]!);
  const oy = others.map((i) => ys[i]!);
  const os = others.map((i) => score(c, i));
  const t = thresholdFor(og, oy, os, TARGET_FPR);
  const tb = bestF1Threshold(og, oy, os);
  thresholds.push(`${t.toFixed(2)}/${tb.toFixed(2)}`);
  for (const i of held) {
    const s = score(c, i);
    heldScores[i] = s;
    atFpr[i] = s >= t;
    atBest[i] = s >= tb;
  }
}
const line = (name: string, e: Evaluation) =>
  `${name} recall ${f(e.recall.mean)}/${f(e.recall.worst)} fpr ${f(e.fpr.mean)}/${f(e.fpr.worst)} f1 ${f(e.f1.mean)}/${f(e.f1.worst)} pooledF1 ${f(e.pooled.f1)}`;
const e3 = evaluate(groups, ys, atFpr);
const eb = evaluate(groups, ys, atBest);
console.log(
  `${task} ${rows.length} rows ${JSON.stringify({ ...values, "per-source": undefined })} ${((Date.now() - started) / 1000).toFixed(0)}s`,
);
console.log(line("  fpr3 ", e3));
console.log(line("  bestF1", eb));
console.log(`  thresholds ${thresholds.join(" ")}`);
const cAll = fitStack(
  rows.map((_, i) => inputs(i)),
  ys,
  data.sparse.map((r) => r.weight),
);
console.log(`  stack ${cAll.map((v) => v.toFixed(2)).join(" ")}`);
// Ranking alone: each source's recall at its own 3%-FPR threshold (an oracle, not an operating point).
const oracle: string[] = [];
for (const g of [...new Set(groups)].sort()) {
  const at = rows.flatMap((r, i) => (r.group === g ? [i] : []));
  const neg = at
    .filter((i) => ys[i] === 0)
    .map((i) => heldScores[i]!)
    .sort((a, b) => b - a);
  const pos = at.filter((i) => ys[i] === 1).map((i) => heldScores[i]!);
  if (neg.length === 0 || pos.length === 0) continue;
  const t = neg[Math.floor(neg.length * TARGET_FPR)]!;
  oracle.push(`${g.split("/")[0]!.slice(0, 8)} ${f(pos.filter((s) => s > t).length / pos.length)}`);
}
console.log(`  oracle recall@own-3%FPR: ${oracle.join(", ")}`);
if (process.env.KINDS) {
  const byKind = new Map<string, [number, number, number]>();
  rows.forEach((r, i) => {
    const k = `${r.group.split("/")[0]!.slice(0, 10)}:${r.kind}`;
    const c = byKind.get(k) ?? [0, 0, 0];
    c[0]++;
    if (atFpr[i]) c[1]++;
    if (data.evidence[i]) c[2]++;
    byKind.set(k, c);
  });
  for (const [k, [n, hit, ev]] of [...byKind].sort())
    console.log(`    ${k}: ${n} flagged ${f(hit / n)} evidence ${f(ev / n)}`);
}
if (process.env.DUMP) {
  for (const g of [...new Set(groups)].sort()) {
    const at = rows.flatMap((r, i) => (r.group === g ? [i] : []));
    const neg = at.filter((i) => ys[i] === 0).sort((a, b) => heldScores[b]! - heldScores[a]!);
    const pos = at.filter((i) => ys[i] === 1).sort((a, b) => heldScores[a]! - heldScores[b]!);
    console.log(`== ${g}: top benign`);
    for (const i of neg.slice(0, Number(process.env.DUMP)))
      console.log(
        `  ${heldScores[i]!.toFixed(3)} [${rows[i]!.kind}] ${rows[i]!.text.slice(0, 140).replace(/\s+/g, " ")}`,
      );
    console.log(`== ${g}: random positives`);
    for (let k = 0; k < pos.length; k += Math.max(1, Math.floor(pos.length / Number(process.env.DUMP)))) {
      const i = pos[k]!;
      console.log(
        `  ${heldScores[i]!.toFixed(3)} [${rows[i]!.kind}] ${rows[i]!.text.slice(0, 140).replace(/\s+/g, " ")}`,
      );
    }
  }
}
if (values["per-source"]) {
  for (let k = 0; k < e3.perSource.length; k++) {
    const a = e3.perSource[k]!;
    const b = eb.perSource[k]!;
    console.log(
      `    ${a.source}: ${f(a.recall)}/${f(a.fpr)}  best ${f(b.recall)}/${f(b.fpr)} (${a.positives}/${a.negatives})`,
    );
  }
}
