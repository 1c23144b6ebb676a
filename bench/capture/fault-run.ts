/**
 * Capture under faults (issue 10). An Express app using the library (a child process, bench/capture/app.ts)
 * shields at a steady rate while, in turn: the service is SIGKILLed and restarted; the app is SIGKILLed and
 * restarted; the spool's file system turns read-only, then fills up (a small tmpfs); the address the app
 * delivers to answers 200 to everything, then 301. Every 100th request captures a poisoned record (NUL and
 * half an emoji), every 500th one too large for the service (450,000 control characters, over the
 * 5 MB body limit once JSON-escaped). Then a batch job: 1,000,000 triggered `shield()` calls in one loop.
 *
 * Counted: interceptions produced (ids the clients received), stored (rows in PostgreSQL), quarantined
 * (in spool/rejected/), dropped by the documented bounds (captureHealth), duplicated, requests failed.
 * Goal: produced = stored + quarantined + dropped, 0 duplicated, 0 requests failed.
 *
 * Run (root, for the tmpfs): npm run build && node dist/bench/capture/fault-run.js
 * Env: RATE (requests/s, default 100), PHASE_S (seconds per phase, default 5), BATCH_CALLS (default 1e6).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openStore } from "@content-shield/service";
import pg from "pg";
import { freshDatabase, type ServiceProcess, spawnService, tempHome } from "../service/support.js";

const RATE = Number(process.env.RATE ?? 100);
const PHASE_S = Number(process.env.PHASE_S ?? 5);
const BATCH_CALLS = Number(process.env.BATCH_CALLS ?? 1_000_000);
const SERVICE_PORT = 18791;
const APP_SCRIPT = fileURLToPath(new URL("./app.js", import.meta.url));
const BATCH_SCRIPT = fileURLToPath(new URL("./batch-loop.js", import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Remounts the tmpfs; "busy" (a file open for writing at that instant) is tried again. */
async function remount(path: string, how: "ro" | "rw"): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      execFileSync("mount", ["-o", `remount,${how}`, path], { stdio: "pipe" });
      return;
    } catch (error) {
      if (attempt > 200) throw error;
      await sleep(5);
    }
  }
}

type ProxyMode = "forward" | "ok200" | "redirect";

