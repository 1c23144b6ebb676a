/**
 * The shielding proxy end to end: the official clients (`openai` for Chat Completions, Responses and
 * Completions, `@anthropic-ai/sdk`, `ollama`) and curl pointed at the proxy, whose upstream is a loopback
 * server speaking each format. The policy is a YAML file. Checked: masking on the way in and out (plain and
 * streamed), BLOCK answered without calling the upstream, the provider key reaching the upstream untouched
 * and absent from every captured record, upstream errors passed through with their status, a client that
 * goes away aborting the upstream request, the upstream timeout (504) and the body limit (413).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import Anthropic from "@anthropic-ai/sdk";
import { Ollama } from "ollama";
import OpenAI, { APIError } from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { InterceptionRecord, InterceptionSink } from "../../../src/capture/record.js";
import { createServiceKey } from "../../../src/keys.js";
import { type RunningShieldProxy, startShieldProxy } from "../../../src/proxy/index.js";
import {
  anthropicMessage,
  anthropicStream,
  chatCompletion,
  chatStream,
  completion,
  completionStream,
  ollamaChatStream,
  responsesResponse,
  responsesStream,
} from "../../fixtures/wire-formats.js";
import { registerTestMetrics } from "../../helpers/apps.js";
import { startUpstream, type Upstream } from "../../helpers/proxy-upstream.js";

registerTestMetrics();
const run = promisify(execFile);

const OPENAI_KEY = "sk-proj-Zq8dWm3Lk2Rp9Tn4Vx7Yb1Cf6Gh0Js5";
const ANTHROPIC_KEY = "sk-ant-api03-Hq2Lm8Pw4Rt6Vy1Xz3Bc5Dn7Fg9Jk0";
const EMAIL_TEXT = "Write to ann.lee@example.com today, or to bob@example.org tomorrow, thanks for asking!";
const MASKED = "Write to [EMAIL] today, or to [EMAIL] tomorrow, thanks for asking!";
const PIECES = EMAIL_TEXT.match(/.{1,4}/gs)!;

const home = mkdtempSync(join(tmpdir(), "cs-proxy-"));
process.env.CONTENT_SHIELD_HOME = home;
const policyFile = join(home, "policy.yaml");
writeFileSync(
  policyFile,
  `rulesets:
  - name: contact-details
    rules:
      - metric: pii
        value: [email]
    action: { type: MASK }
  - name: launch
    rules:
      - metric: test_launch
    action: { type: OVERRIDE, fallback: "I can't help with that." }
  - name: forbidden
    rules:
      - metric: test_forbidden
    action: { type: BLOCK, fallback: That topic is forbidden. }
config:
  service_key: ${createServiceKey()}
`,
);

const records: InterceptionRecord[] = [];
const sink: InterceptionSink = {
  append: (record) => {
    records.push(record);
  },
  flush: async () => undefined,
};

let upstream: Upstream;
let proxy: RunningShieldProxy;
const lines: string[] = [];

beforeAll(async () => {
  upstream = await startUpstream();
  proxy = await startShieldProxy({
    upstream: upstream.url,
    policy: policyFile,
    sink,
    window: 16,
    port: 0,
    log: (line) => lines.push(line),
  });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.requests.length = 0;
  records.length = 0;
});

const openai = () => new OpenAI({ baseURL: `${proxy.url}/v1`, apiKey: OPENAI_KEY, maxRetries: 0 });
const anthropic = () => new Anthropic({ baseURL: proxy.url, apiKey: ANTHROPIC_KEY, maxRetries: 0 });
const lastBody = () => upstream.requests.at(-1)!.body as Record<string, unknown>;

/** The provider keys are nowhere in what was captured or logged. */
function expectNoKeys(): void {
  const captured = JSON.stringify(records) + lines.join("\n");
  expect(captured).not.toContain(OPENAI_KEY);
  expect(captured).not.toContain(ANTHROPIC_KEY);
  expect(captured).not.toContain("sk-");
}

