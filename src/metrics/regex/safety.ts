/**
 * A static guard against catastrophic backtracking in user patterns. JavaScript's regex engine backtracks,
 * so a pattern such as `(a+)+$` can take exponential time on a crafted input; a firewall cannot let user
 * text choose its own running time. Patterns are parsed with `@eslint-community/regexpp` and rejected when
 * they contain one of the shapes behind almost every ReDoS report:
 * 1. a repeated group that itself contains an unbounded quantifier (star height > 1): `(a+)+`, `(\w*\s?){2,}`;
 * 2. an unbounded repetition of alternatives that can start with the same character: `(a|ab)*`, `(\w|\d)+`;
 * 3. three or more unbounded quantifiers over broad sets (`.`, `\S`, negated classes…), the polynomial case
 *    `a.*b.*c.*d`.
 * The check is conservative (it may reject a pattern that is in fact safe) and is paired with a bound on
 * the text each match runs over (see `index.ts`), which caps what the remaining polynomial cases can cost.
 */
import { createRequire } from "node:module";
import type { AST, RegExpParser as Parser } from "@eslint-community/regexpp";
import { lazy } from "../../util/lazy.js";

/** The regex parser, loaded when the first regex rule is validated. */
const RegExpParser = lazy(
  () =>
    (createRequire(import.meta.url)("@eslint-community/regexpp") as { RegExpParser: typeof Parser })
      .RegExpParser,
);

/** A set of UTF-16 code units, or `"any"` when it is too broad to track. */
type CharSet = Array<[number, number]> | "any";

const DIGITS: Array<[number, number]> = [[48, 57]];
const WORD: Array<[number, number]> = [
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
];

function overlaps(a: CharSet, b: CharSet): boolean {
  if (a === "any" || b === "any") return true;
  return a.some(([lo, hi]) => b.some(([lo2, hi2]) => lo <= hi2 && lo2 <= hi));
}

function union(a: CharSet, b: CharSet): CharSet {
  return a === "any" || b === "any" ? "any" : [...a, ...b];
}

function charRange(code: number, ignoreCase: boolean): Array<[number, number]> {
  if (!ignoreCase) return [[code, code]];
  const ch = String.fromCodePoint(code);
  const codes = new Set([code, ch.toLowerCase().codePointAt(0)!, ch.toUpperCase().codePointAt(0)!]);
  return [...codes].map((c): [number, number] => [c, c]);
}

function classSet(node: AST.CharacterClass, ignoreCase: boolean): CharSet {
  if (node.negate) return "any";
  let set: CharSet = [];
  for (const element of node.elements) {
    if (element.type === "Character") set = union(set, charRange(element.value, ignoreCase));
    else if (element.type === "CharacterClassRange") {
      set = ignoreCase ? "any" : union(set, [[element.min.value, element.max.value]]);
    } else if (element.type === "CharacterSet" && element.kind === "digit" && !element.negate)
      set = union(set, DIGITS);
    else if (element.type === "CharacterSet" && element.kind === "word" && !element.negate)
      set = union(set, WORD);
    else return "any";
  }
  return set;
}

/** The characters an element can start with; `"any"` when unknown or when it can match nothing. */
function firstChars(node: AST.Element | AST.Alternative, ignoreCase: boolean): CharSet {
  switch (node.type) {
    case "Alternative":
      return node.elements.length === 0 ? "any" : firstChars(node.elements[0]!, ignoreCase);
    case "Character":
      return charRange(node.value, ignoreCase);
    case "CharacterClass":
      return classSet(node, ignoreCase);
    case "CharacterSet":
      if (node.kind === "digit" && !node.negate) return DIGITS;
      if (node.kind === "word" && !node.negate) return WORD;
      return "any";
    case "Group":
    case "CapturingGroup":
      return node.alternatives.reduce<CharSet>((set, alt) => union(set, firstChars(alt, ignoreCase)), []);
    case "Quantifier":
      return node.min === 0 ? "any" : firstChars(node.element, ignoreCase);
    default:
      return "any";
  }
}

function isBroad(element: AST.QuantifiableElement): boolean {
  if (element.type === "CharacterSet")
    return element.kind === "any" || ("negate" in element && element.negate);
  if (element.type === "CharacterClass") return element.negate;
  return false;
}

function alternativesOf(element: AST.QuantifiableElement): AST.Alternative[] {
  return element.type === "Group" || element.type === "CapturingGroup" ? element.alternatives : [];
}

function containsUnbounded(node: AST.Node): boolean {
  let found = false;
  visit(node, (inner) => {
    if (inner.type === "Quantifier" && inner.max === Number.POSITIVE_INFINITY) found = true;
  });
  return found;
}

function visit(node: AST.Node, fn: (node: AST.Node) => void): void {
  fn(node);
  switch (node.type) {
    case "Pattern":
    case "Group":
    case "CapturingGroup":
      for (const alt of node.alternatives) visit(alt, fn);
      break;
    case "Assertion":
      if (node.kind === "lookahead" || node.kind === "lookbehind")
        for (const alt of node.alternatives) visit(alt, fn);
      break;
    case "Alternative":
      for (const element of node.elements) visit(element, fn);
      break;
    case "Quantifier":
      visit(node.element, fn);
      break;
    default:
      break;
  }
}

/** Returns why a (syntactically valid) pattern is unsafe, or undefined when it passes the check. */
export function unsafeReason(source: string, flags: string): string | undefined {
  const ignoreCase = flags.includes("i");
  let pattern: AST.Pattern;
  try {
    pattern = new (RegExpParser())({ ecmaVersion: 2025 }).parsePattern(source, 0, source.length, {
      unicode: flags.includes("u"),
      unicodeSets: flags.includes("v"),
    });
  } catch {
    return "uses syntax the safety check cannot analyse; write it without the newest regex features";
  }
  let reason: string | undefined;
  let broadUnbounded = 0;
  visit(pattern, (node) => {
    if (reason !== undefined || node.type !== "Quantifier") return;
    const unbounded = node.max === Number.POSITIVE_INFINITY;
    if (unbounded && isBroad(node.element)) broadUnbounded++;
    if (node.max > 1 && containsUnbounded(node.element)) {
      reason = `"${node.raw}" repeats a group that contains an unbounded quantifier (nested quantifiers can take exponential time); remove the inner or the outer repetition`;
      return;
    }
    if (!unbounded) return;
    const alternatives = alternativesOf(node.element);
    for (let i = 0; i < alternatives.length && reason === undefined; i++) {
      for (let j = i + 1; j < alternatives.length; j++) {
        if (overlaps(firstChars(alternatives[i]!, ignoreCase), firstChars(alternatives[j]!, ignoreCase))) {
          reason = `"${node.raw}" repeats alternatives that can match the same text ("${alternatives[i]!.raw}" and "${alternatives[j]!.raw}"), which can take exponential time; make the alternatives start differently or use a character class`;
          break;
        }
      }
    }
  });
  if (reason === undefined && broadUnbounded >= 3) {
    reason = `has ${broadUnbounded} unbounded quantifiers over broad sets such as ".*" (polynomial backtracking); use at most two, or bounded ones like ".{0,100}"`;
  }
  return reason;
}
