/**
 * Properties of reading and rewriting, over generated bodies of every request format and the response
 * formats: writing every text back as it was returns a deep-equal body (same keys, same order); writing
 * some texts changes exactly those strings and nothing else.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyTexts,
  extractRequestTexts,
  extractResponseTexts,
  parseCheckOptions,
} from "../../../../adapters/shared/formats/index.js";
import {
  anthropicMessage,
  chatCompletion,
  completion,
  ollamaChat,
  responsesResponse,
} from "../../../fixtures/wire-formats.js";

const ALL_ROLES = parseCheckOptions({ roles: ["system", "developer", "user", "assistant", "tool"] });

/** Every string leaf of a JSON value, by path. */
function leaves(value: unknown, path = "$", out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") out.set(path, value);
  else if (Array.isArray(value))
    value.forEach((item, i) => {
      leaves(item, `${path}[${i}]`, out);
    });
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) leaves(item, `${path}.${key}`, out);
  return out;
}

const text = fc.string({ minLength: 1, maxLength: 20 });
const image = fc.constant({ type: "image_url", image_url: { url: "data:image/png;base64,AAAA" } });
const chatPart = fc.oneof(
  text.map((t) => ({ type: "text", text: t })),
  image,
);
const chatContent = fc.oneof(text, fc.array(chatPart, { minLength: 1, maxLength: 3 }));
const chatMessage = fc.oneof(
  fc.record({
    role: fc.constantFrom("system", "developer", "user", "assistant", "tool"),
    content: chatContent,
  }),
  fc.record({
    role: fc.constant("assistant"),
    content: fc.constant(null),
    tool_calls: fc.array(
      fc.record({
        id: text,
        type: fc.constant("function"),
        function: fc.record({ name: text, arguments: text }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  }),
);
const anthropicBlock = fc.oneof(
  text.map((t) => ({ type: "text", text: t })),
  fc.record({
    type: fc.constant("tool_result"),
    tool_use_id: text,
    content: fc.oneof(
      text,
      fc.array(
        text.map((t) => ({ type: "text", text: t })),
        { maxLength: 2 },
      ),
    ),
  }),
  fc.record({
    type: fc.constant("tool_use"),
    id: text,
    name: text,
    input: fc.dictionary(fc.stringMatching(/^[a-z]{1,5}$/), text, { maxKeys: 2 }),
  }),
);
const responsesItem = fc.oneof(
  fc.record({ role: fc.constantFrom("user", "developer", "assistant"), content: text }),
  fc.record({
    type: fc.constant("message"),
    role: fc.constant("user"),
    content: fc.array(
      fc.oneof(
        text.map((t) => ({ type: "input_text", text: t })),
        fc.constant({ type: "input_image", image_url: "x" }),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  }),
  fc.record({ type: fc.constant("function_call"), call_id: text, name: text, arguments: text }),
  fc.record({ type: fc.constant("function_call_output"), call_id: text, output: text }),
);

/** Request bodies of every format, each with the path it is sent to. */
const requests = fc.oneof(
  fc
    .record({ model: text, n: fc.nat(4), messages: fc.array(chatMessage, { maxLength: 8 }) })
    .map((b) => [b, "/v1/chat/completions"] as const),
  fc
    .record({
      model: text,
      max_tokens: fc.nat(),
      system: fc.oneof(
        text,
        fc.array(
          text.map((t) => ({ type: "text", text: t })),
          { maxLength: 2 },
        ),
      ),
      messages: fc.array(
        fc.record({
          role: fc.constantFrom("user", "assistant"),
          content: fc.oneof(text, fc.array(anthropicBlock, { maxLength: 3 })),
        }),
        { maxLength: 6 },
      ),
    })
    .map((b) => [b, "/v1/messages"] as const),
  fc
    .record({
      model: text,
      instructions: text,
      input: fc.oneof(text, fc.array(responsesItem, { maxLength: 6 })),
    })
    .map((b) => [b, "/v1/responses"] as const),
  fc
    .record({ model: text, prompt: fc.oneof(text, fc.array(text, { maxLength: 3 })), suffix: text })
    .map((b) => [b, "/v1/completions"] as const),
  fc
    .record({ model: text, system: text, prompt: text, images: fc.array(text, { maxLength: 2 }) })
    .map((b) => [b, "/api/generate"] as const),
  fc
    .record({
      model: text,
      messages: fc.array(
        fc.record({
          role: fc.constantFrom("user", "assistant", "tool"),
          content: text,
          images: fc.array(text, { maxLength: 1 }),
        }),
        { maxLength: 5 },
      ),
    })
    .map((b) => [b, "/api/chat"] as const),
);

const responses = fc.oneof(
  fc
    .array(text, { minLength: 1, maxLength: 3 })
    .map((texts) => chatCompletion(texts, { name: "f", arguments: texts[0]! })),
  fc.array(text, { minLength: 1, maxLength: 3 }).map((texts) => completion(texts)),
  text.map((t) => responsesResponse(t, { name: "f", arguments: t })),
  fc
    .array(text, { minLength: 1, maxLength: 3 })
    .map((texts) => anthropicMessage(texts, { name: "t", input: { a: texts[0]! } })),
  text.map((t) => ollamaChat(t)),
);

describe("rewriting round trips", () => {
  it("writing every request text back unchanged gives a deep-equal body, keys in order", () => {
    fc.assert(
      fc.property(requests, ([body, path]) => {
        const extraction = extractRequestTexts(body, path, { check: ALL_ROLES });
        const out = applyTexts(
          body,
          extraction.texts,
          extraction.texts.map((t) => t.text),
        );
        expect(JSON.stringify(out)).toBe(JSON.stringify(body));
      }),
      { numRuns: 300 },
    );
  });

  it("every string a request carries outside model names, ids and non-text parts is read", () => {
    fc.assert(
      fc.property(requests, ([body, path]) => {
        const extraction = extractRequestTexts(body, path, { check: ALL_ROLES });
        const marked = applyTexts(
          body,
          extraction.texts,
          extraction.texts.map((_, i) => `\u0000${i}`),
        );
        const unread = [...leaves(marked).entries()].filter(
          ([leaf, value]) =>
            !value.startsWith("\u0000") &&
            !/\.(model|type|role|id|call_id|tool_use_id|name|url|image_url|detail)$|\.images\[\d+\]$|\.input\.[^.]+$/.test(
              leaf,
            ),
        );
        expect(unread).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("writing some texts changes exactly those strings, in requests and responses", () => {
    const bodies = fc.oneof(
      requests.map(([body, path]) => [body, extractRequestTexts(body, path, { check: ALL_ROLES })] as const),
      responses.map((body) => [body, extractResponseTexts(body)] as const),
    );
    fc.assert(
      fc.property(bodies, fc.array(fc.boolean(), { maxLength: 40 }), ([body, extraction], pick) => {
        const finals = extraction.texts.map((t, i) => (pick[i] ? `<${t.text}>` : undefined));
        const out = applyTexts(body, extraction.texts, finals);
        const before = leaves(body);
        const after = leaves(out);
        expect([...after.keys()]).toEqual([...before.keys()]);
        const changed = [...after]
          .filter(([leaf, value]) => before.get(leaf) !== value)
          .map(([leaf]) => leaf);
        const targeted = extraction.texts
          .filter((_, i) => pick[i])
          .map((t) => (t.path === "" ? "$" : `$.${t.path}`.replace(".[", "[")));
        expect(changed.sort()).toEqual(targeted.sort());
        for (const [i, t] of extraction.texts.entries())
          if (pick[i]) expect(after.get(`$.${t.path}`.replace(".[", "["))).toBe(`<${t.text}>`);
      }),
      { numRuns: 300 },
    );
  });

  it("writing every response text back unchanged gives a deep-equal body", () => {
    fc.assert(
      fc.property(responses, (body) => {
        const extraction = extractResponseTexts(body);
        expect(
          JSON.stringify(
            applyTexts(
              body,
              extraction.texts,
              extraction.texts.map((t) => t.text),
            ),
          ),
        ).toBe(JSON.stringify(body));
      }),
      { numRuns: 200 },
    );
  });
});
