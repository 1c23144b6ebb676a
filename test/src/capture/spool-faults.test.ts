/**
 * The spool under pressure: a loop of awaited `shield()` calls that never yields keeps memory bounded and
 * loses nothing; a disk that refuses writes mid-run (a file where the folder was; a full tmpfs when we may
 * mount one) never throws into the caller, is reported once, and everything held in memory is written when
 * the disk works again; the spool stays within `capture_max_bytes` / `capture_max_age`, counting what it
 * drops; `capture: "none"` keeps metadata only, `capture: false` and `sink: null` capture nothing.
 */
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { InterceptionRecord, InterceptionSink } from "../../../src/capture/record.js";
import {
  listSealedSegments,
  OPEN_SUFFIX,
  parseSegment,
  spoolDirectory,
} from "../../../src/capture/segments.js";
import { FileSpool } from "../../../src/capture/spool.js";
import { storableText } from "../../../src/capture/storable.js";
import { Guard, type RuleSet } from "../../../src/index.js";
import { SERVICE_KEY, useTempHome } from "../../helpers/core.js";
import { withEnv } from "../../helpers/env.js";
import { createTempHome, sampleRecord, type TempHome } from "../../helpers/service.js";

const RULESETS: RuleSet[] = [
  { name: "mask-email", rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK" } },
];

beforeAll(() => {
  useTempHome();
});

const homes: TempHome[] = [];
afterEach(() => {
  for (const home of homes.splice(0)) home.remove();
});
function tempHome(): string {
  const home = createTempHome("cs-spool-");
  homes.push(home);
  return home.path;
}

/** Every record in the spool folder: sealed and open segments. */
function recordsOnDisk(home: string): InterceptionRecord[] {
  const directory = spoolDirectory(home);
  return readdirSync(directory)
    .filter((name) => name.endsWith(".jsonl") || name.endsWith(OPEN_SUFFIX))
    .flatMap((name) => parseSegment(readFileSync(join(directory, name), "utf8")).records);
}

class MemorySink implements InterceptionSink {
  records: InterceptionRecord[] = [];
  append(record: InterceptionRecord): void {
    this.records.push(record);
  }
  async flush(): Promise<void> {}
}

describe("a loop of awaited shield() calls that never yields to the event loop", () => {
  it("writes on size: the memory queue stays bounded and every record reaches the disk", async () => {
    const home = tempHome();
    const spool = new FileSpool({ home, writeBytes: 64 * 1024 });
    const guard = new Guard({ rulesets: RULESETS, config: { service_key: SERVICE_KEY }, sink: spool });
    const text = `write to someone@example.com ${"lorem ipsum ".repeat(80)}`;
    let maxQueued = 0;
    const ids = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const response = await guard.shield({ payload: { input: text } });
      ids.add(response.interception_id!);
      maxQueued = Math.max(maxQueued, spool.queued());
    }
    // ~1.2 KB a record: a 64 KB write bound holds well under 100 records in memory at any time.
    expect(maxQueued).toBeLessThan(100);
    await spool.flush();
    const stored = recordsOnDisk(home);
    expect(stored).toHaveLength(5000);
    expect(new Set(stored.map((r) => r.id))).toEqual(ids);
    expect(spool.health()).toMatchObject({ spooled: 5000, dropped: 0, queued: 0, disk_failing: false });
  });
});

