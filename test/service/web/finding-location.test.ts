/**
 * Where each finding was, end to end: the official `openai` client sends a conversation with an email in a
 * tool result to a shielded Express app; the interception is captured, delivered to the service on a real
 * PostgreSQL, stored with the finding's location and role, and the dashboard's detail page shows them.
 * The core alone (`Guard.shield` with contexts) keeps each finding's context index.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import OpenAI from "openai";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../service/src/app.js";
import type { Store } from "../../../service/src/store/index.js";
import type { DeliveringSink } from "../../../src/capture/delivery.js";
import type { InterceptionRecord, InterceptionSink } from "../../../src/capture/record.js";
import { Guard, type RuleSet } from "../../../src/index.js";
import { buildApp, chatCompletion } from "../../helpers/apps.js";
import { type DeliveryService, startDeliveryService } from "../../helpers/delivery-service.js";

const EMAIL = "finder@example.com";
const PASSWORD = "correct horse battery";
const RULESETS: RuleSet[] = [
  { name: "mask-email", rules: [{ metric: "pii", value: ["email"] }], action: { type: "MASK" } },
];

let service: DeliveryService;
let store: Store;
let key: string;
let accountId: string;

beforeAll(async () => {
  service = await startDeliveryService({
    email: EMAIL,
    password: PASSWORD,
    keyName: "locations",
    homePrefix: "cs-locations-",
  });
  ({ store, key, accountId } = service);
}, 60_000);

afterAll(async () => {
  await service?.close();
});

const deliveringSink = (): DeliveringSink => service.deliveringSink();

async function detailPage(id: string): Promise<string> {
  const agent = request.agent(createApp({ store }));
  const form = await agent.get("/signin").expect(200);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
  await agent
    .post("/signin")
    .type("form")
    .send({ _csrf: csrf, email: EMAIL, password: PASSWORD })
    .expect(303);
  return (await agent.get(`/interceptions/${id}`).expect(200)).text;
}

describe("an Express app with the openai client: a finding in a tool message", () => {
  let app: http.Server;
  let sink: DeliveringSink;
  const captured: string[] = [];

  beforeAll(async () => {
    sink = deliveringSink();
    const recording: InterceptionSink = {
      append(record: InterceptionRecord) {
        captured.push(record.id);
        sink.append(record);
      },
      flush: () => sink.flush(),
    };
    const built = buildApp("express5", {
      routes: [
        {
          method: "post",
          path: "/v1/chat/completions",
          shield: { rulesets: RULESETS, config: { service_key: key, group: "agents" }, sink: recording },
          handler: () => ({ json: chatCompletion("Done, the ticket is closed.") }),
        },
      ],
    });
    app = http.createServer(built.listener);
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  });

  afterAll(async () => {
    app.closeAllConnections();
    await new Promise((resolve) => app.close(resolve));
  });

  it("stores the finding with location messages[3].content and role tool, and the detail page shows it", async () => {
    const client = new OpenAI({
      baseURL: `http://127.0.0.1:${(app.address() as AddressInfo).port}/v1`,
      apiKey: "x",
      maxRetries: 0,
    });
    await client.chat.completions.create({
      model: "test-model",
      messages: [
        { role: "system", content: "You are a support agent." },
        { role: "user", content: "Look up the customer of ticket 7." },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            { id: "call_1", type: "function", function: { name: "lookup", arguments: '{"ticket":7}' } },
          ],
        },
        { role: "tool", tool_call_id: "call_1", content: "Customer: jane.doe@example.com, plan: pro" },
        { role: "user", content: "Close the ticket." },
      ],
    });
    expect(captured).toHaveLength(1);
    await sink.flush();
    await sink.delivery.kick();
    const stored = await store.getInterception(accountId, captured[0]!);
    expect(stored).not.toBeNull();
    expect(stored!.findings).toEqual([
      expect.objectContaining({
        type: "email",
        target: "contexts",
        context_index: expect.any(Number),
        location: "messages[3].content",
        role: "tool",
      }),
    ]);
    const page = await detailPage(captured[0]!);
    expect(page).toContain("<th>Where</th>");
    expect(page).toContain("messages[3].content · tool");
  });
});

describe("the core alone: Guard.shield with contexts", () => {
  it("keeps each finding's context index on the captured record, and the service stores it", async () => {
    const sink = deliveringSink();
    const records: InterceptionRecord[] = [];
    const guard = new Guard({
      rulesets: RULESETS,
      config: { service_key: key },
      sink: {
        append(record) {
          records.push(record);
          sink.append(record);
        },
        flush: () => sink.flush(),
      },
    });
    const response = await guard.shield({
      payload: { input: "hello", contexts: ["no pii here", "write to ann.lee@example.com"] },
    });
    expect(records).toHaveLength(1);
    expect(records[0]!.findings).toEqual([
      expect.objectContaining({ type: "email", target: "contexts", context_index: 1 }),
    ]);
    expect(records[0]!.findings[0]).not.toHaveProperty("location");
    await sink.flush();
    await sink.delivery.kick();
    const stored = await store.getInterception(accountId, response.interception_id!);
    expect(stored!.findings[0]).toMatchObject({ target: "contexts", context_index: 1 });
    expect(await detailPage(response.interception_id!)).toContain("context 1");
  });
});
