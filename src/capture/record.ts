/** The interception record: what a triggered shield call leaves behind, and the sink contract. */
import { maskSpans, type Span } from "../engine/mask.js";
import type { Detector } from "../metrics/contract.js";
import { piiMetric } from "../metrics/pii/index.js";
import { secretsMetric } from "../metrics/secrets/index.js";
import type { CaptureMode, Rule } from "../schema.js";
import type { Finding, ShieldResponse, TextTarget } from "../types.js";
import { lazy } from "../util/lazy.js";
import type { CaptureHealth } from "./health.js";
import { storableValue } from "./storable.js";

/** A finding as captured: no matched text unless capture is `full`. */
export interface CapturedFinding {
  type: string;
  target: TextTarget;
  /** With `target: "contexts"`: the index of the context in `payload.contexts`. */
  context_index?: number;
  start: number;
  end: number;
  score: number;
  text?: string;
  /** Where the text was in the request or response body, when the caller said (`messages[3].content`). */
  location?: string;
  /** Who wrote that text (`user`, `system`, `tool`, …), when the caller said. */
  role?: string;
}

/** Where a finding was, as a caller that read the texts out of a body knows it (see `CheckOptions.locate`). */
export interface FindingPlace {
  /** The text's path in the body, e.g. `messages[3].content`; `""` for a plain-text body. */
  location: string;
  /** Who wrote the text; null when unknown. */
  role: string | null;
}

export interface CapturedVerdict {
  metric: string;
  target: string;
  triggered: boolean;
  score: number | null;
  labels: string[];
  detail: string | null;
  /** Findings the rule's allowlists dropped (rules with an allowlist only). */
  allowed?: number;
  /** A `mode: "shadow"` ruleset's verdict. */
  shadow?: true;
}

/** A triggered shadow ruleset, as captured. */
export interface CapturedShadow {
  ruleset: string | number;
  /** The action it would have applied. */
  action: string;
  /** Whether enforcing it would have changed the answer. */
  changed: boolean;
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
  /**
   * True when only `mode: "shadow"` rulesets triggered: the record is there for them (`ruleset`, `metric`,
   * `rule` and `findings` are the first shadow ruleset's; `action` is FLAG, since nothing was applied).
   */
  shadow?: true;
  /** The shadow rulesets that triggered, with what they would have done (guards with shadow rulesets). */
  shadow_rulesets?: CapturedShadow[];
}

/**
 * Where interceptions go. `append` must not block on I/O and must never throw; `flush` resolves when all
 * appended are durable. `health` (optional) reports what the sink did with them.
 */
export interface InterceptionSink {
  append(record: InterceptionRecord): void;
  flush(): Promise<void>;
  health?(): CaptureHealth;
}

/** The local detectors capture runs over every stored text: every PII type and every secret type. */
const sensitiveDetectors = lazy((): Detector[] => {
  const options = { value: undefined, operator: "contains" as const, path: "capture" };
  return [piiMetric, secretsMetric].map((metric) => {
    const compile = metric.engines.local;
    if (compile === undefined) throw new Error(`the ${metric.name} metric has no local engine`);
    return compile(options);
  });
});

/** Said in place of a text the detectors could not read synchronously (never expected): fail closed. */
const UNREADABLE = "[REDACTED]";

/**
 * `text` with every PII and secret the local detectors find masked, together with `extra` spans (the
 * triggered rules' findings in this text), through the one span routine.
 */
export function redactText(text: string, extra: readonly Span[] = []): string {
  if (text === "") return text;
  const spans: Span[] = extra.filter((span) => span.end > span.start && span.end <= text.length);
  for (const detect of sensitiveDetectors()) {
    const outcome = detect({
      text,
      target: "output",
      payload: { input: undefined, output: text, contexts: [] },
      judge: undefined,
      signal: undefined,
    });
    if (outcome instanceof Promise) {
      outcome.catch(() => {});
      return UNREADABLE;
    }
    for (const d of outcome.detections) spans.push(d);
  }
  return maskSpans(text, spans);
}

function findingsIn(findings: readonly Finding[], target: TextTarget): Span[] {
  return findings.filter((f) => f.target === target);
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
  /** Where each finding was; its answer is kept on the captured finding. */
  locate?: ((finding: Finding) => FindingPlace | undefined) | undefined;
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
    if (options.input !== undefined)
      payload.input = redactText(options.input, findingsIn(allFindings, "input"));
    if (options.output !== undefined)
      payload.output = redactText(options.output, findingsIn(allFindings, "output"));
    // FLAG and BLOCK show the checked text unchanged, so the findings' offsets still apply to it — and its
    // redaction is the payload's, already computed (the detectors are not run over the same text twice).
    const unchanged = response.action === "FLAG" || response.action === "BLOCK";
    const checked = options.checkedTarget === "input" ? options.input : options.output;
    const redactedChecked = options.checkedTarget === "input" ? payload.input : payload.output;
    text =
      unchanged && redactedChecked !== undefined && response.text === checked
        ? redactedChecked
        : redactText(response.text, unchanged ? findingsIn(allFindings, options.checkedTarget) : []);
  }
  // Only shadow rulesets triggered: the record stands for the first of them, as a FLAG.
  const shadowOnly = !response.triggered && response.shadow !== undefined && response.shadow.length > 0;
  const firstShadow = shadowOnly ? response.shadow![0]! : undefined;
  const detail = (value: string | null): string | null =>
    value === null || capture === "full" ? value : capture === "none" ? null : redactText(value);
  // Every string made storable (lone surrogates and NUL become U+FFFD), so what was captured can be stored.
  return storableValue<InterceptionRecord>({
    id: options.id,
    created_at: new Date().toISOString(),
    key_hash: options.keyHash,
    group: options.group,
    ruleset: firstShadow?.ruleset ?? response.ruleset ?? 0,
    triggered_rulesets: response.triggered_rulesets,
    action: response.action ?? "FLAG",
    metric: (firstShadow?.rule ?? response.rule)?.metric ?? "unknown",
    rule: firstShadow?.rule ?? response.rule ?? { metric: "unknown" },
    findings: (firstShadow?.findings ?? response.findings).map((f) => {
      const captured: CapturedFinding = {
        type: f.type,
        target: f.target,
        start: f.start,
        end: f.end,
        score: f.score,
      };
      if (f.context_index !== undefined) captured.context_index = f.context_index;
      if (capture === "full") captured.text = f.text;
      const place = options.locate?.(f);
      if (place !== undefined) {
        // Clipped to what the service stores, so a record is never refused for its place.
        if (place.location !== "") captured.location = place.location.slice(0, 500);
        if (place.role !== null) captured.role = place.role.slice(0, 100);
      }
      return captured;
    }),
    verdicts: response.verdicts.map((v) => {
      const captured: CapturedVerdict = {
        metric: v.metric,
        target: v.target,
        triggered: v.triggered,
        score: v.score,
        labels: v.labels,
        detail: detail(v.detail),
      };
      if (v.allowed !== undefined) captured.allowed = v.allowed;
      if (v.shadow === true) captured.shadow = true;
      return captured;
    }),
    text,
    payload: capture === "none" ? null : payload,
    capture,
    latency_ms: response.latency_ms,
    ...(shadowOnly ? { shadow: true as const } : {}),
    ...(response.shadow !== undefined && response.shadow.length > 0
      ? {
          shadow_rulesets: response.shadow.map(({ ruleset, action, changed }) => ({
            ruleset,
            action,
            changed,
          })),
        }
      : {}),
  });
}
