/**
 * Delivery: ships sealed spool segments to the service (`CONTENT_SHIELD_URL`) in background batches.
 *
 * - Off the request path: `append` only queues into the spool; delivery runs on an unref'd timer, so it
 *   never keeps the process alive and a request never waits on the service.
 * - Honest: a batch counts as delivered only when the service's answer accounts for every record
 *   (`accepted + duplicates + rejected = sent`; see `ingest-client.ts`); redirects are not followed. A
 *   segment is deleted only when each of its records was delivered or quarantined.
 * - Every record ends delivered, quarantined or reported: records the service refuses (its per-record
 *   `rejected` list; a 400/413 on a batch is split in halves until the bad record stands alone; a 500 on a
 *   record alone while the service is otherwise healthy) go to `spool/rejected/<segment>` with the reason,
 *   and the rest move on. Service down, 429, 502–504, a redirect or an answer that does not add up: the
 *   records stay, the round backs off exponentially (honouring `Retry-After`) and the failure is reported
 *   once (`onDeliveryError`, else a process warning) until a round succeeds again.
 * - Nothing duplicated: the service stores each interception id once per account, so a batch re-sent after
 *   a lost answer is counted as duplicates, not stored twice.
 * - Keys: records carry only the key's hash; the raw key comes from Guards created in this process
 *   (`rememberServiceKey`) or CONTENT_SHIELD_SERVICE_KEY. Each key is checked once (`GET /v1/auth/check`,
 *   cached). A rejected key (401) raises an `AuthenticationError`; its records stay in the spool.
 * - When the spool's disk refuses writes, the records held in memory are delivered from there.
 * - Records the spool's bound dropped are reported: after each round, `POST /v1/capture-reports`
 *   `{ id, dropped, group }` per key and group, with that key; each report keeps its id until the service
 *   acknowledges it, so a report re-sent after a lost answer is not counted twice.
 */
