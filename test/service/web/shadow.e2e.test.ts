/**
 * Shadow rulesets on the dashboard (issue 18, item 2): the interceptions list filters shadow / enforced / all,
 * and the overview shows, per shadow ruleset, its interceptions and how many it would have changed, by
 * metric. Over HTTP through the real service app on the embedded database and on PostgreSQL (with another
 * account seeing none of it), and in a real headless Chromium against the running service.
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
const DAY = 24 * 60 * 60 * 1000;

function csrfOf(htmlText: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(htmlText);
  if (!match) throw new Error("no _csrf field on the page");
  return match[1]!;
}

const shadowVerdict = (metric: string) => ({
  metric,
  target: "both" as const,
  triggered: true,
  score: 1,
  labels: [],
  detail: null,
  shadow: true as const,
});

/**
 * strict-injection (shadow BLOCK, keywords): 3 interceptions in range, 2 would have changed the answer, plus
 * one 10 days old; watch (shadow FLAG, pii): 1, never changes; 3 enforced records (one also listing
 * strict-injection). As captured by the library (see src/capture/record.ts).
 */
function records(key: string, now: number): InterceptionRecord[] {
  const at = (msAgo: number) => new Date(now - msAgo).toISOString();
  const shadowOnly = (msAgo: number, changed: boolean): InterceptionRecord =>
    sampleRecord(key, {
      created_at: at(msAgo),
      shadow: true,
      action: "FLAG",
      ruleset: "strict-injection",
      triggered_rulesets: [],
      metric: "keywords",
      rule: { metric: "keywords", value: ["ignore previous"] },
      verdicts: [shadowVerdict("keywords")],
      shadow_rulesets: [{ ruleset: "strict-injection", action: "BLOCK", changed }],
    });
  return [
    shadowOnly(60_000, true),
    shadowOnly(120_000, false),
    shadowOnly(10 * DAY, true),
    sampleRecord(key, {
      created_at: at(180_000),
      verdicts: [
        { metric: "pii", target: "both", triggered: true, score: 1, labels: ["email"], detail: null },
        shadowVerdict("keywords"),
      ],
      shadow_rulesets: [{ ruleset: "strict-injection", action: "BLOCK", changed: true }],
    }),
    sampleRecord(key, {
      created_at: at(240_000),
      shadow: true,
      action: "FLAG",
      ruleset: 2,
      triggered_rulesets: [],
      verdicts: [shadowVerdict("pii")],
      shadow_rulesets: [{ ruleset: "watch", action: "FLAG", changed: false }],
    }),
    sampleRecord(key, { created_at: at(300_000) }),
    sampleRecord(key, { created_at: at(360_000), action: "BLOCK" }),
  ];
}

