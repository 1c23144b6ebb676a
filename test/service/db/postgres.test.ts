/**
 * Scale-out on a real PostgreSQL: two service instances with their own pools (migrating concurrently)
 * serve the same accounts and keys; revocation on one is effective on the other at once. Plus the spool
 * import of `content-shield serve`: linked by key hash, idempotent, unknown keys kept aside.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../../service/src/server.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { FileSpool, listSealedSegments, spoolDirectory } from "../../../src/capture/spool.js";
import { createServiceKey } from "../../../src/keys.js";
import {
  createTempHome,
  createTestDatabase,
  sampleRecord,
  type TempHome,
  type TestDatabase,
} from "../../helpers/service.js";

let database: TestDatabase;
let home: TempHome;

beforeAll(async () => {
  database = await createTestDatabase();
  home = createTempHome("cs-pg-");
});

afterAll(async () => {
  await database?.drop();
  home?.remove();
});

describe("two service processes sharing one PostgreSQL", () => {
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    // Both start (and migrate) at the same time; the migrator's advisory lock serializes them.
    [a, b] = await Promise.all([
      startServer({
        port: 0,
        databaseUrl: database.url,
        home: home.path,
        importSpool: false,
        dashboard: false,
      }),
      startServer({
        port: 0,
        databaseUrl: database.url,
        home: home.path,
        importSpool: false,
        dashboard: false,
      }),
    ]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("serves the same accounts and keys from either instance", async () => {
    expect(a.store).not.toBe(b.store);
    const account = await a.store.createAccount("shared@example.com", "password123");
    const { key, record } = await a.store.createApiKey(account.id, "shared");
    expect((await b.store.authenticate("shared@example.com", "password123"))?.id).toBe(account.id);
    const auth = { Authorization: `Bearer ${key}` };
    const check = await request(b.url).get("/v1/auth/check").set(auth);
    expect(check.body.account.id).toBe(account.id);
    const rec = sampleRecord(key, { group: "scale-out" });
    expect((await request(b.url).post("/v1/interceptions").set(auth).send([rec])).body).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: [],
    });
    expect((await request(a.url).post("/v1/interceptions").set(auth).send([rec])).body).toEqual({
      accepted: 0,
      duplicates: 1,
      rejected: [],
    });
    expect((await request(a.url).get(`/v1/interceptions/${rec.id}`).set(auth)).body.group).toBe("scale-out");
    expect(await b.store.revokeApiKey(account.id, record.id)).toBe(true);
    expect((await request(a.url).get("/v1/auth/check").set(auth)).status).toBe(401);
  });

  it("keeps tenants apart on PostgreSQL too", async () => {
    const x = await a.store.createAccount("x@example.com", "password123");
    const y = await b.store.createAccount("y@example.com", "password123");
    const keyX = (await a.store.createApiKey(x.id, "x")).key;
    const keyY = (await b.store.createApiKey(y.id, "y")).key;
    const rec = sampleRecord(keyX);
    await request(a.url)
      .post("/v1/interceptions")
      .set({ Authorization: `Bearer ${keyX}` })
      .send([rec])
      .expect(200);
    const asY = { Authorization: `Bearer ${keyY}` };
    expect((await request(b.url).get(`/v1/interceptions/${rec.id}`).set(asY)).status).toBe(404);
    expect((await request(a.url).get("/v1/interceptions").set(asY)).body.items).toEqual([]);
    expect((await request(b.url).get("/v1/stats").set(asY)).body.total).toBe(0);
  });
});

describe("spool import at start", () => {
  let store: Store;

  beforeAll(async () => {
    store = await openStore({ databaseUrl: database.url, home: home.path });
  });

  afterAll(async () => {
    await store?.close();
  });

  it("keeps importing segments written while it runs", async () => {
    const appHome = createTempHome("cs-import-live-");
    const account = await store.createAccount("live-spool@example.com", "password123");
    const { key } = await store.createApiKey(account.id, "live");
    const server = await startServer({
      port: 0,
      store,
      home: appHome.path,
      dashboard: false,
      spoolImportIntervalMs: 50,
    });
    try {
      const spool = new FileSpool({ home: appHome.path });
      const record = sampleRecord(key, { group: "live" });
      spool.append(record);
      await spool.flush();
      const deadline = Date.now() + 20_000;
      while ((await store.getInterception(account.id, record.id)) === null) {
        if (Date.now() > deadline) throw new Error("the live segment was not imported");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // The importer removes a segment only after its records are committed, so the file can outlive the
      // row by a moment (seen under load): wait for it to go, within the same deadline.
      while (listSealedSegments(spoolDirectory(appHome.path)).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(listSealedSegments(spoolDirectory(appHome.path))).toEqual([]);
    } finally {
      await server.close();
      appHome.remove();
    }
  });

  it("imports sealed and abandoned segments once, linked by key hash, and keeps unknown keys aside", async () => {
    const appHome = createTempHome("cs-import-");
    try {
      const account = await store.createAccount("spool@example.com", "password123");
      const { key } = await store.createApiKey(account.id, "spool");
      const spool = new FileSpool({ home: appHome.path, maxRecordsPerSegment: 3 });
      const records = Array.from({ length: 7 }, () => sampleRecord(key, { group: "from-spool" }));
      for (const [i, record] of records.slice(0, 6).entries()) {
        spool.append(record);
        if (i % 3 === 2) await spool.flush();
      }
      const stranger = sampleRecord(createServiceKey());
      spool.append(stranger);
      await spool.flush();
      const directory = spoolDirectory(appHome.path);
      // The 7th record sits in an open segment of a process that died (a crash).
      const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid;
      writeFileSync(
        join(directory, `000000000000001-${dead}-cafe.jsonl.open`),
        `${JSON.stringify(records[6])}\n`,
      );
      expect(listSealedSegments(directory)).toHaveLength(3);
      // Keep a copy of one segment to replay "a crash after commit, before delete".
      const replay = join(directory, "replay.jsonl");
      const firstRecordLine = `${JSON.stringify(records[0])}\n`;

      const server = await startServer({
        port: 0,
        store,
        home: appHome.path,
        dashboard: false,
        spoolImportIntervalMs: 0,
      });
      try {
        expect(server.firstImport).toMatchObject({ accepted: 7, duplicates: 0, unclaimed: 1 });
        expect(listSealedSegments(directory)).toEqual([]);
        expect(readdirSync(join(directory, "unclaimed"))).toHaveLength(1);
        const page = await store.listInterceptions(account.id, { group: "from-spool" });
        expect(new Set(page.items.map((i) => i.id))).toEqual(new Set(records.map((r) => r.id)));
      } finally {
        await server.close();
      }
      writeFileSync(replay, firstRecordLine);
      const again = await startServer({
        port: 0,
        store,
        home: appHome.path,
        dashboard: false,
        spoolImportIntervalMs: 0,
      });
      try {
        expect(again.firstImport).toMatchObject({ accepted: 0, duplicates: 1 });
        expect(existsSync(replay)).toBe(false);
      } finally {
        await again.close();
      }
      expect((await store.listInterceptions(account.id, { group: "from-spool" })).items).toHaveLength(7);
    } finally {
      appHome.remove();
    }
  });
});
