/**
 * Piped-body benchmark (issue 15, fault 1: backpressure): time to receive a text file piped to the response
 * (`fs.createReadStream(file).pipe(res)`) on Express, with and without `shieldMiddleware` (local email
 * MASK rule), over HTTP on loopback; median and p90 of `--rounds` sequential requests per size, and MB/s.
 * Run: npm run build && node dist/bench/adapters/piped.js [--rounds 30]
 */
import { once } from "node:events";
import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import express from "express";
import { shieldMiddleware } from "../../adapters/express/index.js";
import { createServiceKey } from "../../src/keys.js";

process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-bench-piped-"));
const { values } = parseArgs({ options: { rounds: { type: "string", default: "30" } } });
const rounds = Number(values.rounds);

const dir = mkdtempSync(join(tmpdir(), "cs-bench-piped-files-"));
const line = "The quick brown fox jumps over the lazy dog while the river keeps on flowing.\n";
const SIZES = [200_000, 400_000, 1_048_000];
for (const size of SIZES) writeFileSync(join(dir, `${size}.txt`), line.repeat(Math.ceil(size / line.length)));

function app(shielded: boolean): http.RequestListener {
  const a = express();
  if (shielded)
    a.use(
      shieldMiddleware({
        rulesets: [
          { name: "no-email", rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK" } },
        ],
        config: { service_key: createServiceKey() },
      }),
    );
  a.get("/:name", (req, res) => {
    res.setHeader("content-type", "text/plain; charset=utf-8");
    createReadStream(join(dir, String(req.params.name))).pipe(res);
  });
  return a as unknown as http.RequestListener;
}

async function measure(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const rows: string[] = [];
for (const shielded of [false, true]) {
  const server = http.createServer(app(shielded)).listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const size of SIZES) {
    await measure(`${base}/${size}.txt`); // warm-up
    const times = await measure(`${base}/${size}.txt`);
    const median = pct(times, 0.5);
    rows.push(
      `| ${shielded ? "shield" : "plain"} | ${size / 1000} KB | ${median.toFixed(1)} ms | ${pct(times, 0.9).toFixed(1)} ms | ${(size / 1e6 / (median / 1000)).toFixed(0)} MB/s |`,
    );
  }
  server.closeAllConnections();
  server.close();
}
console.log("| app | file | median | p90 | throughput |\n| --- | --- | --- | --- | --- |");
console.log(rows.join("\n"));
