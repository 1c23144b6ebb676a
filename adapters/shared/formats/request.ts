/**
 * Request bodies: which format a body speaks (by shape, and by path where the shape is ambiguous) and the
 * texts it carries. The latest user text is the `input`; every other checked text (earlier turns, system
 * and developer messages, tool results, other text parts) is a `context`; assistant messages echoed back
 * are checked only when the roles option lists `assistant`, then as `output` (the latest) and contexts.
 */
import { assertWithinBudget, DEFAULT_CHECK_OPTIONS, type ParsedCheckOptions } from "./check-options.js";
import { Collector, type Found } from "./collect.js";
import { readContent, readMessages, readResponseItems } from "./messages.js";
import { formatPath, isObject } from "./path.js";
import type { Extraction, FormatId, LocatedText, Slot } from "./types.js";

type JsonObject = Record<string, unknown>;

/** The path's last segments name the API where they are known (`/v1/chat/completions`, `/api/generate`…). */
export function formatFromPath(path: string | undefined): FormatId | undefined {
  if (path === undefined) return undefined;
  const pathname = (path.split(/[?#]/, 1)[0] ?? "").replace(/\/+$/, "");
  if (pathname.endsWith("/api/chat")) return "ollama-chat";
  if (pathname.endsWith("/api/generate")) return "ollama-generate";
  if (pathname.endsWith("/chat/completions")) return "openai-chat";
  if (pathname.endsWith("/responses")) return "openai-responses";
  if (pathname.endsWith("/completions")) return "openai-completions";
  if (pathname.endsWith("/messages")) return "anthropic-messages";
  return undefined;
}

const ANTHROPIC_BLOCKS = new Set(["tool_result", "tool_use", "document", "thinking", "redacted_thinking"]);
const OLLAMA_KEYS = ["options", "keep_alive", "format", "think"];

function hasAnthropicShape(body: JsonObject, messages: unknown[]): boolean {
  if (body.system !== undefined || body.anthropic_version !== undefined || body.stop_sequences !== undefined)
    return true;
  return messages.some(
    (message) =>
      isObject(message) &&
      Array.isArray(message.content) &&
      message.content.some(
        (part: unknown) =>
          isObject(part) &&
          typeof part.type === "string" &&
          (ANTHROPIC_BLOCKS.has(part.type) || (part.type === "image" && isObject(part.source))),
      ),
  );
}

function hasOllamaShape(body: JsonObject, messages: unknown[] = []): boolean {
  return (
    OLLAMA_KEYS.some((key) => body[key] !== undefined) ||
    messages.some((message) => isObject(message) && Array.isArray(message.images))
  );
}

/**
 * The format of a request body, or undefined when it is none of them. The shape decides; the path breaks
 * ties between formats of the same shape (a `messages` body at `/api/chat` is Ollama's).
 */
export function detectRequestFormat(body: unknown, path?: string): FormatId | undefined {
  if (typeof body === "string") return "text";
  if (!isObject(body)) return undefined;
  const byPath = formatFromPath(path);
  if (Array.isArray(body.messages)) {
    if (byPath === "openai-chat" || byPath === "anthropic-messages" || byPath === "ollama-chat")
      return byPath;
    if (hasAnthropicShape(body, body.messages)) return "anthropic-messages";
    if (hasOllamaShape(body, body.messages)) return "ollama-chat";
    return "openai-chat";
  }
  if (body.input !== undefined || typeof body.instructions === "string") {
    if (
      byPath === "openai-responses" ||
      Array.isArray(body.input) ||
      body.instructions !== undefined ||
      body.model !== undefined
    )
      return "openai-responses";
    return "shield-json";
  }
  if (body.prompt !== undefined) {
    if (byPath === "ollama-generate" || byPath === "openai-completions") return byPath;
    if (hasOllamaShape(body) || typeof body.system === "string" || Array.isArray(body.images))
      return "ollama-generate";
    return "openai-completions";
  }
  return undefined;
}

/** Whether the request asks for a streamed answer (Ollama streams unless `stream: false`). */
export function wantsStream(format: FormatId, body: unknown): boolean {
  if (!isObject(body)) return false;
  if (format === "ollama-chat" || format === "ollama-generate") return body.stream !== false;
  return body.stream === true;
}

function readPrompt(c: Collector, body: JsonObject): void {
  const { prompt } = body;
  if (typeof prompt === "string") c.text(["prompt"], "user", prompt, true);
  else if (Array.isArray(prompt)) {
    prompt.forEach((item: unknown, index) => {
      if (typeof item === "string") c.text(["prompt", index], "user", item, true);
      else c.skip(["prompt", index], "token ids");
    });
  } else if (prompt !== undefined && prompt !== null) c.skip(["prompt"], "unreadable prompt");
  if (typeof body.suffix === "string") c.text(["suffix"], "user", body.suffix);
}

function read(format: FormatId, body: unknown, c: Collector): void {
  if (typeof body === "string") {
    c.text([], "user", body, true);
    return;
  }
  if (!isObject(body)) return;
  switch (format) {
    case "openai-chat":
    case "ollama-chat":
      readMessages(c, ["messages"], body.messages);
      return;
    case "anthropic-messages":
      readContent(c, ["system"], body.system, "system", false);
      readMessages(c, ["messages"], body.messages);
      return;
    case "openai-responses":
      if (typeof body.instructions === "string") c.text(["instructions"], "system", body.instructions);
      if (typeof body.input === "string") c.text(["input"], "user", body.input, true);
      else if (Array.isArray(body.input)) readResponseItems(c, ["input"], body.input);
      else if (body.input !== undefined) c.skip(["input"], "unreadable input");
      return;
    case "openai-completions":
      readPrompt(c, body);
      return;
    case "ollama-generate":
      if (typeof body.system === "string") c.text(["system"], "system", body.system);
      if (typeof body.template === "string") c.text(["template"], "system", body.template);
      readPrompt(c, body);
      if (Array.isArray(body.images)) c.skip(["images"], "images");
      if (Array.isArray(body.context)) c.skip(["context"], "token ids");
      return;
    case "shield-json":
      if (typeof body.input === "string") c.text(["input"], "user", body.input, true);
      if (Array.isArray(body.contexts))
        body.contexts.forEach((text: unknown, index) => {
          if (typeof text === "string") c.text(["contexts", index], "tool", text);
          else c.skip(["contexts", index], "unreadable context");
        });
      return;
    case "text":
      return;
  }
}

function located(found: Found, slot: Slot): LocatedText {
  return {
    path: formatPath(found.at),
    at: found.at,
    role: found.role,
    text: found.text,
    slot,
    group: found.group,
  };
}

/**
 * The texts of a request body to check, under the roles and budget of `options`. `format` may be given
 * (e.g. from the route); otherwise it is detected. Throws `TextBudgetError` past the budget.
 */
export function extractRequest(
  body: unknown,
  options: { path?: string; format?: FormatId; check?: ParsedCheckOptions } = {},
): Extraction {
  const check = options.check ?? DEFAULT_CHECK_OPTIONS;
  const format = options.format ?? detectRequestFormat(body, options.path);
  if (format === undefined) {
    return {
      format: "shield-json",
      texts: [],
      ignored: [],
      skipped: [],
      notEvaluated: "not evaluated: the body is none of the known request formats",
    };
  }
  const c = new Collector();
  read(format, body, c);
  const kept = c.found.filter((found) => check.roles.has(found.role));
  const ignored = c.found
    .filter((found) => !check.roles.has(found.role))
    .map((found) => located(found, "context"));
  let inputAt = -1;
  let outputAt = -1;
  kept.forEach((found, index) => {
    if (found.typed) inputAt = index;
    if (found.role === "assistant") outputAt = index;
  });
  const texts = kept.map((found, index) =>
    located(found, index === inputAt ? "input" : index === outputAt ? "output" : "context"),
  );
  assertWithinBudget(texts, check.budget);
  const extraction: Extraction = { format, texts, ignored, skipped: c.skipped };
  if (texts.length === 0) extraction.notEvaluated = notEvaluatedReason(c, ignored.length);
  return extraction;
}

function notEvaluatedReason(c: Collector, ignored: number): string {
  if (ignored > 0) return "not evaluated: every text belongs to a role the `check.roles` option leaves out";
  if (c.skipped.length > 0)
    return `not evaluated: no readable text (skipped: ${c.skipped.map((s) => `${s.path || "body"} (${s.kind})`).join(", ")})`;
  return "not evaluated: the body carries no text";
}
