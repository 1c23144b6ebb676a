/**
 * Delivery: ships sealed spool segments to the service (`CONTENT_SHIELD_URL`) in background batches.
 *
 * - Off the request path: `append` only queues into the spool; delivery runs on an unref'd timer, so it
 *   never keeps the process alive and a request never waits on the service.
 * - Nothing lost: a segment is deleted only after every batch of it was answered 2xx. Service down, 5xx
 *   or 429: retried with exponential backoff (429 honours Retry-After). A crash leaves segments on disk;
 *   open segments of dead processes are recovered and shipped by the next process (or `content-shield serve`).
 * - Nothing duplicated: the service stores each interception id once, so a batch re-sent after a lost
 *   answer is counted as duplicates, not stored twice.
 * - Keys: records carry only the key's hash; the raw key comes from Guards created in this process
 *   (`rememberServiceKey`) or CONTENT_SHIELD_SERVICE_KEY. Each key is checked once (`GET /v1/auth/check`,
 *   cached). A rejected key (401) raises an `AuthenticationError` through `onError` (default: a process
 *   warning) and from the next `flush()`; its records stay in the spool, never silently dropped. A segment
 *   the service refuses outright (400: malformed records) is moved to `spool/rejected/` and reported, so
 *   one bad file cannot block delivery.
 */
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { AuthenticationError } from "../errors.js";
import { hashServiceKey, isWellFormedServiceKey } from "../keys.js";
import type { InterceptionRecord, InterceptionSink } from "./record.js";
import {
  type FileSpool,
  listSealedSegments,
  parseSegment,
  recoverAbandonedSegments,
  spoolDirectory,
} from "./spool.js";

const knownKeys = new Map<string, string>();
let keysVersion = 0;
let defaultErrorHandler: ((error: Error) => void) | undefined;

/**
 * Sets where the default sink's delivery reports failures that need a human (a rejected key, a batch the
 * service refuses). Without one they become process warnings (stderr) and are thrown by the next `flush()`.
 */
export function onDeliveryError(handler: ((error: Error) => void) | undefined): void {
  defaultErrorHandler = handler;
}

/** Lets delivery ship records captured with `key` (only its hash is in the spool). Called by `Guard`. */
export function rememberServiceKey(key: string): void {
  const hash = hashServiceKey(key);
  if (!knownKeys.has(hash)) {
    knownKeys.set(hash, key);
    keysVersion++;
  }
}

export interface DeliveryOptions {
  /** The service's base URL, e.g. `https://shield.example.com`. */
  url: string;
  /** CONTENT_SHIELD_HOME: the spool to ship from. */
  home: string;
  /** Called before each round, e.g. to seal this process's open segment. */
  beforeRound?: (() => Promise<void>) | undefined;
  /** Receives delivery failures that need a human (rejected key); default: `process.emitWarning`. */
  onError?: ((error: Error) => void) | undefined;
  /** Extra raw key (default: CONTENT_SHIELD_SERVICE_KEY). */
  serviceKey?: string | undefined;
  /** Idle poll interval (default 1000 ms). */
  intervalMs?: number | undefined;
  /** Records per request (default 500, at most 1000). */
  batchSize?: number | undefined;
  /** Backoff bounds (default 250 ms … 30 s). */
  minBackoffMs?: number | undefined;
  maxBackoffMs?: number | undefined;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number | undefined;
  fetch?: typeof fetch | undefined;
}

type KeyState = { status: "ok" } | { status: "rejected"; until: number };

/** Thrown inside a round when the service cannot be reached or answers 5xx/429: retry later. */
class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** The service refuses the records themselves (4xx other than auth/size/rate): retrying cannot help. */
class Refused extends Error {}

const REJECTED_KEY_RECHECK_MS = 5 * 60_000;

export class Delivery {
  private readonly base: string;
  private readonly directory: string;
  private readonly batchSize: number;
  private readonly fetchImpl: typeof fetch;
  private readonly keyStates = new Map<string, KeyState>();
  /** Segments holding only records of keys this process cannot ship, with the key-set version seen. */
  private readonly parked = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private failures = 0;
  private pendingError: Error | undefined;
  private stopped = true;
  /** Records the service acknowledged (accepted + duplicates), for tests and diagnostics. */
  delivered = 0;

