/** Streamed responses (chat-completion SSE and chunked text) on real Express 4/5 and Koa 2/3 apps. */
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ShieldMiddlewareOptions } from "../../../adapters/shared/options.js";
import type { InterceptionRecord } from "../../../src/capture/record.js";
import { createServiceKey } from "../../../src/keys.js";
import type { RuleSet } from "../../../src/schema.js";
import { buildApp, chatSse, FLAVORS, readSse, registerTestMetrics } from "../../helpers/apps.js";

const serviceKey = createServiceKey();
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);

beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-adapters-stream-"));
  registerTestMetrics();
  process.on("unhandledRejection", onUnhandled);
});
afterAll(() => {
  process.off("unhandledRejection", onUnhandled);
  expect(unhandled).toEqual([]);
});

const RULESETS: RuleSet[] = [
  { name: "no-email", rules: [{ metric: "test_email" }], action: { type: "MASK" } },
  {
    name: "launch",
    rules: [{ metric: "test_launch" }],
    action: { type: "OVERRIDE", fallback: "I can't help with that." },
  },
  {
    name: "forbidden",
    rules: [{ metric: "test_forbidden" }],
    action: { type: "BLOCK", message: "Stopped." },
  },
];

function options(extra: Partial<ShieldMiddlewareOptions> = {}): ShieldMiddlewareOptions {
  return { rulesets: RULESETS, config: { service_key: serviceKey }, window: 32, ...extra };
}

const collect = (response: unknown, done: (error: Error | null, body: string) => void) => {
  const r = response as http.IncomingMessage;
  let text = "";
  r.setEncoding("utf8");
  r.on("data", (c: string) => {
    text += c;
  });
  r.on("end", () => done(null, text));
};

const LONG_TAIL = " and that is all I know about the order, the shipment and the invoice. Have a nice day!";

