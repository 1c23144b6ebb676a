/**
 * PII accuracy benchmark: runs content-shield (every type, `person` included) and every npm peer on the same
 * texts of two corpora — the generated corpus (bench/pii/corpus.ts, written by this project alongside the
 * detectors: an upper bound) and the public corpus (bench/pii/public/corpus.json: other projects' test
 * sentences, not used for tuning) — and prints per-type precision / recall / F1 as Markdown.
 * `--misses` also lists content-shield's errors on the public corpus (`--misses generated` on the other).
 *
 *   npm run build && node dist/bench/pii/accuracy.js [--misses [generated]] [--per-type N]
 */
import { PII_TYPES, type PiiType } from "../../src/metrics/pii/types.js";
import { buildCorpus, type Example } from "./corpus.js";
import { allSystems, type Span, type System } from "./peers.js";
import { publicCorpus } from "./public.js";
import { type Miss, score, type TypeScore } from "./score.js";

const args = process.argv.slice(2);
const perTypeArg = args.indexOf("--per-type");
const perType = perTypeArg === -1 ? 350 : Number(args[perTypeArg + 1]);
const systems = await allSystems(PII_TYPES);
const fmt = (x: number): string => x.toFixed(3);

async function table(title: string, examples: readonly Example[], misses: Miss[]): Promise<string[]> {
  const gold = examples.reduce((n, e) => n + e.spans.length, 0);
  const results: Array<{ system: System; scores: Record<string, TypeScore> }> = [];
  for (const system of systems) {
    const predictions: Span[][] = [];
    for (const e of examples) predictions.push(await system.detect(e.text));
    const scores = score(
      examples,
      predictions,
      PII_TYPES,
      system.name === "content-shield" ? misses : undefined,
    );
    results.push({ system, scores });
  }
  const lines = [`### ${title}`, "", `${examples.length} texts, ${gold} gold spans.`, ""];
  lines.push(`| type (gold) | ${systems.map((s) => s.name).join(" | ")} |`);
  lines.push(`|---|${systems.map(() => "---").join("|")}|`);
  for (const type of PII_TYPES as readonly PiiType[]) {
    const goldCount = results[0]?.scores[type]?.gold ?? 0;
    if (goldCount === 0 && results.every((r) => (r.scores[type] as TypeScore).predicted === 0)) continue;
    const f1s = results.map((r) => (r.scores[type] as TypeScore).f1);
    const best = Math.max(...f1s);
    const cells = results.map(({ system, scores }, i) => {
      const s = scores[type] as TypeScore;
      if (!system.types.includes(type) && s.predicted === 0) return "n/a";
      const cell = `F1 ${fmt(s.f1)} (P ${fmt(s.precision)} R ${fmt(s.recall)})`;
      return f1s[i] === best && best > 0 ? `**${cell}**` : cell;
    });
    lines.push(`| ${type} (${goldCount}) | ${cells.join(" | ")} |`);
  }
  for (const { system } of results) {
    const failures = system.alignmentFailures?.() ?? 0;
    if (failures > 0)
      lines.push(
        "",
        `${system.name}: ${failures} redacted texts could not be aligned (scored as no detections).`,
      );
  }
  return lines;
}

const generated = buildCorpus(PII_TYPES, { perType, negatives: perType * 2 });
const publicExamples = publicCorpus();
const generatedMisses: Miss[] = [];
const publicMisses: Miss[] = [];
const lines = [
  ...(await table(
    `Generated corpus (${perType} per type + ${perType * 2} hard negatives)`,
    generated,
    generatedMisses,
  )),
  "",
  ...(await table("Public corpus (other projects' test suites)", publicExamples, publicMisses)),
];
process.stdout.write(`${lines.join("\n")}\n`);

const missesArg = args.indexOf("--misses");
if (missesArg !== -1) {
  const list = args[missesArg + 1] === "generated" ? generatedMisses : publicMisses;
  const byType = new Map<string, Miss[]>();
  for (const m of list) byType.set(`${m.type} ${m.kind}`, [...(byType.get(`${m.type} ${m.kind}`) ?? []), m]);
  for (const [key, found] of byType) {
    process.stdout.write(`\n## ${key} (${found.length})\n`);
    for (const m of found.slice(0, 15)) process.stdout.write(`- [${m.span}] in: ${JSON.stringify(m.text)}\n`);
  }
}
process.exit(0);
