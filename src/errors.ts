/**
 * The one error tree of Content Shield. Every error the library throws on purpose extends
 * `ShieldError` and carries a stable `code` (listed in the README) and, when it wraps another error,
 * its `cause`.
 */
import type { ShieldResponse } from "./types.js";

export type ShieldErrorCode =
  | "RULESET_INVALID"
  | "PAYLOAD_INVALID"
  | "CONFIG_INVALID"
  | "AUTHENTICATION_FAILED"
  | "PROVIDER_FAILED"
  | "METRIC_FAILED"
  | "SHIELD_BLOCKED";

export interface ShieldErrorOptions {
  cause?: unknown;
}

export class ShieldError extends Error {
  readonly code: ShieldErrorCode;

  constructor(code: ShieldErrorCode, message: string, options: ShieldErrorOptions = {}) {
    super(message, "cause" in options ? { cause: options.cause } : undefined);
    this.code = code;
    this.name = new.target.name;
  }
}

/**
 * Stable, snake_case kinds of validation problem (listed in the README's "Errors" section). Tools can
 * switch on them; `message` stays the readable sentence.
 */
export type IssueCode =
  /** A problem reported without a more specific code. */
  | "invalid"
  /** A required field is absent (e.g. `action.fallback` of an OVERRIDE, `value` of an `equal` rule). */
  | "missing_field"
  /** A field has the wrong JSON type (e.g. `rules` is not a list). */
  | "invalid_type"
  /** A key the object does not have; `suggestion` holds the closest allowed key. */
  | "unknown_key"
  /** `rule.metric` names no built-in, alias or registered metric. */
  | "unknown_metric"
  /** `rule.operator` is not one of the operators. */
  | "unknown_operator"
  /** `action.type` is not BLOCK, OVERRIDE, MASK or FLAG. */
  | "unknown_action_type"
  /** `rule.value` names an entity type or label the metric does not report (e.g. a PII type). */
  | "unknown_entity"
  /** The rule asks for an engine its metric does not have. */
  | "unsupported_engine"
  /** `rule.value` has a type that does not fit the operator or metric (e.g. a string with `greater_than`). */
  | "wrong_value_type"
  /** A value outside its allowed set or range (a target, a provider, a bad regex, a status…). */
  | "invalid_value"
  /** A list or text is empty or shorter than allowed. */
  | "too_small"
  /** A list, number or text is larger than allowed. */
  | "too_large"
  /** Two fields contradict each other (e.g. `input_pii` with `target: "output"`). */
  | "conflict";

/** One step of an issue's path: an object key or a list index. */
export type PathSegment = string | number;

/**
 * One located problem, as the errors carry it. `path` is where, as keys and indexes
 * (`["rulesets", 0, "rules", 1, "operator"]`), `at` the same printed (`rulesets[0].rules[1].operator`).
 */
export interface ShieldIssue {
  readonly code: IssueCode;
  readonly path: readonly PathSegment[];
  readonly at: string;
  /** What was given (for an unknown key: the key), when it helps; omitted for user texts. */
  readonly received?: unknown;
  /** What would have been accepted there, when the set is closed. */
  readonly allowed?: readonly unknown[];
  /** The closest allowed value, when the given one looks like a typo of it. */
  readonly suggestion?: string;
  /** The readable sentence (without the location). */
  readonly message: string;
}

/**
 * What the error constructors accept: a structured issue, or the short form `{ path: "a.b[0]", message }`
 * (code `invalid`, the path string parsed into segments).
 */
export interface Issue {
  code?: IssueCode | undefined;
  path: string | readonly PathSegment[];
  at?: string | undefined;
  received?: unknown;
  allowed?: readonly unknown[] | undefined;
  suggestion?: string | undefined;
  message: string;
}

