/**
 * The shield pool's fair queueing, on real worker threads running a stand-in worker
 * (test/helpers/hold-worker.mjs): which account's task starts next is asserted by dispatch order and
 * counters, never by timings.
 */
import express from "express";
import request from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { errorHandler } from "../../../service/src/api/errors.js";
import { TokenBuckets } from "../../../service/src/api/rate-limit.js";
import { apiRouter } from "../../../service/src/api/routes.js";
import type { ShieldTask } from "../../../service/src/api/shield-eval.js";
import {
  ShieldPool,
  type ShieldPoolOptions,
  ShieldQueueFullError,
} from "../../../service/src/api/shield-pool.js";
import { DEFAULT_SHIELD_LIMITS } from "../../../service/src/limits.js";
import { openStore } from "../../../service/src/store/index.js";
import { createTempHome } from "../../helpers/service.js";

const WORKER = new URL("../../helpers/hold-worker.mjs", import.meta.url);
let pool: ShieldPool | undefined;

async function makePool(
  size: number,
  maxQueuedPerAccount?: number,
  inline: Partial<ShieldPoolOptions> = { inline: false },
): Promise<{ pool: ShieldPool; started: string[] }> {
  const started: string[] = [];
  pool = new ShieldPool({
    ...inline,
    size,
    maxQueuedPerAccount,
    timeoutMs: 30_000,
    limits: DEFAULT_SHIELD_LIMITS,
    judge: {},
    onError: (error) => {
      throw error;
    },
    workerUrl: WORKER,
    onDispatch: (account) => started.push(account),
  });
  await pool.whenReady();
  return { pool, started };
}

const task = (label: string, holdMs = 40, characters = 10_000): ShieldTask =>
  ({ label, holdMs, characters, rulesets: [] }) as unknown as ShieldTask;
