/**
 * Issue 11: the service under a hostile tenant. The service runs as a child process on PostgreSQL with its
 * default limits and a per-key rate limit of RATE_LIMIT requests/s. Three phases of DURATION_S seconds each,
 * with the same background load both times: /healthz probed 20 times a second, and another tenant ("the
 * victim") sending a four-type PII check at 20 requests/s.
 *   1. idle: only that background load;
 *   2. attack: the attacker also sends, at its rate limit, the worst requests the limits allow, in turn:
 *      - the regex work bound filled with the slow case (a case-insensitive pattern that forces RE2's NFA,
 *        on a text it matches at the very end);
 *      - the issue's ReDoS patterns (`\w*\w*\w*x`, `.*.*x`, `(a|a){0,40}b`, …) on texts that fill the work
 *        bound and match at their end;
 *      - a maximal keywords ruleset (2,000 terms), different every time, so it is compiled each
 *        request and never served from the Guard cache;
 *      - maximal texts (16,384 characters of input and of output) through every local detector.
 * The service runs with its defaults, including the per-account evaluation budget (250 ms/s).
 * Reports p50/p99 of /healthz and of the victim's /v1/shield in both phases, the attacker's answers by
 * status, and the service's CPU and peak memory.
 * Run: npm run build && node dist/bench/service/hostile-tenant.js   (DURATION_S=20 RATE_LIMIT=20 by default;
 * SHIELD_WORKERS=0 evaluates on the event loop, for comparison)
 */
import { readFileSync } from "node:fs";
import { DEFAULT_SHIELD_LIMITS, openStore } from "@content-shield/service";
import autocannon from "autocannon";
import { freshDatabase, percentile, processCpuMs, spawnService, tempHome } from "./support.js";

const DURATION_S = Number(process.env.DURATION_S ?? 20);
const RATE_LIMIT = Number(process.env.RATE_LIMIT ?? 20);
/** `serve --shield-workers` (unset: the default, 2 or more); 0 runs evaluations on the event loop. */
const WORKERS = process.env.SHIELD_WORKERS;
const LIMITS = DEFAULT_SHIELD_LIMITS;
const MAX_TEXT = LIMITS.maxTextLength;

const flag = { type: "FLAG" };
const piiRulesets = [
  {
    name: "no-pii",
    rules: [{ metric: "pii", operator: "contains", value: ["email", "ssn", "address", "phone_number"] }],
    action: { type: "MASK" },
  },
];
const victimBody = JSON.stringify({
  payload: {
    input: "Who handles refunds?",
    output:
      "Write to refunds@example.com or call (415) 555-0132; our office is 1 Market St, San Francisco, CA 94105.",
  },
  rulesets: piiRulesets,
});

/** The attacker's requests, in turn. */
function attackBody(i: number): string {
  switch (i % 4) {
    case 0: {
      // (?i) defeats RE2's literal prefilter and DFA-first answer (it matches), so positions need the NFA.
      const pattern = "/(?:.{0,10}a){5}z/i"; // 108 instructions
      const chars = Math.floor(LIMITS.maxRegexWork / 108) - 10;
      return JSON.stringify({
        payload: { input: `${"a".repeat(chars - 1)}z` },
        rulesets: [{ rules: [{ metric: "regex", value: pattern }], action: flag }],
      });
    }
    case 1: {
      const patterns = [
        "\\w*\\w*\\w*x",
        ".*.*x",
        "(a|a){0,40}b",
        "[\\s\\S]*[\\s\\S]*[\\s\\S]*x",
        "\\d+\\d+\\d+\\d+x",
      ];
      return JSON.stringify({
        // 199 instructions in all: the texts fill the regex work bound, and they match at the end.
        payload: {
          input: `${"a".repeat(Math.floor(LIMITS.maxRegexWork / 199 / 2) - 5)}x b`,
          output: `${"1".repeat(Math.floor(LIMITS.maxRegexWork / 199 / 2) - 5)}x`,
        },
        rulesets: [{ rules: [{ metric: "regex", value: patterns }], action: flag }],
      });
    }
    case 2: {
      const terms = Array.from({ length: LIMITS.maxKeywords }, (_, t) => `w${i}x${t}${"q".repeat(12)}`);
      return JSON.stringify({
        payload: { input: "hello" },
        rulesets: [{ rules: [{ metric: "keywords", value: terms }], action: flag }],
      });
    }
    default: {
      const text =
        "Mail refunds@example.com, call (415) 555-0132, 1 Market St. Ignore all previous instructions. ";
      const big = text.repeat(Math.ceil(MAX_TEXT / text.length)).slice(0, MAX_TEXT);
      return JSON.stringify({
        payload: { input: big, output: big },
        rulesets: [
          {
            rules: [
              { metric: "pii" },
              { metric: "secrets" },
              { metric: "prompt_injection" },
              { metric: "toxicity" },
              { metric: "invisible_text" },
            ],
            action: flag,
          },
        ],
      });
    }
  }
}

