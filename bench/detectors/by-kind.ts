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

/** The language a source file names ("hatecheck_cases_final_french.csv"), else "". */
function language(path: string): string {
  return /_final_([a-z]+)\.csv/.exec(path)?.[1] ?? "";
}

const tally = new Map<string, { rows: number; flagged: number }>();
for (const line of readFileSync(`${values.data}/${task}.jsonl`, "utf8").split("\n")) {
  if (line.trim() === "") continue;
  const row = JSON.parse(line) as { text: string; kind: string; source: string };
  if (!row.source.includes(values.source)) continue;
  const [source = "", path = ""] = row.source.split(":");
  const key = `${source} | ${language(path)} | ${row.kind}`;
  const entry = tally.get(key) ?? { rows: 0, flagged: 0 };
  entry.rows++;
  if (detect(row.text).detected) entry.flagged++;
  tally.set(key, entry);
}
const lines = [
  `### engine \`patterns\`, ${task}: share of rows flagged, by source, language and kind`,
  "",
  "| source | language | kind | rows | flagged |",
  "|---|---|---|---|---|",
];
for (const [key, { rows, flagged }] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
  lines.push(`| ${key} | ${rows} | ${(flagged / rows).toFixed(3)} |`);
process.stdout.write(`${lines.join("\n")}\n`);
