/**
 * Output side for Express: wraps `res.writeHead`, `res.write` and `res.end` (as expressjs/compression
 * does). JSON and single-shot text bodies are buffered, shielded and sent with a corrected
 * Content-Length; SSE and text written in pieces are shielded as they flow. Other types pass untouched.
 */
import type { OutgoingHttpHeaders } from "node:http";
import { TextDecoder } from "node:util";
import type { NextFunction, Request, Response } from "express";
import type { ShieldResponse } from "../../src/types.js";
import { bodyKind, HttpPayloadError } from "../shared/body.js";
import type { Reply } from "../shared/replies.js";
import { type ContentShieldResult, type ShieldRunner, strongest } from "../shared/runner.js";
import type { StreamRewriter } from "../shared/streams.js";

type Mode = "undecided" | "buffer" | "stream" | "pass" | "done";
type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk === "string")
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function applyHeaders(res: Response, headers: unknown): void {
  if (Array.isArray(headers)) {
    const flat = headers.every((item) => !Array.isArray(item));
    const pairs: unknown[][] = flat ? [] : (headers as unknown[][]);
    if (flat) for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]]);
    for (const [name, value] of pairs) res.setHeader(String(name), value as string);
  } else if (headers !== null && typeof headers === "object") {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
      if (value !== undefined) res.setHeader(name, value);
    }
  }
}

