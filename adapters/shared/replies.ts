/**
 * Answers the adapters send themselves: the fallback of an input OVERRIDE in the shape the client asked
 * for (chat.completion JSON, a chat-completion SSE stream, `{output}` JSON or text), and BLOCK answers.
 */
import { randomUUID } from "node:crypto";
import type { ShieldResponse } from "../../src/types.js";
import { isChatCompletionRequest, wantsStream } from "./extract.js";
import type { ShieldPhase } from "./options.js";

/** A complete HTTP answer: status, Content-Type and the serialised body. */
export interface Reply {
  status: number;
  contentType: string;
  body: string;
}

export const JSON_TYPE = "application/json; charset=utf-8";
export const TEXT_TYPE = "text/plain; charset=utf-8";
export const SSE_TYPE = "text/event-stream; charset=utf-8";

/** A value sent as an answer: strings as text, anything else as JSON. */
export function toReply(status: number, value: unknown): Reply {
  if (typeof value === "string") return { status, contentType: TEXT_TYPE, body: value };
  return { status, contentType: JSON_TYPE, body: JSON.stringify(value ?? null) };
}

function modelOf(request: unknown): string {
  const model = isChatCompletionRequest(request) ? request.model : undefined;
  return typeof model === "string" ? model : "content-shield";
}

/** The envelope every chunk of a synthetic stream shares. */
export function chunkEnvelope(model: string): Record<string, unknown> {
  return {
    id: `chatcmpl-shield-${randomUUID()}`,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
  };
}

export function sseEvent(data: unknown): string {
  return `data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;
}

/** A whole chat-completion stream carrying `text` as the assistant's reply. */
export function chatCompletionStream(text: string, model: string): string {
  const envelope = chunkEnvelope(model);
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    sseEvent({ ...envelope, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });
  return `${chunk({ role: "assistant", content: "" }, null)}${chunk({ content: text }, null)}${chunk({}, "stop")}${sseEvent("[DONE]")}`;
}

/** A chat.completion object carrying `text` as the assistant's reply. */
export function chatCompletion(text: string, model: string): Record<string, unknown> {
  return {
    id: `chatcmpl-shield-${randomUUID()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: text, refusal: null },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

/** The answer to an input OVERRIDE, shaped like the reply the request expected. */
export function overrideReply(fallback: string, request: unknown): Reply {
  if (isChatCompletionRequest(request)) {
    const model = modelOf(request);
    if (wantsStream(request))
      return { status: 200, contentType: SSE_TYPE, body: chatCompletionStream(fallback, model) };
    return toReply(200, chatCompletion(fallback, model));
  }
  if (typeof request === "string") return toReply(200, fallback);
  return toReply(200, { output: fallback });
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
