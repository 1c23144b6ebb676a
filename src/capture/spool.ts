/**
 * The durable local spool: interceptions appended as JSON lines to segment files under
 * `<CONTENT_SHIELD_HOME>/spool/`. A segment being written is `<name>.jsonl.open`; it is sealed by renaming
 * it to `<name>.jsonl` when it is full, old, or the process exits. Readers (delivery, `content-shield serve`)
 * take sealed segments, and open ones left by dead processes (see `recoverAbandonedSegments`).
 *
 * - `append` only queues in memory; the queue is written in a microtask (before the caller that awaited
 *   `shield()` resumes, so a record is in the file before the app answers, and a SIGKILL cannot lose it),
 *   or at once when it holds `writeBytes`. Writes are synchronous appends of the whole batch (one system
 *   call per batch, a few microseconds into the page cache), so there is no write chain that can stay
 *   rejected. The open segment's file stays open between batches; before the first batch of each turn of
 *   the event loop a `stat` of its path checks that the path still names that file (same device, inode
 *   and mode), so a folder moved, replaced or removed, or a file made read-only, is noticed by the next
 *   turn: the file is opened again by its path, which fails (and falls back to memory) exactly as a fresh
 *   append would. Writes are never made to a file whose path was found to be gone.
 * - Capture never fails a request: a write the disk refuses (EACCES, EROFS, ENOSPC, ENOTDIR, a file where
 *   the folder should be) is caught and reported once; the records stay in a memory queue bounded by
 *   `maxQueueBytes` (delivered from there when a service URL is set) and the disk is tried again every
 *   `retryDiskMs`. Records pushed out of a full memory queue are counted as dropped.
 * - Bounded: at most `maxBytes` (`capture_max_bytes`) on disk and no sealed segment older than `maxAgeMs`
 *   (`capture_max_age`); over the bound the oldest sealed segments are dropped and counted.
 * - Exit: what is queued is written synchronously in pieces, never joined into one string.
 */
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  renameSync,
  type Stats,
  statSync,
  truncateSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { type CaptureHealth, emptyHealth, reportCaptureError } from "./health.js";
import type { InterceptionRecord, InterceptionSink } from "./record.js";
import {
  DEFAULT_SPOOL_MAX_AGE_MS,
  DEFAULT_SPOOL_MAX_BYTES,
  type DropTally,
  enforceBound,
  newSegmentName,
  OPEN_SUFFIX,
  SEALED_SUFFIX,
  spoolDirectory,
  tallyDropped,
} from "./segments.js";

export {
  contentShieldHome,
  listSealedSegments,
  OPEN_SUFFIX,
  parseSegment,
  processIsAlive,
  recoverAbandonedSegments,
  SEALED_SUFFIX,
  spoolDirectory,
} from "./segments.js";

export interface SpoolOptions {
  home: string;
  /** Seal a segment after this many records (default 1000). */
  maxRecordsPerSegment?: number | undefined;
  /** Seal a segment this many milliseconds after it was opened, checked on each write (default 1000). */
  maxSegmentAgeMs?: number | undefined;
  /** `capture_max_bytes`: the spool's bound on disk (default 256 MiB). */
  maxBytes?: number | undefined;
  /** `capture_max_age`: sealed segments older than this are dropped (default 7 days). */
  maxAgeMs?: number | undefined;
  /** Queued bytes that trigger a write at once, without waiting for the tick (default 1 MiB). */
  writeBytes?: number | undefined;
  /** The memory queue's bound while the disk refuses writes (default 64 MiB). */
  maxQueueBytes?: number | undefined;
  /** How often a refusing disk is tried again (default 5 s). */
  retryDiskMs?: number | undefined;
  /** Where a refusing disk is reported (default: `onDeliveryError`'s handler, else a process warning). */
  onError?: ((error: Error) => void) | undefined;
}

interface Segment {
  name: string;
  /** Its file while open (`<name>.jsonl.open` in the spool folder). */
  path: string;
  records: number;
  /** Bytes written to it by this process. */
  bytes: number;
  openedAt: number;
}

const liveSpools = new Set<FileSpool>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const spool of liveSpools) spool.flushSync();
  });
}

/** Bytes written per system call at exit and when draining a large queue. */
const PIECE_BYTES = 1024 * 1024;
/** How often the age bound is checked while writing. */
const AGE_CHECK_MS = 60_000;

