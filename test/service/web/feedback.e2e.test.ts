/**
 * False-positive feedback (issue 18, item 3): on an interception's page a signed-in user marks a finding as a
 * false positive, the service proposes the allowlist entry (the domain of an email address or URL, or the
 * exact value, when the record keeps the text; an explanation when it was captured redacted), the user
 * confirms and it is added to the account's allowlist for the group (source "feedback"). Over HTTP on the
 * embedded database and PostgreSQL (CSRF, another account neither sees nor changes it), and end to end in
 * headless Chromium: the entry reaches a running Guard through its remote policy within the TTL.
 */
import type { InterceptionRecord } from "content-shield/internal";
import type { Browser, Page } from "playwright-core";
import type { Test } from "supertest";
import request from "supertest";
import type TestAgent from "supertest/lib/agent.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../service/src/app.js";
import { type RunningServer, startServer } from "../../../service/src/server.js";
import { openStore } from "../../../service/src/store/index.js";
import type { Store } from "../../../service/src/store/types.js";
import { domainOf } from "../../../service/src/web/feedback.js";
import { Guard, type ShieldResponse } from "../../../src/index.js";
import { launchBrowser, screenshot, signUpWithKey } from "../../helpers/browser.js";
import {
  createTempHome,
  createTestDatabase,
  sampleRecord,
  type TempHome,
  type TestDatabase,
} from "../../helpers/service.js";

type Agent = InstanceType<typeof TestAgent<Test>>;

const PASSWORD = "correct horse battery";
const OUTPUT = "Write to help@acme.com today";

function csrfOf(htmlText: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(htmlText);
  if (!match) throw new Error("no _csrf field on the page");
  return match[1]!;
}

/** What the library captures with `capture: "full"` for a MASKed email in the output. */
function fullRecord(key: string): InterceptionRecord {
  return sampleRecord(key, {
    group: "bot",
    findings: [{ type: "email", target: "output", start: 9, end: 22, score: 1 }],
    text: "Write to [EMAIL] today",
    payload: { output: OUTPUT },
    capture: "full",
  });
}

describe("domainOf", () => {
  it("takes the host of an email address or a URL, and nothing else", () => {
    expect(domainOf("Help@ACME.com")).toBe("acme.com");
    expect(domainOf("https://docs.acme.com/a?b=1")).toBe("docs.acme.com");
    expect(domainOf("www.acme.com/path")).toBe("www.acme.com");
    expect(domainOf("4242 4242 4242 4242")).toBeNull();
    expect(domainOf("John Smith")).toBeNull();
  });
});

