/**
 * How much machine code the local detectors' expressions make V8 generate, and what that does to the host
 * application's own expressions (see `src/metrics/text/regex-code.ts`).
 *
 * One process: an application-like expression is timed; `toxicity` and `prompt_injection` (engine local) then
 * read every hand-written text of the benchmarks in each language, as one and as two-byte strings; the code
 * spaces are weighed; and a new application expression is compiled and timed again. Once a process holds more
 * than 16 MB of executable memory after more than 1 MB of expression code, V8 compiles new expressions
 * without its optimisations.
 *
 * Run: npm run build && node --expose-gc dist/bench/detectors/regex-code.js [--root <another build's dist>]
 */
import { getHeapSpaceStatistics } from "node:v8";
import type { BUILTIN_METRICS as Metrics } from "../../src/metrics/registry.js";
import { HAND_WRITTEN_TEXTS } from "./data/hand-written.js";
import { inputOf, sampleText } from "./sample.js";

const rootAt = process.argv.indexOf("--root");
const root = rootAt > 0 ? process.argv[rootAt + 1] : undefined;
const registryUrl =
  root === undefined
    ? new URL("../../src/metrics/registry.js", import.meta.url).href
    : new URL(`file://${root.replace(/\/$/, "")}/src/metrics/registry.js`).href;
const { BUILTIN_METRICS } = (await import(registryUrl)) as { BUILTIN_METRICS: typeof Metrics };

const collect = (globalThis as { gc?: () => void }).gc;
/** Bytes of the code spaces in use (after a full collection when `--expose-gc` is given). */
function codeBytes(): number {
  collect?.();
  return getHeapSpaceStatistics()
    .filter((space) => space.space_name.includes("code"))
    .reduce((sum, space) => sum + space.space_used_size, 0);
}

const HOST_TEXT =
  `${sampleText(false)} GET /api/v2/orders?id=1234 from https://shop.example.com/cart by jane.doe+news@example.org, call 555-123-4567. `.repeat(
    3,
  );
/** An expression an application might run on a request (URLs, e-mails, routes, phone numbers); `salt` makes it new. */
function hostExpression(salt: string): RegExp {
  return new RegExp(
    `\\b(?:https?://[\\w.-]+(?:/[\\w./?%&=-]*)?|[\\w.+-]+@[\\w-]+\\.[\\w.]+|(?:GET|POST|PUT|DELETE) /\\S+|\\d{3}-\\d{3}-\\d{4}|${salt})`,
    "g",
  );
}
/** Median µs of one full scan of `HOST_TEXT`. */
function timeHost(regex: RegExp): number {
  const scan = () => {
    regex.lastIndex = 0;
    while (regex.exec(HOST_TEXT) !== null);
  };
  for (let i = 0; i < 300; i++) scan();
  const samples: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const start = process.hrtime.bigint();
    scan();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[samples.length >> 1]!;
}

const before = timeHost(hostExpression("zqxa"));
const texts = HAND_WRITTEN_TEXTS;
// A zero-width space makes a two-byte string: V8 compiles each expression once for each kind of string.
const readings = [...texts, ...texts.map((text) => `${text}\u200b`)];
const rows: string[] = [];
const start = codeBytes();
for (const name of ["prompt_injection", "toxicity"] as const) {
  const detector = BUILTIN_METRICS[name]!.engines.local!({
    value: undefined,
    operator: "contains",
    path: "bench",
  });
  const from = codeBytes();
  for (let round = 0; round < 3; round++) for (const text of readings) await detector(inputOf(text));
  rows.push(`| ${name} (engine local) | ${((codeBytes() - from) / 1048576).toFixed(1)} |`);
}
const after = timeHost(hostExpression("zqxb"));
process.stdout.write(
  [
    `Build: ${root ?? "this one"}. ${readings.length} readings of the benchmarks' hand-written texts, three rounds.`,
    "",
    "| detector | code spaces grown (MB) |",
    "|---|---|",
    ...rows,
    `| both | ${((codeBytes() - start) / 1048576).toFixed(1)} |`,
    "",
    `An application expression compiled before: ${before.toFixed(1)} µs per scan; compiled after: ${after.toFixed(1)} µs (${(after / before).toFixed(2)}x).`,
    "",
  ].join("\n"),
);
