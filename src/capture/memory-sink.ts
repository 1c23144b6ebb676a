/**
 * A capture sink for runtimes without a file system (edge functions, Workers): interceptions wait in a
 * bounded in-memory queue (the oldest are dropped past `maxRecords`, and counted) and are posted in batches
 * to the Content Shield service with the same ingest client as the spool's delivery (`POST
 * /v1/interceptions`, every record accounted for, redirects not followed). Nothing survives the process: on
 * Node the durable spool stays the default. Web standards only.
 */
import type { CaptureHealth } from "./health.js";
import { postBatch, RetryLater } from "./ingest-client.js";
import type { InterceptionRecord, InterceptionSink } from "./record.js";

export interface MemorySinkOptions {
  /** The service's base URL (`https://shield.example.com`); without it records are only kept (and dropped). */
  url?: string | undefined;
  /** The service key sent as the bearer token. */
  serviceKey?: string | undefined;
  /** Most records kept while undelivered (default 1,000); the oldest go first. */
  maxRecords?: number | undefined;
  /** Records per POST (default 100). */
  batchSize?: number | undefined;
  /** Milliseconds after an append before a background flush (default 1,000; 0: only explicit `flush()`). */
  flushAfterMs?: number | undefined;
  /** Default: the global `fetch`. */
  fetch?: typeof fetch | undefined;
  /** Per-request timeout, milliseconds (default 10,000). */
  timeoutMs?: number | undefined;
}

/** `memorySink(options)`: pass it as the adapters' `sink`; in serverless handlers, `waitUntil(sink.flush())`. */
export class MemorySink implements InterceptionSink {
  private readonly queue: InterceptionRecord[] = [];
  private readonly stats: CaptureHealth = {
    spooled: 0,
    delivered: 0,
    dropped: 0,
    quarantined: 0,
    queued: 0,
    disk_failing: false,
    last_error: null,
  };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | undefined;

  constructor(private readonly options: MemorySinkOptions = {}) {}

  append(record: InterceptionRecord): void {
    this.queue.push(record);
    const max = this.options.maxRecords ?? 1_000;
    while (this.queue.length > max) {
      this.queue.shift();
      this.stats.dropped++;
    }
    const after = this.options.flushAfterMs ?? 1_000;
    if (after > 0 && this.timer === undefined && this.options.url !== undefined) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, after);
      (this.timer as { unref?: () => void }).unref?.();
    }
  }

  /** Posts everything queued; resolves when done or when the service says "later" (records then stay). */
  flush(): Promise<void> {
    this.flushing ??= this.deliver().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  health(): CaptureHealth {
    return { ...this.stats, queued: this.queue.length };
  }

  /** The records still waiting, oldest first (for tests and for apps that ship them another way). */
  pending(): readonly InterceptionRecord[] {
    return this.queue;
  }

  private async deliver(): Promise<void> {
    const { url, serviceKey } = this.options;
    if (url === undefined || serviceKey === undefined) return;
    const request = {
      base: url.replace(/\/+$/, ""),
      key: serviceKey,
      fetch: this.options.fetch ?? fetch,
      timeoutMs: this.options.timeoutMs ?? 10_000,
    };
    const size = this.options.batchSize ?? 100;
    while (this.queue.length > 0) {
      const batch = this.queue.slice(0, size);
      try {
        const outcome = await postBatch(request, batch);
        this.queue.splice(0, batch.length);
        if (outcome.kind === "answered") {
          this.stats.delivered += outcome.accepted + outcome.duplicates;
          this.stats.quarantined += outcome.refused.length;
        } else {
          // A rejected key or a refused batch: nowhere durable to keep them here, so they are dropped.
          this.stats.dropped += batch.length;
          this.stats.last_error = `${outcome.kind} (HTTP ${outcome.status})`;
        }
      } catch (error) {
        this.stats.last_error = error instanceof Error ? error.message : String(error);
        if (error instanceof RetryLater) return;
        throw error;
      }
    }
  }
}

/** A memory-and-delivery capture sink (see `MemorySink`). */
export function memorySink(options: MemorySinkOptions = {}): MemorySink {
  return new MemorySink(options);
}
