/**
 * The Express middleware's CPU cost per request, without the network: the example chat endpoint (the same
 * near-empty handler and rulesets as http.ts) driven in-process with real `IncomingMessage`/`ServerResponse`
 * objects on a socket that discards what it is sent. No client, no syscalls, so the difference between the
 * apps is the middleware's own work, stable even on a busy machine. Alternating rounds, medians.
 * Run: npm run build && node dist/bench/adapters/cpu.js [--requests 3000] [--rounds 7]
 */
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Duplex } from "node:stream";
import { parseArgs } from "node:util";
import express, { type Request, type RequestHandler, type Response } from "express";
import { shieldMiddleware } from "../../adapters/express/index.js";
import { completion } from "../../examples/chat-completions.js";
import { exampleRulesets } from "../../examples/rulesets.js";
import { type ChatMessage, scriptedReply } from "../../examples/scripted-model.js";
import type { InterceptionSink } from "../../src/capture/record.js";
import { createServiceKey } from "../../src/index.js";

process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-bench-cpu-"));

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "3000" },
    rounds: { type: "string", default: "7" },
  },
});
const requests = Number(values.requests);
const rounds = Number(values.rounds);

const serviceKey = createServiceKey();
const discard: InterceptionSink = { append: () => {}, flush: async () => {} };

function chatApp(middleware: RequestHandler | undefined): http.RequestListener {
  const app = express();
  app.use(express.json({ limit: "1mb" }));
  const chat = (req: Request, res: Response): void => {
    const body = req.body as { model: string; messages: ChatMessage[] };
    res.json(completion(body.model, scriptedReply(body.messages)));
  };
  if (middleware) app.post("/v1/chat/completions", middleware, chat);
  else app.post("/v1/chat/completions", chat);
  return app as unknown as http.RequestListener;
}

const apps: Record<string, http.RequestListener> = {
  without: chatApp(undefined),
  with: chatApp(shieldMiddleware({ rulesets: exampleRulesets, config: { service_key: serviceKey } })),
  "with, capture discarded": chatApp(
    shieldMiddleware({ rulesets: exampleRulesets, config: { service_key: serviceKey }, sink: discard }),
  ),
};

class DiscardSocket extends Duplex {
  override _read(): void {}
  override _write(_chunk: unknown, _encoding: BufferEncoding, callback: () => void): void {
    callback();
  }
}

/** One request through `listener`; resolves when the response finished. */
function inject(listener: http.RequestListener, body: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = new DiscardSocket();
    const req = new http.IncomingMessage(socket as never);
    req.method = "POST";
    req.url = "/v1/chat/completions";
    req.headers = { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
    req.push(body);
    req.push(null);
    const res = new http.ServerResponse(req);
    res.assignSocket(socket as never);
    res.on("finish", () => {
      res.detachSocket(socket as never);
      resolve();
    });
    listener(req, res);
  });
}

const median = (list: number[]): number => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const round = (n: number) => Math.round(n * 10) / 10;

console.log(
  `# Express chat endpoint in-process (no network): CPU µs per request, median of ${rounds} alternating rounds of ${requests}`,
);
console.log("| scenario | without | with | with, capture discarded |");
console.log("|---|---|---|---|");
for (const [scenario, question] of [
  ["reply with PII (output MASK, interception captured)", "How do I contact support?"],
  ["clean reply (nothing triggers)", "Hello there"],
] as const) {
  const body = JSON.stringify({ model: "scripted-1", messages: [{ role: "user", content: question }] });
  const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(apps).map((name) => [name, []]));
  for (const listener of Object.values(apps)) for (let i = 0; i < 1000; i++) await inject(listener, body);
  for (let r = 0; r < rounds; r++) {
    for (const [name, listener] of Object.entries(apps)) {
      const started = process.cpuUsage();
      for (let i = 0; i < requests; i++) await inject(listener, body);
      const used = process.cpuUsage(started);
      cpu[name]!.push((used.user + used.system) / requests);
    }
  }
  const base = median(cpu.without!);
  const cell = (name: string) => {
    const value = median(cpu[name]!);
    return `${round(value)} (+${round(value - base)}, +${round(((value - base) / base) * 100)}%)`;
  };
  console.log(`| ${scenario} | ${round(base)} | ${cell("with")} | ${cell("with, capture discarded")} |`);
}
