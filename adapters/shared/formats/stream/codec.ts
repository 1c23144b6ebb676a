/**
 * What a stream codec tells the rewriter about one event of its format: the text deltas in it (per
 * channel: a choice, a content block, an output item), the channels it closes, and the "done" fields that
 * repeat a channel's whole text. And how to make the events the rewriter adds: one carrying held-back
 * text, the end after an OVERRIDE, the error after a BLOCK.
 */

/** A piece of text in an event, and how to change it in place. */
export interface TextDelta {
  channel: string;
  /** Orders channels when their texts are listed (the choice or block index). */
  rank: number;
  text: string;
  set(text: string): void;
}

/** A channel ends at this event. `put` writes held-back text into the event; without it, an event carrying the text goes before it. */
export interface ChannelClose {
  channel: string;
  put?: (text: string) => void;
}

/** A field repeating the whole text of a channel (`response.output_text.done`); `set` returns whether it changed. */
export interface ChannelFinal {
  channel: string;
  set(text: string): boolean;
}

export interface EventReading {
  deltas: TextDelta[];
  closes: ChannelClose[];
  finals: ChannelFinal[];
  /** The stream ends with this event: everything held is released before it. */
  endsStream?: boolean;
}

/** An event to add: its data (JSON, or a string sent as is) and its SSE event name. */
export interface NewEvent {
  data: unknown;
  name?: string;
}

export interface StreamCodec {
  readonly framing: "sse" | "ndjson";
  /** Whether the data is the end marker (`[DONE]`). */
  isEnd(data: string): boolean;
  read(event: unknown, name: string | undefined): EventReading;
  /** Whether an event whose text was rewritten now carries nothing and may be left out. */
  isEmpty(event: unknown): boolean;
  textEvent(channel: string, text: string): NewEvent;
  /** After an OVERRIDE: `replacement` on `channel`, then the format's own end of stream. */
  stopEvents(channel: string, replacement: string): NewEvent[];
  /** After a BLOCK: the event carrying the error `payload`. */
  errorEvent(payload: unknown): NewEvent;
  /** Where a channel's text sits in the stream's events (`choices[0].delta.content`), for locating findings. */
  place?(channel: string): string;
}

export const NO_READING: EventReading = { deltas: [], closes: [], finals: [] };

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
