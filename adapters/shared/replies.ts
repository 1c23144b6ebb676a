/**
 * HTTP answers the adapters send themselves: BLOCK answers and the 413 of the text budget in the request's
 * format, and the format layer's replies to an input OVERRIDE (formats/replies.ts), serialised.
 */
import type { ShieldResponse } from "../../src/types.js";
import { errorPayload, type FormatId, type FormatReply } from "./formats/index.js";
import type { ShieldPhase } from "./options.js";

/** A complete HTTP answer: status, Content-Type and the serialised body. */
export interface Reply {
  status: number;
  contentType: string;
  body: string;
}

export const JSON_TYPE = "application/json; charset=utf-8";
export const TEXT_TYPE = "text/plain; charset=utf-8";

/** A value sent as an answer: strings as text, anything else as JSON. */
export function toReply(status: number, value: unknown): Reply {
  if (typeof value === "string") return { status, contentType: TEXT_TYPE, body: value };
  return { status, contentType: JSON_TYPE, body: JSON.stringify(value ?? null) };
}

/** The default BLOCK body: an OpenAI-style error object, so OpenAI SDK clients raise a readable error. */
export function defaultBlockBody(
  message: string,
  phase: ShieldPhase,
  response: ShieldResponse,
): Record<string, unknown> {
  return {
    error: {
      message,
      type: "content_shield_blocked",
      code: "SHIELD_BLOCKED",
      param: phase,
      interception_id: response.interception_id,
    },
  };
}

/** Formats whose default error body is the OpenAI-style one (`defaultBlockBody`). */
function speaksOpenAiErrors(format: FormatId | undefined): boolean {
  return format !== "anthropic-messages" && format !== "ollama-chat" && format !== "ollama-generate";
}

/**
 * The default BLOCK body (or, `inStream`, the data of the error event ending a stream) in `format`'s
 * shape: OpenAI formats (and unknown ones) the OpenAI-style body; Anthropic and Ollama their own, with the
 * interception id added; the Responses API's in-stream error event.
 */
export function formatBlockBody(
  response: ShieldResponse,
  phase: ShieldPhase,
  format: FormatId | undefined,
  inStream: boolean,
): unknown {
  const message = response.applied?.fallback ?? "";
  if (format === undefined || (speaksOpenAiErrors(format) && !(inStream && format === "openai-responses")))
    return defaultBlockBody(message, phase, response);
  const payload = errorPayload(format, message, { code: "content_blocked", inStream }) as Record<
    string,
    unknown
  >;
  const where = payload.error !== null && typeof payload.error === "object" ? payload.error : payload;
  (where as Record<string, unknown>).interception_id = response.interception_id;
  return payload;
}

/** The 413 answer to a request carrying more text than may be checked, in the request's format. */
export function tooLargeReply(format: FormatId | undefined, message: string): Reply {
  return toReply(413, errorPayload(format ?? "openai-chat", message, { code: "text_budget_exceeded" }));
}

/** A reply made by the format layer (`replyFor`) as an HTTP answer. */
export function formatReply(reply: FormatReply): Reply {
  if (reply.kind === "json") return { status: 200, contentType: JSON_TYPE, body: JSON.stringify(reply.body) };
  if (reply.kind === "text") return { status: 200, contentType: TEXT_TYPE, body: reply.body };
  return { status: 200, contentType: `${reply.contentType}; charset=utf-8`, body: reply.body };
}
