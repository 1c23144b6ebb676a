/** The CLI's commands. Results go to stdout only where a script wants them (the new key); notices go to stderr. */

import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { contentShieldHome, integerFlag, parseFlags, UsageError } from "content-shield/internal";
import { AdminNotFoundError, type AdminOps, storeAdmin } from "../admin/ops.js";
import { adminSocketPath, connectAdminSocket } from "../admin/socket.js";
import { databaseUrlFromEnv } from "../db/connect.js";
import { ServiceError } from "../errors.js";
import { OPERATOR_SWITCHES, OPERATOR_VALUE_FLAGS, operatorOptions } from "../operator-flags.js";
import { formatReplay, type ReplayOptions, replay } from "../replay.js";
import { startServer } from "../server.js";
import { openStore } from "../store/index.js";
import type { Store } from "../store/types.js";

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

/**
 * Runs admin operations for a command: on PostgreSQL (a URL given) or the embedded database opened here, or
 * — while `serve` holds the embedded database — through that service's admin socket.
 */
async function withAdmin<T>(
  databaseUrl: string | undefined,
  io: Io,
  run: (admin: AdminOps) => Promise<T>,
): Promise<T> {
  const url = databaseUrl ?? databaseUrlFromEnv(io.env);
  const home = contentShieldHome(io.env);
  if (url === undefined) {
    const remote = await connectAdminSocket(adminSocketPath(home));
    if (remote !== undefined) return run(remote);
  }
  const store = await openStore({ databaseUrl: url, home });
  try {
    return await run(storeAdmin(store));
  } finally {
    await store.close();
  }
}

/**
 * Opens the database for a command that reads it directly (replay): PostgreSQL, or the embedded database —
 * which must not be held by a running `serve` (the open then fails saying which process holds it).
 */
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

/** Store input errors name a field, and unknown accounts an email: on the command line those are flags. */
function asUsage(command: string, error: unknown): never {
  if (error instanceof ServiceError && error.code === "INVALID_INPUT") {
    throw new UsageError(`${command}: --${error.message}`);
  }
  if (error instanceof AdminNotFoundError) {
    throw new UsageError(
      error.field === "email"
        ? `${command}: ${error.message.replace("no account for ", "no account for --email ")}; create it with \`content-shield accounts create\`.`
        : `${command}: ${error.message}.`,
    );
  }
  throw error;
}

export async function accountsCreate(args: readonly string[], io: Io): Promise<number> {
  const command = "accounts create";
  const flags = parseFlags(command, args, {
    values: ["email", "password", "database-url"],
    required: ["email", "password"],
  });
  const account = await withAdmin(flags.values.get("database-url"), io, (admin) =>
    admin
      .createAccount(flags.values.get("email")!, flags.values.get("password")!)
      .catch((e: unknown) => asUsage(command, e)),
  );
  io.stderr(`Created account ${account.email} (${account.id}).\n`);
  return 0;
}

export async function accountsResetPassword(args: readonly string[], io: Io): Promise<number> {
  const command = "accounts reset-password";
  const flags = parseFlags(command, args, {
    values: ["email", "password", "database-url"],
    required: ["email", "password"],
  });
  const account = await withAdmin(flags.values.get("database-url"), io, (admin) =>
    admin
      .resetPassword(flags.values.get("email")!, flags.values.get("password")!)
      .catch((e: unknown) => asUsage(command, e)),
  );
  io.stderr(`Set a new password for ${account.email}; its sessions are signed out.\n`);
  return 0;
}

export async function keysCreate(args: readonly string[], io: Io): Promise<number> {
  const command = "keys create";
  const flags = parseFlags(command, args, {
    values: ["email", "name", "database-url"],
    required: ["email", "name"],
  });
  const email = flags.values.get("email")!;
  const created = await withAdmin(flags.values.get("database-url"), io, (admin) =>
    admin.createKey(email, flags.values.get("name")!).catch((e: unknown) => asUsage(command, e)),
  );
  io.stdout(`${created.key}\n`);
  io.stderr(
    `Created key "${created.record.name}" (${created.record.prefix}…) for ${email}. It is shown only this once.\n`,
  );
  return 0;
}

