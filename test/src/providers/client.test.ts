/**
 * The judge client against a real loopback server speaking the chat-completions wire format: what is sent
 * (auth, extra headers, model, messages, JSON mode) per provider, and how recorded answers are read.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../../src/errors.js";
import type { JudgeRequest } from "../../../src/metrics/contract.js";
import { createJudge } from "../../../src/providers/create-judge.js";
import { JudgementCache } from "../../../src/providers/judgement-cache.js";
import { PROVIDER_PROFILES, resolveProviderSettings } from "../../../src/providers/settings.js";
import type { GuardConfig } from "../../../src/schema.js";
import { resolveConfig } from "../../../src/validate.js";
import { type FakeLlmServer, startFakeLlmServer } from "../../helpers/fake-llm-server.js";

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../../fixtures/llm/${name}`, import.meta.url), "utf8"));
}

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(async () => {
  await server.close();
});

let counter = 0;
function request(metric = "toxicity"): JudgeRequest {
  counter += 1;
  return {
    metric,
    rule_path: "rulesets[0].rules[0]",
    system: "Judge the TEXT. Answer with a JSON object.",
    user: `TEXT:\nhello number ${counter}`,
  };
}

function judgeFor(config: GuardConfig) {
  return createJudge(resolveConfig({ base_url: server.baseUrl, api_key: "sk-test-123", ...config }), {
    cache: new JudgementCache(),
  });
}

describe("provider profiles", () => {
  it("knows each provider's OpenAI-compatible endpoint and a default model", () => {
    expect(PROVIDER_PROFILES.openai).toMatchObject({
      baseUrl: "https://api.openai.com/v1",
      defaultModel: "gpt-4o-mini",
    });
    expect(PROVIDER_PROFILES.anthropic).toMatchObject({
      baseUrl: "https://api.anthropic.com/v1/",
      defaultModel: "claude-haiku-4-5",
      jsonMode: false,
    });
    expect(PROVIDER_PROFILES.groq).toMatchObject({
      baseUrl: "https://api.groq.com/openai/v1",
      defaultModel: "llama-3.1-8b-instant",
      jsonMode: true,
    });
  });

  it("uses the provider's endpoint and model unless the config says otherwise", () => {
    const groq = resolveProviderSettings(resolveConfig({ provider: "groq", api_key: "k" }));
    expect(groq.baseUrl).toBe("https://api.groq.com/openai/v1");
    expect(groq.model).toBe("llama-3.1-8b-instant");
    const own = resolveProviderSettings(
      resolveConfig({
        provider: "openai",
        api_key: "k",
        model: "gpt-4.1-nano",
        base_url: "https://proxy.example/v1",
      }),
    );
    expect(own.baseUrl).toBe("https://proxy.example/v1");
    expect(own.model).toBe("gpt-4.1-nano");
  });

  it("requires a model for custom endpoints, naming config.model", () => {
    const config = resolveConfig({ provider: "custom", base_url: "http://127.0.0.1:1/v1", api_key: "k" });
    expect(() => resolveProviderSettings(config)).toThrow(ConfigError);
    expect(() => resolveProviderSettings(config)).toThrow(
      /config\.model: is required when provider is "custom"/,
    );
  });

  it("does not send a temperature to OpenAI reasoning models", () => {
    expect(resolveProviderSettings(resolveConfig({ api_key: "k", model: "o4-mini" })).sendTemperature).toBe(
      false,
    );
    expect(
      resolveProviderSettings(resolveConfig({ api_key: "k", model: "gpt-4o-mini" })).sendTemperature,
    ).toBe(true);
  });
});

describe("what the judge sends", () => {
  it("openai: bearer key, extra headers, model, system+user messages, JSON mode", async () => {
    server.reset();
    const judge = await judgeFor({
      provider: "openai",
      headers: { "x-team": "checkout", "OpenAI-Organization": "org-1" },
    });
    const req = request();
    const answer = await judge.judge(req, undefined);
    expect(answer.score).toBe(0);
    const sent = server.requests[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer sk-test-123");
    expect(sent.headers["x-team"]).toBe("checkout");
    expect(sent.headers["openai-organization"]).toBe("org-1");
    expect(sent.body?.model).toBe("gpt-4o-mini");
    expect(sent.body?.messages).toEqual([
      { role: "system", content: req.system },
      { role: "user", content: req.user },
    ]);
    expect(sent.body?.response_format).toEqual({ type: "json_object" });
    expect(sent.body?.temperature).toBe(0);
    expect(sent.body?.max_completion_tokens).toBe(300);
  });

  it("anthropic: no response_format (the compat layer ignores it), Claude model", async () => {
    server.reset();
    const judge = await judgeFor({ provider: "anthropic", api_key: "sk-ant-xyz" });
    await judge.judge(request(), undefined);
    const sent = server.requests[0]!;
    expect(sent.headers.authorization).toBe("Bearer sk-ant-xyz");
    expect(sent.body?.model).toBe("claude-haiku-4-5");
    expect(sent.body).not.toHaveProperty("response_format");
  });

  it("groq: JSON mode and its default model", async () => {
    server.reset();
    const judge = await judgeFor({ provider: "groq" });
    await judge.judge(request(), undefined);
    expect(server.requests[0]!.body?.model).toBe("llama-3.1-8b-instant");
    expect(server.requests[0]!.body?.response_format).toEqual({ type: "json_object" });
  });

  it("custom: the configured model and base_url, max_tokens, headers on every request", async () => {
    server.reset();
    const judge = await judgeFor({ provider: "custom", model: "llama3.1:8b", headers: { "x-tenant": "t1" } });
    await judge.judge(request(), undefined);
    await judge.judge(request(), undefined);
    expect(server.requests).toHaveLength(2);
    for (const sent of server.requests) {
      expect(sent.body?.model).toBe("llama3.1:8b");
      expect(sent.body?.max_tokens).toBe(300);
      expect(sent.headers["x-tenant"]).toBe("t1");
      expect(sent.headers.authorization).toBe("Bearer sk-test-123");
    }
  });

  it("custom: retries without JSON mode when the endpoint rejects response_format", async () => {
    server.reset();
    server.setScript((_req, index) =>
      index === 0
        ? { status: 400, body: fixture("openai-error-400-response-format.json") }
        : { content: '{"score":0.3}' },
    );
    const judge = await judgeFor({ provider: "custom", model: "m" });
    const answer = await judge.judge(request(), undefined);
    expect(answer.score).toBe(0.3);
    expect(server.requests[0]!.body?.response_format).toEqual({ type: "json_object" });
    expect(server.requests[1]!.body).not.toHaveProperty("response_format");
    server.setScript(() => ({ content: '{"score":0,"reason":"ok","labels":[]}' }));
  });
});

describe("recorded answers", () => {
  it("reads an OpenAI completion", async () => {
    server.setScript(() => ({ body: fixture("openai-toxicity.json") }));
    const judge = await judgeFor({});
    expect(await judge.judge(request(), undefined)).toEqual({
      score: 0.92,
      reason: 'Direct insult aimed at the reader ("you idiot").',
      labels: ["insult", "harassment"],
    });
  });

  it("reads an Anthropic compat completion with a fenced block and trailing prose", async () => {
    server.setScript(() => ({ body: fixture("anthropic-tone.json") }));
    const judge = await judgeFor({ provider: "anthropic" });
    const answer = await judge.judge(request("tone"), undefined);
    expect(answer).toEqual({
      score: 0.81,
      reason: "Mocking praise that is clearly meant as a put-down.",
      labels: ["sarcastic", "rude"],
    });
  });

  it("reads a Groq completion with a string score and a string label", async () => {
    server.setScript(() => ({ body: fixture("groq-topic.json") }));
    const judge = await judgeFor({ provider: "groq" });
    expect(await judge.judge(request("topic"), undefined)).toEqual({
      score: 0.9,
      reason: "Asks which party to vote for.",
      labels: ["politics"],
    });
    server.setScript(() => ({ content: '{"score":0,"reason":"ok","labels":[]}' }));
  });
});

describe("loading", () => {
  it("importing content-shield does not load the openai SDK (only a dynamic import on first judge)", () => {
    // Walk the static value imports (not `import type`, not dynamic `import()`) from the package entry points.
    const root = new URL("../../../", import.meta.url);
    const seen = new Set<string>();
    const bare = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(new URL(file, root), "utf8");
      for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms)) {
        const spec = match[1]!;
        if (!spec.startsWith(".")) {
          bare.add(spec);
          continue;
        }
        visit(
          new URL(spec.replace(/\.js$/, ".ts"), new URL(file, root)).pathname.slice(
            new URL(root).pathname.length,
          ),
        );
      }
    };
    visit("src/index.ts");
    visit("src/guard.ts");
    expect(seen.has("src/guard.ts")).toBe(true);
    expect(seen.has("src/metrics/llm/index.ts")).toBe(true);
    expect(seen.has("src/providers/create-judge.ts")).toBe(false);
    expect([...bare].filter((spec) => spec === "openai" || spec.startsWith("openai/"))).toEqual([]);
  });
});
