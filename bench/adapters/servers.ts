/**
 * The same near-empty chat-completions endpoint (the scripted model of examples/, answering at once or after
 * `replyDelayMs`; streams in 6-character pieces every `delayMs`) on each framework, with or without the
 * shield mounted the framework's own way, for bench/adapters/frameworks.ts.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { createAdaptorServer } from "@hono/node-server";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { Hono } from "hono";
import type { Context as KoaContext } from "koa";
import { shieldMiddleware as expressShield } from "../../adapters/express/index.js";
import { shieldPlugin } from "../../adapters/fastify/index.js";
import { shieldFetchHandler } from "../../adapters/fetch/index.js";
import { shieldMiddleware as honoShield } from "../../adapters/hono/index.js";
import { shieldMiddleware as koaShield } from "../../adapters/koa/index.js";
import type { ShieldMiddlewareOptions } from "../../adapters/shared/options.js";
import { completion, completionEvents } from "../../examples/chat-completions.js";
import { type ChatMessage, pieces, scriptedReply } from "../../examples/scripted-model.js";

const require = createRequire(import.meta.url);
const load = <T>(name: string): T => {
  const mod = require(name) as T & { default?: T };
  return mod.default ?? mod;
};

export const FRAMEWORKS = [
  "express4",
  "express5",
  "koa2",
  "koa3",
  "fastify4",
  "fastify5",
  "hono",
  "fetch",
] as const;
export type Framework = (typeof FRAMEWORKS)[number];

export interface BenchServerOptions {
  /** Shield options, or null for the framework without the shield. */
  shield: ShieldMiddlewareOptions | null;
  /** Milliseconds before a non-streamed reply (a model call). */
  replyDelayMs: number;
  /** Milliseconds between streamed pieces. */
  delayMs: number;
}

export interface BenchServer {
  port: number;
  close(): Promise<void>;
}

interface ChatBody {
  model?: string;
  messages?: ChatMessage[];
  stream?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The reply as a JSON object (after the model delay), or the SSE events of a streamed one. */
async function answer(
  body: ChatBody,
  options: BenchServerOptions,
): Promise<{ json: unknown } | { events: string[] }> {
  const model = body.model ?? "scripted-1";
  const reply = scriptedReply(body.messages ?? []);
  if (body.stream === true) return { events: completionEvents(model, pieces(reply)) };
  if (options.replyDelayMs > 0) await sleep(options.replyDelayMs);
  return { json: completion(model, reply) };
}

/** The events as a Node stream, one every `delayMs`, stopping when the stream is closed. */
function eventStream(events: readonly string[], delayMs: number): PassThrough {
  const out = new PassThrough();
  void (async () => {
    for (const event of events) {
      if (out.destroyed) return;
      out.write(event);
      if (delayMs > 0) await sleep(delayMs);
    }
    out.end();
  })();
  return out;
}

function webEventStream(events: readonly string[], delayMs: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (i > 0 && delayMs > 0) await sleep(delayMs);
      const event = events[i++];
      if (event === undefined) controller.close();
      else controller.enqueue(encoder.encode(event));
    },
  });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text) as unknown;
}

async function listen(server: Server): Promise<BenchServer> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function startExpress(name: string, options: BenchServerOptions): Promise<BenchServer> {
  const express = load<typeof import("express")>(name);
  const app = express();
  app.use(express.json({ limit: "1mb" }));
  if (options.shield) app.use(expressShield(options.shield));
  app.post("/v1/chat/completions", async (req: ExpressRequest, res: ExpressResponse) => {
    const reply = await answer(req.body as ChatBody, options);
    if ("json" in reply) return void res.json(reply.json);
    res.setHeader("content-type", "text/event-stream");
    eventStream(reply.events, options.delayMs).pipe(res);
  });
  return listen(createServer(app));
}

function startKoa(name: string, options: BenchServerOptions): Promise<BenchServer> {
  const Koa = load<typeof import("koa")>(name);
  const app = new Koa();
  if (options.shield) app.use(koaShield(options.shield));
  app.use(async (ctx: KoaContext) => {
    const request = ctx.request as { body?: unknown };
    const body = (request.body ?? (await readJson(ctx.req))) as ChatBody;
    const reply = await answer(body, options);
    if ("json" in reply) ctx.body = reply.json;
    else {
      ctx.type = "text/event-stream";
      ctx.body = eventStream(reply.events, options.delayMs);
    }
  });
  return listen(createServer(app.callback()));
}

async function startFastify(name: string, options: BenchServerOptions): Promise<BenchServer> {
  const Fastify = load<typeof import("fastify").default>(name);
  const app = Fastify();
  if (options.shield) await app.register(shieldPlugin, options.shield);
  app.post("/v1/chat/completions", async (request, reply) => {
    const result = await answer(request.body as ChatBody, options);
    if ("json" in result) return result.json;
    return reply.type("text/event-stream").send(eventStream(result.events, options.delayMs));
  });
  await app.ready();
  return listen(app.server);
}

async function webHandler(request: Request, options: BenchServerOptions): Promise<Response> {
  const reply = await answer((await request.json()) as ChatBody, options);
  if ("json" in reply) return Response.json(reply.json);
  return new Response(webEventStream(reply.events, options.delayMs), {
    headers: { "content-type": "text/event-stream" },
  });
}

function startHono(options: BenchServerOptions): Promise<BenchServer> {
  const app = new Hono();
  if (options.shield) app.use("/v1/*", honoShield(options.shield));
  app.post("/v1/chat/completions", (c) => webHandler(c.req.raw, options));
  return listen(createAdaptorServer({ fetch: app.fetch }) as Server);
}

function startFetch(options: BenchServerOptions): Promise<BenchServer> {
  const plain = (request: Request) => webHandler(request, options);
  const fetch = options.shield ? shieldFetchHandler(plain, options.shield) : plain;
  return listen(createAdaptorServer({ fetch }) as Server);
}

/** The endpoint on `framework`, listening on a free loopback port. */
export function startBenchServer(framework: Framework, options: BenchServerOptions): Promise<BenchServer> {
  switch (framework) {
    case "express4":
      return startExpress("express4", options);
    case "express5":
      return startExpress("express", options);
    case "koa2":
      return startKoa("koa2", options);
    case "koa3":
      return startKoa("koa", options);
    case "fastify4":
      return startFastify("fastify4", options);
    case "fastify5":
      return startFastify("fastify", options);
    case "hono":
      return startHono(options);
    case "fetch":
      return startFetch(options);
  }
}
