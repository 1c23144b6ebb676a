/**
 * LLM judging inside the service. Provider settings (provider, model, api_key, base_url, headers) come from
 * the operator (`content-shield serve --judge-*`, env `CONTENT_SHIELD_JUDGE_API_KEY`), never from a
 * tenant's request: a tenant `config` naming any of them is refused with a 400 naming the field, unless
 * the operator allowlists judge hosts (`--judge-tenant-hosts`), in which case a tenant may bring its own
 * endpoint on one of those hosts. Every judge request goes through the outbound policy (no redirects, no
 * private addresses unless allowed, only listed hosts), and every failure reaches the tenant as the same
 * generic `ProviderError` — no upstream body, no network detail — while the operator's log gets the cause.
 */

import type {
  GuardConfig,
  Judge,
  JudgeAnswer,
  JudgeRequest,
  ParsedGuardConfig,
  ProviderErrorPolicy,
  ProviderName,
} from "content-shield/internal";
import {
  ConfigError,
  type Issue,
  PROVIDER_PROFILES,
  ProviderError,
  resolveConfig,
} from "content-shield/internal";

export interface JudgeOperatorSettings {
  provider?: ProviderName | undefined;
  model?: string | undefined;
  api_key?: string | undefined;
  base_url?: string | undefined;
  headers?: Readonly<Record<string, string>> | undefined;
  /** Upper bound on a tenant's `config.timeout_ms` (default 30 s). */
  timeout_ms?: number | undefined;
  /** Upper bound on a tenant's `config.max_retries` (default 2). */
  max_retries?: number | undefined;
  /** Hosts a tenant's own `base_url` may name (`*.example.com` for subdomains); empty: tenants name none. */
  tenantHosts?: readonly string[] | undefined;
  /** Allow judge endpoints on loopback/private/link-local addresses (an operator's own model server). */
  allowPrivateNetwork?: boolean | undefined;
}

/** Keys a tenant's config may set; the provider keys only with `tenantHosts`. */
const TENANT_KEYS = new Set([
  "group",
  "capture",
  "on_provider_error",
  "timeout_ms",
  "max_retries",
  "max_text_length",
]);
const PROVIDER_KEYS = new Set(["provider", "model", "api_key", "base_url", "headers"]);

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

export interface TenantConfigResult {
  /** The Guard config: the tenant's safe keys, capped, plus the operator's (or allowed tenant's) provider. */
  config: GuardConfig;
  /** Hosts the judge may reach for this config. */
  allowedHosts: string[];
}

/**
 * Builds the Guard config for one tenant request; throws `ConfigError` naming every refused field.
 * `maxTextLength` caps `config.max_text_length`; the operator's timeout/retries cap the tenant's.
 */
export function tenantConfig(
  raw: unknown,
  operator: JudgeOperatorSettings,
  maxTextLength: number,
): TenantConfigResult {
  const given = raw === undefined || raw === null ? {} : raw;
  if (typeof given !== "object" || Array.isArray(given))
    throw new ConfigError([{ path: "config", message: "must be an object." }]);
  const tenantHosts = operator.tenantHosts ?? [];
  const issues: Issue[] = [];
  const safe: Record<string, unknown> = {};
  const ownProvider: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    if (TENANT_KEYS.has(key)) safe[key] = value;
    else if (PROVIDER_KEYS.has(key)) {
      if (tenantHosts.length === 0)
        issues.push({
          path: `config.${key}`,
          message:
            "is not accepted by this service: LLM judging uses the provider its operator configured (content-shield serve --judge-*). Remove the field.",
        });
      else ownProvider[key] = value;
    } else if (key === "service_key")
      issues.push({
        path: "config.service_key",
        message:
          "is not accepted here: the service uses the key in the Authorization header. Remove the field.",
      });
    else safe[key] = value; // unknown keys: the library's validation names them with a did-you-mean
  }
  if (issues.length > 0) throw new ConfigError(issues);

  const capped = (key: string, bound: number): void => {
    if (typeof safe[key] === "number") safe[key] = Math.min(safe[key] as number, bound);
  };
  capped("max_text_length", maxTextLength);
  capped("timeout_ms", operator.timeout_ms ?? 30_000);
  capped("max_retries", operator.max_retries ?? 2);
  if (safe.max_text_length === undefined) safe.max_text_length = maxTextLength;
  if (safe.timeout_ms === undefined && operator.timeout_ms !== undefined)
    safe.timeout_ms = operator.timeout_ms;
  if (safe.max_retries === undefined && operator.max_retries !== undefined)
    safe.max_retries = operator.max_retries;

  if (Object.keys(ownProvider).length > 0) {
    const provider = (ownProvider.provider ?? "openai") as ProviderName;
    const baseUrl =
      typeof ownProvider.base_url === "string" ? ownProvider.base_url : PROVIDER_PROFILES[provider]?.baseUrl;
    const host = baseUrl === undefined ? "" : hostOf(baseUrl);
    const allowed = tenantHosts.some((p) =>
      p.startsWith("*.") ? host.endsWith(p.slice(1)) : host === p.toLowerCase(),
    );
    if (!allowed)
      throw new ConfigError([
        {
          path: ownProvider.base_url === undefined ? "config.provider" : "config.base_url",
          message: `names host ${JSON.stringify(host)}, which this service's operator does not allow for judge requests; allowed: ${tenantHosts.join(", ")}.`,
        },
      ]);
    return { config: { ...safe, ...ownProvider }, allowedHosts: [...tenantHosts] };
  }
  const operatorProvider: Record<string, unknown> = {};
  for (const key of PROVIDER_KEYS) {
    const value = operator[key as keyof JudgeOperatorSettings];
    if (value !== undefined) operatorProvider[key] = value;
  }
  const operatorHost = hostOf(
    operator.base_url ?? PROVIDER_PROFILES[operator.provider ?? "openai"]?.baseUrl ?? "",
  );
  return { config: { ...safe, ...operatorProvider }, allowedHosts: operatorHost ? [operatorHost] : [] };
}

