/**
 * `content-shield/hono`: Hono middleware on Web `Request`/`Response`. Input rules run before `await next()`
 * (the handler reads the masked body with `c.req.json()`); output rules run on `c.res` after it (JSON
 * rewritten keeping its shape, SSE/NDJSON streamed through the Web-streams shield). Runs wherever Hono runs:
 * no `node:` module is imported. The result is `c.get("contentShield")`.
 */
import type { MiddlewareHandler } from "hono";
import type { ShieldMiddlewareOptions } from "../shared/options.js";
import type { ContentShieldResult } from "../shared/runner.js";
import { WebShield } from "../shared/web/shield.js";

export { MemorySink, type MemorySinkOptions, memorySink } from "../../src/capture/memory-sink.js";
export type { CheckOptions } from "../shared/formats/check-options.js";
export type { FormatId, Role } from "../shared/formats/types.js";
export type {
  BlockOptions,
  ExtractOptions,
  ShieldMiddlewareOptions,
  ShieldPhase,
} from "../shared/options.js";
export type { ContentShieldResult, LocatedFinding } from "../shared/runner.js";

/** The variables the middleware sets: `c.get("contentShield")`. */
export interface ShieldEnv {
  Variables: { contentShield: ContentShieldResult };
}

/** A body Hono already parsed and cached (`c.req.json()` in an earlier middleware), if any. */
async function cachedBody(req: {
  raw: Request;
  bodyCache: Record<string, unknown>;
  json(): Promise<unknown>;
  text(): Promise<string>;
}): Promise<{ body: unknown } | undefined> {
  if (!req.raw.bodyUsed) return undefined;
  if (req.bodyCache.json !== undefined) return { body: await req.json() };
  if (req.bodyCache.text !== undefined) return { body: await req.text() };
  return { body: undefined };
}

/**
 * Protects the routes it is mounted on: `app.use("/v1/*", shieldMiddleware(options))`, or per route
 * `app.post(path, shieldMiddleware(options), handler)`. Validates its options when called: a
 * `RuleSetError`, `ConfigError` or `AuthenticationError` is thrown here, never per request.
 *
 * @example
 * ```ts
 * import { Hono } from "hono";
 * import { shieldMiddleware } from "content-shield/hono";
 *
 * const app = new Hono();
 * app.use("/v1/*", shieldMiddleware({ rulesets, config }));
 * app.post("/v1/chat/completions", async (c) => c.json(await reply(await c.req.json())));
 * ```
 */
export function shieldMiddleware(options: ShieldMiddlewareOptions): MiddlewareHandler<ShieldEnv> {
  const shield = new WebShield(options);
  return async function contentShield(c, next) {
    const input = await shield.input(c.req.raw, await cachedBody(c.req));
    c.set("contentShield", input.result);
    if (input.type === "reply") return input.response;
    if (input.request !== c.req.raw) {
      c.req.raw = input.request;
      c.req.bodyCache = {};
    }
    await next();
    const response = await shield.output(c.res, input.result, c.req.method);
    // Cleared first: assigning over a set `c.res` copies the old headers (a stale Content-Length) over.
    c.res = undefined;
    c.res = response;
  };
}
