/**
 * Output side for Express: wraps `res.writeHead`, `res.write`, `res.end` and `res.json` (as
 * expressjs/compression does). `res.json` bodies are checked as objects (no JSON round trip); other JSON and
 * single-shot text bodies are buffered, checked and sent with a corrected Content-Length — in the same tick
 * when every rule is local. SSE and text written in pieces are shielded as they flow. Other types pass
 * untouched. One `ResponseShield` per response; its wrappers are stored on `res` once and hand straight
 * through when done (never stored back: see `toDictionaryMode`).
 */
import type { OutgoingHttpHeaders } from "node:http";
import { TextDecoder } from "node:util";
import type { NextFunction, Request, Response } from "express";
import type { ShieldResponse } from "../../src/types.js";
import {
  bodyKind,
  encodedResponse,
  partialRefused,
  responseEncoding,
  StreamRecoder,
  tooLargeResponse,
} from "../shared/body.js";
import type { Reply } from "../shared/replies.js";
import {
  type ContentShieldResult,
  type Decision,
  type LocatedFinding,
  noteNotEvaluated,
  type ShieldRunner,
  strongest,
} from "../shared/runner.js";
import type { StreamRewriter } from "../shared/streams.js";

type Mode = "undecided" | "buffer" | "stream" | "pass" | "done";
type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;
type Write = (chunk: Chunk, encoding?: BufferEncoding, callback?: Callback) => boolean;
type End = (chunk?: Chunk, encoding?: BufferEncoding, callback?: Callback) => Response;
type Json = (body: unknown) => Response;
type WriteHead = (status: number) => Response;

const BODY_HEADERS = ["content-type", "content-length", "etag", "content-range"];

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk === "string") {
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  }
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

/**
 * Express gives every `res` a new prototype (`Object.setPrototypeOf(res, app.response)`), after which V8
 * no longer shares its hidden-class transitions: each property added to `res` copies its ~50-entry
 * descriptor table (measured: ~3 µs per new property on this machine, most of the adapter's fixed cost).
 * Adding and deleting one property turns `res` into dictionary mode once, after which new properties are
 * plain hash inserts (the three wrappers below then cost well under a microsecond).
 */
function toDictionaryMode(res: Response): void {
  const target = res as unknown as Record<string, unknown>;
  target.__contentShield = true;
  delete target.__contentShield;
}

