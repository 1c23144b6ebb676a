/**
 * Latency of `prompt_injection` and `toxicity` (engine `local`) in this build against another build of the
 * package, interleaved call by call in one process on the same ~1 KB inputs, so a loaded machine slows both
 * alike. Build the other commit in a worktree first:
 *
 *   git worktree add /tmp/base <commit> && (cd /tmp/base && npm ci && npx tsc -p tsconfig.build.json)
 *   npm run build && node dist/bench/detectors/ab-latency.js --base /tmp/base/dist
 *
 * Only for two builds whose expressions together stay under V8's limit on expression code (see
 * `src/metrics/text/regex-code.ts`): past it, the build loaded second has its expressions compiled without
 * optimisations and reads several times slower than it would alone. Builds before `withTraceBreaks` pass it
 * on their own; compare those one process per build (`latency.js`, alternately).
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { MetricOutcome } from "../../src/metrics/contract.js";
import { scoreInjection } from "../../src/metrics/prompt-injection/model.js";
import { scoreToxicity } from "../../src/metrics/toxicity/model.js";
import { percentile, sampleText, variants } from "./sample.js";

type Score = (text: string) => MetricOutcome;

const { values } = parseArgs({
  options: { base: { type: "string" }, calls: { type: "string", default: "5000" } },
});
if (values.base === undefined)
  throw new Error("--base: the dist folder of the build to compare with is required");
const calls = Number(values.calls);
const baseModule = async (path: string, name: string): Promise<Score> =>
  (await import(pathToFileURL(resolve(values.base!, path)).href))[name] as Score;

const pairs: Array<[string, Score, Score]> = [
  [
    "prompt_injection",
    await baseModule("src/metrics/prompt-injection/model.js", "scoreInjection"),
    scoreInjection,
  ],
  ["toxicity", await baseModule("src/metrics/toxicity/model.js", "scoreToxicity"), scoreToxicity],
];
const rows = [
  `${calls} calls each, interleaved; base: ${values.base}`,
  "",
  "| detector (engine local) | input | base p50 µs | this p50 µs | base p99 µs | this p99 µs | p50 ratio |",
  "|---|---|---|---|---|---|---|",
];
for (const [name, base, current] of pairs) {
  for (const kind of ["benign", "attack"] as const) {
    const texts = variants(sampleText(kind === "attack"));
    for (let i = 0; i < 500; i++) {
      base(texts[i % 64]!);
      current(texts[i % 64]!);
    }
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < calls; i++) {
      const text = texts[i % 64]!;
      for (const [k, fn] of [base, current].entries()) {
        const start = process.hrtime.bigint();
        fn(text);
        times[k]!.push(Number(process.hrtime.bigint() - start) / 1000);
      }
    }
    const [b, c] = times.map((t) => t.sort((x, y) => x - y));
    const f = (x: number) => x.toFixed(1);
    rows.push(
      `| ${name} | ${kind} | ${f(percentile(b!, 50))} | ${f(percentile(c!, 50))} | ${f(percentile(b!, 99))} | ${f(percentile(c!, 99))} | ${(percentile(c!, 50) / percentile(b!, 50)).toFixed(2)} |`,
    );
  }
}
process.stdout.write(`${rows.join("\n")}\n`);
