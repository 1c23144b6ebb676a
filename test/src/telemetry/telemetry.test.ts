/**
 * OpenTelemetry: each decision is a `content_shield.shield` span with its action, deciding ruleset and
 * metric, per-metric counts and latency; judge calls (the real judge against a loopback chat-completions
 * server) are child spans; an adapter annotates the active HTTP span; counters and histograms count the
 * decisions. No span, event or metric ever carries a checked text, a finding's text or a judge's reason.
 * Without the optional peer, nothing happens and nothing fails.
 */
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { context, metrics, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
  type ResourceMetrics,
} from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import express from "express";
import Koa from "koa";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shieldMiddleware } from "../../../adapters/express/index.js";
import { shieldMiddleware as koaShield } from "../../../adapters/koa/index.js";
import { createServiceKey, Guard, ShieldBlockedError } from "../../../src/index.js";
import type { RuleSet } from "../../../src/schema.js";
import { resetOtelApi, resolveOtelApi, shieldTelemetry } from "../../../src/telemetry/index.js";
import { type FakeLlmServer, startFakeLlmServer } from "../../helpers/fake-llm-server.js";

const SECRET_EMAIL = "zelda.quartz@example.org";
const SECRET_WORD = "xylophone-midnight";
const REASON = "the reply reveals a confidential plan";
const sink = { append() {}, async flush() {} };

let spans: InMemorySpanExporter;
let tracerProvider: BasicTracerProvider;
let reader: PeriodicExportingMetricReader;
let meterProvider: MeterProvider;
let llm: FakeLlmServer;

beforeAll(async () => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-telemetry-"));
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  spans = new InMemorySpanExporter();
  tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] });
  trace.setGlobalTracerProvider(tracerProvider);
  reader = new PeriodicExportingMetricReader({
    exporter: new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE),
    exportIntervalMillis: 3_600_000,
  });
  meterProvider = new MeterProvider({ readers: [reader] });
  metrics.setGlobalMeterProvider(meterProvider);
  llm = await startFakeLlmServer(() => ({
    content: JSON.stringify({ score: 0.9, reason: REASON, labels: ["politics"] }),
  }));
});

afterAll(async () => {
  await llm.close();
  await tracerProvider.shutdown();
  await meterProvider.shutdown();
  trace.disable();
  metrics.disable();
  context.disable();
});

beforeEach(() => spans.reset());

const RULESETS: RuleSet[] = [
  { name: "no-pii", rules: [{ metric: "pii" }], action: { type: "MASK" } },
  { name: "no-word", rules: [{ metric: "keywords", value: [SECRET_WORD] }], action: { type: "BLOCK" } },
];

function guard(rulesets: RuleSet[] = RULESETS): Guard {
  return new Guard({ rulesets, config: { service_key: createServiceKey() }, sink });
}

function shieldSpans(): ReadableSpan[] {
  return spans.getFinishedSpans().filter((span) => span.name === "content_shield.shield");
}

/** Everything telemetry recorded, as one string, to search for texts that must never be there. */
function everything(collected: ResourceMetrics | undefined): string {
  return JSON.stringify({
    spans: spans.getFinishedSpans().map((span) => ({
      name: span.name,
      attributes: span.attributes,
      events: span.events,
      status: span.status,
    })),
    metrics: collected?.scopeMetrics,
  });
}

async function collect(): Promise<ResourceMetrics> {
  const { resourceMetrics, errors } = await reader.collect();
  expect(errors).toEqual([]);
  return resourceMetrics;
}

function points(collected: ResourceMetrics, name: string): Array<{ attributes: object; value: unknown }> {
  const metric = collected.scopeMetrics
    .filter((scope) => scope.scope.name === "content-shield")
    .flatMap((scope) => scope.metrics)
    .find((m) => m.descriptor.name === name);
  return (metric?.dataPoints ?? []) as Array<{ attributes: object; value: unknown }>;
}

