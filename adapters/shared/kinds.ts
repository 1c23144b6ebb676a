/**
 * What every adapter needs to know about a body without reading it: its kind from the Content-Type, and the
 * error carrying an HTTP status. No `node:` module, so the Web-standard adapters can use it (body.ts holds
 * the Node-stream reading and the compression codecs).
 */
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

/**
 * A response body's text as the output rules read it: parsed when the Content-Type says JSON and it parses
 * (`json: true`: the answer is serialised again after a rewrite), else the text itself.
 */
export function checkedValue(text: string, kind: BodyKind): { value: unknown; json: boolean } {
  if (kind !== "json") return { value: text, json: false };
  try {
    return { value: JSON.parse(text) as unknown, json: true };
  } catch {
    return { value: text, json: false }; // not JSON after all: checked as text
  }
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
