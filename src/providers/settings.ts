/**
 * What each provider needs: its OpenAI-compatible endpoint, a default judge model, and which request
 * features its compatibility layer honours. `resolveProviderSettings` merges these with the config.
 */
import { ConfigError } from "../errors.js";
import type { ParsedGuardConfig, ProviderName } from "../schema.js";

export interface ProviderProfile {
  /** The OpenAI-compatible base URL (undefined for `custom`, which must give one). */
  readonly baseUrl: string | undefined;
  /** Model used when `config.model` is not set (undefined: `config.model` is required). */
  readonly defaultModel: string | undefined;
  /** Whether `response_format: {type: "json_object"}` is honoured (Anthropic's compat layer ignores it). */
  readonly jsonMode: boolean;
  /** `max_completion_tokens` (current OpenAI name) or the older `max_tokens` most self-hosted servers know. */
  readonly maxTokensField: "max_completion_tokens" | "max_tokens";
}

export const PROVIDER_PROFILES: Readonly<Record<ProviderName, ProviderProfile>> = {
  openai: {
    baseUrl: "https://api.openai.com/v1",
    defaultModel: "gpt-4o-mini",
    jsonMode: true,
    maxTokensField: "max_completion_tokens",
  },
  anthropic: {
    baseUrl: "https://api.anthropic.com/v1/",
    defaultModel: "claude-haiku-4-5",
    jsonMode: false,
    maxTokensField: "max_completion_tokens",
  },
  groq: {
    baseUrl: "https://api.groq.com/openai/v1",
    defaultModel: "llama-3.1-8b-instant",
    jsonMode: true,
    maxTokensField: "max_completion_tokens",
  },
  custom: { baseUrl: undefined, defaultModel: undefined, jsonMode: true, maxTokensField: "max_tokens" },
};

/** Everything the judge client needs, resolved from the config. */
export interface ProviderSettings {
  provider: ProviderName;
  baseUrl: string;
  model: string;
  apiKey: string;
  headers: Readonly<Record<string, string>>;
  jsonMode: boolean;
  maxTokensField: "max_completion_tokens" | "max_tokens";
  /** OpenAI reasoning models (o1/o3/o4, gpt-5) reject a temperature other than the default. */
  sendTemperature: boolean;
  timeoutMs: number;
  maxRetries: number;
}

const REASONING_MODEL = /^(o\d|gpt-5)/i;

export function resolveProviderSettings(config: ParsedGuardConfig): ProviderSettings {
  const profile = PROVIDER_PROFILES[config.provider];
  const baseUrl = config.base_url ?? profile.baseUrl;
  if (baseUrl === undefined) {
    throw new ConfigError([
      {
        path: "config.base_url",
        message: `is required when provider is "${config.provider}" (the OpenAI-compatible endpoint URL).`,
      },
    ]);
  }
  const model = config.model ?? profile.defaultModel;
  if (model === undefined) {
    throw new ConfigError([
      {
        path: "config.model",
        message: `is required when provider is "${config.provider}" (the model name your endpoint serves, e.g. "llama3.1:8b").`,
      },
    ]);
  }
  if (config.api_key === undefined) {
    throw new ConfigError([
      { path: "config.api_key", message: `is required to call the ${config.provider} provider.` },
    ]);
  }
  return {
    provider: config.provider,
    baseUrl,
    model,
    apiKey: config.api_key,
    headers: config.headers ?? {},
    jsonMode: profile.jsonMode,
    maxTokensField: profile.maxTokensField,
    sendTemperature: !(config.provider === "openai" && REASONING_MODEL.test(model)),
    timeoutMs: config.timeout_ms,
    maxRetries: config.max_retries,
  };
}