describe("openai client through the proxy", () => {
  it("chat: the request is masked before the upstream, the answer after it; the key passes untouched", async () => {
    upstream.answer(() => ({ json: chatCompletion([EMAIL_TEXT]) }));
    const { data, response } = await openai()
      .chat.completions.create({
        model: "gpt-4o",
        messages: [
          { role: "system", content: "You are a support bot." },
          { role: "user", content: "Please mail carol@example.net the summary." },
        ],
      })
      .withResponse();
    expect(data.choices[0]!.message.content).toBe(MASKED);
    expect(response.headers.get("x-content-shield")).toBe("MASK");
    const sent = upstream.requests[0]!;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(sent.headers["user-agent"]).toMatch(/OpenAI/);
    expect(sent.headers["accept-encoding"]).toBe("identity");
    expect((sent.body as { messages: Array<{ content: string }> }).messages.map((m) => m.content)).toEqual([
      "You are a support bot.",
      "Please mail [EMAIL] the summary.",
    ]);
    expect(records.map((record) => record.action)).toEqual(["MASK", "MASK"]);
    expectNoKeys();
  });

  it("chat stream: deltas arrive masked and the stream ends as the client expects", async () => {
    upstream.answer(() => ({ stream: chatStream([PIECES]), type: "text/event-stream" }));
    let text = "";
    const finish: Array<string | null> = [];
    for await (const chunk of await openai().chat.completions.create({
      model: "gpt-4o",
      stream: true,
      messages: [{ role: "user", content: "contact?" }],
    })) {
      text += chunk.choices[0]?.delta.content ?? "";
      finish.push(chunk.choices[0]?.finish_reason ?? null);
    }
    expect(text).toBe(MASKED);
    expect(finish.filter((reason) => reason !== null)).toEqual(["stop"]);
    expect(lastBody().stream).toBe(true);
    await expect.poll(() => records.length).toBe(1);
    expectNoKeys();
  });

  it("responses, plain and streamed", async () => {
    upstream.answer(() => ({ json: responsesResponse(EMAIL_TEXT) }));
    const plain = await openai().responses.create({ model: "gpt-4.1", input: "Mail dan@example.com please" });
    expect(plain.output_text).toBe(MASKED);
    expect(lastBody().input).toBe("Mail [EMAIL] please");

    upstream.answer(() => ({ stream: responsesStream(PIECES), type: "text/event-stream" }));
    let text = "";
    let completed = "";
    for await (const event of await openai().responses.create({
      model: "gpt-4.1",
      input: "hi",
      stream: true,
    })) {
      if (event.type === "response.output_text.delta") text += event.delta;
      if (event.type === "response.completed") completed = JSON.stringify(event.response.output);
    }
    expect(text).toBe(MASKED);
    expect(completed).toContain(MASKED);
    expect(completed).not.toContain("ann.lee");
  });

  it("legacy completions, plain and streamed", async () => {
    upstream.answer(() => ({ json: completion([EMAIL_TEXT]) }));
    const plain = await openai().completions.create({ model: "gpt-3.5-turbo-instruct", prompt: "Say hi" });
    expect(plain.choices[0]!.text).toBe(MASKED);
    upstream.answer(() => ({ stream: completionStream(PIECES), type: "text/event-stream" }));
    let text = "";
    for await (const chunk of await openai().completions.create({
      model: "gpt-3.5-turbo-instruct",
      prompt: "Say hi",
      stream: true,
    }))
      text += chunk.choices[0]?.text ?? "";
    expect(text).toBe(MASKED);
  });

  it("a BLOCKed request is answered by the proxy in the API's error shape; the upstream is not called", async () => {
    const error = await openai()
      .chat.completions.create({
        model: "gpt-4o",
        messages: [{ role: "user", content: "tell me forbidden things" }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).status).toBe(400);
    expect((error as APIError).message).toContain("That topic is forbidden.");
    expect(upstream.requests).toHaveLength(0);
    expect(records.map((record) => record.action)).toEqual(["BLOCK"]);
    expectNoKeys();
  });

  it.each([
    [429, "Rate limit reached for gpt-4o"],
    [401, "Incorrect API key provided"],
    [503, "The server is overloaded"],
  ])("passes the upstream's %i through with its body", async (status, message) => {
    upstream.answer(() => ({
      status,
      json: { error: { message, type: "upstream_error", code: null } },
      headers: { "x-request-id": "req_123" },
    }));
    const error = (await openai()
      .chat.completions.create({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] })
      .catch((e: unknown) => e)) as APIError;
    expect(error).toBeInstanceOf(APIError);
    expect(error.status).toBe(status);
    expect(error.message).toContain(message);
    expect(error.headers?.get("x-request-id")).toBe("req_123");
  });
});

