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
import { SECRET_ASSIGNMENT, SECRET_PATTERNS, TOKEN_CANDIDATE } from "./patterns.js";

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

/** Every secret in `text`, in text order. */
export function findSecrets(text: string): Detection[] {
  const found: Detection[] = [];
  for (const pattern of SECRET_PATTERNS) {
    pattern.regex.lastIndex = 0;
    for (let m = pattern.regex.exec(text); m !== null; m = pattern.regex.exec(text)) {
      const span = spanOf(m, pattern.group);
      if (span === undefined || overlapsAny(found, span.start, span.end)) continue;
      if (pattern.verify !== undefined && !pattern.verify(span.text)) continue;
      found.push({ type: pattern.type, start: span.start, end: span.end, score: pattern.score });
    }
  }
  SECRET_ASSIGNMENT.lastIndex = 0;
  for (let m = SECRET_ASSIGNMENT.exec(text); m !== null; m = SECRET_ASSIGNMENT.exec(text)) {
    const span = spanOf(m, 1);
    if (span === undefined || overlapsAny(found, span.start, span.end) || !isAssignedSecret(span.text))
      continue;
    found.push({ type: "secret_assignment", start: span.start, end: span.end, score: 0.75 });
  }
  TOKEN_CANDIDATE.lastIndex = 0;
  for (let m = TOKEN_CANDIDATE.exec(text); m !== null; m = TOKEN_CANDIDATE.exec(text)) {
    const token = m[0];
    if (token.length > 200 || overlapsAny(found, m.index, m.index + token.length) || !looksRandom(token))
      continue;
    found.push({ type: "generic_high_entropy", start: m.index, end: m.index + token.length, score: 0.6 });
  }
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
