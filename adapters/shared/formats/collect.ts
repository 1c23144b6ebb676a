/**
 * The collector every reader writes into: readable texts with their role and path, and the parts skipped
 * because they hold no text. Readers only walk the body; the collector's caller decides slots and roles.
 */
import { formatPath } from "./path.js";
import type { PathSegment, Role, SkippedPart } from "./types.js";

/** A text as read, before roles and slots are decided. */
export interface Found {
  at: readonly PathSegment[];
  role: Role;
  text: string;
  /** Whether the text can be the request's `input`: text a user typed (not a tool result, not a system prompt). */
  typed: boolean;
  group: number;
}

export class Collector {
  readonly found: Found[] = [];
  readonly skipped: SkippedPart[] = [];

  /** Records a text; empty texts hold nothing to check and are not recorded. */
  text(at: readonly PathSegment[], role: Role, text: string, typed = false, group = 0): void {
    if (text.length === 0) return;
    this.found.push({ at, role, text, typed: typed && role === "user", group });
  }

  skip(at: readonly PathSegment[], kind: string): void {
    this.skipped.push({ path: formatPath(at), kind });
  }
}

/** The message roles of every format, normalised: OpenAI's `function` is `tool`; an unknown role is read as `user`. */
export function normaliseRole(role: unknown): Role {
  switch (role) {
    case "system":
    case "developer":
    case "assistant":
    case "tool":
      return role;
    case "function":
      return "tool";
    default:
      return "user";
  }
}