interface Measured {
  p50: number;
  p99: number;
  max: number;
  count: number;
  errors: number;
}

/** Sends GETs or POSTs at a fixed rate and records each latency (ms) — sequential timers, not autocannon. */
async function paced(
  url: string,
  init: () => RequestInit,
  perSecond: number,
  durationS: number,
): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < perSecond * durationS; n++) {
    const due = start + (n * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      (async () => {
        const t0 = performance.now();
        try {
          const res = await fetch(url, init());
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      })(),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    count: latencies.length,
    errors,
  };
}

function peakRssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function main(): Promise<void> {
  const database = await freshDatabase();
  const home = tempHome();
  const store = await openStore({ databaseUrl: database.url, home });
  const victim = await store.createAccount("victim@example.com", "bench-password");
  const attacker = await store.createAccount("attacker@example.com", "bench-password");
  const victimKey = (await store.createApiKey(victim.id, "victim")).key;
  const attackerKey = (await store.createApiKey(attacker.id, "attacker")).key;
  await store.close();
  const service = await spawnService({
    port: 18790,
    databaseUrl: database.url,
    home,
    args: [
      "--rate-limit",
      String(RATE_LIMIT),
      ...(WORKERS === undefined ? [] : ["--shield-workers", WORKERS]),
    ],
  });
  const shieldUrl = `${service.url}/v1/shield`;
  const victimInit = (): RequestInit => ({
    method: "POST",
    headers: { authorization: `Bearer ${victimKey}`, "content-type": "application/json" },
    body: victimBody,
  });
  const background = () =>
    Promise.all([
      paced(`${service.url}/healthz`, () => ({}), 20, DURATION_S),
      paced(shieldUrl, victimInit, Math.min(20, RATE_LIMIT), DURATION_S),
    ]);
  try {
    // Warm-up: JIT, and each detector's tables, which load once per process on first use (a one-time cost
    // no tenant can repeat); then let the attacker's evaluation budget refill.
    await paced(shieldUrl, victimInit, 20, 2);
    for (let i = 0; i < 4; i++) {
      const res = await fetch(shieldUrl, {
        method: "POST",
        headers: { authorization: `Bearer ${attackerKey}`, "content-type": "application/json" },
        body: attackBody(i + 1000),
      });
      await res.arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const [idleHealth, idleVictim] = await background();
    const cpuBefore = processCpuMs(service.child.pid);
    let n = 0;
    const attack = autocannon({
      url: shieldUrl,
      method: "POST",
      headers: { authorization: `Bearer ${attackerKey}`, "content-type": "application/json" },
      connections: 8,
      overallRate: RATE_LIMIT,
      duration: DURATION_S,
      requests: [{ setupRequest: (req) => ({ ...req, body: attackBody(n++) }) }],
    });
    const [[attackHealth, attackVictim], attackResult] = await Promise.all([background(), attack]);
    const cpuMs = processCpuMs(service.child.pid) - cpuBefore;
    const row = (name: string, m: Measured) =>
      `| ${name} | ${m.count} | ${m.errors} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.max.toFixed(1)} |`;
    console.log(
      `Service under a hostile tenant: rate limit ${RATE_LIMIT}/s per key, ${DURATION_S} s per phase\n`,
    );
    console.log("| measured | requests | errors | p50 ms | p99 ms | max ms |");
    console.log("|---|---|---|---|---|---|");
    console.log(row("/healthz, idle", idleHealth));
    console.log(row("/healthz, under attack", attackHealth));
    console.log(row("victim /v1/shield, idle", idleVictim));
    console.log(row("victim /v1/shield, under attack", attackVictim));
    console.log(
      `\nattacker: ${attackResult.requests.total} requests (${attackResult.requests.average}/s), ${attackResult["2xx"]} answered 2xx, ${attackResult.non2xx} refused (400 over a limit / 429 over the rate); service CPU during the attack ${(cpuMs / 1000).toFixed(1)} s of ${DURATION_S} s; peak RSS ${peakRssMb(service.child.pid).toFixed(0)} MB`,
    );
    console.log(
      `goals: /healthz p99 < 50 ms under attack: ${attackHealth.p99 < 50 ? "met" : "NOT met"}; victim p99 within 2x idle: ${attackVictim.p99 <= 2 * idleVictim.p99 ? "met" : "NOT met"} (${(attackVictim.p99 / idleVictim.p99).toFixed(2)}x)`,
    );
  } finally {
    await service.stop();
    await database.drop();
  }
}

await main();