/** `["rulesets", 0, "rules", 1]` → `rulesets[0].rules[1]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += out === "" ? String(segment) : `.${String(segment)}`;
  }
  return out;
}

/** `rulesets[0].rules[1]` → `["rulesets", 0, "rules", 1]` (the inverse of `formatPath` for plain keys). */
export function parsePath(at: string): PathSegment[] {
  const segments: PathSegment[] = [];
  for (const match of at.matchAll(/\[(\d+)\]|[^.[\]]+/g)) {
    segments.push(match[1] === undefined ? match[0] : Number(match[1]));
  }
  return segments;
}

/** Normalises an issue given in either form. */
export function toShieldIssue(issue: Issue): ShieldIssue {
  const path = typeof issue.path === "string" ? parsePath(issue.path) : [...issue.path];
  const at = issue.at ?? (typeof issue.path === "string" ? issue.path : formatPath(path));
  return {
    code: issue.code ?? "invalid",
    path,
    at,
    ...("received" in issue && issue.received !== undefined ? { received: issue.received } : {}),
    ...(issue.allowed === undefined ? {} : { allowed: issue.allowed }),
    ...(issue.suggestion === undefined ? {} : { suggestion: issue.suggestion }),
    message: issue.message,
  };
}

function formatIssues(issues: readonly ShieldIssue[]): string {
  return issues.map((issue) => (issue.at ? `${issue.at}: ${issue.message}` : issue.message)).join("\n");
}

/** A ruleset, rule or action is malformed. `issues` lists every problem with its exact path. */
export class RuleSetError extends ShieldError {
  /** Every problem found, in input order. */
  readonly issues: readonly ShieldIssue[];
  constructor(issues: readonly Issue[], options: ShieldErrorOptions = {}) {
    const normalised = issues.map(toShieldIssue);
    super("RULESET_INVALID", formatIssues(normalised), options);
    this.issues = normalised;
  }
}

/** The payload handed to `shield()`/`probe()` is malformed (empty, not text, too large…). */
export class PayloadError extends ShieldError {
  /** Every problem found, in input order. */
  readonly issues: readonly ShieldIssue[];
  constructor(issues: readonly Issue[], options: ShieldErrorOptions = {}) {
    const normalised = issues.map(toShieldIssue);
    super("PAYLOAD_INVALID", formatIssues(normalised), options);
    this.issues = normalised;
  }
}

/** The configuration (or adapter options) is malformed or incomplete. */
export class ConfigError extends ShieldError {
  /** Every problem found, in input order. */
  readonly issues: readonly ShieldIssue[];
  constructor(issues: readonly Issue[], options: ShieldErrorOptions = {}) {
    const normalised = issues.map(toShieldIssue);
    super("CONFIG_INVALID", formatIssues(normalised), options);
    this.issues = normalised;
  }
}

/** The service key is missing, malformed, mistyped (bad checksum) or rejected by the service. */
export class AuthenticationError extends ShieldError {
  constructor(message: string, options: ShieldErrorOptions = {}) {
    super("AUTHENTICATION_FAILED", message, options);
  }
}

/** An LLM provider call failed after its retries and the policy (`on_provider_error: "raise"`) says to raise. */
export class ProviderError extends ShieldError {
  /** HTTP status of the provider's last answer, when there was one. */
  readonly status: number | undefined;
  constructor(message: string, options: ShieldErrorOptions & { status?: number } = {}) {
    super("PROVIDER_FAILED", message, options);
    this.status = options.status;
  }
}

/** A metric failed while running (a custom metric threw, or returned something it may not). */
export class MetricError extends ShieldError {
  constructor(message: string, options: ShieldErrorOptions = {}) {
    super("METRIC_FAILED", message, options);
  }
}

/** A ruleset with a `BLOCK` action triggered. `.response` holds the full result. */
export class ShieldBlockedError extends ShieldError {
  readonly response: ShieldResponse;
  constructor(response: ShieldResponse) {
    const name = response.ruleset === null ? "a ruleset" : `ruleset ${JSON.stringify(response.ruleset)}`;
    super("SHIELD_BLOCKED", `Blocked by ${name} (metric ${response.rule?.metric ?? "unknown"}).`);
    this.response = response;
  }
}
