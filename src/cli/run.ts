/**
 * The `content-shield` CLI's dispatcher: `run(argv, io)` returns the exit code (2 for usage errors, 1 for
 * failures). Library commands live in one table (`COMMANDS`): a new command is one module in src/cli/ and one
 * line there. The service's commands (`serve`, `accounts`, `keys`, `replay`) are forwarded to
 * `@content-shield/service` when it is installed; without it they say what to install.
 */
import { ShieldError } from "../errors.js";
import { closest } from "../suggest.js";
import { UsageError } from "./args.js";
import { CHECK_USAGE, checkCommand } from "./check.js";
import { PROXY_USAGE, proxyCommand } from "./proxy.js";
import { VALIDATE_USAGE, validateCommand } from "./validate.js";

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

/** A library command: a one-line summary for the help text and its runner (the arguments after its name). */
export interface Command {
  summary: string;
  run: (args: readonly string[], io: Io, stop?: Promise<string>) => Promise<number>;
}

/** A command's `--help`: its usage lines, exit 0. */
const withHelp =
  (usageText: string, command: Command["run"]): Command["run"] =>
  async (args, io, stop) => {
    if (args.includes("--help") || args.includes("-h")) {
      io.stdout(`Usage:\n${usageText}\n`);
      return 0;
    }
    return command(args, io, stop);
  };

/** The library's own commands. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  proxy: {
    summary: "Run the shielding reverse proxy in front of an OpenAI, Anthropic or Ollama API.",
    run: withHelp(PROXY_USAGE, (args, io, stop) => proxyCommand(args, io, stop ?? stopSignal())),
  },
  check: {
    summary: "Check text from stdin or files against a policy (exit 0 pass, 1 triggered, 2 error).",
    run: withHelp(CHECK_USAGE, (args, io) => checkCommand(args, io)),
  },
  validate: {
    summary: "Validate policy files; every problem with its line and path (exit 0/2).",
    run: withHelp(VALIDATE_USAGE, (args, io) => validateCommand(args, io)),
  },
};

/** Commands that belong to `@content-shield/service`, forwarded to its CLI. */
export const SERVICE_COMMANDS: Readonly<Record<string, string>> = {
  serve: "Run the service: REST API and dashboard, on an embedded database or PostgreSQL.",
  accounts: "Manage accounts (create, reset-password).",
  keys: "Manage service keys (create, list, revoke).",
  replay: "Run a draft policy over stored interceptions captured in full; print what would change.",
};

/** Where the service's CLI is imported from; a variable, so the library neither bundles nor types it. */
export const SERVICE_CLI = "@content-shield/service/cli";

interface ServiceCli {
  run: (
    argv: readonly string[],
    io: Io,
    stop: Promise<string> | undefined,
    program: string,
  ) => Promise<number>;
}

export const SERVICE_MISSING = (command: string): string =>
  `content-shield ${command} runs the Content Shield service, which is its own package. Install it next to the library:\n\n  npm install @content-shield/service\n\nthen run \`npx content-shield ${command}\` again (or \`npx content-shield-service ${command}\`).\n`;

async function loadServiceCli(specifier: string): Promise<ServiceCli | undefined> {
  try {
    return (await import(specifier)) as ServiceCli;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    const message = error instanceof Error ? error.message : "";
    if (
      (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") &&
      message.includes(specifier.split("/cli")[0]!)
    ) {
      return undefined;
    }
    throw error;
  }
}

function usage(): string {
  const width = Math.max(
    ...[...Object.keys(COMMANDS), ...Object.keys(SERVICE_COMMANDS), "help"].map((n) => n.length),
  );
  const line = (name: string, summary: string) => `  ${name.padEnd(width)}  ${summary}\n`;
  return `Usage: content-shield <command> [flags]\n\nCommands:\n${Object.entries(COMMANDS)
    .map(([name, command]) => line(name, command.summary))
    .join("")}${Object.entries(SERVICE_COMMANDS)
    .map(([name, summary]) => line(name, `${summary} (needs @content-shield/service)`))
    .join(
      "",
    )}${line("help", "Show this help; `content-shield <command> --help` shows a command's flags.")}\nFlags: --version, --help\n`;
}

/** Resolves with the signal name on SIGINT/SIGTERM. */
export function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    process.once("SIGINT", () => resolve("SIGINT"));
    process.once("SIGTERM", () => resolve("SIGTERM"));
  });
}

export interface RunOptions {
  /** The module the service commands are forwarded to (default `@content-shield/service/cli`). */
  serviceCli?: string;
}

export async function run(
  argv: readonly string[],
  io: Io,
  stop?: Promise<string>,
  options: RunOptions = {},
): Promise<number> {
  const [first, ...rest] = argv;
  try {
    if (first === undefined || first === "help" || first === "--help" || first === "-h") {
      (first === undefined ? io.stderr : io.stdout)(usage());
      return first === undefined ? 2 : 0;
    }
    if (first === "--version" || first === "-v") {
      io.stdout(`${await version()}\n`);
      return 0;
    }
    const command = COMMANDS[first];
    if (command !== undefined) return await command.run(rest, io, stop);
    if (Object.hasOwn(SERVICE_COMMANDS, first)) {
      const cli = await loadServiceCli(options.serviceCli ?? SERVICE_CLI);
      if (cli === undefined) {
        io.stderr(SERVICE_MISSING(first));
        return 1;
      }
      return await cli.run(argv, io, stop, "content-shield");
    }
    const hint = closest(first, [...Object.keys(COMMANDS), ...Object.keys(SERVICE_COMMANDS), "help"]);
    throw new UsageError(`unknown command "${first}"${hint ? ` (did you mean "${hint}"?)` : ""}.`);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`content-shield ${error.message}\nRun \`content-shield help\` for usage.\n`);
      return 2;
    }
    if (error instanceof ShieldError || error instanceof Error) {
      io.stderr(`content-shield: ${error.message}\n`);
      return 1;
    }
    io.stderr(`content-shield: ${String(error)}\n`);
    return 1;
  }
}

/** The library's version, from its package.json (two levels up from dist/src/cli and from src/cli). */
export async function version(): Promise<string> {
  const { readFile } = await import("node:fs/promises");
  for (const up of ["../../package.json", "../../../package.json"]) {
    try {
      const parsed = JSON.parse(await readFile(new URL(up, import.meta.url), "utf8")) as {
        name?: unknown;
        version?: unknown;
      };
      if (parsed.name === "content-shield" && typeof parsed.version === "string") return parsed.version;
    } catch {
      // not this level
    }
  }
  return "unknown";
}
