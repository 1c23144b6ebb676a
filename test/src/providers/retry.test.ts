/**
 * Provider failures against the loopback server: what is retried (and how long the client waits), what
 * is not, and how `on_provider_error` turns the final failure into an error or a recorded verdict.
 */

import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServiceKey, Guard, ProviderError, ShieldBlockedError } from "../../../src/index.js";
import type { JudgeRequest } from "../../../src/metrics/contract.js";
import { createJudge } from "../../../src/providers/create-judge.js";
import { JudgementCache } from "../../../src/providers/judgement-cache.js";
import { backoffMs, retryAfterMs, sleep } from "../../../src/providers/retry.js";
import type { GuardConfig } from "../../../src/schema.js";
import { resolveConfig } from "../../../src/validate.js";
import { type FakeLlmServer, type ScriptedReply, startFakeLlmServer } from "../../helpers/fake-llm-server.js";

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../fixtures/llm/${name}`, import.meta.url), "utf8"));
}

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});

const OK = '{"score":0.7,"reason":"fine","labels":[]}';
let n = 0;
const request = (): JudgeRequest => ({
  metric: "toxicity",
  rule_path: "rulesets[0].rules[0]",
  system: "Answer with a JSON object.",
  user: `<text>\nmessage ${++n}\n</text>`,
});

/** A judge whose waits are recorded instead of slept. */
async function recordingJudge(config: GuardConfig = {}) {
  const waits: number[] = [];
  const judge = await createJudge(
    resolveConfig({ api_key: "sk-test", base_url: server.baseUrl, ...config }),
    {
      cache: new JudgementCache(),
      sleep: async (ms) => {
        waits.push(ms);
      },
    },
  );
  return { judge, waits };
}

function sequence(...replies: ScriptedReply[]): void {
  server.setScript((_req, index) => replies[Math.min(index, replies.length - 1)]!);
}

describe("retries", () => {
  it("401 is not retried: ProviderError with status, cause and the rule", async () => {
    sequence({ status: 401, body: fixture("openai-error-401.json") });
    const { judge, waits } = await recordingJudge();
    const error = (await judge.judge(request(), undefined).catch((e: unknown) => e)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.code).toBe("PROVIDER_FAILED");
    expect(error.status).toBe(401);
    expect(error.cause).toMatchObject({ status: 401 });
    expect(error.message).toMatch(
      /^openai judge \(model gpt-4o-mini\) failed for rulesets\[0\]\.rules\[0\] \(metric toxicity\): 401/,
    );
    expect(error.message).toContain("Incorrect API key");
    expect(server.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("400 is not retried", async () => {
    sequence({ status: 400, body: { error: { message: "bad request", type: "invalid_request_error" } } });
    const { judge } = await recordingJudge({ max_retries: 3 });
    await expect(judge.judge(request(), undefined)).rejects.toMatchObject({ status: 400 });
    expect(server.requests).toHaveLength(1);
  });

  it("429 honours retry-after (seconds) and then succeeds", async () => {
    sequence(
      { status: 429, headers: { "retry-after": "2" }, body: fixture("openai-error-429.json") },
      { content: OK },
    );
    const { judge, waits } = await recordingJudge();
    expect((await judge.judge(request(), undefined)).score).toBe(0.7);
    expect(waits).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
  });

  it("429 honours retry-after-ms", async () => {
    sequence(
      { status: 429, headers: { "retry-after-ms": "120" }, body: fixture("openai-error-429.json") },
      { content: OK },
    );
    const { judge, waits } = await recordingJudge();
    await judge.judge(request(), undefined);
    expect(waits).toEqual([120]);
  });

  it("429 asking for a longer pause than timeout_ms gives up at once", async () => {
    sequence({ status: 429, headers: { "retry-after": "120" }, body: fixture("openai-error-429.json") });
    const { judge, waits } = await recordingJudge({ timeout_ms: 5000 });
    await expect(judge.judge(request(), undefined)).rejects.toMatchObject({ status: 429 });
    expect(waits).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it("5xx is retried max_retries times with growing backoff, then fails with the last status", async () => {
    sequence({ status: 500, body: fixture("openai-error-500.json") });
    const { judge, waits } = await recordingJudge({ max_retries: 3 });
    const error = (await judge.judge(request(), undefined).catch((e: unknown) => e)) as ProviderError;
    expect(error.status).toBe(500);
    expect(error.message).toContain("after 4 attempts");
    expect(server.requests).toHaveLength(4);
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBeGreaterThanOrEqual(125);
    expect(waits[0]).toBeLessThanOrEqual(250);
    expect(waits[1]).toBeGreaterThanOrEqual(250);
    expect(waits[2]).toBeGreaterThanOrEqual(500);
  });

  it("a 503 followed by an answer succeeds", async () => {
    sequence({ status: 503, body: "upstream unavailable" }, { content: OK });
    const { judge } = await recordingJudge();
    expect((await judge.judge(request(), undefined)).score).toBe(0.7);
  });

  it("a timeout abandons the request and retries", async () => {
    sequence({ hang: true }, { content: OK });
    const { judge, waits } = await recordingJudge({ timeout_ms: 1000 });
    expect((await judge.judge(request(), undefined)).score).toBe(0.7);
    await server.waitForClose(0);
    expect(server.requests[0]!.aborted).toBe(true);
    expect(waits).toHaveLength(1);
  });

  it("a timeout on every attempt fails saying so", async () => {
    sequence({ hang: true });
    const { judge } = await recordingJudge({ timeout_ms: 100, max_retries: 1 });
    await expect(judge.judge(request(), undefined)).rejects.toThrow(
      /after 2 attempts: timed out after 100 ms/,
    );
  });

  it("connection refused is retried, then fails naming the cause", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const { judge, waits } = await recordingJudge({
      base_url: `http://127.0.0.1:${port}/v1`,
      max_retries: 1,
    });
    const error = (await judge.judge(request(), undefined).catch((e: unknown) => e)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/after 2 attempts: connection failed \(ECONNREFUSED\)/);
    expect(waits).toHaveLength(1);
  });

  it("a malformed answer is retried; a good one then wins", async () => {
    sequence({ content: "I'd say this is mostly fine." }, { content: OK });
    const { judge } = await recordingJudge();
    expect((await judge.judge(request(), undefined)).score).toBe(0.7);
    expect(server.requests).toHaveLength(2);
  });

  it("answers that never hold a JSON verdict fail as a ProviderError", async () => {
    sequence({ content: '{"verdict": "toxic"}' });
    const { judge } = await recordingJudge({ max_retries: 1 });
    await expect(judge.judge(request(), undefined)).rejects.toThrow(/no numeric "score"/);
  });

  it("a body that is not JSON at all fails as a ProviderError", async () => {
    sequence({ body: "<html>gateway</html>", headers: { "content-type": "text/html" } });
    const { judge } = await recordingJudge({ max_retries: 0 });
    await expect(judge.judge(request(), undefined)).rejects.toBeInstanceOf(ProviderError);
  });
});

