/**
 * Regression tests for the adapter faults found in real use (issue 15, "Faults to fix"): backpressure,
 * size limits decided before the first byte, Range, encoded request bodies, compression mounted after the
 * shield, Koa's AbortError on a mid-stream stop, and the mid-stream OVERRIDE fallback's paragraph. Every
 * case runs on real Express 4/5 and Koa 2/3 apps over real HTTP on loopback.
 */
import { once } from "node:events";
import { createReadStream, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import compression from "compression";
import type { Request, Response } from "express";
import type { Context, default as KoaApp } from "koa";
import koaCompress from "koa-compress";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shieldMiddleware as expressShield } from "../../adapters/express/index.js";
import { shieldMiddleware as koaShield } from "../../adapters/koa/index.js";
import type { ShieldMiddlewareOptions } from "../../adapters/shared/options.js";
import type { ContentShieldResult } from "../../adapters/shared/runner.js";
import { createServiceKey } from "../../src/keys.js";
import type { RuleSet } from "../../src/schema.js";
import { buildApp, chatSse, FLAVORS, type Flavor, readSse, registerTestMetrics } from "../helpers/apps.js";

const require = (await import("node:module")).createRequire(import.meta.url);
type ExpressModule = typeof import("express");
type KoaClass = typeof import("koa");
const load = <T>(name: string): T => {
  const mod = require(name) as T & { default?: T };
  return mod.default ?? mod;
};
const expressOf = (flavor: Flavor) => load<ExpressModule>(flavor === "express4" ? "express4" : "express");
const koaOf = (flavor: Flavor) => load<KoaClass>(flavor === "koa2" ? "koa2" : "koa");
const isExpress = (flavor: Flavor) => flavor === "express4" || flavor === "express5";

const serviceKey = createServiceKey();
let dir = "";

const RULESETS: RuleSet[] = [
  { name: "no-email", rules: [{ metric: "test_email" }], action: { type: "MASK" } },
  {
    name: "launch",
    rules: [{ metric: "test_launch" }],
    action: { type: "OVERRIDE", fallback: "Let's talk about us." },
  },
  { name: "forbidden", rules: [{ metric: "test_forbidden" }], action: { type: "BLOCK", message: "No." } },
];
const options = (extra: Partial<ShieldMiddlewareOptions> = {}): ShieldMiddlewareOptions => ({
  rulesets: RULESETS,
  config: { service_key: serviceKey },
  ...extra,
});

/** Deterministic text without findings, `size` bytes. */
function prose(size: number): string {
  const line = "The quick brown fox jumps over the lazy dog while the river keeps on flowing.\n";
  return line.repeat(Math.ceil(size / line.length)).slice(0, size);
}

/** An SSE transcript of about `size` bytes of chat-completion chunks (no findings). */
function sseTranscript(size: number): string {
  const pieces = prose(size / 3).match(/.{1,20}/gs)!;
  return chatSse(pieces).join("");
}

const files: Record<string, string> = {};

beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-adapters-faults-"));
  registerTestMetrics();
  dir = mkdtempSync(join(tmpdir(), "cs-faults-files-"));
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    files[name] = text;
  };
  write("200k.txt", prose(200_000));
  write("400k.txt", prose(400_000));
  write("1m.txt", prose(1_048_000));
  write("69k.sse", sseTranscript(69_000));
  write("contact.txt", `Contact us: ann.lee@example.com for details. ${prose(200)}`);
  write("big-email.txt", `${prose(120_000)} write to ann.lee@example.com today. ${prose(2_000)}`);
});

interface Served {
  url: string;
  close(): Promise<void>;
}