/** What the app delivers to: forwards to the service, or lies. */
async function startProxy(target: () => string) {
  let mode: ProxyMode = "forward";
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      if (mode === "ok200") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"ok":true}');
        return;
      }
      if (mode === "redirect") {
        res.writeHead(301, { location: `${target()}${req.url}` });
        res.end();
        return;
      }
      try {
        const answer = await fetch(`${target()}${req.url}`, {
          method: req.method ?? "GET",
          headers: {
            authorization: String(req.headers.authorization ?? ""),
            "content-type": String(req.headers["content-type"] ?? "application/json"),
          },
          ...(req.method === "POST" ? { body: Buffer.concat(chunks) } : {}),
        });
        res.writeHead(answer.status, {
          "content-type": answer.headers.get("content-type") ?? "application/json",
          ...(answer.headers.get("retry-after") ? { "retry-after": answer.headers.get("retry-after")! } : {}),
        });
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        res.destroy(); // the service is down: the app sees a network error, as it would
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setMode(next: ProxyMode) {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface App {
  port: number;
  stop(signal: NodeJS.Signals): Promise<void>;
}

async function startApp(env: Record<string, string>): Promise<App> {
  const child = spawn(process.execPath, [APP_SCRIPT], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`the app exited before it was ready: ${out}`)));
  });
  return {
    port,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

interface Health {
  spooled: number;
  delivered: number;
  dropped: number;
  quarantined: number;
  queued: number;
  disk_failing: boolean;
  last_error: string | null;
}

async function appHealth(app: App): Promise<{ health: Health; reported: number }> {
  return (await (await fetch(`http://127.0.0.1:${app.port}/health`)).json()) as {
    health: Health;
    reported: number;
  };
}

/** Records in spool/rejected/: their ids. */
function quarantinedIds(home: string): Set<string> {
  const ids = new Set<string>();
  const folder = join(home, "spool", "rejected");
  if (!existsSync(folder)) return ids;
  for (const name of readdirSync(folder)) {
    for (const line of readFileSync(join(folder, name), "utf8").split("\n")) {
      if (line === "") continue;
      try {
        const entry = JSON.parse(line) as { record?: { id?: string } };
        if (entry.record?.id) ids.add(entry.record.id);
      } catch {
        // A line torn by the full disk: the record stayed in its segment and was set aside again later.
      }
    }
  }
  return ids;
}

function segmentsLeft(home: string): number {
  const folder = join(home, "spool");
  if (!existsSync(folder)) return 0;
  return readdirSync(folder).filter((name) => name.endsWith(".jsonl") || name.endsWith(".jsonl.open")).length;
}

async function faultRun() {
  const isRoot = process.getuid?.() === 0;
  const database = await freshDatabase();
  const serviceHome = tempHome();
  const store = await openStore({ databaseUrl: database.url, home: serviceHome });
  const account = await store.createAccount("fault-run@example.com", "bench-password");
  const { key } = await store.createApiKey(account.id, "fault-run");
  await store.close();
  let service: ServiceProcess = await spawnService({
    port: SERVICE_PORT,
    databaseUrl: database.url,
    home: serviceHome,
  });
  cleanups.push(() => service.stop("SIGKILL"));
  const proxy = await startProxy(() => service.url);

  // The app's home: a 256 MB tmpfs we can turn read-only and fill (root), else a plain folder.
  const appHome = tempHome();
  let mounted = false;
  if (isRoot) {
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=256m", "tmpfs", appHome]);
      mounted = true;
      cleanups.push(() => execFileSync("umount", ["-l", appHome]));
    } catch {
      // no mount here
    }
  }
  const appEnv = {
    CONTENT_SHIELD_HOME: appHome,
    CONTENT_SHIELD_URL: proxy.url,
    CONTENT_SHIELD_SERVICE_KEY: key,
    CAPTURE_MAX_BYTES: String(48 * 1024 * 1024),
  };
  let app = await startApp(appEnv);
  cleanups.push(() => app.stop("SIGKILL"));

  const produced = new Set<string>();
  const failures: string[] = [];
  let sent = 0;
  let paused = false;
  let running = true;
  let inFlight = 0;
  let phase = "normal";
  const droppedByDeadApps: number[] = [];
  // ~450k control characters: each captured text is ~2.7 MB once JSON-escaped, the record over 5 MB.
  const oversized = `${"\u0001".repeat(450_000)} mail x@example.com`;

  const bodyFor = (i: number): string => {
    if (i % 500 === 0) return JSON.stringify({ input: oversized });
    if (i % 100 === 0) return JSON.stringify({ input: `poison \u0000 half \uD83D mail p${i}@example.com` });
    return JSON.stringify({ input: `please mail user${i}@example.com about order ${i}` });
  };
  const one = async (i: number) => {
    inFlight++;
    try {
      const response = await fetch(`http://127.0.0.1:${app.port}/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: bodyFor(i),
      });
      const body = (await response.json()) as { id?: string | null };
      if (response.status !== 200 || !body.id) failures.push(`${phase}: HTTP ${response.status}`);
      else produced.add(body.id);
    } catch (error) {
      failures.push(`${phase}: ${(error as Error).message}`);
    } finally {
      inFlight--;
    }
  };
  const load = (async () => {
    const interval = 1000 / RATE;
    let next = Date.now();
    while (running) {
      if (paused) {
        await sleep(20);
        next = Date.now();
        continue;
      }
      sent++;
      void one(sent);
      next += interval;
      const wait = next - Date.now();
      if (wait > 0) await sleep(wait);
    }
  })();

  const events: string[] = [];
  const started = Date.now();
  const note = (text: string) => events.push(`t=${((Date.now() - started) / 1000).toFixed(1)}s ${text}`);
  const drainInFlight = async () => {
    while (inFlight > 0) await sleep(10);
  };

  // Watch the drop counter, to say in which phase records were dropped.
  let lastDropped = 0;
  const watcher = setInterval(() => {
    void appHealth(app)
      .then(({ health }) => {
        if (health.dropped !== lastDropped) {
          note(
            `captureHealth().dropped ${lastDropped} -> ${health.dropped} (${phase}; ${health.last_error ?? ""})`,
          );
          lastDropped = health.dropped;
        }
      })
      .catch(() => {});
  }, 250);
  note("steady load");
  await sleep(PHASE_S * 1000);
  phase = "service killed";
  note("SIGKILL the service");
  await service.stop("SIGKILL");
  await sleep(PHASE_S * 1000);
  service = await spawnService({ port: SERVICE_PORT, databaseUrl: database.url, home: serviceHome });
  note("service restarted");
  phase = "app killed";
  await sleep(PHASE_S * 1000);
  paused = true;
  await drainInFlight();
  droppedByDeadApps.push((await appHealth(app)).health.dropped);
  lastDropped = 0;
  note("SIGKILL the app (load paused while it is down)");
  await app.stop("SIGKILL");
  app = await startApp(appEnv);
  note("app restarted");
  paused = false;
  await sleep(PHASE_S * 1000);
  if (mounted) {
    phase = "read-only spool";
    await remount(appHome, "ro");
    note("spool file system read-only");
    await sleep(PHASE_S * 1000);
    await remount(appHome, "rw");
    phase = "full disk";
    // Fill what is left of the tmpfs.
    try {
      writeFileSync(join(appHome, "filler"), Buffer.alloc(256 * 1024 * 1024));
    } catch {
      // ENOSPC: the disk is full now, as intended
    }
    note("spool file system full");
    await sleep(PHASE_S * 1000);
    rmSync(join(appHome, "filler"), { force: true });
    note("space freed");
  } else {
    note("read-only and full-disk phases skipped: cannot mount a tmpfs (not root)");
  }
  phase = "200 to everything";
  proxy.setMode("ok200");
  note("delivery address answers 200 to everything");
  await sleep(PHASE_S * 1000);
  phase = "301";
  proxy.setMode("redirect");
  note("delivery address answers 301");
  await sleep(PHASE_S * 1000);
  proxy.setMode("forward");
  phase = "recovered";
  note("delivery address forwards again");
  await sleep(PHASE_S * 1000);
  running = false;
  await load;
  await drainInFlight();
  note("load stopped; draining");
  clearInterval(watcher);

  // Drain: every record leaves the spool (delivered or quarantined), nothing waits in memory.
  const deadline = Date.now() + 180_000;
  let last = await appHealth(app);
  while (Date.now() < deadline) {
    last = await appHealth(app);
    if (last.health.queued === 0 && segmentsLeft(appHome) === 0) break;
    await sleep(500);
  }
  note(`drained (segments left ${segmentsLeft(appHome)}, queued ${last.health.queued})`);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const rows = await client.query<{ id: string }>("select id from interceptions where account_id = $1", [
    account.id,
  ]);
  const fffd = await client.query<{ n: string }>(
    "select count(*) as n from interceptions where account_id = $1 and payload->>'input' like '%' || chr(65533) || '%'",
    [account.id],
  );
  await client.end();
  const stored = new Set(rows.rows.map((r) => r.id));
  const quarantined = quarantinedIds(appHome);
  const dropped = droppedByDeadApps.reduce((a, b) => a + b, 0) + last.health.dropped;
  const storedProduced = [...produced].filter((id) => stored.has(id)).length;
  const quarantinedProduced = [...produced].filter((id) => quarantined.has(id) && !stored.has(id)).length;
  const missing = produced.size - storedProduced - quarantinedProduced;
  const result = {
    rate_per_s: RATE,
    phase_s: PHASE_S,
    tmpfs: mounted,
    requests_sent: sent,
    requests_failed: failures.length,
    failures: failures.slice(0, 10),
    produced: produced.size,
    stored: storedProduced,
    stored_with_u_fffd: Number(fffd.rows[0]?.n ?? 0),
    quarantined: quarantinedProduced,
    dropped_by_bound: dropped,
    unaccounted: missing - dropped,
    duplicated: rows.rows.length - stored.size,
    stored_not_produced: [...stored].filter((id) => !produced.has(id)).length,
    errors_reported_by_last_app: last.reported,
    goal_met:
      failures.length === 0 && missing === dropped && rows.rows.length === stored.size && produced.size > 0,
    events,
  };
  if (process.env.KEEP_SPOOL) execFileSync("cp", ["-r", join(appHome, "spool"), process.env.KEEP_SPOOL]);
  await app.stop("SIGTERM");
  await service.stop();
  await proxy.close();
  if (mounted) execFileSync("umount", [appHome]);
  rmSync(appHome, { recursive: true, force: true });
  await database.drop();
  return result;
}

/** The batch job: a child process runs BATCH_CALLS triggered shield() calls in one loop, then exits. */
async function batchLoop() {
  const home = tempHome();
  const child = spawn(process.execPath, ["--max-old-space-size=512", BATCH_SCRIPT], {
    env: { ...process.env, CONTENT_SHIELD_HOME: home, BATCH_CALLS: String(BATCH_CALLS) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  const report = JSON.parse(out.trim().split("\n").pop() ?? "{}") as {
    produced: number;
    dropped: number;
    seconds: number;
    peak_rss_mb: number;
  };
  // Records left on disk after the process exited (its exit flush included).
  let onDisk = 0;
  const folder = join(home, "spool");
  for (const name of readdirSync(folder)) {
    if (!name.endsWith(".jsonl") && !name.endsWith(".jsonl.open")) continue;
    const text = readFileSync(join(folder, name), "utf8");
    for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) onDisk++;
  }
  rmSync(home, { recursive: true, force: true });
  return {
    exit_code: code,
    calls: BATCH_CALLS,
    ...report,
    on_disk: onDisk,
    unaccounted: report.produced - onDisk - report.dropped,
    goal_met: code === 0 && report.produced === BATCH_CALLS && report.produced === onDisk + report.dropped,
  };
}

const cleanups: Array<() => unknown> = [];
process.once("uncaughtException", (error) => {
  for (const cleanup of cleanups.reverse()) {
    try {
      cleanup();
    } catch {
      // best effort
    }
  }
  throw error;
});
const fault = await faultRun().catch(async (error: unknown) => {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch {
      // best effort
    }
  }
  throw error;
});
process.stdout.write(`${JSON.stringify({ benchmark: "capture fault run", ...fault }, null, 2)}\n`);
const batch = await batchLoop();
process.stdout.write(`${JSON.stringify({ benchmark: "capture batch loop", ...batch }, null, 2)}\n`);
if (!fault.goal_met || !batch.goal_met) process.exitCode = 1;