  constructor(private readonly options: DeliveryOptions) {
    this.base = options.url.replace(/\/+$/, "");
    this.directory = spoolDirectory(options.home);
    this.batchSize = Math.min(Math.max(options.batchSize ?? 500, 1), 1000);
    this.fetchImpl = options.fetch ?? fetch;
    const extra = options.serviceKey ?? process.env.CONTENT_SHIELD_SERVICE_KEY;
    if (extra !== undefined && isWellFormedServiceKey(extra)) rememberServiceKey(extra);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Runs a round now (or joins the running one). Resolves when it ends; never rejects. */
  kick(): Promise<void> {
    this.running ??= this.round().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** The pending rejected-key error, once (then cleared). */
  takeError(): Error | undefined {
    const error = this.pendingError;
    this.pendingError = undefined;
    return error;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.kick().then(() => this.schedule(this.nextDelay()));
    }, delayMs);
    this.timer.unref();
  }

  private retryAfterMs: number | undefined;

  private nextDelay(): number {
    if (this.failures === 0) return this.options.intervalMs ?? 1000;
    const min = this.options.minBackoffMs ?? 250;
    const max = this.options.maxBackoffMs ?? 30_000;
    const exponential = Math.min(max, min * 2 ** Math.min(this.failures - 1, 20));
    const jittered = exponential / 2 + Math.random() * (exponential / 2);
    return Math.max(jittered, this.retryAfterMs ?? 0);
  }

  private async round(): Promise<void> {
    try {
      await this.options.beforeRound?.();
      recoverAbandonedSegments(this.directory);
      for (const name of listSealedSegments(this.directory)) {
        if (this.parked.get(name) === keysVersion) continue;
        await this.shipSegment(name);
      }
      this.failures = 0;
      this.retryAfterMs = undefined;
    } catch (error) {
      if (!(error instanceof RetryLater))
        this.report(error instanceof Error ? error : new Error(String(error)));
      this.failures++;
      this.retryAfterMs = error instanceof RetryLater ? error.retryAfterMs : undefined;
    }
  }

  private async shipSegment(name: string): Promise<void> {
    const path = join(this.directory, name);
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // shipped by another process
      throw error;
    }
    const byKey = new Map<string, InterceptionRecord[]>();
    const all = parseSegment(text).records;
    for (const record of all) {
      const list = byKey.get(record.key_hash) ?? [];
      list.push(record);
      byKey.set(record.key_hash, list);
    }
    const kept: InterceptionRecord[] = [];
    for (const [hash, records] of byKey) {
      const key = knownKeys.get(hash);
      if (key === undefined || !(await this.keyIsAccepted(key))) {
        kept.push(...records);
        continue;
      }
      for (let start = 0; start < records.length; start += this.batchSize) {
        let sent: boolean;
        try {
          sent = await this.post(key, records.slice(start, start + this.batchSize));
        } catch (error) {
          if (!(error instanceof Refused)) throw error;
          await this.setAside(name, error.message);
          return;
        }
        if (!sent) {
          kept.push(...records.slice(start));
          break;
        }
      }
    }
    if (kept.length === 0) {
      await unlink(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
      this.parked.delete(name);
      return;
    }
    if (kept.length < all.length) {
      // Some records were shipped: keep only the rest (atomic replace; a crash before it re-sends, deduped).
      await writeFile(`${path}.tmp`, kept.map((record) => `${JSON.stringify(record)}\n`).join(""), {
        mode: 0o600,
      });
      await rename(`${path}.tmp`, path);
    }
    this.parked.set(name, keysVersion);
  }

  /** Moves a segment the service refuses to `spool/rejected/` (kept for inspection) and reports it. */
  private async setAside(name: string, reason: string): Promise<void> {
    const aside = join(this.directory, "rejected");
    await mkdir(aside, { recursive: true, mode: 0o700 });
    await rename(join(this.directory, name), join(aside, name));
    this.report(
      new Error(
        `The Content Shield service refused the interceptions in ${name} (${reason}); the file was moved to ${aside}.`,
      ),
    );
  }

