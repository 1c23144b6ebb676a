/**
 * Core benchmark: `guard.shield()` with the four-type PII ruleset (email, ssn, address, phone_number) on
 * ~1 KB outputs (p50/p99), throughput on a ~1 MB document, memory over 1,000,000 calls, and import time.
 * Run: npm run build && node --expose-gc dist/bench/core/shield.js [--calls 1000000]
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { InterceptionRecord, InterceptionSink } from "../../src/capture/record.js";
import { createServiceKey, Guard, type RuleSet } from "../../src/index.js";
import { benchmarkTexts } from "./texts.js";

process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-bench-"));

const rulesets: RuleSet[] = [
  {
    rules: [{ metric: "pii", operator: "contains", value: ["email", "ssn", "address", "phone_number"] }],
    action: { type: "MASK" },
  },
];

/** Counts interceptions and keeps none (isolates the engine's memory from the spool's disk writes). */
class CountingSink implements InterceptionSink {
  count = 0;
  append(_record: InterceptionRecord): void {
    this.count++;
  }
  async flush(): Promise<void> {}
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function latency(
  guard: Guard,
  texts: string[],
  iterations: number,
): Promise<{ p50: number; p99: number; mean: number }> {
  for (let i = 0; i < 5000; i++) await guard.shield({ payload: { output: texts[i % texts.length]! } });
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const output = texts[i % texts.length]!;
    const start = process.hrtime.bigint();
    await guard.shield({ payload: { output } });
    samples[i] = Number(process.hrtime.bigint() - start) / 1000;
  }
  const mean = samples.reduce((a, b) => a + b, 0) / iterations;
  samples.sort();
  return { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), mean };
}

function importTime(): { median: number } {
  const entry = resolve(import.meta.dirname, "../../bundle/index.js");
  const runs: number[] = [];
  for (let i = 0; i < 15; i++) {
    const out = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const t=performance.now(); await import(${JSON.stringify(entry)}); console.log(performance.now()-t);`,
      ],
      { encoding: "utf8" },
    );
    runs.push(Number(out.trim()));
  }
  runs.sort((a, b) => a - b);
  return { median: runs[Math.floor(runs.length / 2)]! };
}

async function main(): Promise<void> {
  const callsArg = process.argv.indexOf("--calls");
  const calls = callsArg > 0 ? Number(process.argv[callsArg + 1]) : 1_000_000;
  const sink = new CountingSink();
  const guard = new Guard({ rulesets, config: { service_key: createServiceKey() }, sink });
  const { clean, withPii } = benchmarkTexts(200);
  const mixed = clean.flatMap((c, i) => [c, withPii[i]!]);

  const results: Record<string, unknown> = { node: process.version };
  results.clean_1kb_us = await latency(guard, clean, 50_000);
  results.pii_1kb_us = await latency(guard, withPii, 50_000);
  results.mixed_1kb_us = await latency(guard, mixed, 50_000);

  const document = mixed.join("\n").repeat(3).slice(0, 1_000_000);
  const docStart = process.hrtime.bigint();
  const docRuns = 10;
  for (let i = 0; i < docRuns; i++) await guard.shield({ payload: { output: document } });
  const seconds = Number(process.hrtime.bigint() - docStart) / 1e9;
  results.document_mb_per_s = (document.length * docRuns) / 1e6 / seconds;

  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < calls; i++) {
    await guard.shield({ payload: { output: mixed[i % mixed.length]! } });
    if (i === calls / 10) {
      gc?.();
    }
  }
  gc?.();
  const after = process.memoryUsage().heapUsed;
  results.memory = {
    calls,
    gc_exposed: gc !== undefined,
    heap_before_mb: before / 2 ** 20,
    heap_after_mb: after / 2 ** 20,
    growth_mb: (after - before) / 2 ** 20,
    interceptions: sink.count,
  };
  results.import_ms = importTime();
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
}

await main();
