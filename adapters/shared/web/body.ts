/**
 * Web request bodies: read at most `limit` bytes (413 past it, before anything else is read), inflated
 * first when the client sent them `gzip`/`deflate`-encoded (the inflated size counts, so a zip bomb is
 * refused as well), and parsed as JSON or text. Web standards only.
 */
import { type BodyKind, HttpPayloadError } from "../kinds.js";

const INFLATABLE = new Set(["gzip", "x-gzip", "deflate"]);

/** A request's body stream, inflated when its Content-Encoding is one a Web runtime inflates. */
function decoded(request: Request): ReadableStream<Uint8Array> {
  const body = request.body!;
  const encoding = (request.headers.get("content-encoding") ?? "identity").trim().toLowerCase();
  if (encoding === "identity" || encoding === "") return body;
  if (!INFLATABLE.has(encoding))
    throw new HttpPayloadError(
      415,
      "request.headers.content-encoding",
      `is "${encoding}"; the shield reads identity, gzip or deflate request bodies.`,
    );
  const format: "gzip" | "deflate" = encoding === "deflate" ? "deflate" : "gzip";
  return body.pipeThrough(
    new DecompressionStream(format) as unknown as TransformStream<Uint8Array, Uint8Array>,
  );
}

/** Reads the whole body (after inflating), rejecting with a 413 `HttpPayloadError` past `limit` bytes. */
export async function readWebBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    throw new HttpPayloadError(
      413,
      "request.body",
      `is ${declared} bytes; the limit is ${limit} (the adapter's \`limit\` option).`,
    );
  }
  if (request.body === null) return new Uint8Array(0);
  const reader = decoded(request).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw new HttpPayloadError(
          413,
          "request.body",
          `exceeds ${limit} bytes (the adapter's \`limit\` option; inflated size for encoded bodies).`,
        );
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof HttpPayloadError) throw error;
    throw new HttpPayloadError(
      400,
      "request.body",
      `could not be read (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** Parses a body the adapter read: JSON as JSON (400 `HttpPayloadError` when malformed), text as text. */
export function parseWebBody(raw: Uint8Array, kind: BodyKind): unknown {
  const text = new TextDecoder().decode(raw);
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

/** Reads a response body of at most `limit` bytes as text; undefined when it is larger (then cancelled). */
export async function readWebText(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<string | undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
