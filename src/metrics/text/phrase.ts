/**
 * Building blocks of the phrase expressions the detectors run over a skeleton (lower-case words and single
 * spaces, `normalize.ts`): bounded gaps, so every expression runs in linear time.
 */

import { withTraceBreaks } from "./regex-code.js";
import { alternatives } from "./regex-source.js";

/** Up to `n` filler words. */
export const gap = (n: number): string => `(?: [a-z]+){0,${n}}`;
/** A non-capturing alternation of `words` ("a|b c"). */
export const any = (words: string): string => `(?:${words})`;
/** A non-capturing alternation of the words of `lists`, each once, in their first order (the languages share many forms). */
export const oneOf = (...lists: string[]): string => any([...new Set(lists.join("|").split("|"))].join("|"));
/**
 * The global expression of `sources`, each top-level alternative of each at word boundaries on both sides
 * (`\bA\b|\bB\b`: a boundary binds to every alternative, which `\bA|B\b` would not — nor would `\bA|B\b` written
 * as one source).
 */
export const rx = (...sources: string[]): RegExp =>
  new RegExp(
    withTraceBreaks(
      sources
        .flatMap(alternatives)
        .map((source) => `\\b${source}\\b`)
        .join("|"),
    ),
    "g",
  );
