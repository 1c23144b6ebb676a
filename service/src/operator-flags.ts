/**
 * The operator's security settings for `content-shield serve`: judge provider, limits, trusted proxies and
 * quotas, from flags and environment. Secrets (the judge's API key) come only from the environment
 * (`CONTENT_SHIELD_JUDGE_API_KEY`), never from flags that `ps` would show.
 */
import { availableParallelism } from "node:os";
import {
  integerFlag,
  type ParsedFlags,
  PROVIDERS,
  type ProviderName,
  UsageError,
} from "content-shield/internal";
import type { AppOptions } from "./app.js";
import type { JudgeOperatorSettings } from "./judge.js";
import { DEFAULT_SHIELD_LIMITS, type ShieldLimits } from "./limits.js";

/** Flag name -> limit, for `--max-*`. */
export const LIMIT_FLAGS: Readonly<Record<string, keyof ShieldLimits>> = {
  "max-rulesets": "maxRulesets",
  "max-rules": "maxRules",
  "max-keywords": "maxKeywords",
  "max-regexes": "maxRegexes",
  "max-regex-program": "maxRegexProgram",
  "max-regex-work": "maxRegexWork",
  "max-ruleset-bytes": "maxRulesetBytes",
  "max-text-length": "maxTextLength",
  "max-total-text": "maxTotalText",
  "max-json-depth": "maxJsonDepth",
  "guard-cache-entries": "cacheEntries",
  "guard-cache-bytes": "cacheBytes",
};

export const OPERATOR_VALUE_FLAGS = [
  "trust-proxy",
  "judge-provider",
  "judge-model",
  "judge-base-url",
  "judge-tenant-hosts",
  "key-quota",
  "signin-limit",
  "cpu-budget-ms",
  "shield-workers",
  "shield-timeout-ms",
  ...Object.keys(LIMIT_FLAGS),
] as const;
export const OPERATOR_SWITCHES = ["judge-allow-private-network"] as const;

type OperatorOptions = Pick<
  AppOptions,
  | "trustProxy"
  | "limits"
  | "judge"
  | "keyQuota"
  | "signInLimit"
  | "cpuBudgetMs"
  | "shieldWorkers"
  | "shieldTimeoutMs"
>;

export function operatorOptions(
  command: string,
  flags: ParsedFlags,
  env: NodeJS.ProcessEnv,
): OperatorOptions {
  const get = (name: string): string | undefined => flags.values.get(name);
  const limits: Partial<ShieldLimits> = {};
  for (const [flag, key] of Object.entries(LIMIT_FLAGS)) {
    const raw = get(flag);
    if (raw !== undefined) limits[key] = integerFlag(command, flag, raw, 1, 2 ** 40);
  }
  const provider = get("judge-provider");
  if (provider !== undefined && !(PROVIDERS as readonly string[]).includes(provider))
    throw new UsageError(
      `${command}: --judge-provider must be one of ${PROVIDERS.join(", ")}; got "${provider}".`,
    );
  const baseUrl = get("judge-base-url");
  if (baseUrl !== undefined && !/^https?:\/\//.test(baseUrl))
    throw new UsageError(`${command}: --judge-base-url must be an http(s) URL; got "${baseUrl}".`);
  const judge: JudgeOperatorSettings = {
    ...(provider === undefined ? {} : { provider: provider as ProviderName }),
    ...(get("judge-model") === undefined ? {} : { model: get("judge-model") }),
    ...(baseUrl === undefined ? {} : { base_url: baseUrl }),
    ...(env.CONTENT_SHIELD_JUDGE_API_KEY ? { api_key: env.CONTENT_SHIELD_JUDGE_API_KEY } : {}),
    tenantHosts: (get("judge-tenant-hosts") ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== ""),
    allowPrivateNetwork: flags.switches.has("judge-allow-private-network"),
  };
  const trust = get("trust-proxy");
  let trustProxy: AppOptions["trustProxy"];
  if (trust !== undefined) {
    if (/^\d+$/.test(trust)) trustProxy = integerFlag(command, "trust-proxy", trust, 1, 100);
    else if (trust === "true" || trust === "*")
      throw new UsageError(
        `${command}: --trust-proxy takes the number of proxies in front (e.g. 1) or their addresses/subnets (e.g. 10.0.0.0/8,loopback); trusting every hop would let clients choose their address.`,
      );
    else trustProxy = trust;
  }
  const signIn = get("signin-limit");
  const cpu = get("cpu-budget-ms");
  const workers = get("shield-workers");
  const timeout = get("shield-timeout-ms");
  return {
    shieldWorkers:
      workers === undefined
        ? Math.max(2, Math.min(4, availableParallelism() - 1))
        : integerFlag(command, "shield-workers", workers, 0, 64),
    ...(timeout === undefined
      ? {}
      : { shieldTimeoutMs: integerFlag(command, "shield-timeout-ms", timeout, 10, 600_000) }),
    ...(cpu === undefined ? {} : { cpuBudgetMs: integerFlag(command, "cpu-budget-ms", cpu, 0, 1_000_000) }),
    limits,
    judge,
    ...(trustProxy === undefined ? {} : { trustProxy }),
    ...(get("key-quota") === undefined
      ? {}
      : { keyQuota: integerFlag(command, "key-quota", get("key-quota")!, 1, 100_000) }),
    ...(signIn === undefined
      ? {}
      : {
          signInLimit: {
            max: integerFlag(command, "signin-limit", signIn, 1, 10_000),
            windowMs: 15 * 60_000,
          },
        }),
  };
}

export { DEFAULT_SHIELD_LIMITS };
