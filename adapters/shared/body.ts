/**
 * Bodies on the wire: which Content-Types the adapters read, and reading a request body themselves when
 * no body parser ran before them (bounded by `limit`).
 */
import { once } from "node:events";
import type { IncomingMessage } from "node:http";
import type { Readable, Transform } from "node:stream";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  createBrotliCompress,
  createBrotliDecompress,
  createDeflate,
  createGunzip,
  createGzip,
  createInflate,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from "node:zlib";
import { type BodyKind, HttpPayloadError } from "./kinds.js";

export { type BodyKind, bodyKind, HttpPayloadError } from "./kinds.js";

/** Whether a request carries a body (RFC 9112: Transfer-Encoding or a non-zero Content-Length). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * Shielded responses are answered whole: a `Range` request could fetch a masked text's bytes in pieces
 * that rebuild it. The request's `Range` and `If-Range` are removed before the handler runs, so static
 * file servers (express.static, koa-send) answer 200 with the whole, shielded body.
 */
export function ignoreRange(headers: IncomingMessage["headers"]): void {
  if (headers.range !== undefined) delete headers.range;
  if (headers["if-range"] !== undefined) delete headers["if-range"];
}

/** A 206 answer of a checked type that the app made anyway: refused rather than sent unchecked. */
export function partialRefused(): HttpPayloadError {
  return new HttpPayloadError(
    416,
    "response.status",
    "is 206 (a byte range) for a checked Content-Type; shielded responses are answered whole, so ranges are refused.",
  );
}

/** The request Content-Encodings read (as body-parser does); `identity` or none is read as is. */
const DECODERS = {
  gzip: createGunzip,
  "x-gzip": createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
} as const;

/** The request body as bytes: inflated when Content-Encoding says gzip, deflate or br (415 for others). */
function decoded(req: IncomingMessage): Readable {
  const encoding = String(req.headers["content-encoding"] ?? "identity")
    .trim()
    .toLowerCase();
  if (encoding === "identity" || encoding === "") return req;
  const create = DECODERS[encoding as keyof typeof DECODERS];
  if (create === undefined) {
    req.resume();
    throw new HttpPayloadError(
      415,
      "request.headers.content-encoding",
      `is ${JSON.stringify(encoding)}; the shield reads gzip, deflate, br or identity.`,
    );
  }
  const inflate = create();
  req.once("error", (error) => inflate.destroy(error));
  return req.pipe(inflate);
}

function tooLargeRequest(limit: number, detail: string): HttpPayloadError {
  return new HttpPayloadError(
    413,
    "request.body",
    `${detail}; the limit is ${limit} bytes (the adapter's \`limit\` option).`,
  );
}

/**
 * Reads the whole request body, rejecting with a 413 `HttpPayloadError` past `limit` bytes. A gzip,
 * deflate or br body is inflated first, the limit counting the inflated bytes (so a zip bomb stops at
 * `limit`); an undecodable one is a 400, an unknown encoding a 415.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (declared > limit) {
    req.resume();
    throw tooLargeRequest(limit, `is ${declared} bytes`);
  }
  const source = decoded(req);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > limit)
        throw tooLargeRequest(limit, `exceeds ${limit} bytes${source === req ? "" : " inflated"}`);
      chunks.push(buffer);
    }
  } catch (error) {
    if (source !== req) source.destroy();
    req.resume();
    if (error instanceof HttpPayloadError) throw error;
    throw new HttpPayloadError(
      400,
      "request.body",
      `could not be decoded as ${String(req.headers["content-encoding"])} (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  return Buffer.concat(chunks);
}

/** The error for a response body larger than `limit`: refused before anything is sent (status 500). */
export function tooLargeResponse(limit: number): HttpPayloadError {
  return new HttpPayloadError(
    500,
    "response.body",
    `exceeds ${limit} bytes, too large to shield (the adapter's \`limit\` option); nothing of it was sent.`,
  );
}

/** The `not evaluated` reason for a response whose body arrives already encoded (compressed). */
export function encodedResponse(encoding: string): string {
  warnOnce(
    "CONTENT_SHIELD_ENCODED_RESPONSE",
    `Content Shield: a response arrived already Content-Encoding: ${encoding} and was passed unchecked. Mount the shield after the compression middleware (app.use(compression()) first) so it checks the text before it is compressed.`,
  );
  return `not evaluated: the response is Content-Encoding: ${encoding} (compressed before the shield saw it); passed unchecked. Mount compression before the shield.`;
}

const warned = new Set<string>();

/** A process warning, once per process and code. */
function warnOnce(code: string, message: string): void {
  if (warned.has(code)) return;
  warned.add(code);
  process.emitWarning(message, { code });
}

