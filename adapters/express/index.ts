/**
 * `content-shield/express`: the Express (4 and 5) middleware. Input rules run before the handler; output
 * rules run on the response as it leaves (buffered JSON/text, or streamed SSE/text with a hold-back window).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { bodyKind, hasBody, ignoreRange, parseBody, readBody } from "../shared/body.js";
import type { ShieldMiddlewareOptions } from "../shared/options.js";
import type { Reply } from "../shared/replies.js";
import { type ContentShieldResult, type Decision, ShieldRunner } from "../shared/runner.js";
import { shieldResponse } from "./response.js";

export type { CheckOptions } from "../shared/formats/check-options.js";
export type { FormatId, Role } from "../shared/formats/types.js";
export type {
  BlockOptions,
  ExtractOptions,
  ShieldMiddlewareOptions,
  ShieldPhase,
} from "../shared/options.js";
export type { ContentShieldResult, LocatedFinding } from "../shared/runner.js";

declare global {
  namespace Express {
    interface Locals {
      /** What Content Shield found on this request and its response (set by `shieldMiddleware`). */
      contentShield?: ContentShieldResult;
    }
  }
}

/** Whether the middleware must read the body itself: it is unread, present, and JSON or text. */
function needsRead(req: Request): boolean {
  if (req.readableEnded || !hasBody(req)) return false;
  const kind = bodyKind(req.headers["content-type"]);
  return kind === "json" || kind === "text";
}

/** Reads and parses a JSON or text request body (only called when `needsRead`). */
async function requestBody(req: Request, limit: number): Promise<unknown> {
  const kind = bodyKind(req.headers["content-type"]);
  const body = parseBody(await readBody(req, limit), kind);
  req.body = body;
  // Tells body-parser (if it runs later) that the body was consumed.
  (req as Request & { _body?: boolean })._body = true;
  return body;
}

function send(res: Response, reply: Reply, header: string | false, value: string): void {
  res.statusCode = reply.status;
  res.setHeader("content-type", reply.contentType);
  res.setHeader("content-length", Buffer.byteLength(reply.body));
  if (header !== false) res.setHeader(header, value);
  res.end(reply.body);
}

/**
 * Protects the routes it is mounted on. Validates its options when called: a `RuleSetError`,
 * `ConfigError` or `AuthenticationError` is thrown here, never per request.
 *
 * @example
 * ```ts
 * import express from "express";
 * import { shieldMiddleware } from "content-shield/express";
 *
 * const app = express();
 * app.use(express.json());
 * app.post("/v1/chat/completions", shieldMiddleware({ rulesets, config }), chatHandler);
 * // later middleware: res.locals.contentShield → { input, output, action }
 * ```
 */
export function shieldMiddleware(options: ShieldMiddlewareOptions): RequestHandler {
  const runner = new ShieldRunner(options);
  const { header, limit } = runner.options;
  const continueWith = (req: Request, res: Response, next: NextFunction, decision: Decision): void => {
    const result = runner.newResult();
    res.locals.contentShield = result;
    runner.recordInput(result, decision);
    if (decision.type === "reply") {
      send(res, decision.reply, header, runner.headerValue(result));
      return;
    }
    if (decision.changed) req.body = decision.body;
    ignoreRange(req.headers);
    shieldResponse(req, res, next, runner, result);
    next();
  };
  const proceed = (req: Request, res: Response, next: NextFunction, body: unknown): void | Promise<void> => {
    const decision = runner.checkInput(body, req.originalUrl);
    if (decision instanceof Promise) return decision.then((settled) => continueWith(req, res, next, settled));
    continueWith(req, res, next, decision);
  };
  return function contentShield(req: Request, res: Response, next: NextFunction): void {
    // Fast path: a body parser already ran (or there is no body), so no read is needed; with local rules
    // only, the input check is synchronous and the handler runs in the same tick.
    if (needsRead(req)) {
      requestBody(req, limit)
        .then((body) => proceed(req, res, next, body))
        .catch(next);
      return;
    }
    let pending: void | Promise<void>;
    try {
      pending = proceed(req, res, next, req.body);
    } catch (error) {
      next(error);
      return;
    }
    if (pending instanceof Promise) pending.catch(next);
  };
}
