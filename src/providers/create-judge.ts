/**
 * Builds the LLM judge for `llm`-engine rules from the config. The `openai` SDK (an optional peer
 * dependency) is loaded here, on first use, so importing content-shield stays light.
 */
import type OpenAI from "openai";
import { ConfigError } from "../errors.js";
import type { ParsedGuardConfig } from "../schema.js";
import { processEnv } from "../util/runtime.js";
import { type JudgementCache, sharedJudgementCache } from "./judgement-cache.js";
import { OpenAICompatibleJudge } from "./openai-judge.js";
import { resolveProviderSettings } from "./settings.js";

type OpenAIConstructor = typeof OpenAI;

let sdk: Promise<OpenAIConstructor> | undefined;

function loadSdk(): Promise<OpenAIConstructor> {
  sdk ??= import("openai").then(
    (module) => module.default,
    (error: unknown) => {
      sdk = undefined;
      throw new ConfigError(
        [
          {
            path: "config.provider",
            message:
              'the llm engine needs the "openai" package (peer dependency ^6 || ^7); install it with `npm install openai`.',
          },
        ],
        { cause: error },
      );
    },
  );
  return sdk;
}

export interface CreateJudgeOptions {
  /** Where answers are cached; default: one LRU (1000 answers) shared by every judge in the process. */
  cache?: JudgementCache;
  /** Replaces the wait between retries (tests record the delays instead of sleeping). */
  sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  /** The fetch the SDK uses; the service passes one that enforces its outbound policy (see outbound.ts). */
  fetch?: typeof globalThis.fetch;
}

export async function createJudge(
  config: ParsedGuardConfig,
  options: CreateJudgeOptions = {},
): Promise<OpenAICompatibleJudge> {
  const settings = resolveProviderSettings(config);
  const OpenAIClient = await loadSdk();
  const client = new OpenAIClient({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    defaultHeaders: { ...settings.headers },
    timeout: settings.timeoutMs,
    maxRetries: 0,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    // Only the config decides where requests go and what they carry: no OPENAI_ORG_ID/OPENAI_PROJECT_ID
    // headers sent to other providers from the environment.
    organization: null,
    project: null,
    // The library never writes to the console; OPENAI_LOG still turns the SDK's own logging on.
    ...(processEnv().OPENAI_LOG === undefined ? { logLevel: "off" as const } : {}),
  });
  return new OpenAICompatibleJudge({
    settings,
    client,
    errors: OpenAIClient,
    cache: options.cache ?? sharedJudgementCache,
    ...(options.sleep === undefined ? {} : { sleep: options.sleep }),
  });
}
