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