describe("retry helpers", () => {
  it("backoff doubles from 250 ms with jitter and is capped at 8 s", () => {
    expect(backoffMs(1, () => 1)).toBe(250);
    expect(backoffMs(1, () => 0)).toBe(125);
    expect(backoffMs(3, () => 1)).toBe(1000);
    expect(backoffMs(20, () => 1)).toBe(8000);
  });

  it("reads retry-after as seconds, an HTTP date, or retry-after-ms", () => {
    expect(retryAfterMs(new Headers({ "retry-after": "1.5" }))).toBe(1500);
    expect(retryAfterMs(new Headers({ "retry-after-ms": "40", "retry-after": "9" }))).toBe(40);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs(new Headers({ "retry-after": "Thu, 01 Jan 2026 00:00:03 GMT" }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ "retry-after": "soon" }))).toBeUndefined();
  });

  it("sleep stops as soon as the signal aborts", async () => {
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort(new Error("stop"));
    await expect(waiting).rejects.toThrow("stop");
  });
});

describe("on_provider_error", () => {
  const SERVICE_KEY = createServiceKey();
  const sink = { append() {}, async flush() {} };
  function guardWith(
    policy: "raise" | "allow" | "block",
    rules: Array<Record<string, unknown>> = [{ metric: "bias", operator: "greater_than", value: 0.5 }],
  ) {
    return new Guard({
      rulesets: [{ rules: rules as never, action: { type: "OVERRIDE", fallback: "Withheld." } }],
      config: {
        service_key: SERVICE_KEY,
        api_key: "sk-test",
        base_url: server.baseUrl,
        on_provider_error: policy,
        max_retries: 0,
      },
      sink,
    });
  }

  it('"raise" (the default) rejects with the ProviderError', async () => {
    sequence({ status: 401, body: fixture("openai-error-401.json") });
    await expect(guardWith("raise").shield({ payload: { output: `a ${++n}` } })).rejects.toMatchObject({
      name: "ProviderError",
      status: 401,
    });
  });

  it('"allow" fails open: not triggered, the error recorded in the verdict', async () => {
    sequence({ status: 500, body: fixture("openai-error-500.json") });
    const response = await guardWith("allow").shield({ payload: { output: `b ${++n}` } });
    expect(response.triggered).toBe(false);
    expect(response.text).toMatch(/^b /);
    const verdict = response.verdicts[0]!;
    expect(verdict.triggered).toBe(false);
    expect(verdict.detail).toMatch(/^provider_error: openai judge .* 500 .*failed open, rule not triggered/);
    expect(verdict.labels).toContain("provider_error");
  });

  it('"block" fails closed: the rule triggers and its action applies', async () => {
    sequence({ status: 503, body: "down" });
    const response = await guardWith("block").shield({ payload: { output: `c ${++n}` } });
    expect(response.triggered).toBe(true);
    expect(response.text).toBe("Withheld.");
    expect(response.verdicts[0]!.detail).toMatch(/^provider_error: .*failed closed, rule triggered/);
  });

  it('"block" on a BLOCK ruleset rejects with ShieldBlockedError whose verdict records the failure', async () => {
    sequence({ status: 401, body: fixture("openai-error-401.json") });
    const guard = new Guard({
      rulesets: [{ rules: [{ metric: "bias" }], action: { type: "BLOCK" } }],
      config: {
        service_key: SERVICE_KEY,
        api_key: "sk-bad",
        base_url: server.baseUrl,
        on_provider_error: "block",
      },
      sink,
    });
    const error = await guard.shield({ payload: { output: `f ${++n}` } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShieldBlockedError);
    expect((error as ShieldBlockedError).response.verdicts[0]!.detail).toMatch(/^provider_error: .*401/);
    expect(server.requests).toHaveLength(1);
  });

  it('"block" triggers even a "less_than" rule, and "allow" keeps a not_contains rule quiet', async () => {
    sequence({ content: "no json here" });
    const closed = await guardWith("block", [
      { metric: "ctx_adherence", operator: "less_than", value: 0.3 },
    ]).shield({
      payload: { input: "q", output: `d ${++n}`, contexts: ["c"] },
    });
    expect(closed.triggered).toBe(true);
    const open = await guardWith("allow", [
      { metric: "bias", operator: "not_contains", value: ["gender"] },
    ]).shield({
      payload: { output: `e ${++n}` },
    });
    expect(open.triggered).toBe(false);
    expect(open.verdicts[0]!.detail).toMatch(/^provider_error:/);
  });
});
