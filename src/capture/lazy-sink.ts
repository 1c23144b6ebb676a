/**
 * The default capture sink without loading Node at import: on Node, the durable spool (`default-sink.ts`,
 * with its `node:fs` and delivery) is loaded through a dynamic `import()` on first need; records captured
 * before it has loaded wait in order in memory and are written as soon as it has (nothing is lost; `flush()`
 * waits for them). The import needs a turn of the event loop: a script that captures and then calls
 * `process.exit()` at once never gives it one, so whatever still waits at `exit` is written synchronously as
 * a sealed segment of the spool (`writeWaitingNow`). Elsewhere (edge functions, Workers), interceptions go to memory and are delivered to
 * CONTENT_SHIELD_URL with CONTENT_SHIELD_SERVICE_KEY (`memorySink`).
 */

import { isNode, nodeBuiltin } from "../util/runtime.js";
import type { DefaultSinkOptions } from "./default-sink.js";
import { type CaptureHealth, emptyHealth, reportCaptureError } from "./health.js";
import { type MemorySink, memorySink } from "./memory-sink.js";
import type { InterceptionRecord, InterceptionSink } from "./record.js";
import {
  contentShieldHome,
  newSegmentName,
  OPEN_SUFFIX,
  SEALED_SUFFIX,
  spoolDirectory,
} from "./spool-paths.js";

type Env = Readonly<Record<string, string | undefined>>;
type DefaultSinkModule = typeof import("./default-sink.js");

let loaded: DefaultSinkModule | undefined;
let loading: Promise<DefaultSinkModule | undefined> | undefined;
/** Records captured before the spool module loaded, with the environment and bounds they were captured under. */
const waiting: { record: InterceptionRecord; env: Env; options: DefaultSinkOptions }[] = [];
let exitHookAdded = false;
let memory: { url: string | undefined; key: string | undefined; sink: MemorySink } | undefined;

/** Starts loading the spool module (Node only); idempotent. Resolves when it has loaded and waiting records are in. */
export function loadDefaultSink(): Promise<DefaultSinkModule | undefined> {
  if (loading === undefined) {
    loading = isNode()
      ? import("./default-sink.js").then(
          (module) => {
            loaded = module;
            for (const { record, env, options } of waiting.splice(0))
              module.defaultSink(env, options).append(record);
            return module;
          },
          (error: unknown) => {
            reportCaptureError(error instanceof Error ? error : new Error(String(error)));
            return undefined;
          },
        )
      : Promise.resolve(undefined);
  }
  return loading;
}

/**
 * Writes the records still waiting for the spool module, synchronously, as one sealed segment per home
 * (the spool's own format: `serve` and delivery pick it up like any other), and forgets them. Returns how
 * many were written. Run at process `exit`; a failure is reported like any capture error.
 */
export function writeWaitingNow(): number {
  const fs = nodeBuiltin("node:fs");
  const path = nodeBuiltin("node:path");
  if (waiting.length === 0 || fs === undefined || path === undefined) return 0;
  const byHome = new Map<string, string[]>();
  for (const { record, env } of waiting.splice(0)) {
    const home = contentShieldHome(env);
    const lines = byHome.get(home) ?? [];
    lines.push(JSON.stringify(record));
    byHome.set(home, lines);
  }
  let written = 0;
  for (const [home, lines] of byHome) {
    try {
      const directory = spoolDirectory(home);
      fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
      const base = path.join(directory, newSegmentName());
      fs.writeFileSync(base + OPEN_SUFFIX, `${lines.join("\n")}\n`, { mode: 0o600 });
      fs.renameSync(base + OPEN_SUFFIX, base + SEALED_SUFFIX);
      written += lines.length;
    } catch (error) {
      reportCaptureError(
        new Error(
          `content-shield: ${lines.length} interception(s) captured before the spool loaded could not be written at exit: ${(error as Error).message}`,
        ),
      );
    }
  }
  return written;
}

/** Writes what still waits when the process exits (added once, with the first waiting record). */
function addExitHook(): void {
  if (exitHookAdded) return;
  exitHookAdded = true;
  const proc = (globalThis as { process?: { once?: (event: "exit", listener: () => void) => void } }).process;
  proc?.once?.("exit", writeWaitingNow);
}

/** A sink that holds records until the spool module has loaded, then hands them on in order. */
class WaitingSink implements InterceptionSink {
  constructor(
    private readonly env: Env,
    private readonly options: DefaultSinkOptions,
  ) {}

  append(record: InterceptionRecord): void {
    if (loaded !== undefined) loaded.defaultSink(this.env, this.options).append(record);
    else {
      waiting.push({ record, env: this.env, options: this.options });
      addExitHook();
    }
  }

  async flush(): Promise<void> {
    const module = await loadDefaultSink();
    await module?.defaultSink(this.env, this.options).flush();
  }

  health(): CaptureHealth {
    if (loaded !== undefined) return loaded.defaultSink(this.env, this.options).health?.() ?? emptyHealth();
    return { ...emptyHealth(), queued: waiting.length };
  }
}

/** The sink a Guard uses unless given one (see the module comment). */
export function defaultSink(env: Env, options: DefaultSinkOptions = {}): InterceptionSink {
  if (loaded !== undefined) return loaded.defaultSink(env, options);
  if (isNode()) {
    void loadDefaultSink();
    return new WaitingSink(env, options);
  }
  const url = env.CONTENT_SHIELD_URL || undefined;
  const key = env.CONTENT_SHIELD_SERVICE_KEY || undefined;
  if (memory === undefined || memory.url !== url || memory.key !== key) {
    memory = { url, key, sink: memorySink({ url, serviceKey: key }) };
  }
  return memory.sink;
}
