/**
 * The framework table of the adapter contract suite: each entry starts a real HTTP server on loopback
 * (Express 4/5, Koa 2/3, Fastify 4/5, Hono on @hono/node-server, the fetch handler on @hono/node-server's
 * Node server) with the shield mounted globally and the framework-neutral routes of a spec, answered the
 * framework's own way (res.write / ctx.body / reply.send / a Web `Response`).
 */
import { once } from "node:events";
import { createReadStream } from "node:fs";
import type { Server } from "node:http";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { PassThrough, Readable } from "node:stream";
import { createAdaptorServer } from "@hono/node-server";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import type { FastifyInstance } from "fastify";
import { Hono } from "hono";
import type { Context as KoaContext } from "koa";
import { shieldMiddleware as expressShield } from "../../../adapters/express/index.js";
import { shieldPlugin } from "../../../adapters/fastify/index.js";
import { contentShieldOf, shieldFetchHandler } from "../../../adapters/fetch/index.js";
import { shieldMiddleware as honoShield, type ShieldEnv } from "../../../adapters/hono/index.js";
import { shieldMiddleware as koaShield } from "../../../adapters/koa/index.js";
import type { ShieldMiddlewareOptions } from "../../../adapters/shared/options.js";
import type { ContentShieldResult } from "../../../adapters/shared/runner.js";

const require = createRequire(import.meta.url);
const load = <T>(name: string): T => {
  const mod = require(name) as T & { default?: T };
  return mod.default ?? mod;
};

/** What a route answers: JSON, text, a stream of pieces, or a file piped as it is read. */
export type ContractReply =
  | { json: unknown }
  | { text: string; type?: string }
  | {
      stream: readonly string[];
      type: "sse" | "text";
      delayMs?: number;
      /** Repeat the pieces until the client goes away. */
      forever?: boolean;
      /** The handler's upstream fails (it throws) after this many pieces. */
      failAfter?: number;
    }
  | { file: string; type: string };

export interface ContractRoute {
  path: string;
  handler: (body: unknown) => ContractReply;
}

export interface ContractSpec {
  shield: ShieldMiddlewareOptions;
  routes: ContractRoute[];
}

export interface ContractApp {
  url: string;
  /** Bodies the handlers received, in order. */
  seen: unknown[];
  /** Results the handlers saw (`res.locals`, `ctx.state`, `request.contentShield`, `c.get`, `contentShieldOf`). */
  results: Array<ContentShieldResult | undefined>;
  /** For each streamed reply: resolved when the handler's stream was closed (ended, stopped or abandoned). */
  closed: Array<Promise<void>>;
  close(): Promise<void>;
}

const TYPES = { sse: "text/event-stream", text: "text/plain; charset=utf-8" };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pieces of a streamed reply, in order, until `stop()` says the consumer is gone. */
async function* pieces(
  reply: Extract<ContractReply, { stream: unknown }>,
  stopped: () => boolean,
): AsyncGenerator<string> {
  let sent = 0;
  do {
    for (const piece of reply.stream) {
      if (stopped()) return;
      if (sent++ === reply.failAfter) throw new Error("upstream failed");
      yield piece;
      await pause(reply.delayMs ?? 1);
    }
  } while (reply.forever && !stopped());
}

/** A streamed reply as a Node stream (Koa's ctx.body, Fastify's reply.send). */
function nodeStream(
  reply: Extract<ContractReply, { stream: unknown }>,
  closed: ContractApp["closed"],
): PassThrough {
  const stream = new PassThrough();
  // Not events.once: it rejects when the stream is destroyed with the handler's error before "close".
  closed.push(new Promise<undefined>((resolve) => stream.once("close", () => resolve(undefined))));
  void (async () => {
    try {
      for await (const piece of pieces(reply, () => stream.destroyed)) {
        if (!stream.write(piece)) await Promise.race([once(stream, "drain"), once(stream, "close")]);
      }
      stream.end();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return stream;
}

/** A streamed reply as a Web stream (Hono, fetch handlers). */
function webStream(reply: Extract<ContractReply, { stream: unknown }>, closed: ContractApp["closed"]) {
  let done!: () => void;
  closed.push(new Promise<void>((resolve) => (done = resolve)));
  let cancelled = false;
  const encoder = new TextEncoder();
  const iterator = pieces(reply, () => cancelled);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          done();
        } else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        controller.error(error);
        done();
      }
    },
    cancel() {
      cancelled = true;
      done();
    },
  });
}

