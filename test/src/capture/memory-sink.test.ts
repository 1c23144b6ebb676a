/** The memory-and-delivery capture sink: records from a shielded fetch handler, delivered to a loopback ingest server. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memorySink, shieldFetchHandler } from "../../../adapters/fetch/index.js";
import { createServiceKey } from "../../../src/keys.js";
import { registerTestMetrics } from "../../helpers/apps.js";

registerTestMetrics();
const key = createServiceKey();
const received: Array<{ auth: string | undefined; records: unknown[] }> = [];
let status = 200;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += String(chunk);
    });
    req.on("end", () => {
      if (status !== 200) {
        res.writeHead(status).end();
        return;
      }
      const records = JSON.parse(text) as unknown[];
      received.push({ auth: req.headers.authorization, records });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ accepted: records.length, duplicates: 0, rejected: [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
// Each test reads only what it delivered, whatever ran before it.
beforeEach(() => {
  received.length = 0;
  status = 200;
});

const ask = (input: string) =>
  new Request("http://app/v1/x", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ input }),
  });

describe("memorySink", () => {
  it("keeps a shielded request's interception in memory and delivers it on flush", async () => {
    const sink = memorySink({ url, serviceKey: key, flushAfterMs: 0 });
    const handler = shieldFetchHandler(async () => Response.json({ output: "ok" }), {
      rulesets: [{ rules: [{ metric: "test_email" }], action: { type: "MASK" } }],
      config: { service_key: key },
      sink,
    });
    await (await handler(ask("mail ann@example.com"))).text();
    expect(sink.health().queued).toBe(1);
    await sink.flush();
    expect(received).toHaveLength(1);
    expect(received[0]!.auth).toBe(`Bearer ${key}`);
    expect(JSON.stringify(received[0]!.records)).not.toContain("ann@example.com");
    expect(sink.health()).toMatchObject({ queued: 0, delivered: 1, dropped: 0 });
  });

  it("keeps records while the service says later (503), and drops the oldest past maxRecords", async () => {
    const sink = memorySink({ url, serviceKey: key, flushAfterMs: 0, maxRecords: 2 });
    const handler = shieldFetchHandler(async () => Response.json({ output: "ok" }), {
      rulesets: [{ rules: [{ metric: "test_email" }], action: { type: "MASK" } }],
      config: { service_key: key },
      sink,
    });
    for (const who of ["a", "b", "c"]) await (await handler(ask(`mail ${who}@example.com`))).text();
    expect(sink.health()).toMatchObject({ queued: 2, dropped: 1 });
    status = 503;
    const before = received.length;
    await sink.flush();
    expect(received.length).toBe(before);
    expect(sink.health().queued).toBe(2);
    expect(sink.health().last_error).toContain("503");
    status = 200;
    await sink.flush();
    expect(received.at(-1)!.records).toHaveLength(2);
    expect(sink.health()).toMatchObject({ queued: 0, delivered: 2 });
  });
});
