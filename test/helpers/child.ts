/**
 * Runs TypeScript test fixtures in child processes: `bundleScript` bundles one entry with rolldown (the
 * repo's bundler) into `node_modules/.cache/cs-test-children/`, so bare imports resolve from the repo's
 * node_modules; `startChild` spawns it and waits for the line it prints when ready.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import { workspaceAliases } from "../../scripts/workspace-aliases.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const outDir = join(root, "node_modules", ".cache", "cs-test-children");
const built = new Map<string, Promise<string>>();

/** Bundles `entry` (a path from the repo root) once per test process; resolves to the .mjs path. */
export function bundleScript(entry: string): Promise<string> {
  let done = built.get(entry);
  if (done === undefined) {
    done = (async () => {
      mkdirSync(outDir, { recursive: true });
      const name = `${basename(entry, ".ts")}-${process.pid}`;
      await build({
        input: join(root, entry),
        external: (id) => !id.startsWith(".") && !id.startsWith("/") && !(id in workspaceAliases),
        resolve: { alias: { ...workspaceAliases } },
        platform: "node",
        logLevel: "warn",
        output: {
          dir: outDir,
          format: "esm",
          entryFileNames: `${name}.mjs`,
          chunkFileNames: `${name}-[hash].mjs`,
        },
      });
      return join(outDir, `${name}.mjs`);
    })();
    built.set(entry, done);
  }
  return done;
}

export interface RunningChild {
  process: ChildProcess;
  /** The text after the ready marker on its line (e.g. a port). */
  ready: string;
  output(): string;
  /** Kills it (SIGKILL unless told otherwise) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

/** Spawns `node script` and waits for a stdout line starting with `marker`. */
export async function startChild(
  script: string,
  env: Record<string, string>,
  marker = "READY ",
  timeoutMs = 30_000,
): Promise<RunningChild> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`child not ready in ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith(marker));
      if (line !== undefined) {
        clearTimeout(timer);
        resolve(line.slice(marker.length).trim());
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`child exited (${code}) before it was ready:\n${out}`));
    });
  });
  return {
    process: child,
    ready,
    output: () => out,
    exited,
    async stop(signal: NodeJS.Signals = "SIGKILL") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
