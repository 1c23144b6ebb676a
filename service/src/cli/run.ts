/**
 * The service CLI's dispatcher (`content-shield-service`, and `content-shield serve|accounts|keys` forwarded by
 * the library's CLI): `run(argv, io)` returns the exit code (2 for usage errors, 1 for failures).
 */
import { readFileSync } from "node:fs";
import { closest, ShieldError, UsageError } from "content-shield/internal";
import { ServiceError } from "../errors.js";
import {
  accountsCreate,
  accountsResetPassword,
  type Io,
  keysCreate,
  keysList,
  keysRevoke,
  replayCommand,
  serve,
} from "./commands.js";

export type { Io } from "./commands.js";

interface Command {
  /** Flags as a usage line shows them. */
  synopsis: string;
  summary: string;
  run: (args: readonly string[], io: Io, stop: Promise<string> | undefined) => Promise<number>;
}

const DATABASE = "[--database-url URL]";

/** Every command: one line each; `<command> --help` prints its synopsis and summary. */
const COMMANDS: Readonly<Record<string, Command>> = {
  serve: {
    synopsis: `[--port 8787] [--host 127.0.0.1] [--database-url postgres://…] [--rate-limit 200]
        [--public-url URL] [--trust-proxy HOPS|ADDRESSES] [--no-spool-import]
        [--judge-provider P] [--judge-model M] [--judge-base-url URL] [--judge-tenant-hosts H,…]
        [--judge-allow-private-network] [--max-text-length N] [--max-rules N] [--max-keywords N]
        [--max-regexes N] [--max-regex-work N] [--max-ruleset-bytes N] [--key-quota N]
        [--shield-workers N] [--shield-timeout-ms MS] [--cpu-budget-ms MS] …`,
    summary: `Run the service (REST API, dashboard). Without a database URL (or DATABASE_URL /
      CONTENT_SHIELD_DATABASE_URL) it uses the embedded database under CONTENT_SHIELD_HOME, and
      answers the accounts and keys commands on its admin socket meanwhile.
      The judge's API key comes from CONTENT_SHIELD_JUDGE_API_KEY. See docs/service.md.`,
    run: (args, io, stop) => serve(args, io, stop ?? stopSignal()),
  },
  "accounts create": {
    synopsis: `--email E --password P ${DATABASE}`,
    summary: "Create an account.",
    run: (args, io) => accountsCreate(args, io),
  },
  "accounts reset-password": {
    synopsis: `--email E --password P ${DATABASE}`,
    summary: "Set a new password for the account and sign it out everywhere.",
    run: (args, io) => accountsResetPassword(args, io),
  },
  "keys create": {
    synopsis: `--email E --name N ${DATABASE}`,
    summary: "Create a service key for the account; prints the key (only) on stdout, once.",
    run: (args, io) => keysCreate(args, io),
  },
  "keys list": {
    synopsis: `--email E [--json] ${DATABASE}`,
    summary: "List the account's keys: id, prefix, name, created, last used, revoked (never the key).",
    run: (args, io) => keysList(args, io),
  },
  "keys revoke": {
    synopsis: `--email E --key ID|PREFIX ${DATABASE}`,
    summary: "Revoke one of the account's keys (by the id or prefix `keys list` shows); refused at once.",
    run: (args, io) => keysRevoke(args, io),
  },
  replay: {
    synopsis: `--email E --policy draft.json --since 7d [--group G] [--json] ${DATABASE}`,
    summary: `Run a draft policy ({ rulesets, config } or a rulesets array) over the account's interceptions
      captured in full since then; print what would change (progress on stderr). See docs/allowlists.md.`,
    run: (args, io) => replayCommand(args, io),
  },
};

const help = (program: string, name: string, command: Command): string =>
  `  ${program} ${name} ${command.synopsis}\n      ${command.summary}\n`;

const usage = (program: string): string =>
  `Usage: ${program} <command> [flags]   (${program} <command> --help for one command)\n\nCommands:\n${Object.entries(
    COMMANDS,
  )
    .map(([name, command]) => help(program, name, command))
    .join("")}\nFlags: --version, --help\n`;

/** Resolves with the signal name on SIGINT/SIGTERM. */
export function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    process.once("SIGINT", () => resolve("SIGINT"));
    process.once("SIGTERM", () => resolve("SIGTERM"));
  });
}

/** `program` names the command in messages: `content-shield` when the library's CLI forwards here. */
export async function run(
  argv: readonly string[],
  io: Io,
  stop?: Promise<string>,
  program = "content-shield-service",
): Promise<number> {
  const [first, second, ...rest] = argv;
  try {
    if (first === undefined || first === "help" || first === "--help" || first === "-h") {
      (first === undefined ? io.stderr : io.stdout)(usage(program));
      return first === undefined ? 2 : 0;
    }
    if (first === "--version" || first === "-v") {
      io.stdout(`${serviceVersion()}\n`);
      return 0;
    }
    const single = COMMANDS[first];
    const name = single !== undefined ? first : `${first} ${second ?? ""}`.trim();
    const command = single ?? COMMANDS[name];
    const args = single !== undefined ? argv.slice(1) : rest;
    if (command !== undefined) {
      if (args.includes("--help") || args.includes("-h")) {
        io.stdout(`Usage:\n${help(program, name, command)}`);
        return 0;
      }
      return await command.run(args, io, stop);
    }
    const group = Object.keys(COMMANDS).filter((known) => known.startsWith(`${first} `));
    if (group.length > 0 && (second === undefined || second.startsWith("-"))) {
      if (second === "--help" || second === "-h") {
        io.stdout(`Usage:\n${group.map((known) => help(program, known, COMMANDS[known]!)).join("")}`);
        return 0;
      }
      throw new UsageError(`${first} needs a subcommand: ${group.join(", ")}.`);
    }
    const given = second === undefined || second.startsWith("-") ? first : name;
    const hint = closest(given, [...Object.keys(COMMANDS), "help"]);
    throw new UsageError(`unknown command "${given}"${hint ? ` (did you mean "${hint}"?)` : ""}.`);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${program} ${error.message}\nRun \`${program} help\` for usage.\n`);
      return 2;
    }
    if (error instanceof ServiceError || error instanceof ShieldError || error instanceof Error) {
      io.stderr(`${program}: ${error.message}\n`);
      return 1;
    }
    io.stderr(`${program}: ${String(error)}\n`);
    return 1;
  }
}

/** The service package's version, from its package.json (two levels up from src/cli/ and dist/cli/). */
export function serviceVersion(): string {
  try {
    const parsed = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      version?: unknown;
    };
    return typeof parsed.version === "string" ? parsed.version : "unknown";
  } catch {
    return "unknown";
  }
}
