/**
 * Request bodies sent raw, in every shape: recognition by shape and path, the roles option and its
 * located errors, the per-request text budget (a typed 413 error), malformed and half-understood bodies,
 * and writing final texts back in place.
 */
import { describe, expect, it } from "vitest";
import {
  applyRequestTexts,
  contextTexts,
  detectRequestFormat,
  type Extraction,
  extractRequestTexts,
  parseCheckOptions,
  TextBudgetError,
  toPayload,
  wantsStream,
} from "../../../../adapters/shared/formats/index.js";
import { ConfigError, PayloadError, ShieldError } from "../../../../src/errors.js";

function rows(extraction: Extraction): string[][] {
  return extraction.texts.map((t) => [t.path, t.role, t.slot, t.text]);
}

const CHAT = {
  model: "gpt-4o",
  messages: [
    { role: "system", content: "sys" },
    { role: "user", content: "first" },
    { role: "assistant", content: "reply" },
    { role: "function", name: "f", content: "fn result" },
    { role: "user", content: "latest" },
  ],
};

describe("recognition", () => {
  it.each([
    [CHAT, undefined, "openai-chat"],
    [CHAT, "/v1/chat/completions", "openai-chat"],
    [CHAT, "/api/chat", "ollama-chat"],
    [CHAT, "/v1/messages?beta=true", "anthropic-messages"],
    [{ ...CHAT, system: "s" }, undefined, "anthropic-messages"],
    [{ ...CHAT, options: { temperature: 0 } }, undefined, "ollama-chat"],
    [{ model: "m", input: "hi" }, undefined, "openai-responses"],
    [{ input: [{ role: "user", content: "hi" }] }, undefined, "openai-responses"],
    [{ input: "hi" }, "/v1/responses", "openai-responses"],
    [{ input: "hi" }, undefined, "shield-json"],
    [{ prompt: "hi" }, undefined, "openai-completions"],
    [{ prompt: "hi", system: "s" }, undefined, "ollama-generate"],
    [{ prompt: "hi" }, "/api/generate", "ollama-generate"],
    [{ prompt: "hi", options: {} }, "/v1/completions", "openai-completions"],
    ["plain text", undefined, "text"],
    [{ question: "hi" }, undefined, undefined],
    [null, undefined, undefined],
    [42, "/v1/chat/completions", undefined],
  ])("%j at %s is %s", (body, path, format) => {
    expect(detectRequestFormat(body, path)).toBe(format);
  });

  it("knows when a request asks for a stream (Ollama streams unless told not to)", () => {
    expect(wantsStream("openai-chat", { stream: true })).toBe(true);
    expect(wantsStream("openai-chat", {})).toBe(false);
    expect(wantsStream("ollama-chat", {})).toBe(true);
    expect(wantsStream("ollama-generate", { stream: false })).toBe(false);
    expect(wantsStream("text", "stream")).toBe(false);
  });
});

