/**
 * The streaming rewriter on every format's own stream (SSE for OpenAI Chat Completions, Responses and
 * Completions and Anthropic; NDJSON for Ollama): text deltas masked per channel whatever the network
 * cuts, every event without text sent byte for byte, OVERRIDE and BLOCK ending the stream in the format's
 * own terms.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FormatId, streamRewriterFor } from "../../../../adapters/shared/formats/index.js";
import {
  anthropicStream,
  chatStream,
  chatToolStream,
  completionStream,
  ollamaChatStream,
  ollamaGenerateStream,
  responsesStream,
} from "../../../fixtures/wire-formats.js";
import { EMAIL, maskEmails, shieldFactory } from "../../../helpers/stream-probe.js";

// biome-ignore lint/suspicious/noExplicitAny: parsed wire JSON, read field by field in assertions
type Json = Record<string, any>;

interface Case {
  format: FormatId;
  build(pieces: readonly string[]): string[];
  /** The streamed text of one event. */
  text(event: Json): string;
  /** Whether an event carries text (its bytes may change). */
  carriesText(event: Json): boolean;
}

const CASES: Case[] = [
  {
    format: "openai-chat",
    build: (pieces) => chatStream([pieces]),
    text: (e) => e.choices?.[0]?.delta?.content ?? "",
    carriesText: (e) =>
      e.choices?.some((c: Json) => c.delta?.content !== undefined || c.finish_reason) ?? false,
  },
  {
    format: "openai-completions",
    build: completionStream,
    text: (e) => e.choices?.[0]?.text ?? "",
    carriesText: (e) => e.choices !== undefined,
  },
  {
    format: "openai-responses",
    build: responsesStream,
    text: (e) => (e.type === "response.output_text.delta" ? e.delta : ""),
    carriesText: (e) =>
      [
        "response.output_text.delta",
        "response.output_text.done",
        "response.content_part.done",
        "response.output_item.done",
        "response.completed",
      ].includes(e.type),
  },
  {
    format: "anthropic-messages",
    build: (pieces) => anthropicStream([pieces]),
    text: (e) => (e.type === "content_block_delta" ? e.delta.text : ""),
    carriesText: (e) => e.type === "content_block_delta",
  },
  {
    format: "ollama-chat",
    build: ollamaChatStream,
    text: (e) => e.message?.content ?? "",
    carriesText: () => true,
  },
  {
    format: "ollama-generate",
    build: ollamaGenerateStream,
    text: (e) => e.response ?? "",
    carriesText: () => true,
  },
];

/** Cuts a stream into events (SSE: blank-line separated; NDJSON: lines), each with its parsed data. */
function events(format: FormatId, stream: string): Array<{ raw: string; data: Json | string | undefined }> {
  const ndjson = format.startsWith("ollama");
  const raws = ndjson ? stream.split(/(?<=\n)/) : stream.split(/(?<=\n\n)/);
  return raws
    .filter((raw) => raw.trim().length > 0)
    .map((raw) => {
      const line = ndjson
        ? raw
        : raw
            .split("\n")
            .find((l) => l.startsWith("data: "))
            ?.slice(6);
      if (line === undefined) return { raw, data: undefined };
      try {
        return { raw, data: JSON.parse(line) as Json };
      } catch {
        return { raw, data: line.trim() };
      }
    });
}

async function rewrite(format: FormatId, pieces: readonly string[], window = 32): Promise<string> {
  const rewriter = streamRewriterFor(format, shieldFactory(window), (response) => ({
    error: { message: `blocked: ${response.action}`, type: "content_blocked" },
  }))!;
  let out = "";
  for (const piece of pieces) out += await rewriter.write(piece);
  return out + (await rewriter.end());
}

function cut(text: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let from = 0;
  for (const point of points) {
    out.push(text.slice(from, point));
    from = point;
  }
  out.push(text.slice(from));
  return out;
}

const REPLY = "Sure. Mail ann.lee@example.com or bob.smith@example.org and mention order 1234. Bye!";

