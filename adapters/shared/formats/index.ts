/**
 * The wire-format layer the adapters (and the proxy) call. Five steps for one request:
 *
 * ```ts
 * const check = parseCheckOptions(options.check);                  // once, when the middleware is created
 * const request = extractRequestTexts(body, req.path, { check });  // throws TextBudgetError (→ 413)
 * if (request.notEvaluated) … pass through, reporting the reason
 * const decision = await guard.check({ payload: toPayload(request), rulesets });
 * const forwarded = applyRequestTexts(body, request, decision.texts);  // MASK rewrites messages in place
 *
 * const response = extractResponseTexts(upstreamBody, { hint: request.format });
 * … check each answer (`groups(response)`), then applyResponseTexts(upstreamBody, response, finals)
 *
 * const rewriter = streamRewriterFor(request.format, createShield, blockPayload);  // for streamed answers
 *
 * replyFor(request.format, fallback, body)      // an input OVERRIDE's answer, in the request's own format
 * errorPayload(request.format, message)          // a BLOCK's error body, in the format's own shape
 * ```
 *
 * Paths (`messages[3].content`, `input[2].content[0].text`, `system`) name where each text was, for
 * findings; `contextTexts(request)[i]` is the place of `payload.contexts[i]`.
 */
import type { ShieldResponse } from "../../../src/types.js";
import type { StreamShield } from "../stream-shield.js";
import { applyTexts } from "./apply.js";
import type { ParsedCheckOptions } from "./check-options.js";
import { extractRequest } from "./request.js";
import { extractResponse } from "./response.js";
import type { StreamCodec } from "./stream/codec.js";
import { ChatCodec, CompletionsCodec } from "./stream/openai-codecs.js";
import { AnthropicCodec, OllamaCodec } from "./stream/other-codecs.js";
import { ResponsesCodec } from "./stream/responses-codec.js";
import { FormatStreamRewriter } from "./stream/rewriter.js";
import type { Extraction, FormatId, LocatedText } from "./types.js";

export { applyTexts } from "./apply.js";
export {
  assertWithinBudget,
  type CheckOptions,
  DEFAULT_CHECK_OPTIONS,
  DEFAULT_ROLES,
  DEFAULT_TEXT_BUDGET,
  type ParsedCheckOptions,
  parseCheckOptions,
  TextBudgetError,
} from "./check-options.js";
export { formatPath } from "./path.js";
export { type FormatReply, replyFor } from "./replies.js";
export { detectRequestFormat, formatFromPath, wantsStream } from "./request.js";
export { detectResponseFormat } from "./response.js";
export type { ChannelText } from "./stream/rewriter.js";
export { FormatStreamRewriter } from "./stream/rewriter.js";
export type { Extraction, FormatId, LocatedText, Role, SkippedPart, Slot } from "./types.js";
export { FORMAT_IDS, ROLES } from "./types.js";

/** The texts of a request to check; `path` (the request path) breaks ties between formats of one shape. */
export function extractRequestTexts(
  body: unknown,
  path?: string,
  options: { format?: FormatId; check?: ParsedCheckOptions } = {},
): Extraction {
  return extractRequest(body, { ...options, ...(path !== undefined ? { path } : {}) });
}

/** The generated texts of a response body; `hint` is the request's format. */
export function extractResponseTexts(
  body: unknown,
  options: { format?: FormatId; hint?: FormatId } = {},
): Extraction {
  return extractResponse(body, options);
}

/** The payload for the core: `input`, `output` (an echoed assistant message, when asked) and `contexts`, in body order. */
export function toPayload(extraction: Extraction): { input?: string; output?: string; contexts?: string[] } {
  const payload: { input?: string; output?: string; contexts?: string[] } = {};
  const contexts: string[] = [];
  for (const located of extraction.texts) {
    if (located.slot === "input") payload.input = located.text;
    else if (located.slot === "output") payload.output = located.text;
    else contexts.push(located.text);
  }
  if (contexts.length > 0) payload.contexts = contexts;
  return payload;
}

