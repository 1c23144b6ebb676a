/**
 * The durable local spool: interceptions appended as JSON lines to segment files under
 * `<CONTENT_SHIELD_HOME>/spool/`. A segment being written is `<name>.jsonl.open`; it is sealed by renaming
 * it to `<name>.jsonl` when it is full, old, or the process exits. Readers (delivery, `content-shield serve`)
 * take sealed segments, and open ones left by dead processes (see `recoverAbandonedSegments`).
 *
 * `append` only queues in memory; writes happen on the next tick, off the caller's path. A normal exit
 * writes what is queued synchronously, so nothing is lost.
 */
import { randomBytes } from "node:crypto";
import { appendFileSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { appendFile, rename } from "node:fs/promises";
import { homedir } from "node:os";
import { join } from "node:path";
import type { InterceptionRecord, InterceptionSink } from "./record.js";

export const OPEN_SUFFIX = ".jsonl.open";
export const SEALED_SUFFIX = ".jsonl";

/** `CONTENT_SHIELD_HOME`, default `~/.content-shield`. */
export function contentShieldHome(env: Readonly<Record<string, string | undefined>> = process.env): string {
  return env.CONTENT_SHIELD_HOME && env.CONTENT_SHIELD_HOME !== ""
    ? env.CONTENT_SHIELD_HOME
    : join(homedir(), ".content-shield");
}

export function spoolDirectory(home: string): string {
  return join(home, "spool");
}

export interface SpoolOptions {
  home: string;
  /** Seal a segment after this many records. */
  maxRecordsPerSegment?: number;
  /** Seal a segment this many milliseconds after it was opened (checked on each write). */
  maxSegmentAgeMs?: number;
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

export class FileSpool implements InterceptionSink {
  readonly directory: string;
  private readonly maxRecords: number;
  private readonly maxAgeMs: number;
  private queue: string[] = [];
  private segment: { name: string; records: number; openedAt: number } | null = null;
  private writing: Promise<void> = Promise.resolve();
  private scheduled = false;
  private directoryReady = false;

  constructor(options: SpoolOptions) {
    this.directory = spoolDirectory(options.home);
    this.maxRecords = options.maxRecordsPerSegment ?? 1000;
    this.maxAgeMs = options.maxSegmentAgeMs ?? 1000;
    liveSpools.add(this);
    installExitHook();
  }

  append(record: InterceptionRecord): void {
    this.queue.push(`${JSON.stringify(record)}\n`);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.writing = this.writing.then(() => this.writeQueued());
      });
    }
  }

  /** Resolves when every appended record is on disk and its segment sealed. */
  async flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeQueued()).then(() => this.sealCurrent());
    await this.writing;
  }

  /** Writes and seals synchronously (process exit). */
  flushSync(): void {
    if (this.queue.length > 0) {
      const lines = this.takeQueue();
      const segment = this.currentSegment(lines.count);
      appendFileSync(join(this.directory, segment.name + OPEN_SUFFIX), lines.text);
    }
    if (this.segment) {
      const name = this.segment.name;
      this.segment = null;
      try {
        renameSync(join(this.directory, name + OPEN_SUFFIX), join(this.directory, name + SEALED_SUFFIX));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }

  private takeQueue(): { text: string; count: number } {
    const lines = this.queue;
    this.queue = [];
    return { text: lines.join(""), count: lines.length };
  }

  private currentSegment(incoming: number): { name: string; records: number; openedAt: number } {
    if (!this.directoryReady) {
      mkdirSync(this.directory, { recursive: true, mode: 0o700 });
      this.directoryReady = true;
    }
    if (this.segment === null) {
      this.segment = {
        name: `${Date.now().toString().padStart(15, "0")}-${process.pid}-${randomBytes(4).toString("hex")}`,
        records: 0,
        openedAt: Date.now(),
      };
    }
    this.segment.records += incoming;
    return this.segment;
  }

  private async writeQueued(): Promise<void> {
    if (this.queue.length === 0) return;
    const lines = this.takeQueue();
    const segment = this.currentSegment(lines.count);
    await appendFile(join(this.directory, segment.name + OPEN_SUFFIX), lines.text, { mode: 0o600 });
    if (segment.records >= this.maxRecords || Date.now() - segment.openedAt >= this.maxAgeMs) {
      await this.sealCurrent();
    }
  }

  private async sealCurrent(): Promise<void> {
    const segment = this.segment;
    if (segment === null) return;
    this.segment = null;
    await rename(
      join(this.directory, segment.name + OPEN_SUFFIX),
      join(this.directory, segment.name + SEALED_SUFFIX),
    );
  }
}

/** Whether a process with this pid exists (EPERM: it exists but belongs to someone else). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Seals open segments whose writing process is gone (a crash), so readers can take them. */
export function recoverAbandonedSegments(directory: string): string[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const recovered: string[] = [];
  for (const name of names) {
    if (!name.endsWith(OPEN_SUFFIX)) continue;
    const pid = Number(name.split("-")[1]);
    if (Number.isInteger(pid) && pid !== process.pid && !processIsAlive(pid)) {
      const base = name.slice(0, -OPEN_SUFFIX.length);
      renameSync(join(directory, name), join(directory, base + SEALED_SUFFIX));
      recovered.push(base + SEALED_SUFFIX);
    }
  }
  return recovered;
}

/** Sealed segment file names, oldest first. */
export function listSealedSegments(directory: string): string[] {
  try {
    return readdirSync(directory)
      .filter((name) => name.endsWith(SEALED_SUFFIX))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Parses a segment's text; an incomplete last line (a crash mid-write) is skipped and reported. */
export function parseSegment(text: string): { records: InterceptionRecord[]; skippedLines: number } {
  const records: InterceptionRecord[] = [];
  let skippedLines = 0;
  for (const line of text.split("\n")) {
    if (line === "") continue;
    try {
      records.push(JSON.parse(line) as InterceptionRecord);
    } catch {
      skippedLines++;
    }
  }
  return { records, skippedLines };
}
