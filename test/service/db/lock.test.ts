/**
 * The embedded database's data folder is locked atomically: processes racing for it, also on a stale lock
 * left behind by a crash, never both get it; a crashed owner's lock is taken over; a second open in one
 * process is refused.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockDataDir } from "../../../service/src/db/lock.js";
import { openStore } from "../../../service/src/store/index.js";
import { bundleScript, startChild } from "../../helpers/child.js";

let script: string;
const scratch = mkdtempSync(join(tmpdir(), "cs-lock-"));

beforeAll(async () => {
  script = await bundleScript("test/fixtures/lock-racer.ts");
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Starts `count` racers at the same instant; resolves to what each said. */
async function race(dir: string, count: number, holdMs = 1500): Promise<string[]> {
  const startAt = Date.now() + 1500;
  const racers = await Promise.all(
    Array.from({ length: count }, () =>
      startChild(script, { LOCK_DIR: dir, START_AT: String(startAt), HOLD_MS: String(holdMs) }),
    ),
  );
  await Promise.all(racers.map((racer) => racer.exited));
  return racers.map((racer) => racer.ready);
}

describe("the PGlite data folder lock", () => {
  it("lets exactly one of four racing processes in, trial after trial, on a stale lock left by a crash", async () => {
    for (let trial = 0; trial < 6; trial++) {
      const dir = join(scratch, `db-${trial}`);
      mkdirSync(dir, { recursive: true });
      // A crashed owner's lock: present, and not refreshed for an hour.
      mkdirSync(`${dir}.lck`);
      const anHourAgo = new Date(Date.now() - 3_600_000);
      utimesSync(`${dir}.lck`, anHourAgo, anHourAgo);
      const said = await race(dir, 4, 2500);
      expect(
        said.filter((s) => s === "GOT"),
        `trial ${trial}: ${said.join(", ")}`,
      ).toHaveLength(1);
      expect(said.filter((s) => s === "LOCKED")).toHaveLength(3);
    }
  }, 180_000);

  it("takes over the lock of an owner killed with SIGKILL", async () => {
    const dir = join(scratch, "db-killed");
    mkdirSync(dir, { recursive: true });
    const owner = await startChild(script, { LOCK_DIR: dir, START_AT: "0", HOLD_MS: "60000" });
    expect(owner.ready).toBe("GOT");
    await owner.stop("SIGKILL");
    const next = await startChild(script, { LOCK_DIR: dir, START_AT: "0", HOLD_MS: "10" });
    expect(next.ready).toBe("GOT");
    await next.exited;
  }, 60_000);

  it("refuses a second open of the same folder, in this process and from another", async () => {
    const home = join(scratch, "home");
    const store = await openStore({ home });
    try {
      await expect(openStore({ home })).rejects.toThrow(/already open in this process/);
      const other = await startChild(
        script,
        { LOCK_DIR: join(home, "db"), START_AT: "0", HOLD_MS: "10" },
        "READY ",
        60_000,
      );
      expect(other.ready).toBe("LOCKED");
    } finally {
      await store.close();
    }
    // Released on close: the folder can be opened again at once.
    const again = await openStore({ home });
    await again.close();
  }, 90_000);

  it("is released so the same process can lock again", async () => {
    const dir = join(scratch, "db-again");
    mkdirSync(dir, { recursive: true });
    const release = await lockDataDir(dir);
    await release();
    const second = await lockDataDir(dir);
    await second();
  });
});
