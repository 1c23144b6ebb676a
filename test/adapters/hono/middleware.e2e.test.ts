/** content-shield/hono over @hono/node-server: cached bodies, per-route use, Range, encoded request bodies. */
import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ShieldEnv, shieldMiddleware } from "../../../adapters/hono/index.js";
import { createServiceKey } from "../../../src/keys.js";
import type { RuleSet } from "../../../src/schema.js";
import { registerTestMetrics } from "../../helpers/apps.js";

registerTestMetrics();
const MASK: RuleSet[] = [{ rules: [{ metric: "test_email" }], action: { type: "MASK" } }];
const options = { rulesets: MASK, config: { service_key: createServiceKey() }, limit: 64 * 1024 };

let server: Server;
let url: string;
const seen: unknown[] = [];
beforeAll(async () => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-hono-"));
  const app = new Hono<ShieldEnv>();
  // An earlier middleware that parses the body (validators do): the shield uses Hono's cached body.
  app.use("/parsed/*", async (c, next) => {
    await c.req.json();
    await next();
  });
  app.use("/parsed/*", shieldMiddleware(options));
  app.post("/parsed/echo", async (c) =>
    c.json({ got: await c.req.json(), action: c.get("contentShield").action }),
  );
  app.post("/route", shieldMiddleware(options), async (c) => {
    seen.push(c.req.header("range") ?? null);
    return c.text(`body ${await c.req.text()}; write to bob@example.org`);
  });
  app.post("/open", async (c) => c.text(await c.req.text()));
  server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe("content-shield/hono", () => {
  it("masks a body an earlier middleware already parsed; the handler reads the masked one", async () => {
    const response = await fetch(`${url}/parsed/echo`, json({ input: "mail ann@example.com" }));
    expect(await response.json()).toEqual({ got: { input: "mail [EMAIL]" }, action: "MASK" });
    expect(response.headers.get("x-content-shield")).toBe("MASK");
  });

  it("per route: shields that route only, and drops Range so the whole body is checked", async () => {
    const shielded = await fetch(`${url}/route`, {
      method: "POST",
      headers: { "content-type": "text/plain", range: "bytes=0-9" },
      body: "from ann@example.com",
    });
    expect(shielded.status).toBe(200);
    expect(await shielded.text()).toBe("body from [EMAIL]; write to [EMAIL]");
    expect(seen.at(-1)).toBeNull();
    const open = await fetch(`${url}/open`, { method: "POST", body: "ann@example.com" });
    expect(await open.text()).toBe("ann@example.com");
  });

  it("inflates a gzip request body; refuses a zip bomb (413) and brotli (415)", async () => {
    const gzip = gzipSync(JSON.stringify({ input: "mail ann@example.com" }));
    const inflated = await fetch(`${url}/route`, {
      method: "POST",
      headers: { "content-type": "text/plain", "content-encoding": "gzip" },
      body: gzip,
    });
    expect(await inflated.text()).toContain('{"input":"mail [EMAIL]"}');
    const bomb = gzipSync("a".repeat(10 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(options.limit);
    const refused = await fetch(`${url}/route`, {
      method: "POST",
      headers: { "content-type": "text/plain", "content-encoding": "gzip" },
      body: bomb,
    });
    expect(refused.status).toBe(413);
    const brotli = await fetch(`${url}/route`, {
      method: "POST",
      headers: { "content-type": "text/plain", "content-encoding": "br" },
      body: "x",
    });
    expect(brotli.status).toBe(415);
  });
});
