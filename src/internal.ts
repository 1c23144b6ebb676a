/**
 * `content-shield/internal`: the parts of the library that `@content-shield/service` builds on (the spool
 * format, key hashing, schemas, the regex engine, the judge factory, the CLI's flag parser). Not public API:
 * no compatibility promise outside the service package of the same version, which pins this one exactly.
 */
export type { InterceptionRecord, InterceptionSink } from "./capture/record.js";
export {
  listSealedSegments,
  parseSegment,
  quarantine,
  recoverAbandonedSegments,
  spoolDirectory,
} from "./capture/segments.js";
export { contentShieldHome } from "./capture/spool.js";
export { storableText, storableValue } from "./capture/storable.js";
export { type FlagSpec, integerFlag, type ParsedFlags, parseFlags, UsageError } from "./cli/args.js";
export {
  ConfigError,
  type Issue,
  PayloadError,
  ProviderError,
  RuleSetError,
  ShieldError,
} from "./errors.js";
export { Guard } from "./guard.js";
export { createServiceKey, hashServiceKey, isWellFormedServiceKey, serviceKeyPrefix } from "./keys.js";
export type { Judge, JudgeAnswer, JudgeRequest } from "./metrics/contract.js";
export { compileUserPattern } from "./metrics/regex/engine.js";
export { parsePattern } from "./metrics/regex/index.js";
export { BUILTIN_METRICS } from "./metrics/registry.js";
export { type CompiledAllowlist, compileAllowlist } from "./policy/remote.js";
export { type CreateJudgeOptions, createJudge } from "./providers/create-judge.js";
export { PROVIDER_PROFILES } from "./providers/settings.js";
export {
  ACTION_TYPES,
  CAPTURE_MODES,
  type GuardConfig,
  type ParsedGuardConfig,
  type Payload,
  PROVIDERS,
  type ProviderErrorPolicy,
  type ProviderName,
  type RuleSet,
  schemas,
} from "./schema.js";
export { closest } from "./suggest.js";
export type { ShieldResponse } from "./types.js";
export { loadZod } from "./util/zod.js";
export { allowSpecIssues, resolveConfig } from "./validate.js";
