/**
 * `GET/POST/DELETE /v1/allowlists` through supertest on the real app (embedded PGlite store): validation
 * with located issues, idempotent adds, the group filter, a strong ETag with 304, and `POST /v1/shield`
 * applying the account's allowlist for the request's group.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../service/src/app.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { createTempHome, type TempHome } from "../../helpers/service.js";

let store: Store;
let home: TempHome;
let app: ReturnType<typeof createApp>;
let key: string;

beforeAll(async () => {
  home = createTempHome();
  process.env.CONTENT_SHIELD_HOME = home.path;
  store = await openStore({ home: home.path });
  app = createApp({ store, rateLimit: { perSecond: 1000 }, dashboard: false });
  const account = await store.createAccount("allow@example.com", "password-allow");
  key = (await store.createApiKey(account.id, "app")).key;
});

afterAll(async () => {
  await store?.close();
  home?.remove();
});

const auth = () => ({ Authorization: `Bearer ${key}` });
const add = (body: object) => request(app).post("/v1/allowlists").set(auth()).send(body);

describe("/v1/allowlists", () => {
  it("adds entries, idempotently, and lists a group's entries with those for every group", async () => {
    const first = await add({
      group: "support",
      metric: "pii",
      kind: "domain",
      value: "*.acme.com",
      note: "ours",
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      group: "support",
      metric: "pii",
      kind: "domain",
      value: "*.acme.com",
      note: "ours",
      source: "api",
    });
    const again = await add({ group: "support", metric: "pii", kind: "domain", value: "*.acme.com" });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const everywhere = await add({
      metric: "secrets",
      kind: "pattern",
      value: "AKIA[A-Z0-9]*EXAMPLE",
      source: "feedback",
    });
    expect(everywhere.status).toBe(201);
    expect(everywhere.body).toMatchObject({ group: null, source: "feedback" });
    await add({ group: "sales", metric: "keywords", kind: "value", value: "Acme" }).expect(201);

    const support = await request(app).get("/v1/allowlists?group=support").set(auth());
    expect(support.status).toBe(200);
    expect(support.body.entries.map((e: { value: string }) => e.value)).toEqual([
      "*.acme.com",
      "AKIA[A-Z0-9]*EXAMPLE",
    ]);
    const all = await request(app).get("/v1/allowlists").set(auth());
    expect(all.body.entries).toHaveLength(3);
  });

  it("answers with a strong ETag and 304 while nothing changed", async () => {
    const first = await request(app).get("/v1/allowlists?group=etag").set(auth());
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const unchanged = await request(app)
      .get("/v1/allowlists?group=etag")
      .set(auth())
      .set("If-None-Match", etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe("");
    const added = await add({ group: "etag", metric: "pii", kind: "value", value: "help@acme.com" });
    const changed = await request(app)
      .get("/v1/allowlists?group=etag")
      .set(auth())
      .set("If-None-Match", etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await request(app).delete(`/v1/allowlists/${added.body.id}`).set(auth()).expect(204);
    const back = await request(app).get("/v1/allowlists?group=etag").set(auth()).set("If-None-Match", etag);
    expect(back.status).toBe(304);
  });

  it("refuses bad entries with each problem located", async () => {
    const res = await add({ group: "", metric: "toxicity", kind: "regex", value: "x", extra: 1 });
    expect(res.status).toBe(400);
    const paths = res.body.error.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["body.group", "body.metric", "body.kind", "body"]));
    const pattern = await add({ metric: "regex", kind: "pattern", value: "(?<=a)b" });
    expect(pattern.status).toBe(400);
    expect(pattern.body.error.issues).toEqual([
      { path: "body.value", message: expect.stringContaining("lookahead or lookbehind") },
    ]);
    const domain = await add({ metric: "pii", kind: "domain", value: "not a domain" });
    expect(domain.body.error.issues[0]).toMatchObject({ path: "body.value" });
    const query = await request(app).get("/v1/allowlists?grop=x").set(auth());
    expect(query.status).toBe(400);
  });

  it("deletes an entry once; an unknown or malformed id is a 404", async () => {
    const entry = await add({ metric: "pii", kind: "value", value: "delete-me@acme.com" });
    await request(app).delete(`/v1/allowlists/${entry.body.id}`).set(auth()).expect(204);
    await request(app).delete(`/v1/allowlists/${entry.body.id}`).set(auth()).expect(404);
    await request(app).delete("/v1/allowlists/not-a-uuid").set(auth()).expect(404);
  });

  it("needs a service key", async () => {
    await request(app).get("/v1/allowlists").expect(401);
    await request(app).post("/v1/allowlists").send({ metric: "pii", kind: "value", value: "x" }).expect(401);
  });
});

describe("POST /v1/shield applies the account's allowlist for the request's group", () => {
  const body = (group: string | undefined) => ({
    payload: { output: "Write to help@shield-test.io or bob@gmail.com" },
    rulesets: [{ rules: [{ metric: "pii", value: "email" }], action: { type: "MASK" } }],
    ...(group === undefined ? {} : { config: { group } }),
  });

  it("an allowed value stops triggering in its group only", async () => {
    await add({ group: "bot", metric: "pii", kind: "value", value: "help@shield-test.io" }).expect(201);
    const inGroup = await request(app).post("/v1/shield").set(auth()).send(body("bot"));
    expect(inGroup.status).toBe(200);
    expect(inGroup.body.text).toBe("Write to help@shield-test.io or [EMAIL]");
    expect(inGroup.body.verdicts[0].allowed).toBe(1);
    const otherGroup = await request(app).post("/v1/shield").set(auth()).send(body(undefined));
    expect(otherGroup.body.text).toBe("Write to [EMAIL] or [EMAIL]");
  });

  it("a shadow ruleset never changes the response; its interception is stored marked shadow", async () => {
    const res = await request(app)
      .post("/v1/shield")
      .set(auth())
      .send({
        payload: { output: "We refund everything." },
        rulesets: [
          {
            name: "refunds",
            mode: "shadow",
            rules: [{ metric: "keywords", value: ["refund"] }],
            action: { type: "BLOCK" },
          },
        ],
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      text: "We refund everything.",
      triggered: false,
      action: null,
      applied: null,
    });
    expect(res.body.shadow).toEqual([
      expect.objectContaining({ ruleset: "refunds", action: "BLOCK", changed: true }),
    ]);
    const stored = await request(app).get(`/v1/interceptions/${res.body.interception_id}`).set(auth());
    expect(stored.status).toBe(200);
    expect(stored.body.action).toBe("FLAG");
    expect(stored.body.shadow).toBe(true);
    expect(stored.body.shadow_rulesets).toEqual([{ ruleset: "refunds", action: "BLOCK", changed: true }]);
    expect(stored.body.verdicts[0].shadow).toBe(true);
    // An enforced interception has neither field.
    const enforced = await request(app)
      .post("/v1/shield")
      .set(auth())
      .send({
        payload: { output: "mail x@gmail.com" },
        rulesets: [{ rules: [{ metric: "pii" }], action: { type: "FLAG" } }],
      });
    const plain = await request(app).get(`/v1/interceptions/${enforced.body.interception_id}`).set(auth());
    expect(plain.body).not.toHaveProperty("shadow");
    expect(plain.body).not.toHaveProperty("shadow_rulesets");
  });
});
