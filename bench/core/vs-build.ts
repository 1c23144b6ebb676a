/**
 * This build's `Guard.shield` against another build's (an older commit's), interleaved call by call in one
 * process on the same texts (`bench/core/texts.ts`), with a counting sink: the four-type PII ruleset with
 * capture `none` (metadata only) and `redacted`, and every PII type. For goals stated against an earlier
 * commit, e.g. issue 14's "within 1.2x of before" (`bfee39b`):
 *
 *   git worktree add /tmp/base bfee39b && (cd /tmp/base && npm ci && npx tsc -p tsconfig.build.json)
 *   npm run build && node dist/bench/core/vs-build.js --base /tmp/base [--calls 20000]
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as current from "../../src/index.js";
import { PII_TYPES } from "../../src/metrics/pii/types.js";
import { benchmarkTexts } from "./texts.js";

process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-vs-build-"));

/** The part of either build's API this uses. */
interface Build {
  Guard: new (options: {
    rulesets: unknown[];
    config: Record<string, unknown>;
    sink: { append(record: unknown): void; flush(): Promise<void> };
  }) => { shield(options: { payload: { output: string } }): Promise<unknown> };
  createServiceKey(): string;
}

const { values } = parseArgs({
  options: { base: { type: "string" }, calls: { type: "string", default: "20000" } },
});
if (values.base === undefined)
  throw new Error("--base DIR: the root of the other build (with dist/src/index.js)");
const calls = Number(values.calls);
const base = (await import(join(values.base, "dist/src/index.js"))) as Build;
const ours = current as unknown as Build;

const FOUR = ["email", "ssn", "address", "phone_number"];
const guard = (build: Build, capture: string, value: readonly string[]) =>
  new build.Guard({
    rulesets: [{ rules: [{ metric: "pii", operator: "contains", value }], action: { type: "MASK" } }],
    config: { service_key: build.createServiceKey(), capture },
    sink: { append() {}, async flush() {} },
  });

async function pair(
  label: string,
  texts: readonly string[],
  a: ReturnType<typeof guard>,
  b: ReturnType<typeof guard>,
) {
  for (let i = 0; i < 3000; i++) {
    await a.shield({ payload: { output: texts[i % texts.length]! } });
    await b.shield({ payload: { output: texts[i % texts.length]! } });
  }
  const samples = [new Float64Array(calls), new Float64Array(calls)] as const;
  for (let i = 0; i < calls; i++) {
    const output = texts[i % texts.length]!;
    for (const which of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const t0 = process.hrtime.bigint();
      await (which === 0 ? a : b).shield({ payload: { output } });
      samples[which]![i] = Number(process.hrtime.bigint() - t0) / 1000;
    }
  }
  const [p50a, p99a, p50b, p99b] = samples.flatMap((s) => {
    s.sort();
    return [s[Math.floor(0.5 * s.length)]!, s[Math.floor(0.99 * s.length)]!];
  });
  console.log(
    `| ${label} | ${p50a!.toFixed(1)} / ${p99a!.toFixed(1)} | ${p50b!.toFixed(1)} / ${p99b!.toFixed(1)} | ${(p50b! / p50a!).toFixed(2)}x |`,
  );
}

const { clean, withPii } = benchmarkTexts(200);
const mixed = clean.flatMap((c, i) => [c, withPii[i]!]);
console.log(
  "| case (~1 KB) | base p50 / p99 µs | this build p50 / p99 µs | this / base |\n|---|---|---|---|",
);
for (const [name, texts] of [
  ["clean", clean],
  ["with PII", withPii],
  ["mixed", mixed],
] as const) {
  for (const capture of ["none", "redacted"]) {
    await pair(
      `four types, ${name}, capture ${capture}`,
      texts,
      guard(base, capture, FOUR),
      guard(ours, capture, FOUR),
    );
  }
}
// Every type: the base without `person` (added by issue 14), this build with it.
const older = PII_TYPES.filter((type) => type !== "person");
await pair(
  "every type (base: without person), mixed, capture none",
  mixed,
  guard(base, "none", older),
  guard(ours, "none", PII_TYPES),
);
process.exit(0);
