/**
 * OpenTelemetry at the edge of the core. `@opentelemetry/api` is an optional peer: it is resolved once,
 * synchronously, the first time a Guard is built (never on the decision path); when it is absent every hook
 * here is a no-op and nothing fails. With it, each decision is a `content_shield.shield` span (a child of the
 * active span, e.g. the HTTP request's), each judge call a `content_shield.judge` child span, and the
 * decisions feed a counter and a latency histogram.
 *
 * Telemetry carries names, counts and timings only: never a checked text, a finding's text, a fallback, a
 * judge's reason or an error message (which may quote input). See docs/telemetry.md.
 */

import type * as OtelApi from "@opentelemetry/api";
import type { Judge, JudgeRequest } from "../metrics/contract.js";
import type { ShieldResponse } from "../types.js";
import { requireFrom } from "../util/runtime.js";

type Api = typeof OtelApi;
type Span = OtelApi.Span;
type Attributes = OtelApi.Attributes;

/** The instrumentation scope's name (tracer and meter). */
export const INSTRUMENTATION_NAME = "content-shield";

let resolved: Api | null | undefined;
let telemetry: ShieldTelemetry | null | undefined;

/**
 * The optional peer, or null when it is not installed. `load` replaces the module loader (tests pass one
 * that throws, as when the package is absent).
 */
export function resolveOtelApi(load?: (id: string) => unknown): Api | null {
  if (resolved !== undefined) return resolved;
  try {
    // The loader is made only on the first call: `createRequire` per call (a default parameter is evaluated
    // on every call) cost the adapters ~10 µs per request in profiles.
    const api = (load ?? requireFrom(import.meta.url))("@opentelemetry/api") as Partial<Api> | null;
    resolved = api?.trace !== undefined && api.metrics !== undefined ? (api as Api) : null;
  } catch {
    resolved = null;
  }
  return resolved;
}

/** Forgets the resolved peer and the hooks built on it (tests). */
export function resetOtelApi(): void {
  resolved = undefined;
  telemetry = undefined;
}

interface Instruments {
  provider: unknown;
  decisions: OtelApi.Counter;
  duration: OtelApi.Histogram;
  judgeCalls: OtelApi.Counter;
  judgeDuration: OtelApi.Histogram;
}

/** The error's class or code, never its message (messages may quote the checked text). */
function errorType(error: unknown): string {
  if (error !== null && typeof error === "object") {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string") return code;
    const name = (error as { name?: unknown }).name;
    if (typeof name === "string") return name;
  }
  return "Error";
}

/** An in-flight decision's span and start time. */
export interface ShieldSpan {
  span: Span;
  startedAt: number;
}

/** Per-metric finding counts and triggered rules of a decision: numbers only. */
function decisionAttributes(response: ShieldResponse): Attributes {
  const attributes: Attributes = {
    "content_shield.action": response.action ?? "none",
    "content_shield.triggered": response.triggered,
    "content_shield.latency_ms": response.latency_ms,
    "content_shield.rules_evaluated": response.verdicts.length,
    "content_shield.findings": response.findings.length,
  };
  if (response.ruleset !== null) attributes["content_shield.ruleset"] = String(response.ruleset);
  if (response.rule !== null) attributes["content_shield.metric"] = response.rule.metric;
  if (response.triggered_rulesets.length > 0)
    attributes["content_shield.triggered_rulesets"] = response.triggered_rulesets.map(String);
  if (response.interception_id !== null)
    attributes["content_shield.interception_id"] = response.interception_id;
  for (const verdict of response.verdicts) {
    const findings = `content_shield.metric.${verdict.metric}.findings`;
    attributes[findings] = ((attributes[findings] as number | undefined) ?? 0) + verdict.findings.length;
    if (verdict.triggered) {
      const triggered = `content_shield.metric.${verdict.metric}.triggered`;
      attributes[triggered] = ((attributes[triggered] as number | undefined) ?? 0) + 1;
    }
  }
  return attributes;
}

/** The hooks a Guard calls; built only when the API is installed. */
export class ShieldTelemetry {
  private instruments: Instruments | undefined;

  constructor(private readonly api: Api) {}

  private tracer(): OtelApi.Tracer {
    return this.api.trace.getTracer(INSTRUMENTATION_NAME);
  }

  /** Instruments of the current global meter provider (rebuilt when it changes, e.g. registered late). */
  private meters(): Instruments {
    const provider = this.api.metrics.getMeterProvider();
    if (this.instruments?.provider !== provider) {
      const meter = provider.getMeter(INSTRUMENTATION_NAME);
      this.instruments = {
        provider,
        decisions: meter.createCounter("content_shield.decisions", {
          description: "Decisions made by shield()/check(), by applied action, deciding ruleset and metric.",
        }),
        duration: meter.createHistogram("content_shield.shield.duration", {
          description: "How long a decision took.",
          unit: "ms",
        }),
        judgeCalls: meter.createCounter("content_shield.judge.calls", {
          description: "LLM judge calls, by metric and outcome.",
        }),
        judgeDuration: meter.createHistogram("content_shield.judge.duration", {
          description: "How long a judge call took (a cached answer included).",
          unit: "ms",
        }),
      };
    }
    return this.instruments;
  }

