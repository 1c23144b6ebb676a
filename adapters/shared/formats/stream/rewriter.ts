/**
 * Rewrites a streamed response of any supported format as it flows. The framer cuts events; the codec
 * finds the text deltas in each; every channel (choice, content block, output item) has its own hold-back
 * `StreamShield`. Delta text is replaced by what the shield releases; an event whose text is entirely held
 * back is left out; held text is released into (or just before) the event that closes its channel, or
 * before the end of the stream. Events without text go out byte for byte.
 */
import type { ShieldResponse } from "../../../../src/types.js";
import type { StreamShield, StreamStep } from "../../stream-shield.js";
import { type StreamRewriter, streamText } from "../../streams.js";
import type { LocatedText } from "../types.js";
import type { NewEvent, StreamCodec } from "./codec.js";
import { type Framer, NdjsonFramer, type RawEvent, SseFramer } from "./framing.js";

/** The text a channel carried: `full` as received, `released` as sent. */
export interface ChannelText {
  channel: string;
  full: string;
  released: string;
}

interface Channel {
  shield: StreamShield;
  rank: number;
  order: number;
  released: string;
}

/** Joins channel texts in `fullText()`. */
const CHANNEL_SEPARATOR = "\n\n";

export class FormatStreamRewriter implements StreamRewriter {
  stopped = false;
  private readonly framer: Framer;
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly codec: StreamCodec,
    private readonly createShield: () => StreamShield,
    /** The error payload sent (in the format's framing) when a BLOCK stops the stream. */
    private readonly blockPayload: (response: ShieldResponse) => unknown,
  ) {
    this.framer = codec.framing === "sse" ? new SseFramer() : new NdjsonFramer();
  }

  async write(text: string): Promise<string> {
    if (this.stopped) return "";
    return this.events(this.framer.push(text));
  }

  async end(): Promise<string> {
    if (this.stopped) return "";
    const out = await this.events(this.framer.end());
    if (this.stopped) return out;
    return out + (await this.flushAll());
  }

  /** Every channel's text as received, joined in channel order: what the final, captured check reads. */
  fullText(): string {
    return this.texts()
      .map((text) => text.full)
      .join(CHANNEL_SEPARATOR);
  }

  located(): LocatedText[] {
    return this.texts().map(({ channel, full }, index) =>
      streamText(this.codec.place?.(channel) ?? channel, full, index),
    );
  }

  /** Each channel's text, in channel order. */
  texts(): ChannelText[] {
    return [...this.channels.entries()]
      .sort(([, a], [, b]) => a.rank - b.rank || a.order - b.order)
      .map(([channel, { shield, released }]) => ({ channel, full: shield.full, released }));
  }

  private channel(name: string, rank: number): Channel {
    let channel = this.channels.get(name);
    if (channel === undefined) {
      channel = { shield: this.createShield(), rank, order: this.channels.size, released: "" };
      this.channels.set(name, channel);
    }
    return channel;
  }

  private async events(events: readonly RawEvent[]): Promise<string> {
    let out = "";
    for (const event of events) {
      out += await this.event(event);
      if (this.stopped) break;
    }
    return out;
  }

  private emit(event: NewEvent): string {
    return this.framer.format(event.data, undefined, event.name);
  }

  private async event(event: RawEvent): Promise<string> {
    if (event.data === undefined) return event.raw;
    if (this.codec.isEnd(event.data)) return (await this.flushAll()) + event.raw;
    let parsed: unknown;
    try {
      parsed = JSON.parse(event.data);
    } catch {
      return event.raw;
    }
    const reading = this.codec.read(parsed, event.name);
    let prefix = reading.endsStream ? await this.flushAll() : "";
    if (this.stopped) return prefix;
    let changed = false;
    for (const delta of reading.deltas) {
      if (delta.text.length === 0) continue;
      const channel = this.channel(delta.channel, delta.rank);
      const step = await channel.shield.push(delta.text);
      if (step.stop) return prefix + this.stop(step, delta.channel);
      channel.released += step.text;
      if (step.text !== delta.text) {
        delta.set(step.text);
        changed = true;
      }
    }
    for (const close of reading.closes) {
      for (const [name, channel] of this.channels) {
        if (name !== close.channel && !name.startsWith(`${close.channel}.`)) continue;
        const step = await channel.shield.end();
        if (step.stop) return prefix + this.stop(step, name);
        if (step.text.length === 0) continue;
        channel.released += step.text;
        if (name === close.channel && close.put !== undefined) {
          close.put(step.text);
          changed = true;
        } else prefix += this.emit(this.codec.textEvent(name, step.text));
      }
    }
    for (const final of reading.finals) {
      const channel = this.channels.get(final.channel);
      if (channel === undefined) continue;
      const step = await channel.shield.end();
      if (step.stop) return prefix + this.stop(step, final.channel);
      if (step.text.length > 0) {
        channel.released += step.text;
        prefix += this.emit(this.codec.textEvent(final.channel, step.text));
      }
      if (final.set(channel.released)) changed = true;
    }
    if (!changed) return prefix + event.raw;
    if (reading.deltas.length > 0 && reading.closes.length === 0 && this.codec.isEmpty(parsed)) return prefix;
    return prefix + this.framer.format(parsed, event);
  }

  private async flushAll(): Promise<string> {
    let out = "";
    for (const { channel: name } of this.texts()) {
      const channel = this.channels.get(name)!;
      const step = await channel.shield.end();
      if (step.stop) return out + this.stop(step, name);
      if (step.text.length === 0) continue;
      channel.released += step.text;
      out += this.emit(this.codec.textEvent(name, step.text));
    }
    return out;
  }

  private stop(step: StreamStep, channel: string): string {
    this.stopped = true;
    const stop = step.stop!;
    if (stop.replacement === undefined)
      return this.emit(this.codec.errorEvent(this.blockPayload(stop.response)));
    return this.codec
      .stopEvents(channel, stop.replacement)
      .map((event) => this.emit(event))
      .join("");
  }
}
