/**
 * Stream rewriters: take the response text as the handler writes it and return what may go to the client
 * now. `TextStreamRewriter` handles chunked text; SSE and NDJSON streams of every wire format go through
 * `FormatStreamRewriter` (formats/stream/rewriter.ts).
 */
import type { ShieldResponse } from "../../src/types.js";
import type { LocatedText } from "./formats/types.js";
import type { StreamShield, StreamStep } from "./stream-shield.js";

/** A stream's generated text as one located output text (`path`: where it sits in the stream's events). */
export function streamText(path: string, text: string, group: number): LocatedText {
  return { path, at: [], role: "assistant", text, slot: "output", group };
}

export interface StreamRewriter {
  /** Feeds decoded text; resolves to the text to send now. */
  write(text: string): Promise<string>;
  /** The handler ended the response; resolves to the text still to send. */
  end(): Promise<string>;
  /** An OVERRIDE/BLOCK ended the stream: send what `write`/`end` returned, then end the response. */
  readonly stopped: boolean;
  /** Everything the handler wrote (the generated text), for the final, captured check. */
  fullText(): string;
  /** The generated texts `fullText()` joins (with SEGMENT_SEPARATOR), each with its place, to locate findings. */
  located?(): LocatedText[];
}

export class TextStreamRewriter implements StreamRewriter {
  stopped = false;

  constructor(
    private readonly shield: StreamShield,
    private readonly blockText: (response: ShieldResponse) => string,
  ) {}

  async write(text: string): Promise<string> {
    if (this.stopped) return "";
    return this.emit(await this.shield.push(text));
  }

  async end(): Promise<string> {
    if (this.stopped) return "";
    return this.emit(await this.shield.end());
  }

  fullText(): string {
    return this.shield.full;
  }

  located(): LocatedText[] {
    return [streamText("", this.shield.full, 0)];
  }

  private emit(step: StreamStep): string {
    if (step.stop === undefined) return step.text;
    this.stopped = true;
    return step.text + (step.stop.replacement ?? this.blockText(step.stop.response));
  }
}