describe("a disk that refuses writes mid-run", () => {
  it("never throws into the caller, reports once, keeps the records in memory and writes them when the disk is back", async () => {
    const home = tempHome();
    const errors: Error[] = [];
    const spool = new FileSpool({ home, retryDiskMs: 50, onError: (error) => errors.push(error) });
    const directory = spoolDirectory(home);
    for (let i = 0; i < 10; i++) spool.append(sampleRecord(SERVICE_KEY));
    await spool.flush();
    // The folder goes away and a file takes its place: every write now fails with ENOTDIR.
    renameSync(directory, `${directory}.moved`);
    writeFileSync(directory, "a file where the spool folder should be");
    for (let i = 0; i < 25; i++) {
      expect(() => spool.append(sampleRecord(SERVICE_KEY))).not.toThrow();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await expect(spool.flush()).resolves.toBeUndefined();
    expect(spool.health()).toMatchObject({ queued: 25, disk_failing: true, dropped: 0 });
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/ENOTDIR|EEXIST/);
    // The disk is back: the retry writes what was held, and the write path is not stuck.
    rmSync(directory);
    renameSync(`${directory}.moved`, directory);
    await new Promise((resolve) => setTimeout(resolve, 150));
    spool.append(sampleRecord(SERVICE_KEY));
    await spool.flush();
    expect(spool.health()).toMatchObject({ queued: 0, disk_failing: false, spooled: 36, dropped: 0 });
    expect(recordsOnDisk(home)).toHaveLength(36);
    // The segment open when the disk went away is sealed too (an open segment of a live process is read by
    // nobody), and every record can be read by delivery or `serve`.
    expect(readdirSync(directory).filter((name) => name.endsWith(OPEN_SUFFIX))).toEqual([]);
    expect(
      listSealedSegments(directory).flatMap(
        (name) => parseSegment(readFileSync(join(directory, name), "utf8")).records,
      ),
    ).toHaveLength(36);
  });

  it("holds the segment file open, but never writes to it once its folder was moved away", async () => {
    const home = tempHome();
    const errors: Error[] = [];
    const spool = new FileSpool({ home, onError: (error) => errors.push(error) });
    const directory = spoolDirectory(home);
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    spool.append(sampleRecord(SERVICE_KEY));
    await nextTurn();
    spool.append(sampleRecord(SERVICE_KEY)); // same segment, its file still open
    await nextTurn();
    // The folder is moved away and a new one made in its place: the next write goes to the new folder.
    renameSync(directory, `${directory}.moved`);
    mkdirSync(directory);
    await nextTurn();
    for (let i = 0; i < 3; i++) spool.append(sampleRecord(SERVICE_KEY));
    await spool.flush();
    const moved = readdirSync(`${directory}.moved`).flatMap(
      (name) => parseSegment(readFileSync(join(`${directory}.moved`, name), "utf8")).records,
    );
    expect(moved).toHaveLength(2);
    expect(recordsOnDisk(home)).toHaveLength(3);
    expect(spool.health()).toMatchObject({ spooled: 5, queued: 0, dropped: 0, disk_failing: false });
    expect(errors).toEqual([]);
  });

  it("survives a full disk (ENOSPC on a small tmpfs where we may mount one, else a file in the way)", async () => {
    const home = tempHome();
    let mounted = false;
    if (process.getuid?.() === 0) {
      try {
        execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", home]);
        mounted = true;
      } catch {
        // cannot mount here
      }
    }
    try {
      const errors: Error[] = [];
      const spool = new FileSpool({ home, retryDiskMs: 60_000, onError: (error) => errors.push(error) });
      if (!mounted) writeFileSync(spoolDirectory(home), "in the way");
      const produced = 200; // ~120 KB: more than the 64 KB tmpfs holds
      for (let i = 0; i < produced; i++) spool.append(sampleRecord(SERVICE_KEY, { text: "x".repeat(400) }));
      await spool.flush();
      const health = spool.health();
      expect(health.disk_failing).toBe(true);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toMatch(mounted ? /ENOSPC/ : /ENOTDIR|EEXIST/);
      // Nothing lost and nothing twice: what is not on disk is held in memory (a torn write is cut back).
      const onDisk = mounted ? recordsOnDisk(home).length : 0;
      expect(onDisk + health.queued).toBe(produced);
      expect(health.dropped).toBe(0);
    } finally {
      if (mounted) execFileSync("umount", [home]);
    }
  });
});

describe("the spool's bound", () => {
  it("drops the oldest sealed segments over capture_max_bytes and counts every record dropped", async () => {
    const home = tempHome();
    const errors: Error[] = [];
    const maxBytes = 200 * 1024;
    const spool = new FileSpool({
      home,
      maxBytes,
      maxRecordsPerSegment: 50,
      writeBytes: 16 * 1024,
      onError: (error) => errors.push(error),
    });
    const produced = 2000; // ~1.3 MB
    for (let i = 0; i < produced; i++) spool.append(sampleRecord(SERVICE_KEY, { text: "y".repeat(300) }));
    await spool.flush();
    const directory = spoolDirectory(home);
    const size = listSealedSegments(directory).reduce(
      (sum, name) => sum + statSync(join(directory, name)).size,
      0,
    );
    expect(size).toBeLessThanOrEqual(maxBytes);
    const kept = recordsOnDisk(home).length;
    const { dropped } = spool.health();
    expect(dropped).toBeGreaterThan(0);
    expect(kept + dropped).toBe(produced);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.message).toContain("capture_max_bytes");
  });

  it("drops sealed segments older than capture_max_age, counted", async () => {
    const home = tempHome();
    const directory = spoolDirectory(home);
    mkdirSync(directory, { recursive: true });
    const old = `${(Date.now() - 3_600_000).toString().padStart(15, "0")}-1-aaaaaaaa.jsonl`;
    writeFileSync(
      join(directory, old),
      `${JSON.stringify(sampleRecord(SERVICE_KEY))}\n${JSON.stringify(sampleRecord(SERVICE_KEY))}\n`,
    );
    utimesSync(join(directory, old), new Date(0), new Date(0));
    const spool = new FileSpool({ home, maxAgeMs: 60_000, onError: () => {} });
    spool.append(sampleRecord(SERVICE_KEY));
    await spool.flush();
    expect(listSealedSegments(directory)).not.toContain(old);
    expect(spool.health()).toMatchObject({ dropped: 2, spooled: 1 });
  });

  it("takes capture_max_bytes and capture_max_age from the config (validated)", () => {
    expect(
      () => new Guard({ rulesets: RULESETS, config: { service_key: SERVICE_KEY, capture_max_bytes: 10 } }),
    ).toThrow(/capture_max_bytes/);
    const guard = new Guard({
      rulesets: RULESETS,
      config: { service_key: SERVICE_KEY, capture_max_bytes: 2_000_000, capture_max_age: 3600 },
    });
    expect(guard.config).toMatchObject({ capture_max_bytes: 2_000_000, capture_max_age: 3600 });
  });
});

