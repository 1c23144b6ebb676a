/**
 * An SSE codec that learns the format from the first event it recognises: a chat-completion chunk, a
 * legacy completion chunk, a Responses API event or an Anthropic event. Until then events pass unchanged.
 * For callers that know the stream is SSE but not which API's (a proxy, an adapter before the request's
 * format is known).
 */
import type { EventReading, NewEvent, StreamCodec } from "./codec.js";
import { isObject, NO_READING } from "./codec.js";
import { ChatCodec, CompletionsCodec } from "./openai-codecs.js";
import { AnthropicCodec } from "./other-codecs.js";
import { ResponsesCodec } from "./responses-codec.js";

const ANTHROPIC_EVENTS = new Set([
  "message_start",
  "content_block_start",
  "content_block_delta",
  "content_block_stop",
  "message_delta",
  "message_stop",
]);

/** The codec for an SSE event's data, or undefined when it names no known format. */
export function codecForEvent(event: unknown): StreamCodec | undefined {
  if (!isObject(event)) return undefined;
  if (event.object === "chat.completion.chunk") return new ChatCodec();
  if (event.object === "text_completion") return new CompletionsCodec();
  if (typeof event.type === "string") {
    if (event.type.startsWith("response.")) return new ResponsesCodec();
    if (ANTHROPIC_EVENTS.has(event.type)) return new AnthropicCodec();
  }
  if (Array.isArray(event.choices)) {
    const first: unknown = event.choices[0];
    if (isObject(first) && typeof first.text === "string") return new CompletionsCodec();
    if (isObject(first) && first.delta !== undefined) return new ChatCodec();
  }
  return undefined;
}

export class SniffingSseCodec implements StreamCodec {
  readonly framing = "sse";
  private codec: StreamCodec | undefined;

  constructor(private readonly fallback: StreamCodec = new ChatCodec()) {}

  private get current(): StreamCodec {
    return this.codec ?? this.fallback;
  }

  isEnd(data: string): boolean {
    return this.current.isEnd(data);
  }

  read(event: unknown, name: string | undefined): EventReading {
    this.codec ??= codecForEvent(event);
    return this.codec === undefined ? NO_READING : this.codec.read(event, name);
  }

  isEmpty(event: unknown): boolean {
    return this.current.isEmpty(event);
  }

  textEvent(channel: string, text: string): NewEvent {
    return this.current.textEvent(channel, text);
  }

  stopEvents(channel: string, replacement: string): NewEvent[] {
    return this.current.stopEvents(channel, replacement);
  }

  errorEvent(payload: unknown): NewEvent {
    return this.current.errorEvent(payload);
  }

  place(channel: string): string {
    return this.current.place?.(channel) ?? channel;
  }
}