/** Parses a body the adapter read itself: JSON as JSON (400 `HttpPayloadError` when malformed), text as text. */
export function parseBody(raw: Buffer, kind: BodyKind): unknown {
  const text = raw.toString("utf8");
  if (kind !== "json") return text;
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpPayloadError(
      400,
      "request.body",
      `is not valid JSON although Content-Type says JSON (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

/** The response Content-Encodings the Express adapter decodes and re-encodes (compression mounted after it). */
export type ResponseEncoding = "gzip" | "deflate" | "br";

/** The decodable encoding a Content-Encoding header names, or undefined (then the body passes unchecked). */
export function responseEncoding(header: unknown): ResponseEncoding | undefined {
  const name = String(header).trim().toLowerCase();
  if (name === "gzip" || name === "x-gzip") return "gzip";
  if (name === "deflate" || name === "br") return name;
  return undefined;
}

/** Decodes a whole encoded body, at most `limit` bytes of output (a RangeError past it). */
export function decodeWhole(encoding: ResponseEncoding, body: Buffer, limit: number): Buffer {
  const options = { maxOutputLength: limit };
  if (encoding === "gzip") return gunzipSync(body, options);
  if (encoding === "deflate") return inflateSync(body, options);
  return brotliDecompressSync(body, options);
}

/** Encodes a whole body. */
export function encodeWhole(encoding: ResponseEncoding, body: string | Buffer): Buffer {
  if (encoding === "gzip") return gzipSync(body);
  if (encoding === "deflate") return deflateSync(body);
  return brotliCompressSync(body);
}

/** A decoding stream for `encoding`. */
export function inflaterFor(encoding: ResponseEncoding): Transform {
  if (encoding === "gzip") return createGunzip();
  if (encoding === "deflate") return createInflate();
  return createBrotliDecompress();
}

/** An encoding stream for `encoding`; `flushEach`: every write is flushed (a streamed reply keeps flowing). */
export function deflaterFor(
  encoding: ResponseEncoding,
  flushEach: boolean,
): Transform & { flush(callback: () => void): void } {
  if (encoding === "gzip") return createGzip(flushEach ? { flush: constants.Z_SYNC_FLUSH } : {});
  if (encoding === "deflate") return createDeflate(flushEach ? { flush: constants.Z_SYNC_FLUSH } : {});
  return createBrotliCompress(flushEach ? { flush: constants.BROTLI_OPERATION_FLUSH } : {});
}

/**
 * Decodes an encoded response as it flows and encodes what the shield releases, flushed at each step so
 * a streamed reply (SSE) keeps flowing: one inflater and one deflater per response.
 */
export class StreamRecoder {
  private readonly inflater: Transform;
  private readonly deflater: Transform & { flush(callback: () => void): void };
  private decoded: Buffer[] = [];
  private encoded: Buffer[] = [];

  constructor(encoding: ResponseEncoding) {
    this.inflater = inflaterFor(encoding);
    this.deflater = deflaterFor(encoding, false);
    this.inflater.on("data", (chunk: Buffer) => this.decoded.push(chunk));
    this.deflater.on("data", (chunk: Buffer) => this.encoded.push(chunk));
  }

  private static take(parts: Buffer[]): Buffer {
    const out = Buffer.concat(parts);
    parts.length = 0;
    return out;
  }

  /** The plain bytes of one more encoded piece. */
  async decode(piece: Buffer): Promise<Buffer> {
    await new Promise<void>((resolve, reject) =>
      this.inflater.write(piece, (error) => (error ? reject(error) : resolve())),
    );
    return StreamRecoder.take(this.decoded);
  }

  /** The plain bytes still held when the encoded body ended. */
  async decodeEnd(): Promise<Buffer> {
    const ended = once(this.inflater, "end");
    this.inflater.end();
    await ended;
    return StreamRecoder.take(this.decoded);
  }

  /** The encoded bytes of `text`, flushed so the client can read it now. */
  async encode(text: string): Promise<Buffer> {
    if (text.length > 0) this.deflater.write(text);
    await new Promise<void>((resolve) => this.deflater.flush(() => resolve()));
    return StreamRecoder.take(this.encoded);
  }

  /** The encoded bytes of `text` and the end of the encoded stream. */
  async encodeEnd(text: string): Promise<Buffer> {
    const ended = once(this.deflater, "end");
    this.deflater.end(text);
    await ended;
    if (!this.inflater.destroyed) this.inflater.destroy();
    return StreamRecoder.take(this.encoded);
  }

  destroy(): void {
    this.inflater.destroy();
    this.deflater.destroy();
  }
}