  /** Starts a decision's span, a child of the active span. */
  start(): ShieldSpan {
    const span = this.tracer().startSpan("content_shield.shield", {
      kind: this.api.SpanKind.INTERNAL,
    });
    return { span, startedAt: performance.now() };
  }

  /** Ends a decision's span with its attributes, and counts it. */
  end(handle: ShieldSpan, response: ShieldResponse): void {
    const { span } = handle;
    if (span.isRecording()) span.setAttributes(decisionAttributes(response));
    span.end();
    const attributes: Attributes = { "content_shield.action": response.action ?? "none" };
    if (response.ruleset !== null) attributes["content_shield.ruleset"] = String(response.ruleset);
    if (response.rule !== null) attributes["content_shield.metric"] = response.rule.metric;
    const instruments = this.meters();
    instruments.decisions.add(1, attributes);
    instruments.duration.record(response.latency_ms, { "content_shield.action": response.action ?? "none" });
  }

  /** Ends a decision's span that rejected: its status and error type, never the error's message. */
  fail(handle: ShieldSpan, error: unknown): void {
    const { span } = handle;
    const type = errorType(error);
    span.setAttribute("error.type", type);
    span.setStatus({ code: this.api.SpanStatusCode.ERROR });
    span.end();
    const elapsed = performance.now() - handle.startedAt;
    const instruments = this.meters();
    instruments.decisions.add(1, { "content_shield.action": "error", "error.type": type });
    instruments.duration.record(elapsed, { "content_shield.action": "error" });
  }

  /** A judge whose calls are child spans of the decision's span. */
  wrapJudge(judge: Judge, parent: ShieldSpan): Judge {
    const api = this.api;
    const parentContext = api.trace.setSpan(api.context.active(), parent.span);
    return {
      judge: (request: JudgeRequest, signal: AbortSignal | undefined) => {
        const span = this.tracer().startSpan(
          "content_shield.judge",
          {
            kind: api.SpanKind.CLIENT,
            attributes: { "content_shield.metric": request.metric, "content_shield.rule": request.rule_path },
          },
          parentContext,
        );
        const startedAt = performance.now();
        const done = (outcome: string, extra: Attributes) => {
          const elapsed = performance.now() - startedAt;
          span.setAttributes({ ...extra, "content_shield.judge.outcome": outcome });
          span.end();
          const instruments = this.meters();
          const attributes = {
            "content_shield.metric": request.metric,
            "content_shield.judge.outcome": outcome,
          };
          instruments.judgeCalls.add(1, attributes);
          instruments.judgeDuration.record(elapsed, attributes);
        };
        return api.context.with(api.trace.setSpan(parentContext, span), () =>
          judge.judge(request, signal).then(
            (answer) => {
              done("ok", { "content_shield.judge.score": answer.score });
              return answer;
            },
            (error: unknown) => {
              span.setStatus({ code: api.SpanStatusCode.ERROR });
              done("error", { "error.type": errorType(error) });
              throw error;
            },
          ),
        );
      },
    };
  }
}

/** The process's telemetry hooks, or null when `@opentelemetry/api` is not installed. Resolved once. */
export function shieldTelemetry(): ShieldTelemetry | null {
  if (telemetry === undefined) {
    const api = resolveOtelApi();
    telemetry = api === null ? null : new ShieldTelemetry(api);
  }
  return telemetry;
}

/**
 * Annotates the active span (an adapter's or the proxy's HTTP request span) with one side's decision: the
 * applied action as attributes and a `content_shield.decision` event. A no-op without the API or without
 * an active span.
 */
export function annotateActiveSpan(side: "input" | "output", response: ShieldResponse | null): void {
  const api = resolveOtelApi();
  if (api === null || response === null) return;
  const span = api.trace.getActiveSpan();
  if (span === undefined || !span.isRecording()) return;
  const attributes: Attributes = {
    "content_shield.side": side,
    "content_shield.action": response.action ?? "none",
    "content_shield.triggered": response.triggered,
    "content_shield.findings": response.findings.length,
  };
  if (response.ruleset !== null) attributes["content_shield.ruleset"] = String(response.ruleset);
  if (response.rule !== null) attributes["content_shield.metric"] = response.rule.metric;
  span.addEvent("content_shield.decision", attributes);
  span.setAttribute(`content_shield.${side}.action`, response.action ?? "none");
}
