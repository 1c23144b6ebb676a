/**
 * Which provider failures are worth retrying, how long to wait, and an abortable sleep.
 * Retried: timeouts, connection failures, 408, 409, 429, 5xx and malformed answers. Not retried: 400, 401,
 * 403, 404, 422 — asking again cannot fix a bad key or a bad request. `retry-after-ms` / `retry-after`
 * (seconds or an HTTP date) are honoured; otherwise exponential backoff with jitter.
 */
import { setTimeout as delay } from "node:timers/promises";
import type OpenAI from "openai";

export interface FailureInfo {
  /** HTTP status of the provider's answer, when there was one. */
  status: number | undefined;
  retryable: boolean;
  /** What the provider asked us to wait, in ms, when it said. */
  retryAfterMs: number | undefined;
  /** Short description for the ProviderError message. */
  summary: string;
}

const RETRYABLE_STATUS = new Set([408, 409, 429]);

/** Backoff before retry number `attempt` (1-based): 250 ms, 500 ms, 1 s … capped at 8 s, with 50–100 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(8_000, 250 * 2 ** (attempt - 1));
  return Math.round(base * (0.5 + random() * 0.5));
}

/** Reads `retry-after-ms` or `retry-after` (delta seconds or HTTP date). */
export function retryAfterMs(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  if (headers === undefined) return undefined;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "" && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers.get("retry-after");
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The SDK's error classes (static on the client class, loaded lazily with it). */
export type SdkErrors = Pick<typeof OpenAI, "APIError" | "APIConnectionError" | "APIConnectionTimeoutError">;

/** Classifies an error thrown by the openai SDK (or by our answer parser). */
export function classifyFailure(error: unknown, timeoutMs: number, sdk: SdkErrors): FailureInfo {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof sdk.APIConnectionTimeoutError) {
    return {
      status: undefined,
      retryable: true,
      retryAfterMs: undefined,
      summary: `timed out after ${timeoutMs} ms`,
    };
  }
  if (error instanceof sdk.APIConnectionError) {
    const cause = error.cause as { cause?: { code?: unknown }; code?: unknown } | undefined;
    const code = cause?.cause?.code ?? cause?.code;
    return {
      status: undefined,
      retryable: true,
      retryAfterMs: undefined,
      summary: `connection failed${typeof code === "string" ? ` (${code})` : ""}`,
    };
  }
  const e = error instanceof sdk.APIError ? error : undefined;
  if (e !== undefined && typeof e.status === "number") {
    const status = e.status;
    const headers = e.headers instanceof Headers ? e.headers : undefined;
    return {
      status,
      retryable: RETRYABLE_STATUS.has(status) || status >= 500,
      retryAfterMs: retryAfterMs(headers),
      summary: message,
    };
  }
  // Malformed answers (MalformedAnswerError), unparsable bodies: the next answer may be fine.
  return { status: undefined, retryable: true, retryAfterMs: undefined, summary: message };
}

/** Waits `ms`, rejecting with the signal's reason as soon as it aborts. */
export async function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) {
    signal?.throwIfAborted();
    return;
  }
  try {
    await delay(ms, undefined, signal === undefined ? {} : { signal });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}
