/**
 * Delivery from the spool to a real service on loopback: batches arrive exactly once across a service
 * outage (including an answer lost after the commit), crashed writers' segments are recovered, a revoked
 * key surfaces as AuthenticationError without losing records, and the default sink delivers when
 * CONTENT_SHIELD_URL is set.
 */

import { spawnSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type RunningServer, startServer } from "../../../service/src/server.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { defaultSink } from "../../../src/capture/default-sink.js";
import { DeliveringSink, Delivery } from "../../../src/capture/delivery.js";
import { FileSpool, listSealedSegments, spoolDirectory } from "../../../src/capture/spool.js";
import { AuthenticationError } from "../../../src/errors.js";
import { Guard } from "../../../src/guard.js";
import type { RuleSet } from "../../../src/schema.js";
import { createTempHome, sampleRecord, type TempHome } from "../../helpers/service.js";

const RULESETS: RuleSet[] = [
  {
    name: "no-email",
    rules: [{ metric: "pii", operator: "contains", value: ["email"] }],
    action: { type: "MASK" },
  },
];

let dbHome: TempHome;
let store: Store;
let accountId: string;
let key: string;

async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function storedIds(): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.listInterceptions(accountId, { limit: 500, cursor });
    ids.push(...page.items.map((item) => item.id));
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return ids;
}

beforeAll(async () => {
  dbHome = createTempHome("cs-delivery-db-");
  store = await openStore({ home: dbHome.path });
  const account = await store.createAccount("delivery@example.com", "password123");
  accountId = account.id;
  key = (await store.createApiKey(account.id, "delivery")).key;
});

afterAll(async () => {
  await store?.close();
  dbHome?.remove();
});

function newDelivery(
  home: string,
  url: string,
  spool: FileSpool,
  extra: Partial<ConstructorParameters<typeof Delivery>[0]> = {},
) {
  return new Delivery({
    url,
    home,
    beforeRound: () => spool.flush(),
    intervalMs: 30,
    minBackoffMs: 20,
    maxBackoffMs: 200,
    ...extra,
  });
}

describe("delivery across a service outage", () => {
  let server: RunningServer;
  let home: TempHome;

  beforeAll(async () => {
    home = createTempHome("cs-delivery-app-");
    server = await startServer({
      port: 0,
      store,
      importSpool: false,
      dashboard: false,
      rateLimit: { perSecond: 10_000 },
    });
  });

  afterAll(async () => {
    await server?.close();
    home?.remove();
  });

  it("delivers every interception exactly once when the service dies mid-delivery and comes back", async () => {
    const port = server.port;
    const url = server.url;
    let posts = 0;
    let lostAnswer = false;
    // The 2nd batch reaches the service and is committed, then the service dies before answering.
    const fetchThatLosesAnAnswer: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method === "POST" && ++posts === 2) {
        lostAnswer = true;
        await server.close();
        throw new TypeError("fetch failed: connection reset");
      }
      return response;
    };
    const spool = new FileSpool({ home: home.path, maxRecordsPerSegment: 10 });
    const delivery = newDelivery(home.path, url, spool, { fetch: fetchThatLosesAnAnswer, batchSize: 10 });
    const sink = new DeliveringSink(spool, delivery);
    const guard = new Guard({ rulesets: RULESETS, config: { service_key: key, group: "outage" }, sink });
    const produced: string[] = [];
    const shieldMany = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const response = await guard.shield({ payload: { output: `reach me at user${i}@example.com` } });
        produced.push(response.interception_id!);
      }
      await spool.flush();
    };

    await shieldMany(50);
    delivery.start();
    await until(() => lostAnswer, "the service to die mid-delivery");
    await shieldMany(30); // captured while the service is down
    await delivery.kick();
    expect(listSealedSegments(spoolDirectory(home.path)).length).toBeGreaterThan(0);

    server = await startServer({
      port,
      store,
      importSpool: false,
      dashboard: false,
      rateLimit: { perSecond: 10_000 },
    });
    await until(async () => listSealedSegments(spoolDirectory(home.path)).length === 0, "the spool to drain");
    delivery.stop();

    const ids = await storedIds();
    const outage = ids.filter((id) => produced.includes(id));
    expect(outage).toHaveLength(80);
    expect(new Set(outage)).toEqual(new Set(produced));
    // The lost answer's batch was sent twice and counted as duplicates the second time.
    expect(delivery.delivered).toBeGreaterThanOrEqual(80);
  });

  it("sets a segment the service refuses aside, reports it, and still ships the others", async () => {
    const directory = spoolDirectory(home.path);
    const bad = { ...sampleRecord(key), action: "EXPLODE" };
    const good = sampleRecord(key, { group: "after-bad" });
    writeFileSync(join(directory, "000000000000001-1-bad.jsonl"), `${JSON.stringify(bad)}\n`);
    writeFileSync(join(directory, "000000000000002-1-good.jsonl"), `${JSON.stringify(good)}\n`);
    const errors: Error[] = [];
    const spool = new FileSpool({ home: home.path });
    const delivery = newDelivery(home.path, server.url, spool, { onError: (error) => errors.push(error) });
    await delivery.kick();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain("body[0].action");
    expect(readdirSync(join(directory, "rejected"))).toEqual(["000000000000001-1-bad.jsonl"]);
    expect(listSealedSegments(directory)).toEqual([]);
    expect(await store.getInterception(accountId, good.id)).not.toBeNull();
  });

  it("recovers a crashed writer's open segment (torn last line included) and ships it", async () => {
    const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid;
    const records = [sampleRecord(key, { group: "crashed" }), sampleRecord(key, { group: "crashed" })];
    const directory = spoolDirectory(home.path);
    const name = `${Date.now().toString().padStart(15, "0")}-${dead}-deadbeef.jsonl.open`;
    writeFileSync(join(directory, name), `${records.map((r) => JSON.stringify(r)).join("\n")}\n{"id":"torn`);
    const spool = new FileSpool({ home: home.path });
    const delivery = newDelivery(home.path, server.url, spool);
    await delivery.kick();
    expect(listSealedSegments(directory)).toEqual([]);
    for (const record of records) expect(await store.getInterception(accountId, record.id)).not.toBeNull();
  });
});

