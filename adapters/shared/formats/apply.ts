/**
 * Writes final texts back into a body at the places they were read, keeping its exact JSON shape: every
 * other field, every type and the order of keys stay as they were. The body given is not modified.
 */
import { setTextAt } from "./path.js";
import type { LocatedText } from "./types.js";

/**
 * Returns a copy of `body` with `texts[i]` replaced by `finals[i]` (a missing final keeps the text). A
 * plain-text body (path `""`) is returned as its final text.
 */
export function applyTexts(
  body: unknown,
  texts: readonly LocatedText[],
  finals: readonly (string | undefined)[],
): unknown {
  let out: unknown = typeof body === "object" && body !== null ? structuredClone(body) : body;
  texts.forEach((located, index) => {
    const final = finals[index];
    if (final !== undefined && final !== located.text) out = setTextAt(out, located.at, final);
  });
  return out;
}
