/**
 * Adapter benchmark across frameworks (issue 15): for Express 4/5, Koa 2/3, Fastify 4/5, Hono on
 * @hono/node-server and the fetch handler, the throughput loss of the shield on the same near-empty
 * chat-completions endpoint, answering at once and after a 20 ms "model" delay (autocannon CLI in a child
 * process on loopback, alternating without/with runs), then time to first byte and to first content of a
 * streamed reply with and without the shield. Local PII and keyword rules (examples/rulesets.ts).
 * Run: npm run build && node dist/bench/adapters/frameworks.js [--duration 10] [--rounds 2] [--connections 10]
 *      [--streams 30] [--model-delays 0,20] [--frameworks express5,fastify5,...]
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { shieldConfig } from "../../examples/express-chat.js";
import { exampleRulesets } from "../../examples/rulesets.js";
import { type BenchServer, FRAMEWORKS, type Framework, startBenchServer } from "./servers.js";

process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-bench-frameworks-"));

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    streams: { type: "string", default: "30" },
    rounds: { type: "string", default: "2" },
    "model-delays": { type: "string", default: "0,20" },
    frameworks: { type: "string", default: FRAMEWORKS.join(",") },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const streams = Number(values.streams);
const rounds = Number(values.rounds);
const delays = values["model-delays"].split(",").map(Number);
const chosen = values.frameworks.split(",").filter((name): name is Framework => {
  if ((FRAMEWORKS as readonly string[]).includes(name)) return true;
  throw new Error(`--frameworks: unknown "${name}"; allowed: ${FRAMEWORKS.join(", ")}`);
});
const autocannon = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
const shield = { rulesets: exampleRulesets, config: shieldConfig(undefined) };
const BODY = JSON.stringify({
  model: "scripted-1",
  messages: [{ role: "user", content: "How do I contact support?" }],
});

/** Mean requests/s of one autocannon run against `port`, and its non-2xx count. */
function load(port: number, seconds: number): Promise<{ rps: number; bad: number }> {
  const args = [autocannon, "-j", "-c", String(connections), "-d", String(seconds), "-m", "POST"];
  args.push(
    "-H",
    "content-type=application/json",
    "-b",
    BODY,
    `http://127.0.0.1:${port}/v1/chat/completions`,
  );
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout) as { requests: { average: number }; errors: number; non2xx: number };
      resolve({ rps: result.requests.average, bad: result.errors + result.non2xx });
    });
  });
}

interface Timings {
  byte: number;
  content: number;
  end: number;
}

/** Milliseconds to the first body byte, the first non-empty `delta.content`, and the end of one streamed reply. */
function timings(port: number): Promise<Timings> {
  const body = JSON.stringify({
    model: "scripted-1",
    messages: [{ role: "user", content: "Explain how it works" }],
    stream: true,
  });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let byte = -1;
    let first = -1;
    let buffered = "";
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/v1/chat/completions",
        headers: { "content-type": "application/json" },
      },
      (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          const now = performance.now() - started;
          if (byte < 0) byte = now;
          buffered += chunk;
          if (first < 0 && /"content":"[^"]/.test(buffered)) first = now;
        });
        res.on("end", () => resolve({ byte, content: first, end: performance.now() - started }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const round = (n: number) => Math.round(n * 10) / 10;

async function pair(
  framework: Framework,
  replyDelayMs: number,
  delayMs: number,
): Promise<[BenchServer, BenchServer]> {
  return [
    await startBenchServer(framework, { shield: null, replyDelayMs, delayMs }),
    await startBenchServer(framework, { shield, replyDelayMs, delayMs }),
  ];
}

async function main(): Promise<void> {
  for (const delay of delays) {
    console.log(
      `\n# Throughput, model delay ${delay} ms, ${connections} connections, mean of ${rounds} alternating ${duration}s runs (autocannon child process)`,
    );
    console.log("| framework | without req/s | with req/s | loss | non-2xx/errors |");
    console.log("|---|---|---|---|---|");
    for (const framework of chosen) {
      const [plain, shielded] = await pair(framework, delay, 0);
      await load(plain.port, 2);
      await load(shielded.port, 2);
      const without: number[] = [];
      const withShield: number[] = [];
      let bad = 0;
      for (let i = 0; i < rounds; i++) {
        const a = await load(plain.port, duration);
        const b = await load(shielded.port, duration);
        without.push(a.rps);
        withShield.push(b.rps);
        bad += a.bad + b.bad;
      }
      const mean = (list: number[]) => list.reduce((sum, n) => sum + n, 0) / list.length;
      const loss = 1 - mean(withShield) / mean(without);
      console.log(
        `| ${framework} | ${round(mean(without))} | ${round(mean(withShield))} | ${round(loss * 100)}% | ${bad} |`,
      );
      await plain.close();
      await shielded.close();
    }
  }
  console.log(
    `\n# Streamed reply (~430 characters in 6-character pieces every 5 ms); median of ${streams}, window 128`,
  );
  console.log("| framework | shield | first byte ms | first content ms | last byte ms |");
  console.log("|---|---|---|---|---|");
  for (const framework of chosen) {
    const servers = await pair(framework, 0, 5);
    for (const [label, server] of [
      ["without", servers[0]],
      ["with", servers[1]],
    ] as const) {
      const samples: Timings[] = [];
      for (let i = 0; i < streams; i++) samples.push(await timings(server.port));
      const med = (pick: (t: Timings) => number) => round(median(samples.map(pick)));
      console.log(
        `| ${framework} | ${label} | ${med((t) => t.byte)} | ${med((t) => t.content)} | ${med((t) => t.end)} |`,
      );
    }
    for (const server of servers) await server.close();
  }
}

await main();
