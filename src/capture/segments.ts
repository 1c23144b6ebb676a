/**
 * Spool segment files: naming, listing, parsing, recovery of crashed writers' open segments, the bound on
 * the spool's size and age, and quarantine. Shared by the writer (`FileSpool`), delivery and `serve`'s
 * spool import. Every function here throws only for unexpected I/O errors; callers decide what to do.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { InterceptionRecord } from "./record.js";
import {
  contentShieldHome,
  newSegmentName,
  OPEN_SUFFIX,
  SEALED_SUFFIX,
  spoolDirectory,
} from "./spool-paths.js";

/** Where records the service refused are kept, one JSON line `{ reason, record }` each. */
export const REJECTED_FOLDER = "rejected";

/** Default `capture_max_bytes`: the spool's size bound (256 MiB). */
export const DEFAULT_SPOOL_MAX_BYTES = 256 * 1024 * 1024;
/** Default `capture_max_age`: sealed segments older than this are dropped (7 days, in milliseconds). */
export const DEFAULT_SPOOL_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export { contentShieldHome, newSegmentName, OPEN_SUFFIX, SEALED_SUFFIX, spoolDirectory };

/** The time a segment was opened, from its name (NaN for a foreign name). */
export function segmentTime(name: string): number {
  return Number(name.split("-")[0]);
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

function listOrEmpty(directory: string): string[] {
  try {
    return readdirSync(directory);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return [];
    throw error;
  }
}

/** Seals open segments whose writing process is gone (a crash), so readers can take them. */
export function recoverAbandonedSegments(directory: string): string[] {
  const recovered: string[] = [];
  for (const name of listOrEmpty(directory)) {
    if (!name.endsWith(OPEN_SUFFIX)) continue;
    const pid = Number(name.split("-")[1]);
    if (Number.isInteger(pid) && pid !== process.pid && !processIsAlive(pid)) {
      const base = name.slice(0, -OPEN_SUFFIX.length);
      try {
        renameSync(join(directory, name), join(directory, base + SEALED_SUFFIX));
        recovered.push(base + SEALED_SUFFIX);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error; // taken by another reader
      }
    }
  }
  return recovered;
}

/** Sealed segment file names, oldest first. */
export function listSealedSegments(directory: string): string[] {
  return listOrEmpty(directory)
    .filter((name) => name.endsWith(SEALED_SUFFIX))
    .sort();
}

/** One line of a segment that is not a record: its 1-based line number, the line and why. */
export interface BadLine {
  line: number;
  text: string;
  reason: string;
}

/**
 * Parses a segment's text. Lines that are not JSON objects (a torn last line after a crash, a foreign
 * file) are returned as `bad`, never thrown.
 */
export function parseSegment(text: string): {
  records: InterceptionRecord[];
  skippedLines: number;
  bad: BadLine[];
} {
  const records: InterceptionRecord[] = [];
  const bad: BadLine[] = [];
  let lineNumber = 0;
  for (const line of text.split("\n")) {
    lineNumber++;
    if (line === "") continue;
    try {
      const value: unknown = JSON.parse(line);
      if (value === null || typeof value !== "object" || Array.isArray(value)) {
        bad.push({ line: lineNumber, text: line, reason: "not a JSON object" });
      } else {
        records.push(value as InterceptionRecord);
      }
    } catch (error) {
      bad.push({ line: lineNumber, text: line, reason: `not JSON (${(error as Error).message})` });
    }
  }
  return { records, skippedLines: bad.length, bad };
}

/** Counts the records of a segment file (a torn line is not one); 0 when it cannot be read. */
/** Records dropped by the bound, per capturing key (hash) and group, so the drop can be reported to the service. */
export interface DropTally {
  key_hash: string;
  group: string;
  records: number;
}

/** Adds the records of segment text `text` to `tally`, per key hash and group ("" when a record lacks one). */
export function tallyDropped(tally: Map<string, DropTally>, text: string): number {
  const { records } = parseSegment(text);
  for (const record of records) {
    const keyHash = typeof record.key_hash === "string" ? record.key_hash : "";
    const group = typeof record.group === "string" ? record.group : "";
    const id = `${keyHash}\n${group}`;
    const entry = tally.get(id) ?? { key_hash: keyHash, group, records: 0 };
    entry.records++;
    tally.set(id, entry);
  }
  return records.length;
}

/**
 * Appends records the service (or the spool import) refused to `<spool>/rejected/<segment>`, one JSON
 * line `{ "reason": …, "record": … }` each (a line that was not JSON is kept as `"line"`).
 */
export function quarantine(
  directory: string,
  segment: string,
  entries: ReadonlyArray<{ reason: string; record?: unknown; line?: string }>,
): string {
  const aside = join(directory, REJECTED_FOLDER);
  const path = join(aside, segment);
  let written = 0;
  try {
    mkdirSync(aside, { recursive: true, mode: 0o700 });
    // One write per entry, so a full disk leaves the ones before it whole and says how many.
    for (const entry of entries) {
      appendFileSync(path, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
      written++;
    }
  } catch (error) {
    throw new QuarantineError(path, written, error);
  }
  return path;
}

/** Not every entry could be quarantined: the first `written` are kept whole, the rest are not. */
export class QuarantineError extends Error {
  constructor(
    readonly path: string,
    readonly written: number,
    cause: unknown,
  ) {
    super(`could not write ${path}: ${(cause as Error).message}`, { cause });
    this.name = "QuarantineError";
  }
}

export interface BoundResult {
  /** Bytes of segments left. */
  bytes: number;
  /** Records in the segments dropped now. */
  droppedRecords: number;
  droppedSegments: number;
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/**
 * Keeps the spool within its bound: drops sealed segments older than `maxAgeMs`, then the oldest sealed
 * segments until the spool holds at most `maxBytes` (open segments, and `busy` ones being delivered, count
 * but are never dropped). Returns what was dropped, in records, and adds each dropped record to `tally`
 * (per key hash and group) so it can be reported to the service.
 */
export function enforceBound(
  directory: string,
  maxBytes: number,
  maxAgeMs: number,
  busy: ReadonlySet<string> = new Set(),
  tally: Map<string, DropTally> = new Map(),
): BoundResult {
  const segments: Array<{ name: string; bytes: number; sealed: boolean }> = [];
  let bytes = 0;
  for (const name of listOrEmpty(directory).sort()) {
    const sealed = name.endsWith(SEALED_SUFFIX);
    if (!sealed && !name.endsWith(OPEN_SUFFIX)) continue;
    let size: number;
    try {
      size = statSync(join(directory, name)).size;
    } catch {
      continue; // taken meanwhile
    }
    segments.push({ name, bytes: size, sealed });
    bytes += size;
  }
  const result: BoundResult = { bytes, droppedRecords: 0, droppedSegments: 0 };
  const oldest = Date.now() - maxAgeMs;
  for (const segment of segments) {
    if (!segment.sealed || busy.has(segment.name)) continue;
    const tooOld = segmentTime(segment.name) < oldest;
    if (!tooOld && result.bytes <= maxBytes) continue;
    const path = join(directory, segment.name);
    const text = readOrEmpty(path);
    try {
      rmSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // delivered meanwhile
      throw error;
    }
    result.bytes -= segment.bytes;
    result.droppedRecords += tallyDropped(tally, text);
    result.droppedSegments++;
  }
  return result;
}
