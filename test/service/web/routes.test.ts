/**
 * The dashboard through the real service app (createApp), on the embedded database and on PostgreSQL: sign-up/sign-in forms,
 * cookies, CSRF, key creation (secret shown once) and revocation, escaping, and tenant isolation.
 */
import express from "express";
import type { Test } from "supertest";
import request from "supertest";
import type TestAgent from "supertest/lib/agent.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../service/src/app.js";
import { openStore } from "../../../service/src/store/index.js";
import type { Store } from "../../../service/src/store/types.js";
import { safeNextPath } from "../../../service/src/web/context.js";
import { createWebRouter } from "../../../service/src/web/index.js";
import { isWellFormedServiceKey } from "../../../src/keys.js";
import {
  createTempHome,
  createTestDatabase,
  sampleRecord,
  type TempHome,
  type TestDatabase,
} from "../../helpers/service.js";

type Agent = InstanceType<typeof TestAgent<Test>>;

const PASSWORD = "correct horse battery";
let home: TempHome;
let store: Store;
let app: express.Express;

function csrfOf(htmlText: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(htmlText);
  if (!match) throw new Error("no _csrf field on the page");
  return match[1]!;
}

async function signUp(agent: Agent, email: string): Promise<string> {
  const form = await agent.get("/signup").expect(200);
  const res = await agent
    .post("/signup")
    .type("form")
    .send({ _csrf: csrfOf(form.text), email, password: PASSWORD })
    .expect(303);
  expect(res.headers.location).toBe("/");
  const overview = await agent.get("/").expect(200);
  return csrfOf(overview.text);
}

async function createKey(agent: Agent, csrf: string, name: string): Promise<{ key: string; page: string }> {
  const res = await agent.post("/keys").type("form").send({ _csrf: csrf, name }).expect(201);
  const match = /data-testid="new-key">([^<]+)</.exec(res.text);
  if (!match) throw new Error("the new key is not on the page");
  return { key: match[1]!, page: res.text };
}

describe("safeNextPath", () => {
  it("accepts local paths only", () => {
    expect(safeNextPath("/keys?revoked=1")).toBe("/keys?revoked=1");
    for (const bad of [
      "",
      "keys",
      "//evil.example",
      "/\\evil.example",
      "http://evil.example",
      "/a\nb",
      42,
      undefined,
    ]) {
      expect(safeNextPath(bad)).toBeUndefined();
    }
  });
});

