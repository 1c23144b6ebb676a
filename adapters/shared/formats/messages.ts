/**
 * Reads message lists: OpenAI Chat Completions, Anthropic Messages and Ollama chat `messages`, and the
 * Responses API's `input` items. Content may be a string or an array of parts; text parts are read,
 * images, audio and files are skipped and reported, tool results are read as the `tool` role.
 */
import { type Collector, normaliseRole } from "./collect.js";
import { isObject } from "./path.js";
import type { PathSegment, Role } from "./types.js";

/** Part types that carry no text the shield reads. */
const NON_TEXT_PARTS = new Set([
  "image",
  "image_url",
  "input_image",
  "input_audio",
  "audio",
  "file",
  "input_file",
  "document",
  "redacted_thinking",
  "search_result",
  "container_upload",
]);

/** Reads one content value (a string or an array of parts) at `at`. */
export function readContent(
  c: Collector,
  at: readonly PathSegment[],
  content: unknown,
  role: Role,
  typed: boolean,
): void {
  if (typeof content === "string") {
    c.text(at, role, content, typed);
    return;
  }
  if (content === null || content === undefined) return;
  if (!Array.isArray(content)) {
    c.skip(at, "unreadable content");
    return;
  }
  content.forEach((part: unknown, index) => {
    readPart(c, [...at, index], part, role, typed);
  });
}

function readPart(c: Collector, at: readonly PathSegment[], part: unknown, role: Role, typed: boolean): void {
  if (typeof part === "string") {
    c.text(at, role, part, typed);
    return;
  }
  if (!isObject(part)) {
    c.skip(at, "unreadable part");
    return;
  }
  const type = typeof part.type === "string" ? part.type : undefined;
  if (type === "tool_result") {
    // Anthropic: a tool's answer, sent in a user message. Its blocks are read one level deep: a
    // tool_result inside a tool_result is not a shape the API takes, and user JSON is not recursed into.
    if (role === "tool") c.skip(at, "nested tool_result");
    else readContent(c, [...at, "content"], part.content, "tool", false);
    return;
  }
  if (type === "document" && isObject(part.source) && role !== "tool") {
    // Anthropic: a plain-text document (retrieved context the client attaches) is read as the `tool` role,
    // like a tool result; PDFs and images are skipped below.
    const { source } = part;
    if (source.type === "text" && typeof source.data === "string") {
      c.text([...at, "source", "data"], "tool", source.data, false);
      return;
    }
    if (source.type === "content") {
      readContent(c, [...at, "source", "content"], source.content, "tool", false);
      return;
    }
  }
  if (type === "tool_use" || type === "server_tool_use") {
    c.skip(at, `${type} block (its input is an object)`);
    return;
  }
  if (type === "thinking") {
    // Anthropic signs thinking blocks: a rewritten one is rejected when sent back.
    c.skip(at, "thinking block (signed)");
    return;
  }
  if (typeof part.text === "string") {
    c.text([...at, "text"], role, part.text, typed);
    return;
  }
  if (type === "refusal" && typeof part.refusal === "string") {
    c.text([...at, "refusal"], role, part.refusal, false);
    return;
  }
  c.skip(
    at,
    type !== undefined && NON_TEXT_PARTS.has(type)
      ? `${type} part`
      : `unknown part${type ? ` (${type})` : ""}`,
  );
}

/** Reads a chat message list (OpenAI, Anthropic, Ollama) at `at`. */
export function readMessages(c: Collector, at: readonly PathSegment[], messages: unknown): void {
  if (!Array.isArray(messages)) {
    if (messages !== undefined) c.skip(at, "messages that are not an array");
    return;
  }
  messages.forEach((message: unknown, index) => {
    const here = [...at, index];
    if (!isObject(message)) {
      c.skip(here, "unreadable message");
      return;
    }
    const role = normaliseRole(message.role);
    readContent(c, [...here, "content"], message.content, role, role === "user");
    if (typeof message.refusal === "string") c.text([...here, "refusal"], role, message.refusal);
    if (Array.isArray(message.tool_calls))
      readToolCalls(c, [...here, "tool_calls"], message.tool_calls, role);
    if (isObject(message.function_call) && typeof message.function_call.arguments === "string")
      c.text([...here, "function_call", "arguments"], role, message.function_call.arguments);
    if (Array.isArray(message.images)) c.skip([...here, "images"], "images");
  });
}

/** OpenAI `tool_calls[].function.arguments` (a JSON string, read as text); Ollama's object arguments are skipped. */
export function readToolCalls(
  c: Collector,
  at: readonly PathSegment[],
  calls: unknown[],
  role: Role,
  group = 0,
): void {
  calls.forEach((call: unknown, index) => {
    const fn = isObject(call) ? call.function : undefined;
    if (isObject(fn) && typeof fn.arguments === "string")
      c.text([...at, index, "function", "arguments"], role, fn.arguments, false, group);
    else if (isObject(fn) && fn.arguments !== undefined)
      c.skip([...at, index, "function", "arguments"], "object arguments");
  });
}

/** Reads the Responses API's `input` items at `at`. */
export function readResponseItems(c: Collector, at: readonly PathSegment[], items: unknown[]): void {
  items.forEach((item: unknown, index) => {
    const here = [...at, index];
    if (!isObject(item)) {
      c.skip(here, "unreadable item");
      return;
    }
    const type = typeof item.type === "string" ? item.type : "message";
    switch (type) {
      case "message": {
        const role = normaliseRole(item.role);
        readContent(c, [...here, "content"], item.content, role, role === "user");
        return;
      }
      case "function_call":
      case "custom_tool_call": {
        const key = type === "function_call" ? "arguments" : "input";
        if (typeof item[key] === "string") c.text([...here, key], "assistant", item[key]);
        return;
      }
      case "function_call_output":
      case "custom_tool_call_output":
        readContent(c, [...here, "output"], item.output, "tool", false);
        return;
      case "reasoning":
        if (Array.isArray(item.summary))
          readContent(c, [...here, "summary"], item.summary, "assistant", false);
        return;
      default:
        c.skip(here, `${type} item`);
    }
  });
}
