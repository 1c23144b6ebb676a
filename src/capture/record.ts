/** The interception record: what a triggered shield call leaves behind, and the sink contract. */
import type { CompiledRuleSet } from "../engine/evaluate.js";
import {
  applyReplacements,
  DEFAULT_PLACEHOLDER,
  maskSpans,
  mergeSpans,
  placeholderFor,
  type RankedSpan,
  type Span,
} from "../engine/mask.js";
import type { MetricOutcome } from "../metrics/contract.js";
import { compilePii, DEFAULT_TYPES, piiMetric, selectedTypes } from "../metrics/pii/index.js";
import { findSecrets, SECRET_TYPES, secretsMetric } from "../metrics/secrets/index.js";
import type { CaptureMode, Rule } from "../schema.js";
import type { Finding, ReplacedSpan, ShieldResponse, TextTarget } from "../types.js";
import type { CaptureHealth } from "./health.js";
import { storableText, storableValue } from "./storable.js";

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

/**
 * What the decision already looked for in each text, so capture's redaction runs only the rest: the PII
 * types of every local `pii` rule without `regions` that read the text (its findings, in the decision,
 * are exactly what capture's own run of those types finds), and whether a local `secrets` rule looking for
 * every secret type read it. Computed once per Guard from its compiled rulesets (`scannedByRules`).
 */
export interface ScannedByRules {
  input: ReadonlySet<string>;
  output: ReadonlySet<string>;
  secretsInput: boolean;
  secretsOutput: boolean;
}

const NOTHING_SCANNED: ScannedByRules = {
  input: new Set(),
  output: new Set(),
  secretsInput: false,
  secretsOutput: false,
};

export function scannedByRules(rulesets: readonly CompiledRuleSet[]): ScannedByRules {
  const input = new Set<string>();
  const output = new Set<string>();
  let secretsInput = false;
  let secretsOutput = false;
  for (const ruleset of rulesets) {
    for (const { resolved, targets } of ruleset.rules) {
      if (resolved.engine !== "local") continue;
      const { value } = resolved.given;
      let types: readonly string[];
      if (resolved.metric === piiMetric && resolved.given.regions === undefined) {
        types = selectedTypes(value);
      } else if (
        resolved.metric === secretsMetric &&
        (value === undefined ||
          typeof value === "number" ||
          SECRET_TYPES.every((type) => value === type || (Array.isArray(value) && value.includes(type))))
      ) {
        if (targets.includes("input")) secretsInput = true;
        if (targets.includes("output")) secretsOutput = true;
        continue;
      } else continue;
      for (const type of types) {
        if (targets.includes("input")) input.add(type);
        if (targets.includes("output")) output.add(type);
      }
    }
  }
  return { input, output, secretsInput, secretsOutput };
}

type PiiRun = (text: string) => MetricOutcome;

/** The PII detector for the default types not already looked for: one per set of types, built on first use. */
const remainingPii = new Map<string, PiiRun | null>();
const remainingFor = new WeakMap<ReadonlySet<string>, PiiRun | null>();

function piiDetectorFor(scanned: ReadonlySet<string>): PiiRun | null {
  let detector = remainingFor.get(scanned);
  if (detector !== undefined) return detector;
  const remaining = DEFAULT_TYPES.filter((type) => !scanned.has(type));
  const key = remaining.join(",");
  detector = remainingPii.get(key);
  if (detector === undefined) {
    detector = remaining.length === 0 ? null : compilePii(remaining);
    remainingPii.set(key, detector);
  }
  remainingFor.set(scanned, detector);
  return detector;
}

/**
 * The spans capture's redaction masks in `text`: `extra` (the decision's findings in this text — among them
 * every PII type of `scannedPii`), every other default PII type and, unless `scannedSecrets`, every secret.
 */
function redactionSpans(
  text: string,
  extra: readonly Span[],
  scannedPii: ReadonlySet<string>,
  scannedSecrets: boolean,
): Span[] {
  const spans: Span[] = extra.filter((span) => span.end > span.start && span.end <= text.length);
  if (text === "") return spans;
  const pii = piiDetectorFor(scannedPii);
  if (pii !== null) for (const d of pii(text).detections) spans.push(d);
  if (!scannedSecrets) for (const d of findSecrets(text)) spans.push(d);
  return spans;
}

/**
 * `text` with every PII and secret the local detectors find masked, together with `extra` spans (the
 * triggered rules' findings in this text), through the one span routine.
 */
