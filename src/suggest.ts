/** "Did you mean" suggestions for misspelt names. */

function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** The closest candidate, if it is close enough to be a plausible typo or the only one extending the input. */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const d = distance(needle, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const limit = Math.max(2, Math.floor(needle.length / 3));
  if (bestDistance <= limit) return best;
  // A shortened name ("phone" for "phone_number"): the one candidate whose name starts with it.
  if (needle.length < 3) return undefined;
  const extended = candidates.filter((candidate) => candidate.toLowerCase().startsWith(needle));
  return extended.length === 1 ? extended[0] : undefined;
}

/** `"contain" is not an operator; did you mean "contains"? Allowed: …` (non-string choices shown as is). */
export function notAllowed(what: string, given: unknown, allowed: readonly unknown[]): string {
  const shown = typeof given === "string" ? JSON.stringify(given) : describe(given);
  const names = allowed.filter((a): a is string => typeof a === "string");
  const guess = typeof given === "string" ? closest(given, names) : undefined;
  const hint = guess === undefined ? "" : ` did you mean ${JSON.stringify(guess)}?`;
  const listed = allowed.map((a) => (typeof a === "string" ? JSON.stringify(a) : String(a)));
  return `${shown} is not ${what};${hint} Allowed: ${listed.join(", ")}.`;
}

/** A short description of a value's type, for messages. */
export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string")
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === "number") return `the number ${value}`;
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
