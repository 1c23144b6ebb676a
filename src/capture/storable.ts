/**
 * Makes captured text storable anywhere a record goes (a JSON-lines spool, PostgreSQL `text` and `jsonb`):
 * a lone UTF-16 surrogate (half an emoji from a truncated string) becomes U+FFFD, and so does NUL (U+0000),
 * which PostgreSQL refuses in both `text` and `jsonb`. Every other character is kept; JSON escapes the
 * control characters. Applied to every string of a record when it is built, so a record that was captured
 * can always be stored.
 */

const REPLACEMENT = "\uFFFD";
/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what must be found.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what must be found.
const HAS_UNSTORABLE = /\u0000|[\uD800-\uDFFF]/;

/** `text` with lone surrogates and NUL replaced by U+FFFD (the same string when already storable). */
export function storableText(text: string): string {
  return HAS_UNSTORABLE.test(text) ? text.replace(UNSTORABLE, REPLACEMENT) : text;
}

/** A deep copy of JSON-like data with every string (keys included) made storable. */
export function storableValue<T>(value: T): T {
  return storableAny(value) as T;
}

function storableAny(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (Array.isArray(value)) return value.map(storableAny);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[storableText(key)] = storableAny(inner);
    return out;
  }
  return value;
}