  private async keyIsAccepted(key: string): Promise<boolean> {
    const state = this.keyStates.get(key);
    if (state?.status === "ok") return true;
    if (state?.status === "rejected" && Date.now() < state.until) return false;
    const response = await this.request("GET", "/v1/auth/check", key);
    if (response.status === 401 || response.status === 403) {
      this.reject(key, response);
      return false;
    }
    await this.raiseForRetry(response);
    this.keyStates.set(key, { status: "ok" });
    return true;
  }

  /** True when the batch was acknowledged; false when the key was rejected (records kept). */
  private async post(key: string, records: InterceptionRecord[]): Promise<boolean> {
    const response = await this.request("POST", "/v1/interceptions", key, JSON.stringify(records));
    if (response.status === 401 || response.status === 403) {
      this.reject(key, response);
      return false;
    }
    await this.raiseForRetry(response);
    if (response.status === 413 && records.length > 1) {
      // Too large for the service's body limit: send it in halves.
      await response.body?.cancel().catch(() => {});
      const half = Math.ceil(records.length / 2);
      return (await this.post(key, records.slice(0, half))) && (await this.post(key, records.slice(half)));
    }
    if (!response.ok) {
      const body = await response.text().catch(() => "");
      throw new Refused(`HTTP ${response.status}: ${body.slice(0, 500)}`);
    }
    const result = (await response.json().catch(() => null)) as {
      accepted?: unknown;
      duplicates?: unknown;
    } | null;
    this.delivered += Number(result?.accepted ?? 0) + Number(result?.duplicates ?? 0);
    return true;
  }

  private async request(method: string, path: string, key: string, body?: string): Promise<Response> {
    try {
      return await this.fetchImpl(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new RetryLater(
        `Content Shield service unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async raiseForRetry(response: Response): Promise<void> {
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel().catch(() => {});
      const seconds = Number(response.headers.get("retry-after"));
      throw new RetryLater(
        `HTTP ${response.status}`,
        Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined,
      );
    }
  }

  private reject(key: string, response: Response): void {
    void response.body?.cancel().catch(() => {});
    const before = this.keyStates.get(key);
    this.keyStates.set(key, { status: "rejected", until: Date.now() + REJECTED_KEY_RECHECK_MS });
    if (before?.status === "rejected") return;
    this.report(
      new AuthenticationError(
        `The Content Shield service at ${this.base} rejected the service key starting "${key.slice(0, 11)}" (HTTP ${response.status}): it is unknown there or revoked. Its interceptions stay in the local spool under ${this.directory}; create a new key with \`content-shield keys create\` and restart the app.`,
      ),
    );
  }

  private report(error: Error): void {
    this.pendingError = error;
    const handler = this.options.onError ?? defaultErrorHandler;
    if (handler) handler(error);
    else process.emitWarning(error);
  }
}

/**
 * The default sink when CONTENT_SHIELD_URL is set: the durable spool plus background delivery.
 * `flush()` makes everything durable, starts a delivery round without waiting for it, and throws a
 * pending delivery error (e.g. `AuthenticationError` for a rejected key) once.
 */
export class DeliveringSink implements InterceptionSink {
  constructor(
    readonly spool: FileSpool,
    readonly delivery: Delivery,
  ) {}

  append(record: InterceptionRecord): void {
    this.spool.append(record);
  }

  async flush(): Promise<void> {
    await this.spool.flush();
    void this.delivery.kick();
    const error = this.delivery.takeError();
    if (error !== undefined) throw error;
  }
}

/** Starts background delivery of `spool` to `url`. */
export function deliveringSink(
  spool: FileSpool,
  url: string,
  home: string,
  serviceKey?: string,
): DeliveringSink {
  const delivery = new Delivery({ url, home, serviceKey, beforeRound: () => spool.flush() });
  delivery.start();
  return new DeliveringSink(spool, delivery);
}
