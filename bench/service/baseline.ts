/**
 * The floor under `shield-latency.ts`: a bare Express endpoint (no middleware, no auth) answering `{ ok: true }`,
 * once without and once with one `select 1` on PostgreSQL, under the same kind of load (autocannon, 20
 * connections, a steady RATE per second). What this machine's loopback HTTP and scheduling cost before any
 * Content Shield code runs.
 * Run: npm run build && RATE=500 DURATION_S=10 node dist/bench/service/baseline.js
 */
import autocannon from "autocannon";
import express from "express";
import pg from "pg";

const RATE = Number(process.env.RATE ?? 500);
const DURATION_S = Number(process.env.DURATION_S ?? 10);
const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const pool = new pg.Pool({ connectionString: DATABASE_URL });
const app = express();
app.get("/nodb", (_req, res) => {
  res.json({ ok: true });
});
app.get("/db", async (_req, res) => {
  await pool.query("select 1");
  res.json({ ok: true });
});

const server = app.listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const address = server.address();
const port = typeof address === "object" && address !== null ? address.port : 0;
const rows: string[] = [];
for (const path of ["/nodb", "/db"]) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: 20,
    overallRate: RATE,
    duration: DURATION_S,
  });
  rows.push(
    `| bare Express ${path === "/db" ? "+ select 1" : "(no database)"} | ${RATE} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
  );
}
process.stdout.write(
  `| endpoint | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|\n${rows.join("\n")}\n`,
);
server.close();
await pool.end();
