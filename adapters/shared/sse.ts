/**
 * Rewrites a chat-completion SSE stream (`data: {chunk}\n\n` … `data: [DONE]`) as it flows: each choice's
 * `delta.content` goes through its own hold-back `StreamShield`; chunks keep their JSON shape, only the
 * content changes. Chunks whose content is entirely held back are left out; held text is released into
 * the chunk carrying `finish_reason` (or a chunk added before `[DONE]` / the end). Events that are not
 * chat-completion chunks pass unchanged.
 */
import type { ShieldResponse } from "../../src/types.js";
import { SEGMENT_SEPARATOR } from "./extract.js";
import { chunkEnvelope, sseEvent } from "./replies.js";
import type { StreamShield, StreamStep } from "./stream-shield.js";
import type { StreamRewriter } from "./streams.js";

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

const EVENT_END = /\r\n\r\n|\n\n|\r\r/g;

export class ChatStreamRewriter implements StreamRewriter {
  stopped = false;
  private buffer = "";
  private readonly shields = new Map<number, StreamShield>();
  private envelope: JsonObject | undefined;

  constructor(
    private readonly createShield: () => StreamShield,
    /** The error object sent as an SSE event when a BLOCK stops the stream. */
    private readonly blockPayload: (response: ShieldResponse) => unknown,
  ) {}

  async write(text: string): Promise<string> {
    if (this.stopped) return "";
    // Only the new text (and the 3 characters before it) can complete an event boundary.
    let from = Math.max(0, this.buffer.length - 3);
    this.buffer += text;
    let out = "";
    for (;;) {
      EVENT_END.lastIndex = from;
      const match = EVENT_END.exec(this.buffer);
      if (match === null) break;
      const raw = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      from = 0;
      out += await this.event(raw);
      if (this.stopped) {
        this.buffer = "";
        break;
      }
    }
    return out;
  }

  async end(): Promise<string> {
    if (this.stopped) return "";
    let out = "";
    if (this.buffer.trim().length > 0) {
      const raw = this.buffer;
      this.buffer = "";
      out += await this.event(raw);
      if (this.stopped) return out;
    }
    return out + (await this.flushAll());
  }

  fullText(): string {
    return [...this.shields.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, shield]) => shield.full)
      .join(SEGMENT_SEPARATOR);
  }

  private shieldFor(index: number): StreamShield {
    let shield = this.shields.get(index);
    if (shield === undefined) {
      shield = this.createShield();
      this.shields.set(index, shield);
    }
    return shield;
  }

  private async event(raw: string): Promise<string> {
    const lines = raw.split(/\r\n|\n|\r/);
    const data: string[] = [];
    const other: string[] = [];
    for (const line of lines) {
      if (line.startsWith("data:")) data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
      else other.push(line);
    }
    if (data.length === 0) return `${raw}\n\n`;
    const payload = data.join("\n");
    if (payload === "[DONE]") return `${await this.flushAll()}${raw}\n\n`;
    let chunk: unknown;
    try {
      chunk = JSON.parse(payload);
    } catch {
      return `${raw}\n\n`;
    }
    if (!isObject(chunk) || !Array.isArray(chunk.choices)) return `${raw}\n\n`;
    const { choices, usage: _usage, ...envelope } = chunk;
    this.envelope = envelope;
    let changed = false;
    let keep = chunk.usage !== undefined && chunk.usage !== null;
    for (const choice of choices) {
      if (!isObject(choice)) {
        keep = true;
        continue;
      }
      const index = typeof choice.index === "number" ? choice.index : 0;
      const delta = isObject(choice.delta) ? choice.delta : undefined;
      if (delta !== undefined && typeof delta.content === "string" && delta.content.length > 0) {
        const step = await this.shieldFor(index).push(delta.content);
        if (step.stop) return this.stop(step, index);
        delta.content = step.text;
        changed = true;
      }
      if (choice.finish_reason !== null && choice.finish_reason !== undefined) {
        const step = await this.shieldFor(index).end();
        if (step.stop) return this.stop(step, index);
        if (step.text.length > 0) {
          const target = delta ?? {};
          target.content = (typeof target.content === "string" ? target.content : "") + step.text;
          choice.delta = target;
          changed = true;
        }
        keep = true;
      }
      if (
        delta !== undefined &&
        (delta.content !== "" || Object.keys(delta).some((key) => key !== "content"))
      )
        keep = true;
      if (delta === undefined) keep = true;
    }
    if (!changed) return `${raw}\n\n`;
    if (!keep) return "";
    const fields = other.filter((line) => line.length > 0);
    return `${fields.map((line) => `${line}\n`).join("")}data: ${JSON.stringify(chunk)}\n\n`;
  }

  private async flushAll(): Promise<string> {
    let out = "";
    for (const [index, shield] of [...this.shields.entries()].sort(([a], [b]) => a - b)) {
      const step = await shield.end();
      if (step.stop) return out + this.stop(step, index);
      if (step.text.length > 0) out += this.chunk(index, { content: step.text }, null);
    }
    return out;
  }

  private chunk(index: number, delta: JsonObject, finish: string | null): string {
    const envelope = this.envelope ?? chunkEnvelope("content-shield");
    return sseEvent({ ...envelope, choices: [{ index, delta, logprobs: null, finish_reason: finish }] });
  }

  private stop(step: StreamStep, index: number): string {
    this.stopped = true;
    const stop = step.stop!;
    if (stop.replacement === undefined) return sseEvent(this.blockPayload(stop.response));
    return `${this.chunk(index, { content: stop.replacement }, null)}${this.chunk(index, {}, "content_filter")}${sseEvent("[DONE]")}`;
  }
}