describe.each(CASES)("$format stream", (c) => {
  const input = c.build(REPLY.match(/.{1,3}/gs)!).join("");

  it("masks every email across deltas; non-text events go out byte for byte, in order", async () => {
    const out = await rewrite(c.format, [input]);
    const sent = events(c.format, out);
    const received = events(c.format, input);
    expect(sent.map((e) => (typeof e.data === "object" ? c.text(e.data) : "")).join("")).toBe(
      maskEmails(REPLY),
    );
    expect(out).not.toMatch(EMAIL);
    const untouched = (list: typeof sent) =>
      list.filter((e) => typeof e.data !== "object" || !c.carriesText(e.data)).map((e) => e.raw);
    expect(untouched(sent)).toEqual(untouched(received));
  });

  it("gives the same events however the network cuts the stream", async () => {
    const whole = await rewrite(c.format, [input]);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 25 }), async (cuts) => {
        expect(await rewrite(c.format, cut(input, cuts))).toBe(whole);
      }),
      { numRuns: 40 },
    );
  });

  it("passes a stream with nothing to mask through unchanged, once released text is joined", async () => {
    const clean = c.build("Nothing to hide here, just a friendly answer.".match(/.{1,5}/gs)!).join("");
    const out = await rewrite(c.format, [clean], 4);
    const text = (s: string) =>
      events(c.format, s)
        .map((e) => (typeof e.data === "object" ? c.text(e.data) : ""))
        .join("");
    expect(text(out)).toBe("Nothing to hide here, just a friendly answer.");
    // A window larger than the reply holds everything back until the channel closes.
    expect(text(await rewrite(c.format, [clean], 1_000))).toBe(
      "Nothing to hide here, just a friendly answer.",
    );
  });

  it("ends the stream with the fallback on OVERRIDE, in the format's own events", async () => {
    const out = await rewrite(c.format, [
      c
        .build(["Here is a harmless opening. ", "The launch code ", "is X7-ALPHA. ", "More text follows."])
        .join(""),
    ]);
    const sent = events(c.format, out);
    const text = sent.map((e) => (typeof e.data === "object" ? c.text(e.data) : "")).join("");
    expect(text).toContain("I can't help with that.");
    expect(out).not.toContain("X7-ALPHA");
    const last = sent.at(-1)!.data;
    if (c.format === "openai-chat" || c.format === "openai-completions") expect(last).toBe("[DONE]");
    if (c.format === "anthropic-messages") expect((last as Json).type).toBe("message_stop");
    if (c.format === "openai-responses") {
      expect((last as Json).type).toBe("response.incomplete");
      expect((last as Json).response.incomplete_details).toEqual({ reason: "content_filter" });
    }
    if (c.format.startsWith("ollama"))
      expect(last).toMatchObject({ done: true, done_reason: "content_filter" });
  });

  it("ends the stream with the error event on BLOCK", async () => {
    const out = await rewrite(c.format, [
      c.build(["A harmless opening sentence here. ", "Something forbidden ", "follows now."]).join(""),
    ]);
    const sent = events(c.format, out);
    expect(sent.at(-1)!.data).toEqual({ error: { message: "blocked: BLOCK", type: "content_blocked" } });
    if (c.format === "openai-responses" || c.format === "anthropic-messages")
      expect(sent.at(-1)!.raw).toMatch(/^event: error\n/);
    expect(out).not.toContain("forbidden");
  });
});

const PLACES: Record<string, string> = {
  "openai-chat": "choices[0].delta.content",
  "openai-completions": "choices[0].text",
  "openai-responses": "output[0].content[0].text",
  "anthropic-messages": "content[0].text",
  "ollama-chat": "message.content",
  "ollama-generate": "response",
};

describe.each(CASES)("$format stream findings", (c) => {
  it("names where the channel's text sits in the events, so the final check's findings are located", async () => {
    const rewriter = streamRewriterFor(c.format, shieldFactory(32), () => ({}))!;
    await rewriter.write(c.build(REPLY.match(/.{1,3}/gs)!).join(""));
    await rewriter.end();
    expect(rewriter.located?.()).toEqual([
      expect.objectContaining({ path: PLACES[c.format], role: "assistant", text: REPLY }),
    ]);
  });
});

