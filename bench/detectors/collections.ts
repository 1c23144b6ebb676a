/**
 * What the learned detectors leave to the garbage collector: young-generation collections (scavenges) per
 * 10,000 calls on the latency benchmark's ~1 KB texts. Unlike a time, the count does not move with the
 * machine's speed: fewer collections mean fewer calls that pay for one (each takes 1–6 ms on the 2-vCPU
 * machine), which is most of the p99.
 * Run: npm run build && node dist/bench/detectors/collections.js
 */
import { constants, PerformanceObserver } from "node:perf_hooks";
import { BUILTIN_METRICS } from "../../src/metrics/registry.js";
import { inputOf, sampleText, variants } from "./sample.js";

const CALLS = Number(process.env.BENCH_ITERATIONS ?? 10_000);

let scavenges = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { detail } = entry as { detail?: { kind?: number } };
    if (detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) scavenges++;
  }
}).observe({ entryTypes: ["gc"] });

/** Lets the observer's queued entries be delivered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function main(): Promise<void> {
  const texts = {
    "ordinary chat": variants(sampleText(false)),
    "with findings": variants(sampleText(true)),
    "chat that names a group": variants(
      `${sampleText(false)}My sister says women in tech still face bias at work.`,
    ),
  };
  const rows = [
    `Young-generation collections (scavenges) during ${CALLS.toLocaleString("en")} calls, after 2,000 calls of warm-up:`,
    "",
    "| detector | text | scavenges |",
    "|---|---|---|",
  ];
  for (const name of ["prompt_injection", "toxicity"]) {
    const detector = BUILTIN_METRICS[name]!.engines.local!({
      value: undefined,
      operator: "contains",
      path: "bench",
    });
    for (const [kind, list] of Object.entries(texts)) {
      if (name === "prompt_injection" && kind === "chat that names a group") continue;
      for (let i = 0; i < 2000; i++) await detector(inputOf(list[i % 64]!));
      await settle();
      const before = scavenges;
      for (let i = 0; i < CALLS; i++) await detector(inputOf(list[i % 64]!));
      await settle();
      rows.push(`| ${name} (engine local) | ${kind} | ${scavenges - before} |`);
    }
  }
  process.stdout.write(`${rows.join("\n")}\n`);
}

await main();
