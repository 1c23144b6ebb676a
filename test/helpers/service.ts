/** Test helpers for the service: fresh PostgreSQL databases, temp homes, sample interception records. */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { InterceptionRecord } from "../../src/capture/record.js";
import { hashServiceKey } from "../../src/keys.js";

export const POSTGRES_ADMIN_URL =
  process.env.CONTENT_SHIELD_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates `cs_test_<random>` on the local PostgreSQL; `drop()` removes it (terminating leftover sessions). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `cs_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TempHome {
  path: string;
  remove(): void;
}

export function createTempHome(prefix = "cs-service-"): TempHome {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** A captured-interception record like the library writes, owned by `key`. */
export function sampleRecord(key: string, overrides: Partial<InterceptionRecord> = {}): InterceptionRecord {
  return {
    id: randomUUID(),
    created_at: new Date().toISOString(),
    key_hash: hashServiceKey(key),
    group: "checkout-bot",
    ruleset: "no-pii",
    triggered_rulesets: ["no-pii"],
    action: "MASK",
    metric: "pii",
    rule: { metric: "pii", operator: "contains", value: ["email"] },
    findings: [{ type: "email", target: "output", start: 8, end: 25, score: 1 }],
    verdicts: [{ metric: "pii", target: "both", triggered: true, score: 1, labels: ["email"], detail: null }],
    text: "Mail me [EMAIL]",
    payload: { output: "Mail me [EMAIL]" },
    capture: "redacted",
    latency_ms: 0.4,
    ...overrides,
  };
}
