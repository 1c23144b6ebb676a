/**
 * Bodies on the wire: which Content-Types the adapters read, and reading a request body themselves when
 * no body parser ran before them (bounded by `limit`).
 */
import type { IncomingMessage } from "node:http";
import { PayloadError } from "../../src/errors.js";

/** How a body is treated: JSON, a server-sent-event stream, a JSON-lines stream (Ollama's), text, or something left alone. */
export type BodyKind = "json" | "sse" | "ndjson" | "text" | "other";

const NDJSON_TYPES = new Set([
  "application/x-ndjson",
  "application/ndjson",
  "application/jsonl",
  "application/x-jsonlines",
]);

/** Classifies a Content-Type header. A missing type counts as text, so it is checked rather than passed. */
export function bodyKind(contentType: unknown): BodyKind {
  if (contentType === undefined || contentType === null || contentType === "") return "text";
  const type = String(contentType).split(";")[0]!.trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return "json";
  if (type === "text/event-stream") return "sse";
  if (NDJSON_TYPES.has(type)) return "ndjson";
  if (type.startsWith("text/")) return "text";
  return "other";
}

/** A `PayloadError` carrying the HTTP status frameworks' error handlers read (`status`, `expose`). */
export class HttpPayloadError extends PayloadError {
  readonly status: number;
  readonly statusCode: number;
  readonly expose = true;
  constructor(status: number, path: string, message: string) {
    super([{ path, message }]);
    this.status = status;
    this.statusCode = status;
  }
}

/** Whether a request carries a body (RFC 9112: Transfer-Encoding or a non-zero Content-Length). */
export function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** Reads the whole request body, rejecting with a 413 `HttpPayloadError` past `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (declared > limit) {
    req.resume();
    throw new HttpPayloadError(
      413,
      "request.body",
      `is ${declared} bytes; the limit is ${limit} (the adapter's \`limit\` option).`,
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) {
      req.resume();
      throw new HttpPayloadError(
        413,
        "request.body",
        `exceeds ${limit} bytes (the adapter's \`limit\` option).`,
      );
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
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
