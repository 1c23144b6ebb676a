/** The runnable examples: each server starts, answers the official `openai` client, and shields its replies. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startExpressChat } from "../../examples/express-chat.js";
import { startKoaChat } from "../../examples/koa-chat.js";
import { ask } from "../../examples/openai-client.js";

beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-adapters-examples-"));
});

describe.each([
  ["express", startExpressChat],
  ["koa", startKoaChat],
] as const)("%s example", (_name, start) => {
  let shielded: RunningServer;
  let plain: RunningServer;
  beforeAll(async () => {
    shielded = await start({ delayMs: 0 });
    plain = await start({ delayMs: 0, shield: false });
  });
  afterAll(async () => {
    await shielded.close();
    await plain.close();
  });

  it("masks PII in a non-streamed reply received by the openai client", async () => {
    expect(await ask({ baseURL: plain.baseURL, message: "How do I contact support?" })).toContain(
      "jane.doe@example.com",
    );
    const reply = await ask({ baseURL: shielded.baseURL, message: "How do I contact support?" });
    expect(reply).toBe(
      "You can reach our support lead, Jane Doe, at [EMAIL] or [PHONE_NUMBER], Monday to Friday.",
    );
  });

  it("masks PII in a streamed reply received by the openai client", async () => {
    const reply = await ask({
      baseURL: shielded.baseURL,
      message: "Where does my order ship?",
      stream: true,
    });
    expect(reply).toContain("[ADDRESS]");
    expect(reply).not.toContain("Baker Street");
    expect(reply.startsWith("Your order #4411 ships on Monday to ")).toBe(true);
  });

  it("streams a long reply past the hold-back window with the email masked", async () => {
    const reply = await ask({ baseURL: shielded.baseURL, message: "Explain how it works", stream: true });
    expect(reply.startsWith("Content Shield sits between your users and the model.")).toBe(true);
    expect(reply).toContain("Personal data such as [EMAIL] is masked");
    expect(reply.endsWith("nothing slips through between chunks.")).toBe(true);
  });

  it("answers an off-limits question with the fallback, streamed or not", async () => {
    expect(await ask({ baseURL: shielded.baseURL, message: "What is on the internal roadmap?" })).toBe(
      "Sorry, I can't discuss that.",
    );
    expect(
      await ask({ baseURL: shielded.baseURL, message: "What is on the internal roadmap?", stream: true }),
    ).toBe("Sorry, I can't discuss that.");
  });

  it("keeps the chat.completion shape: only the content differs from the unshielded reply", async () => {
    const client = (baseURL: string) => new OpenAI({ baseURL, apiKey: "x", maxRetries: 0 });
    const request = {
      model: "scripted-1",
      messages: [{ role: "user" as const, content: "contact support?" }],
    };
    const a = await client(plain.baseURL).chat.completions.create(request).withResponse();
    const b = await client(shielded.baseURL).chat.completions.create(request).withResponse();
    const strip = (c: typeof a.data) => ({
      ...c,
      id: "",
      created: 0,
      choices: c.choices.map((x) => ({ ...x, message: { ...x.message, content: "" } })),
    });
    expect(strip(b.data)).toEqual(strip(a.data));
    expect(b.response.headers.get("x-content-shield")).toBe("MASK");
    expect(b.response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});
