/** The CLI's commands. Results go to stdout only where a script wants them (the new key); notices go to stderr. */
import { contentShieldHome, integerFlag, parseFlags, UsageError } from "content-shield/internal";
import { databaseUrlFromEnv } from "../db/connect.js";
import { ServiceError } from "../errors.js";
import { OPERATOR_SWITCHES, OPERATOR_VALUE_FLAGS, operatorOptions } from "../operator-flags.js";
import { startServer } from "../server.js";
import { openStore } from "../store/index.js";
import type { Store } from "../store/types.js";

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

async function withStore<T>(
  databaseUrl: string | undefined,
  io: Io,
  run: (store: Store) => Promise<T>,
): Promise<T> {
  const store = await openStore({
    databaseUrl: databaseUrl ?? databaseUrlFromEnv(io.env),
    home: contentShieldHome(io.env),
  });
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

/** Store input errors name a field; on the command line that field is a flag. */
function asUsage(command: string, error: unknown): never {
  if (error instanceof ServiceError && error.code === "INVALID_INPUT") {
    throw new UsageError(`${command}: --${error.message}`);
  }
  throw error;
}

export async function accountsCreate(args: readonly string[], io: Io): Promise<number> {
  const command = "accounts create";
  const flags = parseFlags(command, args, {
    values: ["email", "password", "database-url"],
    required: ["email", "password"],
  });
  const account = await withStore(flags.values.get("database-url"), io, (store) =>
    store
      .createAccount(flags.values.get("email")!, flags.values.get("password")!)
      .catch((e: unknown) => asUsage(command, e)),
  );
  io.stderr(`Created account ${account.email} (${account.id}).\n`);
  return 0;
}

export async function keysCreate(args: readonly string[], io: Io): Promise<number> {
  const command = "keys create";
  const flags = parseFlags(command, args, {
    values: ["email", "name", "database-url"],
    required: ["email", "name"],
  });
  const email = flags.values.get("email")!;
  const created = await withStore(flags.values.get("database-url"), io, async (store) => {
    const account = await store.accountByEmail(email);
    if (account === null) {
      throw new UsageError(
        `${command}: no account for --email ${email}; create it with \`content-shield accounts create\`.`,
      );
    }
    return store
      .createApiKey(account.id, flags.values.get("name")!)
      .catch((e: unknown) => asUsage(command, e));
  });
  io.stdout(`${created.key}\n`);
  io.stderr(
    `Created key "${created.record.name}" (${created.record.prefix}…) for ${email}. It is shown only this once.\n`,
  );
  return 0;
}

export async function serve(args: readonly string[], io: Io, stopSignal: Promise<string>): Promise<number> {
  const command = "serve";
  const flags = parseFlags(command, args, {
    values: ["port", "host", "database-url", "rate-limit", "public-url", ...OPERATOR_VALUE_FLAGS],
    switches: ["no-spool-import", ...OPERATOR_SWITCHES],
  });
  const operator = operatorOptions(command, flags, io.env);
  const port = integerFlag(command, "port", flags.values.get("port") ?? io.env.PORT ?? "8787", 0, 65535);
  const rateLimit = integerFlag(command, "rate-limit", flags.values.get("rate-limit") ?? "200", 1, 1_000_000);
  const databaseUrl = flags.values.get("database-url") ?? databaseUrlFromEnv(io.env);
  const home = contentShieldHome(io.env);
  const server = await startServer({
    port,
    host: flags.values.get("host") ?? "127.0.0.1",
    databaseUrl,
    home,
    rateLimit: { perSecond: rateLimit },
    publicUrl: flags.values.get("public-url"),
    ...operator,
    importSpool: !flags.switches.has("no-spool-import"),
    log: (message) => io.stderr(`${message}\n`),
    onError: (error) =>
      io.stderr(
        `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      ),
  });
  const where = server.store.kind === "postgres" ? "PostgreSQL" : `embedded PGlite in ${home}/db`;
  io.stdout(`Content Shield service on ${server.url} (database: ${where})\n`);
  io.stdout(`Dashboard: ${server.url}/   API: ${server.url}/v1   OpenAPI: ${server.url}/openapi.json\n`);
  const signal = await stopSignal;
  io.stderr(`${signal}: shutting down.\n`);
  await server.close();
  return 0;
}