const label = (outcome: { response: unknown }): string => (outcome.response as { label: string }).label;

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("ShieldPool fair queueing", () => {
  it("one worker: another account's task starts right after the flood's task in flight", async () => {
    const { pool, started } = await makePool(1);
    const flood = Array.from({ length: 5 }, (_, i) => pool.run("A", task(`A${i}`)));
    const other = pool.run("B", task("B0"));
    const answers = await Promise.all([...flood, other]);
    expect(answers.map(label)).toEqual(["A0", "A1", "A2", "A3", "A4", "B0"]);
    // A0 was in flight when B0 arrived; B0 goes before A's queued tasks (round-robin used to run A1 first).
    expect(started).toEqual(["A", "B", "A", "A", "A", "A"]);
  });

  it("two workers: a flooding account holds one, another account's task starts at once", async () => {
    const { pool, started } = await makePool(2);
    const flood = Array.from({ length: 6 }, (_, i) => pool.run("A", task(`A${i}`)));
    expect(started).toEqual(["A"]); // capped at size - 1 workers, though a worker is free
    const other = pool.run("B", task("B0"));
    expect(started).toEqual(["A", "B"]);
    await Promise.all([...flood, other]);
    expect(started.filter((a) => a === "A")).toHaveLength(6);
  });

  it("three workers, two floods: the account running nothing goes first when a worker frees", async () => {
    const { pool, started } = await makePool(3);
    const floods = [
      ...Array.from({ length: 6 }, (_, i) => pool.run("A", task(`A${i}`))),
      ...Array.from({ length: 6 }, (_, i) => pool.run("C", task(`C${i}`))),
    ];
    expect(started).toEqual(["A", "A", "C"]);
    const other = pool.run("B", task("B0"));
    await other;
    // B0 waited for at most one task in flight: it was the next task to start.
    expect(started[3]).toBe("B");
    await Promise.all(floods);
    // Over the rest, A and C alternate within their shares (neither starves the other).
    const rest = started.slice(4);
    expect(rest.filter((a) => a === "A")).toHaveLength(4);
    expect(rest.filter((a) => a === "C")).toHaveLength(5);
  });

  it("a full queue answers 429 with a Retry-After, and every request is either answered or refused", async () => {
    const { pool, started } = await makePool(1, 3);
    const sent = 10;
    const settled = await Promise.allSettled(
      Array.from({ length: sent }, (_, i) => pool.run("A", task(`A${i}`))),
    );
    const answered = settled.filter((s) => s.status === "fulfilled");
    const refused = settled.flatMap((s) => (s.status === "rejected" ? [s.reason as unknown] : []));
    // One in flight and three waiting; the other six are refused at once.
    expect(answered).toHaveLength(4);
    expect(refused).toHaveLength(6);
    for (const error of refused) {
      expect(error).toBeInstanceOf(ShieldQueueFullError);
      const full = error as ShieldQueueFullError;
      expect(full.status).toBe(429);
      expect(full.code).toBe("RATE_LIMITED");
      expect(Number.isInteger(full.retryAfterSeconds)).toBe(true);
      expect(full.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(full.message).toContain(`retry after ${full.retryAfterSeconds} s`);
    }
    expect(started).toHaveLength(answered.length); // nothing refused ever ran, nothing accepted was dropped
    // Another account's queue is its own: not refused while A's is full.
    const again = Array.from({ length: 4 }, (_, i) => pool.run("A", task(`A${i}`, 200)));
    await expect(pool.run("B", task("B0"))).resolves.toMatchObject({ response: { label: "B0" } });
    await Promise.all(again);
  });

  it("answers cheap tasks in this thread while the account has nothing in the pool, within a budget", async () => {
    const inlined: string[] = [];
    const { pool, started } = await makePool(1, undefined, {
      inline: { maxCharacters: 100, maxRulesetBytes: 64, msPerSecond: 1_000 },
      evaluateInline: async (t) => {
        const { label } = t as unknown as { label: string };
        inlined.push(label);
        // C0 claims far more than the budget refills in this test's lifetime.
        return { response: { label }, record: undefined, ms: label === "C0" ? 1_000_000 : 1 } as never;
      },
    });
    // B: small text and rulesets, nothing of B's in the pool: answered here, no worker involved.
    expect(label(await pool.run("B", task("B0", 40, 50)))).toBe("B0");
    // Too many characters, or rulesets too big: to a worker.
    expect(label(await pool.run("B", task("B1", 40, 101)))).toBe("B1");
    const big = { ...task("B2", 40, 50), rulesets: ["x".repeat(80)] } as unknown as ShieldTask;
    expect(label(await pool.run("B", big))).toBe("B2");
    // An account with a task in the pool queues behind it, however cheap its next one (no overtaking).
    const a = [pool.run("A", task("A0", 100)), pool.run("A", task("A1", 40, 50))];
    await Promise.all(a);
    // The inline budget (1,000 ms/s) spent by C0: the next cheap task goes to a worker.
    await pool.run("C", task("C0", 40, 50));
    await pool.run("C", task("C1", 40, 50));
    expect(inlined).toEqual(["B0", "C0"]);
    expect(started).toEqual(["B", "B", "A", "A", "C"]);
    expect(pool.counts).toEqual({ inline: 2, pooled: 5 });
  });
});

describe("ShieldPool over HTTP", () => {
  it("a full queue answers POST /v1/shield with 429, RATE_LIMITED and a Retry-After header", async () => {
    const home = createTempHome();
    const store = await openStore({ home: home.path });
    try {
      const account = await store.createAccount("pool@example.com", "password-pool");
      const { key } = await store.createApiKey(account.id, "k");
      // No queue at all: whatever the worker is doing, a request that cannot start now is refused.
      pool = new ShieldPool({
        size: 1,
        maxQueuedPerAccount: 0,
        inline: false,
        limits: DEFAULT_SHIELD_LIMITS,
        judge: {},
        onError: (error) => {
          throw error;
        },
        workerUrl: WORKER,
      });
      const app = express();
      app.use(
        "/v1",
        apiRouter({
          store,
          buckets: new TokenBuckets({ perSecond: 1_000 }),
          bodyLimit: "1mb",
          limits: DEFAULT_SHIELD_LIMITS,
          judge: {},
          onError: (error) => {
            throw error;
          },
          pool,
        }),
        errorHandler((error) => {
          throw error;
        }),
      );
      const res = await request(app)
        .post("/v1/shield")
        .set("Authorization", `Bearer ${key}`)
        .send({
          payload: { input: "hello" },
          rulesets: [{ rules: [{ metric: "pii" }], action: { type: "FLAG" } }],
        });
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe("RATE_LIMITED");
      expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(res.body.error.message).toContain(`retry after ${res.headers["retry-after"]} s`);
    } finally {
      await pool?.close();
      pool = undefined;
      await store.close();
      home.remove();
    }
  });
});