import { randomUUID } from "node:crypto";
import { readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { AuthenticationError } from "../errors.js";
import { isWellFormedServiceKey } from "../keys.js";
import { type CaptureHealth, reportCaptureError } from "./health.js";
import { type IngestRequest, postBatch, RetryLater, raiseForRetry, send } from "./ingest-client.js";
import type { InterceptionRecord, InterceptionSink } from "./record.js";
import {
  listSealedSegments,
  parseSegment,
  quarantine,
  recoverAbandonedSegments,
  spoolDirectory,
} from "./segments.js";
import { knownServiceKey, rememberServiceKey, serviceKeysVersion } from "./service-keys.js";
import type { FileSpool } from "./spool.js";

export { onDeliveryError } from "./health.js";
export { rememberServiceKey } from "./service-keys.js";

export interface DeliveryOptions {
  /** The service's base URL, e.g. `https://shield.example.com`. */
  url: string;
  /** CONTENT_SHIELD_HOME: the spool to ship from. */
  home: string;
  /** Called before each round, e.g. to seal this process's open segment. */
  beforeRound?: (() => Promise<void>) | undefined;
  /** The writing spool: its memory queue is delivered while its disk refuses writes. */
  spool?: FileSpool | undefined;
  /** Receives delivery failures that need a human; default: `onDeliveryError`'s handler, else a warning. */
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

/** A report of records the spool's bound dropped, for one key (by hash) and group. */
interface DropReport {
  id: string;
  keyHash: string;
  group: string;
  dropped: number;
  /** Sent at least once: its count is fixed from then on. */
  sent: boolean;
}

type KeyState = { status: "ok" } | { status: "rejected"; until: number };

const REJECTED_KEY_RECHECK_MS = 5 * 60_000;

/** What became of records being shipped: acknowledged by the service, or refused (to quarantine). */
interface Progress {
  acked: Set<InterceptionRecord>;
  quarantined: Array<{ reason: string; record: InterceptionRecord }>;
}

function newProgress(): Progress {
  return { acked: new Set(), quarantined: [] };
}

/** The records neither acknowledged nor refused: they stay for a later round. */
function rest(records: readonly InterceptionRecord[], progress: Progress): InterceptionRecord[] {
  const refused = new Set(progress.quarantined.map((entry) => entry.record));
  return records.filter((record) => !progress.acked.has(record) && !refused.has(record));
}

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
  private retryAfter: number | undefined;
  private pendingError: Error | undefined;
  private stopped = true;
  private readonly reportedKinds = new Set<string>();
  /** Records the service acknowledged (accepted + duplicates). */
  delivered = 0;
  /** Records quarantined under `spool/rejected/`. */
  quarantined = 0;
  /** Records dropped by the spool's bound whose report the service acknowledged. */
  dropsReported = 0;
  /** Drop reports not acknowledged yet (waiting for their key, or for the service). */
  private readonly dropReports: DropReport[] = [];
  lastError: string | null = null;

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

  /** The pending error (a rejected key, refused records, a lying service), once (then cleared). */
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

  private nextDelay(): number {
    if (this.failures === 0) return this.options.intervalMs ?? 1000;
    const min = this.options.minBackoffMs ?? 250;
    const max = this.options.maxBackoffMs ?? 30_000;
    const exponential = Math.min(max, min * 2 ** Math.min(this.failures - 1, 20));
    const jittered = exponential / 2 + Math.random() * (exponential / 2);
    return Math.max(jittered, this.retryAfter ?? 0);
  }

  private async round(): Promise<void> {
    try {
      await this.options.beforeRound?.();
      let failure: unknown;
      try {
        recoverAbandonedSegments(this.directory);
        for (const name of listSealedSegments(this.directory)) {
          if (this.parked.get(name) === serviceKeysVersion()) continue;
          await this.shipSegment(name);
        }
      } catch (error) {
        failure = error; // e.g. a spool folder this process cannot read: memory is still delivered
      }
      await this.shipMemory();
      if (failure !== undefined) throw failure;
      await this.reportDrops();
      this.failures = 0;
      this.retryAfter = undefined;
      this.reportedKinds.clear();
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      this.lastError = failure.message;
      if (!(error instanceof RetryLater) || error.report) this.reportOnce(failure);
      this.failures++;
      this.retryAfter = error instanceof RetryLater ? error.retryAfterMs : undefined;
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
    this.options.spool?.busy.add(name);
    try {
      const { records, bad } = parseSegment(text);
      const progress = newProgress();
      let retry: unknown;
      try {
        await this.shipRecords(records, progress);
      } catch (error) {
        if (!(error instanceof RetryLater)) throw error;
        retry = error;
      }
      const kept = rest(records, progress);
      const entries = [
        ...bad.map((line) => ({ reason: `line ${line.line}: ${line.reason}`, line: line.text })),
        ...progress.quarantined,
      ];
      if (entries.length > 0 && !this.tryQuarantine(name, entries)) {
        // The disk refuses the quarantine: the segment stays as it is and is sent again later (what was
        // acknowledged counts as duplicates then), so nothing refused is lost.
        throw retry ?? new RetryLater("the spool's disk refuses the quarantine");
      }
      if (kept.length === 0) {
        await unlink(path).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== "ENOENT") throw error;
        });
        this.parked.delete(name);
      } else if (kept.length < records.length || bad.length > 0) {
        // Keep only the rest (atomic replace; a crash before it re-sends, deduplicated by the service).
        try {
          await writeFile(`${path}.tmp`, kept.map((r) => `${JSON.stringify(r)}\n`).join(""), { mode: 0o600 });
          await rename(`${path}.tmp`, path);
        } catch (error) {
          // A full or read-only disk: ship what is left from memory instead, so the segment can go.
          await unlink(`${path}.tmp`).catch(() => {});
          if (this.options.spool === undefined) throw error;
          this.options.spool.putBack(
            kept.map((r) => `${JSON.stringify(r)}\n`),
            true,
          );
          await unlink(path);
        }
      }
      if (retry !== undefined) throw retry;
      if (kept.length > 0) this.parked.set(name, serviceKeysVersion());
    } finally {
      this.options.spool?.busy.delete(name);
    }
  }

  /** Delivers records held in the spool's memory queue while its disk refuses writes. */
  private async shipMemory(): Promise<void> {
    const spool = this.options.spool;
    if (spool === undefined || !spool.isDiskFailing()) return;
    while (spool.queued() > 0) {
      const { records } = parseSegment(spool.takeQueued(this.batchSize * 4).join(""));
      const progress = newProgress();
      let retry: unknown;
      try {
        await this.shipRecords(records, progress);
      } catch (error) {
        retry = error;
      }
      const kept = rest(records, progress);
      const quarantined =
        progress.quarantined.length === 0 ||
        this.tryQuarantine(`memory-${process.pid}.jsonl`, progress.quarantined);
      // Refused records the disk will not let us quarantine stay in memory with the rest, for later.
      const held = quarantined ? kept : [...kept, ...progress.quarantined.map((entry) => entry.record)];
      spool.putBack(held.map((r) => `${JSON.stringify(r)}\n`));
      if (retry !== undefined) throw retry;
      if (!quarantined) throw new RetryLater("the spool's disk refuses the quarantine"); // back off
      if (held.length > 0) return; // records of keys this process cannot ship: they wait
    }
  }

  /**
   * Quarantines refused records (and lines that are not records). False when the disk refuses that too
   * (full, read-only): reported, and the caller keeps them for a later round, so none is lost.
   */
  private tryQuarantine(
    name: string,
    entries: ReadonlyArray<{ reason: string; record?: unknown; line?: string }>,
  ): boolean {
    try {
      this.setAside(name, entries);
      return true;
    } catch (error) {
      this.quarantined -= entries.filter((entry) => entry.record !== undefined).length;
      this.reportOnce(
        new Error(
          `${entries.length} interception(s) or line(s) of ${name} were refused by the service and cannot be kept in spool/rejected yet (${(error as Error).message}); they stay in the spool and are tried again. First reason: ${entries[0]?.reason.slice(0, 300)}`,
        ),
      );
      return false;
    }
  }

  /** Ships records key by key; acknowledged and refused ones are noted in `progress`. */
  private async shipRecords(records: readonly InterceptionRecord[], progress: Progress): Promise<void> {
    const byKey = new Map<string, InterceptionRecord[]>();
    for (const record of records) {
      const hash = typeof record.key_hash === "string" ? record.key_hash : "";
      const list = byKey.get(hash) ?? [];
      list.push(record);
      byKey.set(hash, list);
    }
    for (const [hash, list] of byKey) {
      const key = knownServiceKey(hash);
      if (key === undefined || !(await this.keyIsAccepted(key))) continue;
      for (let start = 0; start < list.length; start += this.batchSize) {
        if (!(await this.sendBatch(key, list.slice(start, start + this.batchSize), progress))) break;
      }
    }
  }

  /**
   * Sends one batch; acknowledged records go to `progress.acked`, refused ones to `progress.quarantined`.
   * False when the key was rejected (the batch is kept). Throws `RetryLater` to stop the round.
   */
  private async sendBatch(key: string, batch: InterceptionRecord[], progress: Progress): Promise<boolean> {
    const request: IngestRequest = {
      base: this.base,
      key,
      fetch: this.fetchImpl,
      timeoutMs: this.options.timeoutMs ?? 10_000,
    };
    const outcome = await postBatch(request, batch);
    switch (outcome.kind) {
      case "key-rejected":
        this.rejectKey(key, outcome.status);
        return false;
      case "answered": {
        this.delivered += outcome.accepted + outcome.duplicates;
        const refused = new Map(outcome.refused.map((r) => [r.index, r.reason]));
        batch.forEach((record, index) => {
          const reason = refused.get(index);
          if (reason === undefined) progress.acked.add(record);
          else this.refuse(progress, record, `the service rejected it: ${reason}`);
        });
        return true;
      }
      case "server-error":
        // A 500 is an outage unless the service is otherwise healthy: then something in the batch poisons it.
        if (!(await this.serviceIsHealthy(request))) {
          throw new RetryLater(`The Content Shield service at ${this.base} failed (${outcome.reason}).`);
        }
        return this.bisect(key, batch, progress, outcome.reason);
      case "refused":
        return this.bisect(key, batch, progress, outcome.reason);
    }
  }

  /** Reports the records the spool's bound dropped, per key and group, with the key that captured them. */
  private async reportDrops(): Promise<void> {
    for (const tally of this.options.spool?.takeDropTally() ?? []) {
      // Added to a report of the same key and group never sent yet (its key unknown so far), else a new one:
      // a report once sent keeps its count, so a retry after a lost answer is counted once.
      const unsent = this.dropReports.find(
        (r) => !r.sent && r.keyHash === tally.key_hash && r.group === tally.group,
      );
      if (unsent !== undefined) unsent.dropped += tally.records;
      else
        this.dropReports.push({
          id: randomUUID(),
          keyHash: tally.key_hash,
          group: tally.group,
          dropped: tally.records,
          sent: false,
        });
    }
    for (const report of [...this.dropReports]) {
      const key = knownServiceKey(report.keyHash);
      if (key === undefined || !(await this.keyIsAccepted(key))) continue;
      const request: IngestRequest = {
        base: this.base,
        key,
        fetch: this.fetchImpl,
        timeoutMs: this.options.timeoutMs ?? 10_000,
      };
      const body = {
        id: report.id,
        dropped: report.dropped,
        ...(report.group === "" ? {} : { group: report.group }),
      };
      report.sent = true;
      const response = await send(request, "POST", "/v1/capture-reports", JSON.stringify(body));
      await raiseForRetry(response, this.base);
      const { status } = response;
      await response.body?.cancel().catch(() => {});
      if (status === 401 || status === 403) {
        this.rejectKey(key, status);
        continue;
      }
      if (status >= 500) {
        throw new RetryLater(
          `The Content Shield service at ${this.base} failed on a capture report (HTTP ${status}).`,
        );
      }
      this.dropReports.splice(this.dropReports.indexOf(report), 1);
      if (status === 200) this.dropsReported += report.dropped;
      else
        this.report(
          new Error(
            `The Content Shield service at ${this.base} refused the report of ${report.dropped} interception(s) dropped by the capture bound (HTTP ${status}); it is not sent again.`,
          ),
        );
    }
  }

  /** Splits a refused batch until each bad record stands alone, then quarantines it. */
  private async bisect(
    key: string,
    batch: InterceptionRecord[],
    progress: Progress,
    reason: string,
  ): Promise<boolean> {
    if (batch.length === 1) {
      this.refuse(progress, batch[0]!, `the service refused it alone: ${reason}`);
      return true;
    }
    const half = Math.ceil(batch.length / 2);
    const first = await this.sendBatch(key, batch.slice(0, half), progress);
    if (!first) return false;
    return this.sendBatch(key, batch.slice(half), progress);
  }

  private refuse(progress: Progress, record: InterceptionRecord, reason: string): void {
    progress.quarantined.push({ reason, record });
    this.quarantined++;
  }

  private async serviceIsHealthy(request: IngestRequest): Promise<boolean> {
    try {
      const response = await send(request, "GET", "/v1/auth/check");
      await response.body?.cancel().catch(() => {});
      return response.ok;
    } catch {
      return false;
    }
  }

  /** Moves refused records (and lines that are not records) to `spool/rejected/<segment>` and reports them. */
  private setAside(
    name: string,
    entries: ReadonlyArray<{ reason: string; record?: unknown; line?: string }>,
  ): void {
    const path = quarantine(this.directory, name, entries);
    this.report(
      new Error(
        `${entries.length} interception(s) or line(s) of ${name} could not be delivered (first: ${entries[0]?.reason.slice(0, 300)}); they were kept with the reasons in ${path}, and the rest were delivered.`,
      ),
    );
  }

  private async keyIsAccepted(key: string): Promise<boolean> {
    const state = this.keyStates.get(key);
    if (state?.status === "ok") return true;
    if (state?.status === "rejected" && Date.now() < state.until) return false;
    const request: IngestRequest = {
      base: this.base,
      key,
      fetch: this.fetchImpl,
      timeoutMs: this.options.timeoutMs ?? 10_000,
    };
    const response = await send(request, "GET", "/v1/auth/check");
    await raiseForRetry(response, this.base);
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel().catch(() => {});
      this.rejectKey(key, response.status);
      return false;
    }
    if (!response.ok) {
      const status = response.status;
      await response.body?.cancel().catch(() => {});
      throw new RetryLater(
        `GET /v1/auth/check answered HTTP ${status} at ${this.base}.`,
        undefined,
        status < 500,
      );
    }
    await response.body?.cancel().catch(() => {});
    this.keyStates.set(key, { status: "ok" });
    return true;
  }

  private rejectKey(key: string, status: number): void {
    const before = this.keyStates.get(key);
    this.keyStates.set(key, { status: "rejected", until: Date.now() + REJECTED_KEY_RECHECK_MS });
    if (before?.status === "rejected") return;
    this.report(
      new AuthenticationError(
        `The Content Shield service at ${this.base} rejected the service key starting "${key.slice(0, 11)}" (HTTP ${status}): it is unknown there or revoked. Its interceptions stay in the local spool under ${this.directory}; create a new key with \`content-shield keys create\` and restart the app.`,
      ),
    );
  }

  /** Reports a failure once until a round succeeds again. */
  private reportOnce(error: Error): void {
    const kind = error.message.replace(/\d+/g, "#").slice(0, 120);
    if (this.reportedKinds.has(kind)) return;
    this.reportedKinds.add(kind);
    this.report(error);
  }

  private report(error: Error): void {
    this.pendingError = error;
    this.lastError = error.message;
    reportCaptureError(error, this.options.onError);
  }
}

/**
 * The default sink when CONTENT_SHIELD_URL is set: the durable spool plus background delivery.
 * `flush()` writes what is queued, starts a delivery round without waiting for it, and throws a pending
 * delivery error (e.g. `AuthenticationError` for a rejected key) once.
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

  health(): CaptureHealth {
    const health = this.spool.health();
    return {
      ...health,
      delivered: this.delivery.delivered,
      quarantined: health.quarantined + this.delivery.quarantined,
      last_error: this.delivery.lastError ?? health.last_error,
    };
  }
}

/** Starts background delivery of `spool` to `url`. */
export function deliveringSink(
  spool: FileSpool,
  url: string,
  home: string,
  serviceKey?: string,
  onError?: (error: Error) => void,
): DeliveringSink {
  const delivery = new Delivery({
    url,
    home,
    serviceKey,
    spool,
    onError,
    beforeRound: () => spool.flush(),
  });
  delivery.start();
  return new DeliveringSink(spool, delivery);
}