export class FileSpool implements InterceptionSink {
  readonly directory: string;
  /** Segments a reader in this process is delivering: the bound never drops them. */
  readonly busy = new Set<string>();
  /** Records dropped by the bounds (disk and memory) not yet handed to delivery, per key hash and group. */
  private readonly dropTally = new Map<string, DropTally>();
  private readonly maxRecords: number;
  private readonly maxSegmentAgeMs: number;
  private maxBytes: number;
  private maxAgeMs: number;
  private readonly writeBytes: number;
  private readonly maxQueueBytes: number;
  private readonly retryDiskMs: number;
  private readonly onError: ((error: Error) => void) | undefined;
  /** Serialized records (each ending in a newline), oldest first, from `head` on. */
  private queue: string[] = [];
  private head = 0;
  private queueBytes = 0;
  private segment: Segment | null = null;
  /** The open segment's file, held open between writes, and who it was when opened. */
  private fd: number | null = null;
  private fdStats: Stats | null = null;
  /** The held file was checked against its path in this turn of the event loop (reset by an immediate). */
  private checkedThisTurn = false;
  /** Segments this process finished writing but could not seal yet (the disk refused the rename). */
  private readonly unsealed: string[] = [];
  private scheduled = false;
  private directoryReady = false;
  /** Bytes on disk as far as this process knows (exact after each bound check). */
  private bytesOnDisk = 0;
  private lastAgeCheck = 0;
  private diskFailing = false;
  private retryAt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly counts = emptyHealth();

  constructor(options: SpoolOptions) {
    this.directory = spoolDirectory(options.home);
    this.maxRecords = options.maxRecordsPerSegment ?? 1000;
    this.maxSegmentAgeMs = options.maxSegmentAgeMs ?? 1000;
    this.maxBytes = options.maxBytes ?? DEFAULT_SPOOL_MAX_BYTES;
    this.maxAgeMs = options.maxAgeMs ?? DEFAULT_SPOOL_MAX_AGE_MS;
    this.writeBytes = options.writeBytes ?? PIECE_BYTES;
    this.maxQueueBytes = Math.max(options.maxQueueBytes ?? 64 * 1024 * 1024, this.writeBytes);
    this.retryDiskMs = options.retryDiskMs ?? 5000;
    this.onError = options.onError;
    liveSpools.add(this);
    installExitHook();
  }

  append(record: InterceptionRecord): void {
    let line: string;
    try {
      line = `${JSON.stringify(record)}\n`;
    } catch (error) {
      // Not serializable (a custom sink's caller handing a cyclic object): counted and reported, never thrown.
      this.counts.dropped++;
      this.fail(error, "serializing an interception");
      return;
    }
    this.queue.push(line);
    this.queueBytes += line.length;
    if (this.queueBytes >= this.writeBytes) this.writeQueued();
    else if (!this.scheduled) {
      // A microtask: it runs before the awaiting caller resumes, so the record is in the file (the kernel's
      // page cache, which a killed process cannot lose) before the app can answer the request that made it.
      // Records appended in one synchronous run are written together.
      this.scheduled = true;
      queueMicrotask(() => {
        this.scheduled = false;
        this.writeQueued();
      });
    }
    this.boundQueue();
  }

  /** Writes what is queued and seals the open segment. Never rejects: a refusing disk is reported instead. */
  async flush(): Promise<void> {
    this.writeQueued(true);
    this.sealCurrent();
  }

  /** Writes and seals synchronously (process exit), in pieces. Never throws. */
  flushSync(): void {
    this.writeQueued(true);
    this.sealCurrent();
    if (this.queued() > 0) {
      this.counts.dropped += this.queued();
      this.fail(
        new Error(`${this.queued()} interception(s) could not be written to ${this.directory} at exit.`),
        "the exit flush",
      );
    }
  }

  /** Counts of what this spool did; `delivered` is filled in by delivery. */
  health(): CaptureHealth {
    return { ...this.counts, queued: this.queued(), disk_failing: this.diskFailing };
  }

  /** Records held in memory. */
  queued(): number {
    return this.queue.length - this.head;
  }

  /** Whether the disk refused the last write (records are then held in memory). */
  isDiskFailing(): boolean {
    return this.diskFailing;
  }

  /**
   * Takes up to `max` queued records out of memory, for delivery straight to the service while the disk
   * refuses writes. Give back what was not delivered with `putBack`.
   */
  takeQueued(max: number): string[] {
    const end = Math.min(this.queue.length, this.head + max);
    const taken = this.queue.slice(this.head, end);
    this.head = end;
    for (const line of taken) this.queueBytes -= line.length;
    this.compact();
    return taken;
  }