describe("format-specific streams", () => {
  it("masks tool-call arguments streamed in chat chunks", async () => {
    const args = '{"to":"carol@example.net","body":"hello there"}';
    const out = await rewrite("openai-chat", [chatToolStream(args.match(/.{1,3}/gs)!).join("")]);
    let streamed = "";
    for (const e of events("openai-chat", out))
      if (typeof e.data === "object")
        for (const call of e.data.choices?.[0]?.delta?.tool_calls ?? [])
          streamed += call.function?.arguments ?? "";
    expect(streamed).toBe('{"to":"[EMAIL]","body":"hello there"}');
    expect(out).toContain('"name":"send_mail"');
  });

  it("keeps the choices of an n > 1 chat stream apart", async () => {
    const a = "one: x@example.com done";
    const b = "two: nothing here at all";
    const out = await rewrite("openai-chat", [
      chatStream([a.match(/.{1,2}/gs)!, b.match(/.{1,2}/gs)!]).join(""),
    ]);
    const texts = ["", ""];
    for (const e of events("openai-chat", out))
      if (typeof e.data === "object")
        for (const choice of e.data.choices ?? []) texts[choice.index] += choice.delta?.content ?? "";
    expect(texts).toEqual([maskEmails(a), b]);
  });

  it("sets the Responses done events and response.completed to the masked text", async () => {
    const out = await rewrite("openai-responses", [responsesStream(REPLY.match(/.{1,4}/gs)!).join("")]);
    const byType = new Map(
      events("openai-responses", out).map((e) => [(e.data as Json).type, e.data as Json]),
    );
    expect(byType.get("response.output_text.done")!.text).toBe(maskEmails(REPLY));
    expect(byType.get("response.content_part.done")!.part.text).toBe(maskEmails(REPLY));
    expect(byType.get("response.output_item.done")!.item.content[0].text).toBe(maskEmails(REPLY));
    expect(byType.get("response.completed")!.response.output[0].content[0].text).toBe(maskEmails(REPLY));
    const numbers = events("openai-responses", out).map((e) => (e.data as Json).sequence_number);
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
  });

  it("keeps Anthropic content blocks apart and releases each before its content_block_stop", async () => {
    const out = await rewrite("anthropic-messages", [
      anthropicStream([["First a@example.com"], ["Second block"]]).join(""),
    ]);
    const sent = events("anthropic-messages", out).map((e) => e.data as Json);
    const blocks: string[] = ["", ""];
    for (const e of sent) if (e.type === "content_block_delta") blocks[e.index] += e.delta.text;
    expect(blocks).toEqual(["First [EMAIL]", "Second block"]);
    const stops = sent.map((e, i) => [e.type, i] as const).filter(([t]) => t === "content_block_stop");
    const lastDelta0 = sent
      .map((e, i) => (e.type === "content_block_delta" && e.index === 0 ? i : -1))
      .filter((i) => i >= 0)
      .at(-1)!;
    expect(lastDelta0).toBeLessThan(stops[0]![1]);
  });

  it("passes SSE comments, unknown events and malformed data through unchanged", async () => {
    const extra = ": keep-alive\n\nevent: custom\ndata: {not json\n\n";
    const input = extra + chatStream([["Hello ", "there"]]).join("");
    const out = await rewrite("openai-chat", [input]);
    expect(out.startsWith(extra)).toBe(true);
  });

  it("releases held text when the stream ends without its closing event", async () => {
    const truncated = chatStream([["Hello ", "ann@example.com ", "again"]])
      .slice(0, 4)
      .join("");
    const out = await rewrite("openai-chat", [truncated], 64);
    const text = events("openai-chat", out)
      .map((e) => (typeof e.data === "object" ? (e.data.choices?.[0]?.delta?.content ?? "") : ""))
      .join("");
    expect(text).toBe("Hello [EMAIL] again");
  });
});

describe("masking property over generated replies", () => {
  const word = fc.constantFrom(
    "hello",
    "order",
    "42",
    "ship",
    "to",
    "Lisbon",
    "ann.lee@example.com",
    "bo@x.io",
    "é",
    "👍",
  );
  const reply = fc.array(word, { minLength: 1, maxLength: 30 }).map((words) => words.join(" "));

  it.each(CASES)("$format: the streamed text is exactly the masked reply, no email sent", async (c) => {
    await fc.assert(
      fc.asyncProperty(reply, fc.integer({ min: 1, max: 9 }), async (text, size) => {
        const pieces = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "gu"))!;
        const out = await rewrite(c.format, [c.build(pieces).join("")]);
        const streamed = events(c.format, out)
          .map((e) => (typeof e.data === "object" ? c.text(e.data) : ""))
          .join("");
        expect(streamed).toBe(maskEmails(text));
        expect(out).not.toMatch(EMAIL);
      }),
      { numRuns: 25 },
    );
  });
});
