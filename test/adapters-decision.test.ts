/**
 * The adapters apply the core's decision as it is, on real Express 4/5 and Koa 2/3 apps: each MASK
 * ruleset's own placeholder (buffered and streamed), BLOCK's `fallback` as the error message, one capture
 * per checked body.
 */
import { mkdtempSync } from "node:fs";
import type http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { ShieldMiddlewareOptions } from "../adapters/shared/options.js";
import { ShieldRunner } from "../adapters/shared/runner.js";
import type { InterceptionRecord } from "../src/capture/record.js";
import { createServiceKey } from "../src/keys.js";
import type { RuleSet } from "../src/schema.js";
import { buildApp, chatCompletion, chatSse, FLAVORS, readSse, registerTestMetrics } from "./helpers/apps.js";

const serviceKey = createServiceKey();

beforeAll(() => {
  process.env.CONTENT_SHIELD_HOME = mkdtempSync(join(tmpdir(), "cs-adapters-decision-"));
  registerTestMetrics();
});

const TWO_MASKS: RuleSet[] = [
  { name: "email", rules: [{ metric: "test_email" }], action: { type: "MASK" } },
  {
    name: "words",
    rules: [{ metric: "keywords", value: ["secret"] }],
    action: { type: "MASK", placeholder: "***" },
  },
];

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

const TAIL = " — and that is everything there is to know about where the secret lives, thanks for asking.";

describe.each(FLAVORS)("%s", (flavor) => {
  const options = (rulesets: RuleSet[], extra: Partial<ShieldMiddlewareOptions> = {}) => ({
    rulesets,
    config: { service_key: serviceKey },
    window: 32,
    ...extra,
  });

  it("masks a JSON reply with each ruleset's own placeholder", async () => {
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/chat",
          shield: options(TWO_MASKS),
          handler: () => ({ json: chatCompletion("the secret is at a@b.com") }),
        },
      ],
    });
    const res = await request(app.listener)
      .post("/chat")
      .send({ messages: [{ role: "user", content: "where?" }] });
    expect(res.status).toBe(200);
    expect(res.body.choices[0].message.content).toBe("the *** is at [EMAIL]");
    expect(res.headers["x-content-shield"]).toBe("MASK");
  });

  it("masks the request body with each ruleset's own placeholder before the handler sees it", async () => {
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/chat",
          shield: options(TWO_MASKS),
          handler: () => ({ json: chatCompletion("ok") }),
        },
      ],
    });
    await request(app.listener)
      .post("/chat")
      .send({ messages: [{ role: "user", content: "my secret: bob@corp.io" }] });
    expect(app.seen[0]).toEqual({ messages: [{ role: "user", content: "my ***: [EMAIL]" }] });
  });

  it("masks a streamed reply with each ruleset's own placeholder; one interception for the stream", async () => {
    const sink = memorySink();
    const pieces = ["the sec", "ret is at a", "@b.c", "om", TAIL];
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/chat",
          shield: options(TWO_MASKS, { sink }),
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
    expect(sse.content).toBe(`the *** is at [EMAIL]${TAIL.replace("secret", "***")}`);
    expect(sse.finish).toEqual(["stop"]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sink.records).toHaveLength(1);
    expect(sink.records[0]!.action).toBe("MASK");
  });

  it("answers a BLOCK with the ruleset's fallback as the error message", async () => {
    const app = buildApp(flavor, {
      routes: [
        {
          method: "post",
          path: "/chat",
          shield: options([
            {
              rules: [{ metric: "test_forbidden" }],
              action: { type: "BLOCK", fallback: "That topic is off limits." },
            },
          ]),
          handler: () => ({ json: chatCompletion("never") }),
        },
      ],
    });
    const res = await request(app.listener)
      .post("/chat")
      .send({ messages: [{ role: "user", content: "tell me the forbidden thing" }] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      message: "That topic is off limits.",
      code: "SHIELD_BLOCKED",
      param: "input",
    });
    expect(app.seen).toHaveLength(0);
  });
});

describe("ShieldRunner", () => {
  it("a text stream stopped by a BLOCK ends with the block message", async () => {
    const runner = new ShieldRunner({
      rulesets: [{ name: "f", rules: [{ metric: "test_forbidden" }], action: { type: "BLOCK" } }],
      config: { service_key: serviceKey },
      window: 8,
    });
    const rewriter = runner.createStream("text");
    let sent = await rewriter.write("hello there, this is the forbidden part");
    sent += await rewriter.end();
    expect(rewriter.stopped).toBe(true);
    expect(sent).toBe('Blocked by Content Shield (ruleset "f").');
  });

  it("builds one Guard, whose stream steps capture nothing (only the final check is captured)", async () => {
    const sink = memorySink();
    const runner = new ShieldRunner({
      rulesets: [{ rules: [{ metric: "test_email" }], action: { type: "FLAG" } }],
      config: { service_key: serviceKey },
      sink,
      window: 4,
    });
    const rewriter = runner.createStream("text");
    let sent = "";
    for (const piece of ["mail a@b.co", "m now and ", "then again ", "c@d.org"])
      sent += await rewriter.write(piece);
    sent += await rewriter.end();
    expect(sent).toBe("mail a@b.com now and then again c@d.org");
    expect(sink.records).toHaveLength(0);
    const final = await runner.finishStream(rewriter);
    expect(final?.action).toBe("FLAG");
    expect(sink.records.map((r) => r.id)).toEqual([final?.interception_id]);
  });
});
