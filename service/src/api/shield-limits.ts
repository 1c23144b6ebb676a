/**
 * Enforces the operator's `ShieldLimits` on a raw `/v1/shield` body before any Guard is compiled: every
 * violation is a typed error naming the place, the size found and the limit (RuleSetError for rulesets,
 * PayloadError for texts). Also the JSON depth check run on every API body before it is parsed.
 */
import { compileUserPattern, PayloadError, parsePattern, RuleSetError } from "content-shield/internal";
import { ServiceError } from "../errors.js";
import type { ShieldLimits } from "../limits.js";

type Issue = { path: string; message: string };

function items(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/**
 * Refuses rulesets over the operator's limits. Cheap: one walk plus one RE2 parse per pattern. Returns the
 * RE2 program size of all the regex patterns (for `checkRegexWork`).
 */
export function checkRulesetLimits(rulesets: unknown, limits: ShieldLimits): number {
  if (!Array.isArray(rulesets)) return 0; // the Guard's validation explains the shape
  const issues: Issue[] = [];
  const bytes = Buffer.byteLength(JSON.stringify(rulesets));
  if (bytes > limits.maxRulesetBytes)
    issues.push({
      path: "rulesets",
      message: `is ${bytes} bytes as JSON; this service accepts at most ${limits.maxRulesetBytes} (operator limit --max-ruleset-bytes).`,
    });
  if (rulesets.length > limits.maxRulesets)
    issues.push({
      path: "rulesets",
      message: `holds ${rulesets.length} rulesets; this service accepts at most ${limits.maxRulesets} per request (--max-rulesets).`,
    });
  let rules = 0;
  let keywords = 0;
  let regexes = 0;
  let program = 0;
  let firstKeywords: string | undefined;
  let firstRegex: string | undefined;
  rulesets.forEach((ruleset, s) => {
    const list = (ruleset as { rules?: unknown } | null)?.rules;
    if (!Array.isArray(list)) return;
    rules += list.length;
    list.forEach((rule, r) => {
      const { metric, value, allow } = (rule ?? {}) as { metric?: unknown; value?: unknown; allow?: unknown };
      const path = `rulesets[${s}].rules[${r}].value`;
      const countPatterns = (patterns: readonly string[], where: string) => {
        for (const item of patterns) {
          regexes += 1;
          firstRegex ??= where;
          if (regexes > limits.maxRegexes) continue;
          const { source, flags } = parsePattern(item);
          const compiled = compileUserPattern(source, flags);
          // An invalid pattern is reported by the Guard's validation with its reason.
          if (typeof compiled !== "string") program += compiled.programSize();
        }
      };
      if (metric === "keywords") {
        keywords += items(value).length;
        firstKeywords ??= path;
      } else if (metric === "regex") {
        countPatterns(items(value), path);
      }
      // Allowlist patterns run over the findings' texts: counted with the regex rules' patterns.
      const allowPatterns = (allow as { patterns?: unknown } | null | undefined)?.patterns;
      if (Array.isArray(allowPatterns))
        countPatterns(
          allowPatterns.filter((item): item is string => typeof item === "string"),
          `rulesets[${s}].rules[${r}].allow.patterns`,
        );
    });
  });
  if (rules > limits.maxRules)
    issues.push({
      path: "rulesets",
      message: `hold ${rules} rules in all; this service accepts at most ${limits.maxRules} per request (--max-rules).`,
    });
  if (keywords > limits.maxKeywords)
    issues.push({
      path: firstKeywords ?? "rulesets",
      message: `the keywords rules hold ${keywords} terms in all; this service accepts at most ${limits.maxKeywords} per request (--max-keywords).`,
    });
  if (regexes > limits.maxRegexes)
    issues.push({
      path: firstRegex ?? "rulesets",
      message: `the regex rules hold ${regexes} patterns in all; this service accepts at most ${limits.maxRegexes} per request (--max-regexes).`,
    });
  else if (program > limits.maxRegexProgram)
    issues.push({
      path: firstRegex ?? "rulesets",
      message: `the regex patterns compile to ${program} RE2 program instructions in all; this service accepts at most ${limits.maxRegexProgram} per request (--max-regex-program). Use fewer or smaller patterns (counted repetitions such as {0,500} cost one instruction per copy).`,
    });
  if (issues.length > 0) throw new RuleSetError(issues);
  return program;
}

/** Refuses texts over the operator's limits, naming the field. Returns the characters to check in all. */
export function checkPayloadLimits(payload: unknown, limits: ShieldLimits): number {
  if (typeof payload !== "object" || payload === null) return 0;
  const { input, output, contexts } = payload as Record<string, unknown>;
  const texts: Array<[string, unknown]> = [
    ["payload.input", input],
    ["payload.output", output],
    ...(Array.isArray(contexts)
      ? contexts.map((c, i): [string, unknown] => [`payload.contexts[${i}]`, c])
      : []),
  ];
  const issues: Issue[] = [];
  let total = 0;
  for (const [path, text] of texts) {
    if (typeof text !== "string") continue;
    total += text.length;
    if (text.length > limits.maxTextLength)
      issues.push({
        path,
        message: `is ${text.length} characters long; this service checks at most ${limits.maxTextLength} per text (operator limit --max-text-length).`,
      });
  }
  if (issues.length === 0 && total > limits.maxTotalText)
    issues.push({
      path: "payload",
      message: `holds ${total} characters over all its texts; this service checks at most ${limits.maxTotalText} per request (--max-total-text).`,
    });
  if (issues.length > 0) throw new PayloadError(issues);
  return total;
}

/** Refuses a request whose regex patterns × text length exceed the operator's regex work bound. */
export function checkRegexWork(program: number, characters: number, limits: ShieldLimits): void {
  if (program * characters <= limits.maxRegexWork) return;
  throw new PayloadError([
    {
      path: "payload",
      message: `holds ${characters} characters to scan with regex patterns of ${program} RE2 program instructions; this service scans at most ${limits.maxRegexWork} instruction-characters per request (operator limit --max-regex-work). Send shorter texts or smaller patterns.`,
    },
  ]);
}

/**
 * Throws 400 when a JSON text nests deeper than `maxDepth` (arrays and objects), scanning the bytes once
 * before parsing — so a deeply nested body never reaches `JSON.parse` or any recursive walk.
 */
export function checkJsonDepth(buffer: Buffer, maxDepth: number): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buffer.length; i++) {
    const byte = buffer[i]!;
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped byte
      else if (byte === 0x22) inString = false;
      continue;
    }
    if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      depth++;
      if (depth > maxDepth)
        throw new ServiceError(
          "INVALID_INPUT",
          400,
          `The request body nests JSON arrays/objects deeper than ${maxDepth} levels; this service accepts at most ${maxDepth}.`,
        );
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
}