describe.each(FLAVORS)("%s", (flavor) => {
  it("masks an email split across SSE chunks; it never reaches the client unmasked", async () => {
    const pieces = ["Sure! You can reach ", "the team at an", "n.sm", "ith@exa", "mple.com", LONG_TAIL];
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/v1/chat/completions",
          shield: options(),
          handler: () => ({ stream: chatSse(pieces), type: "sse" }),
        },
      ],
    });
    const res = await request(app.listener)
      .post("/v1/chat/completions")
      .send({ messages: [{ role: "user", content: "hi" }], stream: true })
      .buffer(true)
      .parse(collect);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(res.headers["x-content-shield"]).toBe("none");
    expect(res.headers["content-length"]).toBeUndefined();
    const body = res.body as string;
    expect(body).not.toContain("ann.smith");
    expect(body).not.toContain("example.com");
    const sse = readSse(body);
    expect(sse.content).toBe(`Sure! You can reach the team at [EMAIL]${LONG_TAIL}`);
    expect(sse.done).toBe(true);
    expect(sse.finish).toEqual(["stop"]);
    for (const event of sse.events)
      expect(event).toMatchObject({
        id: "chatcmpl-test",
        object: "chat.completion.chunk",
        model: "test-model",
      });
  });

  it("works when the handler hands its headers to writeHead and flushes them; the header reports the input action", async () => {
    const pieces = ["Mail ", "carl@exa", "mple.com", LONG_TAIL];
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/v1/chat/completions",
          shield: options(),
          handler: () => ({ stream: chatSse(pieces), type: "sse", writeHead: true }),
        },
      ],
    });
    const res = await request(app.listener)
      .post("/v1/chat/completions")
      .send({ messages: [{ role: "user", content: "my address is me@example.com" }], stream: true })
      .buffer(true)
      .parse(collect);
    expect(res.headers["x-content-shield"]).toBe("MASK");
    expect(res.headers["cache-control"]).toBe(flavor.startsWith("express") ? "no-cache" : undefined);
    expect(readSse(res.body as string).content).toBe(`Mail [EMAIL]${LONG_TAIL}`);
    expect(JSON.stringify(app.seen[0])).toContain("[EMAIL]");
  });

  it("ends the stream with the fallback on an OVERRIDE mid-stream and stops the handler's stream", async () => {
    const pieces = [
      "Here is a long and friendly answer about many things. ",
      "By the way, the launch",
      " code is 1234.",
      LONG_TAIL,
    ];
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/v1/chat/completions",
          shield: options(),
          handler: () => ({ stream: chatSse(pieces).slice(0, -2), type: "sse", forever: true }),
        },
      ],
    });
    const res = await request(app.listener)
      .post("/v1/chat/completions")
      .send({ messages: [{ role: "user", content: "hi" }], stream: true })
      .buffer(true)
      .parse(collect);
    const sse = readSse(res.body as string);
    expect(sse.content).not.toContain("1234");
    expect(sse.content.endsWith("I can't help with that.")).toBe(true);
    expect(sse.content.startsWith("Here is a long")).toBe(true);
    expect(sse.finish).toEqual(["content_filter"]);
    expect(sse.done).toBe(true);
    await Promise.all(app.closed);
  });

  it("sends an SSE error event on a BLOCK mid-stream", async () => {
    const pieces = [
      "This answer is fine for a while, nothing to see here. ",
      "Then something forbidden appears",
      LONG_TAIL,
    ];
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/v1/chat/completions",
          shield: options(),
          handler: () => ({ stream: chatSse(pieces), type: "sse" }),
        },
      ],
    });
    const res = await request(app.listener)
      .post("/v1/chat/completions")
      .send({ messages: [{ role: "user", content: "hi" }], stream: true })
      .buffer(true)
      .parse(collect);
    const body = res.body as string;
    expect(body).not.toContain("forbidden appears");
    expect(body).toContain('"code":"SHIELD_BLOCKED"');
    expect(body).not.toContain("[DONE]");
  });

  it("masks chunked text streams and captures the whole stream once", async () => {
    const records: InterceptionRecord[] = [];
    const sink = { append: (r: InterceptionRecord) => void records.push(r), flush: async () => {} };
    const pieces = ["Write to bo", "b@exam", "ple.org today", LONG_TAIL];
    const app = buildApp(flavor, {
      routes: [
        {
          method: "get",
          path: "/text",
          shield: options({ sink }),
          handler: () => ({ stream: pieces, type: "text" }),
        },
      ],
    });
    const res = await request(app.listener).get("/text").buffer(true).parse(collect);
    expect(res.body).toBe(`Write to [EMAIL] today${LONG_TAIL}`);
    await vi.waitFor(() => expect(records).toHaveLength(1));
    expect(records[0]!.action).toBe("MASK");
  });

  it("releases short streams whole at the end (shorter than the window)", async () => {
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/v1/chat/completions",
          shield: options({ window: 500 }),
          handler: () => ({ stream: chatSse(["Hi ", "there"]), type: "sse" }),
        },
      ],
    });
    const res = await request(app.listener)
      .post("/v1/chat/completions")
      .send({ messages: [{ role: "user", content: "hi" }], stream: true })
      .buffer(true)
      .parse(collect);
    const sse = readSse(res.body as string);
    expect(sse.content).toBe("Hi there");
    expect(sse.finish).toEqual(["stop"]);
    expect(sse.done).toBe(true);
  });

  it("ends the stream and reports a detector failing mid-stream to the app's error handling", async () => {
    const pieces = [
      "A calm beginning that is long enough to pass the window easily. ",
      "Now explode",
      LONG_TAIL,
    ];
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/v1/chat/completions",
          shield: {
            rulesets: [{ rules: [{ metric: "test_throws" }], action: { type: "FLAG" } }],
            config: { service_key: serviceKey },
            window: 16,
          },
          handler: () => ({ stream: chatSse(pieces), type: "sse" }),
        },
      ],
    });
    const server = http.createServer(app.listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const received = await new Promise<string>((resolve) => {
        let text = "";
        const req = http.request(
          {
            port,
            host: "127.0.0.1",
            method: "POST",
            path: "/v1/chat/completions",
            headers: { "content-type": "application/json" },
          },
          (res) => {
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => {
              text += chunk;
            });
            res.on("end", () => resolve(text));
            res.on("error", () => resolve(text));
            res.on("aborted", () => resolve(text));
          },
        );
        req.on("error", () => resolve(text));
        req.end(JSON.stringify({ messages: [{ role: "user", content: "hi" }], stream: true }));
      });
      expect(received).not.toContain("explode");
      expect(received).not.toContain("[DONE]");
      await vi.waitFor(() =>
        expect(app.errors.map((e) => (e as { code?: string }).code)).toContain("METRIC_FAILED"),
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("passes a handler's stream failure to the app's error handling and ends the response", async () => {
    const pieces = [
      "First part of a long answer that goes past the window. ",
      "second part ",
      "third part ",
      LONG_TAIL,
    ];
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/v1/chat/completions",
          shield: options(),
          handler: () => ({ stream: chatSse(pieces), type: "sse", failAfter: 3 }),
        },
      ],
    });
    const server = http.createServer(app.listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const received = await new Promise<string>((resolve) => {
        let text = "";
        const req = http.request(
          {
            port,
            host: "127.0.0.1",
            method: "POST",
            path: "/v1/chat/completions",
            headers: { "content-type": "application/json" },
          },
          (res) => {
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => {
              text += chunk;
            });
            res.on("end", () => resolve(text));
            res.on("error", () => resolve(text));
            res.on("aborted", () => resolve(text));
          },
        );
        req.on("error", () => resolve(text));
        req.end(JSON.stringify({ messages: [{ role: "user", content: "hi" }], stream: true }));
      });
      expect(received).not.toContain("[DONE]");
      await vi.waitFor(() =>
        expect(app.errors.map((e) => (e as Error).message)).toContain("upstream failed"),
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("survives a client disconnecting mid-stream and frees the handler's stream", async () => {
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/v1/chat/completions",
          shield: options(),
          handler: () => ({
            stream: chatSse(["word ", "another word ", "ann@example.com "]).slice(0, -2),
            type: "sse",
            forever: true,
            delayMs: 2,
          }),
        },
      ],
    });
    const server = http.createServer(app.listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await new Promise<void>((resolve, reject) => {
        const req = http.request(
          {
            port,
            host: "127.0.0.1",
            method: "POST",
            path: "/v1/chat/completions",
            headers: { "content-type": "application/json" },
          },
          (res) => {
            let received = 0;
            res.on("data", (chunk: Buffer) => {
              received += chunk.length;
              if (received > 500) {
                req.destroy();
                resolve();
              }
            });
            res.on("error", () => {});
          },
        );
        req.on("error", (error) => {
          if ((error as NodeJS.ErrnoException).code !== "ECONNRESET") reject(error);
        });
        req.end(JSON.stringify({ messages: [{ role: "user", content: "hi" }], stream: true }));
      });
      await Promise.all(app.closed);
      const again = await request(server)
        .post("/v1/chat/completions")
        .send({ messages: [{ role: "user", content: "launch code" }] });
      expect(again.body.choices[0].message.content).toBe("I can't help with that.");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
