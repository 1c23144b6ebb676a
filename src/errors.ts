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

/** One located problem: `path` is where (e.g. `rulesets[0].rules[1].operator`), `message` what is wrong. */
export interface Issue {
  path: string;
  message: string;
}

function formatIssues(issues: readonly Issue[]): string {
  return issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join("\n");
}

/** A ruleset, rule or action is malformed. `issues` lists every problem with its exact path. */
export class RuleSetError extends ShieldError {
  readonly issues: readonly Issue[];
  constructor(issues: readonly Issue[], options: ShieldErrorOptions = {}) {
    super("RULESET_INVALID", formatIssues(issues), options);
    this.issues = issues;
  }
}

/** The payload handed to `shield()`/`probe()` is malformed (empty, not text, too large…). */
export class PayloadError extends ShieldError {
  readonly issues: readonly Issue[];
  constructor(issues: readonly Issue[], options: ShieldErrorOptions = {}) {
    super("PAYLOAD_INVALID", formatIssues(issues), options);
    this.issues = issues;
  }
}

/** The configuration (or adapter options) is malformed or incomplete. */
export class ConfigError extends ShieldError {
  readonly issues: readonly Issue[];
  constructor(issues: readonly Issue[], options: ShieldErrorOptions = {}) {
    super("CONFIG_INVALID", formatIssues(issues), options);
    this.issues = issues;
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
