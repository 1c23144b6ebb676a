/**
 * Records captured before the spool module loaded survive `process.exit()` (lazy-sink.ts): a script that
 * shields and exits at once never turns the event loop, so the spool's dynamic import never finishes; the
 * records still waiting are written at `exit` as a sealed segment. Run on the package's bundle (rolldown,
 * as scripts/bundle.mjs builds it) in a child process, since the point is a real exit.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { build } from "rolldown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceKey } from "../../../src/keys.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const OUT = join(ROOT, "node_modules", ".cache", `exit-rescue-${process.pid}`);
const homes: string[] = [];

beforeAll(async () => {
  rmSync(OUT, { recursive: true, force: true });
  await build({
    input: { index: join(ROOT, "src/index.ts") },
    external: (id) => !id.startsWith(".") && !id.startsWith("/"),
    platform: "node",
    logLevel: "silent",
    output: {
      dir: OUT,
      format: "esm",
      entryFileNames: "[name].js",
      chunkFileNames: "chunks/[name]-[hash].js",
    },
  });
}, 120_000);
afterAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  for (const home of homes) rmSync(home, { recursive: true, force: true });
});

/** Runs a script that shields `calls` PII texts with the default sink and exits as the script says. */
async function run(calls: number, exit: string): Promise<string> {
  const home = mkdtempSync(join(tmpdir(), "cs-exit-rescue-"));
  homes.push(home);
  const script = `
const { Guard } = await import(${JSON.stringify(join(OUT, "index.js"))});
const guard = new Guard({
  rulesets: [{ rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK" } }],
  config: { service_key: ${JSON.stringify(createServiceKey())} },
});
for (let i = 0; i < ${calls}; i++) await guard.shield({ payload: { output: "write to user" + i + "@example.com" } });
${exit}`;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_SHIELD_HOME: home, CONTENT_SHIELD_URL: "" },
  });
  return home;
}

/** The records in the spool's sealed segments, in file-name order. */
function spooled(home: string): Array<{ id: string; payload: { output?: string } | null }> {
  const directory = join(home, "spool");
  return readdirSync(directory)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
    .flatMap((name) =>
      readFileSync(join(directory, name), "utf8")
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => JSON.parse(line) as { id: string; payload: { output?: string } | null }),
    );
}

describe("capture at process.exit()", () => {
  it("writes every record captured before the spool loaded, redacted, when the script exits at once", async () => {
    const home = await run(5, "process.exit(0);");
    const records = spooled(home);
    expect(records).toHaveLength(5);
    expect(new Set(records.map((r) => r.id)).size).toBe(5);
    for (const record of records) expect(record.payload?.output).toBe("write to [EMAIL]");
  });

  it("writes each record once when the spool loaded before the exit", async () => {
    const home = await run(
      3,
      "await guard.flush(); await guard.shield({ payload: { output: 'a@b.co' } }); process.exit(0);",
    );
    const ids = readdirSync(join(home, "spool"))
      .filter((name) => name.endsWith(".jsonl") || name.endsWith(".jsonl.open"))
      .flatMap((name) =>
        readFileSync(join(home, "spool", name), "utf8")
          .split("\n")
          .filter(Boolean),
      )
      .map((line) => (JSON.parse(line) as { id: string }).id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
  });
});
