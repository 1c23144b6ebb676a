/**
 * Issue 11, item 3 (bounded work): operator limits on rulesets, patterns and texts are enforced before any
 * Guard is compiled, a tenant's `max_text_length` cannot raise the operator's, deeply nested JSON answers
 * 400 (not 500), the Guard cache is bounded by bytes, and the 401-byte regex body that stalled /healthz
 * for 12.7 s is answered at once.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BoundedLru, estimateGuardBytes } from "../../../service/src/api/guard-cache.js";
import { WorkBudget } from "../../../service/src/api/work-budget.js";
import { createApp } from "../../../service/src/app.js";
import { DEFAULT_SHIELD_LIMITS } from "../../../service/src/limits.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { createTempHome, type TempHome } from "../../helpers/service.js";

let store: Store;
let home: TempHome;
let key: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  home = createTempHome();
  process.env.CONTENT_SHIELD_HOME = home.path;
  store = await openStore({ home: home.path });
  const account = await store.createAccount("limits@example.com", "password-limits");
  key = (await store.createApiKey(account.id, "app")).key;
  app = createApp({ store, dashboard: false, rateLimit: { perSecond: 10_000 } });
});

afterAll(async () => {
  await store?.close();
  home?.remove();
});

const flag = { type: "FLAG" };
const post = (body: unknown) =>
  request(app)
    .post("/v1/shield")
    .set("Authorization", `Bearer ${key}`)
    .send(body as object);

describe("ruleset limits, checked before compiling", () => {
  it("refuses a keywords list over the limit, naming the rule and the limit", async () => {
    const terms = Array.from({ length: DEFAULT_SHIELD_LIMITS.maxKeywords + 1 }, (_, i) => `term${i}`);
    const res = await post({
      payload: { input: "hello" },
      rulesets: [{ rules: [{ metric: "keywords", value: terms }], action: flag }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("RULESET_INVALID");
    expect(res.body.error.issues[0].path).toBe("rulesets[0].rules[0].value");
    expect(res.body.error.message).toContain(`at most ${DEFAULT_SHIELD_LIMITS.maxKeywords}`);
  });

  it("refuses a 4.5 MB ruleset (the audit's 3 s compile) by its size", async () => {
    const long = "x".repeat(1000);
    const terms = Array.from({ length: 4500 }, (_, i) => `${long}${i}`);
    const res = await post({
      payload: { input: "hello" },
      rulesets: [{ rules: [{ metric: "keywords", value: terms }], action: flag }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/bytes as JSON; this service accepts at most 65536/);
  });

  it("refuses too many rules, rulesets and regex patterns", async () => {
    const rules = Array.from({ length: 101 }, () => ({
      metric: "length",
      operator: "greater_than",
      value: 5,
    }));
    const tooManyRules = await post({ payload: { input: "x" }, rulesets: [{ rules, action: flag }] });
    expect(tooManyRules.status).toBe(400);
    expect(tooManyRules.body.error.message).toContain("at most 100 per request");

    const sets = Array.from({ length: 21 }, () => ({
      rules: [{ metric: "length", value: 5, operator: "greater_than" }],
      action: flag,
    }));
    expect((await post({ payload: { input: "x" }, rulesets: sets })).body.error.message).toContain(
      "at most 20 per request",
    );

    const patterns = Array.from({ length: 21 }, (_, i) => `p${i}`);
    const regexes = await post({
      payload: { input: "x" },
      rulesets: [{ rules: [{ metric: "regex", value: patterns }], action: flag }],
    });
    expect(regexes.status).toBe(400);
    expect(regexes.body.error.message).toContain("--max-regexes");

    // Allowlist patterns count with the regex rules' patterns.
    const allowed = await post({
      payload: { input: "x" },
      rulesets: [{ rules: [{ metric: "pii", allow: { patterns } }], action: flag }],
    });
    expect(allowed.status).toBe(400);
    expect(allowed.body.error.issues[0].path).toBe("rulesets[0].rules[0].allow.patterns");
    expect(allowed.body.error.message).toContain("--max-regexes");
  });

  it("refuses patterns whose RE2 programs add up past the limit", async () => {
    const big = "(?:.{0,40}a){5}"; // ~400 instructions each
    const res = await post({
      payload: { input: "x" },
      rulesets: [
        {
          rules: [{ metric: "regex", value: [big, `${big}b`, `${big}c`, `${big}d`, `${big}e`, `${big}f`] }],
          action: flag,
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0].path).toBe("rulesets[0].rules[0].value");
    expect(res.body.error.message).toContain("RE2 program instructions in all");
  });
});

describe("text limits", () => {
  it("refuses a text over the operator's limit, naming the field, whatever max_text_length the tenant sets", async () => {
    const res = await post({
      payload: { input: "a".repeat(DEFAULT_SHIELD_LIMITS.maxTextLength + 1) },
      rulesets: [{ rules: [{ metric: "pii" }], action: flag }],
      config: { max_text_length: 10_000_000 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("PAYLOAD_INVALID");
    expect(res.body.error.issues[0].path).toBe("payload.input");
    expect(res.body.error.message).toContain(`at most ${DEFAULT_SHIELD_LIMITS.maxTextLength}`);
  });

  it("caps the tenant's max_text_length to the operator's (a lower one still applies)", async () => {
    const res = await post({
      payload: { input: "a".repeat(200) },
      rulesets: [{ rules: [{ metric: "pii" }], action: flag }],
      config: { max_text_length: 100 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("PAYLOAD_INVALID");
  });

  it("refuses a request whose texts add up past the total limit", async () => {
    const third = "b".repeat(Math.floor(DEFAULT_SHIELD_LIMITS.maxTotalText / 3) + 10);
    const res = await post({
      payload: { input: third, output: third, contexts: [third] },
      rulesets: [{ rules: [{ metric: "pii" }], action: flag }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0].path).toBe("payload");
  });
});

describe("regex work: pattern size × text length", () => {
  it("refuses a long text scanned by a large case-insensitive pattern (the slow NFA case), naming the limit", async () => {
    const res = await post({
      payload: { input: `${"a".repeat(10_000)}z` },
      rulesets: [{ rules: [{ metric: "regex", value: "/(?:.{0,10}a){5}z/i" }], action: flag }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("PAYLOAD_INVALID");
    expect(res.body.error.message).toContain("--max-regex-work");
  });

  it("accepts the same pattern on an ordinary text", async () => {
    const res = await post({
      payload: { input: "a short text with aaaaaz in it" },
      rulesets: [{ rules: [{ metric: "regex", value: "/(?:.{0,10}a){5}z/i" }], action: flag }],
    });
    expect(res.status).toBe(200);
    expect(res.body.triggered).toBe(true);
  });
});

describe("JSON depth", () => {
  it("answers 400 (not 500) to a deeply nested body, before parsing it", async () => {
    const deep = `{"payload":{"input":"x"},"rulesets":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const res = await request(app)
      .post("/v1/shield")
      .set("Authorization", `Bearer ${key}`)
      .set("Content-Type", "application/json")
      .send(deep);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_INPUT");
    expect(res.body.error.message).toContain("deeper than 32 levels");
  });

  it("does not count brackets inside strings", async () => {
    const res = await post({
      payload: { input: "[".repeat(1000) },
      rulesets: [{ rules: [{ metric: "pii" }], action: flag }],
    });
    expect(res.status).toBe(200);
  });
});

describe("the regex body that stalled /healthz", () => {
  it("is answered, and /healthz with it", async () => {
    const body = {
      payload: { input: `${"a".repeat(300)}!` },
      rulesets: [{ rules: [{ metric: "regex", value: "\\w*\\w*\\w*x" }], action: flag }],
    };
    const [shield, health] = await Promise.all([post(body), request(app).get("/healthz")]);
    expect(shield.status).toBe(200);
    expect(shield.body.triggered).toBe(false);
    expect(health.status).toBe(200);
  });
});

describe("each account's share of evaluation time", () => {
  it("lets a request in while the balance is positive, charges it, and refills over time", () => {
    let now = 0;
    const budget = new WorkBudget({ perSecondMs: 100, burstMs: 200 }, () => now);
    expect(budget.wait("a")).toBe(0);
    budget.charge("a", 500); // one costly request: 300 ms of debt
    expect(budget.wait("a")).toBe(4);
    expect(budget.wait("b")).toBe(0); // other accounts are not affected
    now = 3_100;
    expect(budget.wait("a")).toBe(0);
  });

  it("answers 429 with Retry-After once an account has used its share", async () => {
    const tight = createApp({ store, dashboard: false, rateLimit: { perSecond: 10_000 }, cpuBudgetMs: 1 });
    const body = {
      payload: { input: "Mail me at someone@example.com. ".repeat(500) },
      rulesets: [{ rules: [{ metric: "pii" }, { metric: "secrets" }, { metric: "toxicity" }], action: flag }],
    };
    const send = () => request(tight).post("/v1/shield").set("Authorization", `Bearer ${key}`).send(body);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send();
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.error.message).toContain("share of the service's evaluation time");
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
  });
});

describe("the Guard cache is bounded by bytes as well as entries", () => {
  it("evicts the least recently used entries once the byte bound is passed", () => {
    const cache = new BoundedLru<number>(256, 1000);
    cache.set("a", 1, 400);
    cache.set("b", 2, 400);
    expect(cache.get("a")).toBe(1); // a is now the most recent
    cache.set("c", 3, 400);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    cache.set("huge", 4, 5000);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("keeps 65 maximal rulesets (the audit's 6.9 GB) within the default byte bound", () => {
    const cache = new BoundedLru<number>(
      DEFAULT_SHIELD_LIMITS.cacheEntries,
      DEFAULT_SHIELD_LIMITS.cacheBytes,
    );
    const maximal = "k".repeat(DEFAULT_SHIELD_LIMITS.maxRulesetBytes);
    for (let i = 0; i < 65; i++) cache.set(`${i}${maximal}`, i, estimateGuardBytes(`${i}${maximal}`));
    expect(cache.bytes).toBeLessThanOrEqual(DEFAULT_SHIELD_LIMITS.cacheBytes);
    expect(cache.size).toBeGreaterThan(0);
  });
});
