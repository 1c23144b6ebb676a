/**
 * The adapter contract suite: the same scenarios against every framework of the table (frameworks.ts),
 * each through a real HTTP server on loopback, driven with the official `openai` client where the route
 * speaks Chat Completions and with fetch elsewhere.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import OpenAI, { APIError, BadRequestError } from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceKey } from "../../../src/keys.js";
import type { RuleSet } from "../../../src/schema.js";
import { chatCompletion, chatSse, registerTestMetrics } from "../../helpers/apps.js";
import { type ContractApp, FRAMEWORKS } from "./frameworks.js";

registerTestMetrics();
const home = mkdtempSync(join(tmpdir(), "cs-contract-"));
process.env.CONTENT_SHIELD_HOME = home;

const RULESETS: RuleSet[] = [
  { rules: [{ metric: "test_email" }], action: { type: "MASK" } },
  { rules: [{ metric: "test_launch" }], action: { type: "OVERRIDE", fallback: "I can't help with that." } },
  { rules: [{ metric: "test_forbidden" }], action: { type: "BLOCK", message: "That topic is forbidden." } },
  // Allowlist and shadow scenarios: an allowed ticket number passes; the shadow BLOCK never changes an answer.
  {
    rules: [{ metric: "regex", value: "ticket-\\d+", allow: { values: ["ticket-000"] } }],
    action: { type: "MASK" },
  },
  { mode: "shadow", rules: [{ metric: "keywords", value: ["shadowword"] }], action: { type: "BLOCK" } },
];
const FALLBACK = "I can't help with that.";
const TAIL = " Thanks for asking, and have a wonderful day with many more questions to come!";
const OPENING = "Here is a harmless opening sentence for you.";
const LIMIT = 256 * 1024;
const BUDGET = 20_000;

/** A 1 MB text file: numbered lines, one email near the end. */
const FILE = join(home, "big.txt");
const LINE = "The quick brown fox jumps over the lazy dog, line number ";
const lines: string[] = [];
for (let i = 0; lines.join("").length < 1_048_576; i++) lines.push(`${LINE}${i}.\n`);
lines.splice(lines.length - 5, 0, "Reach the author at ann.lee@example.com today.\n");
const FILE_TEXT = lines.join("");
writeFileSync(FILE, FILE_TEXT);

function reply(question: string) {
  if (question === "stream override") return `${OPENING} The launch code is 0000.${TAIL}`;
  if (question === "stream block") return `${OPENING} Something forbidden follows.${TAIL}`;
  if (question.startsWith("echo ")) return question.slice(5);
  return `Write to ann.lee@example.com for details.${TAIL}`;
}

