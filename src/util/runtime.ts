/**
 * Node built-ins without a static `node:` import, so the core loads in runtimes without them (edge
 * functions, Workers, Deno, Bun): `process.getBuiltinModule` (Node ≥ 20.16, Bun, Deno 2, Workers with
 * `nodejs_compat`) answers them synchronously where they exist, and undefined elsewhere.
 */

/** The built-ins the core reaches for (types only: nothing is imported). */
interface BuiltInModule {
  "node:crypto": typeof import("node:crypto");
  "node:fs": typeof import("node:fs");
  "node:module": typeof import("node:module");
  "node:net": typeof import("node:net");
  "node:os": typeof import("node:os");
  "node:path": typeof import("node:path");
}

type Process = { getBuiltinModule?: (id: string) => unknown; versions?: { node?: string } };

function runtimeProcess(): Process | undefined {
  return (globalThis as { process?: Process }).process;
}

/** True on Node (and runtimes that present themselves as Node with its built-ins). */
export function isNode(): boolean {
  const proc = runtimeProcess();
  return typeof proc?.versions?.node === "string" && typeof proc.getBuiltinModule === "function";
}

/** The Node built-in `id`, or undefined in a runtime without it. */
export function nodeBuiltin<ID extends keyof BuiltInModule>(id: ID): BuiltInModule[ID] | undefined {
  return runtimeProcess()?.getBuiltinModule?.(id) as BuiltInModule[ID] | undefined;
}

/** The process environment, or an empty one in a runtime without `process.env`. */
export function processEnv(): Readonly<Record<string, string | undefined>> {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
}

/**
 * A CommonJS `require` relative to `url` (the caller's `import.meta.url`), for the lazily loaded packages
 * and data files. Throws, naming the package, in a runtime without `node:module`.
 */
export function requireFrom(url: string): (id: string) => unknown {
  const module = nodeBuiltin("node:module");
  if (module === undefined) {
    return (id) => {
      throw new Error(
        `content-shield: loading "${id}" needs node:module (process.getBuiltinModule), which this runtime lacks; ` +
          "see docs/adapters.md (Runtimes).",
      );
    };
  }
  return module.createRequire(url);
}
