/**
 * Builds the same small app on real Express 4, Express 5, Koa 2 and Koa 3, from framework-neutral route
 * descriptions (Koa routes through @koa/router), so the adapter tests run unchanged against each. Also
 * registers the test metrics.
 */
import type { RequestListener } from "node:http";
import { createRequire } from "node:module";
import { PassThrough } from "node:stream";
import Router from "@koa/router";
import type { NextFunction, Request, Response } from "express";
import type { Context, Next } from "koa";
import { shieldMiddleware as expressShield } from "../../adapters/express/index.js";
import { shieldMiddleware as koaShield } from "../../adapters/koa/index.js";
import type { ShieldMiddlewareOptions } from "../../adapters/shared/options.js";
import { Guard } from "../../src/guard.js";

const require = createRequire(import.meta.url);
type ExpressModule = typeof import("express");
type KoaClass = typeof import("koa");
const load = <T>(name: string): T => {
  const mod = require(name) as T & { default?: T };
  return mod.default ?? mod;
};

export const FLAVORS = ["express4", "express5", "koa2", "koa3"] as const;
export type Flavor = (typeof FLAVORS)[number];

/** What a handler answers: JSON, text, a stream of pieces (SSE or text), or an error. */
export type HandlerReply =
  | { json: unknown; status?: number }
  | { text: string; type?: string }
  | {
      stream: readonly string[];
      /** `ndjson`: Ollama's JSON-lines stream (application/x-ndjson). */
      type: "sse" | "ndjson" | "text";
      delayMs?: number;
      forever?: boolean;
      writeHead?: boolean;
      /** The handler's upstream fails after this many pieces. */
      failAfter?: number;
    }
  | { error: Error };

export interface RouteSpec {
  method: "get" | "post";
  path: string;
  shield?: ShieldMiddlewareOptions;
  handler: (body: unknown) => HandlerReply | Promise<HandlerReply>;
}

export interface AppSpec {
  /** Mounted with app.use before every route. */
  global?: ShieldMiddlewareOptions;
  routes: RouteSpec[];
  /** Express only: mount express.json() / express.text() first (default true). */
  bodyParser?: boolean;
  /** Express only: mount the global shield before the body parsers (it then reads the body itself). */
  shieldFirst?: boolean;
}

export interface BuiltApp {
  listener: RequestListener;
  /** Bodies the handlers received, in order. */
  seen: unknown[];
  /** Errors that reached the app's error handling. */
  errors: unknown[];
  /** Streams the handler was still feeding, resolved when each was closed (client gone or stream stopped). */
  closed: Array<Promise<void>>;
  /** What later middleware saw in res.locals / ctx.state. */
  results: unknown[];
}

let metricsRegistered = false;
/** Test metrics (local, deterministic): emails as spans, a keyword that overrides, one that blocks. */
export function registerTestMetrics(): void {
  if (metricsRegistered) return;
  metricsRegistered = true;
  Guard.registerMetric(
    "test_email",
    (payload) =>
      [...payload.text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((m) => ({
        type: "email",
        start: m.index,
        end: m.index + m[0].length,
      })),
    { target: "both" },
  );
  Guard.registerMetric("test_launch", (payload) => payload.text.toLowerCase().includes("launch code"), {
    target: "both",
  });
  Guard.registerMetric("test_forbidden", (payload) => payload.text.includes("forbidden"), { target: "both" });
  Guard.registerMetric(
    "test_throws",
    (payload) => {
      if (payload.text.includes("explode")) throw new Error("detector exploded");
      return false;
    },
    { target: "both" },
  );
}

const SSE_TYPE = "text/event-stream";
const STREAM_TYPES = { sse: SSE_TYPE, ndjson: "application/x-ndjson", text: "text/plain; charset=utf-8" };

function errorBody(error: unknown): { status: number; body: unknown } {
  const e = error as { status?: number; message?: string; code?: string; name?: string };
  return {
    status: typeof e.status === "number" ? e.status : 500,
    body: { error: { message: e.message, code: e.code, name: e.name } },
  };
}

function buildExpress(flavor: "express4" | "express5", spec: AppSpec): BuiltApp {
  const express = load<ExpressModule>(flavor === "express4" ? "express4" : "express");
  const built: BuiltApp = { listener: () => {}, seen: [], errors: [], closed: [], results: [] };
  const app = express();
  if (spec.global && spec.shieldFirst) app.use(expressShield(spec.global));
  if (spec.bodyParser !== false) {
    app.use(express.json({ limit: "5mb" }));
    app.use(express.text({ limit: "5mb" }));
  }
  if (spec.global && !spec.shieldFirst) app.use(expressShield(spec.global));
  for (const route of spec.routes) {
    const handler = async (req: Request, res: Response, next: NextFunction) => {
      try {
        built.seen.push(req.body);
        const reply = await route.handler(req.body);
        res.on("finish", () => built.results.push(res.locals.contentShield));
        if ("error" in reply) throw reply.error;
        if ("json" in reply) return void res.status(reply.status ?? 200).json(reply.json);
        if ("text" in reply) return void res.type(reply.type ?? "text/plain").send(reply.text);
        const contentType = STREAM_TYPES[reply.type];
        if (reply.writeHead) {
          // The raw Node pattern: headers handed to writeHead, flushed at once.
          res.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-cache" });
          res.flushHeaders();
        } else {
          res.setHeader("content-type", contentType);
        }
        let open = true;
        built.closed.push(new Promise((resolve) => res.once("close", () => resolve())));
        res.once("close", () => {
          open = false;
        });
        let sent = 0;
        do {
          for (const piece of reply.stream) {
            if (!open) return;
            if (sent++ === reply.failAfter) throw new Error("upstream failed");
            res.write(piece);
            await new Promise((r) => setTimeout(r, reply.delayMs ?? 1));
          }
        } while (reply.forever && open);
        res.end();
      } catch (error) {
        next(error);
      }
    };
    const chain = route.shield ? [expressShield(route.shield), handler] : [handler];
    app[route.method](route.path, ...chain);
  }
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    built.errors.push(error);
    if (res.headersSent) return next(error);
    const { status, body } = errorBody(error);
    res.status(status).json(body);
  });
  built.listener = app as unknown as RequestListener;
  return built;
}

