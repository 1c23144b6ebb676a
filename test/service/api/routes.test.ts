/** The REST API through supertest on the real app (embedded PGlite store): auth, ingest, list, stats, shield. */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../service/src/app.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { createServiceKey, hashServiceKey } from "../../../src/keys.js";
import { createTempHome, sampleRecord, type TempHome } from "../../helpers/service.js";

let store: Store;
let home: TempHome;
let app: ReturnType<typeof createApp>;
let keyA: string;
let keyB: string;

const PII_RULESET = {
  name: "no-pii",
  rules: [{ metric: "pii", operator: "contains", value: ["email", "ssn", "address", "phone_number"] }],
  action: { type: "MASK" },
};

beforeAll(async () => {
  home = createTempHome();
  process.env.CONTENT_SHIELD_HOME = home.path;
  store = await openStore({ home: home.path });
  app = createApp({ store, rateLimit: { perSecond: 1000 }, bodyLimit: "64kb" });
  const a = await store.createAccount("a@example.com", "password-a");
  const b = await store.createAccount("b@example.com", "password-b");
  keyA = (await store.createApiKey(a.id, "app-a")).key;
  keyB = (await store.createApiKey(b.id, "app-b")).key;
});

afterAll(async () => {
  await store?.close();
  home?.remove();
});

const auth = (key: string) => ({ Authorization: `Bearer ${key}` });

describe("authentication", () => {
  it("rejects a missing, malformed, unknown key with 401 JSON errors", async () => {
    for (const headers of [{}, { Authorization: "Bearer nope" }, auth(createServiceKey())]) {
      const res = await request(app).get("/v1/interceptions").set(headers);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("checks a key and names its account", async () => {
    const res = await request(app).get("/v1/auth/check").set(auth(keyA));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, account: { email: "a@example.com" } });
  });

  it("stops accepting a key as soon as it is revoked", async () => {
    const account = await store.createAccount("revoke@example.com", "password-r");
    const { key, record } = await store.createApiKey(account.id, "short-lived");
    expect((await request(app).get("/v1/auth/check").set(auth(key))).status).toBe(200);
    await store.revokeApiKey(account.id, record.id);
    expect((await request(app).get("/v1/auth/check").set(auth(key))).status).toBe(401);
  });
});

describe("ingest and read", () => {
  it("ingests a batch idempotently and reads it back by id and page", async () => {
    const records = [sampleRecord(keyA, { group: "api-test" }), sampleRecord(keyA, { group: "api-test" })];
    const first = await request(app).post("/v1/interceptions").set(auth(keyA)).send(records);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    const again = await request(app).post("/v1/interceptions").set(auth(keyA)).send(records);
    expect(again.body).toEqual({ accepted: 0, duplicates: 2, rejected: [] });
    const one = await request(app).get(`/v1/interceptions/${records[0]!.id}`).set(auth(keyA));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: records[0]!.id,
      group: "api-test",
      metric: "pii",
      findings: records[0]!.findings,
    });
    expect(one.body).not.toHaveProperty("key_hash");
    const page1 = await request(app).get("/v1/interceptions?group=api-test&limit=1").set(auth(keyA));
    expect(page1.body.items).toHaveLength(1);
    expect(page1.body.next_cursor).toEqual(expect.any(String));
    const page2 = await request(app)
      .get(`/v1/interceptions?group=api-test&limit=1&cursor=${page1.body.next_cursor}`)
      .set(auth(keyA));
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.items[0].id).not.toBe(page1.body.items[0].id);
    expect(page2.body.next_cursor).toBeNull();
  });

  it("stores the valid records of a batch and names the exact field of each invalid one", async () => {
    const bad = { ...sampleRecord(keyA), action: "EXPLODE" };
    const good = sampleRecord(keyA);
    const res = await request(app).post("/v1/interceptions").set(auth(keyA)).send([good, bad]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: [{ index: 1, id: bad.id, errors: [{ path: "body[1].action", message: expect.any(String) }] }],
    });
    expect((await request(app).get(`/v1/interceptions/${good.id}`).set(auth(keyA))).status).toBe(200);
    expect((await request(app).get(`/v1/interceptions/${bad.id}`).set(auth(keyA))).status).toBe(404);
    const query = await request(app).get("/v1/interceptions?limit=9999&colour=red").set(auth(keyA));
    expect(query.status).toBe(400);
    expect(query.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "query",
      "query.limit",
    ]);
  });

  it("refuses records captured with another key", async () => {
    const res = await request(app)
      .post("/v1/interceptions")
      .set(auth(keyA))
      .send([sampleRecord(keyB)]);
    expect(res.status).toBe(200);
    expect(res.body.accepted).toBe(0);
    expect(res.body.rejected[0].errors[0].path).toBe("body[0].key_hash");
  });

  it("answers 413 for a body over the limit and a batch over 1000 records", async () => {
    const big = [sampleRecord(keyA, { text: "x".repeat(70_000) })];
    const res = await request(app).post("/v1/interceptions").set(auth(keyA)).send(big);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("PAYLOAD_TOO_LARGE");
    const many = await request(app)
      .post("/v1/interceptions")
      .set(auth(keyA))
      .send(Array.from({ length: 1001 }, () => ({})));
    expect(many.status).toBe(413);
  });

  it("answers malformed JSON with a 400 JSON error", async () => {
    const res = await request(app)
      .post("/v1/interceptions")
      .set(auth(keyA))
      .set("Content-Type", "application/json")
      .send("[{");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_INPUT");
  });
});

