/**
 * Provider benchmark against the loopback chat-completions server (test/helpers/fake-llm-server.ts), which
 * answers every request after a fixed PROVIDER_MS (the provider's own latency):
 *  1. overhead the library adds on top of that latency: `guard.shield()` wall time minus the time the server
 *     actually held the request (PROVIDER_MS plus timer overshoot, measured server-side), for one llm rule
 *     (p50/p99), next to a bare `fetch` of the same endpoint measured the same way (the loopback HTTP cost);
 *  2. wall time of one call with 4 llm rules against 1 (goal: under 1.3x).
 * Every call judges a fresh text, so the judgement cache never answers.
 * Run: npm run build && node dist/bench/providers/overhead.js [--calls 300]
 */
import { createServiceKey, Guard, type RuleSet } from "../../src/index.js";
import { startFakeLlmServer } from "../../test/helpers/fake-llm-server.js";

const PROVIDER_MS = 50;
const callsArg = process.argv.indexOf("--calls");
const CALLS = callsArg === -1 ? 300 : Number(process.argv[callsArg + 1]);
const WARMUP = 20;
const ANSWER = '{"score":0.1,"reason":"Neutral wording.","labels":[]}';

function stats(samples: number[]): { p50: number; p99: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99), mean: sorted.reduce((a, b) => a + b, 0) / sorted.length };
}

const fmt = (n: number): string => n.toFixed(2);

async function main(): Promise<void> {
  const server = await startFakeLlmServer(() => ({ content: ANSWER, delayMs: PROVIDER_MS }));
  const config = {
    service_key: createServiceKey(),
    api_key: "sk-bench",
    base_url: server.baseUrl,
    capture: "none" as const,
  };
  const sink = { append() {}, async flush() {} };
  let counter = 0;
  const payload = () => ({
    input: "What is the refund period?",
    output: `Refunds are accepted within 30 days of delivery (answer ${++counter}).`,
    contexts: ["Refunds are possible within 30 days of delivery."],
  });

  const one: RuleSet[] = [{ rules: [{ metric: "bias" }], action: { type: "FLAG" } }];
  const four: RuleSet[] = [
    { rules: [{ metric: "bias" }], action: { type: "FLAG" } },
    { rules: [{ metric: "topic", value: ["politics"], target: "output" }], action: { type: "FLAG" } },
    { rules: [{ metric: "ctx_adherence" }], action: { type: "FLAG" } },
    { rules: [{ metric: "topic", value: ["medical advice"], target: "output" }], action: { type: "FLAG" } },
  ];
  const guardOne = new Guard({ rulesets: one, config, sink });
  const guardFour = new Guard({ rulesets: four, config, sink });

  // Baseline: the same request with a bare fetch (no SDK, no library).
  const body = JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "x" }] });
  const bare = async (): Promise<number> => {
    const start = performance.now();
    const res = await fetch(`${server.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-bench" },
      body,
    });
    await res.json();
    return performance.now() - start;
  };
  const timed = async (guard: Guard): Promise<number> => {
    const start = performance.now();
    await guard.shield({ payload: payload() });
    return performance.now() - start;
  };
  /** How long the server held the last request (its "provider latency", timer overshoot included). */
  const held = (): number => {
    const last = server.requests[server.requests.length - 1]!;
    return (last.answeredAt ?? last.receivedAt) - last.receivedAt;
  };

  for (let i = 0; i < WARMUP; i++) {
    await bare();
    await timed(guardOne);
    await timed(guardFour);
  }
  const bareSamples: number[] = [];
  const oneSamples: number[] = [];
  const oneWall: number[] = [];
  const fourSamples: number[] = [];
  // Interleaved in rotating order, so background load on the shared machine and GC pauses hit all alike.
  const steps = [
    async () => {
      bareSamples.push((await bare()) - held());
    },
    async () => {
      const wall = await timed(guardOne);
      oneWall.push(wall);
      oneSamples.push(wall - held());
    },
    async () => {
      fourSamples.push(await timed(guardFour));
    },
  ];
  for (let i = 0; i < CALLS; i++) {
    for (let j = 0; j < steps.length; j++) await steps[(i + j) % steps.length]!();
    if (server.requests.length > 10_000) server.reset();
  }
  await server.close();

  const b = stats(bareSamples);
  const o = stats(oneSamples);
  const wallOne = stats(oneWall);
  const wallFour = stats(fourSamples);
  console.log(`provider latency ${PROVIDER_MS} ms, ${CALLS} calls each, node ${process.version}`);
  console.log("| measure | p50 ms | p99 ms | mean ms |");
  console.log("|---|---|---|---|");
  console.log(
    `| bare fetch, minus server hold time (loopback HTTP) | ${fmt(b.p50)} | ${fmt(b.p99)} | ${fmt(b.mean)} |`,
  );
  console.log(
    `| shield(), 1 llm rule, minus server hold time | ${fmt(o.p50)} | ${fmt(o.p99)} | ${fmt(o.mean)} |`,
  );
  console.log(
    `| library's own share (row 2 - row 1) | ${fmt(o.p50 - b.p50)} | ${fmt(o.p99 - b.p99)} | ${fmt(o.mean - b.mean)} |`,
  );
  console.log(
    `| shield() wall, 1 llm rule | ${fmt(wallOne.p50)} | ${fmt(wallOne.p99)} | ${fmt(wallOne.mean)} |`,
  );
  console.log(
    `| shield() wall, 4 llm rules | ${fmt(wallFour.p50)} | ${fmt(wallFour.p99)} | ${fmt(wallFour.mean)} |`,
  );
  console.log(
    `4 rules / 1 rule: p50 ${fmt(wallFour.p50 / wallOne.p50)}x, mean ${fmt(wallFour.mean / wallOne.mean)}x (goal < 1.3x)`,
  );
}

await main();
