/** Non-streaming input and output shielding on real Express 4/5 and Koa 2/3 apps. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { ShieldMiddlewareOptions } from "../../adapters/shared/options.js";
import type { ContentShieldResult } from "../../adapters/shared/runner.js";
import type { InterceptionRecord } from "../../src/capture/record.js";
import { createServiceKey } from "../../src/keys.js";
import type { RuleSet } from "../../src/schema.js";
import { buildApp, chatCompletion, FLAVORS, registerTestMetrics } from "../helpers/apps.js";

const serviceKey = createServiceKey();

beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-adapters-http-"));
  registerTestMetrics();
});

const RULESETS: RuleSet[] = [
  { name: "no-email", rules: [{ metric: "test_email" }], action: { type: "MASK" } },
  {
    name: "launch",
    rules: [{ metric: "test_launch" }],
    action: { type: "OVERRIDE", fallback: "I can't help with that." },
  },
  {
    name: "forbidden",
    rules: [{ metric: "test_forbidden" }],
    action: { type: "BLOCK", message: "That topic is forbidden." },
  },
];

function memorySink(): {
  records: InterceptionRecord[];
  append(r: InterceptionRecord): void;
  flush(): Promise<void>;
} {
  const records: InterceptionRecord[] = [];
  return { records, append: (r) => void records.push(r), flush: async () => {} };
}

function options(extra: Partial<ShieldMiddlewareOptions> = {}): ShieldMiddlewareOptions {
  return { rulesets: RULESETS, config: { service_key: serviceKey }, ...extra };
}

const chatRequest = (content: unknown, extra: object = {}) => ({
  model: "gpt-test",
  messages: [
    { role: "system", content: "be nice" },
    { role: "user", content: "earlier question" },
    { role: "assistant", content: "earlier answer" },
    { role: "user", content },
  ],
  ...extra,
});

describe.each(FLAVORS)("%s", (flavor) => {
  describe("input side", () => {
    it("answers an input OVERRIDE with a chat.completion carrying the fallback; the handler is never reached", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/v1/chat/completions",
            shield: options(),
            handler: () => ({ json: chatCompletion("model reply") }),
          },
        ],
      });
      const res = await request(app.listener)
        .post("/v1/chat/completions")
        .send(chatRequest("what is the launch code?"));
      expect(res.status).toBe(200);
      expect(res.headers["x-content-shield"]).toBe("OVERRIDE");
      expect(res.body.object).toBe("chat.completion");
      expect(res.body.model).toBe("gpt-test");
      expect(res.body.choices[0].message).toEqual({
        role: "assistant",
        content: "I can't help with that.",
        refusal: null,
      });
      expect(res.body.choices[0].finish_reason).toBe("stop");
      expect(app.seen).toHaveLength(0);
    });

    it("answers an input OVERRIDE of a stream request with an SSE stream ending in [DONE]", async () => {
      const app = buildApp(flavor, {
        routes: [
          { method: "post", path: "/v1/chat/completions", shield: options(), handler: () => ({ json: {} }) },
        ],
      });
      const res = await request(app.listener)
        .post("/v1/chat/completions")
        .send(chatRequest("launch code please", { stream: true }))
        .buffer(true)
        .parse((r, done) => {
          let text = "";
          r.on("data", (c: Buffer) => {
            text += c.toString();
          });
          r.on("end", () => done(null, text));
        });
      expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
      const text = res.body as string;
      expect(text.endsWith("data: [DONE]\n\n")).toBe(true);
      expect(text).toContain('"content":"I can\'t help with that."');
      expect(app.seen).toHaveLength(0);
    });

    it("answers {input} JSON with {output} and plain text with text", async () => {
      const app = buildApp(flavor, {
        routes: [{ method: "post", path: "/ask", shield: options(), handler: () => ({ text: "fine" }) }],
      });
      const json = await request(app.listener).post("/ask").send({ input: "tell me the launch code" });
      expect(json.body).toEqual({ output: "I can't help with that." });
      const text = await request(app.listener)
        .post("/ask")
        .set("content-type", "text/plain")
        .send("launch code?");
      expect(text.headers["content-type"]).toMatch(/^text\/plain/);
      expect(text.text).toBe("I can't help with that.");
      expect(app.seen).toHaveLength(0);
    });

    it("answers BLOCK with status 400 and an OpenAI-style error by default", async () => {
      const app = buildApp(flavor, {
        routes: [
          { method: "post", path: "/v1/chat/completions", shield: options(), handler: () => ({ json: {} }) },
        ],
      });
      const res = await request(app.listener)
        .post("/v1/chat/completions")
        .send(chatRequest("a forbidden question"));
      expect(res.status).toBe(400);
      expect(res.headers["x-content-shield"]).toBe("BLOCK");
      expect(res.body.error).toMatchObject({
        message: "That topic is forbidden.",
        code: "SHIELD_BLOCKED",
        param: "input",
      });
      expect(app.seen).toHaveLength(0);
    });

    it("uses the configured BLOCK status and body", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/ask",
            shield: options({
              block: {
                status: 451,
                body: (r: { ruleset: unknown }, phase: string) => ({ blocked: r.ruleset, phase }),
              },
            }),
            handler: () => ({ json: {} }),
          },
        ],
      });
      const res = await request(app.listener).post("/ask").send({ input: "forbidden" });
      expect(res.status).toBe(451);
      expect(res.body).toEqual({ blocked: "forbidden", phase: "input" });
    });

    it("hands the handler the masked input (string content and content parts)", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/v1/chat/completions",
            shield: options(),
            handler: () => ({ json: chatCompletion("ok") }),
          },
        ],
      });
      const res = await request(app.listener)
        .post("/v1/chat/completions")
        .send(chatRequest("mail me at ann@example.com please"));
      expect(res.status).toBe(200);
      expect(res.headers["x-content-shield"]).toBe("MASK");
      const seen = app.seen[0] as ReturnType<typeof chatRequest>;
      expect(seen.messages[3]!.content).toBe("mail me at [EMAIL] please");
      expect(seen.messages[1]!.content).toBe("earlier question");

      const parts = [
        { type: "text", text: "first bob@example.org" },
        { type: "image_url", image_url: { url: "https://example.com/a.png" } },
        { type: "text", text: "then carol@example.net!" },
      ];
      await request(app.listener).post("/v1/chat/completions").send(chatRequest(parts)).expect(200);
      const seenParts = (app.seen[1] as ReturnType<typeof chatRequest>).messages[3]!.content as typeof parts;
      expect(seenParts).toEqual([
        { type: "text", text: "first [EMAIL]" },
        { type: "image_url", image_url: { url: "https://example.com/a.png" } },
        { type: "text", text: "then [EMAIL]!" },
      ]);
    });

    it("reads JSON and text bodies itself when no body parser ran", async () => {
      const app = buildApp(flavor, {
        bodyParser: false,
        routes: [
          { method: "post", path: "/ask", shield: options(), handler: (body) => ({ json: { got: body } }) },
        ],
      });
      const res = await request(app.listener).post("/ask").send({ input: "reach me: dan@example.com" });
      expect(res.body).toEqual({ got: { input: "reach me: [EMAIL]" } });
      const text = await request(app.listener)
        .post("/ask")
        .set("content-type", "text/plain")
        .send("x eve@example.com");
      expect(text.body).toEqual({ got: "x [EMAIL]" });
    });

    it("works mounted before the app's body parser (which then skips the consumed body)", async () => {
      const app = buildApp(flavor, {
        global: options(),
        shieldFirst: true,
        routes: [{ method: "post", path: "/ask", handler: (body) => ({ json: { got: body } }) }],
      });
      const res = await request(app.listener).post("/ask").send({ input: "reach me: dan@example.com" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ got: { input: "reach me: [EMAIL]" } });
    });

    it("rejects malformed JSON with a 400 PayloadError when it parses the body itself", async () => {
      const app = buildApp(flavor, {
        bodyParser: false,
        routes: [{ method: "post", path: "/ask", shield: options(), handler: () => ({ json: {} }) }],
      });
      const res = await request(app.listener)
        .post("/ask")
        .set("content-type", "application/json")
        .send('{"input": "oops');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("PAYLOAD_INVALID");
      expect(res.body.error.message).toMatch(/request\.body: is not valid JSON/);
      expect(app.seen).toHaveLength(0);
    });

    it("rejects bodies over the limit with 413 before reading them whole", async () => {
      const app = buildApp(flavor, {
        bodyParser: false,
        routes: [
          { method: "post", path: "/ask", shield: options({ limit: 1000 }), handler: () => ({ json: {} }) },
        ],
      });
      const res = await request(app.listener)
        .post("/ask")
        .send({ input: "a".repeat(5000) });
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe("PAYLOAD_INVALID");
      expect(app.seen).toHaveLength(0);
    });

    it("passes bodies it does not understand to the handler untouched", async () => {
      const app = buildApp(flavor, {
        routes: [
          { method: "post", path: "/ask", shield: options(), handler: () => ({ json: { ok: true } }) },
        ],
      });
      const res = await request(app.listener).post("/ask").send({ question: "ann@example.com" });
      expect(res.body).toEqual({ ok: true });
      expect(res.headers["x-content-shield"]).toBe("none");
      expect(app.seen[0]).toEqual({ question: "ann@example.com" });
    });
  });

  describe("output side", () => {
    it("masks chat.completion content and keeps the exact JSON shape and a correct Content-Length", async () => {
      const reply = chatCompletion("Write to ann@example.com or bob@example.org.");
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/v1/chat/completions",
            shield: options(),
            handler: () => ({ json: structuredClone(reply) }),
          },
        ],
      });
      const res = await request(app.listener).post("/v1/chat/completions").send(chatRequest("hello"));
      expect(res.status).toBe(200);
      expect(res.headers["x-content-shield"]).toBe("MASK");
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.text));
      const expected = structuredClone(reply) as { choices: Array<{ message: { content: string } }> };
      expected.choices[0]!.message.content = "Write to [EMAIL] or [EMAIL].";
      expect(res.body).toEqual(expected);
    });

    it("replaces the content with the fallback on OVERRIDE", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/v1/chat/completions",
            shield: options(),
            handler: () => ({ json: chatCompletion("The launch code is 0000.") }),
          },
        ],
      });
      const res = await request(app.listener).post("/v1/chat/completions").send(chatRequest("hi"));
      expect(res.body.choices[0].message.content).toBe("I can't help with that.");
      expect(res.body.usage).toEqual({ prompt_tokens: 5, completion_tokens: 7, total_tokens: 12 });
      expect(res.headers["x-content-shield"]).toBe("OVERRIDE");
    });

    it("passes FLAG unchanged and still captures the interception", async () => {
      const sink = memorySink();
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/ask",
            shield: {
              rulesets: [{ rules: [{ metric: "test_email" }], action: { type: "FLAG" } }],
              config: { service_key: serviceKey },
              sink,
            },
            handler: () => ({ json: { output: "mail ann@example.com" } }),
          },
        ],
      });
      const res = await request(app.listener).post("/ask").send({ input: "hi" });
      expect(res.body).toEqual({ output: "mail ann@example.com" });
      expect(res.headers["x-content-shield"]).toBe("FLAG");
      expect(sink.records).toHaveLength(1);
      const result = app.results[0] as ContentShieldResult;
      expect(result.output?.action).toBe("FLAG");
      expect(result.output?.interception_id).toBe(sink.records[0]!.id);
      expect(result.input?.triggered).toBe(false);
    });

    it("masks {output} JSON and plain text responses", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/json",
            shield: options(),
            handler: () => ({ json: { output: "hi ann@example.com", n: 1 } }),
          },
          {
            method: "post",
            path: "/text",
            shield: options(),
            handler: () => ({ text: "bye bob@example.org" }),
          },
        ],
      });
      const json = await request(app.listener).post("/json").send({ input: "hello" });
      expect(json.body).toEqual({ output: "hi [EMAIL]", n: 1 });
      const text = await request(app.listener).post("/text").send({ input: "hello" });
      expect(text.text).toBe("bye [EMAIL]");
      expect(text.headers["content-type"]).toMatch(/^text\/plain/);
      expect(Number(text.headers["content-length"])).toBe(Buffer.byteLength("bye [EMAIL]"));
    });

    it("answers an output BLOCK with the block status", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/ask",
            shield: options(),
            handler: () => ({ json: { output: "something forbidden" } }),
          },
        ],
      });
      const res = await request(app.listener).post("/ask").send({ input: "hello" });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "SHIELD_BLOCKED", param: "output" });
    });

    it("uses custom extractors for other shapes", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/custom",
            shield: options({
              extract: {
                input: (body) => (body as { q?: string }).q,
                replaceInput: (body, text) => ({ ...(body as object), q: text }),
                output: (body) => (body as { answer?: { text?: string } }).answer?.text,
                replaceOutput: (body, text) => ({ ...(body as object), answer: { text } }),
              },
            }),
            handler: (body) => ({
              json: {
                answer: { text: `you said ${(body as { q: string }).q}, me: zed@example.com` },
                meta: 1,
              },
            }),
          },
        ],
      });
      const res = await request(app.listener).post("/custom").send({ q: "I am amy@example.com" });
      expect(res.body).toEqual({ answer: { text: "you said I am [EMAIL], me: [EMAIL]" }, meta: 1 });
    });

    it("shields a large response body and fixes Content-Length", async () => {
      const big = `${"lorem ipsum ".repeat(50_000)}contact ann@example.com`;
      const app = buildApp(flavor, {
        routes: [
          { method: "post", path: "/ask", shield: options(), handler: () => ({ json: { output: big } }) },
        ],
      });
      const res = await request(app.listener).post("/ask").send({ input: "hello" });
      expect(res.body.output.endsWith("contact [EMAIL]")).toBe(true);
      expect(res.body.output.length).toBe(big.length - "ann@example.com".length + "[EMAIL]".length);
      expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.text));
    });

    it("checks a malformed JSON response as text", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/ask",
            shield: options(),
            handler: () => ({ text: '{"output": "ann@example.com', type: "application/json" }),
          },
        ],
      });
      const res = await request(app.listener)
        .post("/ask")
        .send({ input: "hi" })
        .buffer(true)
        .parse((r, done) => {
          let text = "";
          r.on("data", (c: Buffer) => {
            text += c.toString();
          });
          r.on("end", () => done(null, text));
        });
      expect(res.body).toBe('{"output": "[EMAIL]');
      expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength('{"output": "[EMAIL]'));
    });

    it("refuses to send a response too large to shield (500 PayloadError, nothing leaks)", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/json",
            shield: options(),
            handler: () => ({ json: { output: `ann@example.com ${"x".repeat(1_100_000)}` } }),
          },
          {
            method: "post",
            path: "/text",
            shield: options(),
            handler: () => ({ text: `ann@example.com ${"x".repeat(1_100_000)}` }),
          },
        ],
      });
      for (const path of ["/json", "/text"]) {
        const res = await request(app.listener).post(path).send({ input: "hi" });
        expect(res.status).toBe(500);
        expect(res.body.error.code).toBe("PAYLOAD_INVALID");
        expect(res.text).not.toContain("ann@example.com");
      }
    });

    it("leaves binary responses alone", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "get",
            path: "/file",
            shield: options(),
            handler: () => ({ text: "ann@example.com", type: "application/octet-stream" }),
          },
        ],
      });
      const res = await request(app.listener).get("/file").buffer(true);
      expect(Buffer.from(res.body as Buffer).toString()).toBe("ann@example.com");
    });
  });

  describe("errors and routing", () => {
    it("propagates a handler's error to the app's error handling", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/ask",
            shield: options(),
            handler: () => ({ error: Object.assign(new Error("model down"), { status: 503 }) }),
          },
        ],
      });
      const res = await request(app.listener).post("/ask").send({ input: "hello" });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe("model down");
      expect(app.errors.map((e) => (e as Error).message)).toContain("model down");
    });

    it("propagates a failing detector as a MetricError instead of letting text through", async () => {
      const app = buildApp(flavor, {
        routes: [
          {
            method: "post",
            path: "/ask",
            shield: {
              rulesets: [{ rules: [{ metric: "test_throws" }], action: { type: "FLAG" } }],
              config: { service_key: serviceKey },
            },
            handler: () => ({ json: { output: "please explode" } }),
          },
        ],
      });
      const res = await request(app.listener).post("/ask").send({ input: "hello" });
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe("METRIC_FAILED");
      expect(res.text).not.toContain("please explode");
    });

    it("applies different rulesets per route and a global one", async () => {
      const app = buildApp(flavor, {
        global: {
          rulesets: [{ rules: [{ metric: "test_forbidden" }], action: { type: "BLOCK" } }],
          config: { service_key: serviceKey },
        },
        routes: [
          {
            method: "post",
            path: "/masked",
            shield: options(),
            handler: () => ({ json: { output: "ann@example.com" } }),
          },
          { method: "post", path: "/open", handler: () => ({ json: { output: "ann@example.com" } }) },
        ],
      });
      expect((await request(app.listener).post("/masked").send({ input: "hi" })).body).toEqual({
        output: "[EMAIL]",
      });
      expect((await request(app.listener).post("/open").send({ input: "hi" })).body).toEqual({
        output: "ann@example.com",
      });
      expect((await request(app.listener).post("/open").send({ input: "forbidden" })).status).toBe(400);
    });
  });
});
