/**
 * The remote policy against the real service on loopback (embedded PGlite): a Guard with
 * `policy: { remote }` fetches its account's allowlist for its group in the background, applies it to every
 * rule of each entry's metric, picks up an entry added later within its TTL (ETag/304 in between), never
 * makes a call wait for the network, and keeps the last good copy when the service is killed.
 */

import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shieldMiddleware } from "../../../adapters/express/index.js";
import { createApp } from "../../../service/src/app.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { ConfigError, Guard, type RuleSet, type ShieldResponse } from "../../../src/index.js";
import { setEnv } from "../../helpers/env.js";
import { createTempHome, type TempHome } from "../../helpers/service.js";

let store: Store;
let home: TempHome;
let server: http.Server;
let url: string;
let key: string;
let otherKey: string;

const RULESETS: RuleSet[] = [
  { name: "emails", rules: [{ metric: "pii", value: "email" }], action: { type: "MASK" } },
  { name: "input", rules: [{ metric: "input_pii", value: "email" }], action: { type: "FLAG" } },
];
const PAYLOAD = { input: "I am help@acme.com", output: "Write to help@acme.com or sales@acme.com" };
const TTL = 150;

async function addEntry(body: object, as = key): Promise<{ id: string }> {
  const res = await fetch(`${url}/v1/allowlists`, {
    method: "POST",
    headers: { authorization: `Bearer ${as}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

function guardFor(serviceKey = key, group = "bot"): Guard {
  return new Guard({
    rulesets: RULESETS,
    config: { service_key: serviceKey, group, capture: false },
    policy: { remote: { url, ttlMs: TTL, timeoutMs: 2000 } },
  });
}

/** Calls `check` until `done` holds (each call may start a background refresh), at most `ms`. */
async function eventually(
  guard: Guard,
  done: (r: ShieldResponse) => boolean,
  ms = 5000,
): Promise<ShieldResponse> {
  const until = Date.now() + ms;
  for (;;) {
    const result = await guard.check({ payload: PAYLOAD });
    if (done(result) || Date.now() > until) return result;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  home = createTempHome();
  process.env.CONTENT_SHIELD_HOME = home.path;
  store = await openStore({ home: home.path });
  const account = await store.createAccount("remote@example.com", "password-remote");
  key = (await store.createApiKey(account.id, "app")).key;
  const other = await store.createAccount("remote-other@example.com", "password-other");
  otherKey = (await store.createApiKey(other.id, "other")).key;
  const app = createApp({ store, rateLimit: { perSecond: 10_000 }, dashboard: false });
  server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  if (server.listening) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await store?.close();
  home?.remove();
});

describe("policy.remote against the service", () => {
  it("uses the local rules until the first answer, then the group's entries on every rule of their metric", async () => {
    await addEntry({ group: "bot", metric: "pii", kind: "value", value: "help@acme.com" });
    await addEntry({ group: "other-group", metric: "pii", kind: "domain", value: "acme.com" });
    const guard = guardFor();
    // Synchronous: no call waits for the network; before the first answer only the rules apply.
    const first = guard.decide({ payload: PAYLOAD }) as ShieldResponse;
    expect(first).not.toBeInstanceOf(Promise);
    expect(first.text).toBe("Write to [EMAIL] or [EMAIL]");
    const status = await guard.refreshPolicy();
    expect(status).toMatchObject({ group: "bot", entries: 1, last_error: null });
    expect(status!.etag).toMatch(/^"/);
    const after = await guard.check({ payload: PAYLOAD });
    expect(after.text).toBe("Write to help@acme.com or [EMAIL]");
    // The input_pii rule (metric pii) takes the entry too; the pii rule reads input and output.
    expect(after.verdicts.map((v) => [v.triggered, v.allowed])).toEqual([
      [true, 2],
      [false, 1],
    ]);
  });

  it("picks up an entry added on the service within its TTL, and renews an unchanged copy with a 304", async () => {
    const guard = guardFor();
    await guard.refreshPolicy();
    const before = guard.policyStatus()!;
    // Unchanged: after the TTL a refresh answers 304, the copy is renewed with the same ETag.
    await new Promise((resolve) => setTimeout(resolve, TTL + 20));
    await guard.refreshPolicy();
    const renewed = guard.policyStatus()!;
    expect(renewed.etag).toBe(before.etag);
    expect(Date.parse(renewed.fetched_at!)).toBeGreaterThan(Date.parse(before.fetched_at!));

    await addEntry({ group: null, metric: "pii", kind: "domain", value: "acme.com", source: "feedback" });
    const result = await eventually(guard, (r) => r.text === PAYLOAD.output, TTL * 10);
    expect(result.text).toBe(PAYLOAD.output);
    expect(result.triggered_rulesets).toEqual([]);
    expect(guard.policyStatus()!.etag).not.toBe(before.etag);
  });

  it("never takes another account's entries", async () => {
    const guard = guardFor(otherKey);
    const status = await guard.refreshPolicy();
    expect(status).toMatchObject({ entries: 0, last_error: null });
    expect((await guard.check({ payload: PAYLOAD })).text).toBe("Write to [EMAIL] or [EMAIL]");
  });

  it("reaches the Express middleware through policy: { remote } (within its TTL)", async () => {
    const app = express();
    app.use(express.json());
    app.post(
      "/chat",
      shieldMiddleware({
        rulesets: RULESETS,
        config: { service_key: key, group: "bot", capture: false },
        policy: { remote: { url, ttlMs: TTL, timeoutMs: 2000 } },
      }),
      (_req, res) => {
        res.json({ output: PAYLOAD.output });
      },
    );
    const listener = await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const at = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/chat`;
    try {
      const until = Date.now() + TTL * 20;
      let output = "";
      while (Date.now() < until) {
        const res = await fetch(at, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ input: "hello" }),
        });
        output = ((await res.json()) as { output: string }).output;
        if (output === PAYLOAD.output) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // Both addresses are allowed by the account's entries (a value for the group, the domain for all).
      expect(output).toBe(PAYLOAD.output);
    } finally {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it("refuses bad policy options with located errors", () => {
    const build = (policy: unknown, env?: string) => {
      const saved = process.env.CONTENT_SHIELD_URL;
      setEnv("CONTENT_SHIELD_URL", env);
      try {
        new Guard({ rulesets: RULESETS, config: { service_key: key }, policy: policy as never });
      } catch (error) {
        return error;
      } finally {
        setEnv("CONTENT_SHIELD_URL", saved);
      }
      return undefined;
    };
    const noUrl = build({ remote: {} });
    expect(noUrl).toBeInstanceOf(ConfigError);
    expect((noUrl as ConfigError).issues[0]).toMatchObject({
      at: "policy.remote.url",
      code: "missing_field",
    });
    const shortTtl = build({ remote: { ttlMs: 5 } }, url) as ConfigError;
    expect(shortTtl.issues[0]).toMatchObject({ at: "policy.remote.ttlMs" });
    const typo = build({ remote: { ttlMss: 100 } }, url) as ConfigError;
    expect(typo.issues[0]).toMatchObject({
      code: "unknown_key",
      at: "policy.remote.ttlMss",
      suggestion: "ttlMs",
    });
    expect(build({ remote: {} }, url)).toBeUndefined();
  });

  it("keeps the last good copy when the service is killed, and starts without one", async () => {
    const guard = guardFor();
    await guard.refreshPolicy();
    expect(guard.policyStatus()!.entries).toBe(2);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));

    await new Promise((resolve) => setTimeout(resolve, TTL + 20));
    const during = guard.decide({ payload: PAYLOAD }) as ShieldResponse; // starts a refresh that fails
    expect(during.text).toBe(PAYLOAD.output);
    const status = await guard.refreshPolicy();
    expect(status!.entries).toBe(2);
    expect(status!.last_error).not.toBeNull();
    expect((await guard.check({ payload: PAYLOAD })).text).toBe(PAYLOAD.output);

    // A Guard built while the service is down: local rules alone, no error thrown at anyone.
    const fresh = guardFor();
    const down = await fresh.refreshPolicy();
    expect(down).toMatchObject({ entries: 0, fetched_at: null });
    expect(down!.last_error).not.toBeNull();
    expect((await fresh.check({ payload: PAYLOAD })).text).toBe("Write to [EMAIL] or [EMAIL]");
  });
});
