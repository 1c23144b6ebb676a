/**
 * Proxy overhead: the same requests sent by autocannon (this process) to a loopback upstream directly and
 * through the shielding proxy; each server runs in its own child process. Reports p50/p99 latency, the
 * latency the proxy adds and the throughput it costs, for a plain chat completion and an SSE stream.
 * The policy masks emails and phone numbers (local rules) on the way in and out; half of the replies carry
 * an email (masked, and the interception captured to the spool of a temporary home).
 *
 * `proxy_cpu_us_per_request` is the proxy process's CPU time per request, steadier than req/s on a shared machine.
 * Run: npm run build && node dist/bench/proxy/overhead.js [--duration 10] [--connections 10]
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { createServiceKey } from "../../src/keys.js";
import { startShieldProxy } from "../../src/proxy/server.js";

const { values } = parseArgs({
  options: {
    role: { type: "string" },
    upstream: { type: "string" },
    policy: { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});

const CLEAN = "Our support desk is open from nine to five on weekdays; ask again any time you need help.";
const WITH_EMAIL = "Write to help.desk@example.com or call +1 415 555 0100 and we will get back to you soon.";

function completion(content: string): string {
  return JSON.stringify({
    id: "chatcmpl-bench",
    object: "chat.completion",
    created: 1736950000,
    model: "bench",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop", logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  });
}

function sse(content: string): string {
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ id: "chatcmpl-bench", object: "chat.completion.chunk", created: 1736950000, model: "bench", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  const pieces = content.match(/.{1,6}/gs) ?? [];
  return [
    chunk({ role: "assistant", content: "" }, null),
    ...pieces.map((piece) => chunk({ content: piece }, null)),
    chunk({}, "stop"),
    "data: [DONE]\n\n",
  ].join("");
}

/** The upstream: answers each chat request at once, alternating a clean reply and one with an email. */
async function upstream(): Promise<void> {
  let n = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const stream = Buffer.concat(chunks).includes('"stream":true');
      const content = n++ % 2 === 0 ? CLEAN : WITH_EMAIL;
      if (stream) {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end(sse(content));
      } else {
        const body = completion(content);
        res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
        res.end(body);
      }
    });
  });
  server.listen(0, "127.0.0.1", () => process.send?.({ port: (server.address() as AddressInfo).port }));
}

async function proxy(): Promise<void> {
  const running = await startShieldProxy({ upstream: values.upstream!, policy: values.policy!, port: 0 });
  process.send?.({ port: Number(new URL(running.url).port) });
  // "cpu": answers with the CPU time used so far (µs); "stop": exits cleanly (a --cpu-prof profile is written).
  process.on("message", (message) => {
    if (message === "cpu") {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpu: user + system });
    } else process.exit(0);
  });
}

function start(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(process.argv[1]!, args, { env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.once("message", (message) =>
      resolve({ child, url: `http://127.0.0.1:${(message as { port: number }).port}` }),
    );
    child.once("exit", (code) => reject(new Error(`child ${args.join(" ")} exited with ${code}`)));
  });
}

/** The CPU time (µs) the proxy process has used so far. */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (typeof message === "object" && message !== null && "cpu" in message) {
        child.off("message", onMessage);
        resolve((message as { cpu: number }).cpu);
      }
    };
    child.on("message", onMessage);
    child.send("cpu");
  });
}

function body(stream: boolean): string {
  return JSON.stringify({
    model: "bench",
    stream,
    messages: [
      { role: "system", content: "You are a helpful support assistant." },
      { role: "user", content: "When is the support desk open, and how do I reach it?" },
    ],
  });
}

async function load(url: string, stream: boolean, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}/v1/chat/completions`,
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
    body: body(stream),
    connections: Number(values.connections),
    duration,
  });
}

async function main(): Promise<void> {
  if (values.role === "upstream") return upstream();
  if (values.role === "proxy") return proxy();
  const home = mkdtempSync(join(tmpdir(), "cs-bench-proxy-"));
  const policy = join(home, "policy.json");
  writeFileSync(
    policy,
    JSON.stringify({
      rulesets: [{ rules: [{ metric: "pii", value: ["email", "phone_number"] }], action: { type: "MASK" } }],
      config: { service_key: createServiceKey() },
    }),
  );
  const up = await start(["--role", "upstream"], {});
  const px = await start(["--role", "proxy", "--upstream", up.url, "--policy", policy], {
    CONTENT_SHIELD_HOME: home,
  });
  const duration = Number(values.duration);
  const rows = [];
  try {
    for (const stream of [false, true]) {
      await load(up.url, stream, 2); // warm-up
      await load(px.url, stream, 2);
      const direct = await load(up.url, stream, duration);
      const cpuBefore = await cpuOf(px.child);
      const through = await load(px.url, stream, duration);
      const proxyCpuUs = (await cpuOf(px.child)) - cpuBefore;
      rows.push({
        scenario: stream ? "SSE stream (chat.completion.chunk)" : "chat completion (JSON)",
        direct: {
          p50_ms: direct.latency.p50,
          p99_ms: direct.latency.p99,
          req_per_s: direct.requests.average,
        },
        proxy: {
          p50_ms: through.latency.p50,
          p99_ms: through.latency.p99,
          req_per_s: through.requests.average,
        },
        added_p50_ms: Number((through.latency.p50 - direct.latency.p50).toFixed(2)),
        added_p99_ms: Number((through.latency.p99 - direct.latency.p99).toFixed(2)),
        throughput_loss_pct: Number(
          (100 * (1 - through.requests.average / direct.requests.average)).toFixed(1),
        ),
        proxy_cpu_us_per_request: Math.round(proxyCpuUs / Math.max(1, through.requests.total)),
        errors: through.errors + through.non2xx,
      });
    }
    process.stdout.write(
      `${JSON.stringify({ benchmark: "proxy overhead", connections: Number(values.connections), duration_s: duration, rows }, null, 2)}\n`,
    );
  } finally {
    up.child.kill();
    px.child.send("stop");
  }
}

await main();
