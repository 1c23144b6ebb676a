/**
 * Default extractors: where the text sits in OpenAI chat-completion requests and responses, `{input}` /
 * `{output}` JSON and plain text, and (through the wire-format layer, formats/) the latest user text of
 * Responses API, legacy Completions and Ollama generate requests and the generated text of every format's
 * responses. An extraction lists the text segments found and can write new segments back without touching
 * anything else in the body.
 */
import { applyTexts } from "./formats/apply.js";
import { parseCheckOptions } from "./formats/check-options.js";
import { detectRequestFormat, extractRequest } from "./formats/request.js";
import { extractResponse } from "./formats/response.js";

/** Text found in a body, and how to write replacement text back. */
export interface Extraction {
  segments: string[];
  /** Returns the body with each segment replaced by `next[i]` (mutates JSON bodies in place). */
  write(next: readonly string[]): unknown;
}

/** Segments are joined with this separator into the one text a check sees. */
export const SEGMENT_SEPARATOR = "\n\n";

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A chat-completion request: `{ messages: [{ role, content }] }`. */
export function isChatCompletionRequest(body: unknown): body is JsonObject & { messages: unknown[] } {
  return isObject(body) && Array.isArray(body.messages);
}

/** Whether a chat-completion request asked for a stream (`stream: true`). */
export function wantsStream(body: unknown): boolean {
  return isChatCompletionRequest(body) && body.stream === true;
}

function chatRequestInput(body: JsonObject & { messages: unknown[] }): Extraction | undefined {
  for (let i = body.messages.length - 1; i >= 0; i--) {
    const message = body.messages[i];
    if (!isObject(message) || message.role !== "user") continue;
    const { content } = message;
    if (typeof content === "string") {
      return {
        segments: [content],
        write: (next) => {
          message.content = next[0];
          return body;
        },
      };
    }
    if (Array.isArray(content)) {
      const parts = content.filter(
        (part): part is JsonObject & { text: string } =>
          isObject(part) && part.type === "text" && typeof part.text === "string",
      );
      if (parts.length === 0) return undefined;
      return {
        segments: parts.map((part) => part.text),
        write: (next) => {
          parts.forEach((part, index) => {
            part.text = next[index] ?? part.text;
          });
          return body;
        },
      };
    }
    return undefined;
  }
  return undefined;
}

/** The user input of a request body: the last user message, `{input}` or the text itself. */
export function extractInput(body: unknown): Extraction | undefined {
  if (typeof body === "string")
    return body.length === 0 ? undefined : { segments: [body], write: (next) => next[0] };
  if (isChatCompletionRequest(body)) return chatRequestInput(body);
  if (isObject(body) && typeof body.input === "string") {
    return {
      segments: [body.input],
      write: (next) => {
        body.input = next[0];
        return body;
      },
    };
  }
  return otherFormatInput(body);
}

const USER_ONLY = parseCheckOptions({ roles: ["user"] });

/** The latest user text of a Responses API, legacy Completions or Ollama generate request. */
function otherFormatInput(body: unknown): Extraction | undefined {
  const format = detectRequestFormat(body);
  if (format !== "openai-responses" && format !== "openai-completions" && format !== "ollama-generate")
    return undefined;
  const input = extractRequest(body, { format, check: USER_ONLY }).texts.filter((t) => t.slot === "input");
  if (input.length === 0) return undefined;
  return { segments: input.map((t) => t.text), write: (next) => applyTexts(body, input, next) };
}

/** The generated text of a response body: every choice's message content, `{output}` or the text itself. */
export function extractOutput(body: unknown): Extraction | undefined {
  if (typeof body === "string")
    return body.length === 0 ? undefined : { segments: [body], write: (next) => next[0] };
  if (isObject(body) && Array.isArray(body.choices)) {
    const messages = body.choices
      .map((choice) => (isObject(choice) ? choice.message : undefined))
      .filter(
        (message): message is JsonObject & { content: string } =>
          isObject(message) && typeof message.content === "string",
      );
    if (messages.length > 0)
      return {
        segments: messages.map((message) => message.content),
        write: (next) => {
          messages.forEach((message, index) => {
            message.content = next[index] ?? message.content;
          });
          return body;
        },
      };
  }
  if (isObject(body) && typeof body.output === "string") {
    return {
      segments: [body.output],
      write: (next) => {
        body.output = next[0];
        return body;
      },
    };
  }
  const generated = extractResponse(body);
  if (generated.texts.length === 0) return undefined;
  return {
    segments: generated.texts.map((t) => t.text),
    write: (next) => applyTexts(body, generated.texts, next),
  };
}

/** An extraction from a user-supplied pair of functions. */
export function customExtraction(
  body: unknown,
  read: (body: unknown) => string | undefined,
  replace: ((body: unknown, text: string) => unknown) | undefined,
): Extraction | undefined {
  const text = read(body);
  if (typeof text !== "string" || text.length === 0) return undefined;
  return { segments: [text], write: (next) => (replace ? replace(body, next[0] ?? text) : body) };
}
