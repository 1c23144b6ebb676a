/**
 * Writes final texts back into a body at the places they were read, keeping its exact JSON shape: every
 * other field, every type and the order of keys stay as they were. The body given is not modified: only
 * the objects and arrays on the way to a changed text are copied (shallowly), the rest is shared.
 */
import type { LocatedText } from "./types.js";

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return value !== null && typeof value === "object";
}

/**
 * Returns `body` with `texts[i]` replaced by `finals[i]` (a missing final keeps the text). A plain-text
 * body (path `""`) is returned as its final text. A path that no longer leads to a string is left alone:
 * nothing is added and no value changes type.
 */
export function applyTexts(
  body: unknown,
  texts: readonly LocatedText[],
  finals: readonly (string | undefined)[],
): unknown {
  const copies = new Map<Container, Container>();
  const copyOf = (node: Container): Container => {
    let copy = copies.get(node);
    if (copy === undefined) {
      copy = Array.isArray(node) ? node.slice() : { ...node };
      copies.set(node, copy);
    }
    return copy;
  };
  let out = body;
  texts.forEach((located, index) => {
    const final = finals[index];
    if (final === undefined || final === located.text) return;
    if (located.at.length === 0) {
      if (typeof body === "string") out = final;
      return;
    }
    if (!isContainer(body)) return;
    let original: Container = body;
    let copy = copyOf(body);
    out = copy;
    for (let i = 0; i < located.at.length - 1; i++) {
      const key = located.at[i]!;
      const child = (original as Record<string | number, unknown>)[key];
      if (!isContainer(child)) return;
      const childCopy = copyOf(child);
      (copy as Record<string | number, unknown>)[key] = childCopy;
      original = child;
      copy = childCopy;
    }
    const last = located.at[located.at.length - 1]!;
    if (typeof (original as Record<string | number, unknown>)[last] === "string")
      (copy as Record<string | number, unknown>)[last] = final;
  });
  return out;
}
