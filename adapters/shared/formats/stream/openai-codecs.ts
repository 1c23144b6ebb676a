/**
 * Stream codecs for OpenAI's SSE formats: Chat Completions chunks (`choices[].delta.content`, tool calls'
 * `function.arguments`), legacy Completions chunks (`choices[].text`), both ending with `data: [DONE]`.
 */
import {
  type ChannelClose,
  type EventReading,
  isObject,
  type NewEvent,
  NO_READING,
  type StreamCodec,
  type TextDelta,
} from "./codec.js";

type JsonObject = Record<string, unknown>;

function envelopeOf(chunk: JsonObject): JsonObject {
  const { choices: _choices, usage: _usage, ...envelope } = chunk;
  return envelope;
}

function indexOf(choice: JsonObject): number {
  return typeof choice.index === "number" ? choice.index : 0;
}

/** Chat Completions chunks. Channel `N` is choice N's content; `N.tool.K` its tool call K's arguments. */
export class ChatCodec implements StreamCodec {
  readonly framing = "sse";
  private envelope: JsonObject | undefined;

  isEnd(data: string): boolean {
    return data === "[DONE]";
  }

  read(chunk: unknown): EventReading {
    if (!isObject(chunk) || !Array.isArray(chunk.choices)) return NO_READING;
    this.envelope = envelopeOf(chunk);
    const deltas: TextDelta[] = [];
    const closes: ChannelClose[] = [];
    for (const choice of chunk.choices) {
      if (!isObject(choice)) continue;
      const index = indexOf(choice);
      const delta = isObject(choice.delta) ? choice.delta : undefined;
      if (delta !== undefined && typeof delta.content === "string") {
        deltas.push({
          channel: String(index),
          rank: index,
          text: delta.content,
          set: (text) => {
            delta.content = text;
          },
        });
      }
      const calls = delta !== undefined && Array.isArray(delta.tool_calls) ? delta.tool_calls : [];
      calls.forEach((call: unknown, position) => {
        const fn = isObject(call) ? call.function : undefined;
        if (!isObject(call) || !isObject(fn) || typeof fn.arguments !== "string") return;
        const k = typeof call.index === "number" ? call.index : position;
        deltas.push({
          channel: `${index}.tool.${k}`,
          rank: index + 0.5,
          text: fn.arguments,
          set: (text) => {
            fn.arguments = text;
          },
        });
      });
      if (choice.finish_reason !== null && choice.finish_reason !== undefined) {
        closes.push({
          channel: String(index),
          put: (text) => {
            const target = isObject(choice.delta) ? choice.delta : {};
            target.content = (typeof target.content === "string" ? target.content : "") + text;
            choice.delta = target;
          },
        });
      }
    }
    return { deltas, closes, finals: [] };
  }

  isEmpty(chunk: unknown): boolean {
    if (!isObject(chunk) || !Array.isArray(chunk.choices)) return false;
    if (chunk.usage !== undefined && chunk.usage !== null) return false;
    return chunk.choices.every(
      (choice: unknown) =>
        isObject(choice) &&
        (choice.finish_reason === null || choice.finish_reason === undefined) &&
        isObject(choice.delta) &&
        Object.entries(choice.delta).every(([key, value]) =>
          key === "content"
            ? value === ""
            : key === "tool_calls" &&
              Array.isArray(value) &&
              value.every(
                (call: unknown) =>
                  isObject(call) &&
                  isObject(call.function) &&
                  call.function.arguments === "" &&
                  call.id === undefined,
              ),
        ),
    );
  }

  private chunk(index: number, delta: JsonObject, finish: string | null): NewEvent {
    const envelope = this.envelope ?? {
      id: `chatcmpl-shield-${crypto.randomUUID()}`,
      object: "chat.completion.chunk",
      created: Math.floor(Date.now() / 1000),
      model: "content-shield",
    };
    return { data: { ...envelope, choices: [{ index, delta, logprobs: null, finish_reason: finish }] } };
  }

  textEvent(channel: string, text: string): NewEvent {
    const [choice, tool, k] = channel.split(".");
    const index = Number(choice);
    if (tool === "tool")
      return this.chunk(index, { tool_calls: [{ index: Number(k), function: { arguments: text } }] }, null);
    return this.chunk(index, { content: text }, null);
  }

  place(channel: string): string {
    const [choice, tool, k] = channel.split(".");
    return tool === "tool"
      ? `choices[${choice}].delta.tool_calls[${k}].function.arguments`
      : `choices[${choice}].delta.content`;
  }

  stopEvents(channel: string, replacement: string): NewEvent[] {
    const index = Number(channel.split(".")[0]);
    return [
      this.chunk(index, { content: replacement }, null),
      this.chunk(index, {}, "content_filter"),
      { data: "[DONE]" },
    ];
  }

  errorEvent(payload: unknown): NewEvent {
    return { data: payload };
  }
}

/** Legacy Completions chunks (`object: "text_completion"`). Channel `N` is choice N's text. */
export class CompletionsCodec implements StreamCodec {
  readonly framing = "sse";
  private envelope: JsonObject | undefined;

  isEnd(data: string): boolean {
    return data === "[DONE]";
  }

  read(chunk: unknown): EventReading {
    if (!isObject(chunk) || !Array.isArray(chunk.choices)) return NO_READING;
    this.envelope = envelopeOf(chunk);
    const deltas: TextDelta[] = [];
    const closes: ChannelClose[] = [];
    for (const choice of chunk.choices) {
      if (!isObject(choice)) continue;
      const index = indexOf(choice);
      if (typeof choice.text === "string")
        deltas.push({
          channel: String(index),
          rank: index,
          text: choice.text,
          set: (text) => {
            choice.text = text;
          },
        });
      if (choice.finish_reason !== null && choice.finish_reason !== undefined)
        closes.push({
          channel: String(index),
          put: (text) => {
            choice.text = (typeof choice.text === "string" ? choice.text : "") + text;
          },
        });
    }
    return { deltas, closes, finals: [] };
  }

  isEmpty(chunk: unknown): boolean {
    if (!isObject(chunk) || !Array.isArray(chunk.choices)) return false;
    if (chunk.usage !== undefined && chunk.usage !== null) return false;
    return chunk.choices.every(
      (choice: unknown) => isObject(choice) && choice.text === "" && (choice.finish_reason ?? null) === null,
    );
  }

  private chunk(index: number, text: string, finish: string | null): NewEvent {
    const envelope = this.envelope ?? {
      id: `cmpl-shield-${crypto.randomUUID()}`,
      object: "text_completion",
      created: Math.floor(Date.now() / 1000),
      model: "content-shield",
    };
    return { data: { ...envelope, choices: [{ text, index, logprobs: null, finish_reason: finish }] } };
  }

  place(channel: string): string {
    return `choices[${channel}].text`;
  }

  textEvent(channel: string, text: string): NewEvent {
    return this.chunk(Number(channel), text, null);
  }

  stopEvents(channel: string, replacement: string): NewEvent[] {
    const index = Number(channel);
    return [
      this.chunk(index, replacement, null),
      this.chunk(index, "", "content_filter"),
      { data: "[DONE]" },
    ];
  }

  errorEvent(payload: unknown): NewEvent {
    return { data: payload };
  }
}