class ResponseShield {
  private mode: Mode = "undecided";
  private chunks: Buffer[] = [];
  private size = 0;
  private rewriter: StreamRewriter | undefined;
  private decoder: TextDecoder | undefined;
  private queue: Promise<void> | undefined;
  /** Decodes and re-encodes a streamed body that arrives compressed (compression mounted after the shield). */
  private recoder: StreamRecoder | undefined;
  /** Bytes the handler wrote that are not yet handed to the socket (checked or held), for backpressure. */
  private pending = 0;
  /** A write reported backpressure (returned false): a 'drain' is owed once `pending` is handed on. */
  private needDrain = false;
  private restored = false;
  /** The buffered body is JSON (decided from its Content-Type in `decide`). */
  private json_ = false;
  private readonly originalWriteHead: WriteHead;
  private readonly originalWrite: Write;
  private readonly originalEnd: End;
  private readonly originalJson: Json;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
    private readonly next: NextFunction,
    private readonly runner: ShieldRunner,
    private readonly result: ContentShieldResult,
  ) {
    this.originalWriteHead = res.writeHead as unknown as WriteHead;
    this.originalWrite = res.write as Write;
    this.originalEnd = res.end as End;
    this.originalJson = res.json as Json;
    toDictionaryMode(res);
    res.writeHead = this.writeHead.bind(this) as unknown as Response["writeHead"];
    res.write = this.write.bind(this) as Response["write"];
    res.end = this.end.bind(this) as Response["end"];
    res.json = this.json.bind(this) as Response["json"];
  }

  /**
   * From now on every wrapper hands straight through to the original method. (A flag rather than putting
   * the originals back: each property store on an Express `res`, whose prototype Express swaps per request,
   * costs microseconds.)
   */
  private restore(): void {
    this.restored = true;
  }

  private setAction(response: ShieldResponse | null, findings?: readonly LocatedFinding[]): void {
    this.result.output = response;
    this.result.action = strongest(this.result.action, response?.action ?? null);
    if (findings !== undefined && findings.length > 0) this.result.findings.push(...findings);
  }

  private markHeader(): void {
    const { header } = this.runner.options;
    if (header !== false && !this.res.headersSent)
      this.res.setHeader(header, this.runner.headerValue(this.result));
  }

  /** A check failed: the unchecked body is dropped and the error goes to the app's error handling. */
  private fail(error: unknown): void {
    if (this.mode === "done") return;
    this.mode = "done";
    this.restore();
    // The handler's body is discarded: its body headers must not describe the error answer.
    if (!this.res.headersSent) for (const name of BODY_HEADERS) this.res.removeHeader(name);
    this.next(error);
  }

  private readonly onFail = (error: unknown): void => this.fail(error);

  private decide(ending: boolean): void {
    if (this.mode !== "undecided") return;
    const { res } = this;
    const encoding = res.getHeader("content-encoding");
    const kind = bodyKind(res.getHeader("content-type"));
    this.json_ = kind === "json";
    const encoded = encoding !== undefined && encoding !== "identity";
    // A streamed body compressed after the shield (gzip, deflate, br) is decoded, shielded and re-encoded;
    // other encoded bodies (a compressed JSON or single-shot body) go out whole, as sent, and the result
    // says they were not checked (never a plain body under a Content-Encoding).
    const recodable =
      encoded && kind !== "json" && !(kind === "text" && ending) ? responseEncoding(encoding) : undefined;
    if (
      this.req.method === "HEAD" ||
      res.statusCode === 204 ||
      res.statusCode === 304 ||
      (encoded && recodable === undefined) ||
      kind === "other"
    ) {
      if (encoded && kind !== "other" && this.req.method !== "HEAD")
        noteNotEvaluated(this.result, encodedResponse(String(encoding)));
      this.mode = "pass";
      this.markHeader();
      this.restore();
      return;
    }
    // A shielded body is answered whole: a byte range of it could rebuild what the shield masked.
    if (res.statusCode === 206) {
      this.fail(partialRefused());
      return;
    }
    res.setHeader("accept-ranges", "none");
    if (kind === "json" || (kind === "text" && ending)) {
      this.mode = "buffer";
      return;
    }
    this.mode = "stream";
    this.rewriter = this.runner.createStream(
      kind === "ndjson" ? kind : kind === "sse" ? "sse" : "text",
      this.result.format,
    );
    this.decoder = new TextDecoder();
    if (recodable !== undefined) this.recoder = new StreamRecoder(recodable);
    this.queue = Promise.resolve();
    // A client that goes away mid-stream: stop shielding; later writes by the handler are dropped.
    res.once("close", () => {
      if (this.mode !== "stream") return;
      this.mode = "done";
      this.recoder?.destroy();
      this.recordStream();
    });
    res.removeHeader("content-length");
    this.markHeader();
  }

  private async send(text: string): Promise<void> {
    if (text.length === 0 || this.mode !== "stream") return;
    if (this.recoder === undefined) {
      this.originalWrite.call(this.res, text, "utf8");
      return;
    }
    const bytes = await this.recoder.encode(text);
    if (this.mode === "stream" && bytes.length > 0) this.originalWrite.call(this.res, bytes);
  }

  /** The captured check of the whole stream, recorded in the result (never an error after sending). */
  private recordStream(): void {
    this.runner.recordStream(this.rewriter!, this.result).catch((error: unknown) => {
      // The stream went out checked window by window; a failure of the final (capturing) check comes after
      // the response was sent, so it is recorded in the result rather than handed to next(err).
      noteNotEvaluated(
        this.result,
        `not evaluated: the final check of the whole stream failed (${error instanceof Error ? error.message : String(error)}).`,
      );
    });
  }

  /**
   * The handler's write was handed on: once nothing it wrote is held here any more, a 'drain' it was
   * promised comes from the socket (when it still needs one) or from here.
   */
  private handedOn(bytes: number): void {
    this.pending -= bytes;
    if (!this.needDrain || this.pending > 0) return;
    this.needDrain = false;
    if (!this.res.writableNeedDrain) this.res.emit("drain");
  }

  private finishStream(text: string, callback: Callback | undefined): void {
    if (this.mode === "done") return;
    this.mode = "done";
    // write/end stay wrapped and swallow what the handler still writes after a stop.
    if (this.recoder === undefined) this.originalEnd.call(this.res, text, "utf8", callback);
    else
      this.recoder.encodeEnd(text).then(
        (bytes) => this.originalEnd.call(this.res, bytes, undefined, callback),
        () => this.res.destroy(),
      );
    this.recordStream();
  }

  private sendReply(reply: Reply, callback: Callback | undefined): void {
    const { res } = this;
    res.statusCode = reply.status;
    res.setHeader("content-type", reply.contentType);
    res.setHeader("content-length", Buffer.byteLength(reply.body));
    res.removeHeader("etag");
    this.markHeader();
    res.end(reply.body, "utf8", callback);
  }

  /** The whole body was buffered: check it (synchronously when every rule is local) and send the result. */
  private flushBuffer(callback: Callback | undefined): void {
    const raw = Buffer.concat(this.chunks);
    this.chunks = [];
    const text = raw.toString("utf8");
    let body: unknown = text;
    let json = false;
    if (this.json_) {
      try {
        body = JSON.parse(text) as unknown;
        json = true;
      } catch {
        body = text;
      }
    }
    let decision: Decision | Promise<Decision>;
    try {
      decision = this.runner.checkOutput(body, this.result.format);
    } catch (error) {
      this.fail(error);
      return;
    }
    if (decision instanceof Promise) {
      decision.then((settled) => this.sendDecided(settled, raw, json, callback)).catch(this.onFail);
    } else {
      this.sendDecided(decision, raw, json, callback);
    }
  }

  private sendDecided(decision: Decision, raw: Buffer, json: boolean, callback: Callback | undefined): void {
    if (this.mode === "done") return;
    const { res } = this;
    this.mode = "done";
    this.restore();
    this.setAction(decision.response, decision.findings);
    if (decision.type === "reply") {
      this.sendReply(decision.reply, callback);
      return;
    }
    this.markHeader();
    if (!decision.changed) {
      res.end(raw, callback);
      return;
    }
    const out = json || typeof decision.body !== "string" ? JSON.stringify(decision.body) : decision.body;
    res.setHeader("content-length", Buffer.byteLength(out));
    res.removeHeader("etag");
    res.end(out, "utf8", callback);
  }

  /** res.json hands over the object: checked without a JSON round trip, then sent by Express (Content-Length, ETag). */
  private json(...args: unknown[]): Response {
    if (this.restored || this.mode !== "undecided" || args.length !== 1 || this.req.method === "HEAD") {
      return (this.originalJson as (...a: unknown[]) => Response).apply(this.res, args);
    }
    this.mode = "buffer";
    let decision: Decision | Promise<Decision>;
    try {
      decision = this.runner.checkOutput(args[0], this.result.format);
    } catch (error) {
      this.fail(error);
      return this.res;
    }
    // Local rules only: decided synchronously, sent in the same tick as the handler's res.json().
    if (decision instanceof Promise)
      decision.then((settled) => this.onJsonDecision(settled)).catch(this.onFail);
    else this.onJsonDecision(decision);
    return this.res;
  }

  private onJsonDecision(decision: Decision): void {
    if (this.mode === "done") return;
    this.mode = "done";
    this.restore();
    this.setAction(decision.response, decision.findings);
    if (decision.type === "reply") {
      this.sendReply(decision.reply, undefined);
      return;
    }
    this.markHeader();
    this.originalJson.call(this.res, decision.body);
  }

  private writeHead(status: number, ...rest: unknown[]): Response {
    const { res } = this;
    if (this.restored)
      return (this.originalWriteHead as (...a: unknown[]) => Response).call(res, status, ...rest);
    res.statusCode = status;
    if (typeof rest[0] === "string") res.statusMessage = rest[0];
    applyHeaders(res, rest[rest.length - 1]);
    this.decide(false);
    if (this.mode === "stream" || this.mode === "pass")
      return this.originalWriteHead.call(res, res.statusCode);
    return res;
  }

  private write(chunk: Chunk, encoding?: unknown, callback?: unknown): boolean {
    if (this.restored)
      return this.originalWrite.call(this.res, chunk, encoding as BufferEncoding, callback as Callback);
    this.decide(false);
    if (this.mode === "pass") {
      return this.originalWrite.call(this.res, chunk, encoding as BufferEncoding, callback as Callback);
    }
    const done = typeof encoding === "function" ? (encoding as Callback) : (callback as Callback | undefined);
    if (this.mode === "done") {
      if (done) process.nextTick(done);
      return false;
    }
    const buffer = toBuffer(chunk, encoding);
    if (this.mode === "buffer") {
      this.buffer(buffer);
      if (done) process.nextTick(done);
      return true;
    }
    const rewriter = this.rewriter!;
    this.pending += buffer.length;
    this.queue = this.queue!.then(async () => {
      if (this.mode !== "stream") return;
      const plain = this.recoder === undefined ? buffer : await this.recoder.decode(buffer);
      if (this.mode !== "stream") return;
      const text = await rewriter.write(this.decoder!.decode(plain, { stream: true }));
      if (this.mode !== "stream") return;
      await this.send(text);
      if (rewriter.stopped) this.finishStream("", undefined);
    }).then(() => {
      this.handedOn(buffer.length);
      done?.();
    }, this.onFail);
    // Backpressure as without the shield: false while more than a high-water mark is held here or the
    // socket's buffer is full; the 'drain' follows (see `handedOn`).
    const ok = this.pending < this.res.writableHighWaterMark && !this.res.writableNeedDrain;
    if (!ok) this.needDrain = true;
    return ok;
  }

  /** Buffers a piece of a body that is checked whole; past `limit` it is refused before anything is sent. */
  private buffer(buffer: Buffer): void {
    this.size += buffer.length;
    const { limit } = this.runner.options;
    if (this.size > limit) this.fail(tooLargeResponse(limit));
    else this.chunks.push(buffer);
  }

  private end(chunk?: unknown, encoding?: unknown, callback?: unknown): Response {
    if (this.restored)
      return (this.originalEnd as (...a: unknown[]) => Response).call(this.res, chunk, encoding, callback);
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
    this.decide(true);
    if (this.mode === "pass")
      return this.originalEnd.call(this.res, data as Chunk, enc as BufferEncoding, done);
    if (this.mode === "done") {
      if (done) process.nextTick(done);
      return this.res;
    }
    if (data !== undefined && data !== null) {
      const buffer = toBuffer(data as Chunk, enc);
      if (this.mode === "buffer") this.buffer(buffer);
      else this.write(buffer);
    }
    // (A body over `limit` failed while buffered.)
    if ((this.mode as Mode) === "done") {
      if (done) process.nextTick(done);
      return this.res;
    }
    if (this.mode === "buffer") {
      this.flushBuffer(done);
      return this.res;
    }
    const rewriter = this.rewriter!;
    this.queue = this.queue!.then(async () => {
      if (this.mode !== "stream") return;
      const plain = this.recoder === undefined ? undefined : await this.recoder.decodeEnd();
      if (this.mode !== "stream") return;
      const tail = await rewriter.write(this.decoder!.decode(plain));
      const rest = await rewriter.end();
      if (this.mode !== "stream") return;
      this.finishStream(tail + rest, done);
    }).catch(this.onFail);
    return this.res;
  }
}

/** Wraps `res` so the body is shielded on its way out; `result.output` is set when it was checked. */
export function shieldResponse(
  req: Request,
  res: Response,
  next: NextFunction,
  runner: ShieldRunner,
  result: ContentShieldResult,
): void {
  new ResponseShield(req, res, next, runner, result);
}
