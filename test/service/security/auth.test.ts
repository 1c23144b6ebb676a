/**
 * Issue 11, item 4 (limits that hold), on PostgreSQL with two app instances sharing one database:
 * concurrent wrong passwords are reserved before scrypt runs, a stranger cannot lock the owner out from
 * another address, `X-Forwarded-For` cannot choose the client's address with a hop-count trust setting,
 * unknown keys are limited per address, and an account's key count has a quota — each held in total
 * across instances.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, trustProxySetting } from "../../../service/src/app.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { KeyQuotaError } from "../../../service/src/store/types.js";
import { createServiceKey } from "../../../src/keys.js";
import { createTestDatabase, type TestDatabase } from "../../helpers/service.js";

const PASSWORD = "correct horse battery";
let db: TestDatabase;
const stores: Store[] = [];
const servers: Server[] = [];
/** Two instances of the service on one database (each its own store, pool and process-local state). */
const urls: string[] = [];

async function listen(app: ReturnType<typeof createApp>): Promise<string> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 2; i++) {
    const store = await openStore({ databaseUrl: db.url });
    stores.push(store);
    urls.push(
      await listen(
        createApp({
          store,
          trustProxy: 1,
          signInLimit: { max: 10, windowMs: 15 * 60_000 },
          signUpLimit: { max: 20, windowMs: 3_600_000 },
          badKeyLimit: { max: 30, windowMs: 60_000 },
          keyQuota: 5,
        }),
      ),
    );
  }
  await stores[0]!.createAccount("owner@example.com", PASSWORD);
}, 60_000);

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  for (const store of stores) await store.close();
  await db?.drop();
});

/** A pre-auth form token and cookie from GET /signin (or /signup), as a browser would hold them. */
async function form(base: string, page: "signin" | "signup", from: string) {
  const res = await fetch(`${base}/${page}`, { headers: { "X-Forwarded-For": from } });
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await res.text())![1]!;
  return { cookie, csrf };
}

async function submit(
  base: string,
  page: "signin" | "signup",
  fields: Record<string, string>,
  forwardedFor: string,
): Promise<number> {
  const { cookie, csrf } = await form(base, page, forwardedFor);
  const res = await fetch(`${base}/${page}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookie,
      "X-Forwarded-For": forwardedFor,
    },
    body: new URLSearchParams({ _csrf: csrf, ...fields }).toString(),
  });
  await res.arrayBuffer();
  return res.status;
}

describe("sign-in attempts are reserved before the password hash runs", () => {
  it("checks at most 10 of 60 concurrent wrong passwords for one email, over two instances", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        submit(
          urls[i % 2]!,
          "signin",
          { email: "owner@example.com", password: `guess-${i}` },
          "198.51.100.9",
        ),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
  });

  it("does not lock the owner out from another address (keyed by account and address)", async () => {
    expect(
      await submit(
        urls[1]!,
        "signin",
        { email: "owner@example.com", password: "still wrong" },
        "198.51.100.9",
      ),
    ).toBe(429);
    expect(
      await submit(urls[0]!, "signin", { email: "owner@example.com", password: PASSWORD }, "203.0.113.50"),
    ).toBe(303);
  });
});

describe("X-Forwarded-For with a hop count", () => {
  it("takes the address the trusted proxy appended, so 30 spoofed sign-ups meet the limit of 20", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // The client writes the left part; the proxy in front (1 hop) appends the real address.
      statuses.push(
        await submit(
          urls[i % 2]!,
          "signup",
          { email: `spoof${i}@example.com`, password: PASSWORD },
          `10.9.${i}.1, 192.0.2.77`,
        ),
      );
    }
    expect(statuses.filter((s) => s === 303)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it("refuses 'trust every hop' and maps true to one hop", () => {
    expect(trustProxySetting(true)).toBe(1);
    expect(trustProxySetting(2)).toBe(2);
    expect(trustProxySetting("10.0.0.1, loopback")).toEqual(["10.0.0.1", "loopback"]);
    expect(() => trustProxySetting("*")).toThrow(/every hop/);
    expect(() => trustProxySetting(0)).toThrow(/hop count/);
  });
});

describe("unknown keys are limited per address, across instances", () => {
  it("answers 429 once an address has tried 30 unknown keys in all", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 34; i++) {
      const res = await fetch(`${urls[i % 2]}/v1/auth/check`, {
        headers: { Authorization: `Bearer ${createServiceKey()}`, "X-Forwarded-For": "198.51.100.200" },
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    // The 31st failure is counted on whichever instance gets it; from then on each instance answers 429.
    expect(statuses.slice(32)).toEqual([429, 429]);
    const other = await fetch(`${urls[0]}/v1/auth/check`, {
      headers: { Authorization: `Bearer ${createServiceKey()}`, "X-Forwarded-For": "198.51.100.201" },
    });
    expect(other.status).toBe(401);
  });
});

describe("a per-account key quota", () => {
  it("creates at most the quota of active keys even when asked concurrently on two stores", async () => {
    const account = await stores[0]!.createAccount("quota@example.com", PASSWORD);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => stores[i % 2]!.createApiKey(account.id, `key ${i}`, 5)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.reason).toBeInstanceOf(KeyQuotaError);
    // Revoking one frees a place.
    const keys = await stores[0]!.listApiKeys(account.id);
    await stores[0]!.revokeApiKey(account.id, keys[0]!.id);
    await expect(stores[1]!.createApiKey(account.id, "after revoke", 5)).resolves.toBeDefined();
  });
});
