/**
 * Records the spool's bound drops are reported and visible: a spool with a tiny `maxBytes` drops what a
 * Guard captured, delivery reports the count to the service (on a real PostgreSQL) with the capturing key,
 * and the dashboard's overview says how many were dropped. A report re-sent with the same id counts once.
 */
import { randomUUID } from "node:crypto";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../service/src/app.js";
import type { RunningServer } from "../../../service/src/server.js";
import type { Store } from "../../../service/src/store/index.js";
import { DeliveringSink, Delivery, rememberServiceKey } from "../../../src/capture/delivery.js";
import { FileSpool } from "../../../src/capture/spool.js";
import { Guard } from "../../../src/index.js";
import { type DeliveryService, startDeliveryService } from "../../helpers/delivery-service.js";
import { createTempHome, sampleRecord, type TempHome } from "../../helpers/service.js";

const EMAIL = "drops@example.com";
const PASSWORD = "correct horse battery";

let service: DeliveryService;
let store: Store;
let server: RunningServer;
let key: string;
let accountId: string;
let home: TempHome;

beforeAll(async () => {
  service = await startDeliveryService({
    email: EMAIL,
    password: PASSWORD,
    keyName: "drops",
    homePrefix: "cs-drops-",
  });
  ({ store, server, key, accountId, home } = service);
}, 60_000);

afterAll(async () => {
  await service?.close();
});

async function overview(): Promise<string> {
  const agent = request.agent(createApp({ store }));
  const form = await agent.get("/signin").expect(200);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(form.text)![1]!;
  await agent
    .post("/signin")
    .type("form")
    .send({ _csrf: csrf, email: EMAIL, password: PASSWORD })
    .expect(303);
  return (await agent.get("/").expect(200)).text;
}

describe("records dropped by the capture bound", () => {
  it("are reported by delivery and shown on the overview", async () => {
    expect(await overview()).not.toContain("dropped by the capture bound");
    const warnings: Error[] = [];
    const spool = new FileSpool({
      home: home.path,
      maxBytes: 1,
      maxRecordsPerSegment: 1,
      onError: (error) => warnings.push(error),
    });
    const delivery = new Delivery({ url: server.url, home: home.path, serviceKey: key, spool });
    const sink = new DeliveringSink(spool, delivery);
    const guard = new Guard({
      rulesets: [{ rules: [{ metric: "pii", value: ["email"] }], action: { type: "FLAG" } }],
      config: { service_key: key, group: "support-bot" },
      sink,
    });
    for (let i = 0; i < 5; i++) await guard.shield({ payload: { input: `write to user${i}@example.com` } });
    await sink.flush();
    const dropped = spool.health().dropped;
    expect(dropped).toBe(5);
    expect(warnings.some((w) => /reached its bound/.test(w.message))).toBe(true);

    await delivery.kick();
    expect(delivery.dropsReported).toBe(5);
    expect(await store.droppedByCaptureBound(accountId)).toBe(5);
    expect(await overview()).toContain("5 interceptions dropped by the capture bound");

    // Nothing new dropped: the next round reports nothing more.
    await delivery.kick();
    expect(await store.droppedByCaptureBound(accountId)).toBe(5);
  });

  it("counts a report re-sent with the same id once, and refuses a malformed one with a 400", async () => {
    const before = await store.droppedByCaptureBound(accountId);
    const report = { id: randomUUID(), dropped: 3, group: "batch" };
    const post = (body: unknown) =>
      fetch(`${server.url}/v1/capture-reports`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const first = await post(report);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ recorded: true });
    const again = await post(report);
    expect(await again.json()).toEqual({ recorded: false });
    expect(await store.droppedByCaptureBound(accountId)).toBe(before + 3);

    const bad = await post({ id: "nope", dropped: -1 });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { issues: Array<{ path: string }> } };
    expect(body.error.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(["body.id", "body.dropped"]),
    );
  });

  it("keeps the report of a key this process cannot use yet, and sends it once the key is known", async () => {
    const other = await store.createAccount("drops-other@example.com", PASSWORD);
    const otherKey = (await store.createApiKey(other.id, "later")).key;
    const otherHome = createTempHome("cs-drops-other-");
    try {
      const spool = new FileSpool({
        home: otherHome.path,
        maxBytes: 1,
        maxRecordsPerSegment: 1,
        onError: () => {},
      });
      const delivery = new Delivery({ url: server.url, home: otherHome.path, spool });
      for (let i = 0; i < 3; i++) spool.append(sampleRecord(otherKey, { group: "later" }));
      await spool.flush();
      expect(spool.health().dropped).toBe(3);
      await delivery.kick();
      expect(delivery.dropsReported).toBe(0);
      expect(await store.droppedByCaptureBound(other.id)).toBe(0);
      for (let i = 0; i < 2; i++) spool.append(sampleRecord(otherKey, { group: "later" }));
      await spool.flush();
      rememberServiceKey(otherKey);
      await delivery.kick();
      expect(delivery.dropsReported).toBe(5);
      expect(await store.droppedByCaptureBound(other.id)).toBe(5);
      // The first account's count is untouched: a report goes to the account of the key that captured.
      expect(await store.droppedByCaptureBound(accountId)).toBe(8);
    } finally {
      otherHome.remove();
    }
  });
});
