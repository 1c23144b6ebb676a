/**
 * Issue 11, bounded work, the isolation half: with `shieldWorkers`, `/v1/shield` evaluations run in worker
 * threads. A tenant's evaluation cannot hold the event loop (`/healthz` answers while it runs), one that
 * runs past the timeout is stopped with a 503 and its worker replaced, accounts are served fairly,
 * and errors cross the thread boundary as the same typed answers.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../service/src/app.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { createTempHome, type TempHome } from "../../helpers/service.js";
import { TS_WORKER_EXEC_ARGV } from "../../helpers/shield-workers.js";

let store: Store;
let home: TempHome;
let keyA: string;
let keyB: string;
let app: ReturnType<typeof createApp>;
const flag = { type: "FLAG" };
const errors: unknown[] = [];

beforeAll(async () => {
  home = createTempHome();
  process.env.CONTENT_SHIELD_HOME = home.path;
  store = await openStore({ home: home.path });
  const a = await store.createAccount("iso-a@example.com", "password-a");
  const b = await store.createAccount("iso-b@example.com", "password-b");
  keyA = (await store.createApiKey(a.id, "a")).key;
  keyB = (await store.createApiKey(b.id, "b")).key;
  app = createApp({
    store,
    dashboard: false,
    rateLimit: { perSecond: 10_000 },
    cpuBudgetMs: 0,
    shieldWorkers: 2,
    // These tests are about the worker path: no request is answered in the request's thread.
    shieldInline: false,
    shieldTimeoutMs: 20_000,
    shieldWorkerExecArgv: TS_WORKER_EXEC_ARGV,
    onError: (error) => errors.push(error),
  });
}, 60_000);

afterAll(async () => {
  await (app?.locals.shieldPool as { close(): Promise<void> } | undefined)?.close();
  await store?.close();
  home?.remove();
});

const post = (key: string, body: unknown) =>
  request(app)
    .post("/v1/shield")
    .set("Authorization", `Bearer ${key}`)
    .send(body as object);

describe("evaluations in worker threads", () => {
  it("answers like the in-process path, MASK and a captured interception included", async () => {
    const res = await post(keyA, {
      payload: { output: "Mail me at someone@example.com" },
      rulesets: [{ rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK" } }],
    });
    expect(errors).toEqual([]);
    expect(res.status).toBe(200);
    expect(res.body.text).toBe("Mail me at [EMAIL]");
    const stored = await request(app)
      .get(`/v1/interceptions/${res.body.interception_id}`)
      .set("Authorization", `Bearer ${keyA}`);
    expect(stored.status).toBe(200);
  }, 60_000);

  it("rebuilds typed errors from the worker (400 with the issue's path)", async () => {
    const res = await post(keyA, {
      payload: { input: "x" },
      rulesets: [{ rules: [{ metric: "regex", value: "(?=a)b" }], action: flag }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("RULESET_INVALID");
    expect(res.body.error.issues[0].path).toBe("rulesets[0].rules[0].value");
    expect(res.body.error.message).toContain("lookahead or lookbehind");
  });

  it("keeps /healthz and another tenant answering while one tenant's evaluations run", async () => {
    // As much text as a request may hold (both texts at the 16,384-character cap), so that A's floods take far
    // longer than B's light request needs end to end, however fast the detectors get.
    const text = "Mail refunds@example.com, call (415) 555-0132. ".repeat(340);
    const heavy = {
      payload: { input: text, output: text },
      rulesets: [
        {
          rules: [
            { metric: "pii" },
            { metric: "secrets" },
            { metric: "toxicity" },
            { metric: "prompt_injection" },
          ],
          action: flag,
        },
      ],
    };
    const light = {
      payload: { input: "hello" },
      rulesets: [{ rules: [{ metric: "length", operator: "greater_than", value: 100 }], action: flag }],
    };
    // Warm both workers first (a cold worker loads the TypeScript sources, which takes seconds under vitest):
    // the ordering below is about scheduling, not start-up.
    await Promise.all([post(keyA, light), post(keyB, light)]);
    const order: string[] = [];
    const floods = Array.from({ length: 10 }, () =>
      post(keyA, heavy).then((r) => order.push(`A${r.status}`)),
    );
    const health = request(app)
      .get("/healthz")
      .then((r) => order.push(`health${r.status}`));
    const other = post(keyB, light).then((r) => order.push(`B${r.status}`));
    await Promise.all([...floods, health, other]);
    // Account A may hold one worker; B's request and /healthz do not wait for all of A's.
    expect(order.indexOf("B200")).toBeLessThan(order.lastIndexOf("A200"));
    expect(order.indexOf("health200")).toBeLessThan(order.lastIndexOf("A200"));
  }, 60_000);
});

describe("a timeout per evaluation", () => {
  it("stops an evaluation that runs too long with a 503, and the next request is served", async () => {
    const quick = createApp({
      store,
      dashboard: false,
      cpuBudgetMs: 0,
      shieldWorkers: 1,
      shieldTimeoutMs: 1,
      shieldWorkerExecArgv: TS_WORKER_EXEC_ARGV,
    });
    try {
      const body = {
        payload: { input: "Mail refunds@example.com. ".repeat(600) },
        rulesets: [{ rules: [{ metric: "pii" }, { metric: "secrets" }], action: flag }],
      };
      const res = await request(quick).post("/v1/shield").set("Authorization", `Bearer ${keyA}`).send(body);
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe("UNAVAILABLE");
      expect(res.body.error.message).toContain("took longer than 1 ms");
      expect((await request(quick).get("/healthz")).status).toBe(200);
    } finally {
      await (quick.locals.shieldPool as { close(): Promise<void> }).close();
    }
  }, 60_000);
});
