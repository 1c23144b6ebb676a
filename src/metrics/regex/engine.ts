/**
 * The linear-time regex engine for user patterns: `re2js`, a pure-JavaScript port of RE2 (Go's `regexp`).
 * RE2 runs every pattern as an automaton, never by backtracking, so a match costs time proportional to
 * text length × program size whatever the pattern or the text says. What backtracking alone can express
 * (lookaround, backreferences, possessive quantifiers) is not available and is refused at validation with
 * the reason; the program size (about one instruction per character, class or repetition copy) is capped
 * at `MAX_REGEX_PROGRAM`, so the constant factor is bounded too.
 */

import type { RE2JS as Re2 } from "re2js";
import { lazy } from "../../util/lazy.js";
import { requireFrom } from "../../util/runtime.js";

/** The engine, loaded when the first regex rule is validated or compiled (not at import). */
export const RE2JS = lazy(() => (requireFrom(import.meta.url)("re2js") as { RE2JS: typeof Re2 }).RE2JS);

export type CompiledPattern = Re2;

/** Longest pattern source accepted, in characters. */
export const MAX_REGEX_SOURCE = 1000;
/** Largest RE2 program (instructions) one pattern may compile to. */
export const MAX_REGEX_PROGRAM = 1000;

/** Flags a `/source/flags` literal may carry; `g` and `y` are accepted and ignored, `u` is always on. */
const FLAG_BITS = (): Record<string, number> => ({
  i: RE2JS().CASE_INSENSITIVE,
  m: RE2JS().MULTILINE,
  s: RE2JS().DOTALL,
  u: 0,
  g: 0,
  y: 0,
});

/** Explains RE2's refusal in terms of the JavaScript syntax the user probably wrote. */
function unsupported(source: string, engineMessage: string): string {
  if (/\(\?<?[=!]/.test(source))
    return "uses lookahead or lookbehind ((?=…), (?!…), (?<=…), (?<!…)), which the linear-time engine does not support; match the surrounding text instead";
  if (/\\[1-9]|\\k</.test(source))
    return "uses a backreference (\\1, \\k<name>), which the linear-time engine does not support";
  if (/[*+?}]\+/.test(source))
    return "uses a possessive quantifier (a++, a*+), which the linear-time engine does not support; write a+";
  if (/\\u[0-9a-fA-F{]/.test(source))
    return "uses \\uXXXX, which the linear-time engine does not support; write \\x{XXXX} (e.g. \\x{00E9})";
  if (/\\c[A-Za-z]/.test(source))
    return "uses a control escape (\\cX), which the linear-time engine does not support; write \\x{01}…";
  const detail = engineMessage.replace(/^error parsing regexp: /, "");
  return `is not a valid regular expression for the linear-time (RE2) engine: ${detail}`;
}

/** The compiled pattern, or why it cannot be used (a sentence fragment to follow the quoted pattern). */
export function compileUserPattern(source: string, flags: string): CompiledPattern | string {
  if (source.length > MAX_REGEX_SOURCE)
    return `is ${source.length} characters long; patterns are limited to ${MAX_REGEX_SOURCE}`;
  const bits = FLAG_BITS();
  let mask = 0;
  for (const flag of flags) {
    const bit = bits[flag];
    if (bit === undefined)
      return flag === "v"
        ? 'uses flag "v" (set notation), which the linear-time engine does not support; allowed flags: i, m, s, u'
        : `unknown flag "${flag}"; allowed flags: i, m, s, u`;
    mask |= bit;
  }
  let compiled: CompiledPattern;
  try {
    compiled = RE2JS().compile(source, mask);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/expression too large|invalid repeat count/.test(message))
      return `repeats too much for the linear-time engine (${message.replace(/^error parsing regexp: /, "")}); counted repetitions are limited to 1000 and the whole pattern to ${MAX_REGEX_PROGRAM} program instructions`;
    return unsupported(source, message);
  }
  const size = compiled.programSize();
  if (size > MAX_REGEX_PROGRAM)
    return `compiles to ${size} program instructions; the limit is ${MAX_REGEX_PROGRAM} (use smaller counted repetitions such as {0,50} instead of {0,500})`;
  return compiled;
}