describe("tenant isolation through the API", () => {
  it("never shows account A's interceptions to account B", async () => {
    const record = sampleRecord(keyA, { group: "secret-group" });
    await request(app).post("/v1/interceptions").set(auth(keyA)).send([record]).expect(200);
    expect((await request(app).get(`/v1/interceptions/${record.id}`).set(auth(keyB))).status).toBe(404);
    const list = await request(app).get("/v1/interceptions?group=secret-group").set(auth(keyB));
    expect(list.body.items).toEqual([]);
    const stats = await request(app).get("/v1/stats").set(auth(keyB));
    expect(stats.body.by_group.map((g: { key: string }) => g.key)).not.toContain("secret-group");
    const own = await request(app).get("/v1/stats").set(auth(keyA));
    expect(own.body.by_group.map((g: { key: string }) => g.key)).toContain("secret-group");
  });

  it("never lets account B read, delete or use account A's allowlist", async () => {
    const entry = await request(app)
      .post("/v1/allowlists")
      .set(auth(keyA))
      .send({ group: "iso", metric: "pii", kind: "value", value: "a-only@example.com" })
      .expect(201);
    const seenByB = await request(app).get("/v1/allowlists?group=iso").set(auth(keyB));
    expect(seenByB.body.entries).toEqual([]);
    expect((await request(app).get("/v1/allowlists").set(auth(keyB))).body.entries).toEqual([]);
    // B's delete of A's id says 404 (no existence oracle) and leaves it in place.
    await request(app).delete(`/v1/allowlists/${entry.body.id}`).set(auth(keyB)).expect(404);
    const stillA = await request(app).get("/v1/allowlists?group=iso").set(auth(keyA));
    expect(stillA.body.entries.map((e: { id: string }) => e.id)).toEqual([entry.body.id]);
    // B adding the same value creates B's own entry, not a reference to A's.
    const own = await request(app)
      .post("/v1/allowlists")
      .set(auth(keyB))
      .send({ group: "iso", metric: "pii", kind: "value", value: "a-only@example.com" })
      .expect(201);
    expect(own.body.id).not.toBe(entry.body.id);
    await request(app).delete(`/v1/allowlists/${own.body.id}`).set(auth(keyB)).expect(204);
    // A's entry does not apply to B's shield calls.
    const shield = {
      payload: { output: "mail a-only@example.com" },
      rulesets: [{ rules: [{ metric: "pii", value: "email" }], action: { type: "MASK" } }],
      config: { group: "iso" },
    };
    expect((await request(app).post("/v1/shield").set(auth(keyB)).send(shield)).body.text).toBe(
      "mail [EMAIL]",
    );
    expect((await request(app).post("/v1/shield").set(auth(keyA)).send(shield)).body.text).toBe(
      "mail a-only@example.com",
    );
  });
});

