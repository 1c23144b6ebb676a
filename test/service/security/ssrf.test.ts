/**
 * Issue 11, item 1 (SSRF): a tenant's `/v1/shield` config cannot name a provider, endpoint or headers; the
 * operator's judge never follows redirects and never reaches private addresses unless allowed; and every
 * judge failure reaches the tenant as one generic message — no upstream body, no network state.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../service/src/app.js";
import type { JudgeOperatorSettings } from "../../../service/src/judge.js";
import { hostAllowed, isPublicAddress } from "../../../service/src/outbound.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { type FakeLlmServer, startFakeLlmServer } from "../../helpers/fake-llm-server.js";
import { createTempHome, type TempHome } from "../../helpers/service.js";

/** A loopback listener holding a secret, as in the audit: it records every request it receives. */
interface Listener {
  url: string;
  hits: number;
  server: Server;
}

async function secretListener(reply: (res: import("node:http").ServerResponse) => void): Promise<Listener> {
  const listener: Listener = { url: "", hits: 0, server: createServer() };
  listener.server.on("request", (req, res) => {
    listener.hits++;
    req.resume();
    reply(res);
  });
  await new Promise<void>((resolve) => listener.server.listen(0, "127.0.0.1", resolve));
  listener.url = `http://127.0.0.1:${(listener.server.address() as AddressInfo).port}`;
  return listener;
}

const SECRET = "db_password=hunter2-very-secret";
let store: Store;
let home: TempHome;
let key: string;
let leaky: Listener;
let closedPort: string;

beforeAll(async () => {
  home = createTempHome();
  process.env.CONTENT_SHIELD_HOME = home.path;
  store = await openStore({ home: home.path });
  const account = await store.createAccount("tenant@example.com", "password-tenant");
  key = (await store.createApiKey(account.id, "app")).key;
  leaky = await secretListener((res) => {
    res.writeHead(500, { "content-type": "text/plain" });
    res.end(SECRET);
  });
  const probe = await secretListener(() => {});
  closedPort = probe.url;
  await new Promise<void>((resolve) => probe.server.close(() => resolve()));
});

afterAll(async () => {
  await new Promise<void>((resolve) => leaky.server.close(() => resolve()));
  await store?.close();
  home?.remove();
});

const BIAS = [{ rules: [{ metric: "bias", engine: "llm" }], action: { type: "FLAG" } }];

function appWith(judge: JudgeOperatorSettings, errors: unknown[] = []) {
  return createApp({ store, judge, onError: (error) => errors.push(error), dashboard: false });
}

function shield(app: ReturnType<typeof createApp>, config: Record<string, unknown> = {}) {
  return request(app)
    .post("/v1/shield")
    .set("Authorization", `Bearer ${key}`)
    .send({ payload: { output: "Some text to judge." }, rulesets: BIAS, config });
}

describe("a tenant cannot choose where the service sends requests", () => {
  it.each([
    ["provider", { provider: "custom", base_url: "http://127.0.0.1:1/v1", model: "m", api_key: "k" }],
    ["base_url", { base_url: "http://169.254.169.254/latest/meta-data/" }],
    ["headers", { headers: { "X-Injected": "1" } }],
    ["api_key", { api_key: "sk-tenant" }],
    ["model", { model: "gpt-4o" }],
  ] as Array<[string, Record<string, unknown>]>)(
    "refuses config.%s with a 400 naming the field, and sends nothing",
    async (field, config) => {
      const res = await shield(appWith({ api_key: "sk-operator" }), {
        ...config,
        base_url: config.base_url ?? leaky.url,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("CONFIG_INVALID");
      expect(res.body.error.issues.map((i: { path: string }) => i.path)).toContain(`config.${field}`);
      expect(res.body.error.message).toContain("operator");
      expect(leaky.hits).toBe(0);
    },
  );

  it("refuses config.service_key (the bearer key is the only identity)", async () => {
    const res = await shield(appWith({}), { service_key: "cs_other" });
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0].path).toBe("config.service_key");
  });

  it("explains that the service has no judge when its operator configured none", async () => {
    const res = await shield(appWith({}));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("CONFIG_INVALID");
    expect(res.body.error.message).toMatch(/no LLM judge configured/);
    expect(res.body.error.issues[0].path).toBe("rulesets[0].rules[0].engine");
  });

  it("with an operator allowlist, a tenant endpoint on an unlisted host is refused", async () => {
    const app = appWith({ api_key: "sk-operator", tenantHosts: ["judge.example.com"] });
    const res = await shield(app, {
      provider: "custom",
      base_url: `${leaky.url}/v1`,
      model: "m",
      api_key: "k",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0].path).toBe("config.base_url");
    expect(leaky.hits).toBe(0);
  });
});

