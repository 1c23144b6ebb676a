/** Paths into JSON bodies, formatted for people: `messages[3].content[1].text`. */
import type { PathSegment } from "./types.js";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `["messages", 3, "content"]` → `messages[3].content`; keys that are not identifiers are quoted (`["a b"]`). */
export function formatPath(at: readonly PathSegment[]): string {
  let out = "";
  for (const segment of at) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out.length === 0 ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** Whether `value` is a plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
