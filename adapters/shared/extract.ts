/**
 * Custom extraction: the `extract` option's pair of functions (read the text, write it back) for request
 * and response shapes the wire-format layer (formats/) does not know. An extraction lists the text
 * segments found and can write new segments back without touching anything else in the body.
 */

/** Text found in a body, and how to write replacement text back. */
export interface Extraction {
  segments: string[];
  /** Returns the body with each segment replaced by `next[i]`. */
  write(next: readonly string[]): unknown;
}

/** An extraction from a user-supplied pair of functions. */
export function customExtraction(
  body: unknown,
  read: (body: unknown) => string | undefined,
  replace: ((body: unknown, text: string) => unknown) | undefined,
): Extraction | undefined {
  const text = read(body);
  if (typeof text !== "string" || text.length === 0) return undefined;
  return { segments: [text], write: (next) => (replace ? replace(body, next[0] ?? text) : body) };
}
