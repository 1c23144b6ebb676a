/**
 * The Express adapter reaches `res.writeHead/write/end/json` through dispatchers on the prototypes that own
 * them (`adapters/express/dispatch.ts`), so nothing is added to `res`. These tests hold what that must not
 * break, on real Express 4 and 5 apps over HTTP: a route in a sub-app or a router (Express swaps the prototype
 * of `res` again there), a middleware that wrapped `res` before the shield, a library that wraps Node's methods
 * after the first request, and responses of apps and clients the shield does not guard.
 */

import { mkdtempSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import compression from "compression";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shieldMiddleware } from "../../../adapters/express/index.js";
import { createServiceKey } from "../../../src/keys.js";
import type { RuleSet } from "../../../src/schema.js";

const require = createRequire(import.meta.url);
type ExpressModule = typeof import("express");
const load = (name: string): ExpressModule => {
  const mod = require(name) as ExpressModule & { default?: ExpressModule };
  return mod.default ?? mod;
};

const RULESETS: RuleSet[] = [
  { name: "no-email", rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK" } },
];
const REPLY = "Write to jane.doe@example.com for help.";
const MASKED = "Write to [EMAIL] for help.";
/** A chat-completions answer holding `text`, and the request that asks for it. */
const completion = (text: string) => ({
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
});
const CHAT = { model: "gpt-test", messages: [{ role: "user", content: "hi" }] };
const contentOf = (body: { choices: Array<{ message: { content: string } }> }) =>
  body.choices[0]!.message.content;

beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-express-dispatch-"));
});

const shield = () => shieldMiddleware({ rulesets: RULESETS, config: { service_key: createServiceKey() } });

describe.each(["express4", "express"])("%s", (name) => {
  const express = load(name);

  it("adds no property to res and masks the reply", async () => {
    const app = express();
    let own: string[] = [];
    app.use(express.json());
    app.use(shield());
    app.post("/chat", (_req, res) => {
      own = ["writeHead", "write", "end", "json"].filter((m) => Object.hasOwn(res, m));
      res.json(completion(REPLY));
    });
    const answer = await request(app).post("/chat").send(CHAT);
    expect(contentOf(answer.body)).toBe(MASKED);
    expect(own).toEqual([]);
  });

  it("masks a reply sent from a sub-app and from a router mounted after the shield", async () => {
    const app = express();
    app.use(express.json());
    app.use(shield());
    const sub = express();
    sub.post("/chat", (_req, res) => res.json(completion(REPLY)));
    app.use("/sub", sub);
    const router = express.Router();
    router.post("/chat", (_req, res) => res.type("application/json").send(JSON.stringify(completion(REPLY))));
    app.use("/router", router);
    expect(contentOf((await request(app).post("/sub/chat").send(CHAT)).body)).toBe(MASKED);
    expect(contentOf((await request(app).post("/router/chat").send(CHAT)).body)).toBe(MASKED);
  });

  it("wraps res itself when a middleware before the shield already did (compression)", async () => {
    const app = express();
    app.use(compression({ threshold: 0 }));
    app.use(express.json());
    app.use(shield());
    app.post("/chat", (_req, res) => res.json(completion(REPLY)));
    const answer = await request(app).post("/chat").set("accept-encoding", "gzip").send(CHAT);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(contentOf(answer.body)).toBe(MASKED);
  });

  it("leaves responses of an unshielded app and HTTP client requests as they are", async () => {
    const guarded = express();
    guarded.use(express.json());
    guarded.use(shield());
    guarded.post("/chat", (_req, res) => res.json(completion(REPLY)));
    await request(guarded).post("/chat").send(CHAT);
    const plain = express();
    plain.get("/raw", (_req, res) => res.json(completion(REPLY)));
    expect(contentOf((await request(plain).get("/raw")).body)).toBe(REPLY);
    const server = http.createServer((_req, res) => res.end(REPLY));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const body = await new Promise<string>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method: "POST" }, (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve(text));
      });
      req.on("error", reject);
      req.end("a body written through OutgoingMessage.prototype.end");
    });
    server.close();
    expect(body).toBe(REPLY);
  });
});

describe("a library that wraps Node's response methods after the shield's first request", () => {
  const express = load("express");
  const proto = http.ServerResponse.prototype as unknown as Record<string, unknown>;
  const had = Object.hasOwn(proto, "end");
  const before = proto.end;

  afterAll(() => {
    if (had) proto.end = before;
    else delete proto.end;
  });

  it("still masks the reply, and each call reaches the library once", async () => {
    const app = express();
    app.use(express.json());
    app.use(shield());
    app.post("/chat", (_req, res) => res.json(completion(REPLY)));
    await request(app).post("/chat").send(CHAT);
    // An APM-style wrapper installed now, on ServerResponse.prototype, below which the dispatcher sits on
    // OutgoingMessage.prototype: the dispatcher is reached twice in one call and must not re-enter the shield.
    let calls = 0;
    const inner = (proto.end ?? http.OutgoingMessage.prototype.end) as (...a: unknown[]) => unknown;
    proto.end = function (this: unknown, ...args: unknown[]) {
      calls++;
      return inner.apply(this, args);
    };
    const answer = await request(app).post("/chat").send(CHAT);
    expect(contentOf(answer.body)).toBe(MASKED);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(2);
  });
});
