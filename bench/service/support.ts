/** Shared pieces of the service benchmarks: a fresh PostgreSQL database and the service as a child process. */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { InterceptionRecord } from "../../src/capture/record.js";
import { hashServiceKey } from "../../src/keys.js";

export const ADMIN_URL =
  process.env.CONTENT_SHIELD_BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CLI = fileURLToPath(new URL("../../src/cli/main.js", import.meta.url));

export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cs_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function tempHome(): string {
  return mkdtempSync(join(tmpdir(), "cs-bench-"));
}

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs `content-shield serve` in a child process and waits until /healthz answers. */
export async function spawnService(options: {
  port: number;
  databaseUrl: string;
  home: string;
  /** Extra `serve` flags (they replace the default --rate-limit when they name one). */
  args?: readonly string[];
}): Promise<ServiceProcess> {
  const extra = options.args ?? [];
  const child = spawn(
    process.execPath,
    [
      CLI,
      "serve",
      "--port",
      String(options.port),
      "--database-url",
      options.databaseUrl,
      ...(extra.includes("--rate-limit") ? [] : ["--rate-limit", "1000000"]),
      "--no-spool-import",
      ...extra,
    ],
    { env: { ...process.env, CONTENT_SHIELD_HOME: options.home }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("the service did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export function record(key: string, i: number): InterceptionRecord {
  return {
    id: randomUUID(),
    created_at: new Date().toISOString(),
    key_hash: hashServiceKey(key),
    group: `group-${i % 4}`,
    ruleset: "no-pii",
    triggered_rulesets: ["no-pii"],
    action: i % 3 === 0 ? "BLOCK" : "MASK",
    metric: i % 5 === 0 ? "secrets" : "pii",
    rule: { metric: "pii", operator: "contains", value: ["email", "ssn", "address", "phone_number"] },
    findings: [{ type: "email", target: "output", start: 8, end: 15, score: 1 }],
    verdicts: [{ metric: "pii", target: "both", triggered: true, score: 1, labels: ["email"], detail: null }],
    text: "Mail me [EMAIL] about order 1234",
    payload: { input: "What's the support address?", output: "Mail me [EMAIL] about order 1234" },
    capture: "redacted",
    latency_ms: 0.3,
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}