describe("roles", () => {
  it("checks every role but assistant by default; OpenAI's function role is tool", () => {
    const extraction = extractRequestTexts(CHAT);
    expect(rows(extraction)).toEqual([
      ["messages[0].content", "system", "context", "sys"],
      ["messages[1].content", "user", "context", "first"],
      ["messages[3].content", "tool", "context", "fn result"],
      ["messages[4].content", "user", "input", "latest"],
    ]);
    expect(toPayload(extraction)).toEqual({ input: "latest", contexts: ["sys", "first", "fn result"] });
    expect(contextTexts(extraction).map((t) => t.path)).toEqual([
      "messages[0].content",
      "messages[1].content",
      "messages[3].content",
    ]);
  });

  it("leaves out the roles an app trusts", () => {
    const extraction = extractRequestTexts(CHAT, undefined, {
      check: parseCheckOptions({ roles: ["user", "tool"] }),
    });
    expect(extraction.texts.map((t) => t.path)).toEqual([
      "messages[1].content",
      "messages[3].content",
      "messages[4].content",
    ]);
    expect(extraction.ignored.map((t) => t.role)).toEqual(["system", "assistant"]);
  });

  it("has no input when user texts are not checked, and says why nothing was evaluated", () => {
    const tools = extractRequestTexts(CHAT, undefined, { check: parseCheckOptions({ roles: ["tool"] }) });
    expect(rows(tools)).toEqual([["messages[3].content", "tool", "context", "fn result"]]);
    const none = extractRequestTexts({ messages: [{ role: "assistant", content: "x" }] });
    expect(none.texts).toEqual([]);
    expect(none.notEvaluated).toMatch(
      /not evaluated: every text belongs to a role the `check.roles` option leaves out/,
    );
  });

  it("rejects bad options with located, typed errors", () => {
    const attempt = (value: unknown) => {
      try {
        parseCheckOptions(value);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).issues.map((issue) => `${issue.at}: ${issue.message}`);
      }
      throw new Error("accepted");
    };
    expect(attempt({ roles: ["user", "admin"], budgte: 3 })).toEqual([
      "check.budgte: is not an option; allowed: roles, budget",
      'check.roles[1]: is "admin"; allowed: system, developer, user, assistant, tool (OpenAI\'s "function" role is "tool")',
    ]);
    expect(attempt({ roles: [] })).toEqual([
      "check.roles: must be a non-empty array of roles (system, developer, user, assistant, tool)",
    ]);
    expect(attempt({ budget: 0 })).toEqual(["check.budget: must be a positive whole number of characters"]);
    expect(attempt("user")).toEqual(['check: must be an object like { roles: ["user", "tool"] }']);
    expect(parseCheckOptions({ roles: ["assistant"], budget: 10 })).toEqual({
      roles: new Set(["assistant"]),
      budget: 10,
    });
  });
});

describe("text budget", () => {
  const conversation = {
    messages: Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 === 0 ? "user" : "assistant",
      content: "x".repeat(1_000),
    })),
  };

  it("throws a typed 413 error past the budget, counting the checked texts of all messages", () => {
    const check = parseCheckOptions({ budget: 9_999 });
    let caught: unknown;
    try {
      extractRequestTexts(conversation, undefined, { check });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TextBudgetError);
    expect(caught).toBeInstanceOf(PayloadError);
    expect(caught).toBeInstanceOf(ShieldError);
    const error = caught as TextBudgetError;
    expect([error.status, error.total, error.limit, error.code]).toEqual([
      413,
      10_000,
      9_999,
      "PAYLOAD_INVALID",
    ]);
    expect(error.message).toBe(
      "body: carries 10000 characters of text to check; the limit is 9999 per request (the `check.budget` option).",
    );
  });

  it("accepts a conversation at the budget; texts not checked do not count", () => {
    expect(
      extractRequestTexts(conversation, undefined, { check: parseCheckOptions({ budget: 10_000 }) }).texts,
    ).toHaveLength(10);
  });
});

