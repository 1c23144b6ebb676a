/**
 * Capture never harms the app: a real Express app (a child process, shielded by the middleware) whose
 * CONTENT_SHIELD_HOME refuses writes answers every request correctly; the failure is reported once through
 * `onDeliveryError` and `captureHealth()`, the records wait in memory, and with CONTENT_SHIELD_URL set they
 * are delivered straight to the service.
 */

import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../../service/src/server.js";
import { openStore, type Store } from "../../../service/src/store/index.js";
import { bundleScript, type RunningChild, startChild } from "../../helpers/child.js";

const isRoot = process.getuid?.() === 0;
const NOBODY = "65534";

let script: string;
let store: Store;
let server: RunningServer;
let key: string;
let accountId: string;
const scratch = mkdtempSync(join(tmpdir(), "cs-app-faults-"));

beforeAll(async () => {
  script = await bundleScript("test/fixtures/capture-app.ts");
  store = await openStore({ home: join(scratch, "service") });
  const account = await store.createAccount("faults@example.com", "password123");
  accountId = account.id;
  key = (await store.createApiKey(account.id, "faults")).key;
  server = await startServer({
    port: 0,
    store,
    importSpool: false,
    dashboard: false,
    rateLimit: { perSecond: 10_000 },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await store?.close();
  rmSync(scratch, { recursive: true, force: true });
});

interface Health {
  health: {
    spooled: number;
    delivered: number;
    dropped: number;
    queued: number;
    disk_failing: boolean;
    last_error: string | null;
  };
  reported: string[];
}

/** Sends `count` triggered requests (half at once, half one by one); every answer must be right. */
async function hammer(port: string, count: number): Promise<void> {
  const ask = async (i: number) => {
    const response = await fetch(`http://127.0.0.1:${port}/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ input: `mail me at user${i}@example.com please` }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ output: "you said: mail me at [EMAIL] please" });
  };
  await Promise.all(Array.from({ length: count / 2 }, (_, i) => ask(i)));
  for (let i = count / 2; i < count; i++) await ask(i);
}

async function health(port: string): Promise<Health> {
  return (await (await fetch(`http://127.0.0.1:${port}/capture-health`)).json()) as Health;
}

/** A home the app's user cannot write: owned by root (the app runs as nobody), or read-only for others. */
function unwritableHome(name: string): { home: string; env: Record<string, string> } {
  const home = join(scratch, name);
  mkdirSync(home, { recursive: true });
  chmodSync(home, 0o555);
  return { home, env: isRoot ? { APP_UID: NOBODY } : {} };
}

/** A read-only file system (a read-only tmpfs when we may mount, else a read-only folder). */
function readOnlyHome(name: string): {
  home: string;
  env: Record<string, string>;
  cleanup: () => void;
  code: RegExp;
} {
  const home = join(scratch, name);
  mkdirSync(home, { recursive: true });
  if (isRoot) {
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m,ro", "tmpfs", home]);
      return { home, env: {}, cleanup: () => execFileSync("umount", [home]), code: /EROFS/ };
    } catch {
      // No mount here: fall back to a folder the app cannot write.
    }
  }
  const unwritable = unwritableHome(`${name}-folder`);
  return { ...unwritable, cleanup: () => {}, code: /EACCES/ };
}

describe("an Express app whose capture home refuses writes answers every request", () => {
  type Home = { home: string; env: Record<string, string>; cleanup?: () => void; code?: RegExp };
  const cases: Array<[string, () => Home, RegExp]> = [
    [
      "a file where the home folder should be (ENOTDIR)",
      () => {
        const home = join(scratch, "home-is-a-file");
        writeFileSync(home, "not a folder");
        return { home, env: {} };
      },
      /ENOTDIR|EEXIST/,
    ],
    ["an unwritable home (EACCES: the app runs as nobody)", () => unwritableHome("unwritable"), /EACCES/],
    ["a read-only file system (EROFS)", () => readOnlyHome("read-only"), /EROFS|EACCES/],
  ];

  for (const [name, make, code] of cases) {
    it(name, async () => {
      const { home, env, cleanup, code: expected } = make();
      const errno = expected ?? code;
      let child: RunningChild | undefined;
      try {
        child = await startChild(script, {
          ...env,
          CONTENT_SHIELD_HOME: home,
          CONTENT_SHIELD_SERVICE_KEY: key,
        });
        await hammer(child.ready, 40);
        const { health: h, reported } = await health(child.ready);
        expect(h.disk_failing).toBe(true);
        expect(h.queued).toBe(40);
        expect(h.dropped).toBe(0);
        expect(h.last_error).toMatch(errno);
        expect(reported).toHaveLength(1); // reported once, not once per record
        expect(reported[0]).toMatch(errno);
        expect(child.process.exitCode).toBeNull();
      } finally {
        await child?.stop();
        cleanup?.();
      }
    }, 60_000);
  }

  it("delivers the records held in memory straight to the service when CONTENT_SHIELD_URL is set", async () => {
    const { home, env } = unwritableHome("unwritable-delivering");
    const child = await startChild(script, {
      ...env,
      CONTENT_SHIELD_HOME: home,
      CONTENT_SHIELD_SERVICE_KEY: key,
      CONTENT_SHIELD_URL: server.url,
    });
    try {
      const before = (await store.stats(accountId)).total;
      await hammer(child.ready, 30);
      const deadline = Date.now() + 20_000;
      let h = await health(child.ready);
      while (h.health.delivered < 30 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        h = await health(child.ready);
      }
      expect(h.health).toMatchObject({ delivered: 30, queued: 0, dropped: 0, disk_failing: true });
      expect((await store.stats(accountId)).total - before).toBe(30);
    } finally {
      await child.stop();
    }
  }, 60_000);
});
