/**
 * `POST /v1/shield` latency at a steady rate: the service runs as a child process on PostgreSQL, autocannon
 * in this process sends RATE requests/s (default 500) for DURATION_S seconds (default 20) with the four-type
 * PII ruleset; half the payloads contain PII (so half are captured and written to the database).
 * Run: npm run build && node dist/bench/service/shield-latency.js
 */

import { openStore } from "@content-shield/service";
import autocannon from "autocannon";
import { freshDatabase, processCpuMs, spawnService, tempHome } from "./support.js";

const RATE = Number(process.env.RATE ?? 500);
const DURATION_S = Number(process.env.DURATION_S ?? 20);

const rulesets = [
  {
    name: "no-pii",
    rules: [{ metric: "pii", operator: "contains", value: ["email", "ssn", "address", "phone_number"] }],
    action: { type: "MASK" },
  },
];
const bodies = [
  {
    payload: {
      input: "How do I reset my password?",
      output: "Open Settings, then Security, then Reset password.",
    },
    rulesets,
  },
  {
    payload: {
      input: "Who handles refunds?",
      output:
        "Write to refunds@example.com or call (415) 555-0132; our office is 1 Market St, San Francisco, CA 94105.",
    },
    rulesets,
  },
].map((body) => JSON.stringify(body));

async function main(): Promise<void> {
  const database = await freshDatabase();
  const home = tempHome();
  const store = await openStore({ databaseUrl: database.url, home });
  const account = await store.createAccount("bench@example.com", "bench-password");
  const { key } = await store.createApiKey(account.id, "bench");
  const service = await spawnService({ port: 18788, databaseUrl: database.url, home });
  try {
    let n = 0;
    const run = (duration: number) =>
      autocannon({
        url: `${service.url}/v1/shield`,
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        connections: 20,
        overallRate: RATE,
        duration,
        requests: [{ setupRequest: (req) => ({ ...req, body: bodies[n++ % 2]! }) }],
      });
    await run(3); // warm-up: JIT, guard cache, connection pool
    const cpuBefore = processCpuMs(service.child.pid);
    const result = await run(DURATION_S);
    const serviceCpuMs = processCpuMs(service.child.pid) - cpuBefore;
    const stored = (await store.stats(account.id)).total;
    const summary = {
      benchmark: "POST /v1/shield (four-type PII ruleset, PostgreSQL)",
      target_rate: RATE,
      duration_s: DURATION_S,
      requests: result.requests.total,
      achieved_rate: Math.round(result.requests.average),
      non_2xx: result.non2xx,
      errors: result.errors,
      latency_ms: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      interceptions_stored: stored,
      service_cpu_ms_per_request: Number((serviceCpuMs / result.requests.total).toFixed(3)),
    };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  } finally {
    await service.stop();
    await store.close();
    await database.drop();
  }
}

await main();
