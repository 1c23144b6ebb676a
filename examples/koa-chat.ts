/**
 * The same OpenAI-compatible chat endpoint on Koa, protected by Content Shield, answered by a scripted
 * local model (runs offline). Run: `node dist/examples/koa-chat.js` (PORT, default 3001).
 */
import { createServer } from "node:http";
import { PassThrough } from "node:stream";
import Koa, { type Context } from "koa";
import { shieldMiddleware } from "../adapters/koa/index.js";
import { completion, completionEvents, isMain } from "./chat-completions.js";
import { type ChatServerOptions, listen, type RunningServer, shieldConfig } from "./express-chat.js";
import { exampleRulesets } from "./rulesets.js";
import { type ChatMessage, pieces, scriptedReply } from "./scripted-model.js";

/** Starts the Koa example and resolves once it listens. */
export async function startKoaChat(options: ChatServerOptions = {}): Promise<RunningServer> {
  const delayMs = options.delayMs ?? 5;
  const app = new Koa();
  if (options.shield !== false) {
    const shield = shieldMiddleware({
      rulesets: options.rulesets ?? exampleRulesets,
      config: shieldConfig(options.config),
      ...(options.window === undefined ? {} : { window: options.window }),
    });
    app.use((ctx, next) => (ctx.path === "/v1/chat/completions" ? shield(ctx, next) : next()));
  }
  app.use(async (ctx: Context) => {
    if (ctx.method !== "POST" || ctx.path !== "/v1/chat/completions") {
      ctx.status = 404;
      return;
    }
    // The middleware read and parsed the JSON body (no body parser needed); without it, parse here.
    let body = (ctx.request as Context["request"] & { body?: unknown }).body;
    if (body === undefined) {
      let raw = "";
      for await (const chunk of ctx.req) raw += String(chunk);
      body = JSON.parse(raw) as unknown;
    }
    const request = body as { model?: string; messages?: ChatMessage[]; stream?: boolean };
    const model = request.model ?? "scripted-1";
    const reply = scriptedReply(request.messages ?? []);
    if (request.stream !== true) {
      ctx.body = completion(model, reply);
      return;
    }
    ctx.type = "text/event-stream";
    ctx.set("cache-control", "no-cache");
    const stream = new PassThrough();
    ctx.body = stream;
    void (async () => {
      for (const event of completionEvents(model, pieces(reply))) {
        if (stream.destroyed) return;
        stream.write(event);
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      stream.end();
    })();
  });
  return listen(createServer(app.callback()), options.port ?? 0, options.host ?? "127.0.0.1");
}

if (isMain(import.meta.url)) {
  const server = await startKoaChat({ port: Number(process.env.PORT ?? 3001) });
  console.log(`Koa chat endpoint: ${server.baseURL}/chat/completions`);
}
