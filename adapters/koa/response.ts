/**
 * Output side for Koa: after `await next()`, `ctx.body` is shielded. Objects, strings and Buffers with a
 * JSON or text type are checked and replaced; SSE and text streams are piped through a stream rewriter.
 */
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import type { Context } from "koa";
import type { ShieldResponse } from "../../src/types.js";
import {
  bodyKind,
  deflaterFor,
  encodedResponse,
  inflaterFor,
  partialRefused,
  responseEncoding,
  tooLargeResponse,
} from "../shared/body.js";
import { checkedValue } from "../shared/kinds.js";
import {
  type ContentShieldResult,
  noteNotEvaluated,
  type ShieldRunner,
  strongest,
} from "../shared/runner.js";
import type { StreamRewriter } from "../shared/streams.js";

function isNodeStream(value: unknown): value is Readable {
  return (
    value instanceof Readable ||
    (value !== null && typeof value === "object" && typeof (value as Readable).pipe === "function")
  );
}

type WebBody = ReadableStream<Uint8Array> | Blob | Response;

/** A web body Koa 3 accepts (ReadableStream, Blob, Response), which is not JSON data. */
function isWebBody(value: unknown): value is WebBody {
  return (
    value instanceof ReadableStream ||
    (typeof Blob !== "undefined" && value instanceof Blob) ||
    (typeof Response !== "undefined" && value instanceof Response)
  );
}

/** A Koa 3 web body as the Node stream the shield reads (Koa itself turns it into one to send it). */
function webBodyStream(body: WebBody): Readable {
  const stream = body instanceof ReadableStream ? body : body instanceof Blob ? body.stream() : body.body;
  return stream === null
    ? Readable.from([])
    : Readable.fromWeb(stream as import("node:stream/web").ReadableStream);
}

/** Pipes `source` through `rewriter`; stops reading it on a stop, an error or a client disconnect. */
function shieldStream(
  source: Readable,
  rewriter: StreamRewriter,
  onEnd: (error?: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  const decoder = new TextDecoder();
  out.once("close", () => {
    if (!source.destroyed) source.destroy();
  });
  // Stopping early must not destroy the handler's stream with an AbortError: Koa listens for errors on
  // the body the handler set, and would report a stream the shield ended on purpose as an app error.
  const chunks: AsyncIterable<unknown> =
    typeof source.iterator === "function" ? source.iterator({ destroyOnReturn: false }) : source;
  const pump = async (): Promise<void> => {
    for await (const chunk of chunks) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Uint8Array);
      const text = await rewriter.write(decoder.decode(bytes, { stream: true }));
      if (out.destroyed) return;
      if (text.length > 0 && !out.write(text)) await Promise.race([once(out, "drain"), once(out, "close")]);
      if (rewriter.stopped || out.destroyed) break;
    }
    if (rewriter.stopped && !source.destroyed) source.destroy();
    if (!rewriter.stopped) {
      const rest = (await rewriter.write(decoder.decode())) + (await rewriter.end());
      if (!out.destroyed && rest.length > 0) out.write(rest);
    }
    out.end();
  };
  pump().then(
    () => onEnd(),
    (error: unknown) => {
      if (!out.destroyed) out.destroy(error instanceof Error ? error : new Error(String(error)));
      onEnd(error);
    },
  );
  return out;
}

export async function shieldKoaResponse(
  ctx: Context,
  runner: ShieldRunner,
  result: ContentShieldResult,
): Promise<void> {
  const { header } = runner.options;
  const mark = (): void => {
    if (header !== false && !ctx.headerSent) ctx.set(header, runner.headerValue(result));
  };
  const record = (response: ShieldResponse | null): void => {
    result.output = response;
    result.action = strongest(result.action, response?.action ?? null);
  };
  let body: unknown = ctx.body;
  const encoding: unknown = ctx.response.get("Content-Encoding") || "";
  const kind = bodyKind(ctx.response.get("Content-Type"));
  const encoded = encoding !== "" && encoding !== "identity";
  // A streamed body compressed before the shield's turn (koa-compress mounted after it) is decoded,
  // shielded and re-encoded; other encoded bodies pass whole, said in the result.
  // Koa 3 web bodies (ReadableStream, Blob, Response) are shielded as the streams they are.
  const streamed = isNodeStream(body) || isWebBody(body);
  const recodable =
    encoded && kind !== "json" && kind !== "other" && streamed ? responseEncoding(encoding) : undefined;
  if (
    ctx.method === "HEAD" ||
    body === null ||
    body === undefined ||
    ctx.status === 204 ||
    ctx.status === 304 ||
    (encoded && recodable === undefined) ||
    kind === "other"
  ) {
    // An encoded body (compression ran before the shield saw it) goes out as it is, said in the result.
    if (encoded && kind !== "other" && ctx.method !== "HEAD" && body !== null && body !== undefined)
      noteNotEvaluated(result, encodedResponse(String(encoding)));
    return mark();
  }
  // A shielded body is answered whole (the request's Range was removed); a 206 made anyway is refused.
  if (ctx.status === 206) throw partialRefused();
  ctx.set("accept-ranges", "none");
  // A whole SSE or NDJSON transcript set as a string or Buffer is rewritten as the stream it is.
  if ((kind === "sse" || kind === "ndjson") && (typeof body === "string" || Buffer.isBuffer(body)))
    body = Readable.from([body]);
  if (isWebBody(body)) body = webBodyStream(body);
  if (isNodeStream(body)) {
    const rewriter = runner.createStream(
      kind === "ndjson" ? kind : kind === "sse" ? "sse" : "text",
      result.format,
    );
    const source = recodable === undefined ? body : body.pipe(inflaterFor(recodable));
    const shielded = shieldStream(source, rewriter, (error) => {
      // Koa 2 leaves the response open when a body stream fails after the headers went out.
      if (error !== undefined && !ctx.res.writableEnded) ctx.res.destroy();
      const finish = error === undefined ? runner.recordStream(rewriter, result) : Promise.reject(error);
      finish.catch((failure: unknown) => {
        if (!ctx.res.writableEnded) return; // the stream error already reached Koa's error handling
        ctx.app.emit("error", failure, ctx);
      });
    });
    if (recodable === undefined) ctx.body = shielded;
    else {
      const encoder = deflaterFor(recodable, true);
      encoder.once("close", () => shielded.destroy());
      ctx.body = shielded.pipe(encoder);
    }
    return mark();
  }
  let value: unknown = body;
  let serialise = false;
  if (typeof body === "string" || Buffer.isBuffer(body)) {
    const size = typeof body === "string" ? Buffer.byteLength(body) : body.length;
    if (size > runner.options.limit) throw tooLargeResponse(runner.options.limit);
    const checked = checkedValue(typeof body === "string" ? body : body.toString("utf8"), kind);
    value = checked.value;
    serialise = checked.json;
  }
  const decision = await runner.checkOutput(value, result.format);
  record(decision.response);
  if (decision.findings !== undefined && decision.findings.length > 0)
    result.findings.push(...decision.findings);
  if (decision.type === "reply") {
    ctx.status = decision.reply.status;
    ctx.type = decision.reply.contentType;
    ctx.body = decision.reply.body;
  } else if (decision.changed && decision.body !== body) {
    // (A JSON object masked in place is already the body; reassigning it would reset its Content-Type.)
    ctx.body = serialise ? JSON.stringify(decision.body) : (decision.body as string | object);
  }
  mark();
}