describe.each(["pglite", "postgres"] as const)("dashboard on %s", (kind) => {
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    home = createTempHome("cs-web-");
    if (kind === "postgres") {
      database = await createTestDatabase();
      store = await openStore({ databaseUrl: database.url, home: home.path });
    } else {
      store = await openStore({ home: home.path });
    }
    expect(store.kind).toBe(kind);
    app = createApp({ store });
  });

  afterAll(async () => {
    await store?.close();
    await database?.drop();
    home?.remove();
  });

  describe("sign up and sign in", () => {
    it("redirects signed-out visitors to the sign-in page", async () => {
      const res = await request(app).get("/interceptions?action=BLOCK").expect(303);
      expect(res.headers.location).toBe("/signin?next=%2Finterceptions%3Faction%3DBLOCK");
      expect((await request(app).get("/").expect(303)).headers.location).toBe("/signin");
    });

    it("returns to the requested page after signing in, but never to another host", async () => {
      await signUp(request.agent(app), "next@example.com");
      const agent = request.agent(app);
      const form = await agent.get("/signin?next=%2Finterceptions%3Faction%3DBLOCK").expect(200);
      expect(form.text).toContain('<input type="hidden" name="next" value="/interceptions?action=BLOCK">');
      const ok = await agent
        .post("/signin")
        .type("form")
        .send({
          _csrf: csrfOf(form.text),
          email: "next@example.com",
          password: PASSWORD,
          next: "/interceptions?action=BLOCK",
        })
        .expect(303);
      expect(ok.headers.location).toBe("/interceptions?action=BLOCK");
      for (const next of [
        "//evil.example/x",
        "/\\evil.example",
        "https://evil.example/",
        "/ok\r\nSet-Cookie: x=y",
      ]) {
        const other = request.agent(app);
        const page = await other.get("/signin").expect(200);
        const res = await other
          .post("/signin")
          .type("form")
          .send({ _csrf: csrfOf(page.text), email: "next@example.com", password: PASSWORD, next })
          .expect(303);
        expect(res.headers.location).toBe("/");
      }
    });

    it("re-renders the form with a clear message for a short password, keeping the (escaped) email", async () => {
      const agent = request.agent(app);
      const form = await agent.get("/signup").expect(200);
      const res = await agent
        .post("/signup")
        .type("form")
        .send({ _csrf: csrfOf(form.text), email: '"><b>x@example.com', password: "short" })
        .expect(400);
      expect(res.text).toContain("Use at least 8 characters for your password (you entered 5).");
      expect(res.text).toContain("Enter a valid email address");
      expect(res.text).toContain('value="&quot;&gt;&lt;b&gt;x@example.com"');
      expect(res.text).not.toContain("<b>x@example.com");
    });

    it("refuses a sign-up without the pre-session CSRF token (403)", async () => {
      const agent = request.agent(app);
      await agent.get("/signup").expect(200);
      await agent
        .post("/signup")
        .type("form")
        .send({ email: "csrf@example.com", password: PASSWORD })
        .expect(403);
      await agent
        .post("/signup")
        .type("form")
        .send({
          _csrf: "forged-token-forged-token-forged-token",
          email: "csrf@example.com",
          password: PASSWORD,
        })
        .expect(403);
      expect(await store.accountByEmail("csrf@example.com")).toBeNull();
    });

    it("sets cs_session HttpOnly, SameSite=Lax, not Secure over plain http", async () => {
      const agent = request.agent(app);
      const form = await agent.get("/signup").expect(200);
      const res = await agent
        .post("/signup")
        .type("form")
        .send({ _csrf: csrfOf(form.text), email: "cookie@example.com", password: PASSWORD })
        .expect(303);
      const cookie = [res.headers["set-cookie"]].flat().find((c) => String(c).startsWith("cs_session="));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
    });

    it("marks cookies Secure behind a trusted https proxy, and only then", async () => {
      const trusting = express().use(createWebRouter({ store, trustProxy: true }));
      const plain = express().use(createWebRouter({ store }));
      const secure = await request(trusting).get("/signin").set("X-Forwarded-Proto", "https").expect(200);
      expect(String(secure.headers["set-cookie"])).toMatch(/cs_preauth=[^;]+;.*Secure/);
      const spoofed = await request(plain).get("/signin").set("X-Forwarded-Proto", "https").expect(200);
      expect(String(spoofed.headers["set-cookie"])).not.toMatch(/Secure/);
    });

    it("rejects a duplicate email with a message pointing to sign in", async () => {
      const agent = request.agent(app);
      await signUp(agent, "dup@example.com");
      const other = request.agent(app);
      const form = await other.get("/signup").expect(200);
      const res = await other
        .post("/signup")
        .type("form")
        .send({ _csrf: csrfOf(form.text), email: "dup@example.com", password: PASSWORD })
        .expect(409);
      expect(res.text).toContain("An account with this email exists already. Sign in instead.");
    });

    it("signs in, signs out (CSRF-checked), and the old session stops working", async () => {
      await signUp(request.agent(app), "inout@example.com");
      const agent = request.agent(app);
      const form = await agent.get("/signin").expect(200);
      const wrong = await agent
        .post("/signin")
        .type("form")
        .send({ _csrf: csrfOf(form.text), email: "inout@example.com", password: "not the password" })
        .expect(401);
      expect(wrong.text).toContain("Incorrect email or password.");
      await agent
        .post("/signin")
        .type("form")
        .send({ _csrf: csrfOf(wrong.text), email: "InOut@example.com", password: PASSWORD })
        .expect(303);
      const overview = await agent.get("/").expect(200);
      expect(overview.text).toContain("inout@example.com");
      await agent.post("/signout").type("form").send({}).expect(403);
      await agent
        .post("/signout")
        .type("form")
        .send({ _csrf: csrfOf(overview.text) })
        .expect(303);
      await agent.get("/").expect(303);
    });

    it("limits failed sign-ins per email with 429 and Retry-After", async () => {
      const limited = express().use(createWebRouter({ store, signInLimit: { max: 2, windowMs: 60_000 } }));
      const agent = request.agent(limited);
      let page = (await agent.get("/signin").expect(200)).text;
      for (const status of [401, 401, 429]) {
        const res = await agent
          .post("/signin")
          .type("form")
          .send({ _csrf: csrfOf(page), email: "dup@example.com", password: "wrong password" })
          .expect(status);
        page = res.text;
        if (status === 429) {
          expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
          expect(res.text).toContain("Too many failed sign-in attempts");
        }
      }
    });
  });

  describe("API keys", () => {
    it("shows a new key exactly once, lists it by prefix, and revocation rejects it at once", async () => {
      const agent = request.agent(app);
      const csrf = await signUp(agent, "keys@example.com");
      await agent.post("/keys").type("form").send({ name: "no token" }).expect(403);
      const empty = await agent.post("/keys").type("form").send({ _csrf: csrf, name: "   " }).expect(400);
      expect(empty.text).toContain("Give the key a name");

      const { key, page } = await createKey(agent, csrf, "checkout <prod>");
      expect(isWellFormedServiceKey(key)).toBe(true);
      expect(page).toContain("checkout &lt;prod&gt;");
      expect((await store.accountForServiceKey(key))?.account.email).toBe("keys@example.com");

      const list = await agent.get("/keys").expect(200);
      expect(list.headers["cache-control"]).toBe("no-store");
      expect(list.text).not.toContain(key);
      expect(list.text).toContain(`${key.slice(0, 11)}…`);
      expect(list.text).toContain("Active");

      const id = /data-key-id="([^"]+)"/.exec(list.text)?.[1];
      expect(id).toBeDefined();
      await agent.post(`/keys/${id}/revoke`).type("form").send({}).expect(403);
      expect(await store.accountForServiceKey(key)).not.toBeNull();
      await agent.post(`/keys/${id}/revoke`).type("form").send({ _csrf: csrf }).expect(303);
      expect(await store.accountForServiceKey(key)).toBeNull();
      const after = await agent.get("/keys?revoked=1").expect(200);
      expect(after.text).toContain("Revoked");
      expect(after.text).toContain("The key was revoked");
    });
  });

  describe("interceptions and tenant isolation", () => {
    let agentA: Agent;
    let agentB: Agent;
    let keyA: string;
    let evilId: string;

    beforeAll(async () => {
      agentA = request.agent(app);
      agentB = request.agent(app);
      const csrfA = await signUp(agentA, "alice@example.com");
      await signUp(agentB, "bob@example.com");
      keyA = (await createKey(agentA, csrfA, "alice-prod")).key;
      const owner = await store.accountForServiceKey(keyA);
      const evil = sampleRecord(keyA, {
        group: "<img src=x onerror=alert(1)>",
        ruleset: "<script>alert('ruleset')</script>",
        action: "BLOCK",
        metric: "secrets",
        payload: { input: "<script>alert('xss')</script> mail [EMAIL]" },
        findings: [{ type: "email", target: "input", start: 36, end: 44, score: 1 }],
        text: "<script>alert('shown')</script>",
      });
      evilId = evil.id;
      const records = [evil, ...Array.from({ length: 29 }, () => sampleRecord(keyA))];
      await store.ingestInterceptions(owner!.account.id, owner!.keyId, records);
    });

    it("renders an interception containing <script> inert, with the finding highlighted", async () => {
      const res = await agentA.get(`/interceptions/${evilId}`).expect(200);
      expect(res.text).not.toMatch(/<script>alert/);
      expect(res.text).not.toContain("<img src=x");
      expect(res.text).toContain("&lt;script&gt;alert(&#39;xss&#39;)&lt;/script&gt; mail ");
      expect(res.text).toContain('<mark class="finding" data-type="email"');
      expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(res.text).toContain("alice-prod");
    });

    it("lists interceptions with filters and cursor pagination", async () => {
      const first = await agentA.get("/interceptions").expect(200);
      expect(first.text.match(/<tr><td><time/g)).toHaveLength(25);
      const next = /href="(\/interceptions\?[^"]*cursor=[^"]+)"/.exec(first.text)?.[1];
      expect(next).toBeDefined();
      const second = await agentA.get(next!.replaceAll("&amp;", "&")).expect(200);
      expect(second.text.match(/<tr><td><time/g)).toHaveLength(5);
      expect(second.text).toContain("End of list");

      const blocked = await agentA.get("/interceptions?action=BLOCK").expect(200);
      expect(blocked.text.match(/<tr><td><time/g)).toHaveLength(1);
      expect(blocked.text).toContain("badge-block");
      const none = await agentA.get("/interceptions?group=nope").expect(200);
      expect(none.text).toContain("No interceptions match");
    });

    it("shows counts and charts on the overview", async () => {
      const res = await agentA.get("/?range=7d").expect(200);
      expect(res.text).toMatch(/<div class="value">30<\/div>/);
      expect(res.text).toContain("Interceptions over time by metric");
      expect(res.text).toMatch(/<title>pii · [^<]+: 29<\/title>/);
      expect(res.text).not.toContain("<img src=x");
    });

    it("gives account B a 404 for A's interception and hides A's keys and data", async () => {
      const res = await agentB.get(`/interceptions/${evilId}`).expect(404);
      expect(res.text).toContain("does not exist or belongs to another account");
      await agentB.get("/interceptions/not-a-uuid").expect(404);
      const keys = await agentB.get("/keys").expect(200);
      expect(keys.text).not.toContain("alice-prod");
      expect(keys.text).not.toContain(keyA.slice(0, 11));
      expect(keys.text).toContain("No API keys yet");
      const list = await agentB.get("/interceptions").expect(200);
      expect(list.text).not.toContain(evilId);
      expect(list.text).toContain("Create your first API key");
      const overview = await agentB.get("/").expect(200);
      expect(overview.text).toMatch(/<div class="value">0<\/div>/);
    });

    it("does not let account B revoke A's key", async () => {
      const keysA = await agentA.get("/keys").expect(200);
      const id = /data-key-id="([^"]+)"/.exec(keysA.text)?.[1];
      const overviewB = await agentB.get("/").expect(200);
      await agentB
        .post(`/keys/${id}/revoke`)
        .type("form")
        .send({ _csrf: csrfOf(overviewB.text) })
        .expect(404);
      // B's CSRF token does not work in A's session either.
      await agentA
        .post(`/keys/${id}/revoke`)
        .type("form")
        .send({ _csrf: csrfOf(overviewB.text) })
        .expect(403);
      expect(await store.accountForServiceKey(keyA)).not.toBeNull();
    });

    it("does not let account B mark a false positive on A's interception (issue 18)", async () => {
      const owner = await store.accountForServiceKey(keyA);
      const before = await store.listAllowlist(owner!.account.id);
      await agentB.get(`/interceptions/${evilId}/false-positive?finding=0`).expect(404);
      const overviewB = await agentB.get("/").expect(200);
      await agentB
        .post(`/interceptions/${evilId}/false-positive`)
        .type("form")
        .send({ _csrf: csrfOf(overviewB.text), finding: "0", kind: "value", value: "x@example.com" })
        .expect(404);
      // B's CSRF token does not work in A's session either.
      await agentA
        .post(`/interceptions/${evilId}/false-positive`)
        .type("form")
        .send({ _csrf: csrfOf(overviewB.text), finding: "0", kind: "value", value: "x@example.com" })
        .expect(403);
      expect(await store.listAllowlist(owner!.account.id)).toEqual(before);
    });

    it("lists A's replay reports with their changes, escaped, and gives B a 404 (issue 18)", async () => {
      const owner = await store.accountForServiceKey(keyA);
      const saved = await store.saveReplayReport(owner!.account.id, {
        policy_file: "<script>alert('draft')</script>.json",
        since: new Date(Date.now() - 7 * 86_400_000),
        group: "bot",
        report: {
          scanned: 12,
          replayed: 9,
          skipped_redacted: 3,
          changed: 4,
          by_ruleset: { "no-pii": { newly_triggered: 0, no_longer_triggered: 2 } },
          by_metric: { "<b>pii</b>": { newly_triggered: 5, no_longer_triggered: 1 } },
          action_changes: { "BLOCK→FLAG": 3 },
        },
      });
      const list = await agentA.get("/replays").expect(200);
      expect(list.text).toContain('href="/replays" aria-current="page"');
      expect(list.text).toContain(`href="/replays/${saved.id}"`);
      expect(list.text).toContain("&lt;script&gt;alert(&#39;draft&#39;)&lt;/script&gt;.json");
      expect(list.text).not.toMatch(/<script>alert/);
      expect(list.text).toMatch(/9 \/ 12<\/td><td class="num"><strong>4<\/strong>/);
      const detail = await agentA.get(`/replays/${saved.id}`).expect(200);
      expect(detail.text).toMatch(
        /<strong>no-pii<\/strong><\/td><td class="num">\+0<\/td><td class="num">−2</,
      );
      expect(detail.text).toContain('<strong>&lt;b&gt;pii&lt;/b&gt;</strong></td><td class="num">+5<');
      expect(detail.text).toContain('<strong>BLOCK→FLAG</strong></td><td class="num">3<');
      expect(detail.text).not.toMatch(/<script>alert|<b>pii/);

      await agentB.get(`/replays/${saved.id}`).expect(404);
      await agentB.get("/replays/not-a-uuid").expect(404);
      const listB = await agentB.get("/replays").expect(200);
      expect(listB.text).not.toContain(saved.id);
      expect(listB.text).toContain("No replays yet");
    });
  });
});