export function shieldResponse(
  req: Request,
  res: Response,
  next: NextFunction,
  runner: ShieldRunner,
  result: ContentShieldResult,
): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, json: res.json };
  const header = runner.options.header;
  let mode: Mode = "undecided";
  let streamKind: "sse" | "text" = "text";
  const chunks: Buffer[] = [];
  let size = 0;
  let rewriter: StreamRewriter | undefined;
  let decoder: TextDecoder | undefined;
  let queue: Promise<void> = Promise.resolve();
  let writable = true;

  const restore = (): void => {
    res.writeHead = original.writeHead;
    res.write = original.write;
    res.end = original.end;
    res.json = original.json;
  };
  const setAction = (response: ShieldResponse | null): void => {
    result.output = response;
    result.action = strongest(result.action, response?.action ?? null);
  };
  const markHeader = (): void => {
    if (header !== false && !res.headersSent) res.setHeader(header, runner.headerValue(result));
  };
  const fail = (error: unknown): void => {
    if (mode === "done") return;
    mode = "done";
    restore();
    if (!res.headersSent) {
      // The handler's body is discarded: its body headers must not describe the error answer.
      for (const name of ["content-type", "content-length", "etag"]) res.removeHeader(name);
    }
    next(error);
  };

  function decide(ending: boolean): void {
    if (mode !== "undecided") return;
    const encoding = res.getHeader("content-encoding");
    const kind = bodyKind(res.getHeader("content-type"));
    if (
      req.method === "HEAD" ||
      res.statusCode === 204 ||
      res.statusCode === 304 ||
      (encoding !== undefined && encoding !== "identity") ||
      kind === "other"
    ) {
      mode = "pass";
      markHeader();
      restore();
      return;
    }
    if (kind === "json" || (kind === "text" && ending)) {
      mode = "buffer";
      return;
    }
    mode = "stream";
    streamKind = kind === "sse" ? "sse" : "text";
    rewriter = runner.createStream(streamKind);
    decoder = new TextDecoder();
    // A client that goes away mid-stream: stop shielding; later writes by the handler are dropped.
    res.once("close", () => {
      if (mode !== "stream") return;
      mode = "done";
      const active = rewriter;
      if (active) runner.finishStream(active).then(setAction, next);
    });
    res.removeHeader("content-length");
    markHeader();
    res.writeHead = original.writeHead;
  }

  const send = (text: string): void => {
    if (text.length > 0 && mode === "stream") writable = original.write.call(res, text, "utf8") as boolean;
  };

  const finishStream = (text: string, callback: Callback | undefined): void => {
    if (mode === "done") return;
    mode = "done";
    // write/end stay wrapped and swallow what the handler still writes after a stop.
    original.end.call(res, text, "utf8", callback);
    const active = rewriter;
    if (active) runner.finishStream(active).then((response) => setAction(response), next);
  };

  function sendReply(reply: Reply, callback: Callback | undefined): void {
    res.statusCode = reply.status;
    res.setHeader("content-type", reply.contentType);
    res.setHeader("content-length", Buffer.byteLength(reply.body));
    res.removeHeader("etag");
    markHeader();
    res.end(reply.body, "utf8", callback);
  }

  async function flushBuffer(callback: Callback | undefined): Promise<void> {
    const raw = Buffer.concat(chunks);
    chunks.length = 0;
    const kind = bodyKind(res.getHeader("content-type"));
    const text = raw.toString("utf8");
    let body: unknown = text;
    let json = false;
    if (kind === "json") {
      try {
        body = JSON.parse(text) as unknown;
        json = true;
      } catch {
        body = text;
      }
    }
    const decision = await runner.checkOutput(body);
    if (mode === "done") return;
    mode = "done";
    restore();
    setAction(decision.response);
    if (decision.type === "reply") return sendReply(decision.reply, callback);
    if (!decision.changed) {
      markHeader();
      res.end(raw, callback);
      return;
    }
    const out = json || typeof decision.body !== "string" ? JSON.stringify(decision.body) : decision.body;
    res.setHeader("content-length", Buffer.byteLength(out));
    res.removeHeader("etag");
    markHeader();
    res.end(out, "utf8", callback);
  }

  // res.json hands over the object itself: checked without a JSON round trip, then sent by Express
  // (which sets Content-Length and ETag for the final body).
  res.json = function json(this: Response, ...args: unknown[]): Response {
    if (mode !== "undecided" || args.length !== 1 || req.method === "HEAD")
      return original.json.apply(res, args as [unknown]);
    mode = "buffer";
    runner
      .checkOutput(args[0])
      .then((decision) => {
        if (mode === "done") return;
        mode = "done";
        restore();
        setAction(decision.response);
        if (decision.type === "reply") return sendReply(decision.reply, undefined);
        markHeader();
        original.json.call(res, decision.body);
      })
      .catch(fail);
    return res;
  } as Response["json"];

  res.writeHead = function writeHead(this: Response, status: number, ...rest: unknown[]) {
    res.statusCode = status;
    if (typeof rest[0] === "string") res.statusMessage = rest[0];
    applyHeaders(res, rest[rest.length - 1]);
    decide(false);
    if (mode === "stream" || mode === "pass") return original.writeHead.call(res, res.statusCode);
    return res;
  } as Response["writeHead"];

  res.write = function write(this: Response, chunk: Chunk, encoding?: unknown, callback?: unknown): boolean {
    decide(false);
    if (mode === "pass")
      return original.write.call(res, chunk, encoding as BufferEncoding, callback as Callback);
    const done = typeof encoding === "function" ? (encoding as Callback) : (callback as Callback | undefined);
    if (mode === "done") {
      if (done) process.nextTick(done);
      return false;
    }
    const buffer = toBuffer(chunk, encoding);
    if (mode === "buffer") {
      size += buffer.length;
      if (size > runner.options.limit) {
        const limit = runner.options.limit;
        fail(
          new HttpPayloadError(
            500,
            "response.body",
            `exceeds ${limit} bytes, too large to shield (the \`limit\` option).`,
          ),
        );
      } else {
        chunks.push(buffer);
      }
      if (done) process.nextTick(done);
      return true;
    }
    const active = rewriter!;
    queue = queue
      .then(async () => {
        if (mode !== "stream") return;
        const text = await active.write(decoder!.decode(buffer, { stream: true }));
        if (mode !== "stream") return;
        send(text);
        if (active.stopped) finishStream("", undefined);
      })
      .then(() => done?.(), fail);
    return writable;
  } as Response["write"];

  res.end = function end(this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown): Response {
    let data = chunk;
    let enc = encoding;
    let done = callback as Callback | undefined;
    if (typeof data === "function") {
      done = data as Callback;
      data = undefined;
    } else if (typeof enc === "function") {
      done = enc as Callback;
      enc = undefined;
    }
    decide(true);
    if (mode === "pass")
      return original.end.call(res, data as Chunk, enc as BufferEncoding, done) as Response;
    if (mode === "done") {
      if (done) process.nextTick(done);
      return res;
    }
    if (data !== undefined && data !== null) {
      const buffer = toBuffer(data as Chunk, enc);
      if (mode === "buffer") chunks.push(buffer);
      else res.write(buffer);
    }
    if (mode === "buffer") {
      flushBuffer(done).catch(fail);
      return res;
    }
    const active = rewriter!;
    queue = queue
      .then(async () => {
        if (mode !== "stream") return;
        const tail = await active.write(decoder!.decode());
        const rest = await active.end();
        if (mode !== "stream") return;
        finishStream(tail + rest, done);
      })
      .catch(fail);
    return res;
  } as Response["end"];
}
