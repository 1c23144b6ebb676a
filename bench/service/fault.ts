/**
 * Fault test: an Express app using the library (shieldMiddleware, CONTENT_SHIELD_URL set) takes a steady
 * load while the service (a child process on PostgreSQL) is killed with SIGKILL and restarted. Afterwards
 * every interception the app captured must be stored exactly once.
 * Run: npm run build && node dist/bench/service/fault.js   (RATE default 200/s, DURATION_S default 20)
 */
import type { AddressInfo } from "node:net";
import { openStore } from "@content-shield/service";
import autocannon from "autocannon";
import express from "express";
import { shieldMiddleware } from "../../adapters/express/index.js";
import { defaultSink } from "../../src/capture/default-sink.js";
import { DeliveringSink } from "../../src/capture/delivery.js";
import { freshDatabase, type ServiceProcess, spawnService, tempHome } from "./support.js";

const RATE = Number(process.env.RATE ?? 200);
const DURATION_S = Number(process.env.DURATION_S ?? 20);
const PORT = 18789;

async function main(): Promise<void> {
  const database = await freshDatabase();
  const serviceHome = tempHome();
  const store = await openStore({ databaseUrl: database.url, home: serviceHome });
  const account = await store.createAccount("fault@example.com", "bench-password");
  const { key } = await store.createApiKey(account.id, "fault");
  let service: ServiceProcess = await spawnService({
    port: PORT,
    databaseUrl: database.url,
    home: serviceHome,
  });

  process.env.CONTENT_SHIELD_HOME = tempHome();
  process.env.CONTENT_SHIELD_URL = service.url;
  const captured = new Set<string>();
  const app = express();
  app.use(express.json());
  app.post(
    "/chat",
    shieldMiddleware({
      rulesets: [
        {
          name: "no-pii",
          rules: [{ metric: "pii", operator: "contains", value: ["email"] }],
          action: { type: "MASK" },
        },
      ],
      config: { service_key: key, group: "fault-test" },
    }),
    (req, res) => {
      res.on("finish", () => {
        const shield = res.locals.contentShield;
        for (const side of [shield?.input, shield?.output])
          if (side?.interception_id) captured.add(side.interception_id);
      });
      res.json({
        output: `Sure, ${String((req.body as { input?: string }).input)}: write to help@example.com`,
      });
    },
  );
  const appServer = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => appServer.once("listening", resolve));
  const appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;

  const events: string[] = [];
  const started = Date.now();
  const killAt = setTimeout(
    () => {
      events.push(`t=${((Date.now() - started) / 1000).toFixed(1)}s SIGKILL service`);
      void service.stop("SIGKILL");
    },
    (DURATION_S * 1000) / 4,
  );
  const restartAt = setTimeout(
    async () => {
      service = await spawnService({ port: PORT, databaseUrl: database.url, home: serviceHome });
      events.push(`t=${((Date.now() - started) / 1000).toFixed(1)}s service restarted`);
    },
    (DURATION_S * 1000) / 2,
  );
  const load = await autocannon({
    url: `${appUrl}/chat`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ input: "how do I contact support?" }),
    connections: 10,
    overallRate: RATE,
    duration: DURATION_S,
  });
  clearTimeout(killAt);
  clearTimeout(restartAt);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const sink = defaultSink();
  if (!(sink instanceof DeliveringSink)) throw new Error("expected the delivering sink");
  await sink.flush();
  const deadline = Date.now() + 60_000;
  let stored = 0;
  while (Date.now() < deadline) {
    stored = (await store.stats(account.id)).total;
    if (stored >= captured.size) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const ids = new Set<string>();
  let rows = 0;
  let cursor: string | undefined;
  do {
    const page = await store.listInterceptions(account.id, { limit: 500, cursor });
    for (const item of page.items) ids.add(item.id);
    rows += page.items.length;
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  const missing = [...captured].filter((id) => !ids.has(id)).length;
  const summary = {
    benchmark: "fault: SIGKILL + restart of the service under steady load",
    rate: RATE,
    duration_s: DURATION_S,
    requests: load.requests.total,
    non_2xx: load.non2xx,
    events,
    captured_by_app: captured.size,
    stored_rows: rows,
    distinct_stored: ids.size,
    missing,
    unexpected: [...ids].filter((id) => !captured.has(id)).length,
    exactly_once: missing === 0 && rows === captured.size && ids.size === rows,
  };
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  sink.delivery.stop();
  appServer.close();
  await service.stop();
  await store.close();
  await database.drop();
  if (!summary.exactly_once) process.exitCode = 1;
}

await main();
