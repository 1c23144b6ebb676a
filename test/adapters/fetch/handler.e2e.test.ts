/** content-shield/fetch on a Node server: the result for the handler, extra arguments, encoded and oversized responses. */
import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { createAdaptorServer } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ContentShieldResult,
  contentShieldOf,
  shieldFetchHandler,
} from "../../../adapters/fetch/index.js";
import { createServiceKey } from "../../../src/keys.js";
import type { RuleSet } from "../../../src/schema.js";
import { registerTestMetrics } from "../../helpers/apps.js";

registerTestMetrics();
const MASK: RuleSet[] = [{ rules: [{ metric: "test_email" }], action: { type: "MASK" } }];

let server: Server;
let url: string;
const results: Array<ContentShieldResult | undefined> = [];
const extras: unknown[] = [];
let lastResult: ContentShieldResult | undefined;

const handler = shieldFetchHandler(
  async (request: Request, context: { route: string }) => {
    results.push(contentShieldOf(request));
    extras.push(context.route);
    const path = new URL(request.url).pathname;
    if (path === "/gzip")
      return new Response(gzipSync("write to bob@example.org"), {
        headers: { "content-type": "text/plain", "content-encoding": "gzip" },
      });
    if (path === "/big") return Response.json({ output: "x".repeat(4096) });
    return Response.json({
      output: `you said ${((await request.json()) as { input: string }).input}; reach bob@example.org`,
    });
  },
  { rulesets: MASK, config: { service_key: createServiceKey() }, limit: 1024 },
);

beforeAll(async () => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-fetch-"));
  server = createAdaptorServer({
    fetch: async (request: Request) => {
      const response = await handler(request, { route: "chat" });
      lastResult = results.at(-1);
      return response;
    },
  }) as Server;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post = (path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("shieldFetchHandler", () => {
  it("masks both sides; the handler gets the result and its extra arguments", async () => {
    const response = await post("/chat", { input: "I am ann@example.com" });
    expect(await response.json()).toEqual({ output: "you said I am [EMAIL]; reach [EMAIL]" });
    expect(extras.at(-1)).toBe("chat");
    expect(lastResult?.input?.action).toBe("MASK");
    expect(lastResult?.output?.action).toBe("MASK");
    expect(lastResult?.findings.map((f) => f.location)).toContain("input");
  });

  it("passes an encoded response unchecked and says why in the result", async () => {
    const response = await post("/gzip", { input: "hi" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("write to bob@example.org"); // fetch inflates; the body is intact
    expect(lastResult?.notEvaluated).toContain("Content-Encoding: gzip");
  });

  it("answers a JSON response over `limit` with a 500 naming the option", async () => {
    const response = await post("/big", { input: "hi" });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("`limit` option");
  });
});
