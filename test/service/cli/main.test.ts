/** The `content-shield-service` CLI, in-process through `run()` with captured stdout/stderr, on temp homes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../service/src/cli/run.js";
import { openStore } from "../../../service/src/store/index.js";
import { isWellFormedServiceKey } from "../../../src/keys.js";
import {
  createTempHome,
  createTestDatabase,
  type TempHome,
  type TestDatabase,
} from "../../helpers/service.js";

interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

let home: TempHome;

async function cli(argv: string[], env: NodeJS.ProcessEnv = {}, stop?: Promise<string>): Promise<Captured> {
  let stdout = "";
  let stderr = "";
  const code = await run(
    argv,
    {
      stdout: (text) => {
        stdout += text;
      },
      stderr: (text) => {
        stderr += text;
      },
      env: { CONTENT_SHIELD_HOME: home.path, ...env },
    },
    stop,
  );
  return { code, stdout, stderr };
}

beforeAll(() => {
  home = createTempHome("cs-cli-");
});

afterAll(() => {
  home?.remove();
});

// The first command opens (and migrates) a fresh embedded database: slow on a busy machine.
describe("accounts and keys on the embedded database", { timeout: 180_000 }, () => {
  it("creates an account, then a key printed alone on stdout", async () => {
    const account = await cli([
      "accounts",
      "create",
      "--email",
      "Dev@Example.com",
      "--password",
      "s3cret-pass",
    ]);
    expect(account).toMatchObject({ code: 0, stdout: "" });
    expect(account.stderr).toContain("dev@example.com");
    const key = await cli(["keys", "create", "--email=dev@example.com", "--name", "checkout"]);
    expect(key.code).toBe(0);
    expect(key.stdout).toMatch(/^cs_[0-9A-Za-z]{38}\n$/);
    expect(isWellFormedServiceKey(key.stdout.trim())).toBe(true);
    expect(key.stderr).toContain("shown only this once");
    const store = await openStore({ home: home.path });
    try {
      const owner = await store.accountForServiceKey(key.stdout.trim());
      expect(owner?.account.email).toBe("dev@example.com");
    } finally {
      await store.close();
    }
  });

  it("fails with exit 1 and a clear message for a duplicate account", async () => {
    await cli(["accounts", "create", "--email", "dup@example.com", "--password", "password1"]);
    const again = await cli(["accounts", "create", "--email", "dup@example.com", "--password", "password2"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("exists already");
  });

  it("refuses a key for an unknown account with exit 2", async () => {
    const res = await cli(["keys", "create", "--email", "ghost@example.com", "--name", "x"]);
    expect(res.code).toBe(2);
    expect(res.stdout).toBe("");
    expect(res.stderr).toContain("no account for --email ghost@example.com");
  });
});

describe("usage errors (exit code 2)", () => {
  it("names an unknown flag with a did-you-mean", async () => {
    const res = await cli(["accounts", "create", "--emial", "a@b.co", "--password", "password1"]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("unknown flag --emial (did you mean --email?)");
  });

  it("names a missing required flag and a flag without value", async () => {
    expect((await cli(["keys", "create", "--email", "a@b.co"])).stderr).toContain("--name is required");
    expect((await cli(["keys", "create", "--email", "a@b.co", "--name"])).stderr).toContain(
      "--name needs a value",
    );
  });

  it("names a bad flag value", async () => {
    const email = await cli(["accounts", "create", "--email", "not-an-email", "--password", "password1"]);
    expect(email.code).toBe(2);
    expect(email.stderr).toContain("--email: must be an email address");
    const port = await cli(["serve", "--port", "99999"]);
    expect(port.code).toBe(2);
    expect(port.stderr).toContain("--port must be a whole number from 0 to 65535");
  });

  it("suggests the closest command", async () => {
    const res = await cli(["acounts", "create"]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('did you mean "accounts create"?');
    expect((await cli([])).code).toBe(2);
    expect((await cli(["help"])).stdout).toContain("keys create --email E --name N");
  });
});

describe("serve", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("runs the accounts and keys commands on PostgreSQL (--database-url) while a service uses it", async () => {
    const db = ["--database-url", database.url];
    // A store on the same database stays open meanwhile, as a running service's would.
    const store = await openStore({ databaseUrl: database.url, home: home.path });
    try {
      expect(
        (await cli(["accounts", "create", "--email", "pg@example.com", "--password", "password1", ...db]))
          .code,
      ).toBe(0);
      const key = (
        await cli(["keys", "create", "--email", "pg@example.com", "--name", "pg", ...db])
      ).stdout.trim();
      const listed = JSON.parse(
        (await cli(["keys", "list", "--email", "pg@example.com", "--json", ...db])).stdout,
      ) as Array<{
        id: string;
      }>;
      expect(listed).toHaveLength(1);
      expect(
        (await cli(["keys", "revoke", "--email", "pg@example.com", "--key", listed[0]!.id, ...db])).code,
      ).toBe(0);
      expect(
        (
          await cli([
            "accounts",
            "reset-password",
            "--email",
            "pg@example.com",
            "--password",
            "password2",
            ...db,
          ])
        ).code,
      ).toBe(0);
      expect(await store.accountForServiceKey(key)).toBeNull();
      expect((await store.authenticate("pg@example.com", "password2"))?.email).toBe("pg@example.com");
    } finally {
      await store.close();
    }
  });

  it("serves on PostgreSQL from DATABASE_URL, answers /healthz and stops on a signal", async () => {
    let stop!: (signal: string) => void;
    const stopped = new Promise<string>((resolve) => {
      stop = resolve;
    });
    let stdout = "";
    let stderr = "";
    const running = run(
      ["serve", "--port", "0", "--no-spool-import"],
      {
        stdout: (text) => {
          stdout += text;
        },
        stderr: (text) => {
          stderr += text;
        },
        env: { CONTENT_SHIELD_HOME: home.path, DATABASE_URL: database.url },
      },
      stopped,
    );
    const deadline = Date.now() + 20_000;
    while (!stdout.includes("Dashboard:") && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const url = /on (http:\/\/\S+) /.exec(stdout)?.[1];
    expect(url, stderr).toBeDefined();
    expect(stdout).toContain("database: PostgreSQL");
    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ ok: true, database: "postgres" });
    stop("SIGTERM");
    expect(await running).toBe(0);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});

describe("embedded database lock", () => {
  it("refuses to open the same embedded database twice", async () => {
    const store = await openStore({ home: home.path });
    try {
      await expect(openStore({ home: home.path })).rejects.toThrow(/already open in this process/);
      const res = await cli(["accounts", "create", "--email", "x@example.com", "--password", "password1"]);
      expect(res.code).toBe(1);
    } finally {
      await store.close();
    }
  });
});

describe("keys list, keys revoke, accounts reset-password and --help", { timeout: 180_000 }, () => {
  it("lists keys without the secret, revokes by prefix, and the revoked key is refused", async () => {
    await cli(["accounts", "create", "--email", "keys@example.com", "--password", "password1"]);
    const created = (
      await cli(["keys", "create", "--email", "keys@example.com", "--name", "ci"])
    ).stdout.trim();
    const listed = await cli(["keys", "list", "--email", "keys@example.com", "--json"]);
    expect(listed.code).toBe(0);
    const keys = JSON.parse(listed.stdout) as Array<{
      id: string;
      prefix: string;
      revoked_at: string | null;
    }>;
    expect(keys).toHaveLength(1);
    expect(listed.stdout).not.toContain(created);
    expect(created.startsWith(keys[0]!.prefix)).toBe(true);
    const table = await cli(["keys", "list", "--email", "keys@example.com"]);
    expect(table.stdout).toMatch(/^ID\s+PREFIX\s+NAME/);
    expect(table.stdout).toContain("active");
    const revoked = await cli(["keys", "revoke", "--email", "keys@example.com", "--key", keys[0]!.prefix]);
    expect(revoked).toMatchObject({ code: 0, stdout: "" });
    expect(revoked.stderr).toContain('Revoked key "ci"');
    expect((await cli(["keys", "list", "--email", "keys@example.com"])).stdout).toContain("revoked ");
    const store = await openStore({ home: home.path });
    try {
      expect(await store.accountForServiceKey(created)).toBeNull();
    } finally {
      await store.close();
    }
    const unknown = await cli(["keys", "revoke", "--email", "keys@example.com", "--key", "cs_nothere"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("has no key with id or prefix cs_nothere");
  });

  it("resets a password: the new one signs in, the old one does not", async () => {
    await cli(["accounts", "create", "--email", "reset@example.com", "--password", "old-password"]);
    const reset = await cli([
      "accounts",
      "reset-password",
      "--email",
      "reset@example.com",
      "--password",
      "new-password",
    ]);
    expect(reset.code).toBe(0);
    const short = await cli([
      "accounts",
      "reset-password",
      "--email",
      "reset@example.com",
      "--password",
      "x",
    ]);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain("--password");
    const store = await openStore({ home: home.path });
    try {
      expect(await store.authenticate("reset@example.com", "old-password")).toBeNull();
      expect((await store.authenticate("reset@example.com", "new-password"))?.email).toBe(
        "reset@example.com",
      );
    } finally {
      await store.close();
    }
  });

  it("prints --help for every command (serve included) and the version", async () => {
    for (const argv of [
      ["serve", "--help"],
      ["accounts", "create", "--help"],
      ["accounts", "reset-password", "--help"],
      ["keys", "create", "--help"],
      ["keys", "list", "--help"],
      ["keys", "revoke", "--help"],
    ]) {
      const res = await cli(argv);
      expect(res.code, argv.join(" ")).toBe(0);
      expect(res.stdout).toContain(`content-shield-service ${argv.slice(0, -1).join(" ")} `);
    }
    expect((await cli(["keys", "--help"])).stdout).toContain("keys revoke --email E --key ID|PREFIX");
    expect((await cli(["--version"])).stdout).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("accounts and keys while serve runs on the embedded database", { timeout: 180_000 }, () => {
  it("goes through the running service's admin socket instead of failing on the lock", async () => {
    const serving = createTempHome("cs-cli-serving-");
    let stop!: (signal: string) => void;
    const stopped = new Promise<string>((resolve) => {
      stop = resolve;
    });
    let stdout = "";
    const env = { CONTENT_SHIELD_HOME: serving.path };
    const running = run(
      ["serve", "--port", "0", "--no-spool-import"],
      {
        stdout: (text) => {
          stdout += text;
        },
        stderr: () => {},
        env,
      },
      stopped,
    );
    try {
      const deadline = Date.now() + 30_000;
      while (!stdout.includes("Dashboard:") && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(stdout).toContain("embedded PGlite");
      const created = await cli(
        ["accounts", "create", "--email", "live@example.com", "--password", "password1"],
        env,
      );
      expect(created.code, created.stderr).toBe(0);
      const key = await cli(["keys", "create", "--email", "live@example.com", "--name", "live"], env);
      expect(key.code, key.stderr).toBe(0);
      const listed = JSON.parse(
        (await cli(["keys", "list", "--email", "live@example.com", "--json"], env)).stdout,
      ) as Array<{ prefix: string }>;
      expect(listed).toHaveLength(1);
      expect(
        (await cli(["keys", "revoke", "--email", "live@example.com", "--key", listed[0]!.prefix], env)).code,
      ).toBe(0);
      expect(
        (
          await cli(
            ["accounts", "reset-password", "--email", "live@example.com", "--password", "password2"],
            env,
          )
        ).code,
      ).toBe(0);
      const duplicate = await cli(
        ["accounts", "create", "--email", "live@example.com", "--password", "password1"],
        env,
      );
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr).toContain("exists already");
      const url = /on (http:\/\/\S+) /.exec(stdout)![1]!;
      const api = await fetch(`${url}/v1/interceptions`, {
        headers: { authorization: `Bearer ${key.stdout.trim()}` },
      });
      expect(api.status).toBe(401);
    } finally {
      stop("SIGTERM");
      expect(await running).toBe(0);
      serving.remove();
    }
  });
});