function buildKoa(flavor: "koa2" | "koa3", spec: AppSpec): BuiltApp {
  const Koa = load<KoaClass>(flavor === "koa2" ? "koa2" : "koa");
  const built: BuiltApp = { listener: () => {}, seen: [], errors: [], closed: [], results: [] };
  const app = new Koa();
  app.silent = true;
  app.on("error", (error: unknown) => built.errors.push(error));
  app.use(async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (error) {
      built.errors.push(error);
      const { status, body } = errorBody(error);
      ctx.status = status;
      ctx.body = body;
    }
  });
  if (spec.global) app.use(koaShield(spec.global));
  const router = new Router();
  for (const route of spec.routes) {
    const shield = route.shield ? koaShield(route.shield) : undefined;
    const handler = async (ctx: Context) => {
      const body = (ctx.request as Context["request"] & { body?: unknown }).body;
      built.seen.push(body);
      const reply = await route.handler(body);
      ctx.res.once("finish", () => built.results.push(ctx.state.contentShield));
      if ("error" in reply) throw reply.error;
      if ("json" in reply) {
        ctx.status = reply.status ?? 200;
        ctx.body = reply.json;
        return;
      }
      if ("text" in reply) {
        ctx.type = reply.type ?? "text/plain";
        ctx.body = reply.text;
        return;
      }
      ctx.type = STREAM_TYPES[reply.type];
      const stream = new PassThrough();
      built.closed.push(new Promise((resolve) => stream.once("close", () => resolve())));
      ctx.body = stream;
      void (async () => {
        let sent = 0;
        do {
          for (const piece of reply.stream) {
            if (stream.destroyed) return;
            if (sent++ === reply.failAfter) return void stream.destroy(new Error("upstream failed"));
            stream.write(piece);
            await new Promise((r) => setTimeout(r, reply.delayMs ?? 1));
          }
        } while (reply.forever && !stream.destroyed);
        stream.end();
      })();
    };
    if (shield) router[route.method](route.path, shield, handler);
    else router[route.method](route.path, handler);
  }
  app.use(router.routes());
  built.listener = app.callback();
  return built;
}

/** The app of `spec` on one framework flavor. */
export function buildApp(flavor: Flavor, spec: AppSpec): BuiltApp {
  return flavor === "express4" || flavor === "express5" ? buildExpress(flavor, spec) : buildKoa(flavor, spec);
}

/** SSE transcript of a chat-completion stream whose content arrives in `pieces`. */
export function chatSse(pieces: readonly string[], model = "test-model"): string[] {
  const envelope = { id: "chatcmpl-test", object: "chat.completion.chunk", created: 1_700_000_000, model };
  const event = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ ...envelope, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  return [
    event({ role: "assistant", content: "" }, null),
    ...pieces.map((p) => event({ content: p }, null)),
    event({}, "stop"),
    "data: [DONE]\n\n",
  ];
}

/** A chat.completion object with `content` as the reply. */
export function chatCompletion(content: string, model = "test-model"): Record<string, unknown> {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content, refusal: null },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    usage: { prompt_tokens: 5, completion_tokens: 7, total_tokens: 12 },
  };
}

/** Concatenated `delta.content` of an SSE transcript, and whether it ended with [DONE]. */
export function readSse(text: string): {
  content: string;
  done: boolean;
  finish: Array<string | null>;
  events: unknown[];
} {
  let content = "";
  let done = false;
  const finish: Array<string | null> = [];
  const events: unknown[] = [];
  for (const block of text.split("\n\n")) {
    const line = block.split("\n").find((l) => l.startsWith("data: "));
    if (!line) continue;
    const data = line.slice(6);
    if (data === "[DONE]") {
      done = true;
      continue;
    }
    const chunk = JSON.parse(data) as {
      choices?: Array<{ delta?: { content?: string }; finish_reason?: string | null }>;
    };
    events.push(chunk);
    for (const choice of chunk.choices ?? []) {
      content += choice.delta?.content ?? "";
      if (choice.finish_reason) finish.push(choice.finish_reason);
    }
  }
  return { content, done, finish, events };
}