  /**
   * Returns lines taken with `takeQueued` to the front of the queue. `holdInMemory`: the disk refused them
   * (they came from a segment that could not be rewritten), so they are delivered from memory.
   */
  putBack(lines: readonly string[], holdInMemory = false): void {
    if (lines.length === 0) return;
    if (holdInMemory && !this.diskFailing) {
      this.diskFailing = true;
      this.retryAt = Date.now() + this.retryDiskMs;
      this.scheduleRetry();
    }
    this.queue = [...lines, ...this.queue.slice(this.head)];
    this.head = 0;
    for (const line of lines) this.queueBytes += line.length;
    this.boundQueue();
  }

  /** Lowers the bound (another Guard sharing this spool asked for less); never raises it. */
  tightenBounds(maxBytes: number | undefined, maxAgeMs: number | undefined): void {
    if (maxBytes !== undefined && maxBytes < this.maxBytes) this.maxBytes = maxBytes;
    if (maxAgeMs !== undefined && maxAgeMs < this.maxAgeMs) this.maxAgeMs = maxAgeMs;
  }

  /** Records dropped by a reader (delivery, import) are added here so `health()` tells the whole story. */
  countDropped(records: number): void {
    this.counts.dropped += records;
  }

  /**
   * Hands over the records dropped by the bounds since the last call, per key hash and group (what delivery
   * reports to the service), and forgets them.
   */
  takeDropTally(): DropTally[] {
    const entries = [...this.dropTally.values()];
    this.dropTally.clear();
    return entries;
  }

  private boundQueue(): void {
    while (this.queueBytes > this.maxQueueBytes && this.head < this.queue.length) {
      tallyDropped(this.dropTally, this.queue[this.head]!);
      this.queueBytes -= this.queue[this.head]!.length;
      this.head++;
      this.counts.dropped++;
    }
    this.compact();
  }

  private compact(): void {
    if (this.head > 4096 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }

  /** Writes the queue to disk in pieces; on a refusing disk, keeps the rest queued. */
  private writeQueued(force = false): void {
    if (this.queued() === 0) return;
    if (this.diskFailing && !force && Date.now() < this.retryAt) return;
    try {
      while (this.queued() > 0) {
        const segment = this.openSegment();
        let text = "";
        let count = 0;
        const room = Math.max(this.maxRecords - segment.records, 1);
        while (count < room && this.head + count < this.queue.length && text.length < PIECE_BYTES) {
          text += this.queue[this.head + count]!;
          count++;
        }
        const path = segment.path;
        const byteLength = Buffer.byteLength(text);
        try {
          this.appendToSegment(path, text, byteLength);
        } catch (error) {
          this.closeSegmentFile();
          // A write cut short (ENOSPC) would leave a torn line and the whole records before it, which are
          // still queued: cut the file back to what it held, so nothing is on disk twice (best effort).
          try {
            truncateSync(path, segment.bytes);
          } catch {
            // a read-only disk: the torn line is skipped by readers; its records are still queued
          }
          throw error;
        }
        segment.bytes += byteLength;
        this.head += count;
        this.queueBytes -= text.length;
        this.bytesOnDisk += text.length;
        this.counts.spooled += count;
        segment.records += count;
        if (segment.records >= this.maxRecords || Date.now() - segment.openedAt >= this.maxSegmentAgeMs) {
          this.sealCurrent();
        }
      }
      this.compact();
      this.recovered();
    } catch (error) {
      // A torn write ends its segment (sealed if the disk lets us); the records are still queued.
      this.directoryReady = false;
      this.sealCurrent(true);
      this.fail(error, `writing the spool in ${this.directory}`);
      this.diskFailing = true;
      this.retryAt = Date.now() + this.retryDiskMs;
      this.scheduleRetry();
    }
  }

  /** Appends to the open segment's file, opened again when its path no longer names it. */
  private appendToSegment(path: string, text: string, byteLength: number): void {
    if (this.fd !== null && !this.checkedThisTurn) {
      if (this.stillTheSegment(path)) this.markChecked();
      else this.closeSegmentFile();
    }
    if (this.fd === null) {
      const fd = openSync(path, "a", 0o600);
      try {
        this.fdStats = fstatSync(fd);
      } catch (error) {
        closeSync(fd);
        throw error;
      }
      this.fd = fd;
      this.markChecked();
    }
    let written = writeSync(this.fd, text);
    if (written < byteLength) {
      // A short write (rare on a regular file): the rest, by byte offset.
      const bytes = Buffer.from(text);
      while (written < byteLength) written += writeSync(this.fd, bytes, written, byteLength - written);
    }
  }

  /** Trusts the held file until the event loop turns (a fault made meanwhile is seen on the next turn). */
  private markChecked(): void {
    if (this.checkedThisTurn) return;
    this.checkedThisTurn = true;
    setImmediate(() => {
      this.checkedThisTurn = false;
    }).unref();
  }

  /** Whether `path` still names the file held open (not moved, replaced, removed or made read-only). */
  private stillTheSegment(path: string): boolean {
    const held = this.fdStats;
    if (held === null) return false;
    try {
      const now = statSync(path);
      return now.ino === held.ino && now.dev === held.dev && now.mode === held.mode;
    } catch {
      return false; // gone, or its folder is: opening it again tells why
    }
  }

  private closeSegmentFile(): void {
    const fd = this.fd;
    this.fd = null;
    this.fdStats = null;
    if (fd === null) return;
    try {
      closeSync(fd);
    } catch {
      // already unusable; nothing more to release
    }
  }

  private openSegment(): Segment {
    if (!this.directoryReady) {
      try {
        mkdirSync(this.directory, { recursive: true, mode: 0o700 });
      } catch (error) {
        // Node's recursive mkdir says ENOENT for EROFS (and others): ask once more for the real reason.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") mkdirSync(this.directory, { mode: 0o700 });
        throw error;
      }
      this.directoryReady = true;
      this.checkBound(true);
    }
    if (this.segment === null) {
      const name = newSegmentName();
      this.segment = {
        name,
        path: join(this.directory, name + OPEN_SUFFIX),
        records: 0,
        bytes: 0,
        openedAt: Date.now(),
      };
    }
    return this.segment;
  }

  private sealCurrent(quiet = false): void {
    const segment = this.segment;
    if (segment !== null) {
      this.closeSegmentFile();
      this.segment = null;
      this.unsealed.push(segment.name);
    }
    let sealed = false;
    while (this.unsealed.length > 0) {
      const name = this.unsealed[0]!;
      try {
        renameSync(join(this.directory, name + OPEN_SUFFIX), join(this.directory, name + SEALED_SUFFIX));
        sealed = true;
      } catch (error) {
        // Kept to seal later (a read-only disk): an open segment of a live process is read by nobody.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
          if (!quiet) this.fail(error, "sealing a spool segment");
          return;
        }
      }
      this.unsealed.shift();
    }
    if (sealed) this.checkBound(false);
  }