/** Rewrites the library's "config.api_key is required because rules[…] runs on the llm engine" for tenants. */
export function explainMissingJudge(error: unknown): unknown {
  if (!(error instanceof ConfigError)) return error;
  const issue = (error as ConfigError & { issues?: readonly Issue[] }).issues?.[0];
  // The printed path: `at` where issues carry it (path as keys and indexes), else the `path` string.
  const at = (issue as { at?: unknown } | undefined)?.at ?? issue?.path;
  if (
    issue === undefined ||
    typeof at !== "string" ||
    !["config.api_key", "config.model", "config.base_url"].includes(at)
  )
    return error;
  const rule = /rulesets\[\d+\]\.rules\[\d+\]/.exec(issue.message)?.[0];
  return new ConfigError([
    {
      path: rule === undefined ? "rulesets" : `${rule}.engine`,
      message:
        'runs on the "llm" engine, but this service has no LLM judge configured (its operator sets one with content-shield serve --judge-provider/--judge-model and CONTENT_SHIELD_JUDGE_API_KEY). Use engine "local" where the metric has one.',
    },
  ]);
}

/** What the tenant sees for every judge failure, whatever happened upstream. */
export const JUDGE_FAILED = "the LLM judge did not answer; the service's log has the details";

/**
 * The judge a service Guard uses: builds the real one on first use with the outbound-safe fetch, and turns
 * every failure into the same generic `ProviderError` after reporting the cause to `onError`.
 */
export class ServiceJudge implements Judge {
  readonly onProviderError: ProviderErrorPolicy;
  private inner: Promise<Judge> | undefined;

  constructor(
    private readonly config: ParsedGuardConfig,
    private readonly outbound: { allowedHosts: string[]; allowPrivateNetwork: boolean },
    private readonly onError: (error: unknown) => void,
  ) {
    this.onProviderError = config.on_provider_error;
  }

  static forConfig(
    config: GuardConfig,
    outbound: { allowedHosts: string[]; allowPrivateNetwork: boolean },
    onError: (error: unknown) => void,
  ): ServiceJudge {
    return new ServiceJudge(resolveConfig(config), outbound, onError);
  }

  private build(): Promise<Judge> {
    this.inner ??= (async () => {
      const [{ createJudge }, { createSafeFetch }] = await Promise.all([
        import("content-shield/internal"),
        import("./outbound.js"),
      ]);
      const fetch = await createSafeFetch(this.outbound);
      return createJudge(this.config, { fetch });
    })();
    this.inner.catch(() => {
      this.inner = undefined;
    });
    return this.inner;
  }

  async judge(request: JudgeRequest, signal: AbortSignal | undefined): Promise<JudgeAnswer> {
    try {
      return await (await this.build()).judge(request, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      this.onError(error);
      throw new ProviderError(`${JUDGE_FAILED} (${request.rule_path}, metric ${request.metric}).`);
    }
  }
}