describe.each(Object.keys(FRAMEWORKS) as Array<keyof typeof FRAMEWORKS>)("%s", (name) => {
  let app: ContractApp;
  let client: OpenAI;
  beforeAll(async () => {
    app = await FRAMEWORKS[name]({
      shield: {
        rulesets: RULESETS,
        config: { service_key: createServiceKey() },
        window: 40,
        limit: LIMIT,
        check: { budget: BUDGET },
      },
      routes: [
        {
          path: "/v1/chat/completions",
          handler: (body) => {
            const { messages, stream } = body as { messages: Array<{ content: string }>; stream?: boolean };
            const question = messages.at(-1)!.content;
            const text = reply(question);
            if (!stream) return { json: chatCompletion(text) };
            const events = chatSse(text.match(/.{1,5}/gs)!);
            if (question === "stream forever")
              return { stream: events.slice(0, -2), type: "sse", forever: true };
            if (question === "stream fail") return { stream: events, type: "sse", failAfter: 8 };
            return { stream: events, type: "sse" };
          },
        },
        { path: "/file", handler: () => ({ file: FILE, type: "text/plain; charset=utf-8" }) },
      ],
    });
    client = new OpenAI({ baseURL: `${app.url}/v1`, apiKey: "x", maxRetries: 0 });
  });
  afterAll(async () => {
    await app?.close();
  });

  const ask = (content: string) => ({ model: "test-model", messages: [{ role: "user" as const, content }] });
  const streamText = async (content: string) => {
    let text = "";
    let finish: string | null = null;
    for await (const chunk of await client.chat.completions.create({ ...ask(content), stream: true })) {
      text += chunk.choices[0]?.delta.content ?? "";
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    return { text, finish };
  };

  it("input OVERRIDE: answers the fallback as a chat.completion without running the handler", async () => {
    const before = app.seen.length;
    const completion = await client.chat.completions.create(ask("what is the launch code?"));
    expect(completion.choices[0]!.message.content).toBe(FALLBACK);
    expect(app.seen.length).toBe(before);
  });

  it("input BLOCK: the client raises BadRequestError with the ruleset's message", async () => {
    const before = app.seen.length;
    const error = await client.chat.completions.create(ask("a forbidden question")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).message).toContain("That topic is forbidden.");
    expect(app.seen.length).toBe(before);
  });

  it("input MASK: the handler receives the masked request, and sees the result", async () => {
    const completion = await client.chat.completions.create(ask("echo mail bob@example.org please"));
    expect(completion.choices[0]!.message.content).toBe("mail [EMAIL] please");
    const seen = app.seen.at(-1) as { messages: Array<{ content: string }> };
    expect(seen.messages[0]!.content).toBe("echo mail [EMAIL] please");
    expect(app.results.at(-1)?.action).toBe("MASK");
  });

  it("allow: an allowed value is neither masked on input nor on output; a shadow BLOCK changes nothing", async () => {
    const completion = await client.chat.completions.create(
      ask("echo shadowword: ticket-000, not ticket-123"),
    );
    expect(completion.choices[0]!.message.content).toBe("shadowword: ticket-000, not [PATTERN]");
    const seen = app.seen.at(-1) as { messages: Array<{ content: string }> };
    expect(seen.messages[0]!.content).toBe("echo shadowword: ticket-000, not [PATTERN]");
    const streamed = await streamText("echo shadowword only");
    expect(streamed).toEqual({ text: "shadowword only", finish: "stop" });
  });

  it("output MASK keeps the chat.completion's JSON shape", async () => {
    const completion = await client.chat.completions.create(ask("contact?"));
    expect(completion.choices[0]!.message.content).toBe(`Write to [EMAIL] for details.${TAIL}`);
    expect(completion.usage?.total_tokens).toBe(12);
    expect(completion.id).toBe("chatcmpl-test");
  });

  it("SSE: an email split across events is masked", async () => {
    const { text, finish } = await streamText("contact?");
    expect(text).toBe(`Write to [EMAIL] for details.${TAIL}`);
    expect(finish).toBe("stop");
  });

  it("SSE: a mid-stream OVERRIDE ends the stream with the fallback", async () => {
    const { text, finish } = await streamText("stream override");
    expect(text).not.toContain("0000");
    expect(text.trimEnd().endsWith(FALLBACK)).toBe(true);
    const released = text.slice(0, text.lastIndexOf(FALLBACK)).trimEnd();
    expect(released.length).toBeGreaterThan(0);
    expect(`${OPENING} The launch`.startsWith(released)).toBe(true);
    expect(finish).toBe("content_filter");
  });

  it("SSE: a mid-stream BLOCK raises APIError from the stream", async () => {
    let text = "";
    const run = async () => {
      for await (const chunk of await client.chat.completions.create({
        ...ask("stream block"),
        stream: true,
      }))
        text += chunk.choices[0]?.delta.content ?? "";
    };
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).message).toContain("That topic is forbidden.");
    expect(text).not.toContain("forbidden");
  });

  it("a client that goes away mid-stream closes the handler's stream", async () => {
    const controller = new AbortController();
    const before = app.closed.length;
    const stream = await client.chat.completions.create(
      { ...ask("stream forever"), stream: true },
      { signal: controller.signal },
    );
    let chunks = 0;
    const run = (async () => {
      for await (const _ of stream) if (++chunks === 3) controller.abort();
    })();
    await run.catch(() => undefined);
    expect(chunks).toBeGreaterThanOrEqual(3);
    expect(app.closed.length).toBe(before + 1);
    await app.closed.at(-1); // resolves only when the handler's stream was closed
  });

  it("a handler failing mid-stream breaks the stream without leaking held text; the server keeps serving", async () => {
    const error = await streamText("stream fail").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const completion = await client.chat.completions.create(ask("contact?"));
    expect(completion.choices[0]!.message.content).toBe(`Write to [EMAIL] for details.${TAIL}`);
  });

  it("backpressure: a 1 MB piped body arrives whole to a slow reader, masked", async () => {
    const response = await fetch(`${app.url}/file`, { method: "POST" });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    for (let reads = 0; ; reads++) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (reads < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    text += decoder.decode();
    expect(text.length).toBe(FILE_TEXT.length - "ann.lee@example.com".length + "[EMAIL]".length);
    expect(text).toBe(FILE_TEXT.replace("ann.lee@example.com", "[EMAIL]"));
  });

  it("limits: a request body over `limit` is a 413", async () => {
    const big = "a".repeat(LIMIT + 1024);
    const error = await client.chat.completions.create(ask(big)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).status).toBe(413);
  });

  it("limits: a request carrying more text than `check.budget` is a 413 naming the option", async () => {
    const error = await client.chat.completions.create(ask("b".repeat(BUDGET + 10))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).status).toBe(413);
    expect((error as APIError).message).toContain("check.budget");
  });
});
