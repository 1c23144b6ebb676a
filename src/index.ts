/** content-shield: a firewall for the text that flows through LLM-serving apps. */

export { onDeliveryError } from "./capture/delivery.js";
export type { CaptureHealth } from "./capture/health.js";
export {
  AuthenticationError,
  ConfigError,
  type Issue,
  MetricError,
  PayloadError,
  ProviderError,
  RuleSetError,
  ShieldBlockedError,
  ShieldError,
  type ShieldErrorCode,
} from "./errors.js";
export {
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
export type {
  Action,
  ActionType,
  CaptureMode,
  Engine,
  GuardConfig,
  Operator,
  Payload,
  ProviderName,
  Rule,
  RuleSet,
  RuleTarget,
  RuleValue,
} from "./schema.js";
export type { Finding, ProbeResult, ShieldResponse, TextTarget, Verdict } from "./types.js";