describe("the delivery timer", () => {
  it("never keeps the process alive (unref'd), also while backing off", async () => {
    const home = createTempHome("cs-delivery-timer-");
    // The timers the delivery module sets. (Counting every active timer of the process was flaky: other
    // tests' pools and sockets start and end theirs meanwhile.)
    const made: NodeJS.Timeout[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = vi.spyOn(globalThis, "setTimeout").mockImplementation(((
      ...args: Parameters<typeof setTimeout>
    ) => {
      const timer = realSetTimeout(...args);
      if (/capture[\\/]delivery\.[jt]s/.test(new Error().stack ?? "")) made.push(timer);
      return timer;
    }) as typeof setTimeout);
    const spool = new FileSpool({ home: home.path });
    spool.append(sampleRecord(key));
    await spool.flush();
    const delivery = newDelivery(home.path, "http://127.0.0.1:9", spool, { intervalMs: 10_000 });
    try {
      delivery.start();
      await delivery.kick(); // the service is unreachable: a retry is scheduled
      expect(made.length).toBeGreaterThan(0);
      for (const timer of made) expect(timer.hasRef()).toBe(false);
      expect(listSealedSegments(spoolDirectory(home.path))).toHaveLength(1);
    } finally {
      spy.mockRestore();
      delivery.stop();
      home.remove();
    }
  });
});

describe("a rejected key", () => {
  it("surfaces AuthenticationError through onError and flush(), and keeps the records", async () => {
    const home = createTempHome("cs-delivery-revoked-");
    const server = await startServer({ port: 0, store, importSpool: false, dashboard: false });
    try {
      const created = await store.createApiKey(accountId, "soon revoked");
      await store.revokeApiKey(accountId, created.record.id);
      const errors: Error[] = [];
      const spool = new FileSpool({ home: home.path });
      const delivery = newDelivery(home.path, server.url, spool, { onError: (error) => errors.push(error) });
      const sink = new DeliveringSink(spool, delivery);
      const guard = new Guard({ rulesets: RULESETS, config: { service_key: created.key }, sink });
      await guard.shield({ payload: { output: "mail x@example.com" } });
      await spool.flush();
      await delivery.kick();
      expect(errors).toHaveLength(1);
      expect(errors[0]).toBeInstanceOf(AuthenticationError);
      expect(errors[0]!.message).toContain("rejected the service key");
      await expect(sink.flush()).rejects.toBeInstanceOf(AuthenticationError);
      await expect(sink.flush()).resolves.toBeUndefined(); // reported once
      expect(listSealedSegments(spoolDirectory(home.path))).toHaveLength(1);
    } finally {
      await server.close();
      home.remove();
    }
  });
});

describe("the default sink with CONTENT_SHIELD_URL", () => {
  it("delivers what a Guard captures without any sink configuration", async () => {
    const home = createTempHome("cs-delivery-default-");
    const server = await startServer({ port: 0, store, importSpool: false, dashboard: false });
    try {
      const env = { CONTENT_SHIELD_HOME: home.path, CONTENT_SHIELD_URL: server.url };
      const sink = defaultSink(env);
      expect(sink).toBeInstanceOf(DeliveringSink);
      process.env.CONTENT_SHIELD_HOME = home.path;
      const guard = new Guard({ rulesets: RULESETS, config: { service_key: key, group: "default-sink" } });
      const response = await guard.shield({ payload: { output: "write to someone@example.org" } });
      await guard.flush();
      await until(
        async () => (await store.getInterception(accountId, response.interception_id!)) !== null,
        "the interception to arrive",
      );
      (sink as DeliveringSink).delivery.stop();
    } finally {
      await server.close();
      home.remove();
    }
  });
});