describe("POST /v1/shield", () => {
  it("shields with the library's semantics and stores the interception for the key's account", async () => {
    const res = await request(app)
      .post("/v1/shield")
      .set(auth(keyA))
      .send({
        payload: { output: "Write to jane.doe@example.com today" },
        rulesets: [PII_RULESET],
        config: { group: "shield-api" },
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      triggered: true,
      action: "MASK",
      ruleset: "no-pii",
      text: "Write to [EMAIL] today",
    });
    const stored = await request(app).get(`/v1/interceptions/${res.body.interception_id}`).set(auth(keyA));
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ group: "shield-api", action: "MASK", capture: "redacted" });
    expect(JSON.stringify(stored.body)).not.toContain("jane.doe@example.com");
    expect(
      (await request(app).get(`/v1/interceptions/${res.body.interception_id}`).set(auth(keyB))).status,
    ).toBe(404);
  });

  it("answers a clean payload with triggered false and no interception", async () => {
    const res = await request(app)
      .post("/v1/shield")
      .set(auth(keyA))
      .send({ payload: { input: "What is the weather?" }, rulesets: [PII_RULESET] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ triggered: false, action: null, interception_id: null });
  });

  it("checks payload.contexts and returns each text's result; a BLOCK's message is in applied.fallback", async () => {
    const res = await request(app)
      .post("/v1/shield")
      .set(auth(keyA))
      .send({
        payload: { input: "Who wrote the memo?", contexts: ["Memo by jane.doe@example.com", "No PII here"] },
        rulesets: [PII_RULESET],
      });
    expect(res.status).toBe(200);
    expect(res.body.action).toBe("MASK");
    expect(res.body.texts.contexts).toEqual([
      {
        text: "Memo by [EMAIL]",
        changed: true,
        replaced: [{ start: 8, end: 28, type: "email", placeholder: "[EMAIL]", ruleset: "no-pii" }],
      },
      { text: "No PII here", changed: false, replaced: [] },
    ]);
    expect(res.body.findings[0]).toMatchObject({ target: "contexts", context_index: 0 });
    const stored = await request(app).get(`/v1/interceptions/${res.body.interception_id}`).set(auth(keyA));
    expect(stored.status).toBe(200);

    const blocked = await request(app)
      .post("/v1/shield")
      .set(auth(keyA))
      .send({
        payload: { contexts: ["ssn 123-45-6789"] },
        rulesets: [{ ...PII_RULESET, action: { type: "BLOCK", fallback: "Not with personal data." } }],
      });
    expect(blocked.status).toBe(200);
    expect(blocked.body.applied).toEqual({
      type: "BLOCK",
      fallback: "Not with personal data.",
      ruleset: "no-pii",
    });
  });

  it("answers BLOCK with 200 and action BLOCK", async () => {
    const res = await request(app)
      .post("/v1/shield")
      .set(auth(keyA))
      .send({
        payload: { input: "my ssn is 123-45-6789" },
        rulesets: [{ ...PII_RULESET, action: { type: "BLOCK" } }],
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ triggered: true, action: "BLOCK" });
    expect(res.body.interception_id).toEqual(expect.any(String));
  });

  it("reports the library's typed validation errors with their paths", async () => {
    const res = await request(app)
      .post("/v1/shield")
      .set(auth(keyA))
      .send({
        payload: { input: "hi" },
        rulesets: [{ rules: [{ metric: "pii", operator: "contians" }], action: { type: "FLAG" } }],
      });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("RULESET_INVALID");
    expect(res.body.error.issues[0].path).toBe("rulesets[0].rules[0].operator");
    const outer = await request(app)
      .post("/v1/shield")
      .set(auth(keyA))
      .send({ payload: { input: "hi" }, ruleset: [] });
    expect(outer.status).toBe(400);
    expect(outer.body.error.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "ruleset", message: expect.stringContaining('"rulesets"') }),
      ]),
    );
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a key's bucket is empty", async () => {
    const limited = createApp({ store, rateLimit: { perSecond: 0.01, burst: 2 }, dashboard: false });
    expect((await request(limited).get("/v1/auth/check").set(auth(keyA))).status).toBe(200);
    expect((await request(limited).get("/v1/auth/check").set(auth(keyA))).status).toBe(200);
    const third = await request(limited).get("/v1/auth/check").set(auth(keyA));
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe("RATE_LIMITED");
    expect(Number(third.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // Another key has its own bucket.
    expect((await request(limited).get("/v1/auth/check").set(auth(keyB))).status).toBe(200);
  });
});

describe("the dashboard mount", () => {
  it("serves the dashboard's sign-in page next to the API and JSON 404s elsewhere", async () => {
    const page = await request(app).get("/signin");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const missing = await request(app).get("/no-such-page");
    expect(missing.status).toBe(404);
    const apiMissing = await request(app).get("/v1/nothing").set(auth(keyA));
    expect(apiMissing.status).toBe(404);
    expect(apiMissing.body.error.code).toBe("NOT_FOUND");
  });
});

describe("health and OpenAPI", () => {
  it("reports health with the database kind", async () => {
    const res = await request(app).get("/healthz");
    expect(res.body).toEqual({ ok: true, database: "pglite" });
  });

  it("publishes an OpenAPI 3.1 document whose schemas match the validators", async () => {
    const res = await request(app).get("/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/v1/interceptions",
        "/v1/interceptions/{id}",
        "/v1/stats",
        "/v1/shield",
        "/healthz",
      ]),
    );
    const record = doc.components.schemas.InterceptionRecord;
    expect(record.properties.action.enum).toEqual(["BLOCK", "OVERRIDE", "MASK", "FLAG"]);
    expect(record.required).toEqual(expect.arrayContaining(["id", "created_at", "group", "metric", "rule"]));
    const params = doc.paths["/v1/interceptions"].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(["group", "metric", "action", "from", "to", "limit", "cursor"]);
    const shield = doc.components.schemas.ShieldRequest;
    expect(shield.properties.rulesets).toBeDefined();
    expect(JSON.stringify(shield)).toContain("greater_than_equal");
    expect(JSON.stringify(doc)).not.toContain(
      'key_hash":{"type":"string","pattern":"^[0-9a-f]{64}$"},"received_at',
    );
    expect(hashServiceKey(keyA)).toHaveLength(64);
  });
});
