/**
 * Both detectors and the npm peers on labelled texts from outside the training data: a JSON Lines file you
 * collect (`{"text", "label": 0|1, "repo"}` per line — other projects' public test cases, say). The repository
 * ships no such file: the texts are other people's, so only the figures and the list of sources are in
 * BENCHMARKS.md. Figures per file and, with `--split`, per half of the sources (alternate sources by the
 * sha1 of their name: one half to read errors on, the other kept unread as a check).
 *
 *   npm run build && node dist/bench/detectors/outside.js --task injection|toxicity FILE.jsonl [--split]
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  PATTERNS_THRESHOLD as INJECTION_PATTERNS_THRESHOLD,
  injectionThreshold,
  scoreInjection,
  scoreInjectionPatterns,
} from "../../src/metrics/prompt-injection/index.js";
import {
  scoreToxicity,
  scoreToxicityPatterns,
  PATTERNS_THRESHOLD as TOXICITY_PATTERNS_THRESHOLD,
  toxicityThreshold,
} from "../../src/metrics/toxicity/index.js";
import { injectionPeers, type Predictor, toxicityPeers } from "./peers.js";

interface Row {
  text: string;
  label: 0 | 1;
  repo: string;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { task: { type: "string", default: "injection" }, split: { type: "boolean", default: false } },
});
const task = values.task === "toxicity" ? "toxicity" : "injection";
const file = positionals[0];
if (file === undefined) throw new Error("usage: outside.js --task injection|toxicity FILE.jsonl [--split]");
const rows: Row[] = readFileSync(file, "utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Row);

const ours: Record<string, Predictor> =
  task === "injection"
    ? {
        "content-shield local (default threshold)": (t) =>
          (scoreInjection(t).score ?? 0) >= injectionThreshold(),
        "content-shield local at 0.09": (t) => (scoreInjection(t).score ?? 0) >= 0.09,
        "content-shield patterns": (t) =>
          (scoreInjectionPatterns(t).score ?? 0) >= INJECTION_PATTERNS_THRESHOLD,
      }
    : {
        "content-shield patterns (default engine)": (t) =>
          (scoreToxicityPatterns(t).score ?? 0) >= TOXICITY_PATTERNS_THRESHOLD,
        "content-shield local (default threshold)": (t) =>
          (scoreToxicity(t).score ?? 0) >= toxicityThreshold(),
        "content-shield local at 0.265": (t) => (scoreToxicity(t).score ?? 0) >= 0.265,
      };
const detectors = { ...ours, ...(task === "injection" ? injectionPeers() : toxicityPeers()) };

/** Sources in a fixed order by the sha1 of their name; the even ones form the first half. */
const sources = [...new Set(rows.map((row) => row.repo))].sort((a, b) =>
  createHash("sha1").update(a).digest("hex").localeCompare(createHash("sha1").update(b).digest("hex")),
);
const firstHalf = new Set(sources.filter((_, i) => i % 2 === 0));
const parts: Array<[string, Row[]]> = [[`all (${sources.length} sources)`, rows]];
if (values.split) {
  parts.push([`first half (${firstHalf.size} sources)`, rows.filter((row) => firstHalf.has(row.repo))]);
  parts.push([
    `second half (${sources.length - firstHalf.size} sources)`,
    rows.filter((row) => !firstHalf.has(row.repo)),
  ]);
}

const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : "–");
console.log(`| detector | part | positives | negatives | recall | FPR | precision | F1 |`);
console.log(`|---|---|---|---|---|---|---|---|`);
for (const [name, predict] of Object.entries(detectors)) {
  for (const [part, subset] of parts) {
    let tp = 0;
    let fp = 0;
    let positives = 0;
    for (const row of subset) {
      const flagged = await predict(row.text);
      if (row.label === 1) positives++;
      if (flagged && row.label === 1) tp++;
      if (flagged && row.label === 0) fp++;
    }
    const negatives = subset.length - positives;
    const recall = tp / positives;
    const precision = tp / (tp + fp);
    const f1 = (2 * precision * recall) / (precision + recall);
    console.log(
      `| ${name} | ${part} | ${positives} | ${negatives} | ${f3(recall)} | ${f3(fp / negatives)} | ${f3(precision)} | ${f3(f1)} |`,
    );
  }
}
