import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { InterceptionRecord, InterceptionSink } from "../../../src/capture/record.js";
import { listSealedSegments, parseSegment, spoolDirectory } from "../../../src/capture/spool.js";
import { Guard } from "../../../src/index.js";
import { hashServiceKey } from "../../../src/keys.js";
import { registerTestMetrics, SERVICE_KEY, useTempHome } from "../../helpers/core.js";

let home: string;
beforeAll(() => {
  home = useTempHome();
  registerTestMetrics();
});

class MemorySink implements InterceptionSink {
  records: InterceptionRecord[] = [];
  append(record: InterceptionRecord): void {
    this.records.push(record);
  }
  async flush(): Promise<void> {}
}

const maskWords = [
  {
    name: "words",
    rules: [{ metric: "word" as const, target: "both" as const }],
    action: { type: "FLAG" as const },
  },
];

describe("interception records", () => {
  it("redacted by default: no detected value in the record, metadata complete", async () => {
    const sink = new MemorySink();
    const guard = new Guard({
      rulesets: maskWords,
      config: { service_key: SERVICE_KEY, group: "checkout" },
      sink,
    });
    const response = await guard.shield({ payload: { input: "say alpha", output: "beta here" } });
    expect(sink.records).toHaveLength(1);
    const record = sink.records[0]!;
    expect(record).toMatchObject({
      id: response.interception_id,
      key_hash: hashServiceKey(SERVICE_KEY),
      group: "checkout",
      ruleset: "words",
      action: "FLAG",
      metric: "word",
      rule: { metric: "word", target: "both" },
      capture: "redacted",
      text: "[BETA] here",
      payload: { input: "say [ALPHA]", output: "[BETA] here" },
    });
    expect(JSON.stringify(record)).not.toContain(SERVICE_KEY);
    expect(JSON.stringify(record)).not.toMatch(/say alpha|beta here/);
    expect(record.findings).toEqual([
      { type: "alpha", target: "input", start: 4, end: 9, score: 1 },
      { type: "beta", target: "output", start: 0, end: 4, score: 1 },
    ]);
    expect(Date.parse(record.created_at)).not.toBeNaN();
  });
  it("capture full keeps the texts; capture none keeps only metadata", async () => {
    const full = new MemorySink();
    await new Guard({
      rulesets: maskWords,
      config: { service_key: SERVICE_KEY, capture: "full" },
      sink: full,
    }).shield({
      payload: { output: "beta" },
    });
    expect(full.records[0]!.payload).toEqual({ output: "beta" });
    expect(full.records[0]!.findings[0]!.text).toBe("beta");
    const none = new MemorySink();
    await new Guard({
      rulesets: maskWords,
      config: { service_key: SERVICE_KEY, capture: "none" },
      sink: none,
    }).shield({
      payload: { output: "beta" },
    });
    expect(none.records[0]!.payload).toBeNull();
    expect(none.records[0]!.text).toBeNull();
    expect(none.records[0]!.metric).toBe("word");
  });
  it("nothing is recorded when nothing triggers", async () => {
    const sink = new MemorySink();
    await new Guard({ rulesets: maskWords, config: { service_key: SERVICE_KEY }, sink }).shield({
      payload: { output: "zzz" },
    });
    expect(sink.records).toEqual([]);
  });
});

describe("the durable spool", () => {
  it("appends off the hot path and holds every interception after flush", async () => {
    const guard = new Guard({ rulesets: maskWords, config: { service_key: SERVICE_KEY } });
    const ids: string[] = [];
    for (let i = 0; i < 250; i++) {
      const r = await guard.shield({ payload: { output: `gamma ${i}` } });
      ids.push(r.interception_id!);
    }
    await guard.flush();
    const directory = spoolDirectory(home);
    expect(readdirSync(directory).filter((n) => n.endsWith(".open"))).toEqual([]);
    const stored = listSealedSegments(directory).flatMap(
      (name) => parseSegment(readFileSync(join(directory, name), "utf8")).records,
    );
    expect(new Set(stored.map((r) => r.id))).toEqual(new Set(ids));
    expect(stored.every((r) => r.text?.startsWith("[GAMMA]"))).toBe(true);
  });
});
