/** The interception record: what a triggered shield call leaves behind, and the sink contract. */
import type { CaptureMode, Rule } from "../schema.js";
import type { Finding, ShieldResponse, TextTarget } from "../types.js";

/** A finding as captured: no matched text unless capture is `full`. */
export interface CapturedFinding {
  type: string;
  target: TextTarget;
  start: number;
  end: number;
  score: number;
  text?: string;
}

export interface CapturedVerdict {
  metric: string;
  target: string;
  triggered: boolean;
  score: number | null;
  labels: string[];
  detail: string | null;
}

export interface InterceptionRecord {
  /** Unique id (UUID); the service deduplicates on it, so redelivery is harmless. */
  id: string;
  created_at: string;
  /** SHA-256 of the service key that owns it (see `hashServiceKey`). Never the key itself. */
  key_hash: string;
  group: string;
  ruleset: string | number;
  triggered_rulesets: Array<string | number>;
  action: string;
  /** Metric of the deciding rule. */
  metric: string;
  rule: Rule;
  findings: CapturedFinding[];
  verdicts: CapturedVerdict[];
  /** What was shown to the user (redacted unless capture is `full`); null with capture `none`. */
  text: string | null;
  /** The checked payload (redacted unless capture is `full`); null with capture `none`. */
  payload: { input?: string; output?: string } | null;
  capture: CaptureMode;
  latency_ms: number;
}

/** Where interceptions go. `append` must not block on I/O; `flush` resolves when all appended are durable. */
export interface InterceptionSink {
  append(record: InterceptionRecord): void;
  flush(): Promise<void>;
}

function redact(text: string, target: TextTarget, findings: readonly Finding[]): string {
  const spans = findings
    .filter((f) => f.target === target && f.end > f.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  let out = "";
  let cursor = 0;
  for (const span of spans) {
    if (span.end <= cursor) continue;
    const start = Math.max(span.start, cursor);
    out += `${text.slice(cursor, start)}[${span.type.toUpperCase()}]`;
    cursor = span.end;
  }
  return out + text.slice(cursor);
}

export interface BuildRecordOptions {
  id: string;
  keyHash: string;
  group: string;
  capture: CaptureMode;
  input: string | undefined;
  output: string | undefined;
  /** The text that was checked (output when present, else input), shown unchanged on FLAG. */
  checkedTarget: TextTarget;
  allFindings: readonly Finding[];
}

/** Builds the record for a triggered response, redacting per the capture mode. */
export function buildInterceptionRecord(
  response: ShieldResponse,
  options: BuildRecordOptions,
): InterceptionRecord {
  const { capture, allFindings } = options;
  const payload: { input?: string; output?: string } = {};
  let text: string | null = null;
  if (capture === "full") {
    if (options.input !== undefined) payload.input = options.input;
    if (options.output !== undefined) payload.output = options.output;
    text = response.text;
  } else if (capture === "redacted") {
    if (options.input !== undefined) payload.input = redact(options.input, "input", allFindings);
    if (options.output !== undefined) payload.output = redact(options.output, "output", allFindings);
    text =
      response.action === "FLAG" || response.action === "BLOCK"
        ? redact(response.text, options.checkedTarget, allFindings)
        : response.text;
  }
  return {
    id: options.id,
    created_at: new Date().toISOString(),
    key_hash: options.keyHash,
    group: options.group,
    ruleset: response.ruleset ?? 0,
    triggered_rulesets: response.triggered_rulesets,
    action: response.action ?? "FLAG",
    metric: response.rule?.metric ?? "unknown",
    rule: response.rule ?? { metric: "unknown" },
    findings: response.findings.map((f) => {
      const captured: CapturedFinding = {
        type: f.type,
        target: f.target,
        start: f.start,
        end: f.end,
        score: f.score,
      };
      if (capture === "full") captured.text = f.text;
      return captured;
    }),
    verdicts: response.verdicts.map((v) => ({
      metric: v.metric,
      target: v.target,
      triggered: v.triggered,
      score: v.score,
      labels: v.labels,
      detail: v.detail,
    })),
    text,
    payload: capture === "none" ? null : payload,
    capture,
    latency_ms: response.latency_ms,
  };
}
