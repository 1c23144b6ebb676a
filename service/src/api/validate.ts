/** Validates a request part with a zod schema; failures become 400 INVALID_INPUT listing each located issue. */
import type { z } from "zod";
import { ServiceError } from "../errors.js";
import { formatPath } from "./schemas.js";

export class ApiInputError extends ServiceError {
  readonly issues: ReadonlyArray<{ path: string; message: string }>;
  constructor(issues: ReadonlyArray<{ path: string; message: string }>) {
    super("INVALID_INPUT", 400, issues.map((issue) => `${issue.path}: ${issue.message}`).join("\n"));
    this.issues = issues;
  }
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown, root: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiInputError(
    result.error.issues
      .slice(0, 20)
      .map((issue) => ({ path: formatPath(root, issue.path), message: issue.message })),
  );
}
