/**
 * Stream codec for the OpenAI Responses API's SSE events. Text arrives in `response.output_text.delta`
 * (and `response.refusal.delta`, `response.function_call_arguments.delta`) events; channel `O:C` is
 * output item O's content part C, `O.args` a function call's arguments. The `….done` events,
 * `response.content_part.done`, `response.output_item.done` and `response.completed` repeat whole texts:
 * they are set to what was released.
 */
import {
  type ChannelFinal,
  type EventReading,
  isObject,
  type NewEvent,
  NO_READING,
  type StreamCodec,
} from "./codec.js";

type JsonObject = Record<string, unknown>;

function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" ? value : fallback;
}

function setter(target: JsonObject, key: string): (text: string) => boolean {
  return (text) => {
    if (typeof target[key] !== "string" || target[key] === text) return false;
    target[key] = text;
    return true;
  };
}

/** Finals for every text of an output item (`response.output_item.done`, `response.completed`). */
function itemFinals(item: unknown, output: number, finals: ChannelFinal[]): void {
  if (!isObject(item)) return;
  if (item.type === "function_call")
    finals.push({ channel: `${output}.args`, set: setter(item, "arguments") });
  if (item.type !== "message" || !Array.isArray(item.content)) return;
  item.content.forEach((part: unknown, index) => {
    if (!isObject(part)) return;
    const key = part.type === "refusal" ? "refusal" : "text";
    finals.push({ channel: `${output}:${index}`, set: setter(part, key) });
  });
}

export class ResponsesCodec implements StreamCodec {
  readonly framing = "sse";
  private response: JsonObject | undefined;
  /** Where each channel's text goes: the last delta event seen on it, for making new ones. */
  private readonly lastDelta = new Map<string, JsonObject>();

  isEnd(data: string): boolean {
    return data === "[DONE]";
  }

  read(event: unknown): EventReading {
    if (!isObject(event) || typeof event.type !== "string") return NO_READING;
    const output = numberOr(event.output_index, 0);
    const content = numberOr(event.content_index, 0);
    switch (event.type) {
      case "response.created":
      case "response.in_progress":
        if (isObject(event.response)) this.response = event.response;
        return NO_READING;
      case "response.output_text.delta":
      case "response.refusal.delta":
      case "response.function_call_arguments.delta": {
        if (typeof event.delta !== "string") return NO_READING;
        const channel =
          event.type === "response.function_call_arguments.delta" ? `${output}.args` : `${output}:${content}`;
        this.lastDelta.set(channel, event);
        return {
          deltas: [
            {
              channel,
              rank: output + content / 1000,
              text: event.delta,
              set: (text) => {
                event.delta = text;
              },
            },
          ],
          closes: [],
          finals: [],
        };
      }
      case "response.output_text.done":
      case "response.refusal.done":
      case "response.function_call_arguments.done": {
        const args = event.type === "response.function_call_arguments.done";
        const channel = args ? `${output}.args` : `${output}:${content}`;
        const key = args ? "arguments" : event.type === "response.refusal.done" ? "refusal" : "text";
        return { deltas: [], closes: [{ channel }], finals: [{ channel, set: setter(event, key) }] };
      }
      case "response.content_part.done": {
        if (!isObject(event.part)) return NO_READING;
        const key = event.part.type === "refusal" ? "refusal" : "text";
        const channel = `${output}:${content}`;
        return { deltas: [], closes: [{ channel }], finals: [{ channel, set: setter(event.part, key) }] };
      }
      case "response.output_item.done": {
        const finals: ChannelFinal[] = [];
        itemFinals(event.item, output, finals);
        return { deltas: [], closes: finals.map(({ channel }) => ({ channel })), finals };
      }
      case "response.completed":
      case "response.incomplete":
      case "response.failed": {
        const finals: ChannelFinal[] = [];
        const response = isObject(event.response) ? event.response : undefined;
        if (response !== undefined && Array.isArray(response.output))
          response.output.forEach((item: unknown, index) => {
            itemFinals(item, index, finals);
          });
        return { deltas: [], closes: [], finals, endsStream: true };
      }
      default:
        return NO_READING;
    }
  }

  isEmpty(event: unknown): boolean {
    return (
      isObject(event) && typeof event.type === "string" && event.type.endsWith(".delta") && event.delta === ""
    );
  }

  place(channel: string): string {
    const [output, content] = channel.replace(".args", "").split(":");
    return channel.endsWith(".args")
      ? `output[${output}].arguments`
      : `output[${output}].content[${content ?? 0}].text`;
  }

  textEvent(channel: string, text: string): NewEvent {
    const like = this.lastDelta.get(channel) ?? {};
    const args = channel.endsWith(".args");
    const type = args ? "response.function_call_arguments.delta" : "response.output_text.delta";
    const [output, content] = channel.replace(".args", "").split(":");
    const data: JsonObject = { ...like, type, delta: text };
    data.output_index ??= Number(output);
    if (!args) data.content_index ??= Number(content ?? 0);
    return { data, name: type };
  }

  stopEvents(channel: string, replacement: string): NewEvent[] {
    const response = {
      ...(this.response ?? { object: "response" }),
      status: "incomplete",
      incomplete_details: { reason: "content_filter" },
    };
    const last = this.lastDelta.get(channel);
    const sequence =
      last !== undefined && typeof last.sequence_number === "number" ? last.sequence_number + 1 : undefined;
    const events: NewEvent[] = [];
    if (replacement.length > 0) events.push(this.textEvent(channel, replacement));
    events.push({
      name: "response.incomplete",
      data: {
        type: "response.incomplete",
        response,
        ...(sequence !== undefined ? { sequence_number: sequence } : {}),
      },
    });
    return events;
  }

  errorEvent(payload: unknown): NewEvent {
    return { data: payload, name: "error" };
  }
}
