/**
 * A cheap pre-check for the phrase signals: most signals can only match where one of a few words starts
 * the match (`ignore`, `disregard`, `forget`… for overrides). The words are read from each signal's own
 * regex source once, at load; a text whose skeleton has none of them skips that regex entirely.
 */

/** The words a match of `source` must start with, or undefined when they cannot be read safely. */
export function leadingWords(source: string): string[] | undefined {
  if (!source.startsWith("\\b")) return undefined;
  const body = source.slice(2);
  if (hasTopLevelAlternation(body)) return undefined;
  if (body.startsWith("(?:")) {
    let depth = 0;
    let end = -1;
    for (let i = 0; i < body.length; i++) {
      if (body[i] === "(") depth++;
      else if (body[i] === ")") {
        depth--;
        if (depth === 0) {
          end = i;
          break;
        }
      }
    }
    if (end < 0) return undefined;
    const group = body.slice(3, end);
    // Only a flat list of alternatives (no nested groups or classes) can be read word by word.
    // The group must be followed by a space, the end or `\b`: a quantifier or glued letters change the word.
    const next = body.slice(end + 1, end + 5);
    const separated = next === "" || next.startsWith(" ") || next.startsWith("\\b") || next === "(?: ";
    if (/[()[\]\\]/.test(group) || !separated) return undefined;
    const words: string[] = [];
    for (const alternative of group.split("|")) {
      const word = /^[a-z]+/.exec(alternative)?.[0];
      if (word === undefined) return undefined;
      // `instructions?`: the optional tail means the word may be shorter; keep the stem and its plural.
      const rest = alternative.slice(word.length);
      if (rest.startsWith("?")) words.push(word.slice(0, -1), word);
      else if (rest === "" || rest.startsWith(" ")) words.push(word);
      else return undefined;
    }
    return words;
  }
  const word = /^[a-z]+(?= )/.exec(body)?.[0];
  return word === undefined ? undefined : [word];
}

function hasTopLevelAlternation(body: string): boolean {
  let depth = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === "\\") i++;
    else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "|" && depth === 0) return true;
  }
  return false;
}

/** The set of words of a skeleton (lower-case letters separated by single spaces). */
export function wordSet(skeletonText: string): Set<string> {
  return new Set(skeletonText.split(" "));
}
