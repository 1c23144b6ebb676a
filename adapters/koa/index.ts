/**
 * `content-shield/koa`: the Koa (2 and 3) middleware. Input rules run before `await next()`; output rules
 * run on `ctx.body` after it (buffered JSON/text, or streamed SSE/text with a hold-back window).
 */
import type { Context, Middleware, Next } from "koa";
import { bodyKind, hasBody, ignoreRange, parseBody, readBody } from "../shared/body.js";
import type { ShieldMiddlewareOptions } from "../shared/options.js";
import { type ContentShieldResult, ShieldRunner } from "../shared/runner.js";
import { shieldKoaResponse } from "./response.js";

export type { CheckOptions } from "../shared/formats/check-options.js";
export type { FormatId, Role } from "../shared/formats/types.js";
export type {
  BlockOptions,
  ExtractOptions,
  ShieldMiddlewareOptions,
  ShieldPhase,
} from "../shared/options.js";
export type { ContentShieldResult, LocatedFinding } from "../shared/runner.js";

/** Type `ctx.state` with this: `new Koa<ShieldState>()` or `Middleware<ShieldState>`. */
export interface ShieldState {
  contentShield?: ContentShieldResult;
}

type RequestWithBody = Context["request"] & { body?: unknown };

/** The request body: as parsed by a body parser that ran before (`ctx.request.body`), or read here. */
async function requestBody(ctx: Context, limit: number): Promise<unknown> {
  const request = ctx.request as RequestWithBody;
  if (request.body !== undefined) return request.body;
  const kind = bodyKind(ctx.get("content-type"));
  if (ctx.req.readableEnded || !hasBody(ctx.req) || (kind !== "json" && kind !== "text")) return undefined;
  request.body = parseBody(await readBody(ctx.req, limit), kind);
  return request.body;
}

/**
 * Protects the routes it is mounted on. Validates its options when called: a `RuleSetError`,
 * `ConfigError` or `AuthenticationError` is thrown here, never per request.
 *
 * @example
 * ```ts
 * import Koa from "koa";
 * import { shieldMiddleware } from "content-shield/koa";
 *
 * const app = new Koa();
 * app.use(shieldMiddleware({ rulesets, config }));
 * app.use(chatHandler); // ctx.request.body is the (masked) request; ctx.state.contentShield the result
 * ```
 */
export function shieldMiddleware(options: ShieldMiddlewareOptions): Middleware {
  const runner = new ShieldRunner(options);
  const { header, limit } = runner.options;
  return async function contentShield(ctx: Context, next: Next): Promise<void> {
    const result = runner.newResult();
    (ctx.state as ShieldState).contentShield = result;
    const body = await requestBody(ctx, limit);
    const decision = await runner.checkInput(body, ctx.originalUrl);
    runner.recordInput(result, decision);
    if (decision.type === "reply") {
      ctx.status = decision.reply.status;
      ctx.type = decision.reply.contentType;
      ctx.body = decision.reply.body;
      if (header !== false) ctx.set(header, runner.headerValue(result));
      return;
    }
    if (decision.changed) (ctx.request as RequestWithBody).body = decision.body;
    ignoreRange(ctx.req.headers);
    await next();
    await shieldKoaResponse(ctx, runner, result);
  };
}
