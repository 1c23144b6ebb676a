/**
 * Keeping the machine code of the detectors' expressions small.
 *
 * V8 compiles an expression to machine code, and it generates the code that follows an alternation once for
 * each way the alternation can be left (each alternative's "trace"), up to ten copies per node, so an
 * expression of several word lists in a row grew to 0.2–1.7 MB of code; the two phrase detectors compiled ~45
 * MB. That is memory in the host's process, and worse: once a process has compiled more than 1 MB of
 * expression code and holds more than 16 MB of executable memory, V8 compiles every expression after that
 * without its optimisations (`TooMuchRegExpCode` in V8's `regexp.cc`) — the host application's own
 * expressions then ran ~7x slower (BENCHMARKS.md, "Expression code").
 *
 * An empty lookahead `(?=)` after an alternation or a repeated group ends the trace there: the code after it is
 * generated once.
 * It always succeeds and consumes nothing, so the expression matches exactly what it matched before, at the
 * same places, with the same groups.
 */

/** How an alternation may repeat: `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`, each possibly lazy. */
const QUANTIFIER = /^(?:[?*+]|\{\d+(?:,\d*)?\})\??/;
interface Group {
  lookaround: boolean;
  alternatives: number;
  /** Whether the group may begin a match: nothing mandatory stands before it, in it or around it. */
  leading: boolean;
  /** Whether the group's current alternative has consumed something mandatory. */
  consumed: boolean;
}

function quantifierAt(source: string, index: number): string {
  return QUANTIFIER.exec(source.slice(index, index + 16))?.[0] ?? "";
}

/** Whether a quantifier lets its atom match zero times. */
function optional(quantifier: string): boolean {
  return quantifier.startsWith("?") || quantifier.startsWith("*") || quantifier.startsWith("{0");
}

/**
 * `source` with `(?=)` after each group of alternatives and each repeated group (after its quantifier), also
 * after a group that may begin a match unless `leading` is false. V8 reads the first characters of an expression
 * to skip ahead in the text, and a lookahead after a leading group stops that (measured: up to 2.6x slower on
 * such expressions; toxicity on chat that names a group ~1.25x); but without it the code after a leading word
 * list (~100 alternatives) is generated once per alternative: the two detectors' expression code on the
 * benchmarks' hand-written texts was 15.1 MB without those breaks and 13.6 MB with them — past ~14 MB, V8
 * compiles the host application's expressions without its optimisations (BENCHMARKS.md, "Expression code"), which
 * costs the host more than the detectors' skip-ahead. On the toxicity patterns: 35 MB of code → 7.7 MB.
 */
export function withTraceBreaks(source: string, leading = true): string {
  // The whole expression, as a group that begins the match.
  const open: Group[] = [{ lookaround: false, alternatives: 1, leading: true, consumed: false }];
  const breaks: number[] = [];
  const current = (): Group => open[open.length - 1]!;
  /** An atom ends before `end`: note what it consumed, and return where its quantifier ends. */
  const atom = (end: number, consumes: boolean): number => {
    const quantifier = quantifierAt(source, end);
    if (consumes && !optional(quantifier)) current().consumed = true;
    return end + quantifier.length;
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      i++;
      i = atom(i + 1, source[i] !== "b" && source[i] !== "B") - 1;
    } else if (c === "[") {
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
      i = atom(i + 1, true) - 1;
    } else if (c === "(") {
      const lookaround = /^\(\?<?[=!]/.test(source.slice(i, i + 4));
      const parent = current();
      open.push({
        lookaround,
        alternatives: 1,
        leading: parent.leading && !parent.consumed,
        consumed: false,
      });
    } else if (c === "|") {
      current().alternatives++;
      current().consumed = false;
    } else if (c === ")" && open.length > 1) {
      const group = open.pop()!;
      const end = atom(i + 1, !group.lookaround);
      const repeated = end > i + 1 && !group.lookaround;
      if ((group.alternatives > 1 || repeated) && (leading || !group.leading)) breaks.push(end);
      i = end - 1;
    } else {
      i = atom(i + 1, c !== "^" && c !== "$") - 1;
    }
  }
  let out = "";
  let from = 0;
  for (const at of breaks) {
    out += `${source.slice(from, at)}(?=)`;
    from = at;
  }
  return out + source.slice(from);
}

/** `source` as written, without the breaks `withTraceBreaks` put in (for code that reads an expression's words). */
export function withoutTraceBreaks(source: string): string {
  return source.replaceAll("(?=)", "");
}

/**
 * The escapes (the character after a backslash) that match the same in `latin1View`: boundaries, digits, word
 * characters, control escapes and escaped punctuation (not \s, \S, \W, \D, \p, \u, \x, back-references).
 */
const SAME_IN_VIEW = /^(?:[bBdwntrfv]|[^A-Za-z0-9])$/;

/**
 * Whether `regex` finds the same matches in a text whose code units above U+00FF are each replaced by U+007F
 * (`latin1View`): its expression is written in ASCII and has nothing that a character outside Latin-1 can match
 * (no `.`, negated class, `\s`/`\S`/`\W`/`\D`, property or code escape, line anchors under the `m` flag, case
 * folding). Such a character and U+007F then both match nothing but a boundary's non-word side.
 */
export function readsOnlyLatin1(regex: RegExp): boolean {
  const source = withoutTraceBreaks(regex.source);
  if (/[^\x20-\x7e]/.test(source) || /[imsuv]/.test(regex.flags)) return false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      if (!SAME_IN_VIEW.test(source[i + 1] ?? "")) return false;
      i++;
    } else if (c === "." || (c === "[" && source[i + 1] === "^")) return false;
  }
  return true;
}

/** The most code units `String.fromCharCode` is given at once. */
const CHUNK = 8192;

/**
 * `text` with each code unit above U+00FF replaced by U+007F, as a one-byte string: V8 compiles an expression
 * once for each kind of string it reads, so expressions that `readsOnlyLatin1` read this view of a text in
 * another script (Cyrillic, Chinese) instead of compiling a second copy of their code. The same length, so
 * every offset holds. `text` itself when it has no such unit.
 */
export function latin1View(text: string): string {
  let i = 0;
  while (i < text.length && text.charCodeAt(i) <= 0xff) i++;
  if (i === text.length) return text;
  const units = new Uint8Array(text.length);
  for (let k = 0; k < text.length; k++) {
    const unit = text.charCodeAt(k);
    units[k] = unit > 0xff ? 0x7f : unit;
  }
  let view = "";
  for (let from = 0; from < units.length; from += CHUNK) {
    view += String.fromCharCode.apply(null, units.subarray(from, from + CHUNK) as unknown as number[]);
  }
  return view;
}

/** `regex` with its traces broken (see `withTraceBreaks`): less machine code, the same matches. */
export function traced(regex: RegExp, leading = true): RegExp {
  return new RegExp(withTraceBreaks(regex.source, leading), regex.flags);
}
