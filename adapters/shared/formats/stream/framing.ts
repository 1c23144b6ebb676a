/**
 * Framing of streamed bodies: Server-Sent Events (`event: …` / `data: …` lines, a blank line between
 * events) and NDJSON (one JSON value a line). A framer cuts the text as it arrives into whole events, each
 * kept as its exact raw text so an event nobody changes goes out byte for byte.
 */

/** One whole event as received. */
export interface RawEvent {
  /** The exact text of the event, its terminator included. */
  raw: string;
  /** The SSE `event:` name, when there is one. */
  name: string | undefined;
  /** The data: the joined `data:` lines of an SSE event, the line of an NDJSON event; undefined when none. */
  data: string | undefined;
  /** The SSE lines that are not `data:` lines (`event:`, `id:`, comments), kept when the event is rewritten. */
  fields: string[];
}

export interface Framer {
  /** Adds text; returns the events completed by it. */
  push(text: string): RawEvent[];
  /** The stream ended: the last, unterminated event if any. */
  end(): RawEvent[];
  /** Serialises `data` (JSON) as an event, keeping the given event's other fields. */
  format(data: unknown, like?: RawEvent, name?: string): string;
}

const EVENT_END = /\r\n\r\n|\n\n|\r\r/g;

function parseSse(raw: string, terminator: string): RawEvent {
  const data: string[] = [];
  const fields: string[] = [];
  let name: string | undefined;
  for (const line of raw.split(/\r\n|\n|\r/)) {
    if (line.startsWith("data:")) data.push(line.slice(line.startsWith("data: ") ? 6 : 5));
    else {
      if (line.startsWith("event:")) name = line.slice(6).trim();
      fields.push(line);
    }
  }
  return { raw: raw + terminator, name, data: data.length > 0 ? data.join("\n") : undefined, fields };
}

export class SseFramer implements Framer {
  private buffer = "";

  push(text: string): RawEvent[] {
    // Only the new text (and the 3 characters before it) can complete an event boundary.
    let from = Math.max(0, this.buffer.length - 3);
    this.buffer += text;
    const events: RawEvent[] = [];
    for (;;) {
      EVENT_END.lastIndex = from;
      const match = EVENT_END.exec(this.buffer);
      if (match === null) break;
      events.push(parseSse(this.buffer.slice(0, match.index), "\n\n"));
      this.buffer = this.buffer.slice(match.index + match[0].length);
      from = 0;
    }
    return events;
  }

  end(): RawEvent[] {
    const rest = this.buffer;
    this.buffer = "";
    return rest.trim().length > 0 ? [parseSse(rest, "\n\n")] : [];
  }

  format(data: unknown, like?: RawEvent, name?: string): string {
    const fields = like
      ? like.fields.filter((line) => line.length > 0)
      : name !== undefined
        ? [`event: ${name}`]
        : [];
    return `${fields.map((line) => `${line}\n`).join("")}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;
  }
}

export class NdjsonFramer implements Framer {
  private buffer = "";

  push(text: string): RawEvent[] {
    this.buffer += text;
    const events: RawEvent[] = [];
    let newline = this.buffer.indexOf("\n");
    while (newline !== -1) {
      const line = this.buffer.slice(0, newline + 1);
      this.buffer = this.buffer.slice(newline + 1);
      events.push(this.event(line));
      newline = this.buffer.indexOf("\n");
    }
    return events;
  }

  end(): RawEvent[] {
    const rest = this.buffer;
    this.buffer = "";
    return rest.length > 0 ? [this.event(rest)] : [];
  }

  format(data: unknown): string {
    return `${JSON.stringify(data)}\n`;
  }

  private event(line: string): RawEvent {
    const data = line.replace(/\r?\n$/, "");
    return { raw: line, name: undefined, data: data.trim().length > 0 ? data : undefined, fields: [] };
  }
}
