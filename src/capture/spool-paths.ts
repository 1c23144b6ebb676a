/**
 * Where the spool lives and how its segments are named, without a static `node:` import: the spool, the
 * delivery, `serve`'s import and the lazy default sink's exit rescue (`lazy-sink.ts`, which must not load
 * Node at import) all name folders and segments through these.
 */
import { nodeBuiltin, processEnv } from "../util/runtime.js";

export const OPEN_SUFFIX = ".jsonl.open";
export const SEALED_SUFFIX = ".jsonl";

/** The Node built-in `id`; these paths are only asked for on Node. */
function builtin<ID extends "node:os" | "node:path">(id: ID) {
  const module = nodeBuiltin(id);
  if (module === undefined)
    throw new Error(`content-shield: the spool needs ${id}, which this runtime lacks.`);
  return module;
}

/** `CONTENT_SHIELD_HOME`, default `~/.content-shield` (or `<tmpdir>/.content-shield` without a home). */
export function contentShieldHome(env: Readonly<Record<string, string | undefined>> = processEnv()): string {
  if (env.CONTENT_SHIELD_HOME && env.CONTENT_SHIELD_HOME !== "") return env.CONTENT_SHIELD_HOME;
  let home = "";
  try {
    home = builtin("node:os").homedir();
  } catch {
    // No passwd entry and no $HOME (a container's arbitrary uid): the spool goes to the temp folder.
  }
  return builtin("node:path").join(home === "" ? (processEnv().TMPDIR ?? "/tmp") : home, ".content-shield");
}

export function spoolDirectory(home: string): string {
  return builtin("node:path").join(home, "spool");
}

/** A new segment's base name: the time first, so names sort oldest first. */
export function newSegmentName(): string {
  const random = globalThis.crypto.getRandomValues(new Uint8Array(4));
  const hex = Array.from(random, (byte) => byte.toString(16).padStart(2, "0")).join("");
  const pid = (globalThis as { process?: { pid?: number } }).process?.pid ?? 0;
  return `${Date.now().toString().padStart(15, "0")}-${pid}-${hex}`;
}
