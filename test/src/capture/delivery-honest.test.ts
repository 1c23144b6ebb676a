/**
 * Delivery is honest and per record, against a real service on loopback (and loopback stand-ins for a
 * lying proxy, a redirect, an overloaded service and an older service that fails on a poison record):
 * a batch counts as delivered only when the answer accounts for every record; redirects are not followed;
 * refused records are quarantined alone with their reasons and the rest delivered; 429 backs off for
 * Retry-After; nothing a library sends can keep `serve` from starting; ids are scoped per account.
 */

import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../../service/src/server.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { Delivery } from "../../../src/capture/delivery.js";
import type { InterceptionRecord } from "../../../src/capture/record.js";
import { listSealedSegments, spoolDirectory } from "../../../src/capture/segments.js";
import { FileSpool } from "../../../src/capture/spool.js";
import { createTempHome, sampleRecord, type TempHome } from "../../helpers/service.js";

let dbHome: TempHome;
let store: Store;
let server: RunningServer;
let accountId: string;
let key: string;

beforeAll(async () => {
  dbHome = createTempHome("cs-honest-db-");
  store = await openStore({ home: dbHome.path });
  const account = await store.createAccount("honest@example.com", "password123");
  accountId = account.id;
  key = (await store.createApiKey(account.id, "honest")).key;
  server = await startServer({
    port: 0,
    store,
    importSpool: false,
    dashboard: false,
    bodyLimit: "64kb",
    rateLimit: { perSecond: 10_000 },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await store?.close();
  dbHome?.remove();
});

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void | Promise<void>;

/** A loopback HTTP server answering with `handler`; resolves to its URL and a closer. */
async function standIn(handler: Handler): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const http: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => {
      hits.push(`${req.method} ${req.url}`);
      void handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

/** Forwards a request to the real service and relays its answer. */
async function forward(req: IncomingMessage, body: string, res: ServerResponse): Promise<void> {
  const answer = await fetch(`${server.url}${req.url}`, {
    method: req.method ?? "GET",
    headers: { authorization: String(req.headers.authorization), "content-type": "application/json" },
    ...(req.method === "POST" ? { body } : {}),
  });
  res.writeHead(answer.status, { "content-type": "application/json" });
  res.end(await answer.text());
}

function newDelivery(
  home: string,
  url: string,
  errors: Error[],
  extra: Partial<ConstructorParameters<typeof Delivery>[0]> = {},
) {
  const spool = new FileSpool({ home });
  return {
    spool,
    delivery: new Delivery({
      url,
      home,
      serviceKey: key,
      spool,
      beforeRound: () => spool.flush(),
      intervalMs: 20,
      minBackoffMs: 10,
      maxBackoffMs: 50,
      onError: (error) => errors.push(error),
      ...extra,
    }),
  };
}

function writeSegment(home: string, name: string, lines: string[]): string {
  const directory = spoolDirectory(home);
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, name), `${lines.join("\n")}\n`);
  return name;
}

function rejectedEntries(
  home: string,
  name: string,
): Array<{ reason: string; record?: InterceptionRecord; line?: string }> {
  return readFileSync(join(spoolDirectory(home), "rejected", name), "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line));
}

describe("a service whose answers cannot be trusted", () => {
  it("keeps every record when something answers 200 to everything, and reports it once", async () => {
    const home = createTempHome("cs-honest-200-");
    const liar = await standIn((_req, _body, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"ok":true}');
    });
    try {
      const errors: Error[] = [];
      const { spool, delivery } = newDelivery(home.path, liar.url, errors);
      for (let i = 0; i < 20; i++) spool.append(sampleRecord(key));
      for (let round = 0; round < 3; round++) await delivery.kick();
      expect(liar.hits.filter((hit) => hit.startsWith("POST"))).toHaveLength(3);
      expect(delivery.delivered).toBe(0);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toContain("without accounting for the 20 interception(s)");
      const directory = spoolDirectory(home.path);
      expect(listSealedSegments(directory)).toHaveLength(1);
      expect(
        readFileSync(join(directory, listSealedSegments(directory)[0]!), "utf8")
          .trim()
          .split("\n"),
      ).toHaveLength(20);
    } finally {
      await liar.close();
      home.remove();
    }
  });

  it("never follows a redirect: a 301 keeps the records and the error names it", async () => {
    const home = createTempHome("cs-honest-301-");
    const mover = await standIn((req, _body, res) => {
      res.writeHead(301, { location: `${server.url}${req.url}` });
      res.end();
    });
    try {
      const errors: Error[] = [];
      const { spool, delivery } = newDelivery(home.path, mover.url, errors);
      const records = Array.from({ length: 5 }, () => sampleRecord(key, { group: "redirected" }));
      for (const record of records) spool.append(record);
      await delivery.kick();
      await delivery.kick();
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toMatch(/redirect \(HTTP 301 to http:\/\/127\.0\.0\.1/);
      expect(listSealedSegments(spoolDirectory(home.path))).toHaveLength(1);
      for (const record of records) expect(await store.getInterception(accountId, record.id)).toBeNull();
    } finally {
      await mover.close();
      home.remove();
    }
  });
});

describe("per-record delivery", () => {
  it("quarantines only the refused records (one too large, one invalid) with reasons and delivers the other 50", async () => {
    const home = createTempHome("cs-honest-mixed-");
    try {
      const good = Array.from({ length: 50 }, () => sampleRecord(key, { group: "mixed" }));
      const huge = sampleRecord(key, { text: "z".repeat(80_000) });
      const invalid = { ...sampleRecord(key), action: "EXPLODE" };
      const lines = [...good.slice(0, 20), huge, ...good.slice(20, 40), invalid, ...good.slice(40)].map((r) =>
        JSON.stringify(r),
      );
      const name = writeSegment(home.path, "000000000000001-1-mixed.jsonl", [...lines, "{torn"]);
      const errors: Error[] = [];
      const { delivery } = newDelivery(home.path, server.url, errors);
      await delivery.kick();
      expect(listSealedSegments(spoolDirectory(home.path))).toEqual([]);
      for (const record of good) expect(await store.getInterception(accountId, record.id)).not.toBeNull();
      const aside = rejectedEntries(home.path, name);
      expect(aside).toHaveLength(3);
      const byId = new Map(aside.filter((e) => e.record).map((e) => [e.record!.id, e.reason]));
      expect(byId.get(huge.id)).toMatch(/HTTP 413/);
      expect(byId.get(invalid.id)).toMatch(/action/);
      expect(aside.find((e) => e.line === "{torn")?.reason).toMatch(/not JSON/);
      expect(delivery.delivered).toBe(50);
      expect(delivery.quarantined).toBe(2);
      expect(errors).toHaveLength(1);
    } finally {
      home.remove();
    }
  });

  it("keeps refused records whose quarantine the disk refuses, and quarantines them once it can, counted once", async () => {
    const home = createTempHome("cs-honest-noquarantine-");
    try {
      const good = [sampleRecord(key, { group: "beside-bad" }), sampleRecord(key, { group: "beside-bad" })];
      const invalid = { ...sampleRecord(key), action: "EXPLODE" };
      const name = writeSegment(
        home.path,
        "000000000000003-1-blocked.jsonl",
        [good[0], invalid, good[1]].map((r) => JSON.stringify(r)),
      );
      // A file where spool/rejected/ should be: the quarantine cannot be written.
      writeFileSync(join(spoolDirectory(home.path), "rejected"), "in the way");
      const errors: Error[] = [];
      const { delivery, spool } = newDelivery(home.path, server.url, errors);
      await delivery.kick();
      expect(listSealedSegments(spoolDirectory(home.path))).toEqual([name]);
      expect(delivery.quarantined).toBe(0);
      expect(spool.health().dropped).toBe(0);
      expect(errors.some((e) => e.message.includes("cannot be kept in spool/rejected yet"))).toBe(true);
      for (const record of good) expect(await store.getInterception(accountId, record.id)).not.toBeNull();
      // The disk lets us now: the next round quarantines the refused record, once, and the segment goes.
      rmSync(join(spoolDirectory(home.path), "rejected"));
      await delivery.kick();
      expect(listSealedSegments(spoolDirectory(home.path))).toEqual([]);
      expect(rejectedEntries(home.path, name).map((e) => e.record?.id)).toEqual([invalid.id]);
      expect(delivery.quarantined).toBe(1);
      expect(spool.health().dropped).toBe(0);
    } finally {
      home.remove();
    }
  });

  it("isolates a record an older service fails on (HTTP 500) and does not retry the batch forever", async () => {
    const home = createTempHome("cs-honest-500-");
    const old = await standIn(async (req, body, res) => {
      if (req.method === "POST" && body.includes('"group":"poison"')) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end('{"error":{"code":"INTERNAL","message":"invalid input syntax for type json"}}');
        return;
      }
      await forward(req, body, res);
    });
    try {
      const errors: Error[] = [];
      const { spool, delivery } = newDelivery(home.path, old.url, errors);
      const good = Array.from({ length: 30 }, () => sampleRecord(key, { group: "around-poison" }));
      const poison = sampleRecord(key, { group: "poison" });
      for (const record of [...good.slice(0, 15), poison, ...good.slice(15)]) spool.append(record);
      await delivery.kick();
      expect(listSealedSegments(spoolDirectory(home.path))).toEqual([]);
      for (const record of good) expect(await store.getInterception(accountId, record.id)).not.toBeNull();
      expect(delivery.quarantined).toBe(1);
      const posts = old.hits.filter((hit) => hit.startsWith("POST")).length;
      expect(posts).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(31)) + 1);
    } finally {
      await old.close();
      home.remove();
    }
  });

  it("backs off for Retry-After on 429 instead of hammering", async () => {
    const home = createTempHome("cs-honest-429-");
    const busy = await standIn(async (req, body, res) => {
      if (req.method === "POST") {
        res.writeHead(429, { "retry-after": "2", "content-type": "application/json" });
        res.end('{"error":{"code":"RATE_LIMITED"}}');
        return;
      }
      await forward(req, body, res);
    });
    try {
      const errors: Error[] = [];
      const { spool, delivery } = newDelivery(home.path, busy.url, errors);
      spool.append(sampleRecord(key));
      delivery.start();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(busy.hits.filter((hit) => hit.startsWith("POST"))).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(busy.hits.filter((hit) => hit.startsWith("POST"))).toHaveLength(2);
      delivery.stop();
      expect(errors).toEqual([]); // an overloaded service is waited out, not an error for a human
      expect(listSealedSegments(spoolDirectory(home.path))).toHaveLength(1);
    } finally {
      await busy.close();
      home.remove();
    }
  });
});

