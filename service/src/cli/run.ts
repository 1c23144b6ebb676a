/**
 * The service CLI's dispatcher (`content-shield-service`, and `content-shield serve|accounts|keys` forwarded by
 * the library's CLI): `run(argv, io)` returns the exit code (2 for usage errors, 1 for failures).
 */
import { closest, ShieldError, UsageError } from "content-shield/internal";
import { ServiceError } from "../errors.js";
import { accountsCreate, type Io, keysCreate, replayCommand, serve } from "./commands.js";

export type { Io } from "./commands.js";

const usage = (program: string): string => `Usage: ${program} <command> [flags]

Commands:
  serve [--port 8787] [--host 127.0.0.1] [--database-url postgres://…] [--rate-limit 200]
        [--public-url URL] [--trust-proxy HOPS|ADDRESSES] [--no-spool-import]
        [--judge-provider P] [--judge-model M] [--judge-base-url URL] [--judge-tenant-hosts H,…]
        [--judge-allow-private-network] [--max-text-length N] [--max-rules N] [--max-keywords N]
        [--max-regexes N] [--max-regex-work N] [--max-ruleset-bytes N] [--key-quota N]
        [--shield-workers N] [--shield-timeout-ms MS] [--cpu-budget-ms MS] …
      Run the service (REST API, dashboard). Without a database URL (or DATABASE_URL /
      CONTENT_SHIELD_DATABASE_URL) it uses the embedded database under CONTENT_SHIELD_HOME.
      The judge's API key comes from CONTENT_SHIELD_JUDGE_API_KEY. See docs/service.md.
  accounts create --email E --password P [--database-url URL]
      Create an account.
  keys create --email E --name N [--database-url URL]
      Create a service key for the account; prints the key (only) on stdout, once.
  replay --email E --policy draft.json --since 7d [--group G] [--json] [--database-url URL]
      Run a draft policy ({ rulesets, config } or a rulesets array) over the account's interceptions
      captured in full since then; print what would change (progress on stderr). See docs/allowlists.md.
`;

const COMMANDS = ["serve", "accounts create", "keys create", "replay", "help"];

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
    if (first === "serve") return await serve(argv.slice(1), io, stop ?? stopSignal());
    if (first === "accounts" && second === "create") return await accountsCreate(rest, io);
    if (first === "keys" && second === "create") return await keysCreate(rest, io);
    if (first === "replay") return await replayCommand(argv.slice(1), io);
    const given = second === undefined || second.startsWith("-") ? first : `${first} ${second}`;
    const hint = closest(given, COMMANDS);
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