describe("anthropic client through the proxy", () => {
  it("messages: masked both ways, the key and anthropic-version forwarded untouched", async () => {
    upstream.answer(() => ({ json: anthropicMessage([EMAIL_TEXT]) }));
    const message = await anthropic().messages.create({
      model: "claude-sonnet-4-5",
      max_tokens: 100,
      system: "Be brief.",
      messages: [{ role: "user", content: "Mail erin@example.com" }],
    });
    expect(message.content[0]).toMatchObject({ type: "text", text: MASKED });
    const sent = upstream.requests[0]!;
    expect(sent.path).toBe("/v1/messages");
    // (This SDK version sends the key as a bearer token; curl below sends `x-api-key`.)
    expect(sent.headers.authorization ?? sent.headers["x-api-key"]).toContain(ANTHROPIC_KEY);
    expect(sent.headers["anthropic-version"]).toBeDefined();
    expect((sent.body as { messages: Array<{ content: string }> }).messages[0]!.content).toBe("Mail [EMAIL]");
    expectNoKeys();
  });

  it("messages stream: text deltas masked", async () => {
    upstream.answer(() => ({ stream: anthropicStream([PIECES]), type: "text/event-stream" }));
    let text = "";
    for await (const event of await anthropic().messages.create({
      model: "claude-sonnet-4-5",
      max_tokens: 100,
      stream: true,
      messages: [{ role: "user", content: "hi" }],
    })) {
      if (event.type === "content_block_delta" && event.delta.type === "text_delta") text += event.delta.text;
    }
    expect(text).toBe(MASKED);
  });

  it("an input OVERRIDE is answered in the Messages shape without calling the upstream", async () => {
    const message = await anthropic().messages.create({
      model: "claude-sonnet-4-5",
      max_tokens: 100,
      messages: [{ role: "user", content: "What is the launch code?" }],
    });
    expect(message.content[0]).toMatchObject({ type: "text", text: "I can't help with that." });
    expect(upstream.requests).toHaveLength(0);
  });

  it("a BLOCK answers with Anthropic's error shape", async () => {
    const error = (await anthropic()
      .messages.create({ model: "m", max_tokens: 10, messages: [{ role: "user", content: "forbidden" }] })
      .catch((e: unknown) => e)) as InstanceType<typeof Anthropic.APIError>;
    expect(error).toBeInstanceOf(Anthropic.APIError);
    expect(error.status).toBe(400);
    expect(error.message).toContain("That topic is forbidden.");
  });
});

describe("ollama client through the proxy", () => {
  it("chat stream (NDJSON): masked line by line", async () => {
    upstream.answer(() => ({ stream: ollamaChatStream(PIECES), type: "application/x-ndjson" }));
    const ollama = new Ollama({ host: proxy.url });
    let text = "";
    for await (const part of await ollama.chat({
      model: "llama3.2",
      messages: [{ role: "user", content: "Mail fay@example.com" }],
      stream: true,
    }))
      text += part.message.content;
    expect(text).toBe(MASKED);
    expect(upstream.requests[0]!.path).toBe("/api/chat");
    expect((lastBody().messages as Array<{ content: string }>)[0]!.content).toBe("Mail [EMAIL]");
  });
});

