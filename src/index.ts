/** content-shield: a firewall for the text that flows through LLM-serving apps. */

export { onDeliveryError } from "./capture/delivery.js";
export type { CaptureHealth } from "./capture/health.js";
export type { FindingPlace, InterceptionRecord, InterceptionSink } from "./capture/record.js";
export {
  AuthenticationError,
  ConfigError,
  type Issue,
  type IssueCode,
  MetricError,
  PayloadError,
  ProviderError,
  RuleSetError,
  ShieldBlockedError,
  ShieldError,
  type ShieldErrorCode,
  type ShieldIssue,
} from "./errors.js";
export {
  type CheckOptions,
  Guard,
  type GuardOptions,
  type ProbeOptions,
  type ShieldOptions,
  type StaticShieldOptions,
} from "./guard.js";
export { createServiceKey, isWellFormedServiceKey } from "./keys.js";
export type {
  CustomFinding,
  CustomMetricFunction,
  CustomMetricOptions,
  CustomMetricPayload,
} from "./metrics/custom.js";
export {
  type AllowlistEntry,
  type CompiledAllowlist,
  compileAllowlist,
  type PolicyOptions,
  type PolicyStatus,
} from "./policy/remote.js";
export {
  type Allowlist,
  type BuiltinMetricName,
  type CustomMetrics,
  defineRuleset,
  defineRulesets,
  type MetricName,
  type NumericOperator,
  type PiiEntity,
  type Rule,
  type RuleSet,
} from "./rule-types.js";
export type {
  Action,
  ActionType,
  CaptureMode,
  Engine,
  GuardConfig,
  Operator,
  Payload,
  ProviderName,
  RulesetMode,
  RuleTarget,
  RuleValue,
} from "./schema.js";
export type {
  AppliedAction,
  Finding,
  ProbeResult,
  ReplacedSpan,
  ShadowOutcome,
  ShieldResponse,
  TextResult,
  TextResults,
  TextTarget,
  Verdict,
} from "./types.js";
