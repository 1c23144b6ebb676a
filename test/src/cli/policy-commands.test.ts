/**
 * The policy commands: `check` (stdin or files; exit 0 pass, 1 triggered, 2 error; `--json`), `validate`
 * (every problem with its path and line; exit 0/2) and `proxy` (starts, forwards, stops on the signal). In
 * process through `run()`, and once as a real process reading stdin.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCommand } from "../../../src/cli/check.js";
import { run } from "../../../src/cli/run.js";
import { createServiceKey } from "../../../src/keys.js";
import { startUpstream, type Upstream } from "../../helpers/proxy-upstream.js";
import { TS_WORKER_EXEC_ARGV } from "../../helpers/shield-workers.js";

const dir = mkdtempSync(join(tmpdir(), "cs-cli-policy-"));
const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/policies/${name}`, import.meta.url));
const write = (name: string, text: string): string => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
const POLICY = fixture("valid.yaml"); // MASK emails and phone numbers, BLOCK secrets
const env = { CONTENT_SHIELD_HOME: dir };

/** An `Io` whose output is kept. */
function capture() {
  const out = { stdout: "", stderr: "" };
  const io = {
    stdout: (text: string) => {
      out.stdout += text;
    },
    stderr: (text: string) => {
      out.stderr += text;
    },
    env,
  };
  return { io, out };
}

async function cli(argv: string[], stop?: Promise<string>) {
  const { io, out } = capture();
  const code = await run(argv, io, stop);
  return { code, ...out };
}

describe("content-shield check", () => {
  const clean = write("clean.txt", "What are your opening hours?");
  const contact = write("contact.txt", "Mail me at ann.lee@example.com");

  it("exits 0 for text that passes and 1 when a ruleset triggers, naming the file, action and ruleset", async () => {
    expect(await cli(["check", "--policy", POLICY, clean])).toMatchObject({
      code: 0,
      stdout: `${clean}: pass\n`,
    });
    const triggered = await cli(["check", "--policy", POLICY, clean, contact]);
    expect(triggered.code).toBe(1);
    expect(triggered.stdout).toContain(`${contact}: MASK (ruleset "contact-details", metric pii)`);
    expect(triggered.stdout).toContain("email at input 11-30");
    expect(triggered.stdout).toContain('→ "Mail me at [EMAIL]"');
  });

  it("--json prints one document with each source's decision", async () => {
    const { code, stdout } = await cli(["check", "--policy", POLICY, "--json", contact]);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      triggered: true,
      results: [
        {
          source: contact,
          triggered: true,
          action: "MASK",
          ruleset: "contact-details",
          triggered_rulesets: ["contact-details"],
          findings: [expect.objectContaining({ type: "email", target: "input", start: 11, end: 30 })],
          text: "Mail me at [EMAIL]",
        },
      ],
    });
  });

  it("--target output checks the text as a model's output", async () => {
    const { code, stdout } = await cli([
      "check",
      "--policy",
      POLICY,
      "--target",
      "output",
      "--json",
      contact,
    ]);
    expect(code).toBe(1);
    expect(JSON.parse(stdout).results[0].findings[0]).toMatchObject({ type: "email", target: "output" });
  });

  it("reads stdin when no file is given", async () => {
    const { io, out } = capture();
    const code = await checkCommand(["--policy", POLICY], io, async () => "call +1 415 555 0100");
    expect(code).toBe(1);
    expect(out.stdout).toContain("stdin: MASK");
  });

  it("exits 2 for a bad policy, a missing file, a missing --policy and a bad --target", async () => {
    const bad = await cli(["check", "--policy", fixture("invalid.yaml"), clean]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("invalid.yaml:11:1: extra: unknown key");
    expect((await cli(["check", "--policy", POLICY, join(dir, "nope.txt")])).code).toBe(2);
    expect((await cli(["check", clean])).stderr).toContain("--policy is required");
    expect((await cli(["check", "--policy", POLICY, "--target", "both", clean])).code).toBe(2);
  });

  it("runs as a real process on piped stdin", { timeout: 120_000 }, async () => {
    const main = fileURLToPath(new URL("../../../src/cli/main.ts", import.meta.url));
    const child = spawn(
      process.execPath,
      [...TS_WORKER_EXEC_ARGV, main, "check", "--policy", POLICY, "--json"],
      { env: { ...process.env, ...env } },
    );
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stdin.end("my key is AKIAIOSFODNN7EXAMPLE and secret wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY");
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(JSON.parse(stdout).results[0]).toMatchObject({
      source: "stdin",
      action: "BLOCK",
      ruleset: "no-secrets",
    });
  });
});

