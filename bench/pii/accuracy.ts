/**
 * PII accuracy benchmark: builds the labelled corpus, runs content-shield and the peers on the same texts,
 * prints per-type precision / recall / F1 as Markdown. `--misses` also lists content-shield's errors.
 *
 *   npm run build && node dist/bench/pii/accuracy.js [--misses] [--per-type N]
 */
import { PII_TYPES } from "../../src/metrics/pii/types.js";
import { buildCorpus } from "./corpus.js";
import { allSystems } from "./peers.js";
import { type Miss, score, type TypeScore } from "./score.js";

const args = process.argv.slice(2);
const perTypeArg = args.indexOf("--per-type");
const perType = perTypeArg === -1 ? 350 : Number(args[perTypeArg + 1]);
const examples = buildCorpus(PII_TYPES, { perType, negatives: perType * 2 });
const systems = allSystems();
const gold = examples.reduce((n, e) => n + e.spans.length, 0);

const fmt = (x: number): string => x.toFixed(3);
const results = systems.map((system) => {
  const predictions = examples.map((e) => system.detect(e.text));
  const misses: Miss[] = [];
  const scores = score(
    examples,
    predictions,
    PII_TYPES,
    system.name === "content-shield" ? misses : undefined,
  );
  return { system, scores, misses };
});

const lines: string[] = [];
lines.push(
  `Corpus: ${examples.length} texts (${perType} per type + ${perType * 2} hard-negative texts), ${gold} gold spans.`,
);
lines.push("");
lines.push(`| type | ${systems.map((s) => s.name).join(" | ")} |`);
lines.push(`|---|${systems.map(() => "---").join("|")}|`);
for (const type of PII_TYPES) {
  const f1s = results.map((r) => (r.scores[type] as TypeScore).f1);
  const best = Math.max(...f1s);
  const cells = results.map(({ system, scores }, i) => {
    const s = scores[type] as TypeScore;
    if (!system.types.includes(type) && s.predicted === 0) return "n/a";
    const cell = `F1 ${fmt(s.f1)} (P ${fmt(s.precision)} R ${fmt(s.recall)})`;
    return f1s[i] === best && best > 0 ? `**${cell}**` : cell;
  });
  lines.push(`| ${type} | ${cells.join(" | ")} |`);
}
for (const { system } of results) {
  const failures = system.alignmentFailures?.() ?? 0;
  if (failures > 0)
    lines.push(
      "",
      `${system.name}: ${failures} redacted texts could not be aligned (scored as no detections).`,
    );
}
process.stdout.write(`${lines.join("\n")}\n`);

if (args.includes("--misses")) {
  const ours = results[0];
  const byType = new Map<string, Miss[]>();
  for (const m of ours?.misses ?? [])
    byType.set(`${m.type} ${m.kind}`, [...(byType.get(`${m.type} ${m.kind}`) ?? []), m]);
  for (const [key, list] of byType) {
    process.stdout.write(`\n## ${key} (${list.length})\n`);
    for (const m of list.slice(0, 12)) process.stdout.write(`- [${m.span}] in: ${m.text}\n`);
  }
}
