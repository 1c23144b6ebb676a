/**
 * Allowlists: findings a rule must not act on. Pure (no I/O). A rule's `allow` (and the entries a remote
 * policy adds for the rule's metric) is compiled once into a matcher; the evaluator drops the findings it
 * allows from each outcome before the operator runs, so an allowed finding neither triggers nor gets masked.
 *
 * - `values`: the finding's text exactly; case-insensitively when the value is an email address or a domain.
 * - `domains`: findings that are email addresses or URLs whose host is the domain (`acme.com`), or any
 *   subdomain of it (`*.acme.com`, not the bare domain).
 * - `patterns`: regular expressions (the `regex` metric's syntax and linear-time engine) that must match the
 *   finding's whole text.
 */
import type { Detection, MetricOutcome } from "../metrics/contract.js";
import type { CompiledPattern } from "../metrics/regex/engine.js";
import { compilePattern, patternProblem } from "../metrics/regex/index.js";

/** A rule's `allow` option, as written. */
export interface AllowSpec {
  /** Exact finding texts (case-insensitive for email addresses and domains). */
  values?: readonly string[] | undefined;
  /** Domains of email addresses and URLs: `acme.com`, or `*.acme.com` for its subdomains. */
  domains?: readonly string[] | undefined;
  /** Regular expressions (`regex` syntax, `/source/flags` literals too) matching a finding's whole text. */
  patterns?: readonly string[] | undefined;
}

/** Decides whether one finding's text is allowed. */
export interface AllowMatcher {
  allows(text: string): boolean;
}

/** Longest allowlist item accepted, in characters (values and domains). */
export const MAX_ALLOW_ITEM = 1000;

const EMAIL = /^[^\s@]+@([^\s@]+)$/;
/** A DNS name: labels of letters, digits and hyphens (any script, IDN), dot-separated. */
const HOSTNAME = /^(?=.{1,253}$)([\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}\p{N}-]{2,63}$/u;

/** Why a domain entry cannot be used, or undefined. */
export function domainProblem(domain: string): string | undefined {
  const bare = domain.startsWith("*.") ? domain.slice(2) : domain;
  if (!HOSTNAME.test(bare))
    return `is not a domain; write a host name such as "acme.com", or "*.acme.com" for its subdomains`;
  return undefined;
}

/** Why a value entry cannot be used, or undefined. */
export function valueProblem(value: string): string | undefined {
  if (value.trim() === "") return "is blank; an allowed value needs at least one visible character";
  if (value.length > MAX_ALLOW_ITEM)
    return `is ${value.length} characters long; allowed values are limited to ${MAX_ALLOW_ITEM}`;
  return undefined;
}

/** Why a pattern entry cannot be used (the `regex` metric's checks), or undefined. */
export function allowPatternProblem(pattern: string): string | undefined {
  return patternProblem(pattern);
}

/** Whether a value compares case-insensitively: an email address or a domain name. */
function foldsCase(value: string): boolean {
  return EMAIL.test(value) || HOSTNAME.test(value);
}

/** The host of a finding that is an email address or a URL (lower case), or undefined. */
export function findingHost(text: string): string | undefined {
  const email = EMAIL.exec(text);
  if (email !== null) return normalizeHost(email[1]!);
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
    ? text
    : /^www\./i.test(text)
      ? `http://${text}`
      : "";
  if (withScheme === "") return undefined;
  try {
    const host = new URL(withScheme).hostname;
    return host === "" ? undefined : normalizeHost(host);
  } catch {
    return undefined;
  }
}

function normalizeHost(host: string): string {
  return host.toLowerCase().replace(/\.$/, "");
}

/** Compiles an allowlist; throws for an entry validation would have refused (never expected). */
export function compileAllow(spec: AllowSpec): AllowMatcher | undefined {
  const exact = new Set<string>();
  const folded = new Set<string>();
  for (const value of spec.values ?? []) {
    if (foldsCase(value)) folded.add(value.toLowerCase());
    else exact.add(value);
  }
  const hosts = new Set<string>();
  const suffixes: string[] = [];
  for (const domain of spec.domains ?? []) {
    const lower = normalizeHost(domain);
    if (lower.startsWith("*.")) suffixes.push(lower.slice(1));
    else hosts.add(lower);
  }
  const patterns: CompiledPattern[] = (spec.patterns ?? []).map((item) => {
    const compiled = compilePattern(item);
    if (typeof compiled === "string") throw new Error(`allow pattern ${JSON.stringify(item)} ${compiled}`);
    return compiled;
  });
  if (
    exact.size === 0 &&
    folded.size === 0 &&
    hosts.size === 0 &&
    suffixes.length === 0 &&
    patterns.length === 0
  )
    return undefined;
  const byDomain = hosts.size > 0 || suffixes.length > 0;
  return {
    allows(text) {
      if (exact.has(text) || (folded.size > 0 && folded.has(text.toLowerCase()))) return true;
      if (byDomain) {
        const host = findingHost(text);
        if (host !== undefined && (hosts.has(host) || suffixes.some((suffix) => host.endsWith(suffix))))
          return true;
      }
      return patterns.some((pattern) => pattern.matches(text));
    },
  };
}

/** One matcher allowing what any of `matchers` allows; undefined when there is none. */
export function combineAllow(matchers: ReadonlyArray<AllowMatcher | undefined>): AllowMatcher | undefined {
  const present = matchers.filter((m): m is AllowMatcher => m !== undefined);
  if (present.length <= 1) return present[0];
  return { allows: (text) => present.some((m) => m.allows(text)) };
}

/**
 * The outcome without the detections `matcher` allows, and how many it dropped. Labels follow the
 * detections left: each detection's `labels` when the metric gives them (keywords, regex), else its type.
 */
export function withoutAllowed(
  outcome: MetricOutcome,
  text: string,
  matcher: AllowMatcher,
): { outcome: MetricOutcome; allowed: number } {
  if (outcome.failure !== undefined || outcome.detections.length === 0) return { outcome, allowed: 0 };
  const kept: Detection[] = [];
  for (const d of outcome.detections) if (!matcher.allows(text.slice(d.start, d.end))) kept.push(d);
  const allowed = outcome.detections.length - kept.length;
  if (allowed === 0) return { outcome, allowed };
  if (kept.length === 0) {
    const none: MetricOutcome = { detected: false, score: 0, labels: [], detections: [] };
    return { outcome: none, allowed };
  }
  const labels = new Set<string>();
  for (const d of kept) {
    if (d.labels !== undefined) for (const label of d.labels) labels.add(label);
    else labels.add(d.type);
  }
  const next: MetricOutcome = {
    detected: true,
    score: outcome.score === null ? null : Math.max(...kept.map((d) => d.score)),
    labels: outcome.labels.filter((label) => labels.has(label)),
    detections: kept,
  };
  if (outcome.detail !== undefined) next.detail = outcome.detail;
  return { outcome: next, allowed };
}