describe("the shield span", () => {
  it("carries the applied action, deciding ruleset and metric, per-metric counts and latency", async () => {
    const response = await guard().shield({
      payload: { input: `write to ${SECRET_EMAIL} or ${SECRET_EMAIL.replace("zelda", "link")}` },
    });
    expect(response.action).toBe("MASK");
    const [span] = shieldSpans();
    expect(span).toBeDefined();
    expect(span!.attributes).toMatchObject({
      "content_shield.action": "MASK",
      "content_shield.triggered": true,
      "content_shield.ruleset": "no-pii",
      "content_shield.metric": "pii",
      "content_shield.metric.pii.findings": 2,
      "content_shield.metric.pii.triggered": 1,
      "content_shield.metric.keywords.findings": 0,
      "content_shield.rules_evaluated": 2,
      "content_shield.interception_id": response.interception_id,
    });
    expect(span!.attributes["content_shield.latency_ms"]).toBe(response.latency_ms);
  });

  it("is a child of the active span, and reports a pass as action none", async () => {
    const tracer = trace.getTracer("test");
    await tracer.startActiveSpan("outer", async (outer) => {
      await guard().check({ payload: { input: "hello there" } });
      outer.end();
    });
    const [span] = shieldSpans();
    const outer = spans.getFinishedSpans().find((s) => s.name === "outer")!;
    expect(span!.parentSpanContext?.spanId).toBe(outer.spanContext().spanId);
    expect(span!.attributes["content_shield.action"]).toBe("none");
    expect(span!.attributes["content_shield.triggered"]).toBe(false);
    expect(span!.attributes["content_shield.ruleset"]).toBeUndefined();
  });

  it("records a BLOCK before shield() throws, and a synchronous decide() too", async () => {
    const g = guard();
    await expect(g.shield({ payload: { input: `say ${SECRET_WORD}` } })).rejects.toBeInstanceOf(
      ShieldBlockedError,
    );
    const decided = g.decide({ payload: { input: "nothing here" } });
    expect(decided).not.toBeInstanceOf(Promise);
    const [blocked, passed] = shieldSpans();
    expect(blocked!.attributes["content_shield.action"]).toBe("BLOCK");
    expect(blocked!.attributes["content_shield.ruleset"]).toBe("no-word");
    expect(passed!.attributes["content_shield.action"]).toBe("none");
  });

  it("marks a rejected call as an error with the error's code, never its message", async () => {
    const g = guard();
    expect(() => g.decide({ payload: { input: 42 as unknown as string } })).toThrow();
    const [span] = shieldSpans();
    expect(span!.status.code).toBe(2); // SpanStatusCode.ERROR
    expect(span!.status.message).toBeUndefined();
    expect(typeof span!.attributes["error.type"]).toBe("string");
    expect(span!.events).toEqual([]);
  });
});

describe("judge calls", () => {
  it("are child spans of the decision, with metric, rule and outcome", async () => {
    const g = new Guard({
      rulesets: [
        { name: "topics", rules: [{ metric: "topic", value: "politics" }], action: { type: "FLAG" } },
      ],
      config: { service_key: createServiceKey(), api_key: "sk-test", base_url: llm.baseUrl, max_retries: 0 },
      sink,
    });
    const response = await g.shield({ payload: { input: `vote for ${SECRET_WORD} #${Date.now()}` } });
    expect(response.action).toBe("FLAG");
    expect(llm.requests.length).toBeGreaterThan(0);
    const shield = shieldSpans()[0]!;
    const judges = spans.getFinishedSpans().filter((span) => span.name === "content_shield.judge");
    expect(judges.length).toBeGreaterThan(0);
    for (const judge of judges) {
      expect(judge.parentSpanContext?.spanId).toBe(shield.spanContext().spanId);
      expect(judge.spanContext().traceId).toBe(shield.spanContext().traceId);
      expect(judge.attributes).toMatchObject({
        "content_shield.metric": "topic",
        "content_shield.rule": "rulesets[0].rules[0]",
        "content_shield.judge.outcome": "ok",
        "content_shield.judge.score": 0.9,
      });
    }
    expect(shield.attributes["content_shield.metric"]).toBe("topic");
  });
});

describe("adapters", () => {
  it("annotate the active HTTP span with each side's decision", async () => {
    const app = express();
    const tracer = trace.getTracer("http-test");
    // What an HTTP instrumentation does: the request runs inside its server span.
    app.use((_req, res, next) => {
      const span = tracer.startSpan("POST /chat");
      res.on("finish", () => span.end());
      context.with(trace.setSpan(context.active(), span), next);
    });
    app.use(express.json());
    app.use(shieldMiddleware({ rulesets: RULESETS, config: { service_key: createServiceKey() }, sink }));
    app.post("/chat", (_req, res) => {
      res.json({ output: `mail me at ${SECRET_EMAIL}` });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ input: `I am ${SECRET_EMAIL}` }),
      });
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toContain(SECRET_EMAIL);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const http = spans.getFinishedSpans().find((span) => span.name === "POST /chat")!;
    expect(http).toBeDefined();
    expect(http.attributes).toMatchObject({
      "content_shield.input.action": "MASK",
      "content_shield.output.action": "MASK",
    });
    const events = http.events.filter((event) => event.name === "content_shield.decision");
    expect(events.map((event) => event.attributes?.["content_shield.side"])).toEqual(["input", "output"]);
    expect(events[0]!.attributes).toMatchObject({
      "content_shield.ruleset": "no-pii",
      "content_shield.metric": "pii",
    });
    // The decisions' own spans are children of the HTTP span.
    for (const span of shieldSpans()) expect(span.parentSpanContext?.spanId).toBe(http.spanContext().spanId);
  });
});

