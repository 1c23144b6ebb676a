/** Maps every error to `{ error: { code, message, issues? } }` with the right status; never leaks internals. */

import { ShieldError } from "content-shield/internal";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { ServiceError } from "../errors.js";

const SHIELD_STATUS: Record<string, number> = {
  RULESET_INVALID: 400,
  PAYLOAD_INVALID: 400,
  CONFIG_INVALID: 400,
  AUTHENTICATION_FAILED: 401,
  PROVIDER_FAILED: 502,
  METRIC_FAILED: 500,
};

export interface ErrorBody {
  error: { code: string; message: string; issues?: ReadonlyArray<{ path: string; message: string }> };
}

function body(
  code: string,
  message: string,
  issues?: ReadonlyArray<{ path: string; message: string }>,
): ErrorBody {
  return { error: issues === undefined ? { code, message } : { code, message, issues } };
}

/** Errors thrown by body-parser carry `type` and `status`. */
function bodyParserError(error: unknown): { type: string; status: number; limit?: number } | null {
  if (typeof error !== "object" || error === null) return null;
  const { type, status, limit } = error as { type?: unknown; status?: unknown; limit?: unknown };
  if (typeof type !== "string" || typeof status !== "number") return null;
  return { type, status, ...(typeof limit === "number" ? { limit } : {}) };
}

export function errorHandler(onUnexpected: (error: unknown) => void): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (error instanceof ServiceError) {
      const issues = (error as ServiceError & { issues?: Array<{ path: string; message: string }> }).issues;
      res.status(error.status).json(body(error.code, error.message, issues));
      return;
    }
    if (error instanceof ShieldError) {
      const issues = (error as ShieldError & { issues?: Array<{ at: string; message: string }> }).issues;
      const wire = issues?.map((issue) => ({ path: issue.at, message: issue.message }));
      res.status(SHIELD_STATUS[error.code] ?? 500).json(body(error.code, error.message, wire));
      return;
    }
    const parser = bodyParserError(error);
    if (parser?.type === "entity.too.large") {
      res
        .status(413)
        .json(
          body(
            "PAYLOAD_TOO_LARGE",
            `The request body is larger than the limit of ${parser.limit ?? "?"} bytes.`,
          ),
        );
      return;
    }
    if (parser?.type === "entity.parse.failed") {
      res.status(400).json(body("INVALID_INPUT", "The request body is not valid JSON."));
      return;
    }
    if (parser !== null && parser.status >= 400 && parser.status < 500) {
      res
        .status(parser.status)
        .json(body("INVALID_INPUT", `The request body could not be read (${parser.type}).`));
      return;
    }
    onUnexpected(error);
    res.status(500).json(body("INTERNAL", "Internal error; the service log has the details."));
  };
}

export const notFound: RequestHandler = (req, res) => {
  res.status(404).json(body("NOT_FOUND", `No route ${req.method} ${req.path}. See /openapi.json.`));
};
