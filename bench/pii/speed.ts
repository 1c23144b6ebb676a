/**
 * PII speed benchmark: ~1 KB texts built from the accuracy corpus (same seed), timed per call for
 * content-shield (the four-type ruleset from the contract — email, ssn, address, phone_number — and all nine
 * types; the bare detector and through `Guard.shield`) and for the peers on the same texts. Also throughput
 * on a 1 MB document.
 *
 *   npm run build && node dist/bench/pii/speed.js
 */

import { Redactor } from "@redactpii/node";
import { SyncRedactor } from "redact-pii";
import { createServiceKey, Guard } from "../../src/index.js";
import { compilePii, PII_TYPES } from "../../src/metrics/pii/index.js";
import type { PiiType } from "../../src/metrics/pii/types.js";
import { buildCorpus } from "./corpus.js";
import { loadOpenRedaction } from "./peers.js";

const FOUR: PiiType[] = ["email", "ssn", "address", "phone_number"];

function documents(count: number, size: number): string[] {
  const examples = buildCorpus(PII_TYPES, { perType: 200, negatives: 400, seed: 7 });
  // Interleave types so each document mixes PII and hard negatives.
  const texts = examples.map((e) => e.text).sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const docs: string[] = [];
  let k = 0;
  for (let d = 0; d < count; d++) {
    let doc = "";
    while (doc.length < size) {
      doc += `${texts[(k * 7919) % texts.length]} `;
      k++;
    }
    docs.push(doc.slice(0, size));
  }
  return docs;
}

interface Timing {
  name: string;
  p50: number;
  p99: number;
  mean: number;
  calls: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function time(
  name: string,
  docs: readonly string[],
  run: (text: string) => unknown,
  budgetMs = 3000,
): Promise<Timing> {
  for (let i = 0; i < Math.min(docs.length, 200); i++) await run(docs[i] ?? "");
  const samples: number[] = [];
  const started = performance.now();
  let i = 0;
  while (performance.now() - started < budgetMs || samples.length < docs.length) {
    const text = docs[i % docs.length] ?? "";
    const t0 = process.hrtime.bigint();
    await run(text);
    samples.push(Number(process.hrtime.bigint() - t0) / 1000);
    i++;
    if (samples.length >= 200_000) break;
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  return { name, p50: percentile(samples, 50), p99: percentile(samples, 99), mean, calls: samples.length };
}

async function main(): Promise<void> {
  const docs = documents(500, 1024);
  const four = compilePii(FOUR);
  const all = compilePii(PII_TYPES);
  const guard = new Guard({
    rulesets: [{ rules: [{ metric: "pii", operator: "contains", value: FOUR }], action: { type: "MASK" } }],
    config: { service_key: createServiceKey(), capture: "none" },
  });
  const redactPiiLib = new SyncRedactor();
  const redactPiiNodeLib = new Redactor();
  const openRedactionLib = loadOpenRedaction();

  const rows: Timing[] = [];
  rows.push(await time("content-shield detector, 4 types", docs, (t) => four(t)));
  rows.push(await time("content-shield detector, all 9 types", docs, (t) => all(t)));
  rows.push(
    await time("content-shield Guard.shield, 4-type MASK ruleset", docs, (t) =>
      guard.shield({ payload: { output: t } }),
    ),
  );
  rows.push(await time("redact-pii SyncRedactor.redact", docs, (t) => redactPiiLib.redact(t)));
  rows.push(await time("@redactpii/node Redactor.redact", docs, (t) => redactPiiNodeLib.redact(t)));
  if (openRedactionLib !== undefined) {
    rows.push(
      await time("@openredaction/openredaction detect", docs, (t) => openRedactionLib.detect(t), 5000),
    );
  }

  const base = rows[0]?.p50 ?? 1;
  const lines = [
    `Texts: ${docs.length} documents of 1,024 characters built from the corpus (seed 7). Node ${process.version}.`,
    "",
    "| system | p50 µs | p99 µs | mean µs | calls | p50 vs content-shield 4 types |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.mean.toFixed(1)} | ${r.calls} | ${(r.p50 / base).toFixed(1)}x |`,
    ),
  ];
  const big = documents(1024, 1024).join("");
  const t0 = performance.now();
  const found = four(big).detections.length;
  const ms = performance.now() - t0;
  lines.push(
    "",
    `1 MB document (${big.length} chars), 4 types: ${ms.toFixed(1)} ms, ${(big.length / 1e6 / (ms / 1000)).toFixed(1)} MB/s, ${found} findings.`,
  );
  process.stdout.write(`${lines.join("\n")}\n`);
}

await main();