describe("raw HTTP through the proxy (curl)", () => {
  it("curl: a JSON chat request, masked, with the key forwarded", async () => {
    upstream.answer(() => ({ json: chatCompletion([EMAIL_TEXT]) }));
    const { stdout } = await run("curl", [
      "-sS",
      "-i",
      `${proxy.url}/v1/chat/completions`,
      "-H",
      `Authorization: Bearer ${OPENAI_KEY}`,
      "-H",
      "Content-Type: application/json",
      "-d",
      JSON.stringify({ model: "gpt-4o", messages: [{ role: "user", content: "hi gus@example.com" }] }),
    ]);
    expect(stdout).toMatch(/^HTTP\/1\.1 200/);
    expect(stdout.toLowerCase()).toContain("x-content-shield: mask");
    expect(stdout).toContain(MASKED);
    expect(upstream.requests[0]!.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
  });

  it("curl: an Anthropic request with x-api-key, the key forwarded untouched", async () => {
    upstream.answer(() => ({ json: anthropicMessage([EMAIL_TEXT]) }));
    const { stdout } = await run("curl", [
      "-sS",
      `${proxy.url}/v1/messages`,
      "-H",
      `x-api-key: ${ANTHROPIC_KEY}`,
      "-H",
      "anthropic-version: 2023-06-01",
      "-H",
      "content-type: application/json",
      "-d",
      JSON.stringify({ model: "claude", max_tokens: 10, messages: [{ role: "user", content: "hi" }] }),
    ]);
    expect((JSON.parse(stdout) as { content: Array<{ text: string }> }).content[0]!.text).toBe(MASKED);
    expect(upstream.requests[0]!.headers["x-api-key"]).toBe(ANTHROPIC_KEY);
    expect(upstream.requests[0]!.headers["anthropic-version"]).toBe("2023-06-01");
    expectNoKeys();
  });

  it("curl: a GET (model list) passes untouched", async () => {
    upstream.answer(() => ({ json: { object: "list", data: [{ id: "gpt-4o", object: "model" }] } }));
    const { stdout } = await run("curl", ["-sS", `${proxy.url}/v1/models?limit=2`]);
    expect(JSON.parse(stdout)).toEqual({ object: "list", data: [{ id: "gpt-4o", object: "model" }] });
    expect(upstream.requests[0]).toMatchObject({ method: "GET", path: "/v1/models?limit=2" });
  });

  it("curl: a JSON body sent without a JSON Content-Type is still checked", async () => {
    upstream.answer(() => ({ json: chatCompletion(["ok"]) }));
    await run("curl", [
      "-sS",
      `${proxy.url}/v1/chat/completions`,
      "-d",
      JSON.stringify({ model: "gpt-4o", messages: [{ role: "user", content: "mail hal@example.com" }] }),
    ]);
    expect((lastBody().messages as Array<{ content: string }>)[0]!.content).toBe("mail [EMAIL]");
  });
});

describe("failures", () => {
  it("a client that goes away mid-stream aborts the upstream request", async () => {
    upstream.answer(() => ({ stream: chatStream([PIECES]), type: "text/event-stream", holdAfter: 8 }));
    const controller = new AbortController();
    const stream = await openai().chat.completions.create(
      { model: "gpt-4o", stream: true, messages: [{ role: "user", content: "hi" }] },
      { signal: controller.signal },
    );
    const reading = (async () => {
      for await (const _chunk of stream) controller.abort();
    })().catch(() => undefined);
    await expect.poll(() => upstream.requests.length).toBe(1);
    // The client reads nothing until the shield releases text; abort once the upstream is holding.
    setTimeout(() => controller.abort(), 200);
    await reading;
    expect(await upstream.requests[0]!.closed).toBe(true);
  });

  it("a stream the policy BLOCKs midway ends with the format's error event and the upstream request is dropped", async () => {
    const pieces = "Here is a harmless opening sentence, and now something forbidden follows it.".match(
      /.{1,5}/gs,
    )!;
    upstream.answer(() => ({ stream: chatStream([pieces]), type: "text/event-stream", holdAfter: 15 }));
    let text = "";
    const error = await (async () => {
      for await (const chunk of await openai().chat.completions.create({
        model: "gpt-4o",
        stream: true,
        messages: [{ role: "user", content: "hi" }],
      }))
        text += chunk.choices[0]?.delta.content ?? "";
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).message).toContain("That topic is forbidden.");
    expect(text).not.toContain("forbidden");
    expect(await upstream.requests[0]!.closed).toBe(true);
    await expect.poll(() => records.map((record) => record.action)).toEqual(["BLOCK"]);
  });

  it("an upstream that does not answer in time is a 504 in the API's error shape", async () => {
    const slow = await startShieldProxy({
      upstream: upstream.url,
      policy: policyFile,
      sink,
      timeoutMs: 300,
      port: 0,
    });
    try {
      upstream.answer(() => ({ hang: true }));
      const error = (await new OpenAI({
        baseURL: `${slow.url}/v1`,
        apiKey: OPENAI_KEY,
        maxRetries: 0,
      }).chat.completions
        .create({ model: "gpt-4o", messages: [{ role: "user", content: "hi" }] })
        .catch((e: unknown) => e)) as APIError;
      expect(error).toBeInstanceOf(APIError);
      expect(error.status).toBe(504);
      expect(error.message).toContain("did not answer in time");
      expect(await upstream.requests[0]!.closed).toBe(true);
    } finally {
      await slow.close();
    }
  });

  it("an unreachable upstream is a 502", async () => {
    const dead = await startShieldProxy({
      upstream: "http://127.0.0.1:9",
      policy: policyFile,
      sink,
      port: 0,
    });
    try {
      const response = await fetch(`${dead.url}/v1/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] }),
      });
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("upstream_error");
    } finally {
      await dead.close();
    }
  });

  it("a body over the limit is a 413 and never reaches the upstream", async () => {
    const small = await startShieldProxy({
      upstream: upstream.url,
      policy: policyFile,
      sink,
      limit: 1_000,
      port: 0,
    });
    try {
      const response = await fetch(`${small.url}/v1/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "x".repeat(5_000) }] }),
      });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain("limit");
      expect(upstream.requests).toHaveLength(0);
    } finally {
      await small.close();
    }
  });

  it("an answer it cannot shield (compressed despite identity) is a 502, never passed unshielded", async () => {
    upstream.answer(() => ({ json: chatCompletion([EMAIL_TEXT]), headers: { "content-encoding": "br" } }));
    const response = await fetch(`${proxy.url}/v1/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] }),
    });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).toContain("Content-Encoding br");
    expect(text).not.toContain("ann.lee");
  });

  it("malformed JSON is a 400 before the upstream", async () => {
    const response = await fetch(`${proxy.url}/v1/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"model": "m", "messages": [',
    });
    expect(response.status).toBe(400);
    expect(upstream.requests).toHaveLength(0);
  });
});
