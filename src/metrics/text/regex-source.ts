/** Reading a regular expression's source: its parts outside groups and classes. */

/** `source` split at each `separator` outside groups and classes. */
export function split(source: string, separator: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") i++;
    else if (inClass) inClass = ch !== "]";
    else if (ch === "[") inClass = true;
    else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === separator && depth === 0) {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  out.push(source.slice(from));
  return out;
}

/** The top-level alternatives of a regex source (split at `|` outside groups and classes). */
export function alternatives(source: string): string[] {
  return split(source, "|");
}

/** Ranges of UTF-16 code units, `[from, to]` inclusive. */
export type ScriptRanges = ReadonlyArray<readonly [number, number]>;

/**
 * The ranges of a requirement that is one class of characters beyond Latin-1 and outside the surrogates
 * (`[\u3040-\u30ff\uac00-\ud7af]`, a script's letters), or undefined: such a test fails where the text holds none
 * of their blocks (`Skeleton.blocks`).
 */
export function scriptRanges(regex: RegExp): ScriptRanges | undefined {
  if (regex.flags.replace(/[gu]/g, "") !== "") return undefined;
  const m = /^\[((?:\\u[0-9a-fA-F]{4}(?:-\\u[0-9a-fA-F]{4})?)+)\]$/.exec(regex.source);
  if (m === null) return undefined;
  const ranges = [...m[1]!.matchAll(/\\u([0-9a-fA-F]{4})(?:-\\u([0-9a-fA-F]{4}))?/g)].map(
    ([, from, to]) => [Number.parseInt(from!, 16), Number.parseInt(to ?? from!, 16)] as const,
  );
  const plain = ranges.every(([from, to]) => from >= 0x100 && (to < 0xd800 || from > 0xdfff));
  return plain ? ranges : undefined;
}
