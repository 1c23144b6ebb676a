/**
 * Page templates rendered from typed view models: every user-controlled string (email, key names, groups,
 * rulesets, metrics, finding types, labels, details, captured text) is escaped, so markup in them is inert.
 */
import { describe, expect, it } from "vitest";
import type { ApiKeyRecord, Stats, StoredInterception } from "../../../service/src/store/types.js";
import { signinPage, signupPage, validateSignup } from "../../../service/src/web/pages/auth.js";
import { interceptionDetailPage } from "../../../service/src/web/pages/interception-detail.js";
import { interceptionsPage } from "../../../service/src/web/pages/interceptions.js";
import { keysPage, validateKeyName } from "../../../service/src/web/pages/keys.js";
import { overviewPage } from "../../../service/src/web/pages/overview.js";
import { buildTimeSeries } from "../../../service/src/web/time-series.js";

const EVIL = `"><script>alert(1)</script><img src=x onerror=alert(2)>'`;
const now = new Date("2026-11-22T12:00:00Z");
const common = { base: "", email: `a${EVIL}@example.com`, csrfToken: `tok${EVIL}`, now };

const item: StoredInterception = {
  id: "3f0c7a52-8a3e-4c1e-9d7a-6b2f1e0a9c11",
  key_id: "8d0c7a52-8a3e-4c1e-9d7a-6b2f1e0a9c11",
  created_at: "2026-11-22T11:58:00.000Z",
  received_at: "2026-11-22T11:58:01.000Z",
  group: EVIL,
  ruleset: EVIL,
  triggered_rulesets: [EVIL, 2],
  action: "BLOCK",
  metric: EVIL,
  rule: { metric: EVIL, operator: "contains", value: [EVIL] },
  findings: [{ type: EVIL, target: "input", start: 0, end: 5, score: 0.5, text: EVIL }],
  verdicts: [{ metric: EVIL, target: "input", triggered: true, score: 0.5, labels: [EVIL], detail: EVIL }],
  text: EVIL,
  payload: { input: `${EVIL} tail`, output: EVIL },
  capture: "full",
  latency_ms: 0.42,
};

const key: ApiKeyRecord = {
  id: "8d0c7a52-8a3e-4c1e-9d7a-6b2f1e0a9c11",
  name: EVIL,
  prefix: "cs_AbCdEfGh",
  created_at: "2026-11-20T10:00:00.000Z",
  last_used_at: null,
  revoked_at: null,
};

const stats: Stats = {
  total: 3,
  by_metric: [{ key: EVIL, count: 3 }],
  by_action: [
    { key: "BLOCK", count: 2 },
    { key: "MASK", count: 1 },
  ],
  by_group: [{ key: EVIL, count: 3 }],
  by_rule: [{ ruleset: EVIL, metric: EVIL, count: 3 }],
  series: [{ bucket: "2026-11-22T11:00:00.000Z", metric: EVIL, count: 3 }],
  bucket: "hour",
};

/**
 * The tags of a page as the browser tokenizes our output (quoted or unquoted attribute values; escaped text
 * cannot contain `<` or `"`): an injected tag or attribute would show up here.
 */
