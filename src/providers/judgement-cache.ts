/**
 * Identical judgements are asked once: a bounded LRU of answers, plus de-duplication of requests still in
 * flight (two rules judging the same text with the same metric share one provider call). Only answers are
 * cached, never failures. A shared in-flight call is cancelled only when every caller waiting on it aborted.
 */
import { createHash } from "node:crypto";
import type { JudgeAnswer, JudgeRequest } from "../metrics/contract.js";

/** A small LRU on top of `Map`'s insertion order. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

export interface CacheScope {
  provider: string;
  model: string;
  baseUrl: string;
}

/** `provider|model|base_url|metric|sha256(system, user)` — prompt text is hashed, never kept in keys. */
export function judgementKey(scope: CacheScope, request: JudgeRequest): string {
  const digest = createHash("sha256")
    .update(request.system)
    .update("\u0000")
    .update(request.user)
    .digest("hex");
  return `${scope.provider}|${scope.model}|${scope.baseUrl}|${request.metric}|${digest}`;
}

interface InFlight {
  promise: Promise<JudgeAnswer>;
  waiters: number;
  controller: AbortController;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("This operation was aborted", "AbortError");
}

export class JudgementCache {
  private readonly answers: LruCache<string, JudgeAnswer>;
  private readonly inFlight = new Map<string, InFlight>();

  constructor(capacity = 1_000) {
    this.answers = new LruCache(capacity);
  }

  get size(): number {
    return this.answers.size;
  }

  clear(): void {
    this.answers.clear();
  }

  /**
   * Returns the cached answer, joins an identical call in flight, or starts `ask(signal)`; the signal it
   * receives aborts when every caller has aborted.
   */
  async getOrAsk(
    key: string,
    signal: AbortSignal | undefined,
    ask: (signal: AbortSignal) => Promise<JudgeAnswer>,
  ): Promise<JudgeAnswer> {
    if (signal?.aborted) throw abortError(signal);
    const cached = this.answers.get(key);
    if (cached !== undefined) return cached;
    let entry = this.inFlight.get(key);
    if (entry === undefined) {
      const controller = new AbortController();
      const promise = ask(controller.signal).then((answer) => {
        this.answers.set(key, answer);
        return answer;
      });
      const created: InFlight = { promise, waiters: 0, controller };
      entry = created;
      this.inFlight.set(key, created);
      promise.then(
        () => this.inFlight.delete(key),
        () => this.inFlight.delete(key),
      );
    }
    return this.wait(entry, signal);
  }

  private wait(entry: InFlight, signal: AbortSignal | undefined): Promise<JudgeAnswer> {
    entry.waiters += 1;
    if (signal === undefined) return entry.promise;
    return new Promise<JudgeAnswer>((resolve, reject) => {
      const onAbort = (): void => {
        entry.waiters -= 1;
        if (entry.waiters === 0) entry.controller.abort(signal.reason);
        reject(abortError(signal));
      };
      signal.addEventListener("abort", onAbort, { once: true });
      entry.promise.then(
        (answer) => {
          signal.removeEventListener("abort", onAbort);
          resolve(answer);
        },
        (error: unknown) => {
          signal.removeEventListener("abort", onAbort);
          reject(error);
        },
      );
    });
  }
}

/** Shared by every judge in the process, so `Guard.shield` (a new Guard per call) benefits too. */
export const sharedJudgementCache = new JudgementCache();
