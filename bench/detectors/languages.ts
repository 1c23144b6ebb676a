/**
 * Per-language figures on hand-written cases (bench/detectors/data/languages.ts): how many attacks / toxic
 * lines each detector flags, and how many benign / clean lines it wrongly flags, for the learned model
 * (engine `local`) and the patterns (engine `patterns`).
 *
 *   npm run build && node dist/bench/detectors/languages.js [--verbose]
 */

import type { MetricOutcome } from "../../src/metrics/contract.js";
import { scoreInjection, scoreInjectionPatterns } from "../../src/metrics/prompt-injection/index.js";
import { scoreToxicity, scoreToxicityPatterns } from "../../src/metrics/toxicity/index.js";
import { LANGUAGE_CASES, type Language } from "./data/languages.js";

const verbose = process.argv.includes("--verbose");

function count(texts: readonly string[], score: (text: string) => MetricOutcome, label: string): string {
  let flagged = 0;
  for (const text of texts) {
    const outcome = score(text);
    if (outcome.detected) flagged++;
    if (verbose)
      console.log(`  ${label} ${outcome.detected ? "FLAG" : "pass"} ${outcome.score?.toFixed(3)} ${text}`);
  }
  return `${flagged}/${texts.length}`;
}

console.log(
  "| language | injection attacks caught: model / patterns | benign flagged: model / patterns | toxic caught: model / patterns | clean flagged: model / patterns |",
);
console.log("|---|---|---|---|---|");
for (const [language, cases] of Object.entries(LANGUAGE_CASES) as Array<
  [Language, (typeof LANGUAGE_CASES)[Language]]
>) {
  const cells = [
    `${count(cases.attacks, scoreInjection, `${language} attack model`)} / ${count(cases.attacks, scoreInjectionPatterns, `${language} attack patterns`)}`,
    `${count(cases.benign, scoreInjection, `${language} benign model`)} / ${count(cases.benign, scoreInjectionPatterns, `${language} benign patterns`)}`,
    `${count(cases.toxic, scoreToxicity, `${language} toxic model`)} / ${count(cases.toxic, scoreToxicityPatterns, `${language} toxic patterns`)}`,
    `${count(cases.clean, scoreToxicity, `${language} clean model`)} / ${count(cases.clean, scoreToxicityPatterns, `${language} clean patterns`)}`,
  ];
  console.log(`| ${language} | ${cells.join(" | ")} |`);
}
