/**
 * Issue 11: the regex patterns that hung the service, on the linear-time engine. For each pattern and text
 * length, the median time of one `regex` metric scan (a boolean DFA check, then positions), so growth with
 * the text is visible: linear means 10x the text, about 10x the time.
 * Run: npm run build && node dist/bench/service/regex-linear.js
 */
import { compilePatterns, patternProblem } from "../../src/metrics/regex/index.js";

// Each text matches only at its very end: RE2's literal prefilter cannot skip it and the NFA finds positions.
const CASES: Array<[string, (n: number) => string]> = [
  ["\\w*\\w*\\w*x", (n) => `${"a".repeat(n)}!x`],
  [".*.*x", (n) => `${"a".repeat(n)}x`],
  ["(a|a){0,40}b", (n) => `${"a".repeat(n)}b`],
  ["[\\s\\S]*[\\s\\S]*[\\s\\S]*x", (n) => `${"a".repeat(n)}x`],
  ["\\d+\\d+\\d+\\d+x", (n) => `${"1".repeat(n)}x`],
  ["(a+)+$", (n) => `${"a".repeat(n)}!`],
  // RE2's slow case: case-insensitive (no literal prefilter) and matching at the end (positions need the NFA).
  ["/(?:.{0,10}a){5}z/i", (n) => `${"a".repeat(n)}z`],
];
const SIZES = [1_000, 10_000, 100_000];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

console.log(`| pattern | ${SIZES.map((n) => `${n.toLocaleString("en")} chars`).join(" | ")} |`);
console.log(`|---|${SIZES.map(() => "---").join("|")}|`);
for (const [pattern, text] of CASES) {
  const problem = patternProblem(pattern);
  if (problem !== undefined) {
    console.log(`| \`${pattern}\` | refused: ${problem} |`);
    continue;
  }
  const find = compilePatterns([pattern]);
  const cells = SIZES.map((n) => {
    const input = text(n);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      find(input);
      times.push(performance.now() - t0);
    }
    return `${median(times).toFixed(2)} ms`;
  });
  console.log(`| \`${pattern.replaceAll("|", "\\|")}\` | ${cells.join(" | ")} |`);
}