async function serve(listener: http.RequestListener): Promise<Served> {
  const server = http.createServer(listener);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Got {
  status: number;
  headers: Headers;
  text: string;
}

async function get(url: string, init: RequestInit = {}): Promise<Got> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A raw app per flavor: `route` gets the framework's own request objects. */
interface RawApp {
  listener: http.RequestListener;
  errors: unknown[];
  results: ContentShieldResult[];
}

type ExpressRoute = (req: Request, res: Response) => void | Promise<void>;
type KoaRoute = (ctx: Context) => void | Promise<void>;

function rawExpress(
  flavor: Flavor,
  shield: ShieldMiddlewareOptions | undefined,
  route: ExpressRoute,
  setup?: (app: ReturnType<ExpressModule>) => void,
  bodyParser = false,
): RawApp {
  const express = expressOf(flavor);
  const raw: RawApp = { listener: () => {}, errors: [], results: [] };
  const app = express();
  if (bodyParser) app.use(express.json());
  if (shield) app.use(expressShield(shield));
  app.use((_req, res, next) => {
    res.on("finish", () => raw.results.push(res.locals.contentShield!));
    next();
  });
  setup?.(app);
  app.use((req: Request, res: Response, next: (e?: unknown) => void) => {
    Promise.resolve(route(req, res)).catch(next);
  });
  app.use((error: unknown, _req: Request, res: Response, next: (e: unknown) => void) => {
    raw.errors.push(error);
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status ?? 500;
    res.status(status).json({ error: { message: (error as Error).message } });
  });
  raw.listener = app as unknown as http.RequestListener;
  return raw;
}

function rawKoa(
  flavor: Flavor,
  shield: ShieldMiddlewareOptions | undefined,
  route: KoaRoute,
  setup?: (app: KoaApp) => void,
): RawApp {
  const Koa = koaOf(flavor);
  const raw: RawApp = { listener: () => {}, errors: [], results: [] };
  const app = new Koa();
  app.silent = true;
  app.on("error", (error: unknown) => raw.errors.push(error));
  app.use(async (ctx, next) => {
    ctx.res.once("finish", () => raw.results.push(ctx.state.contentShield as ContentShieldResult));
    try {
      await next();
    } catch (error) {
      raw.errors.push(error);
      ctx.status = (error as { status?: number }).status ?? 500;
      ctx.body = { error: { message: (error as Error).message } };
    }
  });
  if (shield) app.use(koaShield(shield));
  setup?.(app);
  app.use(async (ctx) => route(ctx));
  raw.listener = app.callback();
  return raw;
}

/** Serves `file` through `pipe` semantics: Express pipes a read stream to `res`, Koa sets it as the body. */
function fileApp(flavor: Flavor, shield: ShieldMiddlewareOptions | undefined, type: string): RawApp {
  if (isExpress(flavor))
    return rawExpress(flavor, shield, (req, res) => {
      res.setHeader("content-type", type);
      createReadStream(join(dir, req.path.slice(1))).pipe(res);
    });
  return rawKoa(flavor, shield, (ctx) => {
    ctx.type = type;
    ctx.body = createReadStream(join(dir, ctx.path.slice(1)));
  });
}

describe.each(FLAVORS)("%s", (flavor) => {
  describe("1. backpressure: piped bodies behave exactly as without the shield", () => {
    const cases = [
      ["200k.txt", "text/plain; charset=utf-8"],
      ["400k.txt", "text/plain; charset=utf-8"],
      ["1m.txt", "text/plain; charset=utf-8"],
      ["69k.sse", "text/event-stream"],
    ] as const;
    it.each(cases)("pipes %s (%s) completely, byte for byte", async (name, type) => {
      const plain = await serve(fileApp(flavor, undefined, type).listener);
      const shielded = fileApp(flavor, options(), type);
      const server = await serve(shielded.listener);
      try {
        const without = await get(`${plain.url}/${name}`);
        const withShield = await get(`${server.url}/${name}`);
        expect(without.text).toBe(files[name]);
        expect(withShield.status).toBe(200);
        if (type === "text/event-stream") {
          // Events are re-cut where held text is released; the content and the end are the same.
          expect(readSse(withShield.text)).toMatchObject({
            content: readSse(without.text).content,
            done: true,
          });
        } else {
          expect(withShield.text.length).toBe(without.text.length);
          expect(withShield.text).toBe(without.text);
        }
        expect(shielded.errors).toEqual([]);
      } finally {
        await plain.close();
        await server.close();
      }
    });

    if (isExpress(flavor)) {
      it.each(["200k.txt", "400k.txt"])("serves %s through express.static completely", async (name) => {
        const express = expressOf(flavor);
        const app = rawExpress(
          flavor,
          options(),
          (_req, res) => void res.status(404).end(),
          (a) => a.use(express.static(dir)),
        );
        const server = await serve(app.listener);
        try {
          const got = await get(`${server.url}/${name}`);
          expect(got.status).toBe(200);
          expect(got.text).toBe(files[name]);
          expect(app.errors).toEqual([]);
        } finally {
          await server.close();
        }
      });

      it("reports backpressure: write() returns false past the high-water mark and 'drain' follows", async () => {
        const flags: boolean[] = [];
        let drained = false;
        const app = rawExpress(flavor, options(), async (_req, res) => {
          res.setHeader("content-type", "text/plain");
          const chunk = prose(64 * 1024);
          const ok = res.write(chunk);
          flags.push(ok);
          if (!ok) {
            await once(res, "drain");
            drained = true;
          }
          res.end("done");
        });
        const server = await serve(app.listener);
        try {
          const got = await get(`${server.url}/x`);
          expect(got.text).toBe(`${prose(64 * 1024)}done`);
          expect(flags).toEqual([false]);
          expect(drained).toBe(true);
        } finally {
          await server.close();
        }
      });
    }
  });

  describe("2. size limits are decided before the first byte leaves", () => {
    const chat = (content: string) => ({ model: "m", messages: [{ role: "user", content }] });
    const echo = (flavor_: Flavor, shield: ShieldMiddlewareOptions) =>
      isExpress(flavor_)
        ? rawExpress(flavor_, shield, (req, res) => void res.json({ seen: req.body !== undefined }))
        : rawKoa(flavor_, shield, (ctx) => {
            ctx.body = { seen: true };
          });

    it.each([
      ["a chat request", "application/json", JSON.stringify(chat("a".repeat(2_000)))],
      ["{input} JSON", "application/json", JSON.stringify({ input: "a".repeat(2_000) })],
      ["a text body", "text/plain", "a".repeat(2_000)],
    ])("answers 413 for %s over max_text_length (not 500)", async (_name, type, body) => {
      const app = echo(flavor, options({ config: { service_key: serviceKey, max_text_length: 1_000 } }));
      const server = await serve(app.listener);
      try {
        const got = await get(`${server.url}/v1/chat/completions`, {
          method: "POST",
          headers: { "content-type": type },
          body,
        });
        expect(got.status).toBe(413);
        expect(got.text).not.toContain('"seen"');
      } finally {
        await server.close();
      }
    });

    it("answers 413 for an input over max_text_length read by a custom extractor", async () => {
      const app = echo(
        flavor,
        options({
          config: { service_key: serviceKey, max_text_length: 1_000 },
          extract: {
            input: (body) => (body as { question: string }).question,
            replaceInput: (body, text) => ({ ...(body as object), question: text }),
          },
        }),
      );
      const server = await serve(app.listener);
      try {
        const got = await get(`${server.url}/ask`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ question: "a".repeat(2_000) }),
        });
        expect(got.status).toBe(413);
        expect(got.text).toContain("max_text_length");
      } finally {
        await server.close();
      }
    });

    it("answers 413 for a request body over the limit", async () => {
      const app = echo(flavor, options({ limit: 10_000 }));
      const server = await serve(app.listener);
      try {
        const got = await get(`${server.url}/v1/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(chat("a".repeat(20_000))),
        });
        expect(got.status).toBe(413);
        expect(got.text).not.toContain('"seen"');
      } finally {
        await server.close();
      }
    });

    it("refuses a single-shot text response over the limit with a clear status, sending none of it", async () => {
      const text = `${prose(20_000)} ann.lee@example.com`;
      const app = isExpress(flavor)
        ? rawExpress(
            flavor,
            options({ limit: 10_000 }),
            (_req, res) => void res.type("text/plain").send(text),
          )
        : rawKoa(flavor, options({ limit: 10_000 }), (ctx) => {
            ctx.type = "text/plain";
            ctx.body = text;
          });
      const server = await serve(app.listener);
      try {
        const got = await get(`${server.url}/x`);
        expect(got.status).toBe(500);
        expect(got.text).not.toContain("ann.lee@example.com");
        expect(got.text).not.toContain("quick brown fox");
        expect(got.text).toContain("limit");
      } finally {
        await server.close();
      }
    });

    if (isExpress(flavor))
      it("refuses a JSON body written in pieces past the limit before anything is sent; the app keeps answering", async () => {
        const piece = JSON.stringify({ note: prose(8_000) }).slice(0, 8_000);
        const app = rawExpress(flavor, options({ limit: 10_000 }), async (_req, res) => {
          res.setHeader("content-type", "application/json");
          res.write(piece);
          res.write(piece);
          await new Promise((r) => setTimeout(r, 5));
          res.write(piece);
          res.end(piece);
        });
        const server = await serve(app.listener);
        try {
          const got = await get(`${server.url}/x`);
          expect(got.status).toBe(500);
          expect(got.text).toContain("too large to shield");
          expect(got.text).not.toContain("quick brown fox");
          await new Promise((r) => setTimeout(r, 20));
          // The app still answers: nothing escaped the error handling.
          expect((await get(`${server.url}/x`)).status).toBe(500);
          expect(app.errors).toHaveLength(2);
        } finally {
          await server.close();
        }
      });

    it("serves a streamed file longer than max_text_length checked as it flows, with no error after sending", async () => {
      const shield = options({ config: { service_key: serviceKey, max_text_length: 50_000 } });
      const app = fileApp(flavor, shield, "text/plain; charset=utf-8");
      const server = await serve(app.listener);
      try {
        const got = await get(`${server.url}/big-email.txt`);
        expect(got.status).toBe(200);
        expect(got.text).toBe(files["big-email.txt"]!.replace("ann.lee@example.com", "[EMAIL]"));
        await new Promise((r) => setTimeout(r, 50));
        expect(app.errors).toEqual([]);
        const result = app.results.at(-1)!;
        expect(result.notEvaluated).toMatch(/^not evaluated: .*max_text_length/);
      } finally {
        await server.close();
      }
    });
  });

  describe("3. Range requests cannot reassemble masked content", () => {
    it("answers the whole masked body (200) to two ranges that would rebuild an email", async () => {
      let app: RawApp;
      if (isExpress(flavor)) {
        const express = expressOf(flavor);
        app = rawExpress(
          flavor,
          options(),
          (_req, res) => void res.status(404).end(),
          (a) => a.use(express.static(dir)),
        );
      } else {
        app = rawKoa(flavor, options(), (ctx) => {
          // A handler honouring Range itself, as koa-range / koa-send do.
          const text = files["contact.txt"]!;
          const match = /^bytes=(\d+)-(\d+)$/.exec(ctx.get("range"));
          ctx.type = "text/plain";
          if (match) {
            ctx.status = 206;
            ctx.set("content-range", `bytes ${match[1]}-${match[2]}/${text.length}`);
            ctx.body = text.slice(Number(match[1]), Number(match[2]) + 1);
          } else ctx.body = text;
        });
      }
      const server = await serve(app.listener);
      try {
        const first = await get(`${server.url}/contact.txt`, { headers: { range: "bytes=0-19" } });
        const second = await get(`${server.url}/contact.txt`, { headers: { range: "bytes=20-57" } });
        const masked = files["contact.txt"]!.replace("ann.lee@example.com", "[EMAIL]");
        for (const got of [first, second]) {
          expect(got.status).toBe(200);
          expect(got.text).toBe(masked);
          expect(got.headers.get("content-range")).toBeNull();
          expect(got.headers.get("accept-ranges")).toBe("none");
        }
        expect(first.text + second.text).not.toContain("ann.lee@example.com");
      } finally {
        await server.close();
      }
    });
    it("refuses a 206 of a checked type that the handler makes anyway (416), sending none of it", async () => {
      const part = "ann.lee@exa";
      const app = isExpress(flavor)
        ? rawExpress(flavor, options(), (_req, res) => void res.status(206).type("text/plain").send(part))
        : rawKoa(flavor, options(), (ctx) => {
            ctx.status = 206;
            ctx.type = "text/plain";
            ctx.body = part;
          });
      const server = await serve(app.listener);
      try {
        const got = await get(`${server.url}/contact.txt`, { headers: { range: "bytes=11-21" } });
        expect(got.status).toBe(416);
        expect(got.text).not.toContain(part);
        expect(got.text).toContain("206");
      } finally {
        await server.close();
      }
    });
  });

  describe("4. encoded request bodies with no parser mounted", () => {
    const body = JSON.stringify({
      model: "m",
      messages: [{ role: "user", content: "mail ann.lee@example.com" }],
    });
    const seen: unknown[] = [];
    const app = () =>
      isExpress(flavor)
        ? rawExpress(flavor, options(), (req, res) => {
            seen.push(req.body);
            res.json({ ok: true });
          })
        : rawKoa(flavor, options(), (ctx) => {
            seen.push((ctx.request as Context["request"] & { body?: unknown }).body);
            ctx.body = { ok: true };
          });
    it.each([
      ["gzip", gzipSync],
      ["deflate", deflateSync],
      ["br", brotliCompressSync],
    ] as const)("inflates a %s body and checks it", async (encoding, encode) => {
      const built = app();
      const server = await serve(built.listener);
      try {
        seen.length = 0;
        const got = await get(`${server.url}/v1/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json", "content-encoding": encoding },
          body: encode(Buffer.from(body)),
        });
        expect(got.status).toBe(200);
        expect(seen).toEqual([{ model: "m", messages: [{ role: "user", content: "mail [EMAIL]" }] }]);
      } finally {
        await server.close();
      }
    });

    it("refuses a zip bomb with 413 without inflating past the limit", async () => {
      const built = app();
      const server = await serve(built.listener);
      try {
        seen.length = 0;
        const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
        expect(bomb.length).toBeLessThan(200_000);
        const got = await get(`${server.url}/v1/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json", "content-encoding": "gzip" },
          body: bomb,
        });
        expect(got.status).toBe(413);
        expect(seen).toEqual([]);
      } finally {
        await server.close();
      }
    });

    it("answers 415 for an encoding it cannot read", async () => {
      const built = app();
      const server = await serve(built.listener);
      try {
        const got = await get(`${server.url}/v1/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json", "content-encoding": "zstd-unknown" },
          body,
        });
        expect(got.status).toBe(415);
      } finally {
        await server.close();
      }
    });
  });

  describe("6. and 7. a mid-stream OVERRIDE/BLOCK", () => {
    const reply = "We are a small team that builds tools. The launch code is 0000. More text follows here.";
    const stream = (question: string) => ({
      model: "m",
      stream: true,
      messages: [{ role: "user", content: question }],
    });
    const built = () =>
      buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/v1/chat/completions",
            shield: options({ window: 16 }),
            handler: (body) => {
              const question = (body as { messages: Array<{ content: string }> }).messages[0]!.content;
              const text = question === "block" ? reply.replace("launch code", "forbidden thing") : reply;
              return { stream: chatSse(text.match(/.{1,4}/gs)!), type: "sse" };
            },
          },
          {
            method: "post",
            path: "/text",
            shield: options({ window: 16 }),
            handler: () => ({ stream: reply.match(/.{1,4}/gs)!, type: "text" }),
          },
        ],
      });

    it("ends an SSE stream without reporting an error, the fallback on a new paragraph", async () => {
      const app = built();
      const server = await serve(app.listener);
      try {
        const got = await get(`${server.url}/v1/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(stream("tell me")),
        });
        const { content } = readSse(got.text);
        expect(content).not.toContain("0000");
        expect(content.endsWith("\n\nLet's talk about us.")).toBe(true);
        const released = content.slice(0, -"\n\nLet's talk about us.".length);
        expect(released.length).toBeGreaterThan(0);
        expect(reply.startsWith(released)).toBe(true);
        await Promise.all(app.closed);
        await new Promise((r) => setTimeout(r, 50));
        expect(app.errors).toEqual([]);
      } finally {
        await server.close();
      }
    });

    it("ends a text stream with the fallback on a new paragraph", async () => {
      const app = built();
      const server = await serve(app.listener);
      try {
        const got = await get(`${server.url}/text`, { method: "POST" });
        expect(got.text.endsWith("\n\nLet's talk about us.")).toBe(true);
        expect(reply.startsWith(got.text.slice(0, -"\n\nLet's talk about us.".length))).toBe(true);
        await Promise.all(app.closed);
        await new Promise((r) => setTimeout(r, 50));
        expect(app.errors).toEqual([]);
      } finally {
        await server.close();
      }
    });

    it("ends a stream on a BLOCK without reporting an error", async () => {
      const app = built();
      const server = await serve(app.listener);
      try {
        const got = await get(`${server.url}/v1/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(stream("block")),
        });
        expect(got.text).toContain("SHIELD_BLOCKED");
        expect(got.text).not.toContain("forbidden thing");
        await Promise.all(app.closed);
        await new Promise((r) => setTimeout(r, 50));
        expect(app.errors).toEqual([]);
      } finally {
        await server.close();
      }
    });

    it("locates the stream's findings (path and role) like a non-streamed response", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/v1/chat/completions",
            shield: options({ window: 16 }),
            handler: () => ({
              stream: chatSse("Mail ann.lee@example.com for more, thank you very much.".match(/.{1,4}/gs)!),
              type: "sse",
            }),
          },
        ],
      });
      const server = await serve(app.listener);
      try {
        const got = await get(`${server.url}/v1/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(stream("hi")),
        });
        expect(readSse(got.text).content).toContain("[EMAIL]");
        await new Promise((r) => setTimeout(r, 50));
        const result = app.results.at(-1) as ContentShieldResult;
        const output = result.findings.filter((f) => f.phase === "output");
        expect(output.length).toBeGreaterThan(0);
        expect(output[0]).toMatchObject({ location: "choices[0].delta.content", role: "assistant" });
      } finally {
        await server.close();
      }
    });
  });
});

describe.each(["express4", "express5"] as const)(
  "5. %s with compression mounted after the shield",
  (flavor) => {
    let server: Served;
    let app: RawApp;
    const TEXT = "Hello there, write to ann.lee@example.com for more. ".repeat(4);
    beforeAll(async () => {
      app = rawExpress(
        flavor,
        options({ window: 16 }),
        async (req, res) => {
          if (req.path === "/text") return void res.type("text/plain").send(TEXT);
          if (req.path === "/json") return void res.type("json").send(JSON.stringify({ output: TEXT }));
          if (req.path === "/file") {
            res.type("text/plain");
            return void createReadStream(join(dir, "400k.txt")).pipe(res);
          }
          const reply =
            req.body?.messages?.[0]?.content === "override" ? `${TEXT}The launch code is 0.` : TEXT;
          res.setHeader("content-type", "text/event-stream");
          for (const piece of chatSse(reply.match(/.{1,7}/gs)!)) {
            res.write(piece);
            await new Promise((r) => setTimeout(r, 1));
          }
          res.end();
        },
        (a) => a.use(compression({ threshold: 0 })),
        true,
      );
      server = await serve(app.listener);
    });
    afterAll(() => server.close());

    const MASKED = TEXT.replaceAll("ann.lee@example.com", "[EMAIL]");

    it("streams to the official openai client: decoded, shielded and re-encoded, never a broken body", async () => {
      const client = new OpenAI({ baseURL: `${server.url}/v1`, apiKey: "x", maxRetries: 0 });
      let text = "";
      for await (const chunk of await client.chat.completions.create({
        model: "m",
        stream: true,
        messages: [{ role: "user", content: "hi" }],
      }))
        text += chunk.choices[0]?.delta.content ?? "";
      expect(text).toBe(MASKED);
      await new Promise((r) => setTimeout(r, 50));
      const result = app.results.at(-1)!;
      expect(result.output?.action).toBe("MASK");
      expect(result.notEvaluated).toBeNull();
      expect(app.errors).toEqual([]);
    });

    it("ends a compressed stream cleanly on a mid-stream OVERRIDE", async () => {
      const client = new OpenAI({ baseURL: `${server.url}/v1`, apiKey: "x", maxRetries: 0 });
      let text = "";
      let finish: string | null = null;
      for await (const chunk of await client.chat.completions.create({
        model: "m",
        stream: true,
        messages: [{ role: "user", content: "override" }],
      })) {
        text += chunk.choices[0]?.delta.content ?? "";
        finish = chunk.choices[0]?.finish_reason ?? finish;
      }
      expect(text.endsWith("\n\nLet's talk about us.")).toBe(true);
      expect(text).not.toContain("launch code");
      expect(finish).toBe("content_filter");
    });

    it("pipes a 400 KB file through the shield and compression completely", async () => {
      const res = await fetch(`${server.url}/file`, {
        headers: { "accept-encoding": "gzip" },
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(await res.text()).toBe(files["400k.txt"]);
    });

    it.each(["gzip", "deflate", "br"])("shields a text body compressed with %s", async (encoding) => {
      const res = await fetch(`${server.url}/text`, {
        headers: { "accept-encoding": encoding },
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(await res.text()).toBe(MASKED);
    });

    it("passes a compressed JSON body whole, saying it was not checked (with a one-time warning)", async () => {
      const got = await get(`${server.url}/json`, { headers: { "accept-encoding": "gzip" } });
      expect(got.status).toBe(200);
      expect(got.headers.get("content-encoding")).toBe("gzip");
      expect(JSON.parse(got.text)).toEqual({ output: TEXT });
      await new Promise((r) => setTimeout(r, 50));
      expect(app.results.at(-1)!.notEvaluated).toMatch(
        /not evaluated: the response is Content-Encoding: gzip/,
      );
    });
  },
);

describe.each(["koa2", "koa3"] as const)("5. %s with koa-compress mounted after the shield", (flavor) => {
  let server: Served;
  let app: RawApp;
  const TEXT = "Hello there, write to ann.lee@example.com for more. ".repeat(4);
  const MASKED = TEXT.replaceAll("ann.lee@example.com", "[EMAIL]");
  beforeAll(async () => {
    app = rawKoa(
      flavor,
      options({ window: 16 }),
      (ctx) => {
        if (ctx.path === "/json") {
          ctx.type = "json";
          ctx.body = JSON.stringify({ output: TEXT });
          return;
        }
        const reply = ctx.path === "/override" ? `${TEXT}The launch code is 0.` : TEXT;
        ctx.type = "text/event-stream";
        ctx.body = Readable.from(chatSse(reply.match(/.{1,7}/gs)!));
      },
      (a) => a.use(koaCompress({ threshold: 0 })),
    );
    server = await serve(app.listener);
  });
  afterAll(() => server.close());

  it.each(["gzip", "deflate", "br"])(
    "streams SSE compressed with %s: decoded, shielded, re-encoded",
    async (encoding) => {
      const res = await fetch(`${server.url}/v1/chat/completions`, {
        headers: { "accept-encoding": encoding },
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(readSse(await res.text())).toMatchObject({ content: MASKED, done: true });
      await new Promise((r) => setTimeout(r, 50));
      expect(app.results.at(-1)!.output?.action).toBe("MASK");
      expect(app.errors).toEqual([]);
    },
  );

  it("ends a compressed stream cleanly on a mid-stream OVERRIDE, with no error reported", async () => {
    const got = await get(`${server.url}/override`, { headers: { "accept-encoding": "gzip" } });
    const { content, done } = readSse(got.text);
    expect(content.endsWith("\n\nLet's talk about us.")).toBe(true);
    expect(content).not.toContain("launch code");
    expect(done).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(app.errors).toEqual([]);
  });

  it("passes a compressed JSON body whole, saying it was not checked", async () => {
    const got = await get(`${server.url}/json`, { headers: { "accept-encoding": "gzip" } });
    expect(got.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(got.text)).toEqual({ output: TEXT });
    await new Promise((r) => setTimeout(r, 50));
    expect(app.results.at(-1)!.notEvaluated).toMatch(/not evaluated: the response is Content-Encoding: gzip/);
  });
});
