/** Paths into JSON bodies: formatting them for people (`messages[3].content[1].text`) and writing a text at one. */
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

/** The value at `at`, or undefined when the path does not lead anywhere. */
export function getAt(root: unknown, at: readonly PathSegment[]): unknown {
  let node = root;
  for (const segment of at) {
    if (typeof segment === "number") {
      if (!Array.isArray(node)) return undefined;
      node = node[segment];
    } else {
      if (!isObject(node)) return undefined;
      node = node[segment];
    }
  }
  return node;
}

/**
 * Writes `text` at `at` in `root` (mutating it) where a string already sits, and returns the root (the text
 * itself for the empty path). A path that no longer leads to a string is left alone: the writer never
 * adds fields or changes a value's type.
 */
export function setTextAt(root: unknown, at: readonly PathSegment[], text: string): unknown {
  if (at.length === 0) return typeof root === "string" ? text : root;
  const parent = getAt(root, at.slice(0, -1));
  const last = at[at.length - 1]!;
  if (typeof last === "number") {
    if (Array.isArray(parent) && typeof parent[last] === "string") parent[last] = text;
  } else if (isObject(parent) && typeof parent[last] === "string") {
    parent[last] = text;
  }
  return root;
}
