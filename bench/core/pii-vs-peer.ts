/**
 * `new Guard(...).shield()` with the four-type PII ruleset (email, ssn, address, phone_number; MASK) side by
 * side in one process with `@redactpii/node` (the fastest npm PII peer) on the same ~1 KB texts, from two
 * corpora: the project's (bench/core/texts.ts, assistant replies) and one built from the public test
 * sentences of other projects (bench/pii/public/corpus.json, joined into ~1 KB texts). Reports p50/p99 per
 * call, interleaving the two systems call by call, and MiB/s on a 1 MiB document of each corpus.
 *
 *   npm run build && node dist/bench/core/pii-vs-peer.js [--calls 20000]
 */
import { Redactor } from "@redactpii/node";
import { createServiceKey, Guard } from "../../src/index.js";
import { publicCorpus } from "../pii/public.js";
import { benchmarkTexts } from "./texts.js";

const callsArg = process.argv.indexOf("--calls");
const calls = callsArg > 0 ? Number(process.argv[callsArg + 1]) : 20_000;

function joined(pieces: readonly string[], count: number, size: number): string[] {
  const docs: string[] = [];
  let k = 0;
  for (let d = 0; d < count; d++) {
    let doc = "";
    while (doc.length < size) {
      doc += `${pieces[(k * 7919) % pieces.length]}\n`;
      k++;
    }
    docs.push(doc.slice(0, size));
  }
  return docs;
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

type Run = (text: string) => unknown;

async function sideBySide(
  texts: readonly string[],
  a: Run,
  b: Run,
): Promise<Array<{ p50: number; p99: number }>> {
  for (let i = 0; i < 2000; i++) {
    await a(texts[i % texts.length]!);
    await b(texts[i % texts.length]!);
  }
  const samples = [new Float64Array(calls), new Float64Array(calls)];
  for (let i = 0; i < calls; i++) {
    const text = texts[i % texts.length]!;
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) {
      const t0 = process.hrtime.bigint();
      await (which === 0 ? a : b)(text);
      samples[which]![i] = Number(process.hrtime.bigint() - t0) / 1000;
    }
  }
  return samples.map((s) => {
    s.sort();
    return { p50: percentile(s, 0.5), p99: percentile(s, 0.99) };
  });
}

async function throughput(document: string, run: Run): Promise<number> {
  await run(document);
  const t0 = performance.now();
  const runs = 5;
  for (let i = 0; i < runs; i++) await run(document);
  const seconds = (performance.now() - t0) / 1000;
  return (document.length * runs) / 2 ** 20 / seconds;
}

const guard = new Guard({
  rulesets: [
    {
      rules: [{ metric: "pii", operator: "contains", value: ["email", "ssn", "address", "phone_number"] }],
      action: { type: "MASK" },
    },
  ],
  config: { service_key: createServiceKey(), capture: "none" },
});
/** The same rules without capture: detection and masking only, as the peer does. */
const bare = new Guard({
  rulesets: [
    {
      rules: [{ metric: "pii", operator: "contains", value: ["email", "ssn", "address", "phone_number"] }],
      action: { type: "MASK" },
    },
  ],
  config: { service_key: createServiceKey(), capture: false },
});
// The default spool's module loads on a turn of the event loop, which a loop of awaited calls never gives:
// load it first, so triggered calls write their record to the spool file as in an application (else they
// would only queue in memory).
await guard.flush();
const redactor = new Redactor();
const shield: Run = (text) => guard.shield({ payload: { output: text } });
const shieldBare: Run = (text) => bare.shield({ payload: { output: text } });
const peer: Run = (text) => redactor.redact(text);

const { clean, withPii } = benchmarkTexts(200);
const project = clean.flatMap((c, i) => [c, withPii[i]!]);
const publicTexts = joined(
  publicCorpus().map((e) => e.text),
  400,
  1024,
);
const lines = [
  `Node ${process.version}; ${calls} timed calls per system and corpus, interleaved; 1 MiB = 1,048,576 characters.`,
  "",
  "| corpus | system | p50 µs | p99 µs | MiB/s (1 MiB document) | p50 vs peer |",
  "|---|---|---|---|---|---|",
];
for (const [name, texts] of [
  ["project (assistant replies)", project],
  ["public test sentences", publicTexts],
] as const) {
  const document = texts
    .join("\n")
    .repeat(Math.ceil(2 ** 20 / (texts.length * 1025)) + 1)
    .slice(0, 2 ** 20);
  for (const [system, run] of [
    ["`Guard.shield`, capture `none` (a record per triggered call, to the spool)", shield],
    ["`Guard.shield`, capture `false` (detection and masking only, like the peer)", shieldBare],
  ] as const) {
    const [ours, theirs] = await sideBySide(texts, run, peer);
    const oursMiBs = await throughput(document, run);
    const theirsMiBs = await throughput(document, peer);
    lines.push(
      `| ${name} | content-shield ${system} | ${ours!.p50.toFixed(1)} | ${ours!.p99.toFixed(1)} | ${oursMiBs.toFixed(1)} | ${(ours!.p50 / theirs!.p50).toFixed(2)}x |`,
      `| ${name} | @redactpii/node \`redact\` (same run) | ${theirs!.p50.toFixed(1)} | ${theirs!.p99.toFixed(1)} | ${theirsMiBs.toFixed(1)} | 1.00x |`,
    );
  }
}
process.stdout.write(`${lines.join("\n")}\n`);
process.exit(0);
