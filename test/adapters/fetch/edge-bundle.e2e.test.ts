/**
 * The bundled `content-shield`, `content-shield/fetch` and `content-shield/hono` load without Node's modules (issue 15): bundled
 * from source with the package's bundler (rolldown, dependencies external, as scripts/bundle.mjs does), no
 * chunk reached by static imports from the entries imports a `node:` module (the file spool's chunk is
 * reached only by a dynamic import); and the bundle, run in a Node process whose module loader refuses every
 * `node:` import the bundle makes, shields a request end to end.
 */
import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { build, type OutputChunk } from "rolldown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceKey } from "../../../src/keys.js";

const ROOT = resolve(import.meta.dirname, "../../..");
// Inside the repository so the external dependencies resolve from its node_modules.
const OUT = join(ROOT, "node_modules", ".cache", `edge-bundle-${process.pid}`);
let chunks: OutputChunk[] = [];

beforeAll(async () => {
  rmSync(OUT, { recursive: true, force: true });
  const output = await build({
    input: {
      index: join(ROOT, "src/index.ts"),
      fetch: join(ROOT, "adapters/fetch/index.ts"),
      hono: join(ROOT, "adapters/hono/index.ts"),
    },
    external: (id) => !id.startsWith(".") && !id.startsWith("/"),
    platform: "neutral",
    logLevel: "silent",
    output: {
      dir: OUT,
      format: "esm",
      entryFileNames: "[name].js",
      chunkFileNames: "chunks/[name]-[hash].js",
    },
  });
  chunks = output.output.filter((item): item is OutputChunk => item.type === "chunk");
}, 120_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

/** The `node:` imports of the chunks statically reachable from `entry`, and those chunks. */
function staticReach(entry: string): { nodeImports: string[]; reached: Set<string> } {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = new Set<string>();
  const nodeImports: string[] = [];
  const stack = [entry];
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    for (const specifier of byName.get(name)?.imports ?? []) {
      if (specifier.startsWith("node:")) nodeImports.push(`${name} → ${specifier}`);
      else if (byName.has(specifier)) stack.push(specifier);
    }
  }
  return { nodeImports, reached };
}

describe("the edge bundle", () => {
  it.each(["index.js", "fetch.js", "hono.js"])(
    "%s reaches no node: module through static imports",
    (entry) => {
      const { nodeImports, reached } = staticReach(entry);
      expect(nodeImports).toEqual([]);
      expect(reached.size).toBeGreaterThan(1);
      // The spool's chunk exists, uses node: modules, and is loaded only dynamically.
      const spool = chunks.filter((chunk) => chunk.imports.includes("node:fs"));
      expect(spool.length).toBeGreaterThan(0);
      for (const chunk of spool) expect(reached.has(chunk.fileName)).toBe(false);
    },
  );

  it("shields a request in a process that refuses the bundle's node: imports", async () => {
    const hooks = join(OUT, "hooks.mjs");
    writeFileSync(
      hooks,
      `export async function resolve(specifier, context, next) {
  if (specifier.startsWith("node:") && context.parentURL?.startsWith(${JSON.stringify(`file://${OUT}`)}))
    throw new Error("refused: " + specifier + " from " + context.parentURL);
  return next(specifier, context);
}\n`,
    );
    const script = join(OUT, "run.mjs");
    writeFileSync(
      script,
      `import { register } from "node:module";
register(${JSON.stringify(`file://${hooks}`)});
const { shieldFetchHandler, memorySink } = await import("./fetch.js");
const sink = memorySink();
const handler = shieldFetchHandler(
  async () => Response.json({ choices: [{ index: 0, message: { role: "assistant", content: "Mail ann.lee@example.com now." } }] }),
  { rulesets: [{ name: "no-pii", rules: [{ metric: "pii" }], action: { type: "MASK" } }], config: { service_key: process.env.KEY }, sink },
);
const response = await handler(new Request("http://edge.test/v1/chat/completions", {
  method: "POST", headers: { "content-type": "application/json" },
  body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "Hello" }] }),
}));
console.log(JSON.stringify({ status: response.status, body: await response.text(), captured: sink.health().queued + sink.health().dropped + sink.health().delivered }));
`,
    );
    mkdirSync(OUT, { recursive: true });
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      cwd: OUT,
      env: { ...process.env, KEY: createServiceKey() },
    });
    const result = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
      status: number;
      body: string;
      captured: number;
    };
    expect(result.status).toBe(200);
    expect(result.body).not.toContain("ann.lee@example.com");
    expect(result.body).toContain("Mail [EMAIL] now.");
    // The MASK was captured by the memory sink passed in, with no file system involved.
    expect(result.captured).toBe(1);
  }, 60_000);
});