describe.each(["pglite", "postgres"] as const)("false-positive feedback (%s)", (kind) => {
  let home: TempHome;
  let store: Store;
  let database: TestDatabase | undefined;
  let agentA: Agent;
  let agentB: Agent;
  let accountA: string;
  let fullId: string;
  let redactedId: string;

  async function signUp(agent: Agent, email: string): Promise<string> {
    const form = await agent.get("/signup").expect(200);
    await agent
      .post("/signup")
      .type("form")
      .send({ _csrf: csrfOf(form.text), email, password: PASSWORD })
      .expect(303);
    return csrfOf((await agent.get("/").expect(200)).text);
  }

  beforeAll(async () => {
    home = createTempHome("cs-feedback-");
    if (kind === "postgres") {
      database = await createTestDatabase();
      store = await openStore({ databaseUrl: database.url, home: home.path });
    } else {
      store = await openStore({ home: home.path });
    }
    const app = createApp({ store });
    agentA = request.agent(app);
    agentB = request.agent(app);
    const csrfA = await signUp(agentA, "fp-a@example.com");
    await signUp(agentB, "fp-b@example.com");
    const res = await agentA.post("/keys").type("form").send({ _csrf: csrfA, name: "k" });
    const key = /data-testid="new-key">([^<]+)</.exec(res.text)![1]!;
    const owner = (await store.accountForServiceKey(key))!;
    accountA = owner.account.id;
    const full = fullRecord(key);
    const redacted = sampleRecord(key, { group: "bot" });
    fullId = full.id;
    redactedId = redacted.id;
    await store.ingestInterceptions(accountA, owner.keyId, [full, redacted]);
  });

  afterAll(async () => {
    await store?.close();
    await database?.drop();
    home?.remove();
  });

  it("links each finding to the confirm page, which proposes the domain and the exact value", async () => {
    const detail = await agentA.get(`/interceptions/${fullId}`).expect(200);
    expect(detail.text).toContain(`href="/interceptions/${fullId}/false-positive?finding=0"`);
    const page = await agentA.get(`/interceptions/${fullId}/false-positive?finding=0`).expect(200);
    expect(page.text).toContain('<code data-testid="finding-text">help@acme.com</code>');
    expect(page.text).toContain('<code data-testid="proposed-domain">acme.com</code>');
    expect(page.text).toContain('<code data-testid="proposed-value">help@acme.com</code>');
    expect(page.text).toContain('<input type="radio" name="kind" value="domain" checked>');
    expect(page.text).toContain('name="value" maxlength="1000" required value="acme.com"');
    await agentA.get(`/interceptions/${fullId}/false-positive?finding=5`).expect(404);
  });

  it("explains that a redacted capture keeps no value to propose", async () => {
    const page = await agentA.get(`/interceptions/${redactedId}/false-positive?finding=0`).expect(200);
    expect(page.text).toContain('data-testid="explanation"');
    expect(page.text).toContain("captured redacted");
    expect(page.text).toContain('name="value" maxlength="1000" required value=""');
    expect(page.text).not.toContain('data-testid="proposed-');
  });

  it("adds the confirmed entry for the group with source feedback, CSRF-checked and validated", async () => {
    const page = await agentA.get(`/interceptions/${fullId}/false-positive?finding=0`).expect(200);
    const form = { finding: "0", kind: "domain", value: "acme.com", note: "our support desk" };
    await agentA.post(`/interceptions/${fullId}/false-positive`).type("form").send(form).expect(403);
    expect(await store.listAllowlist(accountA)).toEqual([]);

    const bad = await agentA
      .post(`/interceptions/${fullId}/false-positive`)
      .type("form")
      .send({ ...form, _csrf: csrfOf(page.text), kind: "pattern", value: "(?=a)b" })
      .expect(400);
    expect(bad.text).toContain('data-testid="errors"');
    expect(bad.text).toContain("value: ");
    expect(await store.listAllowlist(accountA)).toEqual([]);

    const added = await agentA
      .post(`/interceptions/${fullId}/false-positive`)
      .type("form")
      .send({ ...form, _csrf: csrfOf(page.text) })
      .expect(303);
    expect(added.headers.location).toBe(`/interceptions/${fullId}?allowlisted=1`);
    expect(await store.listAllowlist(accountA)).toMatchObject([
      {
        group: "bot",
        metric: "pii",
        kind: "domain",
        value: "acme.com",
        note: "our support desk",
        source: "feedback",
      },
    ]);
    const notice = await agentA.get(added.headers.location!).expect(200);
    expect(notice.text).toContain('data-testid="allowlisted"');
    const again = await agentA
      .post(`/interceptions/${fullId}/false-positive`)
      .type("form")
      .send({ ...form, _csrf: csrfOf(page.text) })
      .expect(303);
    expect(again.headers.location).toBe(`/interceptions/${fullId}?allowlisted=0`);
    expect(await store.listAllowlist(accountA)).toHaveLength(1);
  });

  it("lets another account neither see the finding nor add an entry from it", async () => {
    const before = await store.listAllowlist(accountA);
    await agentB.get(`/interceptions/${fullId}/false-positive?finding=0`).expect(404);
    const csrfB = csrfOf((await agentB.get("/").expect(200)).text);
    await agentB
      .post(`/interceptions/${fullId}/false-positive`)
      .type("form")
      .send({ _csrf: csrfB, finding: "0", kind: "value", value: "help@acme.com" })
      .expect(404);
    expect(await store.listAllowlist(accountA)).toEqual(before);
    // Signed out: the sign-in page, nothing added.
    await request(createApp({ store }))
      .post(`/interceptions/${fullId}/false-positive`)
      .type("form")
      .send({ finding: "0", kind: "value", value: "x" })
      .expect((res) => expect([302, 303, 403]).toContain(res.status));
    expect(await store.listAllowlist(accountA)).toEqual(before);
  });
});

describe("a false positive marked in the browser reaches a running app through the remote policy", () => {
  let home: TempHome;
  let service: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    home = createTempHome("cs-feedback-e2e-");
    service = await startServer({ port: 0, host: "127.0.0.1", home: home.path, importSpool: false });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await service?.close();
    home?.remove();
  });

  it("stops an allowed address from triggering within the TTL", async () => {
    const key = await signUpWithKey(page, service.url, {
      email: "fp-browser@example.com",
      password: PASSWORD,
      keyName: "bot",
    });
    const owner = (await service.store.accountForServiceKey(key))!;
    const record = fullRecord(key);
    await service.store.ingestInterceptions(owner.account.id, owner.keyId, [record]);

    const TTL = 300;
    const guard = new Guard({
      rulesets: [{ name: "no-pii", rules: [{ metric: "pii", value: "email" }], action: { type: "MASK" } }],
      config: { service_key: key, group: "bot", capture: false },
      policy: { remote: { url: service.url, ttlMs: TTL, timeoutMs: 2000 } },
    });
    await guard.refreshPolicy();
    expect((await guard.check({ payload: { output: OUTPUT } })).text).toBe("Write to [EMAIL] today");

    await page.goto(`${service.url}/interceptions/${record.id}`);
    await page.getByTestId("false-positive").first().click();
    await expect(page.getByTestId("proposed-domain").textContent()).resolves.toBe("acme.com");
    await screenshot(page, "false-positive-confirm");
    await page.getByRole("button", { name: "Add to the allowlist" }).click();
    await page.waitForURL(/allowlisted=1/);
    const marked = Date.now();

    let result: ShieldResponse;
    for (;;) {
      result = await guard.check({ payload: { output: OUTPUT } });
      if (result.text === OUTPUT || Date.now() - marked > TTL * 10) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(result.text).toBe(OUTPUT);
    expect(result.triggered_rulesets).toEqual([]);
    expect(guard.policyStatus()).toMatchObject({ entries: 1, last_error: null });
  });
});
