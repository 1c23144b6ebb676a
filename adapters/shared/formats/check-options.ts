/**
 * The request-side check options: which roles' texts are checked, and the per-request text budget. Pure
 * parsing with located `ConfigError`s; the budget error is the typed error adapters answer with a 413.
 */
import { ConfigError, type Issue, PayloadError } from "../../../src/errors.js";
import { DEFAULT_MAX_TEXT_LENGTH } from "../../../src/schema.js";
import { ROLES, type Role } from "./types.js";

/** What a user writes: `check: { roles: ["user", "tool"], echoed_assistant: false, budget: 200_000 }`. */
export interface CheckOptions {
  /**
   * Roles whose texts are checked. Default: every role except `assistant` (`system`, `developer`, `user`,
   * `tool`). Apps that trust their own system prompt leave out `system` and `developer`. Listing
   * `assistant` checks assistant messages the client echoes back (with the output rules).
   */
  roles?: readonly Role[];
  /** The most characters of text one request may carry, all checked texts together. Default 1 MiB of characters. */
  budget?: number;
}

/** Parsed options: always complete. */
export interface ParsedCheckOptions {
  roles: ReadonlySet<Role>;
  budget: number;
}

export const DEFAULT_ROLES: readonly Role[] = ["system", "developer", "user", "tool"];
/** The default per-request text budget: the core's default `max_text_length`, for all texts together. */
export const DEFAULT_TEXT_BUDGET = DEFAULT_MAX_TEXT_LENGTH;

export const DEFAULT_CHECK_OPTIONS: ParsedCheckOptions = {
  roles: new Set(DEFAULT_ROLES),
  budget: DEFAULT_TEXT_BUDGET,
};

const KEYS = ["roles", "budget"];

/**
 * Validates `check` options (undefined gives the defaults). Every problem is reported with its path
 * under `path` (default `check`), e.g. `check.roles[1]: is "admin"; allowed: system, developer, …`.
 */
export function parseCheckOptions(value: unknown, path = "check"): ParsedCheckOptions {
  if (value === undefined) return DEFAULT_CHECK_OPTIONS;
  const issues: Issue[] = [];
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new ConfigError([{ path, message: `must be an object like { roles: ["user", "tool"] }` }]);
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!KEYS.includes(key))
      issues.push({ path: `${path}.${key}`, message: `is not an option; allowed: ${KEYS.join(", ")}` });
  }
  let roles: ReadonlySet<Role> = DEFAULT_CHECK_OPTIONS.roles;
  if (record.roles !== undefined) {
    if (!Array.isArray(record.roles) || record.roles.length === 0) {
      issues.push({
        path: `${path}.roles`,
        message: `must be a non-empty array of roles (${ROLES.join(", ")})`,
      });
    } else {
      const found = new Set<Role>();
      record.roles.forEach((role: unknown, index) => {
        if (typeof role === "string" && (ROLES as readonly string[]).includes(role)) found.add(role as Role);
        else
          issues.push({
            path: `${path}.roles[${index}]`,
            message: `is ${JSON.stringify(role) ?? String(role)}; allowed: ${ROLES.join(", ")} (OpenAI's "function" role is "tool")`,
          });
      });
      roles = found;
    }
  }
  let budget = DEFAULT_TEXT_BUDGET;
  if (record.budget !== undefined) {
    if (typeof record.budget !== "number" || !Number.isSafeInteger(record.budget) || record.budget <= 0) {
      issues.push({ path: `${path}.budget`, message: "must be a positive whole number of characters" });
    } else budget = record.budget;
  }
  if (issues.length > 0) throw new ConfigError(issues);
  return { roles, budget };
}

/**
 * A request carries more text than the per-request budget. Adapters answer it with a 413 and their error
 * body, never a 500; `status` is that code.
 */
export class TextBudgetError extends PayloadError {
  readonly status = 413;
  constructor(
    readonly total: number,
    readonly limit: number,
  ) {
    super([
      {
        path: "body",
        message: `carries ${total} characters of text to check; the limit is ${limit} per request (the \`check.budget\` option).`,
      },
    ]);
  }
}

/** Throws a `TextBudgetError` when the texts together exceed `budget` characters. */
export function assertWithinBudget(texts: readonly { text: string }[], budget: number): void {
  let total = 0;
  for (const { text } of texts) total += text.length;
  if (total > budget) throw new TextBudgetError(total, budget);
}
