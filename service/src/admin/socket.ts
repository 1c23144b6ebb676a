/**
 * The admin socket: while `serve` runs on the embedded database (which one process holds at a time), the
 * CLI's `accounts` and `keys` commands reach its store through a Unix socket at `<home>/admin.sock` (a named
 * pipe on Windows), readable and writable by its owner only. One JSON line asks (`{ op, args }`), one JSON
 * line answers (`{ ok: true, result }` or `{ ok: false, error: { code, status, message, field } }`).
 */
import { createHash } from "node:crypto";
import { chmodSync, rmSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { ServiceError, type ServiceErrorCode, StoreInputError } from "../errors.js";
import { ADMIN_OPERATIONS, AdminNotFoundError, type AdminOperation, type AdminOps } from "./ops.js";

/** Largest request line accepted (emails, passwords and names are far shorter). */
const MAX_REQUEST_BYTES = 64 * 1024;

/** Where the service for `home` listens for admin requests. */
export function adminSocketPath(home: string): string {
  if (process.platform === "win32") {
    return `\\\\.\\pipe\\content-shield-admin-${createHash("sha256").update(home).digest("hex").slice(0, 32)}`;
  }
  return join(home, "admin.sock");
}

interface WireError {
  code: ServiceErrorCode;
  status: number;
  message: string;
  field?: string | undefined;
}

type Answer = { ok: true; result: unknown } | { ok: false; error: WireError };

function toWire(error: unknown): WireError {
  if (error instanceof StoreInputError) {
    return { code: error.code, status: error.status, message: error.message, field: error.path };
  }
  if (error instanceof AdminNotFoundError) {
    return { code: error.code, status: error.status, message: error.message, field: error.field };
  }
  if (error instanceof ServiceError)
    return { code: error.code, status: error.status, message: error.message };
  return { code: "INTERNAL", status: 500, message: error instanceof Error ? error.message : String(error) };
}

function fromWire(error: WireError): ServiceError {
  if (error.code === "INVALID_INPUT" && error.field !== undefined) {
    return new StoreInputError(error.field, error.message.replace(`${error.field}: `, ""));
  }
  if (error.code === "NOT_FOUND" && (error.field === "email" || error.field === "key")) {
    return new AdminNotFoundError(error.field, error.message);
  }
  return new ServiceError(error.code, error.status, error.message);
}

async function answer(ops: AdminOps, line: string): Promise<Answer> {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return { ok: false, error: { code: "INVALID_INPUT", status: 400, message: "the request is not JSON" } };
  }
  const op = (request as { op?: unknown } | null)?.op;
  const args = (request as { args?: unknown } | null)?.args;
  if (
    !ADMIN_OPERATIONS.includes(op as AdminOperation) ||
    !Array.isArray(args) ||
    !args.every((arg) => typeof arg === "string")
  ) {
    return {
      ok: false,
      error: {
        code: "INVALID_INPUT",
        status: 400,
        message: `expected { op: ${ADMIN_OPERATIONS.join(" | ")}, args: string[] }`,
      },
    };
  }
  try {
    const call = ops[op as AdminOperation] as (...a: string[]) => Promise<unknown>;
    return { ok: true, result: await call(...(args as string[])) };
  } catch (error) {
    return { ok: false, error: toWire(error) };
  }
}

/** Listens on `path` (a stale socket file left by a crash is replaced); resolves to the server. */
export async function listenAdminSocket(path: string, ops: AdminOps): Promise<Server> {
  if (process.platform !== "win32") rmSync(path, { force: true });
  const server = createServer((socket: Socket) => {
    let buffer = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      if (buffer.length > MAX_REQUEST_BYTES) {
        socket.end(`${JSON.stringify({ ok: false, error: toWire(new Error("request too large")) })}\n`);
        return;
      }
      const end = buffer.indexOf("\n");
      if (end === -1) return;
      socket.pause();
      void answer(ops, buffer.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      resolve();
    });
  });
  if (process.platform !== "win32") chmodSync(path, 0o600);
  server.unref();
  return server;
}

/** Stops listening and removes the socket file. */
export async function closeAdminSocket(server: Server, path: string): Promise<void> {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (process.platform !== "win32") rmSync(path, { force: true });
}

/**
 * The operations through the socket at `path`; resolves to undefined when nothing listens there (no
 * service running for this home).
 */
export async function connectAdminSocket(path: string): Promise<AdminOps | undefined> {
  const reachable = await new Promise<boolean>((resolve) => {
    const probe = connect(path);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
  if (!reachable) return undefined;
  const call = (op: AdminOperation, args: string[]): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const socket = connect(path);
      let reply = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        reply += chunk;
      });
      socket.once("error", reject);
      socket.once("end", () => {
        try {
          const parsed = JSON.parse(reply) as Answer;
          if (parsed.ok) resolve(parsed.result);
          else reject(fromWire(parsed.error));
        } catch {
          reject(new Error(`The service's admin socket ${path} gave no answer.`));
        }
      });
      socket.write(`${JSON.stringify({ op, args })}\n`);
    });
  return {
    createAccount: (email, password) =>
      call("createAccount", [email, password]) as ReturnType<AdminOps["createAccount"]>,
    resetPassword: (email, password) =>
      call("resetPassword", [email, password]) as ReturnType<AdminOps["resetPassword"]>,
    createKey: (email, name) => call("createKey", [email, name]) as ReturnType<AdminOps["createKey"]>,
    listKeys: (email) => call("listKeys", [email]) as ReturnType<AdminOps["listKeys"]>,
    revokeKey: (email, key) => call("revokeKey", [email, key]) as ReturnType<AdminOps["revokeKey"]>,
  };
}
