/**
 * `content-shield/fetch`: wraps any Web-standard handler `(request) => Response` — Next.js route handlers,
 * Bun.serve, Deno.serve, Cloudflare Workers, `@hono/node-server`'s `serve({ fetch })` — with the shield.
 * Input rules run before the handler (OVERRIDE/BLOCK answer at once, MASK hands the handler a masked
 * request); output rules run on the `Response` it returns (JSON rewritten keeping its shape, SSE and NDJSON
 * shielded as they stream). Web standards only: no `node:` module is imported.
 */
import type { ShieldMiddlewareOptions } from "../shared/options.js";
import type { ContentShieldResult } from "../shared/runner.js";
import { resultOf, WebShield } from "../shared/web/shield.js";

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

/** A Web-standard handler; extra arguments (Next.js's route context, Deno's connection info) pass through. */
export type FetchHandler<Args extends unknown[] = []> = (
  request: Request,
  ...args: Args
) => Response | Promise<Response>;

/**
 * What the shield found on a request the wrapped handler received (input), and after the response was
 * shielded (output; for streams once the stream ended). Undefined for a request the shield did not pass.
 */
export function contentShieldOf(request: Request): ContentShieldResult | undefined {
  return resultOf(request);
}

/**
 * Wraps `handler` with the shield. Validates `options` when called: a `RuleSetError`, `ConfigError` or
 * `AuthenticationError` is thrown here, never per request. A check that fails (a detector throwing, a judge
 * failing under `on_provider_error: "throw"`) rejects the returned promise, as the handler's own errors do.
 *
 * @example
 * ```ts
 * import { shieldFetchHandler } from "content-shield/fetch";
 *
 * // app/api/chat/route.ts (Next.js) — or Bun.serve({ fetch: POST }), Deno.serve(POST)
 * export const POST = shieldFetchHandler(async (request) => Response.json(await reply(request)), {
 *   rulesets,
 *   config,
 * });
 * ```
 */
export function shieldFetchHandler<Args extends unknown[] = []>(
  handler: FetchHandler<Args>,
  options: ShieldMiddlewareOptions,
): (request: Request, ...args: Args) => Promise<Response> {
  const shield = new WebShield(options);
  return async function contentShield(request: Request, ...args: Args): Promise<Response> {
    const input = await shield.input(request);
    if (input.type === "reply") return input.response;
    const response = await handler(input.request, ...args);
    return shield.output(response, input.result, request.method);
  };
}
