/**
 * The judge client: one chat-completions request per judgement through the official `openai` SDK, against
 * any OpenAI-compatible endpoint. It owns retries (the SDK's are turned off) so that malformed answers are
 * retried too, backoff sleeps stop at once on abort, and the final failure is one `ProviderError`.
 */
import type OpenAI from "openai";
import { ProviderError } from "../errors.js";
import type { Judge, JudgeAnswer, JudgeRequest } from "../metrics/contract.js";
import { type JudgementCache, judgementKey } from "./judgement-cache.js";
import { parseJudgeAnswer } from "./parse-answer.js";
import { backoffMs, classifyFailure, type FailureInfo, type SdkErrors, sleep } from "./retry.js";
import type { ProviderSettings } from "./settings.js";

/** Enough room for `{score, reason, labels}` with a one-sentence reason. */
const MAX_ANSWER_TOKENS = 300;

export interface JudgeClientOptions {
  settings: ProviderSettings;
  client: OpenAI;
  /** The SDK's error classes, to classify failures. */
  errors: SdkErrors;
  cache: JudgementCache;
  /** Waits between attempts (tests inject a recorder). */
  sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  random?: () => number;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("This operation was aborted", "AbortError");
}

export class OpenAICompatibleJudge implements Judge {
  private readonly settings: ProviderSettings;
  private readonly client: OpenAI;
  private readonly errors: SdkErrors;
  private readonly cache: JudgementCache;
  private readonly sleep: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  private readonly random: () => number;
  /** Cleared for `custom` endpoints that reject `response_format`. */
  private jsonMode: boolean;

  constructor(options: JudgeClientOptions) {
    this.settings = options.settings;
    this.client = options.client;
    this.errors = options.errors;
    this.cache = options.cache;
    this.sleep = options.sleep ?? sleep;
    this.random = options.random ?? Math.random;
    this.jsonMode = options.settings.jsonMode;
  }

  judge(request: JudgeRequest, signal: AbortSignal | undefined): Promise<JudgeAnswer> {
    const { provider, model, baseUrl } = this.settings;
    const key = judgementKey({ provider, model, baseUrl }, request);
    return this.cache.getOrAsk(key, signal, (shared) => this.askWithRetries(request, shared));
  }

  private body(request: JudgeRequest): OpenAI.ChatCompletionCreateParamsNonStreaming {
    const { model, sendTemperature, maxTokensField } = this.settings;
    return {
      model,
      messages: [
        { role: "system", content: request.system },
        { role: "user", content: request.user },
      ],
      ...(sendTemperature ? { temperature: 0 } : {}),
      [maxTokensField]: MAX_ANSWER_TOKENS,
      ...(this.jsonMode ? { response_format: { type: "json_object" as const } } : {}),
    };
  }

  private async askOnce(request: JudgeRequest, signal: AbortSignal): Promise<JudgeAnswer> {
    const completion = await this.client.chat.completions.create(this.body(request), {
      signal,
      timeout: this.settings.timeoutMs,
      maxRetries: 0,
    });
    return parseJudgeAnswer(completion.choices?.[0]?.message?.content);
  }

  private async askWithRetries(request: JudgeRequest, signal: AbortSignal): Promise<JudgeAnswer> {
    const attempts = this.settings.maxRetries + 1;
    let last: { error: unknown; info: FailureInfo } | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (signal.aborted) throw abortReason(signal);
      try {
        return await this.askOnce(request, signal);
      } catch (error) {
        if (signal.aborted) throw abortReason(signal);
        const info = classifyFailure(error, this.settings.timeoutMs, this.errors);
        last = { error, info };
        if (this.dropJsonModeAfter(info)) {
          attempt -= 1;
          continue;
        }
        if (!info.retryable || attempt === attempts) break;
        const wait = info.retryAfterMs ?? backoffMs(attempt, this.random);
        // A provider asking for a longer pause than one request may take: give up now, let the policy decide.
        if (wait > this.settings.timeoutMs) break;
        await this.sleep(wait, signal);
      }
    }
    throw this.failure(request, last, attempts);
  }

  /** A custom endpoint answering 400 about `response_format`: retry at once without JSON mode. */
  private dropJsonModeAfter(info: FailureInfo): boolean {
    if (!this.jsonMode || this.settings.provider !== "custom") return false;
    if (info.status !== 400 || !/response_format|json_object|json mode/i.test(info.summary)) return false;
    this.jsonMode = false;
    return true;
  }

  private failure(
    request: JudgeRequest,
    last: { error: unknown; info: FailureInfo } | undefined,
    attempts: number,
  ): ProviderError {
    const { provider, model } = this.settings;
    const summary = last?.info.summary ?? "unknown failure";
    const tries =
      last?.info.retryable === false ? "" : ` after ${attempts} attempt${attempts === 1 ? "" : "s"}`;
    return new ProviderError(
      `${provider} judge (model ${model}) failed for ${request.rule_path} (metric ${request.metric})${tries}: ${summary}`,
      { cause: last?.error, ...(last?.info.status === undefined ? {} : { status: last.info.status }) },
    );
  }
}
