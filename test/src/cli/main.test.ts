/**
 * The library's `content-shield` CLI, in-process through `run()`: its help and version, and the service's
 * commands forwarded to `@content-shield/service` (installed here as a workspace) or, when that package cannot
 * be found, a message saying what to install.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run, SERVICE_COMMANDS } from "../../../src/cli/run.js";
import { createTempHome, type TempHome } from "../../helpers/service.js";

let home: TempHome;

async function cli(argv: string[], serviceCli?: string) {
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
      env: { CONTENT_SHIELD_HOME: home.path },
    },
    undefined,
    serviceCli === undefined ? {} : { serviceCli },
  );
  return { code, stdout, stderr };
}

beforeAll(() => {
  home = createTempHome("cs-lib-cli-");
});

afterAll(() => {
  home?.remove();
});

// Forwarding loads the service and opens an embedded database: slow on a busy machine.
describe("content-shield", { timeout: 180_000 }, () => {
  it("prints its version and lists every command in its help", async () => {
    const { version } = JSON.parse(
      readFileSync(new URL("../../../package.json", import.meta.url), "utf8"),
    ) as {
      version: string;
    };
    expect(await cli(["--version"])).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
    const help = await cli(["--help"]);
    expect(help.code).toBe(0);
    for (const name of Object.keys(SERVICE_COMMANDS)) expect(help.stdout).toContain(`  ${name} `);
    expect((await cli([])).code).toBe(2);
  });

  it("forwards the service's commands to @content-shield/service", async () => {
    const res = await cli(["keys", "create", "--email", "ghost@example.com", "--name", "x"]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("no account for --email ghost@example.com");
    expect(res.stderr).toContain("Run `content-shield help`");
  });

  it("says exactly what to install when the service package is missing", async () => {
    const res = await cli(["serve", "--port", "0"], "@content-shield/not-installed/cli");
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("npm install @content-shield/service");
    expect(res.stdout).toBe("");
  });

  it("suggests the closest command for a typo", async () => {
    const res = await cli(["serv"]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('did you mean "serve"?');
  });
});
