/**
 * Today's Express and Koa middleware with the formats layer underneath: requests and responses of the
 * Responses API, legacy Completions, Anthropic Messages and Ollama generate, sent by their official
 * clients to a shielded app on loopback, have emails masked on the way in and on the way out, plain and
 * streamed.
 */
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { Ollama } from "ollama";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceKey } from "../../../../src/keys.js";
import type { RuleSet } from "../../../../src/schema.js";
import {
  anthropicMessage,
  anthropicStream,
  completion,
  completionStream,
  ollamaGenerate,
  responsesResponse,
  responsesStream,
} from "../../../fixtures/wire-formats.js";
import { type BuiltApp, buildApp, FLAVORS, registerTestMetrics } from "../../../helpers/apps.js";
import { maskEmails } from "../../../helpers/stream-probe.js";

registerTestMetrics();
beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-adapters-formats-"));
});

const RULESETS: RuleSet[] = [{ rules: [{ metric: "test_email" }], action: { type: "MASK" } }];
const REPLY = "Sure: write to ann.lee@example.com or to bob@example.org, both answer within a day.";
const PIECES = REPLY.match(/.{1,5}/gs)!;

type Json = Record<string, unknown>;

describe.each(FLAVORS)("%s", (flavor) => {
  let server: http.Server;
  let app: BuiltApp;
  let url: string;
  beforeAll(async () => {
    const shield = { rulesets: RULESETS, config: { service_key: createServiceKey() }, window: 32 };
    const route = (path: string, plain: () => unknown, stream: () => string[]) => ({
      method: "post" as const,
      path,
      shield,
      handler: (body: unknown) =>
        (body as Json).stream === true ? { stream: stream(), type: "sse" as const } : { json: plain() },
    });
    app = buildApp(flavor, {
      routes: [
        route(
          "/v1/messages",
          () => anthropicMessage([REPLY]),
          () => anthropicStream([PIECES]),
        ),
        route(
          "/v1/responses",
          () => responsesResponse(REPLY),
          () => responsesStream(PIECES),
        ),
        route(
          "/v1/completions",
          () => completion([REPLY]),
          () => completionStream(PIECES),
        ),
        route(
          "/api/generate",
          () => ollamaGenerate(REPLY),
          () => [],
        ),
      ],
    });
    server = http.createServer(app.listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("Anthropic Messages: the user's email is masked before the handler, the reply's after, plain and streamed", async () => {
    const client = new Anthropic({ baseURL: url, apiKey: "k", maxRetries: 0 });
    const reply = await client.messages.create({
      model: "claude-test-model",
      max_tokens: 64,
      messages: [{ role: "user", content: "I am carol@example.net, help me" }],
    });
    expect(reply.content[0]!.type === "text" && reply.content[0]!.text).toBe(maskEmails(REPLY));
    expect((app.seen.at(-1) as { messages: Json[] }).messages[0]!.content).toBe("I am [EMAIL], help me");
    const final = await client.messages
      .stream({ model: "claude-test-model", max_tokens: 64, messages: [{ role: "user", content: "Hi" }] })
      .finalMessage();
    expect(final.content[0]!.type === "text" && final.content[0]!.text).toBe(maskEmails(REPLY));
  });

  it("OpenAI Responses: input items and output masked, plain and streamed", async () => {
    const client = new OpenAI({ baseURL: `${url}/v1`, apiKey: "k", maxRetries: 0 });
    const reply = await client.responses.create({
      model: "gpt-test",
      input: [{ role: "user", content: [{ type: "input_text", text: "Mail dave@example.com please" }] }],
    });
    expect(reply.output_text).toBe(maskEmails(REPLY));
    expect(app.seen.at(-1)).toMatchObject({ input: [{ content: [{ text: "Mail [EMAIL] please" }] }] });
    const stream = client.responses.stream({ model: "gpt-test", input: "Hi" });
    let deltas = "";
    for await (const event of stream) if (event.type === "response.output_text.delta") deltas += event.delta;
    expect(deltas).toBe(maskEmails(REPLY));
    expect((await stream.finalResponse()).output_text).toBe(maskEmails(REPLY));
  });

  it("legacy Completions: prompt and choices masked, plain and streamed", async () => {
    const client = new OpenAI({ baseURL: `${url}/v1`, apiKey: "k", maxRetries: 0 });
    const reply = await client.completions.create({ model: "m", prompt: "Ask erin@example.com" });
    expect(reply.choices[0]!.text).toBe(maskEmails(REPLY));
    expect((app.seen.at(-1) as Json).prompt).toBe("Ask [EMAIL]");
    let text = "";
    for await (const chunk of await client.completions.create({ model: "m", prompt: "Hi", stream: true }))
      text += chunk.choices[0]?.text ?? "";
    expect(text).toBe(maskEmails(REPLY));
  });

  it("Ollama generate: prompt and response masked", async () => {
    const client = new Ollama({ host: url });
    const reply = await client.generate({ model: "m", stream: false, prompt: "Write to frank@example.com" });
    expect(reply.response).toBe(maskEmails(REPLY));
    expect((app.seen.at(-1) as Json).prompt).toBe("Write to [EMAIL]");
  });
});
