/** The official `openai` client against shielded Express and Koa apps: replies, refusals and stream errors keep the SDK working. */
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import OpenAI, { APIError, BadRequestError } from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceKey } from "../../src/keys.js";
import type { RuleSet } from "../../src/schema.js";
import { buildApp, chatCompletion, chatSse, FLAVORS, registerTestMetrics } from "../helpers/apps.js";

registerTestMetrics();
beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-adapters-openai-"));
});

const RULESETS: RuleSet[] = [
  { rules: [{ metric: "pii", value: ["email", "phone_number"] }], action: { type: "MASK" } },
  { rules: [{ metric: "test_launch" }], action: { type: "OVERRIDE", fallback: "I can't help with that." } },
  { rules: [{ metric: "test_forbidden" }], action: { type: "BLOCK", message: "That topic is forbidden." } },
];
const TAIL = " Thanks for asking, and have a wonderful day with many more questions to come!";

describe.each(FLAVORS)("%s with the openai client", (flavor) => {
  let server: http.Server;
  let client: OpenAI;
  beforeAll(async () => {
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/v1/chat/completions",
          shield: { rulesets: RULESETS, config: { service_key: createServiceKey() }, window: 40 },
          handler: (body) => {
            const { messages, stream } = body as { messages: Array<{ content: string }>; stream?: boolean };
            const question = messages.at(-1)!.content;
            const reply =
              question === "stream override"
                ? `Here is a harmless opening sentence for you. The launch code is 0000.${TAIL}`
                : question === "stream block"
                  ? `Here is a harmless opening sentence for you. Something forbidden follows.${TAIL}`
                  : `Write to ann.lee@example.com or call +1 415 555 0100.${TAIL}`;
            if (!stream) return { json: chatCompletion(reply) };
            return { stream: chatSse(reply.match(/.{1,5}/gs)!), type: "sse" };
          },
        },
      ],
    });
    server = http.createServer(app.listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    client = new OpenAI({
      baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      apiKey: "x",
      maxRetries: 0,
    });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const ask = (content: string) => ({ model: "test-model", messages: [{ role: "user" as const, content }] });

  it("receives a masked chat.completion", async () => {
    const completion = await client.chat.completions.create(ask("contact?"));
    expect(completion.choices[0]!.message.content).toBe(`Write to [EMAIL] or call [PHONE_NUMBER].${TAIL}`);
    expect(completion.usage?.total_tokens).toBe(12);
  });

  it("receives a masked stream, chunk by chunk", async () => {
    let text = "";
    const finish: Array<string | null> = [];
    for await (const chunk of await client.chat.completions.create({ ...ask("contact?"), stream: true })) {
      text += chunk.choices[0]?.delta.content ?? "";
      finish.push(chunk.choices[0]?.finish_reason ?? null);
    }
    expect(text).toBe(`Write to [EMAIL] or call [PHONE_NUMBER].${TAIL}`);
    expect(finish.at(-1)).toBe("stop");
  });

  it("raises BadRequestError with the ruleset's message on an input BLOCK", async () => {
    const error = await client.chat.completions.create(ask("a forbidden question")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).status).toBe(400);
    expect((error as BadRequestError).message).toContain("That topic is forbidden.");
    expect((error as BadRequestError).code).toBe("SHIELD_BLOCKED");
  });

  it("ends a stream with the fallback and finish_reason content_filter on an OVERRIDE mid-stream", async () => {
    let text = "";
    let finish: string | null = null;
    for await (const chunk of await client.chat.completions.create({
      ...ask("stream override"),
      stream: true,
    })) {
      text += chunk.choices[0]?.delta.content ?? "";
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    expect(text).not.toContain("0000");
    // The fallback starts a new paragraph after what was released.
    expect(text.endsWith("\n\nI can't help with that.")).toBe(true);
    // What was released before the stop is an untouched prefix of the reply, ending before the trigger.
    const released = text.slice(0, -"\n\nI can't help with that.".length);
    expect(released.length).toBeGreaterThan(0);
    expect("Here is a harmless opening sentence for you. The launch".startsWith(released)).toBe(true);
    expect(finish).toBe("content_filter");
  });

  it("raises APIError from the stream on a BLOCK mid-stream", async () => {
    let text = "";
    const run = async () => {
      for await (const chunk of await client.chat.completions.create({
        ...ask("stream block"),
        stream: true,
      })) {
        text += chunk.choices[0]?.delta.content ?? "";
      }
    };
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).message).toContain("That topic is forbidden.");
    expect(text).not.toContain("forbidden");
  });
});