describe("malformed and half-understood bodies", () => {
  it("checks what it understood and reports what it skipped", () => {
    const extraction = extractRequestTexts({
      messages: [
        42,
        { role: "user", content: { weird: true } },
        {
          role: "user",
          content: [{ type: "custom_note", text: "a note" }, { type: "sticker", id: 3 }, null, "bare string"],
        },
        { role: "user", content: "the question" },
      ],
    });
    expect(rows(extraction)).toEqual([
      ["messages[2].content[0].text", "user", "context", "a note"],
      ["messages[2].content[3]", "user", "context", "bare string"],
      ["messages[3].content", "user", "input", "the question"],
    ]);
    expect(extraction.skipped).toEqual([
      { path: "messages[0]", kind: "unreadable message" },
      { path: "messages[1].content", kind: "unreadable content" },
      { path: "messages[2].content[1]", kind: "unknown part (sticker)" },
      { path: "messages[2].content[2]", kind: "unreadable part" },
    ]);
    expect(extraction.notEvaluated).toBeUndefined();
  });

  it("passes a body with no readable text, saying why", () => {
    expect(
      extractRequestTexts({
        messages: [{ role: "user", content: [{ type: "image_url", image_url: { url: "x" } }] }],
      }).notEvaluated,
    ).toBe("not evaluated: no readable text (skipped: messages[0].content[0] (image_url part))");
    expect(extractRequestTexts({ question: "hi" }).notEvaluated).toBe(
      "not evaluated: the body is none of the known request formats",
    );
    expect(extractRequestTexts({ messages: [] }).notEvaluated).toBe(
      "not evaluated: the body carries no text",
    );
    expect(extractRequestTexts({ messages: [{ role: "user", content: "" }] }).texts).toEqual([]);
  });

  it("reads tool results one level deep, so deeply nested user JSON is not recursed into", () => {
    let content: unknown = [{ type: "text", text: "deep" }];
    for (let i = 0; i < 100_000; i++) content = [{ type: "tool_result", tool_use_id: "t", content }];
    const body = {
      system: "s",
      messages: [
        { role: "user", content },
        { role: "user", content: "q" },
      ],
    };
    const extraction = extractRequestTexts(body);
    expect(rows(extraction)).toEqual([
      ["system", "system", "context", "s"],
      ["messages[1].content", "user", "input", "q"],
    ]);
    expect(extraction.skipped).toEqual([
      { path: "messages[0].content[0].content[0]", kind: "nested tool_result" },
    ]);
  });

  it("reads Responses items of every kind it knows and skips the others", () => {
    const extraction = extractRequestTexts(
      {
        model: "m",
        input: [
          { type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: "thinking aloud" }] },
          { type: "custom_tool_call_output", call_id: "c", output: "custom out" },
          { type: "function_call_output", call_id: "d", output: [{ type: "input_text", text: "array out" }] },
          { type: "item_reference", id: "msg_1" },
          {
            type: "message",
            role: "user",
            content: [
              { type: "input_file", file_id: "f" },
              { type: "input_text", text: "q" },
            ],
          },
        ],
      },
      undefined,
      { check: parseCheckOptions({ roles: ["user", "tool", "assistant"] }) },
    );
    expect(rows(extraction)).toEqual([
      ["input[0].summary[0].text", "assistant", "output", "thinking aloud"],
      ["input[1].output", "tool", "context", "custom out"],
      ["input[2].output[0].text", "tool", "context", "array out"],
      ["input[4].content[1].text", "user", "input", "q"],
    ]);
    expect(extraction.skipped.map((s) => s.kind)).toEqual(["item_reference item", "input_file part"]);
  });

  it("reads {input, contexts} JSON and plain text", () => {
    expect(rows(extractRequestTexts({ input: "q", contexts: ["doc one", 7, "doc two"] }))).toEqual([
      ["input", "user", "input", "q"],
      ["contexts[0]", "tool", "context", "doc one"],
      ["contexts[2]", "tool", "context", "doc two"],
    ]);
    expect(rows(extractRequestTexts("just text"))).toEqual([["", "user", "input", "just text"]]);
  });
});

describe("writing back", () => {
  it("replaces each checked text in place, keeps every other field and leaves the original alone", () => {
    const body = {
      model: "claude",
      max_tokens: 5,
      system: [{ type: "text", text: "sys a@b.co", cache_control: { type: "ephemeral" } }],
      messages: [
        {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: "t", content: "tool c@d.co", is_error: false }],
        },
        { role: "user", content: "mail e@f.co" },
      ],
    };
    const snapshot = structuredClone(body);
    const extraction = extractRequestTexts(body, "/v1/messages");
    const out = applyRequestTexts(body, extraction, {
      input: { text: "mail [EMAIL]" },
      contexts: [{ text: "sys [EMAIL]" }, { text: "tool [EMAIL]" }],
    });
    expect(body).toEqual(snapshot);
    expect(out).toEqual({
      ...snapshot,
      system: [{ type: "text", text: "sys [EMAIL]", cache_control: { type: "ephemeral" } }],
      messages: [
        {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: "t", content: "tool [EMAIL]", is_error: false }],
        },
        { role: "user", content: "mail [EMAIL]" },
      ],
    });
    expect(Object.keys(out as object)).toEqual(Object.keys(snapshot));
  });

  it("keeps texts the decision leaves out and returns the final text for a plain-text body", () => {
    const extraction = extractRequestTexts(CHAT);
    expect(applyRequestTexts(CHAT, extraction, { input: { text: "LATEST" } })).toEqual({
      ...CHAT,
      messages: CHAT.messages.map((m, i) => (i === 4 ? { ...m, content: "LATEST" } : m)),
    });
    expect(applyRequestTexts("hello", extractRequestTexts("hello"), { input: { text: "HELLO" } })).toBe(
      "HELLO",
    );
  });
});
