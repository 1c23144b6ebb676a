/**
 * How far a match of an expression can reach, in words: the most spaces a match can hold together with all
 * its lookarounds read. Over a skeleton (words and single spaces), a match that holds a given word lies, with
 * everything its assertions look at, within that many words on either side of it — so a long text can be read
 * only there (the toxicity group patterns, `groupWindows`).
 */

/** `{n}`, `{n,}`, `{n,m}`, `?`, `*`, `+`, each possibly lazy: the most times it repeats (Infinity unbounded). */
function repeats(quantifier: string): number {
  if (quantifier === "") return 1;
  if (quantifier.startsWith("?")) return 1;
  if (quantifier.startsWith("*") || quantifier.startsWith("+")) return Number.POSITIVE_INFINITY;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(quantifier);
  if (m === null) return 1;
  if (m[2] === undefined) return Number(m[1]);
  return m[3] === "" ? Number.POSITIVE_INFINITY : Number(m[3]);
}

const QUANTIFIER = /^(?:[?*+]|\{\d+(?:,\d*)?\})\??/;

/** Unicode properties (`\p{…}`) of letters, marks and digits: never a space. */
const LETTER_PROPERTY = /^(?:L[ulmot]?|M[nce]?|N[dlo]?|Alphabetic|(?:Script|sc|Script_Extensions|scx)=\w+)$/;
/** Escapes (the letter after a backslash) that never match a space. */
const NO_SPACE_ESCAPES = new Set(["b", "B", "d", "w", "n", "t", "r", "f", "v"]);

/**
 * The most spaces a match of `source` can hold, its lookarounds' reads included (or, with `lookarounds` false,
 * the match alone); Infinity where it is unbounded (a repeated part that can hold a space, a back-reference).
 */
export function mostSpaces(source: string, lookarounds = true): number {
  let i = 0;
  const alternation = (): number => {
    let most = sequence();
    while (source[i] === "|") {
      i++;
      most = Math.max(most, sequence());
    }
    return most;
  };
  const sequence = (): number => {
    let total = 0;
    while (i < source.length && source[i] !== "|" && source[i] !== ")") {
      const one = atom();
      const quantifier = QUANTIFIER.exec(source.slice(i, i + 16))?.[0] ?? "";
      i += quantifier.length;
      const times = repeats(quantifier);
      total += one === 0 ? 0 : one * times;
    }
    return total;
  };
  const atom = (): number => {
    const c = source[i]!;
    if (c === "(") {
      i++;
      // (?:, (?=, (?!, (?<=, (?<!, (?<name>: a group's content is read in every kind.
      let assertion = false;
      if (source[i] === "?") {
        i++;
        if (source[i] === "<" && source[i + 1] !== "=" && source[i + 1] !== "!")
          i = source.indexOf(">", i) + 1;
        else {
          assertion = source[i] !== ":";
          i += source[i] === "<" ? 2 : 1;
        }
      }
      const inner = alternation();
      i++; // ")"
      return assertion && !lookarounds ? 0 : inner;
    }
    if (c === "[") {
      const negated = source[i + 1] === "^";
      let space = false;
      for (i += negated ? 2 : 1; i < source.length && source[i] !== "]"; i++) {
        if (source[i] === "\\") {
          i++;
          if (!NO_SPACE_ESCAPES.has(source[i]!)) space = true;
        } else if (source[i] === " ") space = true;
      }
      i++; // "]"
      return negated || space ? 1 : 0;
    }
    if (c === "\\") {
      const letter = source[i + 1]!;
      i += 2;
      // A back-reference repeats what its group matched: any number of spaces.
      if (/[1-9k]/.test(letter)) return Number.POSITIVE_INFINITY;
      if ("pPux".includes(letter) && source[i] === "{") {
        const end = source.indexOf("}", i);
        const name = source.slice(i + 1, end);
        i = end + 1;
        if (letter === "p" && LETTER_PROPERTY.test(name)) return 0;
      }
      return NO_SPACE_ESCAPES.has(letter) ? 0 : 1;
    }
    i++;
    // Anchors read no character (`windowsAround` keeps them off a window's edges).
    return c === " " || c === "." ? 1 : 0;
  };
  const most = alternation();
  return i < source.length ? Number.POSITIVE_INFINITY : most;
}