describe("capture modes", () => {
  const payload = { input: "mail a@example.com or call +1 415 555 0100", output: "ok" };

  it('"none" keeps metadata only: no text anywhere in the record', async () => {
    const sink = new MemorySink();
    const guard = new Guard({
      rulesets: RULESETS,
      config: { service_key: SERVICE_KEY, capture: "none" },
      sink,
    });
    await guard.shield({ payload });
    const record = sink.records[0]!;
    expect(record).toMatchObject({
      capture: "none",
      text: null,
      payload: null,
      metric: "pii",
      action: "MASK",
    });
    expect(record.findings.every((f) => f.text === undefined)).toBe(true);
    expect(record.verdicts.every((v) => v.detail === null)).toBe(true);
    // The raw values, not a bare "415": a random key hash or a latency may hold those digits.
    expect(JSON.stringify(record)).not.toMatch(/a@example|415 555|555 0100/);
  });

  it("false (or sink: null) captures nothing at all: no record, no spool folder, no interception id", async () => {
    const home = tempHome();
    await withEnv("CONTENT_SHIELD_HOME", home, async () => {
      const off = new Guard({ rulesets: RULESETS, config: { service_key: SERVICE_KEY, capture: false } });
      const nullSink = new Guard({ rulesets: RULESETS, config: { service_key: SERVICE_KEY }, sink: null });
      for (const guard of [off, nullSink]) {
        const response = await guard.shield({ payload });
        expect(response.triggered).toBe(true);
        expect(response.action).toBe("MASK");
        expect(response.interception_id).toBeNull();
        await guard.flush();
        expect(guard.captureHealth()).toBeNull();
      }
      // BLOCK still throws with capture off: only the record is skipped.
      const blocking = new Guard({
        rulesets: [{ rules: [{ metric: "pii", value: ["email"] }], action: { type: "BLOCK" } }],
        config: { service_key: SERVICE_KEY, capture: false },
      });
      await expect(blocking.shield({ payload })).rejects.toMatchObject({
        response: { action: "BLOCK", interception_id: null },
      });
      expect(readdirSync(home)).toEqual([]);
    });
  });
});

describe("storable texts", () => {
  it("replaces lone surrogates and NUL with U+FFFD, keeps everything else", () => {
    expect(storableText("hi \uD83D a@b.com")).toBe("hi \uFFFD a@b.com");
    expect(storableText("a\u0000b")).toBe("a\uFFFDb");
    expect(storableText("\uDE00x\uD83D")).toBe("\uFFFDx\uFFFD");
    const fine = "emoji 😀, tab\t, bell\u0007, é";
    expect(storableText(fine)).toBe(fine);
  });

  it("captures a half emoji and a NUL as storable text in every field", async () => {
    const sink = new MemorySink();
    const guard = new Guard({
      rulesets: RULESETS,
      config: { service_key: SERVICE_KEY, capture: "full" },
      sink,
    });
    await guard.shield({ payload: { input: "hi \uD83D a@b.com \u0000 end" } });
    const json = JSON.stringify(sink.records[0]);
    expect(json).not.toMatch(/\\u0000|\\ud83d(?!\\ud[c-f])/i);
    expect(sink.records[0]!.payload?.input).toBe("hi \uFFFD a@b.com \uFFFD end");
  });
});
