/**
 * What engine `patterns` flags in each source of `../shared/train`, by the kind of row (HateCheck's
 * functional categories such as `hate_threat` or `clean_negated_hate`, PurpleLlama's attack kinds) and, where
 * the source file names it, the language. The patterns are not trained, so every row is held out; the
 * learned models are not shown (the shipped ones were trained on these rows: see loso.ts for their figures).
 *
 *   npm run build && node dist/bench/detectors/by-kind.js [--task toxicity|injection] [--source TEXT]
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { scoreInjectionPatterns } from "../../src/metrics/prompt-injection/index.js";
import { scoreToxicityPatterns } from "../../src/metrics/toxicity/signals.js";

const repo = resolve(fileURLToPath(import.meta.url), "../../../..");
const { values } = parseArgs({
  options: {
    task: { type: "string", default: "toxicity" },
    source: { type: "string", default: "" },
    data: { type: "string", default: resolve(repo, "../shared/train") },
  },
});
const task = values.task === "injection" ? "injection" : "toxicity";
const detect = task === "injection" ? scoreInjectionPatterns : scoreToxicityPatterns;

/** The language a source file names ("hatecheck_cases_final_french.csv", MLMA's "fr_dataset.csv"), else "". */
function language(path: string): string {
  return /_final_([a-z]+)\.csv/.exec(path)?.[1] ?? /\/([a-z]{2})_dataset[a-z_]*\.csv/.exec(path)?.[1] ?? "";
}

const tally = new Map<string, { rows: number; flagged: number }>();
/** Per source and language: toxic (or attack) rows and how many were flagged, clean (benign) rows likewise. */
const totals = new Map<string, { positives: number; caught: number; negatives: number; flagged: number }>();
for (const line of readFileSync(`${values.data}/${task}.jsonl`, "utf8").split("\n")) {
  if (line.trim() === "") continue;
  const row = JSON.parse(line) as { text: string; kind: string; source: string; label: string };
  if (!row.source.includes(values.source)) continue;
  const [source = "", path = ""] = row.source.split(":");
  const key = `${source} | ${language(path)} | ${row.kind}`;
  const entry = tally.get(key) ?? { rows: 0, flagged: 0 };
  const detected = detect(row.text).detected;
  entry.rows++;
  if (detected) entry.flagged++;
  tally.set(key, entry);
  const totalKey = `${source} | ${language(path)}`;
  const total = totals.get(totalKey) ?? { positives: 0, caught: 0, negatives: 0, flagged: 0 };
  if (row.label === "clean" || row.label === "benign") {
    total.negatives++;
    if (detected) total.flagged++;
  } else {
    total.positives++;
    if (detected) total.caught++;
  }
  totals.set(totalKey, total);
}
const share = (part: number, whole: number) => (whole === 0 ? "–" : (part / whole).toFixed(3));
const summary = [
  `### engine \`patterns\`, ${task}: recall and false-positive rate by source and language`,
  "",
  "| source | language | positives | recall | negatives | false-positive rate |",
  "|---|---|---|---|---|---|",
];
for (const [key, t] of [...totals].sort(([a], [b]) => a.localeCompare(b)))
  summary.push(
    `| ${key} | ${t.positives} | ${share(t.caught, t.positives)} | ${t.negatives} | ${share(t.flagged, t.negatives)} |`,
  );
process.stdout.write(`${summary.join("\n")}\n\n`);
const lines = [
  `### engine \`patterns\`, ${task}: share of rows flagged, by source, language and kind`,
  "",
  "| source | language | kind | rows | flagged |",
  "|---|---|---|---|---|",
];
for (const [key, { rows, flagged }] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
  lines.push(`| ${key} | ${rows} | ${(flagged / rows).toFixed(3)} |`);
process.stdout.write(`${lines.join("\n")}\n`);
