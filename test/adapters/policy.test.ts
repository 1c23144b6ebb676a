/**
 * Allowlists and shadow rulesets through the adapters, on real Express 4/5 and Koa 2/3 apps over HTTP: an
 * allowed value is neither masked nor blocks; a shadow ruleset never changes the reply (buffered or
 * streamed) and its interception is captured marked shadow.
 */
import { mkdtempSync } from "node:fs";
import type http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { InterceptionRecord } from "../../src/capture/record.js";
import { createServiceKey } from "../../src/keys.js";
import type { RuleSet } from "../../src/schema.js";
import { buildApp, chatCompletion, chatSse, FLAVORS, readSse, registerTestMetrics } from "../helpers/apps.js";

const serviceKey = createServiceKey();

beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-adapters-policy-"));
  registerTestMetrics();
});

function memorySink() {
  const records: InterceptionRecord[] = [];
  return { records, append: (r: InterceptionRecord) => void records.push(r), flush: async () => {} };
}

const collect = (response: unknown, done: (error: Error | null, body: string) => void) => {
  const r = response as http.IncomingMessage;
  let text = "";
  r.setEncoding("utf8");
  r.on("data", (c: string) => {
    text += c;
  });
  r.on("end", () => done(null, text));
};

const RULESETS: RuleSet[] = [
  {
    name: "emails",
    rules: [{ metric: "pii", value: "email", allow: { domains: ["acme.com"] } }],
    action: { type: "MASK" },
  },
  {
    name: "no-refunds",
    mode: "shadow",
    rules: [{ metric: "keywords", value: ["refund"] }],
    action: { type: "BLOCK", fallback: "Refunds are handled by phone." },
  },
];

const REPLY = "Ask help@acme.com or bob@gmail.com about a refund.";

describe.each(FLAVORS)("%s", (flavor) => {
  const shield = (sink: ReturnType<typeof memorySink>) => ({
    rulesets: RULESETS,
    config: { service_key: serviceKey },
    sink,
    window: 32,
  });

  it("masks only what is not allowed, and the shadow BLOCK changes nothing", async () => {
    const sink = memorySink();
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/chat",
          shield: shield(sink),
          handler: () => ({ json: chatCompletion(REPLY) }),
        },
      ],
    });
    const res = await request(app.listener)
      .post("/chat")
      .send({ messages: [{ role: "user", content: "who do I ask?" }] });
    expect(res.status).toBe(200);
    expect(res.body.choices[0].message.content).toBe("Ask help@acme.com or [EMAIL] about a refund.");
    expect(res.headers["x-content-shield"]).toBe("MASK");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const record = sink.records.find((r) => r.action === "MASK");
    expect(record?.shadow_rulesets).toEqual([{ ruleset: "no-refunds", action: "BLOCK", changed: true }]);
  });

  it("a reply only the shadow ruleset catches goes out unchanged and is captured marked shadow", async () => {
    const sink = memorySink();
    const text = "We will refund you; write to help@acme.com.";
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/chat",
          shield: shield(sink),
          handler: () => ({ json: chatCompletion(text) }),
        },
      ],
    });
    const res = await request(app.listener)
      .post("/chat")
      .send({ messages: [{ role: "user", content: "hello" }] });
    expect(res.status).toBe(200);
    expect(res.body.choices[0].message.content).toBe(text);
    expect(res.headers["x-content-shield"]).toBe("none");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shadowRecords = sink.records.filter((r) => r.shadow === true);
    expect(shadowRecords).toHaveLength(1);
    expect(shadowRecords[0]).toMatchObject({ action: "FLAG", ruleset: "no-refunds", metric: "keywords" });
  });

  it("a streamed reply is not cut by a shadow BLOCK", async () => {
    const sink = memorySink();
    const pieces = [
      "We will re",
      "fund you, bob",
      "@gmail.com",
      ", today and every day, no questions asked at all.",
    ];
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/chat",
          shield: shield(sink),
          handler: () => ({ stream: chatSse(pieces), type: "sse" }),
        },
      ],
    });
    const res = await request(app.listener)
      .post("/chat")
      .send({ messages: [{ role: "user", content: "hi" }], stream: true })
      .buffer(true)
      .parse(collect);
    const sse = readSse(res.body as string);
    expect(sse.content).toBe("We will refund you, [EMAIL], today and every day, no questions asked at all.");
    expect(sse.finish).toEqual(["stop"]);
  });
});
