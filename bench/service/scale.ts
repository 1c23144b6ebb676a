/**
 * The service with 1 and 2 instances on one PostgreSQL: interception ingest rate, and `POST /v1/shield`
 * p50/p99 at fixed request rates. Each instance is a `content-shield serve` child process; the client (this
 * process) sends round-robin to the instances. Ingest: 4 clients post batches of 500 for DURATION_S
 * seconds. Shield: an open-loop client fires requests on a fixed schedule (RATES, requests/s, default
 * 250,500,1000) for DURATION_S seconds each with the four-type PII ruleset (half the payloads captured), and
 * records each request's latency from its scheduled start (so queueing counts).
 * The per-key rate limit is a shared bucket in PostgreSQL on every request (set high so it never refuses);
 * the per-account CPU share is off (`--cpu-budget-ms 0`: one tenant sends all the load).
 * Run: npm run build && DURATION_S=10 INSTANCES=1,2 node dist/bench/service/scale.js
 */
import { createServer } from "node:net";
import { openStore } from "@content-shield/service";
import {
  freshDatabase,
  percentile,
  processCpuMs,
  record,
  type ServiceProcess,
  spawnService,
  tempHome,
} from "./support.js";

const DURATION_S = Number(process.env.DURATION_S ?? 10);
const RATES = (process.env.RATES ?? "250,500,1000").split(",").map(Number);
const INSTANCES = (process.env.INSTANCES ?? "1,2").split(",").map(Number);
const BATCH = 500;
const CLIENTS = 4;

const rulesets = [
  {
    name: "no-pii",
    rules: [{ metric: "pii", operator: "contains", value: ["email", "ssn", "address", "phone_number"] }],
    action: { type: "MASK" },
  },
];
const bodies = [
  { payload: { input: "How do I reset my password?", output: "Open Settings, then Security." }, rulesets },
  {
    payload: {
      input: "Who handles refunds?",
      output:
        "Write to refunds@example.com or call (415) 555-0132; our office is 1 Market St, San Francisco.",
    },
    rulesets,
  },
].map((body) => JSON.stringify(body));

/** A port free right now (other benchmarks may be running on the machine's fixed ports). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function ingest(urls: readonly string[], key: string): Promise<Record<string, number>> {
  const batches = Array.from({ length: Math.ceil((DURATION_S * 15_000) / BATCH) }, (_, b) =>
    JSON.stringify(Array.from({ length: BATCH }, (_, i) => record(key, b * BATCH + i))),
  );
  let accepted = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  const client = async () => {
    for (let body = batches.pop(); body !== undefined && performance.now() < deadline; body = batches.pop()) {
      const url = urls[next++ % urls.length]!;
      const response = await fetch(`${url}/v1/interceptions`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
      accepted += ((await response.json()) as { accepted: number }).accepted;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, () => client()));
  const seconds = (performance.now() - started) / 1000;
  return { accepted, seconds: Number(seconds.toFixed(1)), per_second: Math.round(accepted / seconds) };
}

async function shieldAtRate(
  urls: readonly string[],
  key: string,
  rate: number,
  seconds: number,
): Promise<Record<string, unknown>> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (why: string): void => {
    failures.set(why, (failures.get(why) ?? 0) + 1);
  };
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      fetch(`${urls[i % urls.length]}/v1/shield`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: bodies[i % 2]!,
      })
        .then(async (response) => {
          const text = await response.text();
          if (response.ok) latencies.push(performance.now() - due);
          else fail(`HTTP ${response.status} ${/"code":"(\w+)"/.exec(text)?.[1] ?? ""}`.trim());
        })
        .catch((error: unknown) => fail(String((error as Error).cause ?? error))),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    target_rate: rate,
    achieved_rate: Math.round(latencies.length / elapsed),
    errors: Object.fromEntries(failures),
    p50_ms: round(percentile(latencies, 50)),
    p99_ms: round(percentile(latencies, 99)),
    max_ms: round(latencies.at(-1) ?? Number.NaN),
  };
}

async function measure(count: number): Promise<Record<string, unknown>> {
  const database = await freshDatabase();
  const home = tempHome();
  const store = await openStore({ databaseUrl: database.url, home });
  const account = await store.createAccount("bench@example.com", "bench-password");
  const { key } = await store.createApiKey(account.id, "bench");
  const services: ServiceProcess[] = [];
  try {
    for (let i = 0; i < count; i++)
      services.push(
        await spawnService({
          port: await freePort(),
          databaseUrl: database.url,
          home,
          // One tenant sends everything: its per-process CPU share (--cpu-budget-ms, per instance) would
          // cap it and differ between 1 and 2 instances, so it is off here.
          args: ["--cpu-budget-ms", "0"],
        }),
      );
    const urls = services.map((service) => service.url);
    await shieldAtRate(urls, key, 200, 2); // warm-up: JIT, guard caches, connection pools
    const cpuBefore = services.map((service) => processCpuMs(service.child.pid));
    const shield = [];
    let requests = 0;
    for (const rate of RATES) {
      shield.push(await shieldAtRate(urls, key, rate, DURATION_S));
      requests += rate * DURATION_S;
    }
    const cpuMs = services.reduce((sum, s, i) => sum + processCpuMs(s.child.pid) - cpuBefore[i]!, 0);
    const ingested = await ingest(urls, key);
    return {
      instances: count,
      shield,
      service_cpu_ms_per_shield_request: Number((cpuMs / requests).toFixed(3)),
      ingest: ingested,
    };
  } finally {
    await Promise.all(services.map((service) => service.stop()));
    await store.close();
    await database.drop();
  }
}

const results = [];
for (const count of INSTANCES) results.push(await measure(count));
process.stdout.write(
  `${JSON.stringify({ benchmark: "service, 1 vs 2 instances on one PostgreSQL", duration_s: DURATION_S, results }, null, 2)}\n`,
);
