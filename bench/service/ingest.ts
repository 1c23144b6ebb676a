/**
 * Interception ingest throughput on PostgreSQL: the service runs as a child process (`content-shield serve`),
 * this process posts batches of 500 records with 4 concurrent clients for DURATION_S seconds (default 15).
 * Run: npm run build && node dist/bench/service/ingest.js
 */
import { openStore } from "@content-shield/service";
import { freshDatabase, record, spawnService, tempHome } from "./support.js";

const DURATION_S = Number(process.env.DURATION_S ?? 15);
const BATCH = 500;
const CLIENTS = 4;

async function main(): Promise<void> {
  const database = await freshDatabase();
  const home = tempHome();
  const store = await openStore({ databaseUrl: database.url, home });
  const account = await store.createAccount("bench@example.com", "bench-password");
  const { key } = await store.createApiKey(account.id, "bench");
  const service = await spawnService({ port: 18787, databaseUrl: database.url, home });
  try {
    // Bodies are built before the clock starts, so the client's JSON work does not eat the service's CPU.
    const bodies = Array.from({ length: Math.ceil((DURATION_S * 12_000) / BATCH) }, (_, b) =>
      JSON.stringify(Array.from({ length: BATCH }, (_, i) => record(key, b * BATCH + i))),
    );
    let sent = 0;
    let accepted = 0;
    const started = performance.now();
    const deadline = started + DURATION_S * 1000;
    const client = async () => {
      for (let body = bodies.pop(); body !== undefined && performance.now() < deadline; body = bodies.pop()) {
        const response = await fetch(`${service.url}/v1/interceptions`, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body,
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
        const result = (await response.json()) as { accepted: number };
        accepted += result.accepted;
        sent += BATCH;
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, () => client()));
    const seconds = (performance.now() - started) / 1000;
    const stored = (await store.stats(account.id)).total;
    const result = {
      benchmark: "service ingest (PostgreSQL)",
      duration_s: Number(seconds.toFixed(1)),
      batch_size: BATCH,
      clients: CLIENTS,
      sent,
      accepted,
      stored,
      interceptions_per_s: Math.round(accepted / seconds),
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    if (stored !== accepted) throw new Error(`stored ${stored} != accepted ${accepted}`);
  } finally {
    await service.stop();
    await store.close();
    await database.drop();
  }
}

await main();
