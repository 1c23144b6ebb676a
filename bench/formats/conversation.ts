/**
 * Conversation check benchmark (issue 12): the per-request cost of what the Express/Koa middleware does
 * before the handler runs, for a 20-message conversation (~8.7 KB of text; 14 texts / 6.0 KB checked under
 * the default roles), with a PII MASK ruleset and a prompt-injection BLOCK ruleset: recognise the format,
 * read every message, check the latest user message as `input` and the other 13 texts as `contexts` (one
 * core decision), write the masked texts back in place, build and capture the interception (to a sink that
 * drops it, so no I/O is timed). Every request finds emails, so every request masks and captures: the
 * worst case. Next to it, for scale, the same rules on the latest user message alone (what the adapters
 * checked before issue 12). Timed in-process through the adapters' own `ShieldRunner`, p50/p99.
 * Run: npm run build && node dist/bench/formats/conversation.js [--iterations 2000]
 */
import { ShieldRunner } from "../../adapters/shared/runner.js";
import type { InterceptionSink } from "../../src/capture/record.js";
import { createServiceKey } from "../../src/keys.js";
import type { RuleSet } from "../../src/schema.js";
import { anthropicBody, chatBody, responsesBody } from "./bodies.js";

const flag = process.argv.indexOf("--iterations");
const iterations = (flag >= 0 ? Number(process.argv[flag + 1]) : 0) || 2_000;
const warmup = Math.min(200, iterations);

const RULESETS: RuleSet[] = [
  { name: "injection", rules: [{ metric: "prompt_injection" }], action: { type: "BLOCK" } },
  { name: "pii", rules: [{ metric: "pii" }], action: { type: "MASK" } },
];
const DISCARD: InterceptionSink = { append: () => {}, flush: async () => {} };
const runner = new ShieldRunner({
  rulesets: RULESETS,
  config: { service_key: createServiceKey() },
  sink: DISCARD,
});

function percentiles(samples: Float64Array): { p50: number; p99: number } {
  const sorted = samples.slice().sort();
  return {
    p50: sorted[Math.floor(0.5 * sorted.length)]!,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!,
  };
}

/** Times `run` `iterations` times after a warm-up; every call must produce a decision. */
function time(run: () => unknown): { p50: number; p99: number } {
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations + warmup; i++) {
    const start = process.hrtime.bigint();
    const decision = run();
    const elapsed = Number(process.hrtime.bigint() - start) / 1_000;
    if (decision instanceof Promise) throw new Error("every rule is local: the check must be synchronous");
    if (i >= warmup) samples[i - warmup] = elapsed;
  }
  return percentiles(samples);
}

/** The body with only its latest user message (a string), for the before-issue-12 comparison. */
function latestOnly(path: string): unknown {
  const last =
    "19: " +
    "Please check order 4417 for ann.lee@example.com and tell me when it ships to Lisbon. ".repeat(5);
  if (path === "/v1/messages")
    return { model: "claude", max_tokens: 1024, messages: [{ role: "user", content: last }] };
  if (path === "/v1/responses") return { model: "gpt-4.1", input: last };
  return { model: "gpt-4o", messages: [{ role: "user", content: last }] };
}

console.log(
  `Conversation check (PII MASK + prompt_injection BLOCK), ${iterations} iterations after ${warmup} warm-up, Node ${process.version}`,
);
console.log("| request format | whole conversation p50 | p99 | latest user message only p50 | p99 |");
console.log("| --- | --- | --- | --- | --- |");
for (const [name, body, path] of [
  ["OpenAI Chat Completions", chatBody(), "/v1/chat/completions"],
  ["Anthropic Messages", anthropicBody(), "/v1/messages"],
  ["OpenAI Responses", responsesBody(), "/v1/responses"],
] as const) {
  const check = (b: unknown) => () => {
    const decision = runner.checkInput(b, path);
    if (!(decision instanceof Promise) && (decision.type !== "pass" || !decision.changed))
      throw new Error(`${name}: expected a masked pass, got ${decision.type}`);
    return decision;
  };
  const whole = time(check(body));
  const latest = time(check(latestOnly(path)));
  const ms = (us: number) => `${(us / 1000).toFixed(2)} ms`;
  console.log(`| ${name} | ${ms(whole.p50)} | ${ms(whole.p99)} | ${ms(latest.p50)} | ${ms(latest.p99)} |`);
}
