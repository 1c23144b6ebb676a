/** The store contract, run against the embedded PGlite and a real PostgreSQL (fresh database per run). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmailTakenError, openStore, type Store, StoreInputError } from "../../service/src/store/index.js";
import { createServiceKey } from "../../src/keys.js";
import {
  createTempHome,
  createTestDatabase,
  sampleRecord,
  type TempHome,
  type TestDatabase,
} from "../helpers/service.js";

type Backend = "pglite" | "postgres";

describe.each<Backend>(["pglite", "postgres"])("store contract on %s", (backend) => {
  let store: Store;
  let home: TempHome;
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    home = createTempHome();
    database = backend === "postgres" ? await createTestDatabase() : undefined;
    store = await openStore({ home: home.path, databaseUrl: database?.url });
  });

  afterAll(async () => {
    await store?.close();
    await database?.drop();
    home?.remove();
  });

  it("reports its kind", () => {
    expect(store.kind).toBe(backend);
  });

  it("creates accounts with normalized unique emails and authenticates them", async () => {
    const account = await store.createAccount("  Alice@Example.COM ", "correct horse");
    expect(account.email).toBe("alice@example.com");
    await expect(store.createAccount("alice@example.com", "another password")).rejects.toBeInstanceOf(
      EmailTakenError,
    );
    expect((await store.authenticate("ALICE@example.com", "correct horse"))?.id).toBe(account.id);
    expect(await store.authenticate("alice@example.com", "wrong horse")).toBeNull();
    expect(await store.authenticate("nobody@example.com", "correct horse")).toBeNull();
    expect((await store.accountByEmail("alice@example.com"))?.id).toBe(account.id);
    expect((await store.getAccount(account.id))?.email).toBe("alice@example.com");
  });

  it("rejects a bad email and a short password with typed errors naming the field", async () => {
    await expect(store.createAccount("not-an-email", "long enough")).rejects.toMatchObject({
      path: "email",
      code: "INVALID_INPUT",
    });
    const error = await store.createAccount("bob@example.com", "short").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreInputError);
    expect((error as StoreInputError).path).toBe("password");
  });

  it("creates, resolves and deletes sessions", async () => {
    const account = await store.createAccount("session@example.com", "password123");
    const session = await store.createSession(account.id);
    expect(session.token).not.toBe(session.csrfToken);
    const info = await store.sessionAccount(session.token);
    expect(info?.account.id).toBe(account.id);
    expect(info?.csrfToken).toBe(session.csrfToken);
    expect(await store.sessionAccount(`${session.token}x`)).toBeNull();
    await store.deleteSession(session.token);
    expect(await store.sessionAccount(session.token)).toBeNull();
  });

  it("creates keys shown once, resolves them, records last use and revokes at once", async () => {
    const account = await store.createAccount("keys@example.com", "password123");
    const other = await store.createAccount("other-keys@example.com", "password123");
    const created = await store.createApiKey(account.id, "checkout");
    expect(created.key.startsWith(created.record.prefix)).toBe(true);
    expect(created.record.last_used_at).toBeNull();
    const owner = await store.accountForServiceKey(created.key);
    expect(owner).toEqual({ account: expect.objectContaining({ id: account.id }), keyId: created.record.id });
    const [listed] = await store.listApiKeys(account.id);
    expect(listed?.last_used_at).not.toBeNull();
    expect(JSON.stringify(await store.listApiKeys(account.id))).not.toContain(created.key);
    expect(await store.listApiKeys(other.id)).toEqual([]);
    expect(await store.revokeApiKey(other.id, created.record.id)).toBe(false);
    expect(await store.accountForServiceKey(created.key)).not.toBeNull();
    expect(await store.revokeApiKey(account.id, created.record.id)).toBe(true);
    expect(await store.revokeApiKey(account.id, created.record.id)).toBe(false);
    expect(await store.accountForServiceKey(created.key)).toBeNull();
    expect((await store.listApiKeys(account.id))[0]?.revoked_at).not.toBeNull();
    expect(await store.accountForServiceKey(createServiceKey())).toBeNull();
    expect(await store.accountForServiceKey("cs_garbage")).toBeNull();
    await expect(store.createApiKey(account.id, "  ")).rejects.toMatchObject({ path: "name" });
  });

  it("ingests idempotently on id and lists newest first with keyset pagination and filters", async () => {
    const account = await store.createAccount("ingest@example.com", "password123");
    const { key, record: keyRecord } = await store.createApiKey(account.id, "ingest");
    const base = Date.parse("2026-01-01T00:00:00.000Z");
    const records = Array.from({ length: 25 }, (_, i) =>
      sampleRecord(key, {
        created_at: new Date(base + Math.floor(i / 2) * 1000).toISOString(),
        metric: i % 5 === 0 ? "secrets" : "pii",
        action: i % 2 === 0 ? "MASK" : "BLOCK",
        group: i < 10 ? "alpha" : "beta",
        ruleset: i % 3 === 0 ? 0 : "no-pii",
      }),
    );
    expect(await store.ingestInterceptions(account.id, keyRecord.id, records)).toEqual({
      accepted: 25,
      duplicates: 0,
      rejected: [],
    });
    expect(await store.ingestInterceptions(account.id, keyRecord.id, records.slice(0, 10))).toEqual({
      accepted: 0,
      duplicates: 10,
      rejected: [],
    });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await store.listInterceptions(account.id, { limit: 7, cursor });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor !== undefined);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const expectedOrder = [...records]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .map((r) => r.id);
    expect(seen).toEqual(expectedOrder);

    const secrets = await store.listInterceptions(account.id, { metric: "secrets" });
    expect(secrets.items.map((i) => i.metric)).toEqual(Array(5).fill("secrets"));
    const betaBlocks = await store.listInterceptions(account.id, { group: "beta", action: "BLOCK" });
    expect(betaBlocks.items).toHaveLength(
      records.filter((r) => r.group === "beta" && r.action === "BLOCK").length,
    );
    const window = await store.listInterceptions(account.id, {
      from: new Date(base + 2000).toISOString(),
      to: new Date(base + 4000),
    });
    expect(window.items).toHaveLength(4);

    const one = await store.getInterception(account.id, records[3]!.id);
    expect(one).toMatchObject({
      id: records[3]!.id,
      key_id: keyRecord.id,
      ruleset: 0,
      rule: records[3]!.rule,
      findings: records[3]!.findings,
      payload: records[3]!.payload,
      created_at: records[3]!.created_at,
    });
    const fast = sampleRecord(key);
    expect(
      await store.ingestInterceptions(account.id, keyRecord.id, [fast, fast], { durable: false }),
    ).toEqual({
      accepted: 1,
      duplicates: 1,
      rejected: [],
    });
    expect(await store.getInterception(account.id, fast.id)).not.toBeNull();
    const bare = sampleRecord(key, { capture: "none", payload: null, text: null });
    await store.ingestInterceptions(account.id, null, [bare]);
    expect(await store.getInterception(account.id, bare.id)).toMatchObject({
      payload: null,
      text: null,
      key_id: null,
    });
    await expect(store.listInterceptions(account.id, { cursor: "nope" })).rejects.toMatchObject({
      path: "cursor",
    });
    await expect(store.listInterceptions(account.id, { limit: 0 })).rejects.toMatchObject({ path: "limit" });
    await expect(store.listInterceptions(account.id, { from: "yesterday" })).rejects.toMatchObject({
      path: "from",
    });
  });

  it("serves many concurrent calls (PGlite's single connection is shared safely)", async () => {
    const account = await store.createAccount("concurrent@example.com", "password123");
    const { key, record: keyRecord } = await store.createApiKey(account.id, "concurrent");
    const batches = Array.from({ length: 12 }, () => Array.from({ length: 5 }, () => sampleRecord(key)));
    const results = await Promise.all([
      ...batches.map((batch) => store.ingestInterceptions(account.id, keyRecord.id, batch)),
      ...batches.map(() =>
        store.accountForServiceKey(key).then((owner) => ({ accepted: owner ? 5 : 0, duplicates: 0 })),
      ),
      ...batches.map((batch) =>
        store.ingestInterceptions(account.id, keyRecord.id, batch, { durable: false }),
      ),
    ]);
    const accepted = results.reduce((sum, result) => sum + result.accepted, 0);
    expect(accepted).toBe(60 + 60); // each batch stored once; the key resolved every time
    expect((await store.stats(account.id)).total).toBe(60);
  });

  it("scopes every read by account", async () => {
    const a = await store.createAccount("tenant-a@example.com", "password123");
    const b = await store.createAccount("tenant-b@example.com", "password123");
    const keyA = await store.createApiKey(a.id, "a");
    const record = sampleRecord(keyA.key);
    await store.ingestInterceptions(a.id, keyA.record.id, [record]);
    expect(await store.getInterception(b.id, record.id)).toBeNull();
    expect((await store.listInterceptions(b.id)).items).toEqual([]);
    expect((await store.stats(b.id)).total).toBe(0);
    // Ids are scoped per account: the same id sent by another tenant is stored for that tenant (the
    // answer says nothing about A) and A's record is neither moved nor changed.
    const copy = { ...record, group: "b-copy" };
    expect(await store.ingestInterceptions(b.id, null, [copy])).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: [],
    });
    expect((await store.getInterception(a.id, record.id))?.group).toBe(record.group);
    expect((await store.getInterception(b.id, record.id))?.group).toBe("b-copy");
  });

  it("computes stats by metric, action, group, rule and a time series", async () => {
    const account = await store.createAccount("stats@example.com", "password123");
    const { key, record: keyRecord } = await store.createApiKey(account.id, "stats");
    const at = (iso: string) => new Date(iso).toISOString();
    await store.ingestInterceptions(account.id, keyRecord.id, [
      sampleRecord(key, {
        created_at: at("2026-02-01T10:05:00Z"),
        metric: "pii",
        action: "MASK",
        group: "g1",
      }),
      sampleRecord(key, {
        created_at: at("2026-02-01T10:59:00Z"),
        metric: "pii",
        action: "BLOCK",
        group: "g1",
      }),
      sampleRecord(key, {
        created_at: at("2026-02-01T11:10:00Z"),
        metric: "toxicity",
        action: "BLOCK",
        group: "g2",
        ruleset: 1,
      }),
      sampleRecord(key, {
        created_at: at("2026-02-03T00:00:00Z"),
        metric: "pii",
        action: "FLAG",
        group: "g2",
      }),
    ]);
    const all = await store.stats(account.id, { bucket: "hour" });
    expect(all.total).toBe(4);
    expect(all.by_metric).toEqual([
      { key: "pii", count: 3 },
      { key: "toxicity", count: 1 },
    ]);
    expect(all.by_action[0]).toEqual({ key: "BLOCK", count: 2 });
    expect(all.by_group).toEqual([
      { key: "g1", count: 2 },
      { key: "g2", count: 2 },
    ]);
    expect(all.by_rule).toEqual([
      { ruleset: "no-pii", metric: "pii", count: 3 },
      { ruleset: "1", metric: "toxicity", count: 1 },
    ]);
    expect(all.series).toEqual([
      { bucket: "2026-02-01T10:00:00Z", metric: "pii", count: 2 },
      { bucket: "2026-02-01T11:00:00Z", metric: "toxicity", count: 1 },
      { bucket: "2026-02-03T00:00:00Z", metric: "pii", count: 1 },
    ]);
    const day = await store.stats(account.id, {
      bucket: "day",
      from: "2026-02-01T00:00:00Z",
      to: "2026-02-02T00:00:00Z",
    });
    expect(day.total).toBe(3);
    expect(day.series).toEqual([
      { bucket: "2026-02-01T00:00:00Z", metric: "pii", count: 2 },
      { bucket: "2026-02-01T00:00:00Z", metric: "toxicity", count: 1 },
    ]);
    await expect(store.stats(account.id, { bucket: "week" as "day" })).rejects.toMatchObject({
      path: "bucket",
    });
  });

  it("keeps allowlists per account and group, adds idempotently and stores shadow interceptions", async () => {
    const a = await store.createAccount("allow-a@example.com", "password-a");
    const b = await store.createAccount("allow-b@example.com", "password-b");
    const entry = {
      group: "bot",
      metric: "pii",
      kind: "value" as const,
      value: "x@acme.com",
      note: null,
      source: "api" as const,
    };
    const first = await store.addAllowlistEntry(a.id, entry);
    expect(first.created).toBe(true);
    const again = await store.addAllowlistEntry(a.id, entry);
    expect(again).toEqual({ entry: first.entry, created: false });
    const everywhere = await store.addAllowlistEntry(a.id, {
      ...entry,
      group: null,
      kind: "domain",
      value: "acme.com",
    });
    expect(everywhere.entry.group).toBeNull();
    await store.addAllowlistEntry(a.id, { ...entry, group: "other" });
    expect((await store.listAllowlist(a.id, "bot")).map((e) => e.value)).toEqual(["x@acme.com", "acme.com"]);
    expect(await store.listAllowlist(a.id)).toHaveLength(3);
    expect(await store.listAllowlist(b.id, "bot")).toEqual([]);
    expect(await store.deleteAllowlistEntry(b.id, first.entry.id)).toBe(false);
    expect(await store.deleteAllowlistEntry(a.id, first.entry.id)).toBe(true);
    expect(await store.deleteAllowlistEntry(a.id, "not-a-uuid")).toBe(false);

    const key = await store.createApiKey(a.id, "shadow");
    const record = {
      ...sampleRecord(key.key),
      shadow: true as const,
      shadow_rulesets: [{ ruleset: "strict", action: "BLOCK", changed: true }],
    };
    await store.ingestInterceptions(a.id, key.record.id, [record]);
    const stored = await store.getInterception(a.id, record.id);
    expect(stored?.shadow).toBe(true);
    expect(stored?.shadow_rulesets).toEqual(record.shadow_rulesets);
  });
});
