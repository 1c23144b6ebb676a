/**
 * Koa 3 Web bodies (issue 15): a handler may set `ctx.body` to a `ReadableStream`, a `Blob` or a `Response`;
 * the shield reads them through the same stream runner as Node streams, so their output rules apply (they
 * used to pass unchecked). Real Koa 3 over real HTTP on loopback.
 */
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Koa, { type Context } from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shieldMiddleware } from "../../../adapters/koa/index.js";
import { createServiceKey } from "../../../src/keys.js";
import type { RuleSet } from "../../../src/schema.js";
import { registerTestMetrics } from "../../helpers/apps.js";

const RULESETS: RuleSet[] = [
  { name: "no-email", rules: [{ metric: "test_email" }], action: { type: "MASK" } },
  { name: "forbidden", rules: [{ metric: "test_forbidden" }], action: { type: "BLOCK", message: "No." } },
];
const LEAK = "Write to ann.lee@example.com for the keys.\n";

/** A Web `ReadableStream` of `parts`, one chunk each (the address split across chunks). */
function webStream(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

const ROUTES: Record<string, (ctx: Context) => void> = {
  "/stream": (ctx) => {
    ctx.type = "text/plain";
    ctx.body = webStream(["Write to ann.lee@exa", "mple.com for the keys.\n"]);
  },
  "/blob": (ctx) => {
    ctx.body = new Blob([LEAK], { type: "text/plain" });
  },
  "/response": (ctx) => {
    ctx.body = new Response(LEAK, { status: 201, headers: { "content-type": "text/plain; charset=utf-8" } });
  },
  "/sse": (ctx) => {
    ctx.type = "text/event-stream";
    ctx.body = webStream([
      `data: {"choices":[{"delta":{"content":"ann.lee@exa"}}]}\n\n`,
      'data: {"choices":[{"delta":{"content":"mple.com"}}]}\n\n',
      "data: [DONE]\n\n",
    ]);
  },
  "/forbidden": (ctx) => {
    ctx.body = new Blob(["This is forbidden text.\n"], { type: "text/plain" });
  },
  "/empty": (ctx) => {
    ctx.body = new Response(null, { status: 200, headers: { "content-type": "text/plain" } });
  },
};

let server: http.Server;
let base = "";

beforeAll(async () => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-koa-web-bodies-"));
  registerTestMetrics();
  const app = new Koa();
  app.silent = true;
  app.use(shieldMiddleware({ rulesets: RULESETS, config: { service_key: createServiceKey() }, window: 16 }));
  app.use(async (ctx) => ROUTES[ctx.path]?.(ctx));
  server = http.createServer(app.callback());
  server.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe("Koa 3 Web bodies are shielded", () => {
  it.each(["/stream", "/blob", "/response"])("%s: the address is masked, never sent", async (path) => {
    const response = await fetch(base + path);
    const text = await response.text();
    expect(text).not.toContain("ann.lee@example.com");
    expect(text).toBe("Write to [EMAIL] for the keys.\n");
    expect(response.headers.get("content-length")).toBeNull();
    if (path === "/response") expect(response.status).toBe(201);
  });

  it("an SSE ReadableStream is masked across chunks", async () => {
    const text = await (await fetch(`${base}/sse`)).text();
    expect(text.replace(/\s+/g, "")).not.toContain("example.com");
    expect(text).toContain("[EMAIL]");
    expect(text).toContain("data: [DONE]");
  });

  it("a BLOCK on a Blob stops the text", async () => {
    const text = await (await fetch(`${base}/forbidden`)).text();
    expect(text).not.toContain("forbidden text");
  });

  it("a Response without a body answers empty", async () => {
    const response = await fetch(`${base}/empty`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});
