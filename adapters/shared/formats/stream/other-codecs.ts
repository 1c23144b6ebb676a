/**
 * Stream codecs for Anthropic Messages SSE (`content_block_delta` with `text_delta`; channel N is content
 * block N, closed by `content_block_stop`) and Ollama's NDJSON (`/api/chat`'s `message.content`,
 * `/api/generate`'s `response`; the line with `done: true` ends it).
 */
import { type EventReading, isObject, type NewEvent, NO_READING, type StreamCodec } from "./codec.js";

type JsonObject = Record<string, unknown>;

export class AnthropicCodec implements StreamCodec {
  readonly framing = "sse";

  isEnd(): boolean {
    return false;
  }

  read(event: unknown): EventReading {
    if (!isObject(event)) return NO_READING;
    const index = typeof event.index === "number" ? event.index : 0;
    const delta = isObject(event.delta) ? event.delta : undefined;
    if (
      event.type === "content_block_delta" &&
      delta?.type === "text_delta" &&
      typeof delta.text === "string"
    ) {
      return {
        deltas: [
          {
            channel: String(index),
            rank: index,
            text: delta.text,
            set: (text) => {
              delta.text = text;
            },
          },
        ],
        closes: [],
        finals: [],
      };
    }
    if (event.type === "content_block_stop")
      return { deltas: [], closes: [{ channel: String(index) }], finals: [] };
    if (event.type === "message_stop") return { deltas: [], closes: [], finals: [], endsStream: true };
    return NO_READING;
  }

  isEmpty(event: unknown): boolean {
    return (
      isObject(event) &&
      event.type === "content_block_delta" &&
      isObject(event.delta) &&
      event.delta.text === ""
    );
  }

  place(channel: string): string {
    return `content[${channel}].text`;
  }

  textEvent(channel: string, text: string): NewEvent {
    return {
      name: "content_block_delta",
      data: { type: "content_block_delta", index: Number(channel), delta: { type: "text_delta", text } },
    };
  }

  stopEvents(channel: string, replacement: string): NewEvent[] {
    const index = Number(channel);
    return [
      this.textEvent(channel, replacement),
      { name: "content_block_stop", data: { type: "content_block_stop", index } },
      {
        name: "message_delta",
        data: {
          type: "message_delta",
          delta: { stop_reason: "refusal", stop_sequence: null },
          usage: { output_tokens: 0 },
        },
      },
      { name: "message_stop", data: { type: "message_stop" } },
    ];
  }

  errorEvent(payload: unknown): NewEvent {
    return { data: payload, name: "error" };
  }
}

/** Ollama `/api/chat` (`key: "message"`) and `/api/generate` (`key: "response"`) NDJSON. One channel, `0`. */
export class OllamaCodec implements StreamCodec {
  readonly framing = "ndjson";
  private envelope: JsonObject | undefined;

  constructor(private readonly kind: "chat" | "generate") {}

  isEnd(): boolean {
    return false;
  }

  private holder(event: JsonObject): JsonObject | undefined {
    if (this.kind === "generate") return event;
    return isObject(event.message) ? event.message : undefined;
  }

  private get key(): string {
    return this.kind === "chat" ? "content" : "response";
  }

  place(): string {
    return this.kind === "chat" ? "message.content" : "response";
  }

  read(event: unknown): EventReading {
    if (!isObject(event)) return NO_READING;
    const { message: _message, response: _response, done: _done, ...envelope } = event;
    if (event.done !== true) this.envelope = envelope;
    const holder = this.holder(event);
    const reading: EventReading = { deltas: [], closes: [], finals: [] };
    if (holder !== undefined && typeof holder[this.key] === "string") {
      reading.deltas.push({
        channel: "0",
        rank: 0,
        text: holder[this.key] as string,
        set: (text) => {
          holder[this.key] = text;
        },
      });
    }
    if (event.done === true) {
      reading.closes.push({
        channel: "0",
        put: (text) => {
          const target = this.holder(event) ?? {};
          target[this.key] = (typeof target[this.key] === "string" ? target[this.key] : "") + text;
          if (this.kind === "chat" && !isObject(event.message))
            event.message = { role: "assistant", ...target };
        },
      });
    }
    return reading;
  }

  isEmpty(event: unknown): boolean {
    if (!isObject(event) || event.done === true) return false;
    const holder = this.holder(event);
    if (holder === undefined || holder[this.key] !== "") return false;
    return (
      this.kind === "generate" || Object.keys(holder).every((key) => key === "role" || key === "content")
    );
  }

  private line(text: string, done: boolean): JsonObject {
    const envelope = this.envelope ?? { model: "content-shield", created_at: new Date().toISOString() };
    const body =
      this.kind === "chat" ? { message: { role: "assistant", content: text } } : { response: text };
    return done
      ? { ...envelope, ...body, done: true, done_reason: "content_filter" }
      : { ...envelope, ...body, done: false };
  }

  textEvent(_channel: string, text: string): NewEvent {
    return { data: this.line(text, false) };
  }

  stopEvents(_channel: string, replacement: string): NewEvent[] {
    return [{ data: this.line(replacement, false) }, { data: this.line("", true) }];
  }

  errorEvent(payload: unknown): NewEvent {
    return { data: payload };
  }
}