describe("adapters (Koa)", () => {
  it("annotate the active HTTP span too, through the shared runner", async () => {
    const app = new Koa();
    const tracer = trace.getTracer("http-test");
    app.use(async (ctx, next) => {
      const span = tracer.startSpan(`${ctx.method} koa`);
      try {
        await context.with(trace.setSpan(context.active(), span), next);
      } finally {
        span.end();
      }
    });
    app.use(async (ctx, next) => {
      // A tiny JSON body reader (what koa-bodyparser does).
      let raw = "";
      for await (const chunk of ctx.req) raw += String(chunk);
      (ctx.request as unknown as { body: unknown }).body = JSON.parse(raw);
      await next();
    });
    app.use(koaShield({ rulesets: RULESETS, config: { service_key: createServiceKey() }, sink }));
    app.use((ctx) => {
      ctx.body = { output: "nothing to see" };
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ input: `I am ${SECRET_EMAIL}` }),
      });
      expect(answer.status).toBe(200);
      await answer.text();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const http = spans.getFinishedSpans().find((span) => span.name === "POST koa")!;
    expect(http.attributes).toMatchObject({
      "content_shield.input.action": "MASK",
      "content_shield.output.action": "none",
    });
    expect(JSON.stringify(http.events)).not.toContain(SECRET_EMAIL);
  });
});

describe("metrics", () => {
  it("count decisions by action, ruleset and metric, and record their latency", async () => {
    const before = await collect();
    const countOf = (collected: ResourceMetrics, action: string) =>
      points(collected, "content_shield.decisions")
        .filter((p) => (p.attributes as Record<string, unknown>)["content_shield.action"] === action)
        .reduce((sum, p) => sum + (p.value as number), 0);
    const g = guard();
    await g.check({ payload: { input: `mail ${SECRET_EMAIL}` } });
    await g.check({ payload: { input: `mail ${SECRET_EMAIL}` } });
    await g.check({ payload: { input: "fine" } });
    const after = await collect();
    expect(countOf(after, "MASK") - countOf(before, "MASK")).toBe(2);
    expect(countOf(after, "none") - countOf(before, "none")).toBe(1);
    const masked = points(after, "content_shield.decisions").find(
      (p) => (p.attributes as Record<string, unknown>)["content_shield.action"] === "MASK",
    );
    expect(masked?.attributes).toEqual({
      "content_shield.action": "MASK",
      "content_shield.ruleset": "no-pii",
      "content_shield.metric": "pii",
    });
    const durations = points(after, "content_shield.shield.duration");
    const count = durations.reduce((sum, p) => sum + (p.value as { count: number }).count, 0);
    expect(count).toBeGreaterThanOrEqual(3);
  });
});

describe("never texts", () => {
  it("no span, event or metric carries a checked text, a finding's text or a judge's reason", async () => {
    const g = guard();
    await g.check({ payload: { input: `I am ${SECRET_EMAIL}`, output: `say ${SECRET_WORD}` } });
    await expect(g.shield({ payload: { input: `${SECRET_WORD} to ${SECRET_EMAIL}` } })).rejects.toThrow();
    const judged = new Guard({
      rulesets: [{ rules: [{ metric: "topic", value: "politics" }], action: { type: "FLAG" } }],
      config: { service_key: createServiceKey(), api_key: "sk-test", base_url: llm.baseUrl, max_retries: 0 },
      sink,
    });
    await judged.shield({ payload: { input: `${SECRET_WORD} again #${Date.now()}` } });
    const recorded = everything(await collect());
    expect(spans.getFinishedSpans().length).toBeGreaterThanOrEqual(4);
    for (const text of [SECRET_EMAIL, "zelda", SECRET_WORD, REASON, "confidential"])
      expect(recorded).not.toContain(text);
  });
});

describe("without @opentelemetry/api", () => {
  afterEach(() => resetOtelApi());

  it("resolves to nothing, and shielding works unchanged", async () => {
    resetOtelApi();
    const missing = (id: string): never => {
      throw Object.assign(new Error(`Cannot find module '${id}'`), { code: "ERR_MODULE_NOT_FOUND" });
    };
    expect(resolveOtelApi(missing)).toBeNull();
    expect(shieldTelemetry()).toBeNull();
    const g = guard();
    const response = await g.shield({ payload: { input: `mail ${SECRET_EMAIL}` } });
    expect(response.action).toBe("MASK");
    expect(g.decide({ payload: { input: "fine" } })).toMatchObject({ action: null });
    expect(shieldSpans()).toEqual([]);
  });

  it("with the API but no SDK registered, spans are no-ops and nothing fails", async () => {
    resetOtelApi();
    trace.disable();
    metrics.disable();
    try {
      const response = await guard().shield({ payload: { input: `mail ${SECRET_EMAIL}` } });
      expect(response.action).toBe("MASK");
      expect(shieldSpans()).toEqual([]);
    } finally {
      trace.setGlobalTracerProvider(tracerProvider);
      metrics.setGlobalMeterProvider(meterProvider);
    }
  });
});