describe("content-shield validate", () => {
  it("exits 0 for valid files", async () => {
    const { code, stdout } = await cli(["validate", POLICY, fixture("valid.json")]);
    expect(code).toBe(0);
    expect(stdout).toBe(`${POLICY}: valid (2 rulesets)\n${fixture("valid.json")}: valid (1 ruleset)\n`);
  });

  it("prints every problem with file, line, column and path, and exits 2", async () => {
    const file = fixture("invalid.yaml");
    const { code, stdout, stderr } = await cli(["validate", file]);
    expect(code).toBe(2);
    const lines = stdout.trim().split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${file}:4:9: rulesets\\[0\\]\\.rules\\[0\\]\\.operater: unknown`)),
        expect.stringMatching(new RegExp(`^${file}:7:5: rulesets\\[1\\]\\.rules: `)),
        expect.stringMatching(new RegExp(`^${file}:10:3: config\\.capture: `)),
        expect.stringMatching(new RegExp(`^${file}:11:1: extra: unknown key`)),
      ]),
    );
    expect(stderr).toContain(`${lines.length} problems`);
    const json = await cli(["validate", "--json", file]);
    expect(JSON.parse(json.stdout).files[0].issues.map((i: { at: string }) => i.at)).toContain(
      "config.capture",
    );
  });

  it("exits 2 for a file that does not exist or does not parse", async () => {
    expect((await cli(["validate", join(dir, "none.yaml")])).code).toBe(2);
    const broken = write("broken.yaml", "rulesets: [\n");
    expect((await cli(["validate", broken])).stdout).toMatch(/broken\.yaml:\d+:\d+: /);
  });
});

describe("content-shield proxy", () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  it("serves until the stop signal, shielding requests to the upstream", async () => {
    upstream.answer(() => ({ json: { id: "x", object: "chat.completion", choices: [] } }));
    let stop!: (signal: string) => void;
    const stopped = new Promise<string>((resolve) => {
      stop = resolve;
    });
    const { io, out } = capture();
    const policy = write(
      "proxy.yaml",
      `rulesets:\n  - rules: [{ metric: pii, value: [email] }]\n    action: { type: MASK }\nconfig:\n  service_key: ${createServiceKey()}\n`,
    );
    const running = run(
      ["proxy", "--upstream", upstream.url, "--policy", policy, "--port", "0"],
      io,
      stopped,
    );
    await expect
      .poll(() => out.stdout + out.stderr)
      .toMatch(/Content Shield proxy on http:\/\/127\.0\.0\.1:\d+/);
    const url = /on (http:\S+)/.exec(out.stdout)![1]!;
    const response = await fetch(`${url}/v1/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-secret-key" },
      body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "mail ann@example.com" }] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-shield")).toBe("MASK");
    expect(
      (upstream.requests[0]!.body as { messages: Array<{ content: string }> }).messages[0]!.content,
    ).toBe("mail [EMAIL]");
    expect(out.stderr).toMatch(/POST \/v1\/chat\/completions 200 MASK \d+ms/);
    expect(out.stderr).not.toContain("sk-secret-key");
    stop("SIGTERM");
    expect(await running).toBe(0);
  });

  it("lists the policy commands in the help, and each prints its flags with --help", async () => {
    const help = await cli(["help"]);
    for (const name of ["proxy", "check", "validate"])
      expect(help.stdout).toMatch(new RegExp(`^  ${name} `, "m"));
    expect(await cli(["proxy", "--help"])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("--upstream URL"),
    });
    expect((await cli(["check", "-h"])).stdout).toContain("--target input|output");
  });

  it("exits with a usage error without --upstream", async () => {
    const { code, stderr } = await cli(["proxy", "--policy", POLICY]);
    expect(code).toBe(2);
    expect(stderr).toContain("--upstream is required");
  });
});