describe.each(["pglite", "postgres"] as const)("shadow rulesets on the dashboard (%s)", (kind) => {
  let home: TempHome;
  let store: Store;
  let database: TestDatabase | undefined;
  let agentA: Agent;
  let agentB: Agent;
  let accountA: string;

  async function signUp(agent: Agent, email: string): Promise<void> {
    const form = await agent.get("/signup").expect(200);
    await agent
      .post("/signup")
      .type("form")
      .send({ _csrf: csrfOf(form.text), email, password: PASSWORD })
      .expect(303);
  }

  beforeAll(async () => {
    home = createTempHome("cs-shadow-");
    if (kind === "postgres") {
      database = await createTestDatabase();
      store = await openStore({ databaseUrl: database.url, home: home.path });
    } else {
      store = await openStore({ home: home.path });
    }
    const app = createApp({ store });
    agentA = request.agent(app);
    agentB = request.agent(app);
    await signUp(agentA, "shadow-a@example.com");
    await signUp(agentB, "shadow-b@example.com");
    const overview = await agentA.get("/").expect(200);
    const res = await agentA
      .post("/keys")
      .type("form")
      .send({ _csrf: csrfOf(overview.text), name: "k" });
    const key = /data-testid="new-key">([^<]+)</.exec(res.text)![1]!;
    const owner = (await store.accountForServiceKey(key))!;
    accountA = owner.account.id;
    await store.ingestInterceptions(accountA, owner.keyId, records(key, Date.now()));
  });

  afterAll(async () => {
    await store?.close();
    await database?.drop();
    home?.remove();
  });

  it("summarises each shadow ruleset: interceptions, would have changed, by metric, within the range", async () => {
    const summary = await store.shadowSummary(accountA, { from: new Date(Date.now() - 7 * DAY) });
    expect(summary).toEqual([
      {
        ruleset: "strict-injection",
        interceptions: 3,
        changed: 2,
        by_metric: [{ metric: "keywords", interceptions: 3, changed: 2 }],
      },
      {
        ruleset: "watch",
        interceptions: 1,
        changed: 0,
        by_metric: [{ metric: "pii", interceptions: 1, changed: 0 }],
      },
    ]);
    const allTime = await store.shadowSummary(accountA);
    expect(allTime[0]).toMatchObject({ ruleset: "strict-injection", interceptions: 4, changed: 3 });
  });

  it("filters the interceptions list: shadow, enforced, all", async () => {
    const rows = (text: string) => text.match(/<tr><td><time/g)?.length ?? 0;
    const all = await agentA.get("/interceptions").expect(200);
    expect(rows(all.text)).toBe(6);
    const shadow = await agentA.get("/interceptions?mode=shadow").expect(200);
    expect(rows(shadow.text)).toBe(3);
    expect(shadow.text.match(/data-testid="shadow"/g)).toHaveLength(3);
    expect(shadow.text).toContain('<option value="shadow" selected>');
    const enforced = await agentA.get("/interceptions?mode=enforced").expect(200);
    expect(rows(enforced.text)).toBe(3);
    expect(enforced.text).not.toContain('data-testid="shadow"');
    // An unknown mode is ignored (all), like an unknown action.
    expect(rows((await agentA.get("/interceptions?mode=nope").expect(200)).text)).toBe(6);
    await expect(store.listInterceptions(accountA, { mode: "nope" as "shadow" })).rejects.toThrow(/mode/);
  });

  it("shows the shadow rulesets on the overview, and nothing of them to another account", async () => {
    const page = await agentA.get("/?range=7d").expect(200);
    expect(page.text).toContain('data-testid="shadow-rulesets"');
    expect(page.text).toMatch(
      /data-shadow-ruleset="strict-injection"><td>strict-injection<\/td><td class="num">3<\/td><td class="num" data-testid="changed">2 <span class="muted">\(67%\)/,
    );
    expect(page.text).toContain('href="/interceptions?mode=shadow&amp;range=7d"');
    const other = await agentB.get("/?range=7d").expect(200);
    expect(other.text).not.toContain("shadow-rulesets");
    expect(other.text).not.toContain("strict-injection");
    const otherList = await agentB.get("/interceptions?mode=shadow").expect(200);
    expect(otherList.text).not.toContain("strict-injection");
  });
});

describe("shadow rulesets in a headless Chromium", () => {
  let home: TempHome;
  let service: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    home = createTempHome("cs-shadow-e2e-");
    service = await startServer({ port: 0, host: "127.0.0.1", home: home.path, importSpool: false });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await service?.close();
    home?.remove();
  });

  it("switches the list between shadow, enforced and all, and the overview links to the shadow list", async () => {
    const key = await signUpWithKey(page, service.url, {
      email: "shadow-browser@example.com",
      password: PASSWORD,
      keyName: "browser",
    });
    const owner = (await service.store.accountForServiceKey(key))!;
    await service.store.ingestInterceptions(owner.account.id, owner.keyId, records(key, Date.now()));

    await page.goto(`${service.url}/?range=7d`);
    const row = page.locator('tr[data-shadow-ruleset="strict-injection"]');
    await expect(row.getByTestId("changed").textContent()).resolves.toContain("2");
    await screenshot(page, "shadow-overview");
    await page.click("text=Shadow interceptions →");
    await page.waitForURL(/mode=shadow/);
    await expect(page.locator("tbody tr").count()).resolves.toBe(3);

    await page.selectOption("#f-mode", "enforced");
    await page.waitForURL(/mode=enforced/);
    await expect(page.locator("tbody tr").count()).resolves.toBe(3);
    await expect(page.getByTestId("shadow").count()).resolves.toBe(0);
    await page.selectOption("#f-mode", "");
    await page.waitForURL((url) => !url.search.includes("mode=enforced"));
    await expect(page.locator("tbody tr").count()).resolves.toBe(6);
    await screenshot(page, "shadow-list");
  });
});