  private checkBound(force: boolean): void {
    const now = Date.now();
    if (!force && this.bytesOnDisk <= this.maxBytes && now - this.lastAgeCheck < AGE_CHECK_MS) return;
    this.lastAgeCheck = now;
    try {
      const result = enforceBound(this.directory, this.maxBytes, this.maxAgeMs, this.busy, this.dropTally);
      this.bytesOnDisk = result.bytes;
      if (result.droppedRecords > 0) {
        this.counts.dropped += result.droppedRecords;
        this.fail(
          new Error(
            `The spool in ${this.directory} reached its bound (capture_max_bytes ${this.maxBytes}, capture_max_age ${this.maxAgeMs} ms): dropped the oldest ${result.droppedSegments} segment(s), ${result.droppedRecords} interception(s). Run \`content-shield serve\` or set CONTENT_SHIELD_URL so the spool is read.`,
          ),
          "bounding the spool",
          true,
        );
      }
    } catch (error) {
      this.fail(error, "bounding the spool");
    }
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== undefined) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.writeQueued();
      if (this.diskFailing && this.queued() > 0) this.scheduleRetry();
    }, this.retryDiskMs);
    this.retryTimer.unref();
  }

  private recovered(): void {
    if (!this.diskFailing) return;
    this.diskFailing = false;
    this.reported.clear(); // a later failure is a new episode, reported again
  }

  private reported = new Set<string>();

  /** Records the error; reports it once per kind until the disk works again (`always`: every time). */
  private fail(error: unknown, doing: string, always = false): void {
    const cause = error instanceof Error ? error : new Error(String(error));
    const code = (cause as NodeJS.ErrnoException).code ?? "";
    this.counts.last_error = `${doing}: ${cause.message}`;
    const kind = `${doing}|${code}`;
    if (!always && (this.diskFailing || this.reported.has(kind))) return;
    this.reported.add(kind);
    reportCaptureError(
      always
        ? cause
        : new Error(
            `Content Shield could not write interceptions (${doing}: ${cause.message}). They are kept in memory (up to ${this.maxQueueBytes} bytes) and delivered directly when CONTENT_SHIELD_URL is set; the disk is tried again every ${this.retryDiskMs} ms. Set CONTENT_SHIELD_HOME to a writable folder, or capture: false to turn capture off.`,
            { cause },
          ),
      this.onError,
    );
  }
}