function tags(page: string): Array<{ name: string; attributes: string[] }> {
  const found: Array<{ name: string; attributes: string[] }> = [];
  for (const tag of page.matchAll(
    /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s="'>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g,
  )) {
    const attributes = [
      ...(tag[2] ?? "").matchAll(/\s+([^\s="'>/]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g),
    ].map((m) => m[1]!.toLowerCase());
    found.push({ name: tag[1]!.toLowerCase(), attributes });
  }
  return found;
}

function expectInert(page: string): void {
  expect(page).not.toContain("<script>alert");
  expect(page).not.toContain("<img");
  const parsed = tags(page);
  expect(parsed.length).toBeGreaterThan(20);
  expect(parsed.filter((t) => t.name === "img")).toEqual([]);
  expect(parsed.flatMap((t) => t.attributes).filter((a) => a.startsWith("on"))).toEqual([]);
  // The only script is the dashboard's own file.
  expect(page.match(/<script/g)).toHaveLength(1);
  expect(page).toMatch(/<script src="\/static\/app\.js\?v=[0-9a-f]+" defer><\/script>/);
}

describe("pages escape every user-controlled string", () => {
  it("the inertness check itself catches injected tags and handlers", () => {
    const shell = `<html><head><script src="/static/app.js?v=abc" defer></script></head><body>${"<p>x</p>".repeat(20)}`;
    expect(() => expectInert(`${shell}<b onclick="x">y</b>`)).toThrow();
    expect(() => expectInert(`${shell}<svg><image href=x onerror="y"></image></svg>`)).toThrow();
    expect(() => expectInert(`${shell}<p title="a onclick=b">ok</p>`)).not.toThrow();
  });

  it("overview", () => {
    const from = new Date(now.getTime() - 86_400_000);
    const chart = buildTimeSeries({ series: stats.series, from, to: now, bucket: "hour" });
    const page = overviewPage({
      ...common,
      range: "24h",
      stats,
      chart,
      activeKeys: 1,
      recent: [item],
      serviceUrl: `http://x${EVIL}`,
      dropped: 0,
    }).toString();
    expectInert(page);
    expect(page).toContain('<div class="value">3</div>');
    expect(page).toContain('<div class="value">2</div>'); // blocked
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("dropped by the capture bound");
  });

  it("overview with interceptions dropped by the capture bound says how many", () => {
    const from = new Date(now.getTime() - 86_400_000);
    const chart = buildTimeSeries({ series: stats.series, from, to: now, bucket: "hour" });
    const page = overviewPage({
      ...common,
      range: "24h",
      stats,
      chart,
      activeKeys: 1,
      recent: [item],
      serviceUrl: "http://x",
      dropped: 1234,
    }).toString();
    expect(page).toContain("1,234 interceptions dropped by the capture bound");
  });

  it("interceptions list, with the current filters kept in the pager link", () => {
    const page = interceptionsPage({
      ...common,
      filters: { range: "7d", group: EVIL, action: "BLOCK" },
      groups: [EVIL],
      metrics: [EVIL],
      items: [item],
      nextCursor: `c${EVIL}`,
      hasKeys: true,
      serviceUrl: "http://x",
    }).toString();
    expectInert(page);
    expect(page).toContain('<option value="BLOCK" selected>BLOCK</option>');
    expect(page).toMatch(
      /href="\/interceptions\?group=%22%3E%3Cscript[^"]*&amp;action=BLOCK&amp;range=7d&amp;cursor=c[^"]*"/,
    );
  });

  it("interception detail, with the finding highlighted in the full text", () => {
    const page = interceptionDetailPage({ ...common, item, keyName: EVIL }).toString();
    expectInert(page);
    expect(page).toContain(
      '<mark class="finding" data-type="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&#39;"',
    );
    expect(page).toContain(">&quot;&gt;&lt;sc</mark>");
    expect(page).toContain("0.42 ms");
  });

  it("keys, including the once-shown secret panel", () => {
    const page = keysPage({
      ...common,
      keys: [
        key,
        { ...key, id: "9d0c7a52-8a3e-4c1e-9d7a-6b2f1e0a9c11", revoked_at: "2026-11-21T00:00:00.000Z" },
      ],
      created: { key: "cs_secretsecretsecretsecretsecretsecret", record: key },
      serviceUrl: "http://127.0.0.1:8787",
      name: EVIL,
      error: EVIL,
    }).toString();
    expectInert(page);
    expect(page.match(/cs_secretsecretsecretsecretsecretsecret/g)).toHaveLength(2); // the box and the snippet
    expect(page).toContain("1 active");
    expect(page.match(/Revoke<\/button>/g)).toHaveLength(1);
  });

  it("sign-in and sign-up forms keep the typed email escaped", () => {
    for (const render of [signinPage, signupPage]) {
      const page = render({
        base: "",
        csrfToken: "t",
        email: EVIL,
        errors: { form: EVIL, email: EVIL, password: EVIL },
      }).toString();
      expectInert(page);
      expect(page).toContain('value="&quot;&gt;&lt;script&gt;');
    }
  });
});

describe("form validation messages", () => {
  it("names the problem with the email and the password", () => {
    expect(validateSignup("", "12345678")).toEqual({ email: "Enter your email address." });
    expect(validateSignup("no-at-sign", "12345678").email).toMatch(/valid email address/);
    expect(validateSignup("a@example.com", "1234567")).toEqual({
      password: "Use at least 8 characters for your password (you entered 7).",
    });
    expect(validateSignup(" a@example.com ", "12345678")).toEqual({});
  });

  it("requires a key name of at most 100 characters", () => {
    expect(validateKeyName(" ")).toMatch(/Give the key a name/);
    expect(validateKeyName("x".repeat(101))).toMatch(/at most 100 characters for the name \(got 101\)/);
    expect(validateKeyName("prod")).toBeNull();
  });
});
