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

/** Up to this length a string is checked by a loop (cheaper than a regex call for labels, types, paths). */
const SHORT = 64;

/** Whether `text` holds NUL or a surrogate (`HAS_UNSTORABLE`). */
function mayBeUnstorable(text: string): boolean {
  if (text.length > SHORT) return HAS_UNSTORABLE.test(text);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0 || (c >= 0xd800 && c <= 0xdfff)) return true;
  }
  return false;
}

/** `text` with lone surrogates and NUL replaced by U+FFFD (the same string when already storable). */
export function storableText(text: string): string {
  return mayBeUnstorable(text) ? text.replace(UNSTORABLE, REPLACEMENT) : text;
}

/**
 * JSON-like data with every string (keys included) made storable: the same value where every string
 * already is (the usual case, so no copy is made), else a copy of the parts that change.
 */
export function storableValue<T>(value: T): T {
  return storableAny(value) as T;
}

function storableAny(value: unknown): unknown {
  if (typeof value === "string") return storableText(value);
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const stored = storableAny(item);
      if (stored !== item && copy === undefined) copy = value.slice(0, i);
      copy?.push(stored);
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  let index = 0;
  const keys = Object.keys(record);
  for (const key of keys) {
    const inner = record[key];
    const storedKey = storableText(key);
    const stored = storableAny(inner);
    if ((stored !== inner || storedKey !== key) && copy === undefined) {
      copy = {};
      for (let j = 0; j < index; j++) copy[keys[j]!] = record[keys[j]!];
    }
    if (copy !== undefined) copy[storedKey] = stored;
    index++;
  }
  return copy ?? value;
}