export async function keysList(args: readonly string[], io: Io): Promise<number> {
  const command = "keys list";
  const flags = parseFlags(command, args, {
    values: ["email", "database-url"],
    switches: ["json"],
    required: ["email"],
  });
  const keys = await withAdmin(flags.values.get("database-url"), io, (admin) =>
    admin.listKeys(flags.values.get("email")!).catch((e: unknown) => asUsage(command, e)),
  );
  if (flags.switches.has("json")) {
    io.stdout(`${JSON.stringify(keys, null, 2)}\n`);
    return 0;
  }
  const rows = [
    ["ID", "PREFIX", "NAME", "CREATED", "LAST USED", "STATUS"],
    ...keys.map((k) => [
      k.id,
      `${k.prefix}…`,
      k.name,
      k.created_at,
      k.last_used_at ?? "never",
      k.revoked_at === null ? "active" : `revoked ${k.revoked_at}`,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  io.stdout(
    rows
      .map((row) =>
        row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join("  ")
          .trimEnd(),
      )
      .join("\n"),
  );
  io.stdout("\n");
  return 0;
}

export async function keysRevoke(args: readonly string[], io: Io): Promise<number> {
  const command = "keys revoke";
  const flags = parseFlags(command, args, {
    values: ["email", "key", "database-url"],
    required: ["email", "key"],
  });
  const record = await withAdmin(flags.values.get("database-url"), io, (admin) =>
    admin
      .revokeKey(flags.values.get("email")!, flags.values.get("key")!)
      .catch((e: unknown) => asUsage(command, e)),
  );
  io.stderr(`Revoked key "${record.name}" (${record.prefix}…); it is refused from now on.\n`);
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

const SINCE_UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `7d`, `24h`, `30m`, or an ISO date. */
function parseSince(command: string, raw: string, now: Date): Date {
  const relative = /^(\d{1,6})([mhd])$/.exec(raw);
  if (relative !== null) return new Date(now.getTime() - Number(relative[1]) * SINCE_UNITS[relative[2]!]!);
  const time = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw) || Number.isNaN(time)) {
    throw new UsageError(
      `${command}: --since must be a duration such as 7d, 24h or 30m, or an ISO date; got "${raw}".`,
    );
  }
  return new Date(time);
}

/** `replay --email E --policy draft.json --since 7d [--group g] [--json]`: a draft policy over stored data. */
export async function replayCommand(args: readonly string[], io: Io): Promise<number> {
  const command = "replay";
  const flags = parseFlags(command, args, {
    values: ["email", "policy", "since", "group", "database-url"],
    switches: ["json"],
    required: ["email", "policy", "since"],
  });
  const since = parseSince(command, flags.values.get("since")!, new Date());
  const file = flags.values.get("policy")!;
  let policy: unknown;
  try {
    policy = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new UsageError(`${command}: --policy ${file}: ${(error as Error).message}`);
  }
  // A file holding just the rulesets is the rulesets.
  const options = (Array.isArray(policy) ? { rulesets: policy } : policy) as ReplayOptions["policy"];
  const email = flags.values.get("email")!;
  const report = await withStore(flags.values.get("database-url"), io, async (store) => {
    const account = await store.accountByEmail(email);
    if (account === null) throw new UsageError(`${command}: no account for --email ${email}.`);
    const group = flags.values.get("group");
    const result = await replay(store, account.id, {
      policy: options,
      since,
      group,
      onProgress: (r) => io.stderr(`replay: ${r.scanned} read, ${r.replayed} replayed…\n`),
    });
    // Saved for the dashboard's Replays page (the file name only: the directory is this machine's business).
    await store.saveReplayReport(account.id, {
      policy_file: basename(file),
      since,
      group: group ?? null,
      report: result,
    });
    return result;
  });
  io.stdout(flags.switches.has("json") ? `${JSON.stringify(report, null, 2)}\n` : formatReplay(report));
  return 0;
}
