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

describe("accounts and keys on the embedded database", () => {
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
