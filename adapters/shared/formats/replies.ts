/**
 * Whole answers made by the shield in a format's own shape: the reply to an input OVERRIDE (the fallback as
 * the model's answer), plain or streamed as the request asked, so each API's official client reads it as
 * an ordinary answer. `errorPayload` (index.ts) gives the error body of a BLOCK.
 */
import { isObject } from "./path.js";
import { wantsStream } from "./request.js";
import type { FormatId } from "./types.js";

/** A reply to send: JSON (a value) or a stream (its whole text) with its media type. */
export type FormatReply =
  | { kind: "json"; contentType: "application/json"; body: unknown }
  | { kind: "stream"; contentType: "text/event-stream" | "application/x-ndjson"; body: string }
  | { kind: "text"; contentType: "text/plain; charset=utf-8"; body: string };

function modelOf(request: unknown): string {
  return isObject(request) && typeof request.model === "string" ? request.model : "content-shield";
}

const sse = (data: unknown, name?: string) =>
  `${name === undefined ? "" : `event: ${name}\n`}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;

function chat(text: string, model: string, stream: boolean): FormatReply {
  const base = {
    id: `chatcmpl-shield-${crypto.randomUUID()}`,
    created: Math.floor(Date.now() / 1000),
    model,
  };
  if (!stream) {
    const message = { role: "assistant", content: text, refusal: null };
    const choice = { index: 0, message, logprobs: null, finish_reason: "stop" };
    const usage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
    return json({ ...base, object: "chat.completion", choices: [choice], usage });
  }
  const chunk = (delta: object, finish: string | null) =>
    sse({
      ...base,
      object: "chat.completion.chunk",
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    });
  return events(`${chunk({ role: "assistant", content: text }, null)}${chunk({}, "stop")}${sse("[DONE]")}`);
}

function completions(text: string, model: string, stream: boolean): FormatReply {
  const base = {
    id: `cmpl-shield-${crypto.randomUUID()}`,
    object: "text_completion",
    created: Math.floor(Date.now() / 1000),
    model,
  };
  const choice = (t: string, finish: string | null) => ({
    text: t,
    index: 0,
    logprobs: null,
    finish_reason: finish,
  });
  if (!stream)
    return json({
      ...base,
      choices: [choice(text, "stop")],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  return events(
    `${sse({ ...base, choices: [choice(text, null)] })}${sse({ ...base, choices: [choice("", "stop")] })}${sse("[DONE]")}`,
  );
}

function responses(text: string, model: string, stream: boolean): FormatReply {
  const id = `resp_shield${crypto.randomUUID().replaceAll("-", "")}`;
  const itemId = `msg_shield${crypto.randomUUID().replaceAll("-", "")}`;
  const part = { type: "output_text", text, annotations: [] };
  const item = { type: "message", id: itemId, status: "completed", role: "assistant", content: [part] };
  const response = (status: string, output: unknown[]) => ({
    id,
    object: "response",
    created_at: Math.floor(Date.now() / 1000),
    status,
    error: null,
    incomplete_details: null,
    model,
    output,
    parallel_tool_calls: true,
    tool_choice: "auto",
    tools: [],
    usage: null,
  });
  if (!stream) return json(response("completed", [item]));
  let sequence = 0;
  const event = (data: Record<string, unknown>) =>
    sse({ ...data, sequence_number: sequence++ }, data.type as string);
  const where = { item_id: itemId, output_index: 0, content_index: 0 };
  return events(
    [
      event({ type: "response.created", response: response("in_progress", []) }),
      event({
        type: "response.output_item.added",
        output_index: 0,
        item: { ...item, status: "in_progress", content: [] },
      }),
      event({ type: "response.content_part.added", ...where, part: { ...part, text: "" } }),
      event({ type: "response.output_text.delta", ...where, delta: text }),
      event({ type: "response.output_text.done", ...where, text }),
      event({ type: "response.content_part.done", ...where, part }),
      event({ type: "response.output_item.done", output_index: 0, item }),
      event({ type: "response.completed", response: response("completed", [item]) }),
    ].join(""),
  );
}

function anthropic(text: string, model: string, stream: boolean): FormatReply {
  const message = {
    id: `msg_shield${crypto.randomUUID().replaceAll("-", "")}`,
    type: "message",
    role: "assistant",
    model,
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 0, output_tokens: 0 },
  };
  if (!stream) return json(message);
  const event = (name: string, data: object) => sse({ type: name, ...data }, name);
  return events(
    [
      event("message_start", { message: { ...message, content: [], stop_reason: null } }),
      event("content_block_start", { index: 0, content_block: { type: "text", text: "" } }),
      event("content_block_delta", { index: 0, delta: { type: "text_delta", text } }),
      event("content_block_stop", { index: 0 }),
      event("message_delta", {
        delta: { stop_reason: "end_turn", stop_sequence: null },
        usage: { output_tokens: 0 },
      }),
      event("message_stop", {}),
    ].join(""),
  );
}

function ollama(kind: "chat" | "generate", text: string, model: string, stream: boolean): FormatReply {
  const created_at = new Date().toISOString();
  const body = (t: string) =>
    kind === "chat" ? { message: { role: "assistant", content: t } } : { response: t };
  const done = { model, created_at, ...body(stream ? "" : text), done: true, done_reason: "stop" };
  if (!stream) return json(done);
  return {
    kind: "stream",
    contentType: "application/x-ndjson",
    body: `${JSON.stringify({ model, created_at, ...body(text), done: false })}\n${JSON.stringify(done)}\n`,
  };
}

function json(body: unknown): FormatReply {
  return { kind: "json", contentType: "application/json", body };
}

function events(body: string): FormatReply {
  return { kind: "stream", contentType: "text/event-stream", body };
}

/**
 * `text` as a complete answer to `request` in `format`: streamed when the request asked for a stream
 * (Ollama: unless `stream: false`), else the format's response object.
 */
export function replyFor(format: FormatId, text: string, request: unknown): FormatReply {
  const model = modelOf(request);
  const stream = wantsStream(format, request);
  switch (format) {
    case "openai-chat":
      return chat(text, model, stream);
    case "openai-completions":
      return completions(text, model, stream);
    case "openai-responses":
      return responses(text, model, stream);
    case "anthropic-messages":
      return anthropic(text, model, stream);
    case "ollama-chat":
      return ollama("chat", text, model, stream);
    case "ollama-generate":
      return ollama("generate", text, model, stream);
    case "shield-json":
      return json({ output: text });
    case "text":
      return { kind: "text", contentType: "text/plain; charset=utf-8", body: text };
  }
}