describe("the operator's judge: outbound policy and opaque failures", () => {
  it("does not reach a loopback endpoint unless the operator allows private networks", async () => {
    const errors: unknown[] = [];
    const app = appWith(
      { provider: "custom", base_url: `${leaky.url}/v1`, model: "m", api_key: "k", max_retries: 0 },
      errors,
    );
    const res = await shield(app);
    expect(res.status).toBe(502);
    expect(leaky.hits).toBe(0);
    // The operator's log gets the reason, down the cause chain.
    const reasons: string[] = [];
    for (let e: unknown = errors[0]; e instanceof Error; e = e.cause) reasons.push(e.message);
    expect(reasons.join(" <- ")).toMatch(/not public/);
  });

  it("gives the same answer for an upstream error body, a closed port and a refused address", async () => {
    const answers: string[] = [];
    for (const baseUrl of [`${leaky.url}/v1`, `${closedPort}/v1`]) {
      const app = appWith({
        provider: "custom",
        base_url: baseUrl,
        model: "m",
        api_key: "k",
        max_retries: 0,
        allowPrivateNetwork: true,
      });
      const res = await shield(app);
      expect(res.status).toBe(502);
      expect(JSON.stringify(res.body)).not.toContain("hunter2");
      answers.push(JSON.stringify(res.body));
    }
    const refused = await shield(
      appWith({ provider: "custom", base_url: `${leaky.url}/v1`, model: "m", api_key: "k" }),
    );
    answers.push(JSON.stringify(refused.body));
    expect(leaky.hits).toBeGreaterThan(0); // the first app did reach it, and still leaked nothing
    expect(new Set(answers).size).toBe(1);
  });

  it("keeps the upstream body out of a verdict when on_provider_error fails open", async () => {
    const app = appWith({
      provider: "custom",
      base_url: `${leaky.url}/v1`,
      model: "m",
      api_key: "k",
      max_retries: 0,
      allowPrivateNetwork: true,
    });
    const res = await shield(app, { on_provider_error: "allow" });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain("hunter2");
    expect(res.body.verdicts[0].detail).toMatch(/provider_error: .*the LLM judge did not answer/);
  });

  it("never follows a redirect, even from an allowed judge", async () => {
    let fake: FakeLlmServer | undefined;
    const target = await secretListener((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{}");
    });
    try {
      fake = await startFakeLlmServer(() => ({
        status: 307,
        headers: { location: `${target.url}/v1/chat/completions` },
        body: "",
      }));
      const app = appWith({
        provider: "custom",
        base_url: fake.baseUrl,
        model: "m",
        api_key: "k",
        max_retries: 0,
        allowPrivateNetwork: true,
      });
      const res = await shield(app);
      expect(res.status).toBe(502);
      expect(fake.requests.length).toBeGreaterThan(0);
      expect(target.hits).toBe(0);
    } finally {
      await fake?.close();
      await new Promise<void>((resolve) => target.server.close(() => resolve()));
    }
  });

  it("answers through an allowed judge (the policy does not break the working path)", async () => {
    const fake = await startFakeLlmServer();
    try {
      const app = appWith({
        provider: "custom",
        base_url: fake.baseUrl,
        model: "m",
        api_key: "k",
        allowPrivateNetwork: true,
      });
      const res = await shield(app);
      expect(res.status).toBe(200);
      expect(res.body.verdicts[0].metric).toBe("bias");
      expect(fake.requests[0]!.headers.authorization).toBe("Bearer k");
    } finally {
      await fake.close();
    }
  });
});

describe("address and host checks", () => {
  it.each([
    ["127.0.0.1", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["::1", false],
    ["fe80::1", false],
    ["fc00::1", false],
    ["::ffff:127.0.0.1", false],
    ["8.8.8.8", true],
    ["2606:4700:4700::1111", true],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it("matches hosts exactly or by *.suffix", () => {
    expect(hostAllowed("api.openai.com", ["api.openai.com"])).toBe(true);
    expect(hostAllowed("evil-api.openai.com.attacker.net", ["api.openai.com"])).toBe(false);
    expect(hostAllowed("a.judge.example.com", ["*.judge.example.com"])).toBe(true);
    expect(hostAllowed("judge.example.com.evil", ["*.judge.example.com"])).toBe(false);
  });
});
