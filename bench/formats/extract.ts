/**
 * Format-layer benchmark: the cost of reading a 20-message conversation (~8 KB of text, system prompt, tool
 * results, multi-part content) out of a request body, mapping it to the core's payload, and writing masked
 * texts back, per format (OpenAI Chat Completions, Anthropic Messages, Responses API), p50/p99; and the
 * cost of rewriting a streamed answer (chat SSE, Anthropic SSE) per event with a pass-through shield, so
 * only the framing and codec are timed. The checks themselves are the core's and are not included.
 * Run: npm run build && node dist/bench/formats/extract.js [--iterations 20000]
 */
import {
  applyRequestTexts,
  extractRequestTexts,
  type FormatId,
  streamRewriterFor,
  toPayload,
} from "../../adapters/shared/formats/index.js";
import type { StreamShield } from "../../adapters/shared/stream-shield.js";
import { anthropicBody, chatBody, responsesBody } from "./bodies.js";

const iterations = Number(process.argv[process.argv.indexOf("--iterations") + 1]) || 20_000;

function percentiles(samples: Float64Array): { p50: number; p99: number } {
  const sorted = samples.slice().sort();
  return {
    p50: sorted[Math.floor(0.5 * sorted.length)]!,
    p99: sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!,
  };
}

function requestRound(
  body: unknown,
  path: string,
): { p50: number; p99: number; chars: number; texts: number } {
  const samples = new Float64Array(iterations);
  let chars = 0;
  let texts = 0;
  for (let i = 0; i < iterations + 1_000; i++) {
    const start = process.hrtime.bigint();
    const extraction = extractRequestTexts(body, path);
    const payload = toPayload(extraction);
    const masked = {
      input: { text: (payload.input ?? "").replaceAll("ann.lee@example.com", "[EMAIL]") },
      contexts: (payload.contexts ?? []).map((t) => ({
        text: t.replaceAll("ann.lee@example.com", "[EMAIL]"),
      })),
    };
    applyRequestTexts(body, extraction, masked);
    const elapsed = Number(process.hrtime.bigint() - start) / 1_000;
    if (i >= 1_000) samples[i - 1_000] = elapsed;
    texts = extraction.texts.length;
    chars = extraction.texts.reduce((sum, t) => sum + t.text.length, 0);
  }
  return { ...percentiles(samples), chars, texts };
}

/** A shield that releases every piece at once and never stops: isolates the rewriter's own cost. */
function passThrough(): StreamShield {
  let full = "";
  return {
    get full() {
      return full;
    },
    push: async (piece: string) => {
      full += piece;
      return { text: piece };
    },
    end: async () => ({ text: "" }),
  } as unknown as StreamShield;
}

async function streamRound(format: FormatId, events: string[]): Promise<number> {
  const runs = Math.max(20, Math.floor(iterations / 100));
  const start = process.hrtime.bigint();
  for (let r = 0; r < runs; r++) {
    const rewriter = streamRewriterFor(format, passThrough, () => ({}))!;
    for (const event of events) await rewriter.write(event);
    await rewriter.end();
  }
  return Number(process.hrtime.bigint() - start) / 1_000 / (runs * events.length);
}

const pieces = Array.from({ length: 400 }, (_, i) => `tok${i} `);
const chatEvents = pieces.map(
  (p) =>
    `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta: { content: p }, finish_reason: null }] })}\n\n`,
);
const anthropicEvents = pieces.map(
  (p) =>
    `event: content_block_delta\ndata: ${JSON.stringify({ type: "content_block_delta", index: 0, delta: { type: "text_delta", text: p } })}\n\n`,
);

console.log(`Format layer, ${iterations} iterations each (after 1000 warm-up), Node ${process.version}`);
console.log("| request format | texts | characters | extract + payload + write back p50 | p99 |");
console.log("| --- | --- | --- | --- | --- |");
for (const [name, body, path] of [
  ["OpenAI Chat Completions", chatBody(), "/v1/chat/completions"],
  ["Anthropic Messages", anthropicBody(), "/v1/messages"],
  ["OpenAI Responses", responsesBody(), "/v1/responses"],
] as const) {
  const r = requestRound(body, path);
  console.log(`| ${name} | ${r.texts} | ${r.chars} | ${r.p50.toFixed(1)} µs | ${r.p99.toFixed(1)} µs |`);
}
console.log("\n| stream | µs per event (framing + codec, pass-through shield) |");
console.log("| --- | --- |");
console.log(`| chat-completion SSE | ${(await streamRound("openai-chat", chatEvents)).toFixed(2)} |`);
console.log(`| Anthropic SSE | ${(await streamRound("anthropic-messages", anthropicEvents)).toFixed(2)} |`);
