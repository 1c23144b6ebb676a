/**
 * `secrets`: API keys and tokens of common providers, private keys, JWTs, credentials in URLs and
 * connection strings, `password = "…"` style assignments and other high-entropy tokens. Findings are
 * typed (the label is the finding type) so a rule can pick types and MASK replaces just the secret.
 * Specific formats win over generic ones: a span already claimed by an earlier pattern is not reported
 * again by a later, more generic one.
 */
import type { Detection, Detector, MetricDefinition, MetricOutcome } from "../contract.js";
import { NOTHING_FOUND } from "../contract.js";
import { looksRandom, shannonEntropy } from "./entropy.js";
import {
  ASSIGNMENT_GATE,
  anchoredMatches,
  longestWordRun,
  SECRET_ASSIGNMENT,
  SECRET_PATTERNS,
  type SecretPattern,
} from "./patterns.js";

export const SECRET_TYPES = [
  "aws_access_key",
  "aws_secret_key",
  "github_token",
  "gitlab_token",
  "openai_api_key",
  "anthropic_api_key",
  "slack_token",
  "slack_webhook",
  "stripe_key",
  "google_api_key",
  "sendgrid_api_key",
  "npm_token",
  "huggingface_token",
  "content_shield_key",
  "private_key",
  "jwt",
  "connection_string",
  "password_in_url",
  "secret_assignment",
  "generic_high_entropy",
] as const;

const PLACEHOLDER =
  /^(?:\$\{|\$[A-Z_]|process\.env|os\.environ|<|\{\{|%|env\(|your[_-]|x{5,}|\*{4,}|\.{3}|example|changeme|redacted|null|none|undefined|true|false)/i;
const IDENTIFIER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;

function overlapsAny(found: readonly Detection[], start: number, end: number): boolean {
  for (const d of found) if (start < d.end && d.start < end) return true;
  return false;
}

function spanOf(
  match: RegExpExecArray,
  group: number,
): { start: number; end: number; text: string } | undefined {
  const text = match[group];
  if (text === undefined || text === "") return undefined;
  const start =
    group === 0 ? match.index : (match.indices?.[group]?.[0] ?? match.index + match[0].indexOf(text));
  return { start, end: start + text.length, text };
}

function isAssignedSecret(value: string): boolean {
  if (PLACEHOLDER.test(value) || IDENTIFIER.test(value) || value.endsWith(")")) return false;
  return /[0-9]/.test(value) || /[^A-Za-z]/.test(value) || shannonEntropy(value) >= 3.5;
}

/** 1 for the token characters `[A-Za-z0-9+/_=-]` among the ASCII code units. */
const TOKEN_CHAR = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_=-")
  TOKEN_CHAR[c.charCodeAt(0)] = 1;

function isTokenChar(c: number): boolean {
  return c < 128 && TOKEN_CHAR[c] === 1;
}

/** The shortest token candidate. */
const MIN_TOKEN = 24;

/**
 * Calls `each(start, end)` for every match of `TOKEN_CANDIDATE` (`/[A-Za-z0-9+/_=-]{24,512}/g`), in order,
 * with the same spans: in a run of token characters, matches of up to 512 are taken from its start while at
 * least 24 characters are left. Only every 24th character is looked at first — a run of 24 or more holds
 * one of them — and the run around it is measured only when it is a token character.
 */
export function tokenCandidates(text: string, each: (start: number, end: number) => void): void {
  const n = text.length;
  let p = MIN_TOKEN - 1;
  while (p < n) {
    if (!isTokenChar(text.charCodeAt(p))) {
      p += MIN_TOKEN;
      continue;
    }
    let start = p;
    while (start > 0 && isTokenChar(text.charCodeAt(start - 1))) start--;
    let end = p + 1;
    while (end < n && isTokenChar(text.charCodeAt(end))) end++;
    for (let at = start; end - at >= MIN_TOKEN; ) {
      const stop = Math.min(end, at + 512);
      each(at, stop);
      at = stop;
    }
    // `end` is not a token character: the next run starts after it, and one of 24 or more covers end + 24.
    p = end + MIN_TOKEN;
  }
}

/** The sticky twin of each anchored pattern's regex (flag `y` for `g`), for `anchoredMatches`. */
const STICKY: ReadonlyArray<RegExp | undefined> = SECRET_PATTERNS.map((pattern) =>
  pattern.anchor === undefined
    ? undefined
    : new RegExp(pattern.regex.source, pattern.regex.flags.replace("g", "y")),
);

/** Adds a pattern's match to `found` unless an earlier, more specific one holds its span or it fails `verify`. */
function take(found: Detection[], pattern: SecretPattern, m: RegExpExecArray): void {
  const span = spanOf(m, pattern.group);
  if (span === undefined || overlapsAny(found, span.start, span.end)) return;
  if (pattern.verify !== undefined && !pattern.verify(span.text)) return;
  found.push({ type: pattern.type, start: span.start, end: span.end, score: pattern.score });
}

/** Every secret in `text`, in text order. */
export function findSecrets(text: string): Detection[] {
  const found: Detection[] = [];
  // Most key formats need a long run of token characters; prose rarely holds one.
  const run = longestWordRun(text);
  const assigns = text.includes(":") || text.includes("=");
  for (let i = 0; i < SECRET_PATTERNS.length; i++) {
    const pattern = SECRET_PATTERNS[i]!;
    if (pattern.minRun !== undefined && run < pattern.minRun) continue;
    if (pattern.assigns === true && !assigns) continue;
    if (pattern.gate !== undefined && !text.includes(pattern.gate)) continue;
    const sticky = STICKY[i];
    if (pattern.anchor !== undefined && sticky !== undefined) {
      anchoredMatches(text, sticky, pattern.anchor, (m) => take(found, pattern, m));
      continue;
    }
    pattern.regex.lastIndex = 0;
    for (let m = pattern.regex.exec(text); m !== null; m = pattern.regex.exec(text)) take(found, pattern, m);
  }
  SECRET_ASSIGNMENT.lastIndex = 0;
  const assignments = assigns && ASSIGNMENT_GATE.test(text);
  for (
    let m = assignments ? SECRET_ASSIGNMENT.exec(text) : null;
    m !== null;
    m = SECRET_ASSIGNMENT.exec(text)
  ) {
    const span = spanOf(m, 1);
    if (span === undefined || overlapsAny(found, span.start, span.end) || !isAssignedSecret(span.text))
      continue;
    found.push({ type: "secret_assignment", start: span.start, end: span.end, score: 0.75 });
  }
  tokenCandidates(text, (start, end) => {
    if (end - start > 200 || overlapsAny(found, start, end) || !looksRandom(text.slice(start, end))) return;
    found.push({ type: "generic_high_entropy", start, end, score: 0.6 });
  });
  return found.sort((a, b) => a.start - b.start);
}

function detect(text: string): MetricOutcome {
  const detections = findSecrets(text);
  if (detections.length === 0) return NOTHING_FOUND;
  const labels = [...new Set(detections.map((d) => d.type))];
  const score = detections.reduce((best, d) => Math.max(best, d.score), 0);
  return { detected: true, score, labels, detections };
}

export const secretsMetric: MetricDefinition = {
  name: "secrets",
  description: "Finds API keys, tokens, private keys, JWTs, credentials in URLs and connection strings.",
  kind: "labels",
  defaultTarget: "both",
  defaultEngine: "local",
  valueRole: "labels",
  labels: SECRET_TYPES,
  engines: { local: (): Detector => (input) => detect(input.text) },
};