function webResponse(reply: ContractReply, closed: ContractApp["closed"]): Response {
  if ("json" in reply) return Response.json(reply.json);
  if ("text" in reply)
    return new Response(reply.text, { headers: { "content-type": reply.type ?? TYPES.text } });
  if ("file" in reply) {
    const body = Readable.toWeb(createReadStream(reply.file)) as ReadableStream<Uint8Array>;
    return new Response(body, { headers: { "content-type": reply.type } });
  }
  return new Response(webStream(reply, closed), { headers: { "content-type": TYPES[reply.type] } });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closer(server: Server): () => Promise<void> {
  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}

function blank(): Omit<ContractApp, "url" | "close"> {
  return { seen: [], results: [], closed: [] };
}

async function startExpress(name: "express4" | "express", spec: ContractSpec): Promise<ContractApp> {
  const express = load<typeof import("express")>(name);
  const app = blank();
  const server = express();
  // Mounted first: the shield reads the body itself, bounded by its `limit`.
  server.use(expressShield(spec.shield));
  server.use(express.json({ limit: "5mb" }));
  for (const route of spec.routes) {
    server.post(route.path, async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
      try {
        app.seen.push(req.body);
        app.results.push(res.locals.contentShield);
        const reply = route.handler(req.body);
        if ("json" in reply) return void res.json(reply.json);
        if ("text" in reply) return void res.type(reply.type ?? TYPES.text).send(reply.text);
        if ("file" in reply) {
          res.setHeader("content-type", reply.type);
          createReadStream(reply.file).pipe(res);
          return;
        }
        res.setHeader("content-type", TYPES[reply.type]);
        app.closed.push(new Promise<undefined>((resolve) => res.once("close", () => resolve(undefined))));
        for await (const piece of pieces(reply, () => res.destroyed || res.writableEnded)) res.write(piece);
        res.end();
      } catch (error) {
        next(error);
      }
    });
  }
  const http = createServer(server);
  return { ...app, url: await listen(http), close: closer(http) };
}

async function startKoa(name: "koa2" | "koa", spec: ContractSpec): Promise<ContractApp> {
  const Koa = load<typeof import("koa")>(name);
  const app = blank();
  const server = new Koa();
  server.silent = true;
  server.use(koaShield(spec.shield));
  server.use(async (ctx: KoaContext) => {
    const route = spec.routes.find((r) => r.path === ctx.path && ctx.method === "POST");
    if (route === undefined) return;
    const body = (ctx.request as { body?: unknown }).body;
    app.seen.push(body);
    app.results.push(ctx.state.contentShield as ContentShieldResult | undefined);
    const reply = route.handler(body);
    if ("json" in reply) ctx.body = reply.json;
    else if ("text" in reply) {
      ctx.type = reply.type ?? TYPES.text;
      ctx.body = reply.text;
    } else if ("file" in reply) {
      ctx.type = reply.type;
      ctx.body = createReadStream(reply.file);
    } else {
      ctx.type = TYPES[reply.type];
      ctx.body = nodeStream(reply, app.closed);
    }
  });
  const http = createServer(server.callback());
  return { ...app, url: await listen(http), close: closer(http) };
}

async function startFastify(name: "fastify4" | "fastify", spec: ContractSpec): Promise<ContractApp> {
  const Fastify = load<typeof import("fastify").default>(name);
  const app = blank();
  const server: FastifyInstance = Fastify({ bodyLimit: 5 * 1024 * 1024 });
  await server.register(shieldPlugin, spec.shield);
  for (const route of spec.routes) {
    server.post(route.path, async (request, reply) => {
      app.seen.push(request.body);
      app.results.push(request.contentShield ?? undefined);
      const answer = route.handler(request.body);
      if ("json" in answer) return answer.json;
      if ("text" in answer) return reply.type(answer.type ?? TYPES.text).send(answer.text);
      if ("file" in answer) return reply.type(answer.type).send(createReadStream(answer.file));
      return reply.type(TYPES[answer.type]).send(nodeStream(answer, app.closed));
    });
  }
  await server.ready();
  const url = await server.listen({ port: 0, host: "127.0.0.1" });
  return {
    ...app,
    url,
    close: async () => {
      server.server.closeAllConnections();
      await server.close();
    },
  };
}

async function startHono(spec: ContractSpec): Promise<ContractApp> {
  const app = blank();
  const hono = new Hono<ShieldEnv>();
  hono.use("*", honoShield(spec.shield));
  for (const route of spec.routes) {
    hono.post(route.path, async (c) => {
      const type = c.req.header("content-type") ?? "";
      const body: unknown = type.includes("json") ? await c.req.json() : await c.req.text();
      app.seen.push(body);
      app.results.push(c.get("contentShield"));
      return webResponse(route.handler(body), app.closed);
    });
  }
  const http = createAdaptorServer({ fetch: hono.fetch }) as Server;
  return { ...app, url: await listen(http), close: closer(http) };
}

async function startFetch(spec: ContractSpec): Promise<ContractApp> {
  const app = blank();
  const handler = shieldFetchHandler(async (request: Request) => {
    const route = spec.routes.find((r) => new URL(request.url).pathname === r.path);
    if (route === undefined) return new Response("not found", { status: 404 });
    const type = request.headers.get("content-type") ?? "";
    const body: unknown = type.includes("json") ? await request.json() : await request.text();
    app.seen.push(body);
    app.results.push(contentShieldOf(request));
    return webResponse(route.handler(body), app.closed);
  }, spec.shield);
  const http = createAdaptorServer({ fetch: handler }) as Server;
  return { ...app, url: await listen(http), close: closer(http) };
}

export const FRAMEWORKS = {
  "Express 4": (spec: ContractSpec) => startExpress("express4", spec),
  "Express 5": (spec: ContractSpec) => startExpress("express", spec),
  "Koa 2": (spec: ContractSpec) => startKoa("koa2", spec),
  "Koa 3": (spec: ContractSpec) => startKoa("koa", spec),
  "Fastify 4": (spec: ContractSpec) => startFastify("fastify4", spec),
  "Fastify 5": (spec: ContractSpec) => startFastify("fastify", spec),
  "Hono (@hono/node-server)": startHono,
  "fetch handler (Node server)": startFetch,
} satisfies Record<string, (spec: ContractSpec) => Promise<ContractApp>>;

export type FrameworkName = keyof typeof FRAMEWORKS;
