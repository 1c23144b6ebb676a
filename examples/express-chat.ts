/**
 * An OpenAI-compatible chat endpoint on Express, protected by Content Shield, answered by a scripted
 * local model (runs offline). Run: `node dist/examples/express-chat.js` (PORT, default 3000).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request, type Response } from "express";
import { shieldMiddleware } from "../adapters/express/index.js";
import type { GuardConfig, RuleSet } from "../src/index.js";
import { createServiceKey } from "../src/index.js";
import { completion, completionEvents, isMain } from "./chat-completions.js";
import { exampleRulesets } from "./rulesets.js";
import { type ChatMessage, pieces, scriptedReply } from "./scripted-model.js";

export interface ChatServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  rulesets?: RuleSet[];
  config?: GuardConfig;
  /** Milliseconds between streamed pieces (default 5). */
  delayMs?: number;
  /** Milliseconds the scripted model "thinks" before a non-streamed reply (default 0), like a real model call. */
  replyDelayMs?: number;
  /** Hold-back window of streamed replies (the middleware's `window` option). */
  window?: number;
  /** false serves the same endpoint without the middleware (for comparisons and benchmarks). */
  shield?: boolean;
}

export interface RunningServer {
  /** Base URL for an OpenAI client, e.g. http://127.0.0.1:3000/v1 */
  baseURL: string;
  port: number;
  close(): Promise<void>;
}

export function shieldConfig(config: GuardConfig | undefined): GuardConfig {
  return {
    ...config,
    service_key: config?.service_key ?? process.env.CONTENT_SHIELD_SERVICE_KEY ?? createServiceKey(),
  };
}

export function listen(server: Server, port: number, host: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        baseURL: `http://${host}:${actual}/v1`,
        port: actual,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Starts the Express example and resolves once it listens. */
export async function startExpressChat(options: ChatServerOptions = {}): Promise<RunningServer> {
  const delayMs = options.delayMs ?? 5;
  const app = express();
  app.use(express.json({ limit: "1mb" }));
  const chat = async (req: Request, res: Response): Promise<void> => {
    const body = req.body as { model?: string; messages?: ChatMessage[]; stream?: boolean };
    const model = body.model ?? "scripted-1";
    const reply = scriptedReply(body.messages ?? []);
    if (body.stream !== true) {
      if (options.replyDelayMs) await new Promise((resolve) => setTimeout(resolve, options.replyDelayMs));
      res.json(completion(model, reply));
      return;
    }
    res.setHeader("content-type", "text/event-stream");
    res.setHeader("cache-control", "no-cache");
    let open = true;
    res.once("close", () => {
      open = false;
    });
    for (const event of completionEvents(model, pieces(reply))) {
      if (!open) return;
      res.write(event);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    res.end();
  };
  if (options.shield === false) app.post("/v1/chat/completions", chat);
  else {
    const shield = shieldMiddleware({
      rulesets: options.rulesets ?? exampleRulesets,
      config: shieldConfig(options.config),
      ...(options.window === undefined ? {} : { window: options.window }),
    });
    app.post("/v1/chat/completions", shield, chat);
  }
  return listen(createServer(app), options.port ?? 0, options.host ?? "127.0.0.1");
}

if (isMain(import.meta.url)) {
  const server = await startExpressChat({ port: Number(process.env.PORT ?? 3000) });
  console.log(`Express chat endpoint: ${server.baseURL}/chat/completions`);
}
