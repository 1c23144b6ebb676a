/**
 * Several llm rules in one call overlap on the wire; identical judgements are asked once (LRU + in-flight
 * sharing); an AbortSignal cancels pending judge calls — the server sees the request aborted.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServiceKey, Guard } from "../../../src/index.js";
import { JudgementCache, judgementKey, LruCache } from "../../../src/providers/judgement-cache.js";
import type { GuardConfig, RuleSet } from "../../../src/schema.js";
import { type FakeLlmServer, startFakeLlmServer } from "../../helpers/fake-llm-server.js";

let server: FakeLlmServer;
let config: GuardConfig;
const sink = { append() {}, async flush() {} };
const OK = '{"score":0.1,"reason":"fine","labels":[]}';

beforeAll(async () => {
  server = await startFakeLlmServer();
  config = { service_key: createServiceKey(), api_key: "sk-test", base_url: server.baseUrl, max_retries: 0 };
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  server.setScript(() => ({ content: OK }));
});

let n = 0;
const fresh = (text: string): string => `${text} #${++n}`;

const FOUR_RULES: RuleSet[] = [
  { name: "a", rules: [{ metric: "bias" }], action: { type: "FLAG" } },
  { name: "b", rules: [{ metric: "topic", value: "politics", target: "output" }], action: { type: "FLAG" } },
  {
    name: "c",
    rules: [{ metric: "ctx_adherence", operator: "less_than", value: 0.01 }],
    action: { type: "FLAG" },
  },
  {
    name: "d",
    rules: [{ metric: "topic", value: ["religion"], target: "output" }],
    action: { type: "FLAG" },
  },
];

describe("concurrency", () => {
  it("four llm rules have four requests in flight at once", async () => {
    // Each answer is held until all four requests are in flight (or 5 s pass, so a sequential
    // implementation fails the assertion below instead of hanging).
    server.setScript(async () => {
      await Promise.race([server.waitForRequests(4), new Promise((resolve) => setTimeout(resolve, 5000))]);
      return { content: OK };
    });
    const guard = new Guard({ rulesets: FOUR_RULES, config, sink });
    const response = await guard.shield({
      payload: { input: "q", output: fresh("answer"), contexts: ["c"] },
    });
    expect(response.verdicts).toHaveLength(4);
    expect(server.requests).toHaveLength(4);
    expect(server.maxInFlight).toBe(4);
  });
});

describe("caching", () => {
  it("an identical judgement is asked once; a different text is asked again", async () => {
    const guard = new Guard({
      rulesets: [{ rules: [{ metric: "bias" }], action: { type: "FLAG" } }],
      config,
      sink,
    });
    const output = fresh("same text");
    const first = await guard.shield({ payload: { output } });
    const second = await guard.shield({ payload: { output } });
    expect(second.verdicts[0]).toEqual(first.verdicts[0]);
    expect(server.requests).toHaveLength(1);
    await guard.shield({ payload: { output: fresh("other text") } });
    expect(server.requests).toHaveLength(2);
  });

  it("is shared across Guards (Guard.shield builds one per call)", async () => {
    const rulesets: RuleSet[] = [{ rules: [{ metric: "bias" }], action: { type: "FLAG" } }];
    const output = fresh("static");
    await Guard.shield({ payload: { output }, rulesets, config: { ...config, capture: "none" } });
    await Guard.shield({ payload: { output }, rulesets, config: { ...config, capture: "none" } });
    expect(server.requests).toHaveLength(1);
  });

  it("two rules asking the same judgement at the same time share one request", async () => {
    const guard = new Guard({
      rulesets: [
        { rules: [{ metric: "bias", operator: "greater_than", value: 0.5 }], action: { type: "FLAG" } },
        { rules: [{ metric: "bias", operator: "greater_than", value: 0.05 }], action: { type: "FLAG" } },
      ],
      config,
      sink,
    });
    const response = await guard.shield({ payload: { output: fresh("twice") } });
    expect(server.requests).toHaveLength(1);
    expect(response.verdicts.map((v) => v.triggered)).toEqual([false, true]);
  });

  it("the key depends on provider, model, base_url, metric and prompts", () => {
    const scope = { provider: "openai", model: "m", baseUrl: "u" };
    const req = { metric: "bias", rule_path: "p", system: "s", user: "x" };
    const key = judgementKey(scope, req);
    expect(judgementKey(scope, { ...req, rule_path: "other" })).toBe(key);
    expect(judgementKey({ ...scope, model: "m2" }, req)).not.toBe(key);
    expect(judgementKey({ ...scope, baseUrl: "v" }, req)).not.toBe(key);
    expect(judgementKey(scope, { ...req, metric: "tone" })).not.toBe(key);
    expect(judgementKey(scope, { ...req, user: "y" })).not.toBe(key);
    expect(key).not.toContain("x");
  });

  it("the LRU is bounded and evicts the least recently used", () => {
    const lru = new LruCache<string, number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    lru.get("a");
    lru.set("c", 3);
    expect(lru.size).toBe(2);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.get("c")).toBe(3);
  });

  it("failures are not cached", async () => {
    const cache = new JudgementCache();
    await expect(cache.getOrAsk("k", undefined, () => Promise.reject(new Error("boom")))).rejects.toThrow(
      "boom",
    );
    expect(
      await cache.getOrAsk("k", undefined, async () => ({ score: 1, reason: "", labels: [] })),
    ).toMatchObject({ score: 1 });
  });
});

describe("cancellation", () => {
  it("aborting the shield call aborts the pending provider request and rejects at once", async () => {
    server.setScript(() => ({ hang: true }));
    const guard = new Guard({
      rulesets: [{ rules: [{ metric: "bias" }], action: { type: "FLAG" } }],
      config,
      sink,
    });
    const controller = new AbortController();
    const pending = guard.shield({ payload: { output: fresh("slow") }, signal: controller.signal });
    await server.waitForRequests(1);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "AbortError" });
    await server.waitForClose(0);
    expect(server.requests[0]!.aborted).toBe(true);
  });

  it("aborts every pending judge call of a multi-rule shield", async () => {
    server.setScript(() => ({ hang: true }));
    const guard = new Guard({ rulesets: FOUR_RULES, config, sink });
    const controller = new AbortController();
    const pending = guard.shield({
      payload: { input: "q", output: fresh("slow"), contexts: ["c"] },
      signal: controller.signal,
    });
    await server.waitForRequests(4);
    controller.abort(new Error("client went away"));
    await expect(pending).rejects.toThrow("client went away");
    await Promise.all([0, 1, 2, 3].map((i) => server.waitForClose(i)));
    expect(server.requests.every((r) => r.aborted)).toBe(true);
  });

  it("an already aborted signal sends nothing", async () => {
    const guard = new Guard({
      rulesets: [{ rules: [{ metric: "bias" }], action: { type: "FLAG" } }],
      config,
      sink,
    });
    await expect(
      guard.shield({ payload: { output: fresh("x") }, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(server.requests).toHaveLength(0);
  });

  it("a caller that aborts does not cancel a shared request another caller still waits for", async () => {
    const cache = new JudgementCache();
    let seen: AbortSignal | undefined;
    let finish: (() => void) | undefined;
    const ask = (signal: AbortSignal) => {
      seen = signal;
      return new Promise<{ score: number; reason: string; labels: string[] }>((resolve) => {
        finish = () => resolve({ score: 0.5, reason: "", labels: [] });
      });
    };
    const leaving = new AbortController();
    const first = cache.getOrAsk("k", leaving.signal, ask);
    const second = cache.getOrAsk("k", new AbortController().signal, ask);
    leaving.abort();
    await expect(first).rejects.toMatchObject({ name: "AbortError" });
    expect(seen?.aborted).toBe(false);
    finish?.();
    expect((await second).score).toBe(0.5);
  });
});