export function redactText(text: string, extra: readonly Span[] = []): string {
  if (text === "") return text;
  return maskSpans(text, redactionSpans(text, extra, NOTHING_SCANNED.input, false));
}

/**
 * Verdict details in which the detectors found nothing: most details are the same few sentences call after
 * call (`signals: …`, `not evaluated: …`), so the detectors run once per distinct detail. Only details
 * with nothing to mask are kept (no personal data stays in memory); bounded, short details only.
 */
const cleanDetails = new Set<string>();
const DETAILS_KEPT = 512;
const DETAIL_KEPT_LENGTH = 512;

function redactDetail(detail: string): string {
  if (cleanDetails.has(detail)) return detail;
  const redacted = redactText(detail);
  if (redacted === detail && detail.length <= DETAIL_KEPT_LENGTH) {
    if (cleanDetails.size >= DETAILS_KEPT) cleanDetails.clear();
    cleanDetails.add(detail);
  }
  return redacted;
}

function findingsIn(findings: readonly Finding[], target: TextTarget): Span[] {
  return findings.filter((f) => f.target === target);
}

/**
 * Whether merging `redaction` into `replaced` leaves `replaced` as it is: the replacements are sorted,
 * non-empty and do not overlap (as `mergeSpans` returns them), and every non-empty redaction span lies
 * inside one of them (the usual case: the redaction found nothing the MASK did not replace).
 */
function coveredBy(replaced: readonly ReplacedSpan[], redaction: readonly Span[]): boolean {
  for (let i = 0; i < replaced.length; i++) {
    const span = replaced[i]!;
    if (span.end <= span.start || (i > 0 && span.start < replaced[i - 1]!.end)) return false;
  }
  for (const span of redaction) {
    if (span.end <= span.start) continue;
    // The last replacement starting at or before the span.
    let low = 0;
    let high = replaced.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (replaced[mid]!.start <= span.start) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    if (found === -1 || span.end > replaced[found]!.end) return false;
  }
  return true;
}

/**
 * A MASK's shown text, redacted: the original with the decision's replacements (their own placeholders)
 * and the redaction's spans merged in one pass, so the detectors are not run over the masked text again.
 * Where a redaction span overlaps a replacement, the union is replaced by the replacement's placeholder.
 * `masked` is the original with the replacements alone (the decision's text): the answer when the
 * redaction adds nothing.
 */