describe("what a library sends can never stop the service", () => {
  it("starts `serve` on a spool with NUL, lone surrogates, year 0000 and garbage, storing what can be stored", async () => {
    const home = createTempHome("cs-honest-serve-");
    const nul = sampleRecord(key, { text: "nul \u0000 here", payload: { input: "a\u0000b" } });
    const surrogate = sampleRecord(key, { text: "hi \uD83D a@b.com" });
    const year0 = sampleRecord(key, { created_at: "0000-01-01T00:00:00.000Z" });
    const fine = sampleRecord(key);
    // JSON.stringify writes NUL as \u0000 and a lone surrogate as \ud83d: exactly what PostgreSQL refuses.
    const name = writeSegment(home.path, "000000000000002-1-poison.jsonl", [
      JSON.stringify(nul),
      JSON.stringify(surrogate),
      JSON.stringify(year0),
      "not json at all",
      JSON.stringify(fine),
    ]);
    const served = await startServer({
      port: 0,
      store,
      home: home.path,
      dashboard: false,
      spoolImportIntervalMs: 0,
    });
    try {
      expect(served.firstImport).toMatchObject({ accepted: 3, invalid: 2, failed: 0 });
      expect((await store.getInterception(accountId, nul.id))?.text).toBe("nul \uFFFD here");
      expect((await store.getInterception(accountId, nul.id))?.payload).toEqual({ input: "a\uFFFDb" });
      expect((await store.getInterception(accountId, surrogate.id))?.text).toBe("hi \uFFFD a@b.com");
      expect(await store.getInterception(accountId, fine.id)).not.toBeNull();
      const aside = rejectedEntries(home.path, name);
      expect(aside.map((e) => e.reason).join("\n")).toMatch(/created_at/);
      expect(aside.some((e) => e.line === "not json at all")).toBe(true);
      expect(listSealedSegments(spoolDirectory(home.path))).toEqual([]);
    } finally {
      await served.close();
      home.remove();
    }
  });

  it("answers NUL, lone surrogates and year 0000 over REST without a 500", async () => {
    const auth = { Authorization: `Bearer ${key}` };
    const nul = sampleRecord(key, { text: "x\u0000y" });
    const surrogate = sampleRecord(key, { text: "\uDE00 tail" });
    const year0 = sampleRecord(key, { created_at: "0000-01-01T00:00:00Z" });
    const res = await request(server.url).post("/v1/interceptions").set(auth).send([nul, year0, surrogate]);
    expect(res.status).toBe(200);
    expect(res.body.accepted).toBe(2);
    expect(res.body.rejected).toHaveLength(1);
    expect(res.body.rejected[0]).toMatchObject({ index: 1, id: year0.id });
    expect(res.body.rejected[0].errors[0].path).toBe("body[1].created_at");
    const query = await request(server.url).get("/v1/interceptions?group=%00").set(auth);
    expect(query.status).toBe(400);
    expect(JSON.stringify(query.body)).toContain("group");
  });

  it("answers another account's id as a new record: no existence oracle", async () => {
    const other = await store.createAccount("oracle@example.com", "password123");
    const otherKey = (await store.createApiKey(other.id, "oracle")).key;
    const mine = sampleRecord(key, { group: "mine" });
    await request(server.url)
      .post("/v1/interceptions")
      .set({ Authorization: `Bearer ${key}` })
      .send([mine]);
    const probe = { ...sampleRecord(otherKey), id: mine.id, group: "probe" };
    const res = await request(server.url)
      .post("/v1/interceptions")
      .set({ Authorization: `Bearer ${otherKey}` })
      .send([probe]);
    expect(res.body).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
    expect((await store.getInterception(accountId, mine.id))?.group).toBe("mine");
    expect((await store.getInterception(other.id, mine.id))?.group).toBe("probe");
  });
});
