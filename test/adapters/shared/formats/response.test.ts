/**
 * Response bodies of every format (written from the APIs' references): recognition, the generated texts
 * with their paths and answers (`n > 1` choices, output items), what is skipped, and writing back.
 */
import { describe, expect, it } from "vitest";
import {
  applyResponseTexts,
  detectResponseFormat,
  errorPayload,
  extractResponseTexts,
  groups,
  streamContentType,
} from "../../../../adapters/shared/formats/index.js";
import {
  anthropicMessage,
  chatCompletion,
  completion,
  ollamaChat,
  ollamaGenerate,
  responsesResponse,
} from "../../../fixtures/wire-formats.js";

describe("recognition", () => {
  it.each([
    [chatCompletion(["a"]), "openai-chat"],
    [completion(["a"]), "openai-completions"],
    [responsesResponse("a"), "openai-responses"],
    [anthropicMessage(["a"]), "anthropic-messages"],
    [ollamaChat("a"), "ollama-chat"],
    [ollamaGenerate("a"), "ollama-generate"],
    [{ output: "a" }, "shield-json"],
    ["a", "text"],
    [{ result: "a" }, undefined],
  ])("%#: %s", (body, format) => {
    expect(detectResponseFormat(body)).toBe(format);
  });

  it("uses the request's format as a hint where the shape alone is not enough", () => {
    expect(detectResponseFormat({ message: { role: "assistant", content: "x" } })).toBeUndefined();
    expect(detectResponseFormat({ message: { role: "assistant", content: "x" } }, "ollama-chat")).toBe(
      "ollama-chat",
    );
    expect(detectResponseFormat({ output: ["x"] }, "shield-json")).toBeUndefined();
  });
});

describe("generated texts", () => {
  it("reads every choice of an n > 1 chat completion, refusals and tool-call arguments, grouped by choice", () => {
    const body = chatCompletion(["first", "second"], { name: "f", arguments: '{"a":1}' });
    (body.choices[1]!.message as Record<string, unknown>).refusal = "I can't do that";
    const extraction = extractResponseTexts(body);
    expect(extraction.texts.map((t) => [t.path, t.group, t.text])).toEqual([
      ["choices[0].message.content", 0, "first"],
      ["choices[0].message.tool_calls[0].function.arguments", 0, '{"a":1}'],
      ["choices[1].message.content", 1, "second"],
      ["choices[1].message.refusal", 1, "I can't do that"],
    ]);
    expect(groups(extraction).map((group) => group.map((t) => t.text))).toEqual([
      ["first", '{"a":1}'],
      ["second", "I can't do that"],
    ]);
    expect(extraction.texts.every((t) => t.slot === "output" && t.role === "assistant")).toBe(true);
  });

  it("reads legacy completion choices, Responses output items, Anthropic text blocks, Ollama answers", () => {
    const paths = (body: unknown) => extractResponseTexts(body).texts.map((t) => t.path);
    expect(paths(completion(["a", "b"]))).toEqual(["choices[0].text", "choices[1].text"]);
    expect(paths(responsesResponse("a", { name: "f", arguments: "{}" }))).toEqual([
      "output[0].content[0].text",
      "output[1].arguments",
    ]);
    expect(paths(ollamaChat("a"))).toEqual(["message.content"]);
    expect(paths(ollamaGenerate("a"))).toEqual(["response"]);
    expect(paths({ output: "a" })).toEqual(["output"]);
    const anthropic = extractResponseTexts(anthropicMessage(["a", "b"], { name: "t", input: { q: "x" } }));
    expect(anthropic.texts.map((t) => t.path)).toEqual(["content[0].text", "content[1].text"]);
    expect(anthropic.skipped).toEqual([
      { path: "content[2]", kind: "tool_use block (its input is an object)" },
    ]);
  });

  it("reads the transcript of an audio answer", () => {
    const body = chatCompletion([""]);
    (body.choices[0]!.message as Record<string, unknown>).content = null;
    (body.choices[0]!.message as Record<string, unknown>).audio = {
      id: "audio_1",
      data: "UklGR",
      expires_at: 1,
      transcript: "Hello there",
    };
    expect(extractResponseTexts(body).texts.map((t) => [t.path, t.text])).toEqual([
      ["choices[0].message.audio.transcript", "Hello there"],
    ]);
  });

  it("leaves Anthropic thinking blocks alone (they are signed)", () => {
    const body = {
      ...anthropicMessage(["answer"]),
      content: [
        { type: "thinking", thinking: "let me think", signature: "sig" },
        { type: "text", text: "answer" },
      ],
    };
    const extraction = extractResponseTexts(body);
    expect(extraction.texts.map((t) => t.path)).toEqual(["content[1].text"]);
    expect(extraction.skipped).toEqual([{ path: "content[0]", kind: "thinking block (signed)" }]);
  });

  it("says `not evaluated` for a response without generated text", () => {
    const empty = extractResponseTexts(chatCompletion([""], { name: "f", arguments: "" }));
    expect(empty.notEvaluated).toBe("not evaluated: the response carries no generated text");
    expect(extractResponseTexts({ result: 1 }).notEvaluated).toBe(
      "not evaluated: the body is none of the known response formats",
    );
  });
});

describe("writing back", () => {
  it("replaces exactly the targeted texts of every choice, keeping types and other fields", () => {
    const body = chatCompletion(["one", "two", "three"]);
    const extraction = extractResponseTexts(body);
    const out = applyResponseTexts(body, extraction, ["ONE", undefined, "THREE"]) as typeof body;
    expect(out.choices.map((c) => c.message.content)).toEqual(["ONE", "two", "THREE"]);
    expect({ ...out, choices: [] }).toEqual({ ...body, choices: [] });
    expect(out.choices[0]!.message.refusal).toBeNull();
    expect(body.choices[0]!.message.content).toBe("one");
  });

  it("writes a plain-text response whole", () => {
    const extraction = extractResponseTexts("reply");
    expect(applyResponseTexts("reply", extraction, ["REPLY"])).toBe("REPLY");
  });
});

describe("format details for the adapters", () => {
  it("names each format's stream media type and error body", () => {
    expect(streamContentType("ollama-chat")).toBe("application/x-ndjson");
    expect(streamContentType("anthropic-messages")).toBe("text/event-stream");
    expect(errorPayload("anthropic-messages", "no")).toEqual({
      type: "error",
      error: { type: "invalid_request_error", message: "no" },
    });
    expect(errorPayload("ollama-generate", "no")).toEqual({ error: "no" });
    expect(errorPayload("openai-responses", "no", { inStream: true })).toEqual({
      type: "error",
      code: "content_blocked",
      message: "no",
      param: null,
    });
    expect(errorPayload("openai-chat", "no")).toEqual({
      error: { message: "no", type: "invalid_request_error", param: null, code: "content_blocked" },
    });
  });
});
