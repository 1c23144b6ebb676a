/**
 * Errors crossing the worker boundary: a worker sends the class name, code, message and issues; the
 * request's thread rebuilds the same typed error, so the API answers exactly as it does in-process.
 */
import { ConfigError, type Issue, PayloadError, ProviderError, RuleSetError } from "content-shield/internal";
import { ServiceError, type ServiceErrorCode } from "../errors.js";
import { ApiInputError } from "./validate.js";

export interface SerializedError {
  name: string;
  message: string;
  code?: string | undefined;
  status?: number | undefined;
  issues?: readonly Issue[] | undefined;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const { code, status, issues } = error as Error & { code?: unknown; status?: unknown; issues?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof status === "number" ? { status } : {}),
    ...(Array.isArray(issues) ? { issues: issues as Issue[] } : {}),
  };
}

export function deserializeError(error: SerializedError): Error {
  const issues = error.issues ?? [{ path: "", message: error.message }];
  switch (error.name) {
    case "RuleSetError":
      return new RuleSetError(issues);
    case "PayloadError":
      return new PayloadError(issues);
    case "ConfigError":
      return new ConfigError(issues);
    case "ProviderError":
      return new ProviderError(error.message);
    case "ApiInputError":
      return new ApiInputError(
        issues.map((issue) => {
          const at = (issue as { at?: unknown }).at ?? issue.path;
          return { path: typeof at === "string" ? at : String(at), message: issue.message };
        }),
      );
    default:
      if (error.status !== undefined && error.code !== undefined)
        return new ServiceError(error.code as ServiceErrorCode, error.status, error.message);
      return new Error(`${error.name}: ${error.message}`);
  }
}