/** The texts sent as `payload.contexts`, in order: `contextTexts(e)[i].path` names where context i was. */
export function contextTexts(extraction: Extraction): LocatedText[] {
  return extraction.texts.filter((located) => located.slot === "context");
}

/** The part of the core's decision this layer reads: each checked text's final text. */
export interface DecisionTexts {
  input?: { text: string } | undefined;
  output?: { text: string } | undefined;
  contexts?: ReadonlyArray<{ text: string }> | undefined;
}

/** Each extracted text's final text, from the decision's per-text results (`undefined` keeps a text). */
export function finalsFromDecision(extraction: Extraction, texts: DecisionTexts): Array<string | undefined> {
  let context = 0;
  return extraction.texts.map((located) => {
    if (located.slot === "input") return texts.input?.text;
    if (located.slot === "output") return texts.output?.text;
    return texts.contexts?.[context++]?.text;
  });
}

/** The request body with each checked text replaced by its final text, keeping the body's exact shape. */
export function applyRequestTexts(body: unknown, extraction: Extraction, texts: DecisionTexts): unknown {
  return applyTexts(body, extraction.texts, finalsFromDecision(extraction, texts));
}

/** The response body with `finals[i]` in place of `extraction.texts[i]`. */
export function applyResponseTexts(
  body: unknown,
  extraction: Extraction,
  finals: readonly (string | undefined)[],
): unknown {
  return applyTexts(body, extraction.texts, finals);
}

/** A response's texts by answer (`group`: the choice for `n > 1`, the output item), each to check as one output. */
export function groups(extraction: Extraction): LocatedText[][] {
  const byGroup = new Map<number, LocatedText[]>();
  for (const located of extraction.texts) {
    const list = byGroup.get(located.group) ?? [];
    list.push(located);
    byGroup.set(located.group, list);
  }
  return [...byGroup.entries()].sort(([a], [b]) => a - b).map(([, list]) => list);
}

/** The stream codec of a format, or undefined for formats that do not stream (`shield-json`, `text`). */
export function streamCodecFor(format: FormatId): StreamCodec | undefined {
  switch (format) {
    case "openai-chat":
      return new ChatCodec();
    case "openai-completions":
      return new CompletionsCodec();
    case "openai-responses":
      return new ResponsesCodec();
    case "anthropic-messages":
      return new AnthropicCodec();
    case "ollama-chat":
      return new OllamaCodec("chat");
    case "ollama-generate":
      return new OllamaCodec("generate");
    default:
      return undefined;
  }
}

/** A rewriter for a streamed answer in `format`; undefined for formats that do not stream. */
export function streamRewriterFor(
  format: FormatId,
  createShield: () => StreamShield,
  blockPayload: (response: ShieldResponse) => unknown,
): FormatStreamRewriter | undefined {
  const codec = streamCodecFor(format);
  return codec === undefined ? undefined : new FormatStreamRewriter(codec, createShield, blockPayload);
}

/** The media type of a streamed answer in `format`. */
export function streamContentType(format: FormatId): string {
  return format === "ollama-chat" || format === "ollama-generate"
    ? "application/x-ndjson"
    : "text/event-stream";
}

/**
 * An error body in the format's own shape, so its official client raises its own error type: the HTTP
 * body of a refused request, or (`inStream: true`) the data of the error event that ends a stream (the
 * Responses API's stream error event is `{ type: "error", code, message }`, unlike its HTTP error body).
 */
export function errorPayload(
  format: FormatId,
  message: string,
  options: { code?: string; inStream?: boolean } = {},
): unknown {
  const code = options.code ?? "content_blocked";
  switch (format) {
    case "anthropic-messages":
      return { type: "error", error: { type: "invalid_request_error", message } };
    case "ollama-chat":
    case "ollama-generate":
      return { error: message };
    case "openai-responses":
      if (options.inStream) return { type: "error", code, message, param: null };
      return { error: { message, type: "invalid_request_error", param: null, code } };
    default:
      return { error: { message, type: "invalid_request_error", param: null, code } };
  }
}