export function redactMasked(
  original: string,
  masked: string,
  replaced: readonly ReplacedSpan[],
  redaction: readonly Span[],
): string {
  if (coveredBy(replaced, redaction)) return masked;
  const ranked: RankedSpan[] = [];
  for (const span of replaced) {
    ranked.push({
      start: span.start,
      end: span.end,
      type: span.type,
      placeholder: span.placeholder,
      ruleset: span.ruleset,
      rank: 0,
    });
  }
  for (const span of redaction) {
    ranked.push({
      start: span.start,
      end: span.end,
      type: span.type,
      placeholder: placeholderFor(DEFAULT_PLACEHOLDER, span.type),
      ruleset: 0,
      rank: 1,
    });
  }
  return applyReplacements(original, mergeSpans(ranked));
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
  /** What the decision already looked for (`scannedByRules`); capture's redaction runs only the rest. */
  scanned?: ScannedByRules | undefined;
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
    // An allowlist dropped some of a rule's findings (an allowed value is still personal data, and the
    // record masks every type): then nothing is taken from the decision.
    const scanned =
      options.scanned !== undefined && !response.verdicts.some((v) => (v.allowed ?? 0) > 0)
        ? options.scanned
        : NOTHING_SCANNED;
    const spansOf = (target: "input" | "output", value: string): Span[] =>
      redactionSpans(
        value,
        findingsIn(allFindings, target),
        target === "input" ? scanned.input : scanned.output,
        target === "input" ? scanned.secretsInput : scanned.secretsOutput,
      );
    let checkedSpans: Span[] | undefined;
    if (options.input !== undefined) {
      const spans = spansOf("input", options.input);
      if (options.checkedTarget === "input") checkedSpans = spans;
      payload.input = maskSpans(options.input, spans);
    }
    if (options.output !== undefined) {
      const spans = spansOf("output", options.output);
      if (options.checkedTarget === "output") checkedSpans = spans;
      payload.output = maskSpans(options.output, spans);
    }
    // The shown text is the checked text, unchanged (FLAG, BLOCK) or with the decision's replacements
    // (MASK): its redaction reuses the checked text's spans, so the detectors never run over it again.
    const checked = options.checkedTarget === "input" ? options.input : options.output;
    const result = options.checkedTarget === "input" ? response.texts.input : response.texts.output;
    const unchanged = response.action === "FLAG" || response.action === "BLOCK";
    if (checked !== undefined && checkedSpans !== undefined && response.text === checked && unchanged) {
      text = options.checkedTarget === "input" ? payload.input! : payload.output!;
    } else if (
      checked !== undefined &&
      checkedSpans !== undefined &&
      response.action === "MASK" &&
      result !== undefined &&
      result.text === response.text
    ) {
      text = redactMasked(checked, result.text, result.replaced, checkedSpans);
    } else {
      text = redactText(response.text, unchanged ? findingsIn(allFindings, options.checkedTarget) : []);
    }
  }
  // Only shadow rulesets triggered: the record stands for the first of them, as a FLAG.
  const shadowOnly = !response.triggered && response.shadow !== undefined && response.shadow.length > 0;
  const firstShadow = shadowOnly ? response.shadow![0]! : undefined;
  const detail = (value: string | null): string | null =>
    value === null || capture === "full" ? value : capture === "none" ? null : redactDetail(value);
  // Every string made storable (lone surrogates and NUL become U+FFFD), so what was captured can be stored:
  // each string that can come from outside (texts, config, labels, places) as it is put in; ids, times,
  // hashes, numbers and the engine's own words (actions, targets, capture modes) always are.
  const rule = firstShadow?.rule ?? response.rule;
  const findings = firstShadow?.findings ?? response.findings;
  const capturedFindings: CapturedFinding[] = new Array(findings.length);
  for (let i = 0; i < findings.length; i++) {
    const f = findings[i]!;
    const captured: CapturedFinding = {
      type: storableText(f.type),
      target: f.target,
      start: f.start,
      end: f.end,
      score: f.score,
    };
    if (f.context_index !== undefined) captured.context_index = f.context_index;
    if (capture === "full") captured.text = storableText(f.text);
    const place = options.locate?.(f);
    if (place !== undefined) {
      // Clipped to what the service stores, so a record is never refused for its place.
      if (place.location !== "") captured.location = storableText(place.location.slice(0, 500));
      if (place.role !== null) captured.role = storableText(place.role.slice(0, 100));
    }
    capturedFindings[i] = captured;
  }
  if (payload.input !== undefined) payload.input = storableText(payload.input);
  if (payload.output !== undefined) payload.output = storableText(payload.output);
  const record: InterceptionRecord = {
    id: options.id,
    created_at: isoNow(),
    key_hash: options.keyHash,
    group: storableText(options.group),
    ruleset: storableValue(firstShadow?.ruleset ?? response.ruleset ?? 0),
    triggered_rulesets: storableValue(response.triggered_rulesets),
    action: response.action ?? "FLAG",
    metric: storableText(rule?.metric ?? "unknown"),
    rule: rule === undefined || rule === null ? { metric: "unknown" } : storableRule(rule),
    findings: capturedFindings,
    verdicts: response.verdicts.map((v) => {
      const captured: CapturedVerdict = {
        metric: storableText(v.metric),
        target: storableText(v.target),
        triggered: v.triggered,
        score: v.score,
        labels: storableValue(v.labels),
        detail: detail(v.detail),
      };
      if (v.allowed !== undefined) captured.allowed = v.allowed;
      if (v.shadow === true) captured.shadow = true;
      return captured;
    }),
    text: text === null ? null : storableText(text),
    payload: capture === "none" ? null : payload,
    capture,
    latency_ms: response.latency_ms,
  };
  if (shadowOnly) record.shadow = true;
  if (response.shadow !== undefined && response.shadow.length > 0) {
    record.shadow_rulesets = response.shadow.map(({ ruleset, action, changed }) => ({
      ruleset: storableValue(ruleset),
      action,
      changed,
    }));
  }
  return record;
}

/** The current time as an ISO string, made once per millisecond (records come many per millisecond). */
let lastMs = Number.NaN;
let lastIso = "";

function isoNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
}

/** A rule made storable, once per rule object (a Guard's rules are the same objects call after call). */
const storableRules = new WeakMap<Rule, Rule>();

function storableRule(rule: Rule): Rule {
  let stored = storableRules.get(rule);
  if (stored === undefined) {
    stored = storableValue(rule);
    storableRules.set(rule, stored);
  }
  return stored;
}
