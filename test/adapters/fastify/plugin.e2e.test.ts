/** content-shield/fastify on Fastify 4 and 5 over real HTTP: per-route options, payload kinds, validation, reply.raw. */
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { shieldPlugin } from "../../../adapters/fastify/index.js";
import type { ContentShieldResult } from "../../../adapters/shared/runner.js";
import { ConfigError } from "../../../src/errors.js";
import { createServiceKey } from "../../../src/keys.js";
import type { RuleSet } from "../../../src/schema.js";
import { registerTestMetrics } from "../../helpers/apps.js";

registerTestMetrics();
beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-fastify-"));
});

const require = createRequire(import.meta.url);
const MASK: RuleSet[] = [{ rules: [{ metric: "test_email" }], action: { type: "MASK" } }];
const BLOCK: RuleSet[] = [
  { rules: [{ metric: "test_forbidden" }], action: { type: "BLOCK", message: "No." } },
];
const config = { service_key: createServiceKey() };

describe.each(["fastify4", "fastify"])("%s", (name) => {
  const Fastify = (require(name) as { default: typeof import("fastify").default }).default;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(build: (app: FastifyInstance) => void): Promise<string> {
    app = Fastify();
    await app.register(shieldPlugin, { rulesets: MASK, config });
    build(app);
    return app.listen({ port: 0, host: "127.0.0.1" });
  }

  const post = (url: string, body: unknown) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("shields every route after it; config.contentShield: false turns it off, an options object replaces it", async () => {
    const seen: Array<ContentShieldResult | null> = [];
    const url = await start((app) => {
      app.post("/on", async (request) => {
        seen.push(request.contentShield);
        return { echo: request.body };
      });
      app.post("/off", { config: { contentShield: false } }, async (request) => {
        seen.push(request.contentShield);
        return { echo: request.body };
      });
      app.post("/own", { config: { contentShield: { rulesets: BLOCK, config } } }, async (request) => ({
        echo: request.body,
      }));
    });
    const on = await post(`${url}/on`, { input: "mail ann@example.com" });
    expect(await on.json()).toEqual({ echo: { input: "mail [EMAIL]" } });
    expect(on.headers.get("x-content-shield")).toBe("MASK");
    expect(seen[0]?.action).toBe("MASK");
    const off = await post(`${url}/off`, { input: "mail ann@example.com" });
    expect(await off.json()).toEqual({ echo: { input: "mail ann@example.com" } });
    expect(off.headers.get("x-content-shield")).toBeNull();
    expect(seen[1]).toBeNull();
    const own = await post(`${url}/own`, { input: "a forbidden thing" });
    expect(own.status).toBe(400);
    expect(((await own.json()) as { error: { message: string } }).error.message).toBe("No.");
    const ownMail = await post(`${url}/own`, { input: "mail ann@example.com" });
    expect(await ownMail.json()).toEqual({ echo: { input: "mail ann@example.com" } });
  });

  it("shields string, Buffer, Web Response and whole-SSE-transcript payloads", async () => {
    const url = await start((app) => {
      app.post("/text", async (_request, reply) => reply.type("text/plain").send("write to bob@example.org"));
      app.post("/buffer", async (_request, reply) =>
        reply.type("application/json").send(Buffer.from(JSON.stringify({ output: "bob@example.org" }))),
      );
      // A Web Response (Fastify 5 sends it as it is; Fastify 4 serialises it as an object): shielded too.
      if (name === "fastify")
        app.post("/response", async () => Response.json({ output: "bob@example.org" }, { status: 201 }));
      app.post("/sse", async (_request, reply) =>
        reply
          .type("text/event-stream")
          .send('data: {"choices":[{"delta":{"content":"bob@example.org"}}]}\n\n'),
      );
    });
    expect(await (await post(`${url}/text`, {})).text()).toBe("write to [EMAIL]");
    expect(await (await post(`${url}/buffer`, {})).json()).toEqual({ output: "[EMAIL]" });
    if (name === "fastify") {
      const response = await post(`${url}/response`, {});
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ output: "[EMAIL]" });
    }
    const sse = await (await post(`${url}/sse`, {})).text();
    expect(sse).toContain("[EMAIL]");
    expect(sse).not.toContain("bob@example.org");
  });

  it("a route answering over `limit` is a 500 before any byte, never a partial body", async () => {
    app = Fastify();
    await app.register(shieldPlugin, { rulesets: MASK, config, limit: 1024 });
    app.post("/big", async () => ({ output: "x".repeat(4096) }));
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const response = await post(`${url}/big`, {});
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("too large to shield");
  });

  it("bad plugin options reject ready() with a ConfigError; bad route options throw when the route is added", async () => {
    app = Fastify();
    app.register(shieldPlugin, { rulesets: MASK, config, windoww: 3 } as never);
    const error = await Promise.resolve(app.ready()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues[0]?.suggestion).toBe("window");
    await app.close();
    app = Fastify();
    await app.register(shieldPlugin, { rulesets: MASK, config });
    expect(() =>
      app!.post(
        "/x",
        { config: { contentShield: { rulesets: MASK, config, header: "bad header" } } },
        async () => ({}),
      ),
    ).toThrow(ConfigError);
  });

  it("bytes written to reply.raw bypass Fastify's hooks and are not shielded (documented)", async () => {
    const url = await start((app) => {
      app.post("/raw", async (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { "content-type": "text/event-stream" });
        reply.raw.end("data: bob@example.org\n\n");
      });
    });
    expect(await (await post(`${url}/raw`, {})).text()).toContain("bob@example.org");
  });
});
