/**
 * Response bodies (not streamed): which format a body speaks and the generated texts in it. Every text is
 * an `output`; `group` says which answer it belongs to (the choice for `n > 1`, the output item of the
 * Responses API), so each answer can be checked on its own.
 */
import { Collector, type Found } from "./collect.js";
import { readContent, readToolCalls } from "./messages.js";
import { formatPath, isObject } from "./path.js";
import type { Extraction, FormatId, LocatedText } from "./types.js";

type JsonObject = Record<string, unknown>;

function someChoice(body: JsonObject, test: (choice: JsonObject) => boolean): boolean {
  return (
    Array.isArray(body.choices) && body.choices.some((choice: unknown) => isObject(choice) && test(choice))
  );
}

/** The format of a response body by its shape; `hint` (the request's format) breaks ties. */
export function detectResponseFormat(body: unknown, hint?: FormatId): FormatId | undefined {
  if (typeof body === "string") return "text";
  if (!isObject(body)) return undefined;
  if (body.object === "chat.completion" || someChoice(body, (choice) => isObject(choice.message)))
    return "openai-chat";
  if (body.object === "text_completion" || someChoice(body, (choice) => typeof choice.text === "string"))
    return "openai-completions";
  if (body.object === "response" || (Array.isArray(body.output) && hint !== "shield-json"))
    return "openai-responses";
  if (body.type === "message" && Array.isArray(body.content)) return "anthropic-messages";
  if (typeof body.done === "boolean" || hint === "ollama-chat" || hint === "ollama-generate") {
    if (isObject(body.message)) return "ollama-chat";
    if (typeof body.response === "string") return "ollama-generate";
  }
  if (typeof body.output === "string") return "shield-json";
  return undefined;
}

function readChatChoices(c: Collector, body: JsonObject): void {
  if (!Array.isArray(body.choices)) return;
  body.choices.forEach((choice: unknown, index) => {
    const message = isObject(choice) ? choice.message : undefined;
    if (!isObject(message)) return;
    const at = ["choices", index, "message"];
    const before = c.found.length;
    readContent(c, [...at, "content"], message.content, "assistant", false);
    for (const found of c.found.slice(before)) found.group = index;
    if (typeof message.refusal === "string")
      c.text([...at, "refusal"], "assistant", message.refusal, false, index);
    if (isObject(message.audio) && typeof message.audio.transcript === "string")
      c.text([...at, "audio", "transcript"], "assistant", message.audio.transcript, false, index);
    if (Array.isArray(message.tool_calls))
      readToolCalls(c, [...at, "tool_calls"], message.tool_calls, "assistant", index);
    if (isObject(message.function_call) && typeof message.function_call.arguments === "string")
      c.text(
        [...at, "function_call", "arguments"],
        "assistant",
        message.function_call.arguments,
        false,
        index,
      );
  });
}

function readResponseOutput(c: Collector, body: JsonObject): void {
  if (!Array.isArray(body.output)) return;
  body.output.forEach((item: unknown, index) => {
    if (!isObject(item)) return;
    const before = c.found.length;
    if (item.type === "message")
      readContent(c, ["output", index, "content"], item.content, "assistant", false);
    else if (item.type === "function_call" && typeof item.arguments === "string")
      c.text(["output", index, "arguments"], "assistant", item.arguments);
    else if (item.type === "custom_tool_call" && typeof item.input === "string")
      c.text(["output", index, "input"], "assistant", item.input);
    else if (item.type === "reasoning" && Array.isArray(item.summary))
      readContent(c, ["output", index, "summary"], item.summary, "assistant", false);
    for (const found of c.found.slice(before)) found.group = index;
  });
}

function read(format: FormatId, body: unknown, c: Collector): void {
  if (typeof body === "string") {
    c.text([], "assistant", body);
    return;
  }
  if (!isObject(body)) return;
  switch (format) {
    case "openai-chat":
      readChatChoices(c, body);
      return;
    case "openai-completions":
      if (Array.isArray(body.choices))
        body.choices.forEach((choice: unknown, index) => {
          if (isObject(choice) && typeof choice.text === "string")
            c.text(["choices", index, "text"], "assistant", choice.text, false, index);
        });
      return;
    case "openai-responses":
      readResponseOutput(c, body);
      return;
    case "anthropic-messages":
      readContent(c, ["content"], body.content, "assistant", false);
      return;
    case "ollama-chat":
      if (isObject(body.message) && typeof body.message.content === "string")
        c.text(["message", "content"], "assistant", body.message.content);
      return;
    case "ollama-generate":
      if (typeof body.response === "string") c.text(["response"], "assistant", body.response);
      return;
    case "shield-json":
      if (typeof body.output === "string") c.text(["output"], "assistant", body.output);
      return;
    case "text":
      return;
  }
}

function located(found: Found): LocatedText {
  return {
    path: formatPath(found.at),
    at: found.at,
    role: "assistant",
    text: found.text,
    slot: "output",
    group: found.group,
  };
}

/** The generated texts of a response body (`format` given, or detected with the request's format as a hint). */
export function extractResponse(
  body: unknown,
  options: { format?: FormatId; hint?: FormatId } = {},
): Extraction {
  const format = options.format ?? detectResponseFormat(body, options.hint);
  if (format === undefined) {
    return {
      format: options.hint ?? "shield-json",
      texts: [],
      ignored: [],
      skipped: [],
      notEvaluated: "not evaluated: the body is none of the known response formats",
    };
  }
  const c = new Collector();
  read(format, body, c);
  const texts = c.found.map(located);
  const extraction: Extraction = { format, texts, ignored: [], skipped: c.skipped };
  if (texts.length === 0) extraction.notEvaluated = "not evaluated: the response carries no generated text";
  return extraction;
}
