/**
 * Latency of each local detector on ~1 KB of chat text (p50/p99 over many calls, after warm-up), and of
 * the npm alternatives on the same text. Timing depends on the machine and its load: see RESULTS.md.
 * Run: npm run build && node dist/bench/detectors/latency.js
 */
import { Filter } from "bad-words";
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { BUILTIN_METRICS } from "../../src/metrics/registry.js";
import type { RuleValue } from "../../src/schema.js";
import { injectionPeers } from "./peers.js";
import { inputOf, percentile, sampleText, variants } from "./sample.js";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 3000);

async function measure(fn: () => unknown): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < Math.min(500, ITERATIONS); i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

async function main(): Promise<void> {
  const keywordList = Array.from({ length: 2000 }, (_, i) => `term${i}`).concat(["refund", "lawsuit"]);
  const values: Record<string, RuleValue | undefined> = {
    keywords: keywordList,
    regex: ["order\\s*#?\\d+", "/refund|chargeback/i", "\\b[A-Z]{3}-\\d{4}\\b"],
  };
  const texts = { benign: sampleText(false), attack: sampleText(true) };
  const rotation = { benign: variants(texts.benign), attack: variants(texts.attack) };
  let turn = 0;
  const next = (kind: "benign" | "attack") => rotation[kind][turn++ % 64]!;
  const rows: string[] = [
    `Inputs: ~1 KB of ordinary chat (${texts.benign.length} chars) and the same with one injection, insult, key and zero-width character (${texts.attack.length} chars). ${ITERATIONS} calls per detector and input after warm-up.`,
    "",
    "| detector | benign p50 (µs) | benign p99 (µs) | with findings p50 (µs) | with findings p99 (µs) |",
    "|---|---|---|---|---|",
  ];
  const names = [
    "prompt_injection",
    "toxicity",
    "tone",
    "secrets",
    "keywords",
    "regex",
    "invisible_text",
    "length",
    "length_tokens",
  ];
  const runs: Array<[string, "local" | "patterns"]> = names.flatMap(
    (name): Array<[string, "local" | "patterns"]> =>
      name === "prompt_injection" || name === "toxicity"
        ? [
            [name, "local"],
            [name, "patterns"],
          ]
        : [[name, "local"]],
  );
  for (const [name, engine] of runs) {
    const compile = BUILTIN_METRICS[name]?.engines[engine];
    if (compile === undefined) continue;
    const detector = compile({ value: values[name], operator: "contains", path: "bench" });
    // The model loads on the first call; load it before timing.
    await detector(inputOf("warm up"));
    const benign = await measure(() => detector(inputOf(next("benign"))));
    const attack = await measure(() => detector(inputOf(next("attack"))));
    const label =
      name === "keywords"
        ? `${name} (2,002 terms)`
        : name === "regex"
          ? `${name} (3 patterns)`
          : name === "prompt_injection" || name === "toxicity"
            ? `${name} (engine ${engine})`
            : name;
    rows.push(
      `| ${label} | ${benign.p50.toFixed(1)} | ${benign.p99.toFixed(1)} | ${attack.p50.toFixed(1)} | ${attack.p99.toFixed(1)} |`,
    );
  }
  const obscenity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  const badWords = new Filter();
  const peers = injectionPeers();
  const alternatives: Array<[string, (text: string) => unknown]> = [
    ["obscenity hasMatch (alternative)", (text) => obscenity.hasMatch(text)],
    ["bad-words isProfane (alternative)", (text) => badWords.isProfane(text)],
    ["@andersmyrmel/vard (alternative)", peers["@andersmyrmel/vard"]!],
    ["llm_guardrail injection + jailbreak (alternative)", peers["llm_guardrail (injection or jailbreak)"]!],
  ];
  for (const [name, fn] of alternatives) {
    const benign = await measure(() => fn(next("benign")));
    const attack = await measure(() => fn(next("attack")));
    rows.push(
      `| ${name} | ${benign.p50.toFixed(1)} | ${benign.p99.toFixed(1)} | ${attack.p50.toFixed(1)} | ${attack.p99.toFixed(1)} |`,
    );
  }
  // Ordinary chat that names a group ("women in tech") runs toxicity's group patterns, which the text above
  // never does: a separate, slower path.
  const groupTexts = variants(`${texts.benign}My sister says women in tech still face bias at work.`);
  rows.push(
    "",
    "Ordinary chat that names a group (the text above and one sentence about women in tech), toxicity only:",
    "",
    "| detector | p50 (µs) | p99 (µs) |",
    "|---|---|---|",
  );
  for (const engine of ["local", "patterns"] as const) {
    const detector = BUILTIN_METRICS.toxicity!.engines[engine]!({
      value: undefined,
      operator: "contains",
      path: "bench",
    });
    const named = await measure(() => detector(inputOf(groupTexts[turn++ % 64]!)));
    rows.push(`| toxicity (engine ${engine}) | ${named.p50.toFixed(1)} | ${named.p99.toFixed(1)} |`);
  }
  process.stdout.write(`${rows.join("\n")}\n`);
}

await main();
