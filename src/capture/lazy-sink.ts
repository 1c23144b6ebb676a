/**
 * The default capture sink without loading Node at import: on Node, the durable spool (`default-sink.ts`,
 * with its `node:fs` and delivery) is loaded through a dynamic `import()` on first need; records captured
 * before it has loaded wait in order in memory and are written as soon as it has (nothing is lost; `flush()`
 * waits for them). Elsewhere (edge functions, Workers), interceptions go to memory and are delivered to
 * CONTENT_SHIELD_URL with CONTENT_SHIELD_SERVICE_KEY (`memorySink`).
 */

import { isNode } from "../util/runtime.js";
import type { DefaultSinkOptions } from "./default-sink.js";
import { type CaptureHealth, emptyHealth, reportCaptureError } from "./health.js";
import { type MemorySink, memorySink } from "./memory-sink.js";
import type { InterceptionRecord, InterceptionSink } from "./record.js";

type Env = Readonly<Record<string, string | undefined>>;
type DefaultSinkModule = typeof import("./default-sink.js");

let loaded: DefaultSinkModule | undefined;
let loading: Promise<DefaultSinkModule | undefined> | undefined;
/** Records captured before the spool module loaded, with the environment and bounds they were captured under. */
const waiting: { record: InterceptionRecord; env: Env; options: DefaultSinkOptions }[] = [];
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

/** A sink that holds records until the spool module has loaded, then hands them on in order. */
class WaitingSink implements InterceptionSink {
  constructor(
    private readonly env: Env,
    private readonly options: DefaultSinkOptions,
  ) {}

  append(record: InterceptionRecord): void {
    if (loaded !== undefined) loaded.defaultSink(this.env, this.options).append(record);
    else waiting.push({ record, env: this.env, options: this.options });
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
