/**
 * The default sink without a static `node:` import (issue 15): on Node the file spool loads through a
 * dynamic import, and a record captured before it has loaded waits in memory and is written once it has;
 * where Node's built-ins are missing, the default is the memory sink.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createServiceKey } from "../../../src/keys.js";
import { sampleRecord } from "../../helpers/service.js";

const homes: string[] = [];
afterEach(() => {
  for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
});

/** Everything written under `home`, concatenated. */
function written(home: string): string {
  return readdirSync(home, { recursive: true })
    .map((name) => join(home, String(name)))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path, "utf8"))
    .join("\n");
}

describe("the lazily loaded default sink", () => {
  it("on Node, keeps a record captured before the spool loaded and writes it once it has", async () => {
    vi.resetModules();
    const { defaultSink } = await import("../../../src/capture/lazy-sink.js");
    const home = mkdtempSync(join(tmpdir(), "cs-lazy-sink-"));
    homes.push(home);
    const sink = defaultSink({ CONTENT_SHIELD_HOME: home });
    const first = sampleRecord(createServiceKey());
    const second = sampleRecord(createServiceKey());
    sink.append(first); // synchronously: the dynamic import cannot have finished
    sink.append(second);
    expect(sink.health?.().queued).toBe(2);
    expect(written(home)).not.toContain(first.id);
    await sink.flush();
    const text = written(home);
    expect(text).toContain(first.id);
    expect(text.indexOf(first.id)).toBeLessThan(text.indexOf(second.id));
    // Once loaded, the default sink is the spool itself.
    const again = defaultSink({ CONTENT_SHIELD_HOME: home });
    expect(again.constructor.name).toBe("FileSpool");
  });

  it("without Node's built-ins, defaults to the memory sink", async () => {
    vi.resetModules();
    const { defaultSink } = await import("../../../src/capture/lazy-sink.js");
    const { MemorySink } = await import("../../../src/capture/memory-sink.js");
    const original = process.getBuiltinModule;
    Object.defineProperty(process, "getBuiltinModule", {
      value: undefined,
      configurable: true,
      writable: true,
    });
    try {
      const sink = defaultSink({});
      expect(sink).toBeInstanceOf(MemorySink);
      sink.append(sampleRecord(createServiceKey()));
      expect(sink.health?.().queued).toBe(1);
    } finally {
      Object.defineProperty(process, "getBuiltinModule", {
        value: original,
        configurable: true,
        writable: true,
      });
    }
  });
});
